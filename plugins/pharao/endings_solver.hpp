#pragma once
// Solves the endings of a last piece exactly, by value iteration with best
// play on both sides.
//
// A turn splits in two: the mover's own part (letting a piece drown, the
// own move, the rescue) and the move of an opponent piece with the opponent
// die. The value of a throw is the best own part followed by the best
// opponent move, and the best opponent move from a position after the own
// part does not depend on the own die. So each sweep first finds, for every
// position and each opponent die face, the best move of an opponent piece
// (from the values of the previous sweep), and then backs up every position
// over its own parts. A whole 4-piece table takes half a minute instead of
// enumerating 700 million turns per sweep. The two halves read and write
// separate arrays, so they split across threads with the same result.
#include "endings.hpp"

namespace pharao {

struct EndingsSolveStats {
  int sweeps = 0;
  double last_change = 0.0;  // the largest change of a value in the last sweep
};

// Sweeps until no value changes by more than `tolerance`, on `threads`
// threads (at least one).
LastPieceEndings solve_last_piece_endings(int max_pieces, double tolerance, int threads = 1,
                                          EndingsSolveStats* stats = nullptr);

}  // namespace pharao
