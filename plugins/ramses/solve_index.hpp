#pragma once
// The perfect index of Ramses positions for the exact solver: one number per
// placement of the side to move's four pawns and the opponent's four on the
// 22 squares, with the alignment of each long square that holds a pawn.
// Colours are folded: a position is indexed from the side to move's view (its
// pawns first), so Dark to move and the same position with the colours
// swapped and Light to move share a number. The opening turn's rule is not
// part of a position here.
//
// The numbers run class by class (what stands on the two long squares: empty,
// the mover's pawn, the opponent's), then by the pawns on the other twenty
// squares (combinatorial ranks) and the alignments.
#include <cstdint>

#include "position.hpp"

namespace ramses::solve {

// 269,285,100 positions.
std::uint64_t index_size();
// The number of `p` (seen from p.side); p holds four pawns a side.
std::uint64_t rank(const Position& p);
// The position of a number, Light to move (the mover's pawns are Light's).
Position unrank(std::uint64_t index);

}  // namespace ramses::solve
