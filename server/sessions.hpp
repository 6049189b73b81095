#pragma once
// What the listener starts for each accepted connection: a WebSocket
// session, plain (session_plain.cpp) or over TLS (session_tls.cpp).
#include <boost/asio/ip/tcp.hpp>
#include <memory>
#include <string>
#include <unordered_map>

namespace boost::asio::ssl {
class context;
}

namespace djed::server {

class ServerCore;
struct ListenOptions;

// Handshakes under way, by address group; shared by the listener and the
// sessions, which may outlive it.
struct PendingTable {
  std::unordered_map<std::string, int> by_address;
  int all = 0;
};

void start_plain_session(ServerCore& core, const ListenOptions& limits, std::shared_ptr<PendingTable> pending,
                         const std::string& address, boost::asio::ip::tcp::socket socket);
void start_tls_session(ServerCore& core, const ListenOptions& limits, std::shared_ptr<PendingTable> pending,
                       const std::string& address, boost::asio::ip::tcp::socket socket,
                       boost::asio::ssl::context& tls);

}  // namespace djed::server
