// djed-online-load: many bot players on a running djed-server at once, to
// see how many games it holds and how fast it acknowledges turns
// (docs/protocol.md). Run by bench/online_load.sh.
//
//   djed-online-load --url ws://127.0.0.1:PORT [--games N] [--seconds S]
//                    [--think-ms T] [--ramp-per-second R] [--p99-ms MS] [--server-pid PID] [--json]
//
// Each of the N pairs of connections plays Ramses (untimed, unlisted): one
// bot creates a game, the other joins it with the code, and each follows
// the game with its rules, as djed-cli and the app do, and answers its turn
// requests with a random legal turn after a human-like pause. A finished game is followed by a new
// one, so N games stay in play. Once all games have started, S seconds are
// measured: the round trip of each turn (sent until its `turn` event, which
// the server sends only once the turn is on disk), turns a second, finished
// games, errors, and whether every event reached each player once and in
// order. One thread: every connection is an asynchronous Beast WebSocket
// client on one io_context, so the bots cost little next to the server.
#include <utility>  // Boost 1.74's asio uses std::exchange without it
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <fstream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

#include "ramses_game.hpp"
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "djed/online/protocol.hpp"

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
namespace online = djed::online;
using tcp = asio::ip::tcp;
using Json = nlohmann::json;
using Clock = std::chrono::steady_clock;

// The target this load is measured against (its p99 one of the options).
constexpr double kTargetMemoryBytes = 1024.0 * 1024 * 1024;
// A turn not acknowledged for this long at the end counts as unanswered.
constexpr auto kUnansweredAfter = std::chrono::seconds(2);
// Messages of a kind printed on stderr before they are only counted.
constexpr int kMaxPrinted = 5;

constexpr const char* kHelp =
    "usage: djed-online-load --url ws://HOST:PORT [options]\n"
    "Plays many Ramses games at once on a running djed-server and measures it.\n"
    "\n"
    "  --url ws://HOST:PORT[/PATH]  the server (HOST an IP address or a name)\n"
    "  --games N              games in play at once, two connections each (default 100)\n"
    "  --seconds S            how long to measure once every game has started (default 10)\n"
    "  --think-ms T           each bot waits T ms, +-50% at random, before its turn (default 1000)\n"
    "  --ramp-per-second R    new connections a second while opening them (default 2000)\n"
    "  --p99-ms MS            the p99 round trip the run must keep (default 50)\n"
    "  --server-pid PID       report the server's memory and CPU from /proc/PID\n"
    "  --join-url ws://HOST:PORT  joiners connect here (another node of the same server); default --url\n"
    "  --other-pid PID        report this process's memory and CPU too (another node, Redis); repeatable\n"
    "  --json                 print the results as one JSON object\n"
    "\n"
    "Exits 0 when every check holds (all connections held, no errors, no event lost or\n"
    "repeated, p99 round trip within --p99-ms, server peak memory within 1 GB), 1 when one\n"
    "fails, 2 on bad options or a server that asks for something this tool cannot do.\n";

struct Options {
  std::string host = "127.0.0.1";
  std::string port = "7640";
  std::string path = "/";
  int games = 100;
  double seconds = 10;
  int think_ms = 1000;
  int ramp_per_second = 2000;
  int p99_ms = 50;
  int server_pid = 0;
  bool json = false;
  std::string join_host, join_port, join_path;  // empty: the same as --url
  std::vector<int> other_pids;
};

double ms_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

// ---- options ----------------------------------------------------------------------------

bool parse_int(const std::string& text, long long low, long long high, long long* out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *out);
  return ec == std::errc() && end == text.data() + text.size() && *out >= low && *out <= high;
}

// ws://HOST:PORT[/PATH]; wss is not spoken here (load is measured over loopback).
bool parse_url(const std::string& url, Options* o) {
  const std::string scheme = "ws://";
  if (url.rfind(scheme, 0) != 0) return false;
  std::string rest = url.substr(scheme.size());
  const auto slash = rest.find('/');
  o->path = slash == std::string::npos ? "/" : rest.substr(slash);
  rest = rest.substr(0, slash);
  const auto colon = rest.rfind(':');
  if (colon == std::string::npos || colon == 0) return false;
  o->host = rest.substr(0, colon);
  o->port = rest.substr(colon + 1);
  long long port = 0;
  return parse_int(o->port, 1, 65535, &port);
}

std::optional<Options> parse_options(int argc, char** argv) {
  Options o;
  bool have_url = false;
  const std::vector<std::string> args(argv + 1, argv + argc);
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--help" || a == "-h") {
      std::fputs(kHelp, stdout);
      std::exit(0);
    }
    if (a == "--json") {
      o.json = true;
      continue;
    }
    if (i + 1 >= args.size()) {
      std::fprintf(stderr, "djed-online-load: unknown option or missing value: %s (see --help)\n", a.c_str());
      return std::nullopt;
    }
    const std::string& v = args[++i];
    long long n = 0;
    bool ok = true;
    if (a == "--url") {
      ok = have_url = parse_url(v, &o);
    } else if (a == "--join-url") {
      Options join;
      ok = parse_url(v, &join);
      o.join_host = join.host, o.join_port = join.port, o.join_path = join.path;
    } else if (a == "--other-pid") {
      ok = parse_int(v, 1, 1LL << 31, &n);
      o.other_pids.push_back(static_cast<int>(n));
    } else if (a == "--games") {
      ok = parse_int(v, 1, 1'000'000, &n), o.games = static_cast<int>(n);
    } else if (a == "--seconds") {
      ok = parse_int(v, 1, 86'400, &n), o.seconds = static_cast<double>(n);
    } else if (a == "--think-ms") {
      ok = parse_int(v, 0, 3'600'000, &n), o.think_ms = static_cast<int>(n);
    } else if (a == "--ramp-per-second") {
      ok = parse_int(v, 1, 1'000'000, &n), o.ramp_per_second = static_cast<int>(n);
    } else if (a == "--p99-ms") {
      ok = parse_int(v, 1, 3'600'000, &n), o.p99_ms = static_cast<int>(n);
    } else if (a == "--server-pid") {
      ok = parse_int(v, 1, 1LL << 31, &n), o.server_pid = static_cast<int>(n);
    } else {
      ok = false;
    }
    if (!ok) {
      std::fprintf(stderr, "djed-online-load: bad %s '%s' (see --help)\n", a.c_str(), v.c_str());
      return std::nullopt;
    }
  }
  if (!have_url) {
    std::fprintf(stderr, "djed-online-load: --url ws://HOST:PORT is needed (see --help)\n");
    return std::nullopt;
  }
  return o;
}

