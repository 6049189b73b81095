// A node's Redis store against a real redis-server, started by the test on a
// loopback port it picks: appends in order, reported durable, one that does
// not follow the last event or comes from another node refused; the game's
// channel heard; Redis killed with SIGKILL reported lost, what waited then
// dropped, Redis started again reported back; a stop sends what was queued.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <hiredis/hiredis.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "redis_store.hpp"

extern char** environ;

namespace djed::server {
namespace {

namespace fs = std::filesystem;

int unused_loopback_port() {
  const int s = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t size = sizeof a;
  ::bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a);
  ::getsockname(s, reinterpret_cast<sockaddr*>(&a), &size);
  ::close(s);
  return ntohs(a.sin_port);
}

// One redis-server as nodes need it (append-only, synced at every write).
class RedisProcess {
 public:
  explicit RedisProcess(fs::path dir) : dir_(std::move(dir)), port_(unused_loopback_port()) {}
  ~RedisProcess() { kill(SIGKILL); }

  bool start() {
    const std::string port = std::to_string(port_);
    const std::string dir = dir_.string();
    std::vector<std::string> words = {"redis-server", "--port",        port,     "--bind", "127.0.0.1", "--dir", dir,
                                      "--appendonly", "yes", "--appendfsync", "always", "--save", ""};
    std::vector<char*> argv;
    for (auto& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t quiet;
    posix_spawn_file_actions_init(&quiet);
    posix_spawn_file_actions_addopen(&quiet, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&quiet, 2, "/dev/null", O_WRONLY, 0);
    const int spawned = posix_spawnp(&pid_, "redis-server", &quiet, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&quiet);
    if (spawned != 0) return false;
    for (int attempt = 0; attempt < 100; ++attempt) {
      if (ask({"PING"}) == "PONG") return true;
      // Gone: the port was taken meanwhile by another program.
      if (::waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = 0;
        return false;
      }
      ::usleep(50'000);
    }
    return false;
  }
  void kill(int signal) {
    if (pid_ <= 0) return;
    ::kill(pid_, signal);
    ::waitpid(pid_, nullptr, 0);
    pid_ = 0;
  }
  RedisAddress address() const {
    RedisAddress a;
    a.port = port_;
    a.text = "redis://127.0.0.1:" + std::to_string(port_);
    return a;
  }
  // A command's answer as text (a list's items joined by newlines); none
  // when Redis cannot be asked.
  std::optional<std::string> ask(const std::vector<std::string>& argv) const {
    redisContext* c = redisConnect("127.0.0.1", port_);
    if (c == nullptr || c->err != 0) {
      if (c != nullptr) redisFree(c);
      return std::nullopt;
    }
    std::vector<const char*> words;
    std::vector<std::size_t> lengths;
    for (const auto& a : argv) words.push_back(a.data()), lengths.push_back(a.size());
    auto* r = static_cast<redisReply*>(
        redisCommandArgv(c, static_cast<int>(words.size()), words.data(), lengths.data()));
    std::optional<std::string> text;
    if (r != nullptr) {
      text = std::string();
      if (r->type == REDIS_REPLY_ARRAY)
        for (std::size_t i = 0; i < r->elements; ++i) *text += std::string(r->element[i]->str, r->element[i]->len) + "\n";
      else if (r->str != nullptr) *text = std::string(r->str, r->len);
      freeReplyObject(r);
    }
    redisFree(c);
    return text;
  }

 private:
  fs::path dir_;
  int port_;
  pid_t pid_ = 0;
};

// What the store reported, on the loop.
struct Heard {
  std::uint64_t durable = 0;
  std::vector<std::uint64_t> conflicts;
  std::vector<std::string> messages;  // on the game's channel
  int lost = 0, back = 0;
  bool following = false;
};

class RedisStoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("djed-redis-store-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    // Another port if the one picked was taken before Redis bound it.
    bool started = false;
    for (int attempt = 0; attempt < 5 && !started; ++attempt) {
      redis_.emplace(dir_);
      started = redis_->start();
    }
    ASSERT_TRUE(started) << "redis-server did not start (tools/install-deps.sh installs it)";
    RedisStore::Handlers h;
    h.durable = [this](std::uint64_t seq) { heard_.durable = seq; };
    h.conflict = [this](std::uint64_t seq, std::string) { heard_.conflicts.push_back(seq); };
    h.lost = [this](std::string) { ++heard_.lost; };
    h.back = [this] { ++heard_.back; };
    h.message = [this](std::string channel, std::string text) {
      if (channel == RedisStore::game_channel("g1")) heard_.messages.push_back(text);
    };
    h.subscribed = [this](std::string channel) { heard_.following |= channel == RedisStore::game_channel("g1"); };
    store_.emplace(io_, redis_->address(), std::move(h));
  }
  void TearDown() override {
    store_.reset();
    redis_.reset();
    fs::remove_all(dir_);
  }
  // Runs the loop until `done` (at most 10 s: a fault, not a slow machine).
  bool run_until(const std::function<bool()>& done) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (!done() && std::chrono::steady_clock::now() < deadline) {
      io_.restart();
      io_.run_for(std::chrono::milliseconds(10));
    }
    return done();
  }

