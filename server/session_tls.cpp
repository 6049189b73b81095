// A WebSocket session over TLS (wss://).
#include "websocket_session.hpp"

#include <boost/asio/ssl.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket/ssl.hpp>

namespace djed::server {

void start_tls_session(ServerCore& core, const ListenOptions& limits, std::shared_ptr<PendingTable> pending,
                       const std::string& address, boost::asio::ip::tcp::socket socket,
                       boost::asio::ssl::context& tls) {
  using Tls = session_detail::Session<boost::beast::ssl_stream<boost::beast::tcp_stream>>;
  std::make_shared<Tls>(core, limits, std::move(pending), address, std::move(socket), tls)->run_tls();
}

}  // namespace djed::server
