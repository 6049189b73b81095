// What a client without the games' rules is told (docs/protocol.md): the game
// behind an invite code before it joins, every legal turn page by page when
// one message would not hold them, and the outcomes each throw is drawn from,
// so that it can check every throw exactly.
#include <gtest/gtest.h>

#include <set>

#include "server_test_support.hpp"

namespace djed::server::testing {
namespace {

using RulesFreeClientTest = DataFolderTest;

TEST_F(RulesFreeClientTest, AnInviteSaysItsGameBeforeJoining) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto ann = h.connect();
  online::DiceChain chain(secret_of("ann"));
  h.say(ann, {{"type", "create"}, {"name", "Ann"}, {"game", "pharao"}, {"seat", "first"}, {"clock", "5+3"},
              {"listed", false}, {"commit", chain.commitment()}});
  const std::string code = ann->last("seated").value()["code"];

  auto friend_ = h.connect("10.0.0.2");
  h.say(friend_, {{"type", "invite"}, {"id", 7}, {"code", code}});
  const auto invite = friend_->last("invite");
  ASSERT_TRUE(invite.has_value()) << friend_->received.back().dump();
  EXPECT_EQ((*invite)["id"], 7);
  EXPECT_EQ((*invite)["code"], code);
  EXPECT_EQ((*invite)["game"], "pharao");
  EXPECT_EQ((*invite)["clock"], "5+3");
  EXPECT_EQ((*invite)["dice"], true);  // a join must bring a commitment
  EXPECT_EQ((*invite)["seat"], "second");  // Ann moves first
  const int ann_side = ann->last("seated").value()["side"];
  EXPECT_EQ((*invite)["names"][static_cast<std::size_t>(ann_side)], "Ann");
  EXPECT_TRUE((*invite)["names"][static_cast<std::size_t>(1 - ann_side)].is_null());
  EXPECT_EQ((*invite)["started"], false);

  // Asking does not take the seat; joining does, and the invite says so after.
  online::DiceChain bob_chain(secret_of("bob"));
  h.say(friend_, {{"type", "join"}, {"name", "Bob"}, {"code", code}, {"commit", bob_chain.commitment()}});
  ASSERT_TRUE(friend_->last("seated").has_value());
  auto third = h.connect("10.0.0.3");
  h.say(third, {{"type", "invite"}, {"code", code}});
  const auto after = third->last("invite").value();
  EXPECT_EQ(after["started"], true);
  EXPECT_FALSE(after.contains("seat"));
  EXPECT_EQ(after["names"][static_cast<std::size_t>(1 - ann_side)], "Bob");
}

TEST_F(RulesFreeClientTest, AskingForUnknownCodesSpendsTheGuessesAJoinWould) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto guesser = h.connect("10.0.0.9");
  const int allowance = static_cast<int>(h.options().lobby.code_guesses_per_minute);
  for (int i = 0; i < allowance; ++i) {
    h.say(guesser, {{"type", "invite"}, {"id", i}, {"code", "2345678" + std::string(1, "abcdefghjkmnpqrs"[i % 16])}});
    EXPECT_EQ(error_code(*guesser), "unknown-code") << i;
    EXPECT_EQ(guesser->last("error").value()["id"], i);
  }
  h.say(guesser, {{"type", "invite"}, {"code", "zzzzzzzz"}});
  EXPECT_EQ(error_code(*guesser), "rate-limited");
}