// ---- the process and the server ---------------------------------------------------------

// Ten thousand sockets need more than the usual soft limit of 1024.
rlim_t raise_file_limit() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return 0;
  limit.rlim_cur = limit.rlim_max;
  setrlimit(RLIMIT_NOFILE, &limit);
  getrlimit(RLIMIT_NOFILE, &limit);
  return limit.rlim_cur;
}

// VmRSS and VmHWM of a process, in bytes; -1 when unknown.
std::pair<double, double> process_memory(int pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  double rss = -1, hwm = -1;
  while (std::getline(in, line)) {
    double* field = line.rfind("VmRSS:", 0) == 0 ? &rss : line.rfind("VmHWM:", 0) == 0 ? &hwm : nullptr;
    if (field != nullptr) *field = std::atof(line.c_str() + 6) * 1024;  // given in kB
  }
  return {rss, hwm};
}

// CPU seconds a process has used (user and system); -1 when unknown.
double process_cpu_seconds(int pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto close = text.rfind(')');  // the command name may hold spaces
  if (close == std::string::npos) return -1;
  std::istringstream fields(text.substr(close + 2));
  std::string field;
  double utime = 0, stime = 0;
  for (int i = 3; i <= 15 && fields >> field; ++i) {
    if (i == 14) utime = std::atof(field.c_str());
    if (i == 15) stime = std::atof(field.c_str());
  }
  return (utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

double own_cpu_seconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  const auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + t.tv_usec / 1e6; };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// ---- what is counted ------------------------------------------------------------------------

struct Counts {
  std::vector<std::uint32_t> round_trips_us;  // turns acknowledged in the window
  std::vector<std::uint32_t> acknowledged_ms;  // when each was, from the window's start
  std::vector<bool> by_joiner;                 // whether each was a joiner's turn
  std::uint64_t turns_sent = 0, turns_acknowledged = 0;
  std::uint64_t messages_received = 0, bytes_received = 0;  // in the window
  std::uint64_t games_started = 0, games_finished = 0;
  std::uint64_t event_gaps = 0, event_repeats = 0;  // event numbers missing or seen again
  std::uint64_t turn_gaps = 0, turn_repeats = 0;    // plies missing or played again
  std::uint64_t turn_mismatches = 0;                // the event holds another turn than the one sent
  std::uint64_t stray_messages = 0;                 // about another game than the connection's
  std::uint64_t resigned = 0;  // turns this bot could not make (it lost track of the game)
  std::map<std::string, std::uint64_t> errors;            // `error` messages by code
  std::map<std::string, std::uint64_t> connect_failures;  // by stage and reason
  std::map<std::string, std::uint64_t> disconnects;       // open connections lost, by reason
};

// One counter printed a few times, then only counted.
bool print_some(std::map<std::string, int>& printed, const std::string& kind) { return ++printed[kind] <= kMaxPrinted; }

class Bot;

// The whole run: the connections, the phases (opening, measuring) and the counts.
class Run {
 public:
  explicit Run(Options options);
  int execute();

  asio::io_context& io() { return io_; }
  const Options& options() const { return options_; }
  Counts& counts() { return counts_; }
  bool measuring() const { return measuring_; }
  Clock::time_point window_begin() const { return window_begin_; }
  std::chrono::milliseconds think_time();
  std::string next_name();
  // A seed for a bot's own generator, drawn from the run's (a random
  // device opened for each of 10,000 bots cost the opening a share of a core).
  std::uint32_t seed() { return static_cast<std::uint32_t>(random_()); }

  void connection_opened() { ++open_connections_; }
  void connection_lost() { --open_connections_; }
  // A pair's first game started, `since` its connections were opened.
  void first_game_started(Clock::time_point since);
  // A pair lost a connection before its first game started: it never will.
  void pair_broken();
  // Something this tool cannot handle: stops the run at once.
  void abort(const std::string& why);
  void note(const std::string& kind, const std::string& text);

 private:
  bool resolve();
  void open_more();
  void open_pair();
  void begin_window();
  void end_window();
  void watch_loop();
  Json results() const;
  void print(const Json& r) const;
  bool passed(const Json& r) const;

  asio::io_context io_{1};  // first: outlives every bot whose handlers it holds
  Options options_;
  std::mt19937_64 random_{std::random_device{}()};
  tcp::endpoint endpoint_, join_endpoint_;
  std::vector<std::shared_ptr<Bot>> bots_;
  std::vector<double> others_cpu_begin_, others_cpu_end_;
  std::vector<std::pair<double, double>> others_memory_;
  Counts counts_;
  asio::steady_timer ramp_timer_{io_}, window_timer_{io_}, start_deadline_{io_}, loop_timer_{io_};
  rlim_t file_limit_ = 0;
  int pairs_opened_ = 0, pairs_started_ = 0, pairs_broken_ = 0, open_connections_ = 0, names_ = 0;
  double ramp_budget_ = 0;
  std::vector<std::uint32_t> starts_us_;  // each pair's wait from its connections to its first game's start
  Clock::time_point last_opened_;  // when the ramp opened its last pair
  Clock::time_point launched_, last_ramp_, window_begin_, window_end_, last_loop_;
  bool measuring_ = false, all_started_ = false, aborted_ = false;
  double loop_lag_max_ms_ = 0;
  double own_cpu_begin_ = 0, own_cpu_end_ = 0, server_cpu_begin_ = -1, server_cpu_end_ = -1;
  std::uint64_t acknowledged_begin_ = 0, acknowledged_end_ = 0, finished_begin_ = 0, finished_end_ = 0;
  std::uint64_t started_begin_ = 0, started_end_ = 0;
  int held_connections_ = 0, held_pairs_ = 0, games_in_play_ = 0;
  std::uint64_t unanswered_ = 0;
  double oldest_unanswered_ms_ = 0;
  std::pair<double, double> server_memory_{-1, -1};
  std::map<std::string, int> printed_;
};

// ---- one bot: a WebSocket connection playing one seat ------------------------------------------

class Bot : public std::enable_shared_from_this<Bot> {
 public:
  Bot(Run& run, bool creator)
      : run_(run), creator_(creator), ws_(run.io()), think_(run.io()), random_(run.seed()) {}

  void set_partner(Bot* partner) { partner_ = partner; }
  bool closed() const { return closed_; }
  bool open() const { return open_; }
  bool in_play() const { return !game_.empty() && started_ && !over_; }

  void connect(const tcp::endpoint& endpoint, const std::string& host) {
    opened_ = Clock::now();
    auto& stream = beast::get_lowest_layer(ws_);
    stream.expires_after(std::chrono::seconds(30));
    stream.async_connect(endpoint, [self = shared_from_this(), host](beast::error_code ec) {
      if (ec) return self->fail("connect", ec);
      self->handshake(host);
    });
  }

  // The creator's code reached its partner: join once the server has said welcome.
  void join(const std::string& code) {
    code_ = code;
    if (welcomed_) send_join();
  }

  // How long the turn sent last has waited for its acknowledgement, if one is due.
  std::optional<Clock::duration> waiting_turn(Clock::time_point now) const {
    if (!pending_ || !open_) return std::nullopt;
    return now - pending_since_;
  }

 private:
  void handshake(const std::string& host) {
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().set_option(tcp::no_delay(true), ignored);
    beast::get_lowest_layer(ws_).expires_never();
    ws_.set_option(websocket::stream_base::timeout::suggested(beast::role_type::client));
    ws_.async_handshake(host, run_.options().path, [self = shared_from_this()](beast::error_code ec) {
      if (ec) return self->fail("handshake", ec);
      self->open_ = true;
      self->run_.connection_opened();
      self->ws_.text(true);
      online::Request hello;
      hello.type = online::RequestType::kHello;
      hello.protocol = online::kProtocolVersion;
      hello.client = "djed-online-load";
      self->send(online::encode_request(hello));
      self->read();
    });
  }

  void read() {
    ws_.async_read(buffer_, [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->fail("read", ec);
      const std::string text = beast::buffers_to_string(self->buffer_.data());
      self->buffer_.consume(self->buffer_.size());
      self->receive(text);
      if (!self->closed_) self->read();
    });
  }

  void send(std::string text) {
    if (closed_) return;
    queue_.push_back(std::move(text));
    if (queue_.size() == 1) write_next();
  }

  void write_next() {
    ws_.async_write(asio::buffer(queue_.front()), [self = shared_from_this()](beast::error_code ec, std::size_t) {
      if (ec) return self->fail("write", ec);
      self->queue_.pop_front();
      if (!self->queue_.empty()) self->write_next();
    });
  }

  void fail(const std::string& stage, const beast::error_code& ec) {
    if (closed_) return;
    closed_ = true;
    think_.cancel();
    if (open_) {
      open_ = false;
      run_.connection_lost();
      ++run_.counts().disconnects[stage + ": " + ec.message()];
      run_.note("disconnect", "a connection was lost (" + stage + "): " + ec.message());
    } else {
      ++run_.counts().connect_failures[stage + ": " + ec.message()];
      run_.note("connect", "a connection failed (" + stage + "): " + ec.message());
    }
    beast::error_code ignored;
    beast::get_lowest_layer(ws_).socket().close(ignored);
    // Counted once a pair: by whichever of the two fails first.
    if (!pair_started() && !partner_->closed()) run_.pair_broken();
  }

  bool pair_started() const { return creator_ ? partner_->first_game_started_ : first_game_started_; }

  // ---- messages from the server ----

  void receive(const std::string& text) {
    if (run_.measuring()) {
      ++run_.counts().messages_received;
      run_.counts().bytes_received += text.size();
    }
    const Json m = Json::parse(text, nullptr, false);
    if (m.is_discarded() || !m.is_object() || !m.contains("type")) {
      ++run_.counts().errors["client: not a JSON object"];
      return;
    }
    const std::string type = m.value("type", "");
    if (type == "welcome") return on_welcome();
    if (type == "seated") return on_seated(m);
    if (type == "event") return on_event(m);
    if (type == "turn-request") return on_turn_request(m);
    if (type == "error") return on_error(m);
    if (type == "reveal-request")
      return run_.abort("the server asked for a dice link (reveal-request) in a Ramses game; this tool plays no dice");
    // status and anything else: nothing to do
  }

  void on_welcome() {
    welcomed_ = true;
    if (creator_) return send_create();
    if (!code_.empty()) send_join();
  }

  void send_create() {
    online::Request create;
    create.type = online::RequestType::kCreate;
    create.name = run_.next_name();
    create.game = "ramses";
    create.seat = online::SeatChoice::kRandom;
    create.listed = false;  // the clock stays untimed, the default
    send(online::encode_request(create));
  }

  void send_join() {
    online::Request request;
    request.type = online::RequestType::kJoin;
    request.name = run_.next_name();
    request.code = code_;
    code_.clear();
    send(online::encode_request(request));
  }

  // A new game for this connection: its events are counted from 1 again.
  void on_seated(const Json& m) {
    game_ = m.value("game", "");
    next_event_ = 1;
    next_ply_ = 0;
    requested_ply_ = -1;
    started_ = over_ = pending_ = false;
    ++serial_;
    think_.cancel();
    if (creator_ && partner_ != nullptr) partner_->join(m.value("code", ""));
  }

  void on_event(const Json& m) {
    if (m.value("game", "") != game_) {
      ++run_.counts().stray_messages;
      return;
    }
    check_number(m.value("n", std::int64_t{0}));
    const std::string kind = m.value("kind", "");
    if (kind == "created") state_ = rules().new_initial_state().value();
    if (kind == "joined") on_joined();
    if (kind == "turn") on_turn(m);
    if (kind == "end") on_end();
  }

  // Every event number once, in order.
  void check_number(std::int64_t n) {
    Counts& c = run_.counts();
    if (n == next_event_) {
      ++next_event_;
    } else if (n > next_event_) {
      c.event_gaps += static_cast<std::uint64_t>(n - next_event_);
      run_.note("gap", "game " + game_ + ": event " + std::to_string(n) + " came, " + std::to_string(next_event_) +
                           " was due");
      next_event_ = n + 1;
    } else {
      ++c.event_repeats;
      run_.note("repeat", "game " + game_ + ": event " + std::to_string(n) + " came again");
    }
  }

  void on_joined() {
    started_ = true;
    if (creator_) return;  // counted once a game, by the joiner
    ++run_.counts().games_started;
    if (!first_game_started_) {
      first_game_started_ = true;
      run_.first_game_started(opened_);
    }
  }

  // The rules every bot plays by (one game object for all).
  static const djed::Game& rules() {
    static const ramses::RamsesGame game;
    return game;
  }

  void on_turn(const Json& m) {
    Counts& c = run_.counts();
    const int ply = m.value("ply", -1);
    if (state_) {
      auto turn = state_->turn_from_string(m.value("turn", ""));
      if (turn) {
        state_->apply_turn(turn.value());
      } else {
        run_.note("rules", "game " + game_ + ": the server's turn '" + m.value("turn", "") + "': " + turn.message());
        state_.reset();
      }
    }
    if (ply == next_ply_) {
      ++next_ply_;
    } else if (ply > next_ply_) {
      c.turn_gaps += static_cast<std::uint64_t>(ply - next_ply_);
      next_ply_ = ply + 1;
    } else {
      ++c.turn_repeats;
    }
    if (!pending_ || ply != pending_ply_) return;
    pending_ = false;
    ++c.turns_acknowledged;
    if (m.value("turn", "") != pending_turn_) {
      ++c.turn_mismatches;
      run_.note("mismatch", "game " + game_ + " ply " + std::to_string(ply) + ": sent '" + pending_turn_ +
                                "', the event holds '" + m.value("turn", "") + "'");
    }
    if (run_.measuring()) {
      const auto waited = std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - pending_since_);
      c.round_trips_us.push_back(static_cast<std::uint32_t>(waited.count()));
      c.acknowledged_ms.push_back(static_cast<std::uint32_t>(ms_between(run_.window_begin(), Clock::now())));
      c.by_joiner.push_back(!creator_);
    }
  }

  // The pair plays on: the creator makes the next game, its partner joins it.
  void on_end() {
    over_ = true;
    pending_ = false;
    think_.cancel();
    if (!creator_) return;
    ++run_.counts().games_finished;
    send_create();
  }

  void on_turn_request(const Json& m) {
    if (m.value("game", "") != game_) {
      ++run_.counts().stray_messages;
      return;
    }
    const int ply = m.value("ply", -1);
    if (ply <= requested_ply_) return;  // the same request again after a status
    requested_ply_ = ply;
    // A random legal turn of the game as this bot follows it (it resigns
    // only if it lost track, which the notes would show).
    std::string turn;
    if (state_ && !state_->is_terminal() && !state_->is_chance_node()) {
      const auto legal = state_->legal_turns();
      if (!legal.empty()) {
        std::uniform_int_distribution<std::size_t> pick(0, legal.size() - 1);
        turn = state_->turn_to_string(legal[pick(random_)]);
      }
    }
    think_.expires_after(run_.think_time());
    think_.async_wait([self = shared_from_this(), serial = serial_, ply, turn](beast::error_code ec) {
      if (ec || self->serial_ != serial || self->over_) return;
      if (turn.empty()) return self->send_resign();
      self->send_turn(ply, turn);
    });
  }

  void send_resign() {
    online::Request request;
    request.type = online::RequestType::kResign;
    ++run_.counts().resigned;
    send(online::encode_request(request));
  }

  void send_turn(int ply, const std::string& turn) {
    online::Request request;
    request.type = online::RequestType::kTurn;
    request.turn = turn;
    request.ply = ply;
    pending_ = true;
    pending_ply_ = ply;
    pending_turn_ = turn;
    pending_since_ = Clock::now();
    ++run_.counts().turns_sent;
    send(online::encode_request(request));
  }

  // Errors carry no request id here: one while a turn waits is taken as its refusal.
  void on_error(const Json& m) {
    const std::string code = m.value("code", "?");
    ++run_.counts().errors[code];
    run_.note("error " + code, "server error " + code + ": " + m.value("reason", ""));
    pending_ = false;
  }

  Run& run_;
  const bool creator_;
  djed::StatePtr state_;  // the game as this bot follows it
  Bot* partner_ = nullptr;
  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
  std::deque<std::string> queue_;
  asio::steady_timer think_;
  std::minstd_rand random_;
  bool open_ = false, closed_ = false, welcomed_ = false, first_game_started_ = false;
  Clock::time_point opened_;  // when this connection was asked for
  std::string code_;  // the joiner's code to join, until sent
  // The game in play: its id, what is due next, the turn waiting for its event.
  std::string game_;
  std::uint64_t serial_ = 0;
  std::int64_t next_event_ = 1;
  int next_ply_ = 0, requested_ply_ = -1, pending_ply_ = -1;
  bool started_ = false, over_ = false, pending_ = false;
  std::string pending_turn_;
  Clock::time_point pending_since_;
};

