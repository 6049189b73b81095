#pragma once
// What the shared search needs to know about Ramses: a static score of a
// position at the start of a turn and which turns to try first.
#include "position.hpp"

namespace ramses {

// For p.side, positive is good. Hieroglyph squares held (a held square is
// frozen against the opponent), free hieroglyph squares each side's pawns
// reach with one half-move, mobility, and the danger of being locked up.
int evaluate(const Position& p);

// A turn putting an own pawn on a hieroglyph square, or moving an opponent
// pawn that threatens one, is tried first.
int order_hint(const Position& p, const HalfMove& own, const HalfMove* opponent);

}  // namespace ramses
