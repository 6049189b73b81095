#pragma once
// The moves of a throw (rules/en.md, "Moving") and what they do.
#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "position.hpp"

namespace mehen {

enum class MoveKind : std::uint8_t {
  kMarble = 0,  // a marble from one progress to another
  kLion = 1,    // the lion likewise; going out it eats the marbles it passes
  kKeep = 2,    // a taba kept for later
  kPass = 3,    // a throw that nothing can use
};

struct Move {
  MoveKind kind = MoveKind::kPass;
  std::int8_t from = 0;  // progress (board.hpp)
  std::int8_t to = 0;
  friend bool operator==(const Move&, const Move&) = default;
};

// At most three marbles, the lion, and keeping.
struct MoveList {
  std::array<Move, 5> items{};
  int size = 0;
  void push(const Move& m) { items[static_cast<std::size_t>(size++)] = m; }
  bool empty() const { return size == 0; }
  const Move* begin() const { return items.data(); }
  const Move* end() const { return items.data() + size; }
};

// The moves of p.thrown for p.side; empty when the throw is lost. A thrown
// position that is not over always has a move or loses its throw.
MoveList legal_moves(const Position& p);

// Whether a move turns at the head, spending two kept tabas.
constexpr bool turns_at_head(const Move& m) { return m.from == kAtHead && m.to > kAtHead; }

// How many opposing marbles a move sends back to their start: a lion going
// out eats those on every square it passes or lands on.
int eaten_by(const Position& p, const Move& m);

// The position after a move (or after losing the throw: kPass); the same
// side throws again unless the throw was a 2.
Position after_move(const Position& p, const Move& m);

// Why a piece of p.side at `from` cannot use the throw; "" when it can.
std::string why_it_cannot_move(const Position& p, MoveKind kind, int from);

// The move of the piece at `from` with p.thrown, if any.
std::optional<Move> move_of(const Position& p, MoveKind kind, int from);

}  // namespace mehen
