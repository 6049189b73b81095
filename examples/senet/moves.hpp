#pragma once
// Senet moves (rules/en.md, "Moving"): one piece goes exactly the thrown
// number of squares forward. At most one move per piece, so a throw offers
// at most five.
#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "position.hpp"

namespace senet {

enum class MoveKind : std::uint8_t {
  kStep,     // onto an empty square
  kSwap,     // onto a lone opposing piece, which goes to the square left
  kWater,    // onto 27, and back to 15 (or the nearest free square below)
  kBearOff,  // off the board, from 26, 28, 29 or 30 with the exact throw
};

struct Move {
  std::uint8_t from = 0;
  std::uint8_t to = 0;  // the square landed on (27 for the water), or kOff
  MoveKind kind = MoveKind::kStep;
  friend bool operator==(const Move&, const Move&) = default;
};

struct MoveList {
  std::array<Move, kPiecesPerSide> moves{};
  int size = 0;
  const Move* begin() const { return moves.data(); }
  const Move* end() const { return moves.data() + size; }
  bool empty() const { return size == 0; }
};

// Whether the piece on `square` has a piece of its own side on the next or
// the previous square (a pair), or stands on a safe house: it cannot be
// attacked.
bool is_protected(const Position& p, int square);

// Whether a piece going from `from` to `to` (kOff: past 30) passes three or
// more opposing pieces on consecutive squares, which it may not.
bool passes_blockade(Mask opponents, int from, int to);

// The square a piece from the water goes to: 15, or when that is taken the
// nearest free square below it.
int water_return(Mask occupied);

// The move of p.side's piece on `from` by `steps`, when it is legal.
std::optional<Move> move_of(const Position& p, int from, int steps);

// Why p.side's piece on `from` cannot move p.thrown squares (English, for
// the notation's error messages); empty when it can.
std::string why_it_cannot_move(const Position& p, int from);

// Every legal move of p.side with p.thrown, by the square moved from.
MoveList legal_moves(const Position& p);

// The position after a legal move: the same side to throw again after 1, 4
// or 5, else the other side; the mover stays named when it has won.
Position after_move(const Position& p, const Move& m);

// The position after a throw that moves nothing: the other side throws.
Position after_lost_throw(const Position& p);

}  // namespace senet
