#pragma once
// Exact values of the endings of a last piece: one side has a single piece,
// the other up to `max_pieces`. Solved by value iteration over every such
// position (which side holds the last piece does not matter: the rules treat
// both colours alike, so Light holds it here). Turn caps and repetitions
// are ignored; the values are shares of games won with best play.
//
// Used by tools/pharao_endings to derive the evaluation's table of last
// piece endings, and by tests; too slow for play (three pieces take minutes).
#include <cstdint>
#include <vector>

#include "position.hpp"

namespace pharao {

class LastPieceEndings {
 public:
  // Iterates until no value changes by more than `tolerance`.
  LastPieceEndings(int max_pieces, double tolerance);

  // The share of games the last piece goes on to win from p (unthrown, one
  // side with a single piece not on the Nile, the other with 1..max_pieces).
  double last_piece_wins(const Position& p) const;

  int max_pieces() const { return max_pieces_; }
  int sweeps() const { return sweeps_; }

  // Calls visit(p, wins) for every ending with Light's last piece off the
  // Nile, Dark to hold `pieces` pieces, and either side to move.
  template <typename Visit>
  void for_each_ending(int pieces, Visit&& visit) const;

 private:
  std::size_t index_of(const Position& p) const;  // p with Light's single piece
  double solve_value(const Position& p) const;     // one Bellman backup
  static std::vector<Mask> masks_of(int pieces);

  int max_pieces_;
  int sweeps_ = 0;
  std::uint32_t masks_per_square_ = 0;
  std::vector<std::uint32_t> first_rank_;  // by piece count
  std::vector<float> value_;               // for the side to move, in [-1, 1]
};

template <typename Visit>
void LastPieceEndings::for_each_ending(int pieces, Visit&& visit) const {
  for (Mask others : masks_of(pieces))
    for (int side = 0; side < 2; ++side)
      for (int house = 1; house <= kHouses; ++house) {
        if (house == kNile || (others & bit(house))) continue;
        Position p;
        p.pieces = {bit(house), others};
        p.side = static_cast<std::uint8_t>(side);
        visit(p, last_piece_wins(p));
      }
}

}  // namespace pharao
