// A WebSocket session over plain TCP (ws://).
#include "websocket_session.hpp"

namespace djed::server {

void start_plain_session(ServerCore& core, const ListenOptions& limits, std::shared_ptr<PendingTable> pending,
                         const std::string& address, boost::asio::ip::tcp::socket socket) {
  using Plain = session_detail::Session<boost::beast::tcp_stream>;
  std::make_shared<Plain>(core, limits, std::move(pending), address, std::move(socket))->run_plain();
}

}  // namespace djed::server
