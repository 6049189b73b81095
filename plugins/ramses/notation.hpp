#pragma once
// Ramses notation. Position: `L:2,3,4,5(10) D:19,20,21,22(10) L first`
// (squares of each side, an oblong with its alignment, the side to move,
// `first` on the opening turn). Half-move: `4-5(13)`, `5-4`, `8-17`.
#include <string>
#include <string_view>

#include "djed/result.hpp"
#include "position.hpp"

namespace ramses {

std::string format_position(const Position& p);
// Checks the form only (squares, alignments, four pieces a side, no square
// twice); whether the position could arise in a game is not asked.
djed::Result<Position> parse_position(std::string_view text);

std::string format_half_move(const HalfMove& m);
// Checks the form only; legality is the caller's business.
djed::Result<HalfMove> parse_half_move(std::string_view text);

inline char side_letter(int side) { return side == kLight ? 'L' : 'D'; }

}  // namespace ramses
