#pragma once
// The Senet board: thirty squares in three rows of ten, numbered along the
// path the pieces run (the middle row runs right to left). Square s is bit
// s-1 of a Mask.
//
//   row 0:   1   2   3   4   5   6   7   8   9  10
//   row 1:  20  19  18  17  16  15  14  13  12  11
//   row 2:  21  22  23  24  25  26  27  28  29  30
#include <cstdint>

namespace senet {

using Mask = std::uint32_t;

inline constexpr int kSquares = 30;
// A move's `to` when the piece leaves the board.
inline constexpr int kOff = 31;

// The marked houses (rules/en.md, "The board").
inline constexpr int kSecondLife = 15;   // where a piece from the water comes back
inline constexpr int kBeauty = 26;       // every piece must stop here
inline constexpr int kWater = 27;        // no piece rests here
inline constexpr int kThreeTruths = 28;  // leaves with a throw of 3
inline constexpr int kReAtum = 29;       // leaves with a throw of 2
inline constexpr int kHorus = 30;        // leaves with a throw of 1

constexpr Mask bit(int square) { return Mask{1} << (square - 1); }
inline constexpr Mask kAllSquares = (Mask{1} << kSquares) - 1;
// Pieces standing here cannot be attacked.
inline constexpr Mask kSafeSquares = bit(kBeauty) | bit(kThreeTruths) | bit(kReAtum) | bit(kHorus);

}  // namespace senet