// ---- the run ---------------------------------------------------------------------------------

Run::Run(Options options) : options_(std::move(options)) {}

std::chrono::milliseconds Run::think_time() {
  std::uniform_real_distribution<double> spread(0.5, 1.5);
  return std::chrono::milliseconds(std::llround(options_.think_ms * spread(random_)));
}

std::string Run::next_name() { return "bot" + std::to_string(++names_ % 1'000'000); }

void Run::note(const std::string& kind, const std::string& text) {
  if (print_some(printed_, kind)) std::fprintf(stderr, "djed-online-load: %s\n", text.c_str());
}

void Run::abort(const std::string& why) {
  if (aborted_) return;
  aborted_ = true;
  std::fprintf(stderr, "djed-online-load: %s\n", why.c_str());
  io_.stop();
}

bool Run::resolve() {
  const auto one = [this](const std::string& host, const std::string& port, tcp::endpoint* out) {
    beast::error_code ec;
    const auto address = asio::ip::make_address(host, ec);
    if (!ec) {
      *out = tcp::endpoint(address, static_cast<std::uint16_t>(std::stoi(port)));
      return true;
    }
    tcp::resolver resolver(io_);
    const auto found = resolver.resolve(host, port, ec);
    if (ec || found.empty()) {
      std::fprintf(stderr, "djed-online-load: cannot resolve %s: %s\n", host.c_str(), ec.message().c_str());
      return false;
    }
    *out = found.begin()->endpoint();
    return true;
  };
  if (!one(options_.host, options_.port, &endpoint_)) return false;
  if (options_.join_host.empty()) {
    join_endpoint_ = endpoint_;
    return true;
  }
  return one(options_.join_host, options_.join_port, &join_endpoint_);
}

