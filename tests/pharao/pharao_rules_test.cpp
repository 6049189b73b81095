// Pharao rules: perft, the dice, the lock-up story of the sheet, drowning,
// rescue and the House of Second Life.
#include <map>

#include "djed/chance.hpp"
#include "pharao_test_support.hpp"

namespace pharao::test {
namespace {

TEST(PharaoPerft, StartPositionUnthrown) {
  auto s = game().new_initial_state();
  ASSERT_TRUE(s.ok());
  EXPECT_EQ((*s)->to_string(), "L:2,3,4,5 D:20,21,22,23 D");
  EXPECT_TRUE((*s)->is_chance_node());
  EXPECT_EQ((*s)->perft(1), 774u);
  EXPECT_EQ((*s)->perft(2), 843788u);
}

TEST(PharaoPerft, AThrownPositionCountsItsTurns) {
  auto s = at("L:2,3,4,5 D:20,21,22,23 D roll:3-1");
  EXPECT_EQ(s->perft(1), s->legal_turns().size());
  EXPECT_GT(s->perft(1), 0u);
}

TEST(PharaoDice, OutcomesMatchTheFacesAndSumToOne) {
  auto s = at("L:2,3,4,5 D:20,21,22,23 D");
  const auto outcomes = s->chance_outcomes();
  ASSERT_EQ(outcomes.size(), 15u);  // 5 own values x 3 opponent values
  double sum = 0;
  std::uint32_t faces = 0;
  std::map<std::string, std::uint32_t> weight;
  for (const auto& o : outcomes) {
    sum += o.probability;
    faces += o.weight;
    EXPECT_DOUBLE_EQ(o.probability, o.weight / 36.0);
    weight[s->action_to_string(o.action)] = o.weight;
  }
  EXPECT_DOUBLE_EQ(sum, 1.0);
  EXPECT_EQ(faces, 36u);
  EXPECT_EQ(weight["roll:0-0"], 4u);  // two zeros on each die
  EXPECT_EQ(weight["roll:0-2"], 4u);
  EXPECT_EQ(weight["roll:3-1"], 2u);  // one 3 on the own die, two 1s on the other
  EXPECT_EQ(weight["roll:4-2"], 2u);
}

TEST(PharaoDice, SeededThrowsFollowTheFacesAndReplay) {
  auto s = at("L:2,3,4,5 D:20,21,22,23 D");
  djed::ChanceSampler sampler(2026), again(2026);
  std::map<int, int> own, opponent;
  const int n = 100000;
  for (int i = 0; i < n; ++i) {
    const auto a = sampler.sample(*s);
    ASSERT_EQ(a, again.sample(*s)) << "same seed, same throws";
    const std::string text = s->action_to_string(a);  // roll:a-b
    ++own[text[5] - '0'];
    ++opponent[text[7] - '0'];
  }
  const double sixth = 1.0 / 6;
  const double expected_own[] = {2 * sixth, sixth, sixth, sixth, sixth};
  for (int v = 0; v <= 4; ++v) EXPECT_NEAR(own[v] / double(n), expected_own[v], 0.006) << "own " << v;
  for (int v = 0; v <= 2; ++v) EXPECT_NEAR(opponent[v] / double(n), 2 * sixth, 0.006) << "opponent " << v;
  djed::ChanceSampler other(7);
  int same = 0;
  for (int i = 0; i < 100; ++i) same += other.sample(*s) == sampler.sample(*s);
  EXPECT_LT(same, 50) << "another seed throws differently";
}

// The sheet's lock-up story. Dark closes the last gap around Light's lone
// piece on 1; Light's double zero saves it; Dark then throws a zero for its
// own pieces and a non-zero for Light's: nothing can move, Dark is locked up.
//
//   1  2  3  4 ...       L  D  .  .
//  20 19 18 17 ...  ->   D  .  .  .
//  21 22 23 24 ...       D  D  .  .
TEST(PharaoLockUp, TheStoryOfTheSheet) {
  auto s = at("L:1 D:3,20,21,22 D roll:1-0");
  play(*s, "3-2 -");  // the blockade: 1 touches only 2 and 20
  ASSERT_TRUE(s->is_chance_node());
  play(*s, "roll:0-0");
  ASSERT_FALSE(s->is_terminal()) << "a double zero never locks anyone up";
  EXPECT_EQ(turn_strings(*s), (std::vector<std::string>{"- -"}));
  play(*s, "- -");
  play(*s, "roll:0-1");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->result().winner, 0);
  EXPECT_EQ(s->result().reason, "locked-up");
  EXPECT_EQ(s->result().cells, (std::vector<int>{2, 20, 21, 22})) << "the board marks the losing blockade";
}

TEST(PharaoLockUp, AZeroDieNeitherSavesNorDooms) {
  // Light, walled in, throws 3-0: nothing moves: locked up.
  auto own_only = at("L:1 D:2,20,21,22 L roll:3-0");
  ASSERT_TRUE(own_only->is_terminal());
  EXPECT_EQ(own_only->result().winner, 1);
  // Light throws 0-1: it must move a Dark piece one house, which it can.
  auto opponent_only = at("L:1 D:2,20,21,22 L roll:0-1");
  ASSERT_FALSE(opponent_only->is_terminal());
  EXPECT_TRUE(has(turn_strings(*opponent_only), "- 2-3"));
  // Dark throws 2-1: its own pieces can move.
  EXPECT_FALSE(at("L:1 D:2,20,21,22 D roll:2-1")->is_terminal());
}

// Light's piece in the Nile; Light's 23 walks 3 onto the House of Beauty.
TEST(PharaoRescue, AnOwnMoveOntoBeautyAllowsTheRescue) {
  auto s = at("L:23,27 D:5,6,7,8 L roll:3-1");
  // Without a piece on 26 at the start, only an own move onto 26 rescues.
  EXPECT_EQ(action_strings(*s), (std::vector<std::string>{"23-26", "drown"}));
  const auto turns = turn_strings(*s);
  EXPECT_TRUE(has(turns, "23-26 27-30 5-4"));
  EXPECT_TRUE(has(turns, "drown 23-26 5-4"));
  play(*s, "23-26 27-12 5-4");
  EXPECT_EQ(s->to_string(), "L:12,26 D:4,6,7,8 D");
}

TEST(PharaoRescue, APieceOnBeautyAtTheStartAllowsItAfterAnyOwnMove) {
  // The piece on 26 may even leave: it stood there when the turn began.
  auto s = at("L:5,26,27 D:10,11,12,13 L roll:2-1");
  const auto turns = turn_strings(*s);
  EXPECT_TRUE(has(turns, "5-7 27-30 10-9"));
  EXPECT_TRUE(has(turns, "26-24 27-30 10-9"));
}

TEST(PharaoRescue, AnImpossibleRescueLeavesOnlyDrown) {
  // 27 is boxed in by 26 (Light), 28 and 14 (Dark), and the own die is 0.
  auto s = at("L:26,27 D:1,2,14,28 L roll:0-1");
  EXPECT_EQ(action_strings(*s), (std::vector<std::string>{"drown"}));
  play(*s, "drown - 1-20");
  EXPECT_EQ(s->to_string(), "L:26 D:2,14,20,28 D");
}

TEST(PharaoRescue, AnOwnPieceGoesIntoTheNileOnlyWhenNothingElseMoves) {
  // Light's lone piece on 28 can go only to 27 (29 and 13 are taken).
  auto forced = at("L:28 D:5,6,13,29 L roll:1-0");
  EXPECT_EQ(turn_strings(*forced), (std::vector<std::string>{"28-27 -"}));
  // With another way out, 27 is not allowed.
  auto free = at("L:28 D:5,6,13,30 L roll:1-0");
  EXPECT_EQ(turn_strings(*free), (std::vector<std::string>{"28-29 -"}));
}

TEST(PharaoRescue, ASelfDrownedPieceWaitsOneOpponentTurn) {
  // Light's 1 is walled in, so 28 must go into the Nile.
  auto walled = at("L:1,28 D:2,13,20,29 L roll:1-0");
  play(*walled, "28-27 -");
  play(*walled, "roll:2-2");
  // Dark's turn: the drowning Light piece is neither resolved nor movable.
  for (const auto& t : turn_strings(*walled)) EXPECT_EQ(t.find("27-"), std::string::npos) << t;
  EXPECT_FALSE(has(action_strings(*walled), "drown"));
  play(*walled, turn_strings(*walled).front());
  play(*walled, "roll:0-0");
  // Light's next turn decides about it.
  EXPECT_TRUE(has(action_strings(*walled), "drown"));
}

TEST(PharaoEnd, TheLastPieceOnSecondLifeWins) {
  auto s = at("L:13 D:1,2,3,4 L roll:2-1");
  EXPECT_TRUE(has(turn_strings(*s), "13-15 -"));
  play(*s, "13-15 -");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->result().winner, 0);
  EXPECT_EQ(s->result().reason, "second-life");
  EXPECT_EQ(s->result().cells, (std::vector<int>{15}));
  // With two pieces, 15 is an ordinary house.
  auto two = at("L:13,30 D:1,2,3,4 L roll:2-1");
  EXPECT_FALSE(has(turn_strings(*two), "13-15 -"));
  EXPECT_TRUE(has(turn_strings(*two), "13-15 1-20"));
}

