// The keys a game leaves in Redis over its life, against a real
// redis-server started by the test: an open game's code, creator's token and
// own keys last while its creator is kept there; a join makes every key of
// the game lasting, its joiner's token among them, and takes it off the
// lobby; a finished game's keys, its tokens included, last as long as a node
// keeps it, and its rematch's tokens lead to the rematch for good; an open
// game nobody joined leaves nothing behind, and keeping it open does not
// bring it back.
#include <gtest/gtest.h>

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <boost/asio/post.hpp>

#include "core_text.hpp"
#include "redis_game_store.hpp"
#include "redis_process.hpp"
#include "server_test_support.hpp"

namespace djed::server::testing {
namespace {

constexpr std::int64_t kOpenMs = 120'000;
constexpr std::int64_t kKeepFinishedMs = 600'000;

class RedisGameStoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    redis_.emplace("djed-redis-game-store");
    ASSERT_TRUE(redis_->start_anywhere()) << "redis-server did not start (tools/install-deps.sh installs it)";
    store_.emplace(redis_->address().text, [this](std::function<void()> f) { boost::asio::post(io_, std::move(f)); }, io_);
    ASSERT_TRUE(store_->restore());
    GameStore::Listener l;
    l.durable = [this](std::uint64_t seq) { durable_ = seq; };
    l.failed = l.lost = [this](std::string reason) {
      if (!redis_killed_) ADD_FAILURE() << reason;
    };
    l.back = [] {};
    l.conflict = [](std::uint64_t, std::string game) { ADD_FAILURE() << "conflict in " << game; };
    l.game_message = [](std::string, node::GameMessage) {};
    l.nodes_message = [](node::NodesMessage) {};
    l.unreadable = [](std::string, std::string) {};
    l.following = [](std::string) {};
    ASSERT_TRUE(store_->start({}, "n1", std::move(l)));
  }
  void TearDown() override {
    store_.reset();
    redis_.reset();
  }
  // Runs the loop until every write so far is durable (at most 10 s: a fault, not a slow machine).
  void settle() {
    const std::uint64_t written = store_->appended();
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (durable_ < written && std::chrono::steady_clock::now() < deadline) {
      io_.restart();
      io_.run_for(std::chrono::milliseconds(10));
    }
    ASSERT_GE(durable_, written) << "Redis did not answer the writes";
  }
  // Seconds Redis keeps `key`: -1 for good, -2 not there.
  int ttl(const std::string& key) { return std::stoi(redis_->ask({"TTL", key}).value_or("-3")); }
  std::vector<std::string> game_keys(const OnlineGame& g) const {
    return {RedisStore::events_key(g.id()), RedisStore::tag_key(g.id()), RedisStore::owner_key(g.id()),
            RedisStore::code_key(g.code())};
  }
  // A listed Ramses game created by Ann (side 0), claimed, written and kept open.
  std::unique_ptr<OnlineGame> create() {
    std::optional<GameStore::Claim> claimed;
    store_->claim("abcd2345", [&](GameStore::Claim c) { claimed = c; });
    settle();
    EXPECT_EQ(claimed, GameStore::Claim::kClaimed);
    online::Created created{"a1b2c3d4e5f6", "abcd2345", "ramses", "", "5+2", true, "first", {}, "2026-11-30", {}};
    created.seats[0] = online::SeatAtStart{"Ann", ""};
    created.token_hashes[0] = hex_of("ann");
    const online::GameEvent event{created, 1};
    auto game = OnlineGame::from_created(event, test_games()->find("ramses"), 0).value();
    store_->append(game->id(), 1, tag_, journal_line(game->id(), event));
    store_->made(*game);
    store_->kept_open(*game, node::LobbyEntry{online::OpenGame{}, 1}, kOpenMs);
    settle();
    return game;
  }
  // The rematch of Ann and Bob's game (sides swapped, the same tokens), its
  // code claimed and its first event written.
  std::unique_ptr<OnlineGame> rematch_written() {
    std::optional<GameStore::Claim> claimed;
    store_->claim("efgh6789", [&](GameStore::Claim c) { claimed = c; });
    settle();
    EXPECT_EQ(claimed, GameStore::Claim::kClaimed);
    online::Created again{"b2c3d4e5f6a1", "efgh6789", "ramses", "", "5+2", false, "first", {}, "2026-11-30", {}};
    again.seats = {online::SeatAtStart{"Bob", ""}, online::SeatAtStart{"Ann", ""}};
    again.token_hashes = {hex_of("bob"), hex_of("ann")};
    const online::GameEvent made{again, 2};
    auto rematch = OnlineGame::from_created(made, test_games()->find("ramses"), 0).value();
    std::string rematch_tag;  // a new game's first event follows none
    store_->append(rematch->id(), 1, rematch_tag, journal_line(rematch->id(), made));
    return rematch;
  }
  void join(OnlineGame& game) {
    auto joined = game.join_event("Bob", hex_of("bob"), "", 0);
    ASSERT_TRUE(joined.event.has_value());
    ASSERT_TRUE(game.apply(*joined.event, 0));
    store_->append(game.id(), 2, tag_, journal_line(game.id(), *joined.event));
    store_->joined(game);
    settle();
  }

  std::optional<RedisProcess> redis_;
  boost::asio::io_context io_{1};
  std::optional<RedisGameStore> store_;
  std::uint64_t durable_ = 0;
  std::string tag_;
  bool redis_killed_ = false;
};

