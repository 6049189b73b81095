// 10,000 random games with seeded dice through GameRecord: each ends, and
// every state on the way is consistent.
#include <bit>
#include <random>

#include "djed/chance.hpp"
#include "djed/game_record.hpp"
#include "pharao_state.hpp"
#include "pharao_test_support.hpp"
#include "sanitized.hpp"

namespace pharao::test {
namespace {

void check_invariants(const PharaoState& state, int light_before, int dark_before) {
  const Position& p = state.board_now();
  ASSERT_EQ(p.pieces[0] & p.pieces[1], 0u);
  ASSERT_EQ(p.occupied() & ~((Mask{1} << kHouses) - 1), 0u);
  ASSERT_LE(std::popcount(p.pieces[0]), light_before);  // pieces only ever leave
  ASSERT_LE(std::popcount(p.pieces[1]), dark_before);
  if (!state.is_terminal()) {
    ASSERT_FALSE(state.legal_actions().empty());
    return;
  }
  const auto r = state.result();
  const int winner = r.winner, loser = winner ^ 1;
  if (r.reason == "second-life") {
    ASSERT_EQ(p.pieces[winner], bit(kSecondLife));
  } else if (r.reason == "all-drowned") {
    ASSERT_EQ(p.pieces[loser], 0u);
  } else {
    ASSERT_EQ(r.reason, "locked-up");
    const Roll roll = state.turn_start().roll;
    ASSERT_TRUE(roll.own != 0 || roll.opponent != 0);
    ASSERT_EQ(state.turn_start().side, loser);
  }
}

TEST(PharaoRandomGames, TenThousandGamesEndWithEveryInvariantHolding) {
  djed::ChanceSampler dice(31);
  std::mt19937 rng(32);
  int decided = 0, drawn = 0;
  for (int g = 0; g < djed::test::sanitized_share(10000); ++g) {
    auto s = game().new_initial_state();
    ASSERT_TRUE(s.ok());
    djed::GameRecord record(std::move(s.value()), game().info());
    int light = 4, dark = 4;
    while (!record.is_over()) {
      const auto& state = static_cast<const PharaoState&>(record.state());
      check_invariants(state, light, dark);
      light = std::popcount(state.board_now().pieces[0]);
      dark = std::popcount(state.board_now().pieces[1]);
      if (state.is_chance_node()) {
        record.apply_action(dice.sample(state));
      } else {
        const auto actions = state.legal_actions();
        record.apply_action(actions[rng() % actions.size()]);
      }
    }
    check_invariants(static_cast<const PharaoState&>(record.state()), light, dark);
    ASSERT_LE(record.turns_played(), record.max_turns());
    (record.result().winner < 0 ? drawn : decided) += 1;
  }
  EXPECT_GT(decided, 0);
}

}  // namespace
}  // namespace pharao::test
