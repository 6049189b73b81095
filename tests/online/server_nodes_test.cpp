// Nodes sharing a store, without Redis or sockets: two or three ServerCores
// of this process on one MemoryHub (Redis's part: keys, each game's events
// appended after its last, channels), each with its own clock. What the
// node logic does is tested here: games read on demand, events and dice
// links passed between nodes, write races, rematches followed, nodes gone
// silent, and the store going away and coming back.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <set>

#include "core_text.hpp"
#include "memory_store.hpp"
#include "server_test_support.hpp"

namespace djed::server::testing {
namespace {

class ServerNodesTest : public DataFolderTest {
 protected:
  // Node `i` (1, 2, ...), on the shared hub, its log kept.
  std::unique_ptr<Harness> node(int i, std::int64_t grace_ms = 60'000) {
    auto h = std::make_unique<Harness>(data_ / ("node" + std::to_string(i)), grace_ms);
    h->options().store = [this, i](Post post) {
      auto store = std::make_unique<MemoryStore>(hub, true, std::move(post));
      stores[static_cast<std::size_t>(i)] = store.get();
      return store;
    };
    h->options().log = [this, i](const std::string& line) { logs[static_cast<std::size_t>(i)].push_back(line); };
    return h;
  }
  bool logged(int i, const std::string& start) const {
    const auto& lines = logs[static_cast<std::size_t>(i)];
    return std::any_of(lines.begin(), lines.end(), [&](const std::string& l) { return l.rfind(start, 0) == 0; });
  }
  // A game of `rules` created by a player on `h1`, joined by one on `h2`.
  std::pair<TestPlayer, TestPlayer> start_across(Harness& h1, Harness& h2, const std::string& rules, bool dice,
                                                 const std::string& clock = "untimed") {
    return start_game_across(h1, h2, rules, clock, dice, "first", {}, [&] { settle_nodes({&h1, &h2}); });
  }
  // Ann's open Ramses game made on `h` (her connection, its invite code), the nodes settled.
  struct Made {
    std::shared_ptr<FakeConnection> creator;
    std::string code;
  };
  static Made made_by_ann(Harness& h, std::initializer_list<Harness*> nodes) {
    auto creator = h.connect();
    h.say(creator, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"seat", "first"}});
    settle_nodes(nodes);
    const std::string code = creator->last("seated").value()["code"];
    return {creator, code};
  }
  // A Ramses game across the nodes that its creator (on h1) resigned, and
  // then offered a rematch: its players and its id.
  struct Resigned {
    TestPlayer a, b;
    std::string id;
  };
  Resigned resigned_with_a_rematch_offered(Harness& h1, Harness& h2) {
    auto players = start_across(h1, h2, "ramses", false);
    h1.say(players.first.connection, {{"type", "resign"}});
    settle_nodes({&h1, &h2});
    h1.say(players.first.connection, {{"type", "rematch"}});
    settle_nodes({&h1, &h2});
    const std::string id = players.first.connection->events("end").at(0)["game"];
    return {players.first, players.second, id};
  }
  // Both nodes' clocks moved on a second at a time, each node ticking.
  static void seconds_pass(std::initializer_list<Harness*> nodes, int seconds) {
    for (int second = 0; second < seconds; ++second) {
      for (Harness* h : nodes) {
        h->now += 1000;
        h->core->tick();
      }
      settle_nodes(nodes);
    }
  }

  std::shared_ptr<MemoryHub> hub = std::make_shared<MemoryHub>();
  std::array<MemoryStore*, 5> stores{};
  std::array<std::vector<std::string>, 5> logs;
};

// The texts of the events a connection got (players see the same ones).
std::vector<std::string> event_texts(const FakeConnection& c) {
  std::vector<std::string> out;
  for (const auto& e : c.events()) out.push_back(e.dump());
  return out;
}

// How many of the messages nodes sent to one node were of kind M.
template <typename M>
std::size_t count_sent(const std::vector<node::GameMessage>& sent) {
  return static_cast<std::size_t>(
      std::count_if(sent.begin(), sent.end(), [](const node::GameMessage& m) { return std::holds_alternative<M>(m); }));
}

bool has_chat(const FakeConnection& c, const std::string& text) {
  const auto chats = c.events("chat");
  return std::any_of(chats.begin(), chats.end(), [&](const Json& e) { return e.value("text", "") == text; });
}

TEST_F(ServerNodesTest, PlayersOnTwoNodesPlayAGameWithDiceToItsEndAndSeeTheSameEvents) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b] = start_across(*h1, *h2, "pharao", true, "5+2");
  ASSERT_GE(a.side, 0);
  ASSERT_EQ(b.side, 1 - a.side);  // node 2 read the game behind the code from the store
  std::mt19937 rng(11);
  for (int step = 0; step < 5000 && a.connection->events("end").empty(); ++step) {
    const bool a_acted = answer(*h1, a, rng);
    settle_nodes({h1.get(), h2.get()});
    const bool b_acted = answer(*h2, b, rng);
    settle_nodes({h1.get(), h2.get()});
    if (!a_acted && !b_acted) break;
  }
  // The dice links were passed between the nodes and every throw was made.
  ASSERT_EQ(a.connection->events("end").size(), 1u);
  EXPECT_GT(a.connection->events("throw").size(), 10u);
  EXPECT_EQ(event_texts(*a.connection), event_texts(*b.connection));
  EXPECT_EQ(hub->events.begin()->second.size(), a.connection->events().size());
}

