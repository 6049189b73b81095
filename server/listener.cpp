#include "listener.hpp"

#include <utility>  // Boost 1.74's asio uses std::exchange without it
#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/beast/websocket/ssl.hpp>
#include <deque>

#include "djed/online/protocol.hpp"
#include "server_core.hpp"

namespace djed::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

namespace {

// A client that reads nothing while the server writes to it is dropped
// rather than held in memory without end.
constexpr std::size_t kMaxQueued = 4096;

template <class Stream>
class Session : public Connection, public std::enable_shared_from_this<Session<Stream>> {
 public:
  template <class... Args>
  Session(ServerCore& core, std::string address, Args&&... args)
      : core_(core), address_(std::move(address)), ws_(std::forward<Args>(args)...) {}

  const std::string& address() const override { return address_; }

  void send(std::string text) override {
    if (closed_) return;
    if (queue_.size() >= kMaxQueued) {
      fail();
      return;
    }
    queue_.push_back(std::move(text));
    if (queue_.size() == 1 && open_) write_next();
  }

  void close() override {
    closing_ = true;
    if (queue_.empty() && open_ && !closed_) close_now();
  }

  void run_plain() { accept(); }

  void run_tls() {
    beast::get_lowest_layer(ws_).expires_after(std::chrono::seconds(30));
    ws_.next_layer().async_handshake(asio::ssl::stream_base::server,
                                     [self = this->shared_from_this()](beast::error_code ec) {
                                       if (ec) return self->fail();
                                       self->accept();
                                     });
  }

 private:
  void accept() {
    beast::get_lowest_layer(ws_).expires_never();
    auto timeouts = websocket::stream_base::timeout::suggested(beast::role_type::server);
    timeouts.idle_timeout = std::chrono::seconds(20);  // pings keep a live client; a dead one is noticed
    ws_.set_option(timeouts);
    ws_.read_message_max(4 * online::kMaxMessageBytes);
    ws_.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& res) { res.set(beast::http::field::server, "djed-server"); }));
    ws_.async_accept([self = this->shared_from_this()](beast::error_code ec) {
      if (ec) return self->fail();
      // Whatever the core says on opening is queued, then written.
      self->registered_ = self->core_.open(self);
      self->open_ = true;
      if (!self->queue_.empty()) self->write_next();
      else if (self->closing_) self->close_now();
      self->read();
    });
  }

  void read() {
    ws_.async_read(buffer_, [self = this->shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->fail();
      if (!self->ws_.got_text()) {
        self->buffer_.consume(self->buffer_.size());
        self->send(R"({"type":"error","code":"bad-json","reason":"messages are text frames"})");
        return self->read();
      }
      const std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      if (self->registered_) self->core_.message(self.get(), text);
      if (!self->closed_) self->read();
    });
  }

  void write_next() {
    ws_.text(true);
    ws_.async_write(asio::buffer(queue_.front()), [self = this->shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->fail();
      self->queue_.pop_front();
      if (!self->queue_.empty()) return self->write_next();
      if (self->closing_) self->close_now();
    });
  }

  void close_now() {
    ws_.async_close(websocket::close_code::normal, [self = this->shared_from_this()](beast::error_code) { self->fail(); });
  }

  void fail() {
    if (closed_) return;
    closed_ = true;
    queue_.clear();
    if (registered_) core_.closed(this);
    registered_ = false;
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().close(ignored);
  }

  ServerCore& core_;
  std::string address_;
  websocket::stream<Stream> ws_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  bool open_ = false, closing_ = false, closed_ = false, registered_ = false;
};

}  // namespace

struct Listener::Impl {
  Impl(asio::io_context& io, ServerCore& core) : io(io), core(core), acceptor(io), tls(asio::ssl::context::tls_server) {}
  asio::io_context& io;
  ServerCore& core;
  tcp::acceptor acceptor;
  asio::ssl::context tls;
  bool use_tls = false;

  void accept() {
    // One thread runs everything: the io_context's own executor, no strands.
    acceptor.async_accept(io, [this](beast::error_code ec, tcp::socket socket) {
      if (ec == asio::error::operation_aborted) return;
      if (!ec) {
        beast::error_code ignored;
        const auto remote = socket.remote_endpoint(ignored);
        const std::string address = remote.address().to_string();
        socket.set_option(tcp::no_delay(true), ignored);
        if (use_tls) {
          std::make_shared<Session<beast::ssl_stream<beast::tcp_stream>>>(core, address, std::move(socket), tls)->run_tls();
        } else {
          std::make_shared<Session<beast::tcp_stream>>(core, address, std::move(socket))->run_plain();
        }
      }
      accept();
    });
  }
};

Listener::Listener(asio::io_context& io, ServerCore& core) : impl_(std::make_unique<Impl>(io, core)) {}
Listener::~Listener() = default;

Result<void> Listener::start(const ListenOptions& options) {
  beast::error_code ec;
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
  beast::error_code ec;
  return impl_->acceptor.local_endpoint(ec).port();
}

void Listener::stop() {
  beast::error_code ignored;
  impl_->acceptor.close(ignored);
}

}  // namespace djed::server
