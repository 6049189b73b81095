#pragma once
// A ServerCore driven without sockets: connections that keep what they are
// sent, the journal's acknowledgements run when the test says, and a clock
// the test moves.
#include <chrono>
#include <deque>
#include <filesystem>
#include <functional>
#include <gtest/gtest.h>
#include <unistd.h>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <stdexcept>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "djed/online/dice.hpp"
#include "djed/plugin_host.hpp"
#include "server_core.hpp"

namespace djed::server::testing {

using Json = nlohmann::json;

// A test with a data folder of its own, removed afterwards.
class DataFolderTest : public ::testing::Test {
 protected:
  void SetUp() override {
    data_ = std::filesystem::temp_directory_path() /
            ("djed-online-" + std::to_string(::getpid()) + "-" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(data_);
  }
  void TearDown() override { std::filesystem::remove_all(data_); }
  std::filesystem::path data_;
};

class FakeConnection final : public Connection {
 public:
  explicit FakeConnection(std::string address) : address_(std::move(address)) {}
  // Every message must be one JSON object of valid UTF-8 (parse throws otherwise).
  void send(std::string text) override {
    if (throw_on_send > 0) {
      --throw_on_send;
      throw std::runtime_error("the connection failed to send");
    }
    received.push_back(Json::parse(text));
  }
  void close() override { closed = true; }
  const std::string& address() const override { return address_; }

  std::vector<Json> received;
  bool closed = false;
  int throw_on_send = 0;  // the next sends that throw

  // The messages of a type since `from`.
  std::vector<Json> of_type(const std::string& type, std::size_t from = 0) const {
    std::vector<Json> out;
    for (std::size_t i = from; i < received.size(); ++i)
      if (received[i].value("type", "") == type) out.push_back(received[i]);
    return out;
  }
  std::optional<Json> last(const std::string& type) const {
    for (auto it = received.rbegin(); it != received.rend(); ++it)
      if (it->value("type", "") == type) return *it;
    return std::nullopt;
  }
  std::vector<Json> events(const std::string& kind = {}) const {
    std::vector<Json> out;
    for (const auto& m : received)
      if (m.value("type", "") == "event" && (kind.empty() || m.value("kind", "") == kind)) out.push_back(m);
    return out;
  }

