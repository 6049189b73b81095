#pragma once
// A Seti position: figures and death-ships of both sides, the reserves, the
// side to move. Trivially copyable; search and perft copy instead of undoing.
#include <array>
#include <bit>
#include <cstdint>

#include "board.hpp"

namespace seti {

enum class MoveKind : std::uint8_t { kStep, kConquest, kPlace, kTakeBack };

// One move. `from` is unused for placements and take-backs (`to` is the square).
struct Move {
  MoveKind kind = MoveKind::kStep;
  std::uint8_t from = 0;
  std::uint8_t to = 0;

  friend bool operator==(const Move&, const Move&) = default;
};

struct Position {
  std::array<Bits, 2> figures{};  // by side; a square holds at most one figure
  Bits pharaos = 0;               // the figure squares holding a Pharao (else a High Priest)
  std::array<Bits, 2> ships{};    // by side: lone, or under one of that side's figures
  std::array<std::uint8_t, 2> reserve{};
  std::uint8_t side = kWhite;

  Bits all_figures() const { return figures[0] | figures[1]; }
  Bits all_ships() const { return ships[0] | ships[1]; }
  // A side's figures standing on one of its ships: they cannot be conquered.
  Bits shielded(int s) const { return figures[s] & ships[s]; }

  // The side to move has a figure on its finishing row: it has won.
  bool side_to_move_has_won(const Shape& shape) const { return figures[side] & shape.finishing_row[side]; }

  void make(const Move& m, const Shape& shape);

  friend bool operator==(const Position&, const Position&) = default;
};

Position start_position(const Shape& shape);

// 64-bit Zobrist hash of everything that matters (reserves and side included).
std::uint64_t hash_of(const Position& p, const Shape& shape);

}  // namespace seti
