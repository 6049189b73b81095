#pragma once
// Seti move generation on bitboards, allocation-free.
#include <array>
#include <cstdint>

#include "position.hpp"

namespace seti {

// 6 figures x 8 targets + 30 placements + 6 take-backs stays below this.
inline constexpr int kMaxMoves = 128;

struct MoveList {
  std::array<Move, kMaxMoves> moves;
  int size = 0;

  void push(const Move& m) { moves[static_cast<std::size_t>(size++)] = m; }
  const Move* begin() const { return moves.data(); }
  const Move* end() const { return moves.data() + size; }
};

// The squares a figure on `square` may move to (empty, own lone ship, enemy
// figure without a ship, enemy lone ship).
Bits figure_targets(const Position& p, const Shape& shape, int square);
// Where the side to move may place a ship (if it has one in reserve).
Bits placement_squares(const Position& p, const Shape& shape);

// Every legal move; none when the side to move has already won.
void generate_moves(const Position& p, const Shape& shape, MoveList& out);
// Their number, without building them.
std::uint64_t count_moves(const Position& p, const Shape& shape);

// Leaf count of the move tree (a finished game has no moves).
std::uint64_t perft(const Position& p, const Shape& shape, int depth);

}  // namespace seti