// Opens pairs at the ramp's pace until every game has its two connections.
void Run::open_more() {
  const auto now = Clock::now();
  ramp_budget_ += options_.ramp_per_second * std::chrono::duration<double>(now - last_ramp_).count();
  last_ramp_ = now;
  while (ramp_budget_ >= 2 && pairs_opened_ < options_.games) {
    ramp_budget_ -= 2;
    open_pair();
  }
  if (pairs_opened_ >= options_.games) {
    last_opened_ = now;
    return;
  }
  ramp_timer_.expires_after(std::chrono::milliseconds(10));
  ramp_timer_.async_wait([this](beast::error_code ec) {
    if (!ec) open_more();
  });
}

void Run::open_pair() {
  auto creator = std::make_shared<Bot>(*this, true);
  auto joiner = std::make_shared<Bot>(*this, false);
  creator->set_partner(joiner.get());
  joiner->set_partner(creator.get());
  const std::string host = options_.host + ":" + options_.port;
  creator->connect(endpoint_, host);
  joiner->connect(join_endpoint_, options_.join_host.empty() ? host : options_.join_host + ":" + options_.join_port);
  bots_.push_back(std::move(creator));
  bots_.push_back(std::move(joiner));
  ++pairs_opened_;
}

void Run::first_game_started(Clock::time_point since) {
  starts_us_.push_back(static_cast<std::uint32_t>(std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - since).count()));
  ++pairs_started_;
  all_started_ = pairs_started_ == options_.games;
  if (pairs_started_ + pairs_broken_ == options_.games) begin_window();
}