TEST(PharaoEnd, ADrowningPieceCountsUntilItIsLetDrown) {
  auto s = at("L:13,27 D:1,2,3,4 L roll:2-1");
  const auto turns = turn_strings(*s);
  EXPECT_TRUE(has(turns, "drown 13-15 -")) << "one piece left after drown";
  EXPECT_FALSE(has(turns, "13-15 -"));
}

TEST(PharaoEnd, LosingTheLastPieceToTheNileLoses) {
  auto s = at("L:27 D:1,2,3,4 L roll:0-1");
  EXPECT_EQ(action_strings(*s), (std::vector<std::string>{"drown"}));
  play(*s, "drown - 4-5");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->result().winner, 1);
  EXPECT_EQ(s->result().reason, "all-drowned");
  EXPECT_EQ(s->result().cells, (std::vector<int>{27})) << "the Nile, where the last piece went";
}

TEST(PharaoEnd, DarkBeginsAndTheBoardShowsTheDice) {
  auto s = game().new_initial_state();
  ASSERT_TRUE(s.ok());
  EXPECT_EQ((*s)->side_to_move(), 1);
  EXPECT_TRUE((*s)->board().dice.empty());
  play(**s, "roll:4-2");
  const auto dice = (*s)->board().dice;
  ASSERT_EQ(dice.size(), 2u);
  EXPECT_EQ(dice[0].value, 4);
  EXPECT_EQ(dice[1].value, 2);
}

}  // namespace
}  // namespace pharao::test
