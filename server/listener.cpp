#include "listener.hpp"

#include <utility>  // Boost 1.74's asio uses std::exchange without it
#include <boost/asio.hpp>
#include <boost/asio/ssl.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/ssl.hpp>
#include <boost/beast/websocket.hpp>
#include <boost/beast/websocket/ssl.hpp>
#include <deque>
#include <unordered_map>

#include "djed/online/protocol.hpp"
#include "server_core.hpp"

namespace djed::server {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;

// Handshakes under way, by address; shared with the sessions, which may
// outlive the listener. Outside the anonymous namespace: Listener::Impl
// holds one.
struct PendingTable {
  std::unordered_map<std::string, int> by_address;
  int all = 0;
};

namespace {

// The kernel's send buffer of each connection: game messages are small, and
// a client that never reads holds no more than this there.
constexpr int kSendBufferBytes = 128 * 1024;
// A read buffer grown by a large message is given back after it.
constexpr std::size_t kKeptReadBuffer = 16 * 1024;
// Connections that have not finished their WebSocket (or TLS) handshake are
// not yet the core's to count: the listener holds them to a number per
// address and in all (ListenOptions), for at most this long.
constexpr auto kHandshakeTimeout = std::chrono::seconds(10);
// When accepting fails (no file descriptor left), the next try waits.
constexpr auto kAcceptRetry = std::chrono::milliseconds(100);

// One handshake under way, counted until it ends either way.
class PendingHandshake {
 public:
  PendingHandshake(std::shared_ptr<PendingTable> table, std::string address)
      : table_(std::move(table)), address_(std::move(address)) {
    ++table_->by_address[address_];
    ++table_->all;
  }
  PendingHandshake(const PendingHandshake&) = delete;
  PendingHandshake& operator=(const PendingHandshake&) = delete;
  ~PendingHandshake() { done(); }
  void done() {
    if (!table_) return;
    if (--table_->by_address[address_] <= 0) table_->by_address.erase(address_);
    --table_->all;
    table_.reset();
  }

 private:
  std::shared_ptr<PendingTable> table_;
  std::string address_;
};

template <class Stream>
class Session : public Connection, public std::enable_shared_from_this<Session<Stream>> {
 public:
  template <class... Args>
  Session(ServerCore& core, const ListenOptions& limits, std::shared_ptr<PendingTable> pending, std::string address,
          Args&&... args)
      : pending_(std::move(pending), address_group(address)),
        core_(core),
        max_queued_bytes_(limits.max_queued_bytes),
        write_timeout_(limits.write_timeout),
        address_(std::move(address)),
        ws_(std::forward<Args>(args)...),
        stall_(ws_.get_executor()) {}

  const std::string& address() const override { return address_; }

  void send(std::string text) override {
    if (closed_ || dropping_) return;
    if (queued_bytes_ + text.size() > max_queued_bytes_) {
      core_.log("slow-reader-closed " + address_ + ": " + std::to_string(queued_bytes_ + text.size()) +
                " bytes waiting");
      // Not closed here: the core is in the middle of sending (perhaps to
      // every connection of a game), and closing tells it at once.
      dropping_ = true;
      asio::post(ws_.get_executor(), [self = this->shared_from_this()] { self->fail(); });
      return;
    }
    queued_bytes_ += text.size();
    queue_.push_back(std::move(text));
    if (queue_.size() == 1 && open_) write_next();
  }

  void close() override {
    closing_ = true;
    if (queue_.empty() && open_ && !closed_) close_now();
  }

  void run_plain() { accept(); }

  void run_tls() {
    beast::get_lowest_layer(ws_).expires_after(kHandshakeTimeout);
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
    timeouts.handshake_timeout = kHandshakeTimeout;
    timeouts.idle_timeout = std::chrono::seconds(20);  // pings keep a live client; a dead one is noticed
    ws_.set_option(timeouts);
    ws_.read_message_max(4 * online::kMaxMessageBytes);
    ws_.set_option(websocket::stream_base::decorator(
        [](websocket::response_type& res) { res.set(beast::http::field::server, "djed-server"); }));
    ws_.async_accept([self = this->shared_from_this()](beast::error_code ec) {
      self->pending_.done();
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
      if (self->buffer_.capacity() > kKeptReadBuffer) self->buffer_.shrink_to_fit();
      if (self->registered_) self->core_.message(self.get(), text);
      if (!self->closed_) self->read();
    });
  }

  void write_next() {
    ws_.text(true);
    // A message not taken in time: the client does not read (or cannot).
    stall_.expires_after(write_timeout_);
    stall_.async_wait([weak = this->weak_from_this()](beast::error_code ec) {
      auto self = weak.lock();
      if (ec || !self || self->closed_) return;
      self->core_.log("slow-reader-closed " + self->address_ + ": nothing read for " +
                      std::to_string(self->write_timeout_.count() / 1000) + " s");
      self->fail();
    });
    writing_ = true;
    ws_.async_write(asio::buffer(queue_.front()), [self = this->shared_from_this()](beast::error_code ec, std::size_t) {
      self->writing_ = false;
      // Closed meanwhile (a posted close may run between the write and this
      // handler): the queue is no longer this write's to pop.
      if (ec || self->closed_) return self->fail();
      self->queued_bytes_ -= self->queue_.front().size();
      self->queue_.pop_front();
      if (!self->queue_.empty()) return self->write_next();
      self->stall_.cancel();
      if (self->closing_) self->close_now();
    });
  }

  void close_now() {
    ws_.async_close(websocket::close_code::normal, [self = this->shared_from_this()](beast::error_code) { self->fail(); });
  }

  void fail() {
    if (closed_) return;
    closed_ = true;
    // A write under way still reads the front message: the queue goes with the session then.
    if (!writing_) {
      queue_.clear();
      queue_.shrink_to_fit();
    }
    queued_bytes_ = 0;
    stall_.cancel();
    if (registered_) core_.closed(this);
    registered_ = false;
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().close(ignored);
  }

  PendingHandshake pending_;
  ServerCore& core_;
  const std::size_t max_queued_bytes_;
  const std::chrono::milliseconds write_timeout_;
  std::string address_;
  websocket::stream<Stream> ws_;
  asio::steady_timer stall_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  std::size_t queued_bytes_ = 0;
  bool open_ = false, closing_ = false, closed_ = false, registered_ = false;
  bool dropping_ = false;  // over its limit: closed as soon as the core is done
  bool writing_ = false;   // an async_write holds queue_.front()
};

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
    acceptor.async_accept(io, [this](beast::error_code ec, tcp::socket socket) {
      if (ec == asio::error::operation_aborted) return;
      if (ec) {
        // Out of file descriptors, say: try again shortly rather than at once, for ever.
        core.log("accept-failed: " + ec.message());
        retry.expires_after(kAcceptRetry);
        retry.async_wait([this](beast::error_code wait) {
          if (!wait) accept();
        });
        return;
      }
      {
        beast::error_code ignored;
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
        if (use_tls) {
          std::make_shared<Session<beast::ssl_stream<beast::tcp_stream>>>(core, limits, pending, address,
                                                                          std::move(socket), tls)
              ->run_tls();
        } else {
          std::make_shared<Session<beast::tcp_stream>>(core, limits, pending, address, std::move(socket))->run_plain();
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
  beast::error_code ec;
  return impl_->acceptor.local_endpoint(ec).port();
}

void Listener::stop() {
  beast::error_code ignored;
  impl_->retry.cancel();
  impl_->acceptor.close(ignored);
}

}  // namespace djed::server