// A join across nodes reached the joiner's node twice at once (the owner's
// word and the event itself): each sent a status and a turn request.
TEST_F(ServerNodesTest, AConnectionIsSentNoStatusOrTurnRequestTwiceOver) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  // The creator takes the second seat: the joiner, on the node that does
  // not own the game, is asked for the first turn as its join comes back.
  auto players = start_game_across(*h1, *h2, "ramses", "5+2", false, "second", {}, [&] { settle_nodes({h1.get(), h2.get()}); });
  TestPlayer& a = players.first;
  TestPlayer& b = players.second;
  ASSERT_EQ(b.side, 0);
  std::mt19937 rng(5);
  for (int step = 0; step < 6; ++step) {
    answer(*h1, a, rng);
    settle_nodes({h1.get(), h2.get()});
    answer(*h2, b, rng);
    settle_nodes({h1.get(), h2.get()});
  }
  for (const TestPlayer* p : {&a, &b}) {
    const auto statuses = p->connection->of_type("status");
    ASSERT_FALSE(statuses.empty());
    for (std::size_t i = 1; i < statuses.size(); ++i) EXPECT_NE(statuses[i], statuses[i - 1]) << "status " << i;
    std::set<int> plies;
    for (const auto& request : p->connection->of_type("turn-request"))
      EXPECT_TRUE(plies.insert(request["ply"].get<int>()).second) << "ply " << request["ply"] << " asked twice";
    EXPECT_GE(plies.size(), 3u);
  }
}

// Each node heard the other's players only after the start: each showed
// its player the other one gone, then back (two statuses more, a flicker).
TEST_F(ServerNodesTest, AGameStartedAcrossNodesNeverShowsEitherPlayerTheOtherGone) {
  for (const bool followed_late : {false, true}) {
    SCOPED_TRACE(followed_late ? "the joiner's node follows the game after the join is written" : "as it comes");
    hub = std::make_shared<MemoryHub>();
    auto h1 = node(1), h2 = node(2);
    ASSERT_TRUE(h1->start());
    ASSERT_TRUE(h2->start());
    hub->hold_subscriptions(followed_late);
    auto [a, b] = start_across(*h1, *h2, "ramses", false, "5+2");
    hub->hold_subscriptions(false);
    settle_nodes({h1.get(), h2.get()});
    ASSERT_EQ(b.side, 1);
    for (const TestPlayer* p : {&a, &b}) {
      const auto statuses = p->connection->of_type("status");
      ASSERT_FALSE(statuses.empty());
      for (const auto& status : statuses)
        for (const auto& presence : status["presence"]) EXPECT_NE(presence, "gone") << status.dump();
      EXPECT_EQ(statuses.back()["presence"], Json::array({"here", "here"}));
    }
    // Still told when a player does go.
    h2->disconnect(b.connection);
    settle_nodes({h1.get(), h2.get()});
    ASSERT_TRUE(a.connection->last("status").has_value());
    EXPECT_EQ(a.connection->last("status").value()["presence"], Json::array({"here", "gone"}));
  }
}

// A join on its way counts as the joiner here: one that ends without the
// joiner seated there (it left, or the join was declined) no longer does.
TEST_F(ServerNodesTest, AJoinerCountedHereWhileItsJoinWasOnItsWayIsShownGoneOnceItIsNotSeated) {
  auto h1 = node(1), h2 = node(2), h3 = node(3);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  ASSERT_TRUE(h3->start());
  const auto all = [&] { settle_nodes({h1.get(), h2.get(), h3.get()}); };
  auto creator = h1->connect();
  h1->say(creator, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"seat", "first"}, {"clock", "5+2"}});
  all();
  const std::string code = creator->last("seated").value()["code"];
  // Two join at once through nodes 2 and 3: one is seated, the other
  // declined (the game changed meanwhile).
  auto bob = h2->connect(), cid = h3->connect();
  h2->say(bob, {{"type", "join"}, {"name", "Bob"}, {"code", code}, {"id", "j2"}});
  h3->say(cid, {{"type", "join"}, {"name", "Cid"}, {"code", code}, {"id", "j3"}});
  all();
  ASSERT_EQ(creator->events("joined").size(), 1u);
  const bool bob_seated = bob->last("seated").has_value();
  ASSERT_NE(bob_seated, cid->last("seated").has_value());
  auto& seated = bob_seated ? bob : cid;
  auto& declined = bob_seated ? cid : bob;
  EXPECT_EQ(declined->last("error").value()["code"], "busy");
  EXPECT_EQ(creator->last("status").value()["presence"], Json::array({"here", "here"}));
  // The seated joiner leaves: shown gone, the declined join not counted.
  (bob_seated ? h2 : h3)->disconnect(seated);
  all();
  EXPECT_EQ(creator->last("status").value()["presence"], Json::array({"here", "gone"}));

  // A joiner that leaves while its join is on its way to the owner, on a
  // node that follows the game already (a spectator there): no answer to
  // a question of who is there comes after it.
  auto other = h1->connect();
  h1->say(other, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"seat", "first"}, {"clock", "5+2"}});
  all();
  const std::string other_code = other->last("seated").value()["code"];
  auto watcher = h2->connect();
  h2->say(watcher, {{"type", "watch"}, {"code", other_code}});
  all();
  ASSERT_TRUE(watcher->last("watching").has_value());
  auto dan = h2->connect();
  h2->say(dan, {{"type", "join"}, {"name", "Dan"}, {"code", other_code}});
  settle_nodes({h2.get()});  // proposed, not yet written
  h2->disconnect(dan);
  all();
  ASSERT_EQ(other->events("joined").size(), 1u);
  EXPECT_EQ(other->last("status").value()["presence"], Json::array({"here", "gone"}));
}

