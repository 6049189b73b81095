#include "listener.hpp"

#include <utility>  // Boost 1.74's asio uses std::exchange without it
#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>

#include "server_core.hpp"
#include "sessions.hpp"

namespace djed::server {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

namespace {

// The kernel's send buffer of each connection: game messages are small, and
// a client that never reads holds no more than this there.
constexpr int kSendBufferBytes = 128 * 1024;
// When accepting fails (no file descriptor left), the next try waits.
constexpr auto kAcceptRetry = std::chrono::milliseconds(100);

}  // namespace

struct Listener::Impl {
  Impl(asio::io_context& io, ServerCore& core) : io(io), core(core), acceptor(io), tls(asio::ssl::context::tls_server) {}
  asio::io_context& io;
  ServerCore& core;
  tcp::acceptor acceptor;
  asio::ssl::context tls;
  bool use_tls = false;
  ListenOptions limits;
  std::shared_ptr<PendingTable> pending = std::make_shared<PendingTable>();
  asio::steady_timer retry{io};

  void accept() {
    // One thread runs everything: the io_context's own executor, no strands.
    acceptor.async_accept(io, [this](boost::system::error_code ec, tcp::socket socket) {
      if (ec == asio::error::operation_aborted) return;
      if (ec) {
        // Out of file descriptors, say: try again shortly rather than at once, for ever.
        core.log("accept-failed: " + ec.message());
        retry.expires_after(kAcceptRetry);
        retry.async_wait([this](boost::system::error_code wait) {
          if (!wait) accept();
        });
        return;
      }
      {
        boost::system::error_code ignored;
        const auto remote = socket.remote_endpoint(ignored);
        const std::string address = remote.address().to_string();
        if (const auto it = pending->by_address.find(address_group(address));
            pending->all >= limits.handshakes ||
            (it != pending->by_address.end() && it->second >= limits.handshakes_per_address)) {
          socket.close(ignored);  // too many handshakes under way from there
          return accept();
        }
        socket.set_option(tcp::no_delay(true), ignored);
        socket.set_option(asio::socket_base::send_buffer_size(kSendBufferBytes), ignored);
        if (use_tls) start_tls_session(core, limits, pending, address, std::move(socket), tls);
        else start_plain_session(core, limits, pending, address, std::move(socket));
      }
      accept();
    });
  }
};

Listener::Listener(asio::io_context& io, ServerCore& core) : impl_(std::make_unique<Impl>(io, core)) {}
Listener::~Listener() = default;

Result<void> Listener::start(const ListenOptions& options) {
  boost::system::error_code ec;
  impl_->limits = options;
  if (!options.certificate.empty() || !options.key.empty()) {
    if (options.certificate.empty() || options.key.empty())
      return make_error("TLS needs both --cert and --key");
    impl_->tls.use_certificate_chain_file(options.certificate.string(), ec);
    if (ec) return make_error("cannot read the certificate " + options.certificate.string() + ": " + ec.message());
    impl_->tls.use_private_key_file(options.key.string(), asio::ssl::context::pem, ec);
    if (ec) return make_error("cannot read the key " + options.key.string() + ": " + ec.message());
    impl_->use_tls = true;
  }
  const auto address = asio::ip::make_address(options.host, ec);
  if (ec) return make_error("'" + options.host + "' is not an IP address");
  const tcp::endpoint endpoint(address, options.port);
  auto& acceptor = impl_->acceptor;
  acceptor.open(endpoint.protocol(), ec);
  if (!ec) acceptor.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) acceptor.bind(endpoint, ec);
  if (!ec) acceptor.listen(asio::socket_base::max_listen_connections, ec);
  if (ec) return make_error("cannot listen on " + options.host + ":" + std::to_string(options.port) + ": " + ec.message());
  impl_->accept();
  return {};
}

std::uint16_t Listener::port() const {
  boost::system::error_code ec;
  return impl_->acceptor.local_endpoint(ec).port();
}

void Listener::stop() {
  boost::system::error_code ignored;
  impl_->retry.cancel();
  impl_->acceptor.close(ignored);
}

}  // namespace djed::server
