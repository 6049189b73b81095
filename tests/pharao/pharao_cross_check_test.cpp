// The plugin's turn generator against naive_pharao.cpp on 2,000 thrown
// positions from random games.
#include <random>

#include "djed/chance.hpp"
#include "naive_pharao.hpp"
#include "pharao_test_support.hpp"
#include "turns.hpp"

namespace pharao::test {
namespace {

TEST(PharaoCrossCheck, FastAndNaiveAgreeOnTwoThousandThrownPositions) {
  djed::ChanceSampler dice(21);
  std::mt19937 rng(22);
  int checked = 0, drowning = 0;
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
      if (state->is_terminal()) break;
      const auto turns = state->legal_turns();
      state->apply_turn(turns[rng() % turns.size()]);
    }
  }
  EXPECT_GT(drowning, 10) << "the sample should exercise drowning and rescue";
}

// is_locked_up decides without enumerating turns; it must agree with the
// enumeration on sparse boards, where lock-ups happen.
TEST(PharaoCrossCheck, LockUpTestAgreesWithTurnEnumeration) {
  std::mt19937 rng(23);
  int locked = 0, free_to_move = 0;
  for (int sample = 0; sample < 20000; ++sample) {
    Position p = sparse_position(rng);
    p.thrown = true;
    p.roll = Roll{static_cast<std::uint8_t>(kOwnDieFaces[rng() % 6]),
                  static_cast<std::uint8_t>(kOpponentDieFaces[rng() % 6])};
    const bool double_zero = p.roll.own == 0 && p.roll.opponent == 0;
    const bool expected = !double_zero && !tally_turns(p).any_moves;
    ASSERT_EQ(is_locked_up(p), expected) << "pieces " << p.pieces[0] << "/" << p.pieces[1] << " side "
                                         << int(p.side) << " roll " << int(p.roll.own) << "-"
                                         << int(p.roll.opponent);
    (expected ? locked : free_to_move) += 1;
  }
  EXPECT_GT(locked, 100) << "the sample should contain lock-ups";
  EXPECT_GT(free_to_move, 200);
}

}  // namespace
}  // namespace pharao::test
