// The plugin's turn generator against naive_pharao.cpp on 2,000 thrown
// positions from random games.
#include <random>

#include "djed/chance.hpp"
#include "naive_pharao.hpp"
#include "pharao_test_support.hpp"

namespace pharao::test {
namespace {

TEST(PharaoCrossCheck, FastAndNaiveAgreeOnTwoThousandThrownPositions) {
  djed::ChanceSampler dice(21);
  std::mt19937 rng(22);
  int checked = 0, locked = 0, drowning = 0;
  while (checked < 2000) {
    auto s = game().new_initial_state();
    ASSERT_TRUE(s.ok());
    djed::StatePtr state = std::move(s.value());
    for (int t = 0; t < 150 && checked < 2000 && !state->is_terminal(); ++t) {
      const std::string before = state->to_string();
      const auto roll = dice.sample(*state);
      state->apply_action(roll);
      const std::string thrown = before + " " + state->action_to_string(roll);
      ASSERT_EQ(turn_strings(*state), naive_pharao::legal_turns(thrown)) << thrown;
      ++checked;
      const auto turns_here = turn_strings(*state);
      drowning += !turns_here.empty() && turns_here.back().rfind("drown", 0) == 0;
      if (state->is_terminal()) {
        locked += state->result().reason == "locked-up";
        break;
      }
      const auto turns = state->legal_turns();
      state->apply_turn(turns[rng() % turns.size()]);
    }
  }
  EXPECT_GT(drowning, 10) << "the sample should exercise drowning and rescue";
}

}  // namespace
}  // namespace pharao::test
