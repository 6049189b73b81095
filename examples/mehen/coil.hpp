#pragma once
// Where the squares lie on the coiled snake: the head in the middle of the
// board, then along an Archimedean spiral (the radius grows by kPitch each
// turn) from square 29, kNeck from the head, out to the tail at the foot,
// kSpacing apart along the body. The board's
// art (images/coil.svg, drawn by images/draw_coil.py) follows the same
// spiral.
#include "djed/free_board.hpp"

namespace mehen {

inline constexpr double kBoardWidth = 15.0;
inline constexpr double kBoardHeight = 10.4;
inline constexpr djed::BoardPoint kCoilCentre{7.5, 5.1};
inline constexpr double kPitch = 1.5;        // between one turn of the body and the next
inline constexpr double kSpacing = 1.2;      // between two squares along the body
inline constexpr double kNeck = 1.45;        // from the head to square 29
inline constexpr double kSquareSize = 0.92;  // a square's hole
inline constexpr double kHeadSize = 1.25;

// The centre of square 1-30 in board units.
djed::BoardPoint square_centre(int square);

// The board the app draws: the squares as holes along the coil over its
// art, each side's start and home as areas beside it.
djed::FreeBoard coil_board();

}  // namespace mehen
