// The plugin's turn generator against the naive one in naive_ramses.cpp,
// turn for turn, on positions from random games.
#include <random>

#include "naive_ramses.hpp"
#include "ramses_test_support.hpp"

namespace ramses::test {
namespace {

TEST(RamsesCrossCheck, FastAndNaiveGeneratorsAgreeOnRandomPositions) {
  std::mt19937 rng(7);
  int checked = 0, with_turns = 0;
  for (int g = 0; checked < 2000; ++g) {
    // Half the games start with Dark, some positions are the opening turn.
    auto state = at(g % 2 ? "L:2,3,4,5(10) D:19,20,21,22(10) D first" : "L:2,3,4,5(10) D:19,20,21,22(10) L first");
    for (int t = 0; t < 200 && checked < 2000; ++t) {
      const std::string text = state->to_string();
      const auto fast = turn_strings(*state);
      ASSERT_EQ(fast, naive_ramses::legal_turns(text)) << text;
      ++checked;
      if (fast.empty()) break;
      ++with_turns;
      const auto turns = state->legal_turns();
      state->apply_turn(turns[rng() % turns.size()]);
    }
  }
  EXPECT_EQ(checked, 2000);
  EXPECT_GT(with_turns, 1900);
}

TEST(RamsesCrossCheck, TheNaiveGeneratorReproducesTheSheetExample) {
  // Guards the guard: the naive generator knows the pawn on 8 of §5 too.
  const auto ends = naive_ramses::destinations("L:3,8,10,11 D:14,15,19,20 L", 8);
  EXPECT_EQ(ends, (std::vector<std::string>{"12", "13", "16", "17", "18", "22(12)", "22(13)", "22(16)", "22(17)",
                                            "5(12)", "5(13)", "5(16)", "5(17)"}));
}

}  // namespace
}  // namespace ramses::test
