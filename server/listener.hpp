#pragma once
// djed-server's sockets: a TCP listener on Boost.Asio that upgrades each
// connection to a WebSocket (Boost.Beast), over TLS when given a certificate
// and key, and hands its text frames to the ServerCore, all on one thread.
// A plain HTTP request on the same port is answered from the web pages
// (web_files.hpp) and its connection closed.
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>

#include "djed/result.hpp"

namespace boost::asio {
class io_context;
}

namespace djed::server {

class ServerCore;
class WebFiles;

struct ListenOptions {
  std::string host = "127.0.0.1";
  std::uint16_t port = 0;               // 0: any free port
  std::filesystem::path certificate;    // both set: TLS (wss://)
  std::filesystem::path key;
  // A client that does not read what it is sent is closed rather than held
  // in memory: when more than this many bytes wait for it ...
  std::size_t max_queued_bytes = 512 * 1024;
  // ... or when one message has waited this long to be taken.
  std::chrono::milliseconds write_timeout{15'000};
  // Connections in their handshake, not yet counted by the core: from one
  // address (an IPv6 /64), and in all; a further one is closed at once.
  int handshakes_per_address = 16;
  int handshakes = 1024;
  // The browser's pages (none: a plain request is told this is a server).
  std::shared_ptr<const WebFiles> web = nullptr;
};

class Listener {
 public:
  Listener(boost::asio::io_context& io, ServerCore& core);
  ~Listener();
  // Binds and starts accepting; the port it got is port().
  Result<void> start(const ListenOptions& options);
  std::uint16_t port() const;
  void stop();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace djed::server