// A node that read a game shows its players no status until the owner says
// who is there (else the players on other nodes would flicker gone), and
// not for more than a second or two when the owner does not answer.
TEST_F(ServerNodesTest, ANodeThatReadAGameWaitsForItsOwnersWordOnWhoIsThereAtMostASecondOrTwo) {
  auto h1 = node(1), h2 = node(2), h3 = node(3);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  ASSERT_TRUE(h3->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false, "5+2");
  ASSERT_EQ(b.side, 1);
  // B opens the game on node 3 too, a second device: node 1 answers.
  auto second = h3->connect();
  h3->say(second, {{"type", "resume"}, {"token", b.token}});
  settle_nodes({h1.get(), h2.get(), h3.get()});
  ASSERT_TRUE(second->last("seated").has_value());
  ASSERT_EQ(second->of_type("status").size(), 1u);
  EXPECT_EQ(second->last("status").value()["presence"], Json::array({"here", "here"}));
  // The owner is killed; B opens the game on a fourth node, which waits for
  // the owner's word in vain.
  hub->cut_off(*stores[1]);
  auto h4 = node(4);
  ASSERT_TRUE(h4->start());
  auto third = h4->connect();
  h4->say(third, {{"type", "resume"}, {"token", b.token}});
  settle_nodes({h2.get(), h3.get(), h4.get()});
  ASSERT_TRUE(third->last("seated").has_value());
  EXPECT_TRUE(third->of_type("status").empty());
  seconds_pass({h2.get(), h3.get(), h4.get()}, 2);
  ASSERT_FALSE(third->of_type("status").empty());
  // As this node knows it: B here, A (on the dead owner's node, never heard) gone.
  EXPECT_EQ(third->last("status").value()["presence"], Json::array({"gone", "here"}));
}

// A node that read a game for an invite and holds it idle does not forget
// it while a join of its player waits for the owner's answer.
TEST_F(ServerNodesTest, AGameIsNotForgottenAsIdleWhileAJoinThroughItsNodeWaitsForTheOwner) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [creator, code] = made_by_ann(*h1, {h1.get(), h2.get()});
  auto bob = h2->connect();
  h2->say(bob, {{"type", "invite"}, {"code", code}});
  settle_nodes({h1.get(), h2.get()});
  ASSERT_TRUE(bob->last("invite").has_value());
  // Nearly idle long enough to be forgotten (both nodes heard from each
  // other all along), then the join, and the look at idle games while the
  // owner has not answered yet.
  seconds_pass({h1.get(), h2.get()}, 29);
  h2->say(bob, {{"type", "join"}, {"name", "Bob"}, {"code", code}});
  settle_nodes({h2.get()});
  h2->now += 1'500;
  h2->core->tick();
  settle_nodes({h1.get(), h2.get()});
  EXPECT_FALSE(logged(1, "conflict") || logged(2, "owner"));
  ASSERT_TRUE(bob->last("seated").has_value()) << bob->received.back().dump();
  EXPECT_EQ(creator->events("joined").size(), 1u);
  EXPECT_EQ(event_texts(*bob), event_texts(*creator));
}

// Each node keeps codes claimed in the store ahead of its creates: a create
// takes one (no claim to wait for), and the reserve is topped up.
TEST_F(ServerNodesTest, ACreateTakesACodeItsNodeClaimedAheadAndTheReserveIsToppedUp) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  seconds_pass({h1.get(), h2.get()}, 1);
  std::set<std::string> claimed;
  for (const auto& [code, game] : hub->codes)
    if (game.empty()) claimed.insert(code);
  EXPECT_EQ(claimed.size(), 2 * ClaimedCodes::kAhead);
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  ASSERT_EQ(b.side, 1);
  const std::string code = a.connection->last("seated").value()["code"];
  EXPECT_EQ(claimed.count(code), 1u) << code << " was not claimed ahead";
  EXPECT_EQ(hub->codes.at(code), a.connection->last("seated").value()["game"]);
  std::size_t still_claimed = 0;
  for (const auto& [c, game] : hub->codes) still_claimed += game.empty() ? 1 : 0;
  EXPECT_EQ(still_claimed, 2 * ClaimedCodes::kAhead);
  // A rematch takes one too.
  h1->say(a.connection, {{"type", "resign"}});
  settle_nodes({h1.get(), h2.get()});
  h1->say(a.connection, {{"type", "rematch"}});
  settle_nodes({h1.get(), h2.get()});
  h2->say(b.connection, {{"type", "rematch"}});
  settle_nodes({h1.get(), h2.get()});
  const auto rematch = a.connection->last("seated").value();
  ASSERT_NE(rematch["code"], code);
  EXPECT_EQ(claimed.count(rematch["code"]), 1u);
}

TEST_F(ServerNodesTest, OnlyTheOwnerWritesAGameSoTwoNodesWritingAtOnceNeverRace) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  ASSERT_EQ(b.side, 1);
  EXPECT_EQ(hub->owners.begin()->second.size(), 8u);  // a node's name: the creator's node owns the game
  // Both nodes take a chat line before hearing of the other's: the owner
  // writes both, one after the other, and nobody is sent away.
  h1->core->message(a.connection.get(), Json{{"type", "chat"}, {"text", "hello"}}.dump());
  h2->core->message(b.connection.get(), Json{{"type", "chat"}, {"text", "hi"}}.dump());
  settle_nodes({h1.get(), h2.get()});
  EXPECT_FALSE(logged(1, "conflict") || logged(2, "conflict"));
  EXPECT_FALSE(b.connection->closed);
  for (const auto* c : {a.connection.get(), b.connection.get()}) {
    EXPECT_TRUE(has_chat(*c, "hello"));
    EXPECT_TRUE(has_chat(*c, "hi"));
  }
  EXPECT_EQ(event_texts(*a.connection), event_texts(*b.connection));
  // A turn checked on a game that changed meanwhile (the other resigned) is
  // declined by the owner, and its player stays seated and hears the end.
  std::mt19937 rng(3);
  ASSERT_TRUE(answer(*h1, a, rng));  // a's turn: now b is to move
  settle_nodes({h1.get(), h2.get()});
  const auto request = b.connection->last("turn-request").value();
  ASSERT_FALSE(request["turns"].empty());
  h1->core->message(a.connection.get(), Json{{"type", "resign"}}.dump());
  h2->core->message(b.connection.get(),
                    Json{{"type", "turn"}, {"turn", request["turns"][0]}, {"ply", request["ply"]}, {"id", "t1"}}.dump());
  settle_nodes({h1.get(), h2.get()});
  const auto error = b.connection->last("error").value();
  EXPECT_EQ(error["code"], "busy");
  EXPECT_EQ(error["id"], "t1");
  EXPECT_FALSE(b.connection->closed);
  ASSERT_EQ(b.connection->events("end").size(), 1u);
  EXPECT_EQ(b.connection->events("end")[0]["reason"], "resigned");
  EXPECT_TRUE(b.connection->events("turn").size() == a.connection->events("turn").size());
}

