// The perfect index of Ramses positions for the exact solver: every number
// is one position and back, every position of real play has its number, and
// the count is the number of placements worked out another way.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <random>

#include "movegen.hpp"
#include "solve_index.hpp"

namespace ramses::test {
namespace {

std::uint64_t binomial(int n, int k) {
  std::uint64_t r = 1;
  for (int i = 1; i <= k; ++i) r = r * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
  return r;
}

TEST(RamsesSolveIndex, CountsEveryPlacementOnce) {
  // Eight pawns: j of them on the long squares (each with 8 alignments), the
  // rest on the twenty other squares; then which four are the mover's.
  std::uint64_t placements = 0;
  for (int j = 0; j <= 2; ++j)
    placements += binomial(2, j) * binomial(20, 8 - j) * binomial(8, 4) * (j == 0 ? 1 : j == 1 ? 8 : 64);
  EXPECT_EQ(solve::index_size(), placements);
  EXPECT_EQ(placements, 269285100u);
}

void expect_a_position(const Position& p, std::uint64_t index) {
  ASSERT_EQ(std::popcount(p.pieces[0]), 4) << index;
  ASSERT_EQ(std::popcount(p.pieces[1]), 4) << index;
  ASSERT_EQ(p.pieces[0] & p.pieces[1], 0u) << index;
  ASSERT_EQ(p.occupied() & ~kAllSquares, 0u) << index;
  ASSERT_EQ(p.side, kLight);
  for (int oblong : {kTopOblong, kBottomOblong}) {
    if (p.occupied() & bit(oblong))
      ASSERT_TRUE(is_aligned_middle(p.alignment(oblong))) << index;
    else
      ASSERT_EQ(p.alignment(oblong), 0) << index;
  }
}

TEST(RamsesSolveIndex, EveryNumberIsAPositionAndBack) {
  std::mt19937_64 rng(30);
  const std::uint64_t n = solve::index_size();
  std::vector<std::uint64_t> numbers = {0, 1, n - 2, n - 1};
  for (int i = 0; i < 300000; ++i) numbers.push_back(rng() % n);
  std::vector<std::uint64_t> keys;
  for (std::uint64_t i : numbers) {
    const Position p = solve::unrank(i);
    expect_a_position(p, i);
    ASSERT_EQ(solve::rank(p), i);
  }
  // Distinct numbers, distinct positions: a run of consecutive numbers across
  // several classes.
  for (std::uint64_t i = 8817900 - 5000; i < 8817900 + 5000; ++i) keys.push_back(solve::unrank(i).key());
  std::sort(keys.begin(), keys.end());
  EXPECT_EQ(std::adjacent_find(keys.begin(), keys.end()), keys.end());
}

TEST(RamsesSolveIndex, PositionsOfPlayHaveTheirNumberSeenFromTheMover) {
  std::mt19937_64 rng(31);
  for (int game = 0; game < 300; ++game) {
    Position p = start_position(game % 2 ? kDark : kLight);
    for (int turn = 0; turn < 60 && p.winner() < 0; ++turn) {
      const std::uint64_t i = solve::rank(p);
      ASSERT_LT(i, solve::index_size());
      // The same position with the colours swapped so that Light moves.
      Position folded = p;
      if (p.side == kDark) std::swap(folded.pieces[0], folded.pieces[1]);
      folded.side = kLight;
      folded.first = false;
      ASSERT_EQ(solve::unrank(i), folded);
      MoveList own;
      legal_own_moves(p, own);
      if (own.size == 0) break;
      p.make(own.moves[static_cast<std::size_t>(rng() % static_cast<std::uint64_t>(own.size))]);
      if (p.winner() >= 0) break;
      MoveList theirs;
      opponent_moves(p, theirs);
      if (theirs.size == 0) break;
      p.make(theirs.moves[static_cast<std::size_t>(rng() % static_cast<std::uint64_t>(theirs.size))]);
      p.pass_turn();
    }
  }
}

}  // namespace
}  // namespace ramses::test