void Run::pair_broken() {
  if (++pairs_broken_ + pairs_started_ == options_.games) begin_window();
}

// The measured window: everything counted from here to its end.
void Run::begin_window() {
  if (measuring_ || window_end_ != Clock::time_point{}) return;
  start_deadline_.cancel();
  measuring_ = true;
  window_begin_ = Clock::now();
  own_cpu_begin_ = own_cpu_seconds();
  if (options_.server_pid > 0) server_cpu_begin_ = process_cpu_seconds(options_.server_pid);
  others_cpu_begin_.clear();
  for (const int pid : options_.other_pids) others_cpu_begin_.push_back(process_cpu_seconds(pid));
  acknowledged_begin_ = counts_.turns_acknowledged;
  finished_begin_ = counts_.games_finished;
  started_begin_ = counts_.games_started;
  loop_lag_max_ms_ = 0;
  window_timer_.expires_after(std::chrono::milliseconds(std::llround(options_.seconds * 1000)));
  window_timer_.async_wait([this](beast::error_code ec) {
    if (!ec) end_window();
  });
}

void Run::end_window() {
  measuring_ = false;
  window_end_ = Clock::now();
  own_cpu_end_ = own_cpu_seconds();
  if (options_.server_pid > 0) {
    server_cpu_end_ = process_cpu_seconds(options_.server_pid);
    server_memory_ = process_memory(options_.server_pid);
  }
  others_cpu_end_.clear();
  others_memory_.clear();
  for (const int pid : options_.other_pids) {
    others_cpu_end_.push_back(process_cpu_seconds(pid));
    others_memory_.push_back(process_memory(pid));
  }
  acknowledged_end_ = counts_.turns_acknowledged;
  finished_end_ = counts_.games_finished;
  started_end_ = counts_.games_started;
  held_connections_ = open_connections_;
  for (std::size_t i = 0; i + 1 < bots_.size(); i += 2) {
    const Bot& creator = *bots_[i];
    const Bot& joiner = *bots_[i + 1];
    if (creator.open() && joiner.open()) ++held_pairs_;
    if (creator.open() && joiner.open() && joiner.in_play()) ++games_in_play_;
  }
  for (const auto& bot : bots_) {
    const auto waited = bot->waiting_turn(window_end_);
    if (!waited || *waited < kUnansweredAfter) continue;
    ++unanswered_;
    oldest_unanswered_ms_ = std::max(oldest_unanswered_ms_, std::chrono::duration<double, std::milli>(*waited).count());
  }
  io_.stop();
}

