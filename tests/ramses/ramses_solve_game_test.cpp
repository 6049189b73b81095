// Ramses for the exact solver: half-moves taken back are exactly the
// half-moves made (checked against trying every square as an origin), and
// the solver's steps backwards are exactly its steps forwards, on positions
// of play and on arbitrary numbers of the index.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "movegen.hpp"
#include "solve_game.hpp"
#include "solve_index.hpp"
#include "unmoves.hpp"

namespace ramses::test {
namespace {

// Every position before a half-move of one of `pawns` from a square of
// `origins`, found the slow way: every empty square (every alignment of a
// long square) tried as the origin.
std::vector<std::uint64_t> before_by_trying(const Position& p, Mask pawns, Mask origins) {
  std::vector<std::uint64_t> keys;
  for (int at = 1; at <= kSquares; ++at) {
    if (!(pawns & bit(at))) continue;
    for (int from = 1; from <= kSquares; ++from) {
      if ((p.occupied() & bit(from)) || !(origins & bit(from))) continue;
      for (int a = is_oblong(from) ? kFirstMiddle : 0; a <= (is_oblong(from) ? kLastMiddle : 0); ++a) {
        Position before = p;
        before.make(HalfMove{static_cast<std::uint8_t>(at), static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(a)});
        const HalfMove back{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(at),
                            static_cast<std::uint8_t>(is_oblong(at) ? p.alignment(at) : 0)};
        if (destinations(before, from) & dest_bit(back.to, back.alignment)) keys.push_back(before.key());
      }
    }
  }
  std::sort(keys.begin(), keys.end());
  return keys;
}

std::vector<Position> sample_positions(int count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<Position> out;
  // Positions of random play, and arbitrary placements.
  while (static_cast<int>(out.size()) < count / 2) {
    Position p = start_position(rng() % 2 ? kDark : kLight);
    p.first = false;
    for (int turn = 0; turn < 40 && p.winner() < 0; ++turn) {
      out.push_back(p);
      MoveList own;
      legal_own_moves(p, own);
      if (own.size == 0) break;
      p.make(own.moves[rng() % static_cast<std::uint64_t>(own.size)]);
      if (p.winner() >= 0) break;
      MoveList replies;
      opponent_moves(p, replies);
      p.make(replies.moves[rng() % static_cast<std::uint64_t>(replies.size)]);
      p.pass_turn();
    }
  }
  while (static_cast<int>(out.size()) < count) out.push_back(solve::unrank(rng() % solve::index_size()));
  return out;
}

TEST(RamsesUnmoves, AreExactlyTheHalfMovesMade) {
  int found = 0;
  for (const Position& p : sample_positions(600, 40)) {
    for (int side : {kLight, kDark}) {
      for (Mask origins : {kAllSquares, kAllSquares & ~kHieroglyphs}) {
        std::vector<Position> before;
        positions_before(p, p.pieces[static_cast<std::size_t>(side)], origins, before);
        std::vector<std::uint64_t> keys;
        for (const Position& b : before) keys.push_back(b.key());
        std::sort(keys.begin(), keys.end());
        ASSERT_EQ(std::adjacent_find(keys.begin(), keys.end()), keys.end()) << "a position twice";
        ASSERT_EQ(keys, before_by_trying(p, p.pieces[static_cast<std::size_t>(side)], origins));
        found += static_cast<int>(keys.size());
      }
    }
  }
  EXPECT_GT(found, 10000);
}

TEST(RamsesSolveGame, StepsBackwardsAreExactlyTheStepsForwards) {
  const solve::SolveGame game;
  const std::uint64_t n = game.stored_size();
  std::vector<std::uint64_t> indices;
  for (const Position& p : sample_positions(1000, 41)) {
    indices.push_back(solve::rank(p));
    indices.push_back(n + solve::rank(p));
  }
  int steps = 0, inside = 0;
  std::vector<std::uint64_t> next, before, back;
  for (std::uint64_t i : indices) {
    if (!game.valid(i) || game.finished(i)) continue;
    game.successors(i, next);
    ASSERT_FALSE(next.empty());
    for (std::uint64_t j : next) {
      ASSERT_LT(j, game.size());
      ASSERT_TRUE(game.valid(j));
      inside += game.inside_turn(j);
      game.predecessors(j, before);
      ASSERT_EQ(std::count(before.begin(), before.end(), i), 1) << "step " << i << " -> " << j;
      // And every valid, unfinished predecessor of j really leads to j.
      for (std::uint64_t u : before) {
        if (!game.valid(u) || game.finished(u)) continue;
        game.successors(u, back);
        ASSERT_EQ(std::count(back.begin(), back.end(), j), 1) << "step back " << j << " -> " << u;
      }
      ++steps;
    }
  }
  EXPECT_GT(steps, 20000);
  EXPECT_GT(inside, 1000);
}

// The solver's first stage counts steps with census(); it must say what
// valid(), finished() and the distinct successors say, for numbers of play
// and arbitrary ones (many of them invalid inside a turn), both halves.
TEST(RamsesSolveGame, CensusAgreesWithTheStepsListed) {
  const solve::SolveGame game;
  std::mt19937_64 rng(42);
  std::vector<std::uint64_t> indices;
  for (const Position& p : sample_positions(2000, 43)) {
    indices.push_back(solve::rank(p));
    indices.push_back(game.stored_size() + solve::rank(p));
  }
  for (int i = 0; i < 50000; ++i) indices.push_back(rng() % game.size());
  int invalid = 0, finished = 0, open = 0;
  std::vector<std::uint64_t> next;
  for (std::uint64_t i : indices) {
    const auto c = game.census(i);
    ASSERT_EQ(c.valid, game.valid(i)) << i;
    if (!c.valid) {
      ++invalid;
      continue;
    }
    ASSERT_EQ(c.finished, game.finished(i)) << i;
    if (c.finished) {
      ++finished;
      continue;
    }
    game.successors(i, next);
    std::sort(next.begin(), next.end());
    ASSERT_EQ(c.steps, std::unique(next.begin(), next.end()) - next.begin()) << i;
    ++open;
  }
  EXPECT_GT(invalid, 500);
  EXPECT_GT(finished, 500);
  EXPECT_GT(open, 10000);
}

TEST(RamsesSolveGame, FinishedPositionsAreTheRulesEnds) {
  const solve::SolveGame game;
  // Light (to move) on three hieroglyph squares has won; Dark on three: lost.
  Position p;
  p.pieces[kLight] = bit(1) | bit(9) | bit(13) | bit(2);
  p.pieces[kDark] = bit(19) | bit(20) | bit(21) | bit(3);
  using djed::solve::Outcome;
  EXPECT_EQ(game.finished(solve::rank(p)), (Outcome{Outcome::Kind::kWin, 0}));
  std::swap(p.pieces[0], p.pieces[1]);
  EXPECT_EQ(game.finished(solve::rank(p)), (Outcome{Outcome::Kind::kLoss, 0}));
  // Inside a turn, no position is finished; one where the own half-move won is none at all.
  EXPECT_FALSE(game.valid(game.stored_size() + solve::rank(p)));
}

}  // namespace
}  // namespace ramses::test
