#pragma once
// Half-move and turn generation on plain positions, allocation-free: lists
// are fixed arrays on the stack, positions are copied instead of undone.
// Every generator takes an optional PathCache (see paths.hpp).
#include <array>
#include <cstdint>

#include "paths.hpp"
#include "position.hpp"

namespace ramses {

// 4 pieces x at most 36 destinations (20 squares + 2 x 8 alignments).
inline constexpr int kMaxHalfMoves = 4 * 36;

struct MoveList {
  std::array<HalfMove, kMaxHalfMoves> moves;
  int size = 0;

  void push(const HalfMove& m) { moves[static_cast<std::size_t>(size++)] = m; }
  const HalfMove* begin() const { return moves.data(); }
  const HalfMove* end() const { return moves.data() + size; }
};

// Appends one half-move per destination of the piece on `from`.
void add_moves(int from, DestMask destinations, MoveList& out);

// The own half-moves of the side to move before the [D-3] check: every path
// move of an own piece, without hieroglyph destinations on the opening turn.
void own_candidates(const Position& p, MoveList& out, PathCache* cache = nullptr);
// The second half-moves: every path move of an opponent piece not standing
// on a hieroglyph square ("opponent" of p.side).
void opponent_moves(const Position& p, MoveList& out, PathCache* cache = nullptr);
std::uint64_t count_opponent_moves(const Position& p, PathCache* cache = nullptr);
bool has_opponent_move(const Position& p, PathCache* cache = nullptr);

// The legal first half-moves: candidates that win at once or after which an
// opponent half-move exists [D-3].
void legal_own_moves(const Position& p, MoveList& out, PathCache* cache = nullptr);
int count_legal_own_moves(const Position& p, PathCache* cache = nullptr);
// False when the side to move is locked up (and so has lost).
bool has_legal_turn(const Position& p, PathCache* cache = nullptr);

// Leaf count of the turn tree (turns per RULES.md; a finished game has none).
std::uint64_t perft(const Position& p, int depth);
std::uint64_t perft(const Position& p, int depth, PathCache& cache);

}  // namespace ramses
