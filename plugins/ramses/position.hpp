#pragma once
// A Ramses position at the start of a turn or between its two half-moves:
// the pieces of both sides, the oblongs' alignments, the side to move and
// whether this is the opening turn. Small and trivially copyable, so search
// and perft copy it instead of undoing moves.
#include <array>
#include <bit>
#include <cstdint>

#include "board.hpp"

namespace ramses {

inline constexpr int kLight = 0;
inline constexpr int kDark = 1;
inline constexpr int kPiecesPerSide = 4;

// One half-move: a path move of one piece. `alignment` is set (10..17) only
// when `to` is an oblong.
struct HalfMove {
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  std::uint8_t alignment = 0;

  friend bool operator==(const HalfMove&, const HalfMove&) = default;
};

struct Position {
  std::array<Mask, 2> pieces{};      // by side
  std::array<std::uint8_t, 2> oblong_alignment{};  // top (5), bottom (22); 0 when empty
  std::uint8_t side = kLight;        // the side whose turn it is
  bool first = false;                // the opening turn of the game

  Mask occupied() const { return pieces[0] | pieces[1]; }
  // The side of the piece on `square`, or -1.
  int owner(int square) const {
    return (pieces[0] & bit(square)) ? 0 : (pieces[1] & bit(square)) ? 1 : -1;
  }
  int alignment(int oblong) const { return oblong_alignment[oblong == kTopOblong ? 0 : 1]; }

  // The number of steps the piece on `square` must walk: the larger of the
  // pieces in its row and in its column, itself included.
  int distance(int square) const;
  // The pieces counted in the column of `square` (an oblong: its aligned column).
  Mask column(int square) const;

  bool holds_three(int side_index) const { return std::popcount(pieces[side_index] & kHieroglyphs) >= 3; }
  // The side holding three hieroglyph squares, or -1.
  int winner() const { return holds_three(0) ? 0 : holds_three(1) ? 1 : -1; }

  // Moves the piece on m.from (of either side) along the half-move.
  void make(const HalfMove& m);
  // Hands the turn to the other side (after the second half-move).
  void pass_turn() {
    side ^= 1;
    first = false;
  }

  // A perfect 64-bit key (55 bits of content, mixed).
  std::uint64_t key() const;

  friend bool operator==(const Position&, const Position&) = default;
};

Position start_position(int first_side = kLight);

}  // namespace ramses