TEST_F(ServerNodesTest, AJoinThroughANodeNotYetFollowingTheGameIsSeatedOnTheOwnersWord) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  // Node 2's subscription to the game's channel is still on its way when
  // the owner writes the join: node 2 takes its own entry on the owner's
  // word and seats its player without waiting to hear the event.
  hub->hold_subscriptions(true);
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  ASSERT_EQ(b.side, 1);
  EXPECT_EQ(b.connection->events("joined").size(), 1u);
  EXPECT_EQ(event_texts(*a.connection), event_texts(*b.connection));
  EXPECT_EQ(count_sent<node::Accepted>(hub->sent), 1u);
  // Once it follows the game, events come as always.
  hub->hold_subscriptions(false);
  settle_nodes({h1.get(), h2.get()});
  std::mt19937 rng(4);
  ASSERT_TRUE(answer(*h1, a, rng));
  settle_nodes({h1.get(), h2.get()});
  EXPECT_EQ(b.connection->events("turn").size(), 1u);
  EXPECT_EQ(event_texts(*a.connection), event_texts(*b.connection));
}

TEST_F(ServerNodesTest, AProposalFromANodeFollowingTheGameIsAnsweredByTheEventAlone) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  ASSERT_EQ(b.side, 1);
  // Node 2 asked who is there once it followed the game: the owner knows
  // that it hears the events, and writes its players' turns without a word back.
  const std::size_t accepted_before = count_sent<node::Accepted>(hub->sent);
  const std::size_t proposed_before = count_sent<node::Proposal>(hub->sent);
  const std::size_t a_statuses = a.connection->of_type("status").size();
  const std::size_t b_statuses = b.connection->of_type("status").size();
  std::mt19937 rng(7);
  for (int round = 0; round < 6; ++round) {
    ASSERT_TRUE(answer(*h1, a, rng));
    settle_nodes({h1.get(), h2.get()});
    ASSERT_TRUE(answer(*h2, b, rng));
    settle_nodes({h1.get(), h2.get()});
  }
  EXPECT_EQ(count_sent<node::Proposal>(hub->sent) - proposed_before, 6u);
  EXPECT_EQ(count_sent<node::Accepted>(hub->sent), accepted_before);
  // Each of node 2's turns was taken as the game's event there and went on,
  // and none was left waiting for an answer (it would be refused after 10 s).
  EXPECT_EQ(b.connection->events("turn").size(), 12u);
  EXPECT_EQ(event_texts(*a.connection), event_texts(*b.connection));
  // An untimed game's turn events say all: no status follows a turn on
  // either node, whichever node it was made on.
  EXPECT_EQ(a.connection->of_type("status").size(), a_statuses);
  EXPECT_EQ(b.connection->of_type("status").size(), b_statuses);
  seconds_pass({h1.get(), h2.get()}, 11);
  EXPECT_TRUE(b.connection->of_type("error").empty()) << error_code(*b.connection);
}

TEST_F(ServerNodesTest, InATimedGameAStatusFollowsAFirstTurnWhicheverNodeMadeItAndNoLaterTurn) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  // The creator takes the second seat: the joiner, on the node that does not
  // own the game, makes the first turn, which the owner writes.
  auto players = start_game_across(*h1, *h2, "ramses", "5+2", false, "second", {}, [&] { settle_nodes({h1.get(), h2.get()}); });
  TestPlayer& a = players.first;  // named, not bound: a lambda below uses both
  TestPlayer& b = players.second;
  ASSERT_EQ(b.side, 0);
  std::mt19937 rng(5);
  // After each turn: whether both players were sent a status.
  const auto statuses_after = [&](Harness& h, TestPlayer& mover) {
    const std::size_t a_before = a.connection->of_type("status").size();
    const std::size_t b_before = b.connection->of_type("status").size();
    EXPECT_TRUE(answer(h, mover, rng));
    settle_nodes({h1.get(), h2.get()});
    const bool to_a = a.connection->of_type("status").size() > a_before;
    const bool to_b = b.connection->of_type("status").size() > b_before;
    EXPECT_EQ(to_a, to_b) << "the two nodes disagree";
    return to_a;
  };
  // The other side's first turn is then awaited, within its own limit: a status says how long.
  EXPECT_TRUE(statuses_after(*h2, b));
  // Each turn after it starts the other side's clock: its event says all.
  EXPECT_FALSE(statuses_after(*h1, a));
  EXPECT_FALSE(statuses_after(*h2, b));
  EXPECT_FALSE(statuses_after(*h1, a));
}

TEST_F(ServerNodesTest, TheNodeThatMadeAGameAsksNobodyWhoIsThereTheNodeThatReadItDoes) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  ASSERT_EQ(b.side, 1);
  // Node 1 wrote the game's first event: nobody else can have it before
  // node 1 follows it. Node 2 read it, and asks once it follows.
  std::vector<std::string> askers;
  for (const auto& m : hub->published)
    if (const auto* presence = std::get_if<node::Presence>(&m); presence && presence->ask) askers.push_back(presence->node);
  ASSERT_EQ(askers.size(), 1u);
  ASSERT_EQ(hub->owners.size(), 1u);
  EXPECT_NE(askers[0], hub->owners.begin()->second) << "the node that made the game asked";
}

TEST_F(ServerNodesTest, ARematchMadeOnOneNodeSeatsThePlayerOnTheOther) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b, old_id] = resigned_with_a_rematch_offered(*h1, *h2);
  ASSERT_EQ(b.connection->events("end").size(), 1u);
  EXPECT_EQ(b.connection->last("status").value()["rematch_offer"], a.side);
  h2->say(b.connection, {{"type", "rematch"}});
  settle_nodes({h1.get(), h2.get()});
  const auto seated_a = a.connection->last("seated").value();
  const auto seated_b = b.connection->last("seated").value();
  EXPECT_EQ(seated_a["game"], seated_b["game"]);
  EXPECT_NE(seated_a["game"], old_id);
  EXPECT_EQ(seated_a["side"], 1 - a.side);
  // The old token leads to the new game from either node.
  auto again = h1->connect();
  h1->say(again, {{"type", "resume"}, {"token", b.token}});
  settle_nodes({h1.get(), h2.get()});
  EXPECT_EQ(again->last("seated").value()["game"], seated_a["game"]);
}