TEST_F(RulesFreeClientTest, EveryLegalTurnComesPageByPage) {
  Harness h(data_);
  h.options().turns_per_message = 10;  // Ramses opens with 38 turns: four pages
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  const auto request = a.connection->last("turn-request").value();
  EXPECT_FALSE(request.contains("turns"));
  const std::size_t total = request["turns_total"];
  ASSERT_GT(total, 10u);

  std::vector<std::string> paged;
  for (std::size_t from = 0; from < total; from += 10) {
    h.say(a.connection, {{"type", "turns"}, {"id", "p"}, {"ply", 0}, {"from", from}});
    const auto page = a.connection->last("turns").value();
    EXPECT_EQ(page["id"], "p");
    EXPECT_EQ(page["from"], from);
    EXPECT_EQ(page["total"], total);
    EXPECT_EQ(page["turns"].size(), std::min<std::size_t>(10, total - from));
    for (const auto& turn : page["turns"]) paged.push_back(turn);
  }
  // Past the end: an empty page, not an error.
  h.say(a.connection, {{"type", "turns"}, {"ply", 0}, {"from", total + 5}});
  EXPECT_TRUE(a.connection->last("turns").value()["turns"].empty());

  // The pages are exactly the game's legal turns, each once.
  auto state = test_games()->find("ramses")->new_initial_state("");
  ASSERT_TRUE(state);
  std::set<std::string> legal;
  for (const Turn& turn : state.value()->legal_turns()) legal.insert(state.value()->turn_to_string(turn));
  EXPECT_EQ(std::set<std::string>(paged.begin(), paged.end()), legal);
  EXPECT_EQ(paged.size(), legal.size());

  // A spectator may page too; a turn from the last page is played.
  auto watcher = h.connect("10.0.0.5");
  h.say(watcher, {{"type", "watch"}, {"code", a.connection->last("seated").value()["code"]}});
  h.say(watcher, {{"type", "turns"}, {"ply", 0}});
  EXPECT_EQ(watcher->last("turns").value()["turns"].size(), 10u);
  h.say(a.connection, {{"type", "turn"}, {"ply", 0}, {"turn", paged.back()}});
  ASSERT_EQ(a.connection->events("turn").size(), 1u);
  EXPECT_EQ(a.connection->events("turn")[0]["turn"], paged.back());

  // Asked for a position that is gone, or without a game: refused, saying why.
  h.say(a.connection, {{"type", "turns"}, {"ply", 0}});
  EXPECT_EQ(error_code(*a.connection), "stale-turn");
  auto stranger = h.connect("10.0.0.6");
  h.say(stranger, {{"type", "turns"}, {"ply", 0}});
  EXPECT_EQ(error_code(*stranger), "not-seated");
}

TEST_F(RulesFreeClientTest, EachThrowFollowsFromTheListedOutcomesAndBothLinks) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "pharao", "untimed", true);
  std::mt19937 rng(3);
  int checked = 0;
  for (int step = 0; step < 400 && checked < 20 && a.connection->events("end").empty(); ++step) {
    const auto request = a.connection->last("reveal-request");
    const std::size_t throws_before = a.connection->events("throw").size();
    const bool a_acted = answer(h, a, rng);
    const bool b_acted = answer(h, b, rng);
    const auto throws = a.connection->events("throw");
    if (request && throws.size() > throws_before && throws.back()["index"] == (*request)["index"]) {
      const Json& thrown = throws.back();
      std::vector<ChanceOutcome> outcomes;
      double sum = 0;
      for (const auto& o : (*request)["outcomes"]) {
        outcomes.push_back({0, o["p"].get<double>(), 1});
        sum += o["p"].get<double>();
      }
      ASSERT_FALSE(outcomes.empty());
      EXPECT_NEAR(sum, 1.0, 1e-9);
      std::array<online::Digest, 2> links{};
      for (std::size_t side = 0; side < 2; ++side)
        ASSERT_TRUE(online::from_hex(thrown["links"][side].get<std::string>(), &links[side]));
      const std::size_t index = online::throw_from_links(thrown["index"], links[0], links[1], outcomes);
      EXPECT_EQ((*request)["outcomes"][index]["outcome"], thrown["outcome"]);
      ++checked;
    }
    if (!a_acted && !b_acted) break;
  }
  EXPECT_GE(checked, 5);
}

}  // namespace
}  // namespace djed::server::testing
