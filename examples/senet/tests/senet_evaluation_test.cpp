// The evaluation the shared search uses: bounded, on the side of whoever is
// ahead, and aware of swaps, blockades and the end of the board; and the
// order in which the search tries turns.
#include <map>
#include <random>

#include "djed/chance.hpp"
#include "evaluation.hpp"
#include "senet_test_support.hpp"

namespace senet::test {
namespace {

int eval(std::string_view position, djed::Insight insight = djed::Insight::kFull) {
  auto s = at(position);
  return s ? s->evaluate(djed::EvalRequest{insight, -1}) : 0;
}

TEST(SenetEvaluation, StaysWithinTheWinValueOnRandomPositions) {
  djed::ChanceSampler sticks(3);
  std::mt19937 rng(4);
  auto start = game().new_initial_state();
  djed::StatePtr s = std::move(start).value();
  EXPECT_EQ(s->win_value(), kWinValue);
  for (int step = 0; step < 3000; ++step) {
    if (s->is_terminal()) s = std::move(game().new_initial_state().value());
    for (auto insight : {djed::Insight::kMaterial, djed::Insight::kThreats, djed::Insight::kFull}) {
      const int e = s->evaluate(djed::EvalRequest{insight, -1});
      ASSERT_LT(std::abs(e), kWinValue) << s->to_string();
    }
    if (s->is_chance_node()) {
      s->apply_action(sticks.sample(*s));
    } else {
      const auto turns = s->legal_turns();
      s->apply_turn(turns[rng() % turns.size()]);
    }
  }
}

TEST(SenetEvaluation, TheStartIsCloseToEven) {
  EXPECT_LT(std::abs(eval("L:1,3,5,7,9 D:2,4,6,8,10 L")), kWinValue / 5);
}

TEST(SenetEvaluation, TheSideAheadInTheRaceIsFavoured) {
  // Light has two pieces left near the end, Dark all five far behind.
  EXPECT_GT(eval("L:28,29 D:1,2,3,4,5 L"), kWinValue / 2);
  EXPECT_LT(eval("L:28,29 D:1,2,3,4,5 D"), -kWinValue / 2);
  for (auto insight : {djed::Insight::kMaterial, djed::Insight::kThreats})
    EXPECT_GT(eval("L:28,29 D:1,2,3,4,5 L", insight), 0);
  // A piece borne off is worth more than the same piece still on 20.
  EXPECT_GT(eval("L:10,12 D:11,13,14 L"), eval("L:10,12,20 D:11,13,14 L"));
}

TEST(SenetEvaluation, ALoneExposedPieceCostsAndAPairProtects) {
  // The same squares to run for Dark: two lone pieces in reach of Light's
  // 7 (with a 2 and a 5), or a pair next to each other.
  EXPECT_LT(eval("L:7,20 D:9,12 D"), eval("L:7,20 D:10,11 D"));
  EXPECT_LT(eval("L:7,20 D:9,12 D", djed::Insight::kThreats), eval("L:7,20 D:10,11 D", djed::Insight::kThreats));
  // Material alone does not see it.
  EXPECT_EQ(eval("L:7,20 D:9,12 D", djed::Insight::kMaterial), eval("L:7,20 D:10,11 D", djed::Insight::kMaterial));
}

TEST(SenetEvaluation, ABlockadeHoldingOpposingPiecesHelps) {
  // The same squares to run for Light, Dark's 1 and 2 held behind Light's
  // three in a row, or not.
  EXPECT_GT(eval("L:10,11,12 D:1,2,25 L"), eval("L:9,11,13 D:1,2,25 L"));
  EXPECT_EQ(eval("L:10,11,12 D:1,2,25 L", djed::Insight::kThreats),
            eval("L:9,11,13 D:1,2,25 L", djed::Insight::kThreats));
}

TEST(SenetEvaluation, TheThrowKnownCounts) {
  // A 2 takes Light's piece onto 26; a 3 is lost.
  EXPECT_GT(eval("L:24 D:3,4 L throw:2"), eval("L:24 D:3,4 L throw:3"));
}

TEST(SenetEvaluation, TheLastHousesCostMoreThanTheirDistance) {
  // A lone piece on 26 needs exactly 5 or must step on; on 25 it is one
  // square further but reaches 26 with a 1 only, and the water waits beyond.
  EXPECT_GT(race_cost(bit(26), true), 5.0);
  EXPECT_GT(race_cost(bit(30), true), 1.0);
  EXPECT_DOUBLE_EQ(race_cost(bit(30), false), 1.0);
  EXPECT_DOUBLE_EQ(race_cost(bit(1) | bit(20), false), 30.0 + 11.0);
}

TEST(SenetEvaluation, SwapThreatsCountEachThrowOnce) {
  Position p;
  p.pieces[kLight] = bit(5) | bit(6);
  p.pieces[kDark] = bit(8) | bit(20);
  // 5 and 6 both reach 8 (with 3 and 2); 20 is out of reach.
  EXPECT_DOUBLE_EQ(swap_threat(p, kLight), 4.0 / 16 * 6 + 6.0 / 16 * 4);
  EXPECT_DOUBLE_EQ(swap_threat(p, kDark), 0.0);
}

TEST(SenetEvaluation, AThrowAboutToBeLostOrDrownedCosts) {
  // With a 1, Light's 1 runs into its own 2, its 2 and 8 into Dark's pairs:
  // only 26 moves, into the water. Full insight sees it coming.
  EXPECT_LT(eval("L:1,2,8,26 D:3,4,9,10 L"), eval("L:1,2,8,26 D:3,4,9,10 L", djed::Insight::kThreats));
  // A side whose pieces can use every throw loses nothing so.
  EXPECT_EQ(eval("L:12,14,16 D:2,20,28 D"), eval("L:12,14,16 D:2,20,28 D", djed::Insight::kThreats));
}

TEST(SenetEvaluation, TheSearchTriesBearingOffAndSwapsFirstAndTheWaterLast) {
  auto s = at("L:5,26,30 D:6,20 L throw:1");
  ASSERT_TRUE(s);
  std::map<std::string, int> hint;
  for (const djed::Turn& t : s->legal_turns()) hint[s->turn_to_string(t)] = s->order_hint(t);
  ASSERT_EQ(hint.size(), 3u);
  EXPECT_GT(hint["30-off"], hint["5x6"]);
  EXPECT_GT(hint["5x6"], hint["26-27"]);
  EXPECT_LT(hint["26-27"], 0);
  auto last = at("L:30 D:6,20 L throw:1");
  EXPECT_GT(last->order_hint(last->legal_turns().front()), hint["30-off"]);
}

}  // namespace
}  // namespace senet::test