TEST_F(ServerNodesTest, ARematchWhoseNodeDiedOnceItAskedIsStartedByTheOwnerAndItsTokensLeadThere) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b, old_id] = resigned_with_a_rematch_offered(*h1, *h2);
  // B accepts on node 2, which makes the rematch, asks node 1 (the old
  // game's owner) to write that it started, and is killed.
  h2->say(b.connection, {{"type", "rematch"}});
  settle_nodes({h2.get()});
  hub->cut_off(*stores[2]);
  settle_nodes({h1.get()});
  const auto seated_a = a.connection->last("seated").value();
  ASSERT_NE(seated_a["game"], old_id);
  // B comes back through node 1: its token leads to the rematch.
  auto again = h1->connect();
  h1->say(again, {{"type", "resume"}, {"token", b.token}});
  settle_nodes({h1.get()});
  EXPECT_EQ(again->last("seated").value()["game"], seated_a["game"]);
  EXPECT_EQ(again->last("seated").value()["side"], 1 - b.side);
}

TEST_F(ServerNodesTest, ARematchTheOldGamesOwnerDeclinedIsWithdrawnAndTheTokensStillLeadToTheOldGame) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b, old_id] = resigned_with_a_rematch_offered(*h1, *h2);
  const std::size_t games = hub->events.size();
  // B accepts on node 2 while A's chat line, written first by node 1 (the
  // old game's owner), is on its way there: the rematch's start came after
  // an event node 2 had not seen, and is declined.
  h2->say(b.connection, {{"type", "rematch"}, {"id", "r1"}});
  h1->say(a.connection, {{"type", "chat"}, {"text", "well played"}});
  settle_nodes({h1.get(), h2.get()});
  const auto refused = b.connection->last("error");
  ASSERT_TRUE(refused.has_value());
  EXPECT_EQ((*refused)["id"], "r1");
  EXPECT_EQ((*refused)["code"], "busy");
  EXPECT_TRUE(logged(2, "withdrawn "));
  EXPECT_EQ(hub->events.size(), games);  // the rematch's events left the store
  EXPECT_EQ(a.connection->last("seated").value()["game"], old_id);
  // Both tokens still lead to the old game, from either node.
  for (Harness* h : {h1.get(), h2.get()}) {
    for (const std::string& token : {a.token, b.token}) {
      auto again = h->connect();
      h->say(again, {{"type", "resume"}, {"token", token}});
      settle_nodes({h1.get(), h2.get()});
      EXPECT_EQ(again->last("seated").value()["game"], old_id);
    }
  }
  // Asked again, the rematch starts.
  h2->say(b.connection, {{"type", "rematch"}});
  settle_nodes({h1.get(), h2.get()});
  const auto seated_b = b.connection->last("seated").value();
  EXPECT_NE(seated_b["game"], old_id);
  EXPECT_EQ(a.connection->last("seated").value()["game"], seated_b["game"]);
}

TEST_F(ServerNodesTest, AResumeWhoseReadFailedIsAnsweredBusyNotAsAnUnknownToken) {
  auto h1 = node(1), h2 = node(2), h3 = node(3);
  for (Harness* h : {h1.get(), h2.get(), h3.get()}) ASSERT_TRUE(h->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  const std::string game = a.connection->last("seated").value()["game"];
  // Redis is there, but node 3's read fails (a reader's connection lost).
  hub->fail_reads(true);
  auto again = h3->connect();
  h3->say(again, {{"type", "resume"}, {"token", b.token}, {"id", "r1"}});
  settle_nodes({h1.get(), h2.get(), h3.get()});
  const auto refused = again->last("error");
  ASSERT_TRUE(refused.has_value());
  EXPECT_EQ((*refused)["code"], "busy");
  EXPECT_EQ((*refused)["id"], "r1");
  EXPECT_TRUE(logged(3, "node-failed reading"));
  // Asked again and again while reads fail: each is refused, logged once.
  for (int i = 0; i < 5; ++i) h3->say(again, {{"type", "resume"}, {"token", b.token}});
  settle_nodes({h1.get(), h2.get(), h3.get()});
  EXPECT_EQ(again->of_type("error").size(), 6u);
  const auto& lines = logs[3];
  EXPECT_EQ(std::count_if(lines.begin(), lines.end(), [](const std::string& l) { return l.rfind("node-failed reading", 0) == 0; }), 1);
  // Asked again once reads work, the token still holds its seat, and the
  // log says how many were refused meanwhile.
  hub->fail_reads(false);
  h3->say(again, {{"type", "resume"}, {"token", b.token}});
  settle_nodes({h1.get(), h2.get(), h3.get()});
  EXPECT_EQ(again->last("seated").value()["game"], game);
  EXPECT_TRUE(logged(3, "node-read-again: the store answers; 6 requests were refused busy meanwhile"));
}

TEST_F(ServerNodesTest, AGameWhoseCatchUpReadFailedIsDroppedAndItsSpectatorWatchesAgain) {
  auto h1 = node(1), h2 = node(2), h3 = node(3);
  for (Harness* h : {h1.get(), h2.get(), h3.get()}) ASSERT_TRUE(h->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  const std::string code = a.connection->last("seated").value()["code"];
  // Node 3 reads the game for a spectator; its subscription comes later,
  // and the catch-up that follows it cannot be read.
  hub->hold_subscriptions(true);
  auto watcher = h3->connect();
  h3->say(watcher, {{"type", "watch"}, {"code", code}});
  settle_nodes({h1.get(), h2.get(), h3.get()});
  ASSERT_TRUE(watcher->last("watching").has_value());
  hub->fail_reads(true);
  hub->hold_subscriptions(false);
  settle_nodes({h1.get(), h2.get(), h3.get()});
  EXPECT_TRUE(logged(3, "node-failed catching up"));
  EXPECT_TRUE(watcher->closed);  // rather than left behind, not knowing it
  hub->fail_reads(false);
  auto back = h3->connect();
  h3->say(back, {{"type", "watch"}, {"code", code}});
  settle_nodes({h1.get(), h2.get(), h3.get()});
  ASSERT_TRUE(back->last("watching").has_value());
  std::mt19937 rng(9);
  ASSERT_TRUE(answer(*h1, a, rng));
  settle_nodes({h1.get(), h2.get(), h3.get()});
  EXPECT_EQ(back->events("turn").size(), 1u);
}

TEST_F(ServerNodesTest, APlayerOnANodeThatDiedCountsAsGoneAfterItsSilenceAndTheGameCanBeClaimed) {
  auto h1 = node(1, 30'000), h2 = node(2, 30'000);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  h1->core->tick();
  h2->core->tick();
  settle_nodes({h1.get(), h2.get()});
  EXPECT_EQ(a.connection->last("status").value()["presence"][1], "here");
  // Node 2 is killed: it says no "bye", it just stops.
  hub->cut_off(*stores[2]);
  h1->now += 2'000;
  h1->core->tick();
  settle_nodes({h1.get()});
  EXPECT_FALSE(logged(1, "node-gone"));
  h1->now += 2'000;
  h1->core->tick();
  settle_nodes({h1.get()});
  EXPECT_TRUE(logged(1, "node-gone"));
  EXPECT_EQ(a.connection->last("status").value()["presence"][1], "gone");
  h1->now += 31'000;
  h1->say(a.connection, {{"type", "claim"}});
  const auto end = a.connection->events("end");
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0]["reason"], "abandoned");
}

