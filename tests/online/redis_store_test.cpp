// A node's Redis store against a real redis-server, started by the test on a
// loopback port it picks: appends in order, reported durable, one that does
// not follow the last event or comes from another node refused; the game's
// channel heard; Redis killed with SIGKILL reported lost, what waited then
// dropped, Redis started again reported back and written to (its scripts
// loaded again); a stop sends what was queued;
// reads asked together each answered with their own, failing while Redis is
// away and read again once it is back.
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "redis_process.hpp"
#include "redis_store.hpp"

namespace djed::server {
namespace {

using testing::RedisProcess;

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
    redis_.emplace("djed-redis-store");
    const bool started = redis_->start_anywhere();
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
  // Redis forgot the scripts as it stopped: the connection made again loaded them first.
  const auto after_restart = store_->append("g2", 1, "", "a.1", "again", "a");
  ASSERT_TRUE(run_until([&] { return heard_.durable >= after_restart; })) << "an append failed after Redis came back";
  EXPECT_TRUE(heard_.conflicts.empty());
  EXPECT_EQ(heard_.lost, 1);
  EXPECT_EQ(redis_->ask({"LRANGE", RedisStore::events_key("g2"), "0", "-1"}), "a.1 again\n");

  // Queued, and the loop never runs again: the stop sends it and waits for its answer.
  store_->command({"SET", "djed:test:last", "kept"});
  store_->stop();
  EXPECT_EQ(redis_->ask({"GET", "djed:test:last"}), "kept");
  EXPECT_EQ(redis_->ask({"GET", "djed:code:while-away"}), "");
}

TEST_F(RedisStoreTest, ReadsAskedTogetherAreEachAnsweredWithTheirOwnAndFailWhileRedisIsAway) {
  ASSERT_TRUE(store_->start());
  store_->append("g1", 1, "", "a.1", "one", "a");
  store_->append("g1", 2, "a.1", "a.2", "two words", "a");
  store_->command({"HSET", "djed:test:hash", "f1", "v1", "f2", "v2"});
  ASSERT_TRUE(run_until([&] { return heard_.durable >= store_->appended(); }));

  // Asked in one turn of the loop, so sent as one pipeline.
  std::vector<std::string> answers;
  store_->read_game("g1", 1, [&](Result<RedisStore::GameRead> read) {
    ASSERT_TRUE(read) << read.message();
    answers.push_back("game " + std::to_string(read.value().items.size()) + " " + read.value().items.at(0) + " owner " +
                      read.value().owner);
  });
  store_->get(RedisStore::owner_key("nothing"), [&](Result<std::optional<std::string>> value) {
    ASSERT_TRUE(value) << value.message();
    answers.push_back(value.value() ? "owner " + *value.value() : "no owner");
  });
  store_->read_game("nothing", 0, [&](Result<RedisStore::GameRead> read) {
    ASSERT_TRUE(read) << read.message();
    answers.push_back("game " + std::to_string(read.value().items.size()) + " owner '" + read.value().owner + "'");
  });
  store_->get("djed:test:hash", [&](Result<std::optional<std::string>> value) {
    answers.push_back(value ? "read a hash as a string" : "error");  // WRONGTYPE
  });
  store_->some_fields("djed:test:hash", 10, [&](auto fields) {
    ASSERT_TRUE(fields) << fields.message();
    answers.push_back("fields " + std::to_string(fields.value().size()));
  });
  ASSERT_TRUE(run_until([&] { return answers.size() == 5; })) << "reads went unanswered";
  EXPECT_EQ(answers, (std::vector<std::string>{"game 1 a.2 two words owner a", "no owner", "game 0 owner ''", "error",
                                               "fields 2"}));
  store_->forget_fields("djed:test:hash", {"f1"});
  std::optional<Result<std::vector<std::pair<std::string, std::string>>>> left;
  store_->some_fields("djed:test:hash", 10, [&](auto fields) { left = std::move(fields); });
  ASSERT_TRUE(run_until([&] { return left.has_value(); }));
  ASSERT_TRUE(*left);
  EXPECT_EQ(left->value(), (std::vector<std::pair<std::string, std::string>>{{"f2", "v2"}}));

  redis_->kill(SIGKILL);
  std::optional<Result<std::optional<std::string>>> while_away;
  store_->get(RedisStore::owner_key("g1"), [&](Result<std::optional<std::string>> value) { while_away = value; });
  ASSERT_TRUE(run_until([&] { return while_away.has_value(); })) << "a read while Redis was away went unanswered";
  EXPECT_FALSE(*while_away) << "a read Redis could not answer found something";

  ASSERT_TRUE(redis_->start());
  ASSERT_TRUE(run_until([&] { return heard_.back == 1; }));
  // The reader's connection may be made again a moment after the writer's:
  // a read waits for it.
  std::optional<Result<std::optional<std::string>>> once_back;
  store_->get(RedisStore::owner_key("g1"), [&](Result<std::optional<std::string>> value) { once_back = value; });
  ASSERT_TRUE(run_until([&] { return once_back.has_value(); }));
  ASSERT_TRUE(*once_back) << "a read failed after Redis came back: " << once_back->message();
  EXPECT_EQ(once_back->value(), std::optional<std::string>{"a"});
}

TEST_F(RedisStoreTest, ARedisThatDoesNotSyncEveryWriteIsRefused) {
  ASSERT_TRUE(redis_->ask({"CONFIG", "SET", "appendfsync", "everysec"}));
  auto started = store_->start();
  ASSERT_FALSE(started);
  EXPECT_NE(started.message().find("appendfsync always"), std::string::npos) << started.message();
}

}  // namespace
}  // namespace djed::server
