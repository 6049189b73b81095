#include "node_link.hpp"

#include <openssl/rand.h>

#include <netinet/in.h>
#include <netinet/tcp.h>

#include <algorithm>
#include <array>
#include <deque>
#include <map>
#include <set>
#include <utility>  // Boost 1.74's asio uses std::exchange without it
#include <boost/asio.hpp>

#include "djed/online/dice.hpp"
#include "host_port.hpp"
#include "link_reader.hpp"

namespace djed::server {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

namespace {

// Other nodes one node keeps track of: far more than a cluster has.
constexpr std::size_t kMaxPeers = 256;

// 32 random bytes in hex ("" when OpenSSL's generator gives none).
std::string new_secret() {
  online::Digest bytes{};
  if (RAND_bytes(bytes.data(), static_cast<int>(bytes.size())) != 1) return {};
  return online::to_hex(bytes);
}

// A link whose other end vanished without a word (its machine lost, the
// network cut) is found dead by TCP's keepalive within about a minute,
// rather than kept for ever.
void keep_alive(tcp::socket& socket) {
  boost::system::error_code ignored;
  socket.set_option(asio::socket_base::keep_alive(true), ignored);
  const int idle = 30, interval = 10, count = 3;
  ::setsockopt(socket.native_handle(), IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
  ::setsockopt(socket.native_handle(), IPPROTO_TCP, TCP_KEEPINTVL, &interval, sizeof interval);
  ::setsockopt(socket.native_handle(), IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
}

// Keepalive probes only an idle link: one whose other end stopped
// acknowledging what it was sent (the network cut, both nodes still on
// Redis) fails after this long, and what waits for it goes through Redis,
// instead of TCP retrying for a quarter of an hour.
void give_up_unacknowledged(tcp::socket& socket) {
  const unsigned int ms = 10'000;
  ::setsockopt(socket.native_handle(), IPPROTO_TCP, TCP_USER_TIMEOUT, &ms, sizeof ms);
}

}  // namespace

std::optional<LinkAddress> parse_link_address(std::string_view text) {
  const auto space = text.find(' ');
  if (space == std::string_view::npos) return std::nullopt;
  const auto where = parse_host_port(text.substr(0, space), 1);
  const std::string_view secret = text.substr(space + 1);
  online::Digest ignored{};  // the secret is 64 lower-case hex digits, as new_secret() writes it
  if (!where || !online::from_hex(secret, &ignored)) return std::nullopt;
  boost::system::error_code ec;
  asio::ip::make_address(where->host, ec);
  if (ec) return std::nullopt;
  return LinkAddress{where->host, where->port, std::string(secret)};
}

struct NodeLinks::Impl : std::enable_shared_from_this<NodeLinks::Impl> {
  // A link this node made to another: it writes, and reads only to see it end.
  struct Out {
    explicit Out(asio::io_context& io) : socket(io), timer(io) {}
    tcp::socket socket;
    asio::steady_timer timer;
    std::deque<std::string> queue;  // lines not yet handed to the socket
    std::size_t queued_bytes = 0;
    std::string writing;  // the lines the socket is taking
    bool connected = false;
    bool timed_out = false;
    bool closed = false;
    std::array<char, 64> sink{};
  };
  // A link another node made to this one: it reads lines.
  struct In {
    In(asio::io_context& io, const std::string& secret, std::size_t max_line_bytes)
        : socket(io), timer(io), reader(secret, max_line_bytes) {}
    tcp::socket socket;
    asio::steady_timer timer;
    LinkReader reader;
    std::array<char, 16 * 1024> chunk{};
    std::string address;
    std::uint64_t accepted = 0;  // the order connections came in
  };
  struct Peer {
    enum class State { kUnknown, kLookingUp, kKnown } state = State::kUnknown;
    LinkAddress address;
    std::shared_ptr<Out> out;
    Clock::time_point retry_at{};
  };

  Impl(asio::io_context& io, std::string node, Handlers handlers, NodeLinkLimits limits)
      : io(io), node(std::move(node)), handlers(std::move(handlers)), limits(limits), acceptor(io) {}

  asio::io_context& io;
  std::string node;
  Handlers handlers;
  NodeLinkLimits limits;
  tcp::acceptor acceptor;
  std::string host;
  std::string secret;
  std::map<std::string, Peer> peers;
  std::set<std::shared_ptr<In>> ins;
  std::uint64_t accepted = 0;  // connections taken so far
  bool stopped = false;

  // ---- links to other nodes ----
  void connect(const std::string& name, Peer& peer) {
    auto out = std::make_shared<Out>(io);
    peer.out = out;
    boost::system::error_code ec;
    const tcp::endpoint endpoint(asio::ip::make_address(peer.address.host, ec), peer.address.port);
    out->queue.push_back(std::string(kLinkGreeting) + node + " " + peer.address.secret + "\n");
    out->queued_bytes += out->queue.back().size();
    out->timer.expires_after(limits.connect_timeout);
    out->timer.async_wait([out](boost::system::error_code wait) {
      boost::system::error_code ignored;
      if (wait || out->connected) return;
      out->timed_out = true;
      out->socket.close(ignored);  // the connect below then fails
    });
    out->socket.async_connect(endpoint, [self = shared_from_this(), name, out](boost::system::error_code error) {
      if (self->stopped || out->closed) return;
      out->timer.cancel();
      // The timeout may have closed the socket just as the connection was made.
      if (out->timed_out) return self->fail(name, out, "cannot connect: no answer in time");
      if (error) return self->fail(name, out, "cannot connect: " + error.message());
      out->connected = true;
      boost::system::error_code ignored;
      out->socket.set_option(tcp::no_delay(true), ignored);
      keep_alive(out->socket);
      give_up_unacknowledged(out->socket);
      self->handlers.log("link-open " + name);
      self->watch(name, out);
      self->flush(name, out);
    });
  }

  void watch(const std::string& name, const std::shared_ptr<Out>& out) {
    // The other node never writes: whatever comes, or the end, closes the link.
    out->socket.async_read_some(asio::buffer(out->sink), [self = shared_from_this(), name, out](boost::system::error_code error, std::size_t) {
      if (self->stopped || out->closed) return;
      self->fail(name, out, error ? error.message() : "the other node wrote to it");
    });
  }

  void flush(const std::string& name, const std::shared_ptr<Out>& out) {
    if (!out->connected || out->closed || !out->writing.empty() || out->queue.empty()) return;
    for (auto& line : out->queue) out->writing += line;
    out->queue.clear();
    out->queued_bytes = 0;
    asio::async_write(out->socket, asio::buffer(out->writing),
                      [self = shared_from_this(), name, out](boost::system::error_code error, std::size_t) {
                        if (self->stopped || out->closed) return;
                        if (error) return self->fail(name, out, error.message());
                        out->writing.clear();
                        self->flush(name, out);
                      });
  }

  void fail(const std::string& name, const std::shared_ptr<Out>& out, const std::string& reason) {
    close(*out);
    handlers.log("link-lost " + name + ": " + reason);
    // What the socket had not taken goes the other way, as it was given to
    // send() (without the link's line end); the greeting does not.
    for (auto& line : out->queue) {
      if (line.rfind(kLinkGreeting, 0) == 0) continue;
      line.pop_back();
      handlers.fallback(name, std::move(line));
    }
    out->queue.clear();
    const auto it = peers.find(name);
    if (it == peers.end() || it->second.out != out) return;
    // Its address is asked again (the node may have started anew elsewhere).
    it->second.out.reset();
    it->second.state = Peer::State::kUnknown;
    it->second.retry_at = Clock::now() + limits.retry_after;
  }

  static void close(Out& out) {
    out.closed = true;
    boost::system::error_code ignored;
    out.timer.cancel();
    out.socket.close(ignored);
  }

  // ---- links from other nodes ----
  void accept() {
    acceptor.async_accept(io, [self = shared_from_this()](boost::system::error_code error, tcp::socket socket) {
      if (self->stopped || error == asio::error::operation_aborted) return;
      if (error) {
        self->handlers.log("link-accept-failed: " + error.message());
        return self->retry_accept();
      }
      boost::system::error_code ignored;
      const auto remote = socket.remote_endpoint(ignored);
      if (self->greeted_ins() >= self->limits.max_links_in) {
        self->handlers.log("link-refused " + remote.address().to_string() + ": too many links");
        socket.close(ignored);
      } else {
        self->make_room_to_greet();
        auto in = std::make_shared<In>(self->io, self->secret, self->limits.max_line_bytes);
        in->socket = std::move(socket);
        in->address = remote.address().to_string();
        in->accepted = ++self->accepted;
        keep_alive(in->socket);
        self->ins.insert(in);
        in->timer.expires_after(self->limits.hello_timeout);
        in->timer.async_wait([self, in](boost::system::error_code wait) {
          if (!wait && !self->stopped && in->reader.from().empty()) self->refuse(in, "no greeting in time");
        });
        self->read(in);
      }
      self->accept();
    });
  }

  int greeted_ins() const {
    return static_cast<int>(std::count_if(ins.begin(), ins.end(), [](const auto& in) { return !in->reader.from().empty(); }));
  }

  // At most max_waiting_in - 1 connections left waiting for their greeting:
  // the longest waiting goes first.
  void make_room_to_greet() {
    int waiting = 0;
    std::shared_ptr<In> oldest;
    for (const auto& in : ins) {
      if (!in->reader.from().empty()) continue;
      ++waiting;
      if (!oldest || in->accepted < oldest->accepted) oldest = in;
    }
    if (oldest && waiting >= limits.max_waiting_in) refuse(oldest, "a newer connection waits to greet");
  }

  void retry_accept() {
    auto timer = std::make_shared<asio::steady_timer>(io, std::chrono::milliseconds(100));
    timer->async_wait([self = shared_from_this(), timer](boost::system::error_code error) {
      if (!error && !self->stopped) self->accept();
    });
  }

  void read(const std::shared_ptr<In>& in) {
    in->socket.async_read_some(asio::buffer(in->chunk), [self = shared_from_this(), in](boost::system::error_code error,
                                                                                         std::size_t length) {
      if (self->stopped || !self->ins.count(in)) return;
      if (error) return self->drop(in, error == asio::error::eof ? "closed" : error.message());
      const bool greeted = !in->reader.from().empty();
      const auto refused = in->reader.read(std::string_view(in->chunk.data(), length), [&](std::string_view line) {
        self->take(in->reader.from(), line);
        return !self->stopped && self->ins.count(in) != 0;
      });
      if (refused) return self->refuse(in, *refused);
      if (self->stopped || !self->ins.count(in)) return;
      if (!greeted && !in->reader.from().empty()) {
        in->timer.cancel();
        // Greeted while the links were full (it waited with others).
        if (self->greeted_ins() > self->limits.max_links_in) return self->refuse(in, "too many links");
      }
      self->read(in);
    });
  }

  // One line from node `from` after its greeting.
  void take(const std::string& from, std::string_view line) {
    if (auto decoded = node::decode_direct(line)) handlers.message(std::move(decoded->first), std::move(decoded->second));
    else handlers.unreadable(from, std::string(line));
  }

  void refuse(const std::shared_ptr<In>& in, const std::string& reason) {
    handlers.log("link-refused " + in->address + ": " + reason);
    drop(in, "");
  }

  void drop(const std::shared_ptr<In>& in, const std::string& reason) {
    if (!reason.empty() && !in->reader.from().empty()) handlers.log("link-closed from " + in->reader.from() + ": " + reason);
    boost::system::error_code ignored;
    in->timer.cancel();
    in->socket.close(ignored);
    ins.erase(in);
  }
};

NodeLinks::NodeLinks(asio::io_context& io, std::string node, Handlers handlers, NodeLinkLimits limits)
    : impl_(std::make_shared<Impl>(io, std::move(node), std::move(handlers), limits)) {}

NodeLinks::~NodeLinks() { stop(); }

Result<void> NodeLinks::listen(const std::string& host, std::uint16_t port) {
  auto& impl = *impl_;
  impl.secret = new_secret();
  if (impl.secret.empty()) return make_error("no random bytes for the node link's secret");
  boost::system::error_code ec;
  const auto address = asio::ip::make_address(host, ec);
  if (ec) return make_error("node link: '" + host + "' is not an IP address");
  if (address.is_unspecified()) return make_error("node link: '" + host + "' is every address; name the one other nodes reach");
  const tcp::endpoint endpoint(address, port);
  impl.acceptor.open(endpoint.protocol(), ec);
  if (!ec) impl.acceptor.set_option(asio::socket_base::reuse_address(true), ec);
  if (!ec) impl.acceptor.bind(endpoint, ec);
  if (!ec) impl.acceptor.listen(asio::socket_base::max_listen_connections, ec);
  if (ec) return make_error("cannot listen for other nodes on " + host + ":" + std::to_string(port) + ": " + ec.message());
  impl.host = host;
  impl.accept();
  return {};
}

std::string NodeLinks::advertised() const {
  boost::system::error_code ec;
  const auto port = impl_->acceptor.local_endpoint(ec).port();
  return impl_->host + ":" + std::to_string(port) + " " + impl_->secret;
}

bool NodeLinks::send(const std::string& node, std::string line) {
  auto& impl = *impl_;
  if (impl.stopped || !impl.acceptor.is_open() || line.find('\n') != std::string::npos) return false;
  auto it = impl.peers.find(node);
  if (it == impl.peers.end()) {
    if (!node::is_node_name(node)) return false;
    // Names of nodes long gone (killed, never said goodbye) make room: any
    // entry without a link is only a note of when to ask again.
    if (impl.peers.size() >= kMaxPeers) std::erase_if(impl.peers, [](const auto& p) { return !p.second.out; });
    if (impl.peers.size() >= kMaxPeers) return false;
    it = impl.peers.emplace(node, Impl::Peer{}).first;
  }
  auto& peer = it->second;
  using State = Impl::Peer::State;
  if (peer.state == State::kLookingUp) return false;
  if (peer.state == State::kUnknown) {
    if (Clock::now() < peer.retry_at) return false;
    peer.state = State::kLookingUp;
    impl.handlers.look_up(node);
    return false;
  }
  if (!peer.out) impl.connect(node, peer);
  auto& out = *peer.out;
  if (out.queued_bytes + out.writing.size() + line.size() + 1 > impl.limits.max_queued_bytes) return false;
  line.push_back('\n');
  out.queued_bytes += line.size();
  out.queue.push_back(std::move(line));
  impl.flush(node, peer.out);
  return true;
}

void NodeLinks::learn(const std::string& node, const std::optional<std::string>& advertised) {
  auto& impl = *impl_;
  const auto it = impl.peers.find(node);
  if (impl.stopped || it == impl.peers.end() || it->second.state != Impl::Peer::State::kLookingUp) return;
  auto& peer = it->second;
  const auto address = advertised ? parse_link_address(*advertised) : std::nullopt;
  if (!address) {
    // It has no link (an older node, or one told not to): Redis it is, for a while.
    peer.state = Impl::Peer::State::kUnknown;
    peer.retry_at = Clock::now() + impl.limits.retry_after * 10;
    if (advertised) impl.handlers.log("link-unreadable " + node + ": " + advertised->substr(0, 200));
    return;
  }
  peer.address = *address;
  peer.state = Impl::Peer::State::kKnown;
}

void NodeLinks::forget(const std::string& node) {
  const auto it = impl_->peers.find(node);
  if (it == impl_->peers.end()) return;
  if (it->second.out) Impl::close(*it->second.out);
  impl_->peers.erase(it);
}

void NodeLinks::stop() {
  auto& impl = *impl_;
  if (impl.stopped) return;
  impl.stopped = true;
  boost::system::error_code ignored;
  impl.acceptor.close(ignored);
  for (auto& [name, peer] : impl.peers)
    if (peer.out) Impl::close(*peer.out);
  impl.peers.clear();
  for (const auto& in : impl.ins) {
    in->timer.cancel();
    in->socket.close(ignored);
  }
  impl.ins.clear();
}

bool NodeLinks::linked(const std::string& node) const {
  const auto it = impl_->peers.find(node);
  return it != impl_->peers.end() && it->second.out && it->second.out->connected && !it->second.out->closed;
}

int NodeLinks::links_in() const { return impl_->greeted_ins(); }

int NodeLinks::links_waiting() const { return static_cast<int>(impl_->ins.size()) - impl_->greeted_ins(); }

}  // namespace djed::server