TEST_F(ServerNodesTest, AJoinWhoseAnswerWasLostWithItsNodeIsAnsweredWithItsSeatByAnother) {
  auto h1 = node(1), h2 = node(2), h3 = node(3);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  ASSERT_TRUE(h3->start());
  auto [creator, code] = made_by_ann(*h1, {h1.get(), h2.get(), h3.get()});
  const std::string token = hex_of("bob").substr(0, 32);
  // The join goes through node 2, the owner writes it, and node 2 dies
  // before its player hears of the seat.
  auto lost = h2->connect();
  h2->say(lost, {{"type", "join"}, {"name", "Bob"}, {"code", code}, {"token", token}});
  settle_nodes({h1.get(), h2.get(), h3.get()});
  EXPECT_EQ(creator->events("joined").size(), 1u);
  hub->cut_off(*stores[2]);
  // The player joins again through node 3, which has never held the game.
  auto again = h3->connect();
  h3->say(again, {{"type", "join"}, {"name", "Bob"}, {"code", code}, {"token", token}});
  settle_nodes({h1.get(), h3.get()});
  const auto seated = again->last("seated");
  ASSERT_TRUE(seated.has_value()) << again->received.back().dump();
  EXPECT_EQ((*seated)["side"], 1);
  EXPECT_EQ(event_texts(*again), event_texts(*creator));
  EXPECT_EQ(creator->events("joined").size(), 1u) << "joined once, not twice";
  // And plays on through node 3.
  TestPlayer a{creator, creator->last("seated").value()["token"], 0, std::nullopt, 0};
  TestPlayer b{again, token, 1, std::nullopt, 0};
  std::mt19937 rng(6);
  for (int step = 0; step < 200 && again->events("turn").size() < 2; ++step) {
    answer(*h1, a, rng);
    answer(*h3, b, rng);
    settle_nodes({h1.get(), h3.get()});
  }
  EXPECT_GE(again->events("turn").size(), 2u);
  EXPECT_EQ(event_texts(*again), event_texts(*creator));
}

// The owner writes a join's keys (the tokens among them) before its event:
// the joiner's token leads to its seat even if the joiner's node died before
// it heard that the join was written.
TEST_F(ServerNodesTest, AJoinersTokenLeadsToItsSeatOnceTheJoinIsWrittenThoughItsNodeNeverHeard) {
  auto h1 = node(1), h2 = node(2), h3 = node(3);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  ASSERT_TRUE(h3->start());
  auto [creator, code] = made_by_ann(*h1, {h1.get(), h2.get(), h3.get()});
  const std::string token = hex_of("bob").substr(0, 32);
  auto joiner = h2->connect();
  // The owner's write is not yet synced: nothing of it is heard (nor read:
  // node 2 does not follow the game yet, so it reads nothing more of it).
  hub->hold_acknowledgements(true);
  hub->hold_subscriptions(true);
  h2->say(joiner, {{"type", "join"}, {"name", "Bob"}, {"code", code}, {"token", token}});
  settle_nodes({h1.get(), h2.get(), h3.get()});
  ASSERT_EQ(hub->events.begin()->second.size(), 2u) << "the owner did not write the join";
  hub->cut_off(*stores[2]);
  hub->hold_acknowledgements(false);
  hub->hold_subscriptions(false);
  settle_nodes({h1.get(), h3.get()});
  EXPECT_TRUE(joiner->of_type("seated").empty());
  EXPECT_EQ(creator->events("joined").size(), 1u);
  // The player comes back through node 3 with the token it brought.
  auto back = h3->connect();
  h3->say(back, {{"type", "resume"}, {"token", token}});
  settle_nodes({h1.get(), h3.get()});
  const auto seated = back->last("seated");
  ASSERT_TRUE(seated.has_value()) << back->received.back().dump();
  EXPECT_EQ((*seated)["side"], 1);
  EXPECT_EQ(event_texts(*back), event_texts(*creator));
}