// How late the loop's own timer fires: the bots' measurements are only as
// good as the loop is prompt.
void Run::watch_loop() {
  last_loop_ = Clock::now();
  loop_timer_.expires_after(std::chrono::milliseconds(50));
  loop_timer_.async_wait([this](beast::error_code ec) {
    if (ec) return;
    const double late = ms_between(last_loop_, Clock::now()) - 50;
    if (measuring_) loop_lag_max_ms_ = std::max(loop_lag_max_ms_, late);
    watch_loop();
  });
}

int Run::execute() {
  file_limit_ = raise_file_limit();
  const rlim_t needed = static_cast<rlim_t>(options_.games) * 2 + 64;
  if (file_limit_ < needed)
    std::fprintf(stderr, "djed-online-load: warning: the file limit is %llu, %d games need about %llu\n",
                 static_cast<unsigned long long>(file_limit_), options_.games, static_cast<unsigned long long>(needed));
  if (!resolve()) return 2;
  launched_ = last_ramp_ = Clock::now();
  open_more();
  watch_loop();
  // Games that never start (connections refused, a server that stopped
  // answering) do not hold the measurement back for ever.
  const double opening_seconds = 2.0 * options_.games / options_.ramp_per_second;
  start_deadline_.expires_after(std::chrono::milliseconds(std::llround((opening_seconds + 30) * 1000)));
  start_deadline_.async_wait([this](beast::error_code ec) {
    if (ec) return;
    std::fprintf(stderr, "djed-online-load: only %d of %d games started in time; measuring anyway\n", pairs_started_,
                 options_.games);
    begin_window();
  });
  io_.run();
  if (aborted_) return 2;
  const Json r = results();
  if (options_.json) {
    std::printf("%s\n", r.dump().c_str());
  } else {
    print(r);
  }
  std::fflush(stdout);
  return passed(r) ? 0 : 1;
}

// ---- results ---------------------------------------------------------------------------------

double percentile_ms(const std::vector<std::uint32_t>& sorted, double p) {
  if (sorted.empty()) return 0;
  const auto rank = static_cast<std::size_t>(std::ceil(p * static_cast<double>(sorted.size())));
  return sorted[std::min(sorted.size(), std::max<std::size_t>(rank, 1)) - 1] / 1000.0;
}

double round_to(double value, int digits) {
  const double scale = std::pow(10.0, digits);
  return std::round(value * scale) / scale;
}

// The p99 of each tenth of the window: a server falling behind shows as a
// round trip that keeps growing.
std::vector<double> p99_by_tenth(const Counts& counts, double window_ms) {
  std::vector<std::vector<std::uint32_t>> tenths(10);
  for (std::size_t i = 0; i < counts.round_trips_us.size(); ++i) {
    const auto tenth = static_cast<std::size_t>(10 * counts.acknowledged_ms[i] / std::max(window_ms, 1.0));
    tenths[std::min<std::size_t>(tenth, 9)].push_back(counts.round_trips_us[i]);
  }
  std::vector<double> p99s;
  for (auto& tenth : tenths) {
    std::sort(tenth.begin(), tenth.end());
    p99s.push_back(round_to(percentile_ms(tenth, 0.99), 1));
  }
  return p99s;
}

// The p50 and p99 of one seat's turns: across nodes, a joiner's turn goes
// through the game's owner on the creator's node.
Json seat_round_trips(const Counts& counts, bool joiner) {
  std::vector<std::uint32_t> sorted;
  for (std::size_t i = 0; i < counts.round_trips_us.size(); ++i)
    if (counts.by_joiner[i] == joiner) sorted.push_back(counts.round_trips_us[i]);
  std::sort(sorted.begin(), sorted.end());
  return {{"p50", round_to(percentile_ms(sorted, 0.50), 3)}, {"p99", round_to(percentile_ms(sorted, 0.99), 3)}};
}

