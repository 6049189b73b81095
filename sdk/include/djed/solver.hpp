#pragma once
// The exact solver of finite games without chance: the value of every
// position (win, loss or draw for the side to move, and in how many turns
// with best play: the winner hurries, the loser delays) over a perfect index
// of positions that the game provides. Draws are the positions neither side
// can force: cycles under best play, or games that end drawn.
//
// With predecessors (un-moves) the solver works backwards from the finished
// positions (retrograde analysis, each position touched a few times); with
// successors alone it sweeps the index once per turn of the longest forced
// win. Plain C++, no Qt; the value table is in solved_table.hpp.
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "djed/result.hpp"

namespace djed::solve {

// The value of a position for the side to move.
struct Outcome {
  enum class Kind : std::uint8_t { kDraw, kWin, kLoss };
  Kind kind = Kind::kDraw;
  int turns = 0;  // to the end with best play; 0 for a draw
  friend bool operator==(const Outcome&, const Outcome&) = default;
};

// What a game gives the solver: positions numbered 0..size()-1, one number
// per position (some numbers may stand for no legal position). A turn passes
// the move to the other side, so every successor is a position of the
// opponent to move.
class IndexedGame {
 public:
  virtual ~IndexedGame() = default;
  virtual std::uint64_t size() const = 0;
  // False for numbers that are no position the game can reach or hold.
  virtual bool valid(std::uint64_t index) const = 0;
  // The value of a finished position for the side to move (loss 0, or win 0
  // where the rules give the side to move the game); nothing while it goes on.
  virtual std::optional<Outcome> finished(std::uint64_t index) const = 0;
  // The positions after each legal turn (repeats allowed). Called only for
  // valid positions that are not finished; never empty for them.
  virtual void successors(std::uint64_t index, std::vector<std::uint64_t>& out) const = 0;
  // The positions from which one turn leads here, when the game can name
  // them (a superset is fine: every one is checked by its successors).
  virtual bool has_predecessors() const { return false; }
  virtual void predecessors(std::uint64_t index, std::vector<std::uint64_t>& out) const {
    (void)index;
    out.clear();
  }
};

struct SolveOptions {
  int threads = 1;  // for the sweeps without predecessors
  // Called now and then with the share done (0..1).
  std::function<void(double)> progress;
  // Forces sweeps even when the game has predecessors (to check one way
  // against the other).
  bool sweep = false;
};

// Values packed one byte per position: 0 a draw, 1 + 2n a win in n turns,
// 2 + 2n a loss in n turns (n up to kMaxTurns).
inline constexpr int kMaxTurns = 126;
inline std::uint8_t encode(Outcome o) noexcept {
  switch (o.kind) {
    case Outcome::Kind::kWin: return static_cast<std::uint8_t>(1 + 2 * o.turns);
    case Outcome::Kind::kLoss: return static_cast<std::uint8_t>(2 + 2 * o.turns);
    case Outcome::Kind::kDraw: break;
  }
  return 0;
}
inline Outcome decode(std::uint8_t v) noexcept {
  if (v == 0) return {};
  if (v % 2 == 1) return {Outcome::Kind::kWin, (v - 1) / 2};
  return {Outcome::Kind::kLoss, (v - 2) / 2};
}

// The value of every position (invalid numbers read as draws), or why the
// game cannot be solved (a forced win longer than kMaxTurns, a position
// without turns that is not finished).
Result<std::vector<std::uint8_t>> solve(const IndexedGame& game, const SolveOptions& options = {});

// The best value the side to move can reach from its children's values
// (for the opponent): what every solved position must equal.
Outcome best_of_children(const std::vector<Outcome>& children);

}  // namespace djed::solve