// What another node wrote is durable when heard: the joiner's node sends it
// at once, not after its own unrelated writes, but never ahead of what it
// holds for the same connection.
TEST_F(ServerNodesTest, AnEventAnotherNodeWroteReachesPlayersAtOnceYetAfterWhatIsHeldForThem) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  ASSERT_EQ(a.side, 0);
  // Node 2's own writes are slow to sync: a game made there waits.
  stores[2]->hold_acknowledgements(true);
  auto other = h2->connect();
  // (said straight to the core: say() would wait for node 2's writes)
  h2->core->message(other.get(), Json{{"type", "create"}, {"name", "Cid"}, {"game", "ramses"}, {"seat", "first"}}.dump());
  settle_nodes({h1.get(), h2.get()});
  ASSERT_TRUE(other->of_type("seated").empty()) << "node 2's write was not held";
  std::mt19937 rng(3);
  ASSERT_TRUE(answer(*h1, a, rng));
  settle_nodes({h1.get(), h2.get()});
  ASSERT_EQ(a.connection->events("turn").size(), 1u);
  EXPECT_EQ(b.connection->events("turn").size(), 1u) << "the owner's turn waited for node 2's own write";
  EXPECT_EQ(event_texts(*b.connection), event_texts(*a.connection));
  // Held for Bob now: the answer to his ping (node 2's writes are not synced).
  const std::size_t before = b.connection->received.size();
  h2->core->message(b.connection.get(), Json{{"type", "ping"}, {"id", "p1"}}.dump());
  h1->say(a.connection, {{"type", "chat"}, {"text", "well played"}});
  settle_nodes({h1.get(), h2.get()});
  EXPECT_TRUE(has_chat(*a.connection, "well played"));
  EXPECT_EQ(b.connection->received.size(), before) << "sent ahead of what was held for the connection";
  stores[2]->hold_acknowledgements(false);
  settle_nodes({h1.get(), h2.get()});
  ASSERT_GE(b.connection->received.size(), before + 2);
  EXPECT_EQ(b.connection->received[before]["type"], "pong");
  EXPECT_TRUE(has_chat(*b.connection, "well played"));
  EXPECT_FALSE(other->of_type("seated").empty());
}

// What a node sends because of another node's event goes out at once only
// to that game's connections: a rematch made here is its own write, told
// once it is durable.
TEST_F(ServerNodesTest, ARematchMadeOnANodeIsToldItsPlayersOnlyOnceItsOwnWriteIsDurable) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b, old_id] = resigned_with_a_rematch_offered(*h1, *h2);
  // B accepts on node 2, which makes the rematch (writing its first event)
  // while its writes are slow; node 1 writes that the old game's rematch started.
  stores[2]->hold_acknowledgements(true);
  h2->core->message(b.connection.get(), Json{{"type", "rematch"}}.dump());
  settle_nodes({h1.get(), h2.get()});
  ASSERT_TRUE(a.connection->last("seated").has_value());
  const std::string rematch_id = a.connection->last("seated").value()["game"];
  ASSERT_NE(rematch_id, old_id) << "node 1 did not hear of the rematch";
  EXPECT_EQ(b.connection->last("seated").value()["game"], old_id) << "told of a rematch not yet durable";
  stores[2]->hold_acknowledgements(false);
  settle_nodes({h1.get(), h2.get()});
  EXPECT_EQ(b.connection->last("seated").value()["game"], rematch_id);
}

// A token's key can outlive what it led to (a join written with its keys,
// then refused by the store): a seat is resumed only with its own token.
TEST_F(ServerNodesTest, AResumeIsRefusedWhenTheSeatItsTokenLeadsToHoldsAnotherToken) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  const std::string stray = hex_of("eve").substr(0, 32);
  const std::string game = a.connection->last("seated").value()["game"];
  hub->tokens[hash_token(stray)] = node::encode(node::TokenSeat{game, b.side});
  auto eve = h1->connect();
  h1->say(eve, {{"type", "resume"}, {"token", stray}});
  settle_nodes({h1.get(), h2.get()});
  ASSERT_TRUE(eve->last("error").has_value());
  EXPECT_EQ(eve->last("error").value()["code"], "bad-token");
  EXPECT_TRUE(eve->of_type("seated").empty());
  // Bob's own token still resumes his seat.
  auto bob = h1->connect();
  h1->say(bob, {{"type", "resume"}, {"token", b.token}});
  settle_nodes({h1.get(), h2.get()});
  EXPECT_EQ(bob->last("seated").value()["side"], b.side);
}

TEST_F(ServerNodesTest, AGameWhoseOwnerDiedIsTakenOverWithinSecondsAndWhatWaitedIsWritten) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  const std::string game = hub->events.begin()->first;
  const std::string first_owner = hub->owners.at(game);
  seconds_pass({h1.get(), h2.get()}, 4);  // both beat, and know each other
  // The owner is killed; a chat line on the other node waits for an owner.
  hub->cut_off(*stores[1]);
  h2->say(b.connection, {{"type", "chat"}, {"text", "anyone?"}});
  settle_nodes({h2.get()});
  EXPECT_FALSE(has_chat(*b.connection, "anyone?"));
  // Silent for longer than a node may be: node 2 takes the game over and
  // writes what waited.
  seconds_pass({h2.get()}, 4);
  EXPECT_TRUE(logged(2, "node-gone"));
  EXPECT_NE(hub->owners.at(game), first_owner);
  EXPECT_TRUE(has_chat(*b.connection, "anyone?"));
  // Its player comes back through node 2 and the game goes on there.
  auto back = h2->connect();
  h2->say(back, {{"type", "resume"}, {"token", a.token}});
  settle_nodes({h2.get()});
  ASSERT_TRUE(back->last("seated").has_value());
  EXPECT_TRUE(has_chat(*back, "anyone?"));
  TestPlayer a2{back, a.token, a.side, std::nullopt, 0};
  std::mt19937 rng(5);
  ASSERT_TRUE(answer(*h2, a2, rng));
  settle_nodes({h2.get()});
  EXPECT_EQ(b.connection->events("turn").size(), 1u);
}

