// The exact solver of last-piece endings behind the evaluation's table.
#include <gtest/gtest.h>

#include "endings.hpp"

namespace {

using pharao::bit;
using pharao::kDark;
using pharao::kLight;

pharao::Position make(int light, int dark, int side) {
  pharao::Position p;
  p.pieces = {bit(light), bit(dark)};
  p.side = static_cast<std::uint8_t>(side);
  return p;
}

// One piece each: small enough to solve in a test.
const pharao::LastPieceEndings& one_against_one() {
  static const pharao::LastPieceEndings endings(1, 1e-7);
  return endings;
}

TEST(PharaoEndings, ColoursAreAlike) {
  // The same placement with the colours swapped has the same value for the
  // side to move; the solver stores the two as different entries.
  const auto& endings = one_against_one();
  for (int a = 1; a <= 30; ++a)
    for (int b = 1; b <= 30; ++b) {
      if (a == b || a == pharao::kNile || b == pharao::kNile) continue;
      const double light_moves = endings.last_piece_wins(make(a, b, kLight));      // Light at a to move
      const double dark_moves = 1.0 - endings.last_piece_wins(make(b, a, kDark));  // Dark at a to move
      ASSERT_NEAR(light_moves, dark_moves, 1e-4) << a << " against " << b;
    }
}

TEST(PharaoEndings, ALastPieceOnTheNileHasLost) {
  // Light's only piece is drowning and cannot be rescued.
  EXPECT_EQ(one_against_one().last_piece_wins(make(pharao::kNile, 1, kLight)), 0.0);
}

TEST(PharaoEndings, ValuesCountTheThrowThatWinsAtOnce) {
  //   row 0:   .  .  .  .  .  .  .  .  .  D      D on 10
  //   row 1:   .  .  .  .  .  s  L  .  .  .      L on 14, next to Second Life
  //   row 2:   .  .  .  .  .  b  ~  .  .  .
  // Light to move wins at once with the own die's 1 or 3: a third of throws.
  const double light_to_move = one_against_one().last_piece_wins(make(14, 10, kLight));
  EXPECT_GE(light_to_move, 1.0 / 3);
  EXPECT_LT(light_to_move, 1.0);
  // With Dark to move first, Dark may push L into the Nile next door with
  // its opponent die's 1, or move L away; Light's share is lower.
  EXPECT_LT(one_against_one().last_piece_wins(make(14, 10, kDark)), light_to_move);
}

TEST(PharaoEndings, RefusesPieceCountsOutsideTheGame) {
  EXPECT_THROW(pharao::LastPieceEndings(0, 1e-3), std::invalid_argument);
  EXPECT_THROW(pharao::LastPieceEndings(5, 1e-3), std::invalid_argument);
}

}  // namespace