TEST_F(RedisGameStoreTest, AnOpenGameLastsWhileKeptOpenAJoinKeepsItForGoodAndItsEndForAWhile) {
  auto game = create();
  const auto ann = RedisStore::token_key(hex_of("ann"));
  const auto bob = RedisStore::token_key(hex_of("bob"));
  EXPECT_EQ(redis_->ask({"GET", RedisStore::code_key("abcd2345")}), "a1b2c3d4e5f6");
  EXPECT_EQ(redis_->ask({"GET", ann}), "a1b2c3d4e5f6 0");
  for (const auto& key : game_keys(*game)) {
    EXPECT_GT(ttl(key), 0) << key;
    EXPECT_LE(ttl(key), kOpenMs / 1000 + 1) << key;
  }
  EXPECT_GT(ttl(ann), 0);
  EXPECT_EQ(redis_->ask({"HEXISTS", RedisStore::kLobbyKey, "abcd2345"}), "1");

  join(*game);
  EXPECT_EQ(redis_->ask({"GET", bob}), "a1b2c3d4e5f6 1");
  for (const auto& key : game_keys(*game)) EXPECT_EQ(ttl(key), -1) << key << " is not kept for good";
  EXPECT_EQ(ttl(ann), -1);
  EXPECT_EQ(ttl(bob), -1);
  EXPECT_EQ(redis_->ask({"HEXISTS", RedisStore::kLobbyKey, "abcd2345"}), "0");
  EXPECT_EQ(redis_->ask({"LLEN", RedisStore::events_key(game->id())}), "2");

  store_->finished(*game, kKeepFinishedMs);
  settle();
  std::vector<std::string> kept = game_keys(*game);
  kept.insert(kept.end(), {ann, bob});
  for (const auto& key : kept) {
    EXPECT_GT(ttl(key), kKeepFinishedMs / 1000) << key;
    EXPECT_LE(ttl(key), kKeepFinishedMs / 1000 + 60) << key;
  }

  // A rematch, sides swapped, with the same tokens: they lead to it, for good.
  auto rematch = rematch_written();
  ASSERT_TRUE(rematch->started());
  store_->made(*rematch);
  settle();
  EXPECT_EQ(redis_->ask({"GET", bob}), "b2c3d4e5f6a1 0");
  EXPECT_EQ(redis_->ask({"GET", ann}), "b2c3d4e5f6a1 1");
  EXPECT_EQ(redis_->ask({"GET", RedisStore::code_key("efgh6789")}), "b2c3d4e5f6a1");
  for (const auto& key : {ann, bob, RedisStore::code_key("efgh6789")}) EXPECT_EQ(ttl(key), -1) << key;
  // The game before it still lapses.
  EXPECT_GT(ttl(RedisStore::events_key(game->id())), 0);
}

TEST_F(RedisGameStoreTest, ARematchWithdrawnLeavesNothingOfItsOwnAndTheTokensWithTheGameBefore) {
  auto game = create();
  join(*game);
  store_->finished(*game, kKeepFinishedMs);
  auto rematch = rematch_written();
  settle();
  ASSERT_EQ(redis_->ask({"LLEN", RedisStore::events_key(rematch->id())}), "1");
  store_->withdrawn(*rematch);
  settle();
  for (const auto& key : game_keys(*rematch)) EXPECT_EQ(ttl(key), -2) << key;
  EXPECT_EQ(redis_->ask({"GET", RedisStore::token_key(hex_of("ann"))}), "a1b2c3d4e5f6 0");
  EXPECT_EQ(redis_->ask({"GET", RedisStore::token_key(hex_of("bob"))}), "a1b2c3d4e5f6 1");
  EXPECT_EQ(redis_->ask({"LLEN", RedisStore::events_key(game->id())}), "2");
}

TEST_F(RedisGameStoreTest, AReadRedisCannotAnswerSaysSoRatherThanFindingNothing) {
  auto game = create();
  redis_killed_ = true;
  redis_->kill(SIGKILL);
  std::optional<GameStore::Lookup> events, token;
  store_->read_game(game->id(), 0, [&](GameStore::Lookup found) { events = std::move(found); });
  store_->look_up(GameStore::Key::kToken, hex_of("ann"), [&](GameStore::Lookup found) { token = std::move(found); });
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while ((!events || !token) && std::chrono::steady_clock::now() < deadline) {
    io_.restart();
    io_.run_for(std::chrono::milliseconds(10));
  }
  ASSERT_TRUE(events.has_value()) << "a read of a game went unanswered";
  ASSERT_TRUE(token.has_value()) << "a look-up went unanswered";
  EXPECT_TRUE(events->failed);
  EXPECT_TRUE(events->items.empty());
  EXPECT_TRUE(token->failed);
  EXPECT_FALSE(token->value.has_value());
}

TEST_F(RedisGameStoreTest, KeepingAGameOpenNeverMakesAgainWhatWasDeleted) {
  auto game = create();
  store_->expired(*game);
  settle();
  // Its creator's node keeps it open once more, not knowing yet.
  store_->kept_open(*game, std::nullopt, kOpenMs);
  settle();
  for (const auto& key : game_keys(*game)) EXPECT_EQ(ttl(key), -2) << key;
  EXPECT_EQ(ttl(RedisStore::token_key(hex_of("ann"))), -2);
}

TEST_F(RedisGameStoreTest, AnOpenGameNobodyJoinedLeavesNothingBehind) {
  auto game = create();
  store_->expired(*game);
  settle();
  for (const auto& key : game_keys(*game)) EXPECT_EQ(ttl(key), -2) << key;
  EXPECT_EQ(ttl(RedisStore::token_key(hex_of("ann"))), -2);
  EXPECT_EQ(redis_->ask({"HLEN", RedisStore::kLobbyKey}), "0");
}

}  // namespace
}  // namespace djed::server::testing