Json Run::results() const {
  std::vector<std::uint32_t> sorted = counts_.round_trips_us;
  std::sort(sorted.begin(), sorted.end());
  const double window_s = std::chrono::duration<double>(window_end_ - window_begin_).count();
  const double opening_s = std::chrono::duration<double>(window_begin_ - launched_).count();
  const auto per_second = [&](double n) { return window_s > 0 ? round_to(n / window_s, 1) : 0.0; };
  const auto mb = [](double bytes) { return bytes < 0 ? -1.0 : round_to(bytes / (1024.0 * 1024.0), 1); };
  Json r;
  r["url"] = "ws://" + options_.host + ":" + options_.port + options_.path;
  r["games"] = options_.games;
  r["connections"] = 2 * options_.games;
  r["think_ms"] = options_.think_ms;
  r["file_limit"] = static_cast<std::uint64_t>(file_limit_);
  r["opening_seconds"] = round_to(opening_s, 2);
  // What the opening is made of: the ramp's own pace (the last pair opened
  // on time at 2 x games / ramp), and each game's wait to start.
  r["last_pair_opened_seconds"] = round_to(std::chrono::duration<double>(last_opened_ - launched_).count(), 2);
  std::vector<std::uint32_t> starts = starts_us_;
  std::sort(starts.begin(), starts.end());
  r["game_start_ms"] = {{"p50", round_to(percentile_ms(starts, 0.50), 1)},
                        {"p99", round_to(percentile_ms(starts, 0.99), 1)},
                        {"max", round_to(percentile_ms(starts, 1.0), 1)}};
  r["all_games_started"] = all_started_;
  r["games_started_first"] = pairs_started_;
  r["pairs_broken_before_start"] = pairs_broken_;
  r["window_seconds"] = round_to(window_s, 2);
  r["connections_held"] = held_connections_;
  r["pairs_held"] = held_pairs_;
  r["games_in_play"] = games_in_play_;
  r["turns_sent"] = counts_.turns_sent;
  r["turns_acknowledged_in_window"] = acknowledged_end_ - acknowledged_begin_;
  r["turns_per_second"] = per_second(static_cast<double>(acknowledged_end_ - acknowledged_begin_));
  r["round_trip_ms"] = {{"samples", sorted.size()},
                        {"p50", round_to(percentile_ms(sorted, 0.50), 3)},
                        {"p90", round_to(percentile_ms(sorted, 0.90), 3)},
                        {"p99", round_to(percentile_ms(sorted, 0.99), 3)},
                        {"p999", round_to(percentile_ms(sorted, 0.999), 3)},
                        {"max", round_to(sorted.empty() ? 0 : sorted.back() / 1000.0, 3)},
                        {"p99_by_tenth", p99_by_tenth(counts_, window_s * 1000)},
                        {"creators", seat_round_trips(counts_, false)},
                        {"joiners", seat_round_trips(counts_, true)}};
  r["messages_received_per_second"] = per_second(static_cast<double>(counts_.messages_received));
  r["megabytes_received_per_second"] =
      window_s > 0 ? round_to(static_cast<double>(counts_.bytes_received) / window_s / 1e6, 2) : 0.0;
  r["games_finished_in_window"] = finished_end_ - finished_begin_;
  r["games_started_in_window"] = started_end_ - started_begin_;
  r["games_finished"] = counts_.games_finished;
  r["errors"] = counts_.errors;
  r["connect_failures"] = counts_.connect_failures;
  r["disconnects"] = counts_.disconnects;
  r["event_gaps"] = counts_.event_gaps;
  r["event_repeats"] = counts_.event_repeats;
  r["turn_gaps"] = counts_.turn_gaps;
  r["turn_repeats"] = counts_.turn_repeats;
  r["turn_mismatches"] = counts_.turn_mismatches;
  r["turns_unanswered"] = unanswered_;
  r["oldest_unanswered_ms"] = round_to(oldest_unanswered_ms_, 1);
  r["stray_messages"] = counts_.stray_messages;
  r["games_resigned"] = counts_.resigned;
  r["client_cpu_percent"] = window_s > 0 ? round_to(100 * (own_cpu_end_ - own_cpu_begin_) / window_s, 1) : 0.0;
  r["client_loop_lag_max_ms"] = round_to(loop_lag_max_ms_, 1);
  if (options_.server_pid > 0) {
    r["server_pid"] = options_.server_pid;
    r["server_rss_mb"] = mb(server_memory_.first);
    r["server_peak_mb"] = mb(server_memory_.second);
    r["server_cpu_percent"] = server_cpu_begin_ >= 0 && server_cpu_end_ >= 0 && window_s > 0
                                  ? round_to(100 * (server_cpu_end_ - server_cpu_begin_) / window_s, 1)
                                  : -1.0;
  }
  if (!options_.join_host.empty()) r["join_url"] = "ws://" + options_.join_host + ":" + options_.join_port;
  for (std::size_t i = 0; i < options_.other_pids.size() && i < others_cpu_end_.size(); ++i) {
    const bool known = others_cpu_begin_[i] >= 0 && others_cpu_end_[i] >= 0 && window_s > 0;
    r["others"].push_back({{"pid", options_.other_pids[i]},
                           {"rss_mb", mb(others_memory_[i].first)},
                           {"peak_mb", mb(others_memory_[i].second)},
                           {"cpu_percent", known ? round_to(100 * (others_cpu_end_[i] - others_cpu_begin_[i]) / window_s, 1) : -1.0}});
  }
  return r;
}

std::string counted(const Json& map) {
  if (map.empty()) return "none";
  std::string text;
  for (const auto& [key, value] : map.items()) text += (text.empty() ? "" : ", ") + key + " " + value.dump();
  return text;
}

bool Run::passed(const Json& r) const {
  const bool peak_ok = !r.contains("server_peak_mb") || r["server_peak_mb"].get<double>() * 1024 * 1024 <= kTargetMemoryBytes;
  return r["connections_held"] == r["connections"] && r["errors"].empty() && r["connect_failures"].empty() &&
         r["event_gaps"] == 0 && r["event_repeats"] == 0 && r["turn_gaps"] == 0 && r["turn_repeats"] == 0 &&
         r["turn_mismatches"] == 0 && r["turns_unanswered"] == 0 &&
         r["round_trip_ms"]["p99"].get<double>() <= options_.p99_ms && peak_ok;
}