TEST_F(ServerNodesTest, AnOwnerWhosePlayersLeftGivesTheGameUpToTheNodeTheyPlayOn) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  const std::string game = hub->events.begin()->first;
  const std::string first_owner = hub->owners.at(game);
  // The creator moves to node 2; nobody on node 1 follows the game.
  h1->disconnect(a.connection);
  auto moved = h2->connect();
  h2->say(moved, {{"type", "resume"}, {"token", a.token}});
  settle_nodes({h1.get(), h2.get()});
  seconds_pass({h1.get(), h2.get()}, 35);
  EXPECT_NE(hub->owners.at(game), first_owner);
  EXPECT_EQ(h1->core->stats().games, 0u);  // node 1 let it go
  // Both players play on node 2, which writes the game itself now.
  TestPlayer a2{moved, a.token, a.side, std::nullopt, 0};
  std::mt19937 rng(9);
  ASSERT_TRUE(answer(*h2, a2, rng));
  settle_nodes({h1.get(), h2.get()});
  EXPECT_EQ(b.connection->events("turn").size(), 1u);
  EXPECT_FALSE(logged(2, "conflict"));
}

// Games end by the hundred a second on a busy node: one nobody here follows
// leaves memory within seconds (a game in play stays half a minute), and a
// player who comes back later finds it in the store, rematch and all.
TEST_F(ServerNodesTest, AFinishedGameNobodyFollowsLeavesMemoryAtOnceAndComesBackForALateReturn) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  auto [c, d] = start_across(*h1, *h2, "ramses", false);
  h1->say(a.connection, {{"type", "resign"}});
  settle_nodes({h1.get(), h2.get()});
  ASSERT_EQ(b.connection->events("end").size(), 1u);
  const std::string finished = b.connection->events("end").at(0)["game"];
  for (auto* player : {&a, &c}) h1->disconnect(player->connection);
  for (auto* player : {&b, &d}) h2->disconnect(player->connection);
  settle_nodes({h1.get(), h2.get()});
  seconds_pass({h1.get(), h2.get()}, 4);
  EXPECT_EQ(h1->core->stats().games, 1u);  // the game in play only
  EXPECT_EQ(h2->core->stats().games, 1u);
  // Both come back, each to the other node: the game is read again, its end
  // included, and a rematch is offered and seen across the nodes.
  auto a2 = h2->connect();
  auto b2 = h1->connect();
  h2->say(a2, {{"type", "resume"}, {"token", a.token}});
  h1->say(b2, {{"type", "resume"}, {"token", b.token}});
  settle_nodes({h1.get(), h2.get()});
  ASSERT_EQ(a2->last("seated").value()["game"], finished);
  ASSERT_EQ(b2->last("seated").value()["game"], finished);
  EXPECT_EQ(a2->events("end").size(), 1u);
  h2->say(a2, {{"type", "rematch"}});
  settle_nodes({h1.get(), h2.get()});
  EXPECT_EQ(b2->last("status").value()["rematch_offer"], a.side);
}

TEST_F(ServerNodesTest, WhileTheStoreIsAwayNothingIsTakenAndAfterwardsEveryGameIsReadAgain) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto [a, b] = start_across(*h1, *h2, "ramses", false);
  hub->go_away();
  settle_nodes({h1.get(), h2.get()});
  EXPECT_TRUE(logged(1, "storage-failed"));
  EXPECT_TRUE(h1->core->storage_failed());
  h1->say(a.connection, {{"type", "chat"}, {"text", "lost"}});
  EXPECT_EQ(error_code(*a.connection), "busy");
  hub->come_back();
  settle_nodes({h1.get(), h2.get()});
  EXPECT_TRUE(logged(1, "storage-back"));
  // Each node starts again from the store: its players reconnect.
  EXPECT_TRUE(a.connection->closed);
  EXPECT_TRUE(b.connection->closed);
  auto a2 = h1->connect();
  auto b2 = h2->connect();
  h1->say(a2, {{"type", "resume"}, {"token", a.token}});
  h2->say(b2, {{"type", "resume"}, {"token", b.token}});
  settle_nodes({h1.get(), h2.get()});
  ASSERT_TRUE(a2->last("seated").has_value());
  ASSERT_TRUE(b2->last("seated").has_value());
  EXPECT_FALSE(has_chat(*a2, "lost"));
  h1->say(a2, {{"type", "chat"}, {"text", "back"}});
  settle_nodes({h1.get(), h2.get()});
  EXPECT_TRUE(has_chat(*b2, "back"));
}

TEST_F(ServerNodesTest, TheLobbyOfEveryNodeListsTheOpenGamesOfAll) {
  auto h1 = node(1), h2 = node(2);
  ASSERT_TRUE(h1->start());
  ASSERT_TRUE(h2->start());
  auto creator = h1->connect();
  h1->say(creator, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"clock", "untimed"}, {"listed", true}});
  settle_nodes({h1.get(), h2.get()});
  auto looker = h2->connect();
  h2->say(looker, {{"type", "list"}});
  settle_nodes({h1.get(), h2.get()});
  const auto games = looker->last("games").value()["games"];
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0]["name"], "Ann");
  EXPECT_EQ(games[0]["code"], creator->last("seated").value()["code"]);
}

TEST(MemoryStoreAlone, AServerStartedAgainOnTheSameHubGoesOnWhereItStood) {
  auto hub = std::make_shared<MemoryHub>();
  const auto data = std::filesystem::temp_directory_path() / ("djed-memory-alone-" + std::to_string(::getpid()));
  Harness h(data);
  h.options().store = [hub](Post post) { return std::make_unique<MemoryStore>(hub, false, std::move(post)); };
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  h.say(a.connection, {{"type", "chat"}, {"text", "kept"}});
  const auto events = a.connection->events().size();
  h.stop();
  EXPECT_FALSE(hub->journal.empty());
  ASSERT_TRUE(h.start());
  auto back = h.connect();
  h.say(back, {{"type", "resume"}, {"token", a.token}});
  EXPECT_EQ(back->events().size(), events);
  EXPECT_TRUE(has_chat(*back, "kept"));
  h.stop();
  std::filesystem::remove_all(data);
}

}  // namespace
}  // namespace djed::server::testing