 private:
  std::string address_;
};

// The code of the last error a connection was sent, "" for none.
inline std::string error_code(const FakeConnection& c) {
  const auto error = c.last("error");
  return error ? error->value("code", "") : "";
}

inline std::shared_ptr<PluginHost> test_games() {
  static auto host = [] {
    auto h = std::make_shared<PluginHost>();
    h->load_directory(DJED_TEST_PLUGIN_DIR);
    return h;
  }();
  return host;
}

class Harness {
 public:
  // The test's clock stands still unless moved: rates are limited only
  // where a test says so.
  explicit Harness(std::filesystem::path data, std::int64_t grace_ms = 60'000, bool limit_rate = false,
                   std::uint64_t journal_limit = 64u << 20, std::int64_t keep_finished_ms = 600'000)
      : data_(std::move(data)) {
    options_.journal_limit_bytes = journal_limit;
    options_.keep_finished_ms = keep_finished_ms;
    options_.data = data_;
    options_.grace_ms = grace_ms;
    if (!limit_rate) options_.admission.messages_per_second = options_.admission.message_burst = options_.admission.address_messages_per_second = 1e9;
    options_.clock = [this] { return now; };
  }
  ~Harness() { stop(); }
  // The options the next start() uses (limits a test sets itself).
  ServerOptions& options() { return options_; }

  Result<void> start() {
    core = std::make_unique<ServerCore>(options_, test_games(), [this](std::function<void()> f) {
      std::lock_guard lock(mutex_);
      posted_.push_back(std::move(f));
    });
    return core->start();
  }
  // The server gone as by kill -9 would leave it: nothing more is written.
  void stop() {
    if (core) core->stop();
    core.reset();
    posted_.clear();
  }

  std::shared_ptr<FakeConnection> connect(const std::string& address = "127.0.0.1", bool hello = true) {
    auto c = std::make_shared<FakeConnection>(address);
    connections_.push_back(c);
    if (core->open(c) && hello) say(c, {{"type", "hello"}, {"protocol", 1}, {"turn_lists", true}});
    return c;
  }
  void disconnect(const std::shared_ptr<FakeConnection>& c) { core->closed(c.get()); }

  void say(const std::shared_ptr<FakeConnection>& c, const Json& message) {
    core->message(c.get(), message.dump());
    settle();
  }
  // Runs what was posted so far (and what that posts); whether anything ran.
  bool run_posted() {
    bool ran = false;
    for (int round = 0; round < 1000; ++round) {
      std::deque<std::function<void()>> run;
      {
        std::lock_guard lock(mutex_);
        run.swap(posted_);
      }
      if (run.empty()) return ran;
      ran = true;
      for (auto& f : run) f();
    }
    return ran;
  }
  // Runs the journal's acknowledgements until nothing waits for the disk.
  void settle() {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    for (;;) {
      std::deque<std::function<void()>> run;
      {
        std::lock_guard lock(mutex_);
        run.swap(posted_);
      }
      for (auto& f : run) f();
      if (core->held_messages() == 0 || std::chrono::steady_clock::now() > deadline) return;
      std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
  }

  // The test's clock moves on by `ms`; what is due by then is done.
  void pass(std::int64_t ms) {
    now += ms;
    core->tick();
    settle();
  }
  // The clock moves on a millisecond at a time until `done` holds: for what
  // waits on a background thread too (a record written before its game
  // leaves memory). Bounded by wall-clock time with a wide margin, for the
  // sanitized builds; whether it came to hold.
  bool pass_until(const std::function<bool()>& done) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
    while (!done()) {
      if (std::chrono::steady_clock::now() > deadline) return false;
      pass(1);
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return true;
  }

  std::int64_t now = 1'000'000;
  std::unique_ptr<ServerCore> core;

 private:
  std::filesystem::path data_;
  ServerOptions options_;
  std::mutex mutex_;
  std::deque<std::function<void()>> posted_;
  std::vector<std::shared_ptr<FakeConnection>> connections_;
};

// Several nodes of one process sharing a store: what each posts is run,
// node after node, until none of them has anything left (or a bound).
inline void settle_nodes(std::initializer_list<Harness*> nodes) {
  for (int round = 0; round < 1000; ++round) {
    bool ran = false;
    for (Harness* h : nodes) ran = h->run_posted() || ran;
    if (!ran) return;
  }
  ADD_FAILURE() << "the nodes kept posting to each other";
}

// One player of a test game: its connection, seat and dice chain.
struct TestPlayer {
  std::shared_ptr<FakeConnection> connection;
  std::string token;
  int side = -1;
  std::optional<online::DiceChain> chain;
  std::size_t seen = 0;  // messages handled so far
};

inline std::string hex_of(std::string_view seed) {
  return online::to_hex(online::sha256(reinterpret_cast<const std::uint8_t*>(seed.data()), seed.size()));
}

inline online::Digest secret_of(std::string_view seed) {
  return online::sha256(reinterpret_cast<const std::uint8_t*>(seed.data()), seed.size());
}

// Creates a game of `rules` through `creator_node` and seats a second
// player in it through `joiner_node` (nodes sharing a store; the same
// harness for one server). `settle` runs after each request (nodes: what
// each posted to the others).
inline std::pair<TestPlayer, TestPlayer> start_game_across(Harness& creator_node, Harness& joiner_node,
                                                           const std::string& rules, const std::string& clock,
                                                           bool dice, const std::string& seat = "first",
                                                           const std::string& variant = {},
                                                           const std::function<void()>& settle = {}) {
  TestPlayer a, b;
  a.connection = creator_node.connect();
  b.connection = joiner_node.connect();
  if (dice) {
    a.chain.emplace(secret_of("a"));
    b.chain.emplace(secret_of("b"));
  }
  Json create = {{"type", "create"}, {"name", "Ann"}, {"game", rules}, {"seat", seat}, {"clock", clock}};
  if (!variant.empty()) create["variant"] = variant;
  if (dice) create["commit"] = a.chain->commitment();
  creator_node.say(a.connection, create);
  if (settle) settle();
  const auto seated = a.connection->last("seated");
  if (!seated) return {a, b};
  a.token = (*seated)["token"];
  a.side = (*seated)["side"];
  Json join = {{"type", "join"}, {"name", "Bob"}, {"code", (*seated)["code"]}};
  if (dice) join["commit"] = b.chain->commitment();
  joiner_node.say(b.connection, join);
  if (settle) settle();
  if (auto s = b.connection->last("seated")) {
    b.token = (*s)["token"];
    b.side = (*s)["side"];
  }
  return {a, b};
}

// Creates a game of `rules` and seats a second player in it.
inline std::pair<TestPlayer, TestPlayer> start_game(Harness& h, const std::string& rules, const std::string& clock,
                                                    bool dice, const std::string& seat = "first",
                                                    const std::string& variant = {}) {
  return start_game_across(h, h, rules, clock, dice, seat, variant);
}

// Answers what the server asks of a player: its dice links, and a random
// legal turn from the turn request. Returns false when nothing was asked.
inline bool answer(Harness& h, TestPlayer& p, std::mt19937& rng) {
  bool acted = false;
  const std::size_t end = p.connection->received.size();
  std::optional<Json> turn_request;
  for (; p.seen < end; ++p.seen) {
    const Json m = p.connection->received[p.seen];
    const std::string type = m.value("type", "");
    if (type == "reveal-request" && p.chain) {
      const int index = m["index"];
      h.say(p.connection, {{"type", "reveal"}, {"index", index}, {"link", p.chain->link_hex(index)}});
      acted = true;
    }
    if (type == "turn-request") turn_request = m;
  }
  if (turn_request && (*turn_request)["turns"].size() > 0) {
    const auto& turns = (*turn_request)["turns"];
    h.say(p.connection, {{"type", "turn"}, {"turn", turns[rng() % turns.size()]}, {"ply", (*turn_request)["ply"]}});
    acted = true;
  }
  return acted;
}

// Answers until each side has played a turn (their clocks have started),
// the game is over, or nothing more happens.
inline void play_first_turns(Harness& h, TestPlayer& a, TestPlayer& b, std::mt19937& rng) {
  const auto both_moved = [&] {
    bool moved[2] = {false, false};
    for (const auto& turn : a.connection->events("turn")) moved[turn["side"].get<int>()] = true;
    return (moved[0] && moved[1]) || !a.connection->events("end").empty();
  };
  for (int step = 0; step < 500 && !both_moved(); ++step) {
    const bool a_acted = answer(h, a, rng);
    if (both_moved()) return;
    const bool b_acted = answer(h, b, rng);
    if (!a_acted && !b_acted) return;
  }
}

// Plays until the game ends (or nothing more happens).
inline void play_to_end(Harness& h, TestPlayer& a, TestPlayer& b, std::mt19937& rng, int max_steps = 5000) {
  const std::size_t ended = a.connection->events("end").size();
  for (int step = 0; step < max_steps; ++step) {
    if (a.connection->events("end").size() > ended) return;
    // Both answer every step, in this order (so a seed replays the same game).
    const bool a_acted = answer(h, a, rng);
    const bool b_acted = answer(h, b, rng);
    if (!a_acted && !b_acted) return;
  }
}

}  // namespace djed::server::testing
