#pragma once
// The Pharao board: 30 houses on 3 rows of 10, numbered as in Senet (the
// middle row runs right to left). House h is bit h-1 of a Mask.
//
//   row 0:   1   2   3   4   5   6   7   8   9  10
//   row 1:  20  19  18  17  16  15  14  13  12  11
//   row 2:  21  22  23  24  25  26  27  28  29  30
#include <array>
#include <cstdint>

namespace pharao {

using Mask = std::uint32_t;

inline constexpr int kHouses = 30;
inline constexpr int kSecondLife = 15;  // House of Second Life
inline constexpr int kBeauty = 26;      // House of Beauty
inline constexpr int kNile = 27;        // House of Humiliation
inline constexpr int kRescueSteps = 3;

constexpr Mask bit(int house) { return Mask{1} << (house - 1); }

constexpr int row_of(int house) { return (house - 1) / 10; }
constexpr int col_of(int house) {
  const int r = row_of(house);
  return r == 1 ? 20 - house : (house - 1) % 10;
}
constexpr int house_at(int row, int col) { return row == 1 ? 20 - col : row * 10 + col + 1; }

inline constexpr std::array<Mask, kHouses + 1> kNeighbours = [] {
  std::array<Mask, kHouses + 1> n{};
  for (int h = 1; h <= kHouses; ++h) {
    const int r = row_of(h), c = col_of(h);
    if (c > 0) n[h] |= bit(house_at(r, c - 1));
    if (c < 9) n[h] |= bit(house_at(r, c + 1));
    if (r > 0) n[h] |= bit(house_at(r - 1, c));
    if (r < 2) n[h] |= bit(house_at(r + 1, c));
  }
  return n;
}();

}  // namespace pharao
