// 10,000 random games per variant through GameRecord: each ends, pieces are
// conserved (Aleph: 6 figures and 6 ships; Beth: figures only leave).
#include <bit>
#include <random>

#include "djed/game_record.hpp"
#include "sanitized.hpp"
#include "seti_state.hpp"
#include "seti_test_support.hpp"

namespace seti::test {
namespace {

void check_invariants(const SetiState& state, int figures_before) {
  const Position& p = state.position();
  const Shape& shape = state.shape();
  ASSERT_EQ(p.figures[0] & p.figures[1], 0u);
  ASSERT_EQ(p.ships[0] & p.ships[1], 0u);
  ASSERT_EQ((p.all_figures() | p.all_ships()) & ~shape.board, 0u);
  ASSERT_EQ(p.pharaos & ~p.all_figures(), 0u);
  // A ship lies alone or under a figure of its own side.
  ASSERT_EQ(p.ships[0] & p.figures[1], 0u);
  ASSERT_EQ(p.ships[1] & p.figures[0], 0u);
  for (int side : {kWhite, kBrown}) ASSERT_EQ(p.ships[side] & shape.finishing_row[side], 0u);
  const int figures = std::popcount(p.all_figures());
  if (shape.ships) {
    ASSERT_EQ(figures, 6);
    ASSERT_EQ(std::popcount(p.pharaos), 2);
    ASSERT_EQ(std::popcount(p.all_ships()) + p.reserve[0] + p.reserve[1], 6);
  } else {
    ASSERT_LE(figures, figures_before);
    ASSERT_EQ(p.all_ships(), 0u);
    ASSERT_EQ(p.reserve[0] + p.reserve[1], 0);
    for (int side : {kWhite, kBrown}) ASSERT_LE(std::popcount(p.figures[side] & p.pharaos), 1);
  }
  if (state.is_terminal()) {
    const auto r = state.result();
    if (r.reason == "finishing-row") {
      ASSERT_EQ(r.winner, p.side);
      ASSERT_NE(p.figures[p.side] & shape.finishing_row[p.side], 0u);
    } else {
      ASSERT_EQ(r.reason, "no-move");
      ASSERT_EQ(r.winner, p.side ^ 1);
    }
  } else {
    ASSERT_FALSE(state.legal_actions().empty());
  }
}

class SetiRandomGames : public ::testing::TestWithParam<std::string> {};

TEST_P(SetiRandomGames, TenThousandGamesEndWithPiecesConserved) {
  std::mt19937 rng(3);
  int decided = 0, drawn = 0;
  const int games = djed::test::sanitized_share(10000);
  for (int g = 0; g < games; ++g) {
    djed::GameRecord record(start(GetParam()), game().info());
    int figures = 10;
    while (!record.is_over()) {
      const auto& state = static_cast<const SetiState&>(record.state());
      check_invariants(state, figures);
      figures = std::popcount(state.position().all_figures());
      const auto actions = state.legal_actions();
      record.apply_action(actions[rng() % actions.size()]);
    }
    check_invariants(static_cast<const SetiState&>(record.state()), figures);
    ASSERT_LE(record.turns_played(), record.max_turns());
    (record.result().winner < 0 ? drawn : decided) += 1;
  }
  EXPECT_EQ(decided + drawn, games);
  EXPECT_GT(decided, 0);
}

INSTANTIATE_TEST_SUITE_P(BothVariants, SetiRandomGames, ::testing::Values("aleph", "beth"));

}  // namespace
}  // namespace seti::test
