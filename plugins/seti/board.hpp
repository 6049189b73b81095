#pragma once
// The two Seti boards as 64-bit bitboards: files a.. (3 in Aleph, 5 in Beth),
// ranks 1..10. Square index = (rank - 1) * files + file. White starts on
// rank 1, Brown on rank 10; each side's finishing row is the other's start row.
#include <array>
#include <cstdint>

namespace seti {

using Bits = std::uint64_t;

inline constexpr int kWhite = 0;
inline constexpr int kBrown = 1;
inline constexpr int kRanks = 10;
inline constexpr int kMaxSquares = 50;

enum class Variant : std::uint8_t { kAleph, kBeth };

struct Shape {
  Variant variant;
  int files;
  int squares;
  bool ships;         // death-ships are in play (Aleph)
  int initial_ships;  // in each reserve at the start
  Bits board;
  std::array<Bits, 2> start_row;
  std::array<Bits, 2> finishing_row;
  std::array<Bits, kMaxSquares> pharao_steps;  // one step in 8 directions [D-9]
  std::array<Bits, kMaxSquares> priest_leaps;  // (2,2) diagonal or knight
  // Where a conquered figure is set down [D-11], by conqueror: start row
  // middle-out, then each next row toward the enemy in the same order.
  std::array<std::array<std::int8_t, kMaxSquares>, 2> placement_order;

  int square(int file, int rank) const { return (rank - 1) * files + file; }
  int file_of(int square) const { return square % files; }
  int rank_of(int square) const { return square / files + 1; }
};

const Shape& shape(Variant variant);

constexpr Bits bit(int square) { return Bits{1} << square; }

}  // namespace seti
