// 10,000 random games through the SDK interface and the draw rules of
// GameRecord: each ends, and every state on the way is consistent.
#include <bit>
#include <random>

#include "djed/game_record.hpp"
#include "movegen.hpp"
#include "ramses_state.hpp"
#include "ramses_test_support.hpp"
#include "sanitized.hpp"

namespace ramses::test {
namespace {

// What must hold in every state: four pawns a side on distinct squares, an
// alignment exactly on occupied oblongs, a terminal state that says why.
void check_invariants(const RamsesState& state) {
  const Situation& s = state.situation();
  const Position& p = s.position;
  ASSERT_EQ(std::popcount(p.pieces[0]), 4);
  ASSERT_EQ(std::popcount(p.pieces[1]), 4);
  ASSERT_EQ(p.pieces[0] & p.pieces[1], 0u);
  ASSERT_EQ(p.occupied() & ~kAllSquares, 0u);
  for (int oblong : {kTopOblong, kBottomOblong}) {
    const int a = p.alignment(oblong);
    if (p.occupied() & bit(oblong))
      ASSERT_TRUE(is_aligned_middle(a)) << oblong;
    else
      ASSERT_EQ(a, 0) << oblong;
  }
  if (!state.is_terminal()) {
    ASSERT_EQ(p.winner(), -1);
    ASSERT_FALSE(state.legal_actions().empty());
    return;
  }
  const auto result = state.result();
  if (result.reason == "three-hieroglyphs") {
    ASSERT_TRUE(p.holds_three(result.winner));
  } else {
    ASSERT_EQ(result.reason, "locked-up");
    ASSERT_FALSE(has_legal_turn(p));
    ASSERT_EQ(result.winner, p.side ^ 1);
  }
}

TEST(RamsesRandomGames, TenThousandGamesEndWithEveryInvariantHolding) {
  std::mt19937 rng(1);
  int wins = 0, lockups = 0, draws = 0;
  const int games = djed::test::sanitized_share(10000);
  for (int g = 0; g < games; ++g) {
    djed::GameRecord record(at(g % 2 ? "L:2,3,4,5(10) D:19,20,21,22(10) D first"
                                     : "L:2,3,4,5(10) D:19,20,21,22(10) L first"),
                            game().info());
    while (!record.is_over()) {
      const auto& state = static_cast<const RamsesState&>(record.state());
      check_invariants(state);
      const auto actions = state.legal_actions();
      record.apply_action(actions[rng() % actions.size()]);
    }
    check_invariants(static_cast<const RamsesState&>(record.state()));
    ASSERT_LE(record.turns_played(), record.max_turns());
    const auto result = record.result();
    if (result.winner < 0)
      ++draws;
    else if (result.reason == "locked-up")
      ++lockups;
    else
      ++wins;
  }
  EXPECT_EQ(wins + lockups + draws, games);
  EXPECT_GT(wins, 0);
}

}  // namespace
}  // namespace ramses::test
