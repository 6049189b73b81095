// The worked examples of the rule sheets and the start-position perft counts.
#include <set>

#include "paths.hpp"
#include "ramses_state.hpp"
#include "ramses_test_support.hpp"

namespace ramses::test {
namespace {

const Position& position_of(const djed::State& state) {
  return static_cast<const RamsesState&>(state).situation().position;
}

// Pieces on 2, 5, 7, 10, 11, 16, 19, 22 with the oblongs over different
// squares; the colours do not matter for distances.
//
//   top:  .  L  .  .  [ L over 12 ]
//   mid:  .  L  .  .  L  D  .  .  .  .  D  .
//   bot:  .  D  .  .  [ D over 14 ]
TEST(RamsesExamples, TheEightDistancesOfTheSheet) {
  auto state = at("L:2,5(12),7,10 D:11,16,19,22(14) L");
  const Position& p = position_of(*state);
  const std::pair<int, int> expected[] = {{2, 3}, {5, 2}, {7, 4}, {10, 4}, {11, 4}, {16, 4}, {19, 3}, {22, 2}};
  for (auto [square, steps] : expected) EXPECT_EQ(p.distance(square), steps) << "piece on " << square;
}

// Figure Three: X (Light) on 3, 5(15), 8, 16; Y (Dark) on 6, 12, 19, 22(11).
//
//   top:  .  .  L  .  [ L over 15 ]
//   mid:  D  .  L  .  .  .  D  .  .  .  L  .
//   bot:  .  D  .  .  [ D over 11 ]
TEST(RamsesExamples, FigureThree) {
  auto state = at("L:3,5(15),8,16 D:6,12,19,22(11) L");
  EXPECT_EQ(position_of(*state).distance(3), 2);
  EXPECT_EQ(position_of(*state).distance(6), 4);
}

// Light 5(17), 8, 11, 19; Dark 10, 14, 15, 20; Light to move.
//
//   top:  .  .  .  .  [ L over 17 ]
//   mid:  .  .  L  .  D  L  .  .  D  D  .  .
//   bot:  .  L  D  .  [ ------------------- ]
TEST(RamsesExamples, OwnMovesChangeTheOpponentsDistances) {
  const std::string start = "L:5(17),8,11,19 D:10,14,15,20 L";
  const struct {
    const char* own;
    int their_square;
    int steps;
  } cases[] = {{"5-17", 10, 6}, {"8-18", 14, 4}, {"11-9", 15, 5}};
  for (const auto& c : cases) {
    auto state = at(start);
    auto own = state->action_from_string(c.own);
    ASSERT_TRUE(own.ok()) << c.own << ": " << (own.ok() ? "" : own.message());
    state->apply_action(*own);
    EXPECT_EQ(position_of(*state).distance(c.their_square), c.steps) << "after " << c.own;
  }
}

// Pieces on 3, 8, 10, 11, 14, 15, 19, 20: the piece on 8 walks 5 squares.
//
//   top:  .  .  L  .  [ ------------------- ]
//   mid:  .  .  L  .  L  L  .  .  D  D  .  .
//   bot:  .  D  D  .  [ ------------------- ]
TEST(RamsesExamples, DestinationsOfThePawnOnEight) {
  auto state = at("L:3,8,10,11 D:14,15,19,20 L");
  const Position& p = position_of(*state);
  ASSERT_EQ(p.distance(8), 5);
  std::set<std::string> ends;
  std::set<int> squares;
  DestMask d = destinations(p, 8);
  while (d) {
    const Destination dest = destination_of(std::countr_zero(d));
    d &= d - 1;
    squares.insert(dest.square);
    ends.insert(dest.alignment ? std::to_string(dest.square) + "(" + std::to_string(dest.alignment) + ")"
                               : std::to_string(dest.square));
  }
  EXPECT_EQ(squares, (std::set<int>{5, 12, 13, 16, 17, 18, 22}));
  // Onto an oblong only over a free middle square reached on the way.
  EXPECT_EQ(ends, (std::set<std::string>{"12", "13", "16", "17", "18", "5(12)", "5(13)", "5(16)", "5(17)", "22(12)",
                                         "22(13)", "22(16)", "22(17)"}));
}

TEST(RamsesPerft, StartPositionDepthsOneToThree) {
  for (const char* start : {"L:2,3,4,5(10) D:19,20,21,22(10) L first", "L:2,3,4,5(10) D:19,20,21,22(10) D first"}) {
    auto state = at(start);
    EXPECT_EQ(state->perft(1), 38u) << start;
    EXPECT_EQ(state->perft(2), 3766u) << start;
    EXPECT_EQ(state->perft(3), 544278u) << start;
  }
}

TEST(RamsesPerft, TheStartPositionHas38Turns) {
  auto state = game().new_initial_state();
  ASSERT_TRUE(state.ok());
  EXPECT_EQ((*state)->to_string(), "L:2,3,4,5(10) D:19,20,21,22(10) L first");
  EXPECT_EQ(turn_strings(**state).size(), 38u);
}

TEST(RamsesPerft, EitherSideMayStart) {
  EXPECT_TRUE(game().info().either_side_starts);
  auto dark = game().new_initial_state("", 1);
  ASSERT_TRUE(dark.ok()) << dark.message();
  EXPECT_EQ((*dark)->to_string(), "L:2,3,4,5(10) D:19,20,21,22(10) D first");
  EXPECT_EQ(turn_strings(**dark).size(), 38u);
  auto light = game().new_initial_state("", 0);
  ASSERT_TRUE(light.ok());
  EXPECT_EQ((*light)->to_string(), "L:2,3,4,5(10) D:19,20,21,22(10) L first");
}

TEST(RamsesPerft, FastPerftAgreesWithTheGenericTurnWalk) {
  // The SDK's generic perft walks legal_actions; the plugin's counts in bulk.
  auto state = at("L:3,5(15),8,16 D:6,12,19,22(11) L");
  const std::uint64_t fast = state->perft(2);
  std::uint64_t slow = 0;
  for (const auto& turn : state->legal_turns()) {
    auto child = state->clone();
    child->apply_turn(turn);
    slow += child->legal_turns().size();
  }
  EXPECT_EQ(fast, slow);
  EXPECT_GT(fast, 0u);
}

}  // namespace
}  // namespace ramses::test
