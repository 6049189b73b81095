#pragma once
// Half-moves taken back, for the exact solver's walk backwards: every
// position from which one path move of a pawn leads to the given one.
// A path read backwards is a path (the long squares' rules are the same both
// ways), so the squares a pawn came from are the ends of its walks of each
// possible length; one of them was its origin if, with the pawn put back
// there, its distance is that length.
#include <vector>

#include "paths.hpp"
#include "position.hpp"

namespace ramses {

// The positions before every half-move that ended with one of `pawns` on
// its square now and started on a square of `origins`. The side to move is
// left as in `p`.
void positions_before(const Position& p, Mask pawns, Mask origins, std::vector<Position>& out,
                      PathCache* cache = nullptr);

}  // namespace ramses