  fs::path dir_;
  std::optional<RedisProcess> redis_;
  boost::asio::io_context io_{1};
  Heard heard_;
  std::optional<RedisStore> store_;
};

TEST_F(RedisStoreTest, AppendsInOrderAreDurableAndOneNotAfterTheLastOrFromAnotherNodeIsRefused) {
  ASSERT_TRUE(store_->start());
  store_->subscribe(RedisStore::game_channel("g1"));
  ASSERT_TRUE(run_until([&] { return heard_.following; }));
  const auto first = store_->append("g1", 1, "", "a.1", "one", "a");
  const auto second = store_->append("g1", 2, "a.1", "a.2", "two words", "a");
  const auto stale = store_->append("g1", 2, "a.1", "a.3", "late", "a");     // event 2 is there
  const auto stranger = store_->append("g1", 3, "a.2", "b.1", "other", "b");  // node a owns the game
  EXPECT_LT(first, second);
  ASSERT_TRUE(run_until([&] { return heard_.durable >= stranger && heard_.messages.size() >= 2; }));
  EXPECT_EQ(heard_.conflicts, (std::vector<std::uint64_t>{stale, stranger}));
  EXPECT_EQ(redis_->ask({"LRANGE", RedisStore::events_key("g1"), "0", "-1"}), "a.1 one\na.2 two words\n");
  EXPECT_EQ(redis_->ask({"GET", RedisStore::owner_key("g1")}), "a");
  EXPECT_EQ(heard_.messages, (std::vector<std::string>{"1  a.1 one", "2 a.1 a.2 two words"}));
  EXPECT_EQ(heard_.lost, 0);
}

TEST_F(RedisStoreTest, RedisKilledIsLostWhatWaitsIsDroppedAndOnceBackAStopSendsWhatWasQueued) {
  ASSERT_TRUE(store_->start());
  std::optional<RedisStore::Claim> claimed;
  store_->claim("djed:code:first", [&](RedisStore::Claim c) { claimed = c; });
  ASSERT_TRUE(run_until([&] { return claimed.has_value(); }));
  EXPECT_EQ(*claimed, RedisStore::Claim::kClaimed);

  redis_->kill(SIGKILL);
  ASSERT_TRUE(run_until([&] { return heard_.lost == 1; })) << "a killed Redis was not reported lost";
  claimed.reset();
  store_->claim("djed:code:while-away", [&](RedisStore::Claim c) { claimed = c; });
  ASSERT_TRUE(run_until([&] { return claimed.has_value(); }));
  EXPECT_EQ(*claimed, RedisStore::Claim::kFailed);

  ASSERT_TRUE(redis_->start());
  ASSERT_TRUE(run_until([&] { return heard_.back == 1; })) << "Redis started again was not reported back";
  EXPECT_EQ(heard_.lost, 1);
  claimed.reset();
  store_->claim("djed:code:first", [&](RedisStore::Claim c) { claimed = c; });
  ASSERT_TRUE(run_until([&] { return claimed.has_value(); }));
  EXPECT_EQ(*claimed, RedisStore::Claim::kTaken) << "the code claimed before the kill was lost";

  // Queued, and the loop never runs again: the stop sends it and waits for its answer.
  store_->command({"SET", "djed:test:last", "kept"});
  store_->stop();
  EXPECT_EQ(redis_->ask({"GET", "djed:test:last"}), "kept");
  EXPECT_EQ(redis_->ask({"GET", "djed:code:while-away"}), "");
}

TEST_F(RedisStoreTest, ARedisThatDoesNotSyncEveryWriteIsRefused) {
  ASSERT_TRUE(redis_->ask({"CONFIG", "SET", "appendfsync", "everysec"}));
  auto started = store_->start();
  ASSERT_FALSE(started);
  EXPECT_NE(started.message().find("appendfsync always"), std::string::npos) << started.message();
}

}  // namespace
}  // namespace djed::server
