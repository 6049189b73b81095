#pragma once
// The Ramses board as bitmasks: 22 squares on a 3 x 12 grid, numbered 1..22.
// Square n is bit n-1. Squares 5 and 22 are the oblongs above and below the
// middle squares 10..17; a piece on an oblong is aligned with one of them.
//
//   col:  0   1   2   3   4 ... 11
//   top:  1   2   3   4   [---- 5 ----]
//   mid:  6   7   8   9  10 ... 17
//   bot: 18  19  20  21   [--- 22 ----]
#include <array>
#include <cstdint>

namespace ramses {

using Mask = std::uint32_t;    // a set of squares
using DestMask = std::uint64_t;  // a set of destinations (oblongs with alignment)

inline constexpr int kSquares = 22;
inline constexpr int kTopOblong = 5;
inline constexpr int kBottomOblong = 22;
inline constexpr int kFirstMiddle = 10;  // the middle squares an oblong aligns with
inline constexpr int kLastMiddle = 17;
inline constexpr int kAlignments = 8;

constexpr Mask bit(int square) { return Mask{1} << (square - 1); }
constexpr bool is_oblong(int square) { return square == kTopOblong || square == kBottomOblong; }
constexpr bool is_aligned_middle(int square) { return square >= kFirstMiddle && square <= kLastMiddle; }
// The square a piece leaves an oblong through besides its aligned square.
constexpr int hub_of(int oblong) { return oblong == kTopOblong ? 4 : 21; }

inline constexpr Mask kAllSquares = (Mask{1} << kSquares) - 1;
inline constexpr Mask kHieroglyphs = bit(1) | bit(9) | bit(13) | bit(17) | bit(18);
inline constexpr Mask kOblongs = bit(kTopOblong) | bit(kBottomOblong);
inline constexpr Mask kAlignedMiddle = 0xFFu << (kFirstMiddle - 1);
inline constexpr Mask kTopRow = bit(1) | bit(2) | bit(3) | bit(4) | bit(5);
inline constexpr Mask kMiddleRow = 0xFFFu << 5;  // 6..17
inline constexpr Mask kBottomRow = bit(18) | bit(19) | bit(20) | bit(21) | bit(22);

// Destination sets: bit n-1 for an ordinary square n; the top oblong aligned
// with k is bit 22 + (k - 10), the bottom one bit 30 + (k - 10).
constexpr int dest_bit_index(int square, int alignment) {
  if (square == kTopOblong) return 22 + (alignment - kFirstMiddle);
  if (square == kBottomOblong) return 30 + (alignment - kFirstMiddle);
  return square - 1;
}
constexpr DestMask dest_bit(int square, int alignment = 0) {
  return DestMask{1} << dest_bit_index(square, alignment);
}
constexpr DestMask all_alignments(int oblong) {
  return DestMask{0xFF} << dest_bit_index(oblong, kFirstMiddle);
}
// Inverse of dest_bit_index.
struct Destination {
  int square;
  int alignment;  // 0 unless an oblong
};
constexpr Destination destination_of(int index) {
  if (index >= 30) return {kBottomOblong, kFirstMiddle + index - 30};
  if (index >= 22) return {kTopOblong, kFirstMiddle + index - 22};
  return {index + 1, 0};
}

// Grid position of an ordinary square (oblongs: row only, column 4, span 8).
constexpr int row_of(int square) { return square <= 5 ? 0 : square <= 17 ? 1 : 2; }
constexpr int col_of(int square) {
  if (square <= 4) return square - 1;
  if (square == kTopOblong || square == kBottomOblong) return 4;
  if (square <= 17) return square - 6;
  return square - 18;
}

// Neighbours of each square, oblongs included (index 0 unused).
inline constexpr std::array<Mask, kSquares + 1> kNeighbours = [] {
  std::array<Mask, kSquares + 1> n{};
  auto link = [&n](int a, int b) {
    n[a] |= bit(b);
    n[b] |= bit(a);
  };
  for (int s = 1; s <= 3; ++s) link(s, s + 1);      // top row 1..4
  for (int s = 6; s <= 16; ++s) link(s, s + 1);     // middle row 6..17
  for (int s = 18; s <= 20; ++s) link(s, s + 1);    // bottom row 18..21
  for (int c = 0; c < 4; ++c) {                     // the four full columns
    link(1 + c, 6 + c);
    link(6 + c, 18 + c);
  }
  link(4, kTopOblong);
  link(21, kBottomOblong);
  for (int k = kFirstMiddle; k <= kLastMiddle; ++k) {
    link(k, kTopOblong);
    link(k, kBottomOblong);
  }
  return n;
}();

// The fixed part of each square's column (for 10..17 the oblongs are added
// when aligned with it).
inline constexpr std::array<Mask, kSquares + 1> kFixedColumn = [] {
  std::array<Mask, kSquares + 1> c{};
  for (int s = 1; s <= kSquares; ++s) {
    if (is_oblong(s)) continue;
    const int col = col_of(s);
    for (int t = 1; t <= kSquares; ++t)
      if (!is_oblong(t) && col_of(t) == col) c[s] |= bit(t);
  }
  return c;
}();

inline constexpr std::array<Mask, kSquares + 1> kRow = [] {
  std::array<Mask, kSquares + 1> r{};
  for (int s = 1; s <= kSquares; ++s) r[s] = row_of(s) == 0 ? kTopRow : row_of(s) == 1 ? kMiddleRow : kBottomRow;
  return r;
}();

}  // namespace ramses