void Run::print(const Json& r) const {
  const Json& rt = r["round_trip_ms"];
  std::printf("djed-online-load on %s: %d games, %d connections, think %d ms +-50%%\n",
              r["url"].get<std::string>().c_str(), options_.games, 2 * options_.games, options_.think_ms);
  std::printf("opening:        %d of %d games started in %.2f s%s\n", pairs_started_, options_.games,
              r["opening_seconds"].get<double>(), all_started_ ? "" : " (NOT ALL STARTED)");
  const Json& start = r["game_start_ms"];
  std::printf("                the last pair opened at %.2f s; a game's start, from its connections: p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
              r["last_pair_opened_seconds"].get<double>(), start["p50"].get<double>(), start["p99"].get<double>(),
              start["max"].get<double>());
  std::printf("window:         %.2f s\n", r["window_seconds"].get<double>());
  std::printf("held at end:    %d of %d connections, %d pairs, %d games in play\n", held_connections_,
              2 * options_.games, held_pairs_, games_in_play_);
  std::printf("turns:          %llu acknowledged in the window, %.1f a second\n",
              static_cast<unsigned long long>(acknowledged_end_ - acknowledged_begin_), r["turns_per_second"].get<double>());
  std::printf("round trip:     p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, p99.9 %.2f ms, max %.2f ms (%zu turns)\n",
              rt["p50"].get<double>(), rt["p90"].get<double>(), rt["p99"].get<double>(), rt["p999"].get<double>(),
              rt["max"].get<double>(), rt["samples"].get<std::size_t>());
  std::string tenths;
  for (const auto& p99 : rt["p99_by_tenth"]) {
    if (!tenths.empty()) tenths += ' ';
    tenths += std::to_string(std::lround(p99.get<double>()));
  }
  std::printf("p99 by tenth:   %s ms (of the window, in order)\n", tenths.c_str());
  std::printf("by seat:        creators p50 %.2f ms, p99 %.2f ms; joiners p50 %.2f ms, p99 %.2f ms\n",
              rt["creators"]["p50"].get<double>(), rt["creators"]["p99"].get<double>(),
              rt["joiners"]["p50"].get<double>(), rt["joiners"]["p99"].get<double>());
  std::printf("games:          %llu finished and %llu started in the window, %llu finished in all"
              " (%llu resigned: a bot lost track of its game)\n",
              static_cast<unsigned long long>(finished_end_ - finished_begin_),
              static_cast<unsigned long long>(started_end_ - started_begin_),
              static_cast<unsigned long long>(counts_.games_finished),
              static_cast<unsigned long long>(counts_.resigned));
  std::printf("errors:         %s\n", counted(r["errors"]).c_str());
  std::printf("connect fails:  %s\n", counted(r["connect_failures"]).c_str());
  std::printf("disconnects:    %s\n", counted(r["disconnects"]).c_str());
  std::printf("events:         %llu gaps, %llu repeats (every event number once and in order)\n",
              static_cast<unsigned long long>(counts_.event_gaps), static_cast<unsigned long long>(counts_.event_repeats));
  std::printf("turns checked:  %llu plies missing, %llu played twice, %llu not as sent, %llu unanswered after %llds",
              static_cast<unsigned long long>(counts_.turn_gaps), static_cast<unsigned long long>(counts_.turn_repeats),
              static_cast<unsigned long long>(counts_.turn_mismatches), static_cast<unsigned long long>(unanswered_),
              static_cast<long long>(kUnansweredAfter.count()));
  if (unanswered_ > 0) std::printf(" (oldest %.0f ms)", oldest_unanswered_ms_);
  std::printf("\n");
  if (counts_.stray_messages > 0)
    std::printf("oddities:       %llu messages about another game than the connection's\n",
                static_cast<unsigned long long>(counts_.stray_messages));
  if (options_.server_pid > 0 && r["server_rss_mb"].get<double>() < 0)
    std::printf("server:         process %d was gone at the end\n", options_.server_pid);
  else if (options_.server_pid > 0)
    std::printf("server:         VmRSS %.1f MB, VmHWM (peak) %.1f MB, CPU %.1f%% of a core in the window\n",
                r["server_rss_mb"].get<double>(), r["server_peak_mb"].get<double>(),
                r["server_cpu_percent"].get<double>());
  if (r.contains("join_url")) std::printf("joiners on:     %s\n", r["join_url"].get<std::string>().c_str());
  if (r.contains("others"))
    for (const auto& other : r["others"])
      std::printf("process %-7d VmRSS %.1f MB, VmHWM (peak) %.1f MB, CPU %.1f%% of a core in the window\n",
                  other["pid"].get<int>(), other["rss_mb"].get<double>(), other["peak_mb"].get<double>(),
                  other["cpu_percent"].get<double>());
  std::printf("this client:    CPU %.1f%% of a core, event loop late by at most %.1f ms; received %.0f messages,"
              " %.2f MB a second\n",
              r["client_cpu_percent"].get<double>(), r["client_loop_lag_max_ms"].get<double>(),
              r["messages_received_per_second"].get<double>(), r["megabytes_received_per_second"].get<double>());
  std::printf("checks:         %s (p99 <= %.0f ms, peak <= 1 GB, all held, no errors, nothing lost or doubled)\n",
              passed(r) ? "PASS" : "FAIL", static_cast<double>(options_.p99_ms));
}

}  // namespace

int main(int argc, char** argv) {
  const auto options = parse_options(argc, argv);
  if (!options) return 2;
  Run run(*options);
  return run.execute();
}
