#pragma once
// The exact solver of finite games without chance: the value of every
// position (win, loss or draw for the side to move, and in how many turns
// with best play: the winner hurries, the loser delays) over a perfect index
// of positions that the game provides. Draws are the positions neither side
// can force: cycles under best play, or games that end drawn.
//
// A turn may be made of several steps by the same side (Ramses: an own
// pawn, then an opponent's): the game numbers the positions inside a turn
// too and says which they are; a step into one keeps the mover and the turn.
//
// With predecessors (un-moves) the solver works backwards from the finished
// positions (retrograde analysis on N threads, each position expanded once,
// resumable from a checkpoint file); with successors alone it sweeps the
// index once per turn of the longest forced win. Plain C++, no Qt; the value
// table is in solved_table.hpp.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "djed/result.hpp"

namespace djed::solve {

// The value of a position for the side to move.
struct Outcome {
  enum class Kind : std::uint8_t { kDraw, kWin, kLoss };
  Kind kind = Kind::kDraw;
  int turns = 0;  // to the end with best play, the turn under way counted; 0 for a draw
  friend bool operator==(const Outcome&, const Outcome&) = default;
};

// What a game gives the solver: positions numbered 0..size()-1, one number
// per position (some numbers may stand for no legal position).
class IndexedGame {
 public:
  virtual ~IndexedGame() = default;
  virtual std::uint64_t size() const = 0;
  // The first stored_size() numbers are the positions at the start of a
  // turn, the ones a table keeps; the others lie inside a turn.
  virtual std::uint64_t stored_size() const { return size(); }
  // True for a position inside a turn: the side that made the step into it
  // moves again, and the turn goes on. False (the default) for a position
  // at the start of a turn: the step into it passed the turn.
  virtual bool inside_turn(std::uint64_t index) const {
    (void)index;
    return false;
  }
  // False for numbers that are no position the game can reach or hold.
  virtual bool valid(std::uint64_t index) const = 0;
  // The value of a finished position for the side to move (loss 0, or win 0
  // where the rules give the side to move the game, or a draw); nothing
  // while it goes on.
  virtual std::optional<Outcome> finished(std::uint64_t index) const = 0;
  // The positions after each legal step (repeats allowed). Called only for
  // valid positions that are not finished; never empty for them; at most
  // kMaxSteps distinct ones.
  virtual void successors(std::uint64_t index, std::vector<std::uint64_t>& out) const = 0;
  // The positions from which one step leads here (repeats allowed), when the
  // game can name them. Exact: each listed position that is valid and not
  // finished has this one among its successors, and every such position is
  // listed.
  virtual bool has_predecessors() const { return false; }
  // How many positions are won or lost, when an earlier solve told: a
  // progress bar's total (0: unknown; the valid positions are used). A solve
  // reports how many it settled (SolveProgress::done when kDone), and
  // `djed-cli solve` says when this number no longer agrees.
  virtual std::uint64_t expected_settled() const { return 0; }
  virtual void predecessors(std::uint64_t index, std::vector<std::uint64_t>& out) const {
    (void)index;
    out.clear();
  }
};

inline constexpr int kMaxSteps = 250;

// What the solver's first stage asks of every position, in one call: a game
// that can count a position's distinct steps without listing them (Ramses:
// its half-moves lead to distinct positions) derives from CountedGame too.
// The solver finds it by its type, so a game without it is solved as
// before, from valid(), finished() and successors().
class CountedGame : public IndexedGame {
 public:
  struct Census {
    bool valid = false;
    std::optional<Outcome> finished;  // set for a finished position
    int steps = 0;  // distinct successors of a valid position that goes on
  };
  // Must agree with valid(), finished() and the distinct successors().
  virtual Census census(std::uint64_t index) const = 0;
};

struct SolveProgress {
  enum class Stage : std::uint8_t { kCounting, kSolving, kDone };
  Stage stage = Stage::kCounting;
  std::uint64_t done = 0;   // counting: positions counted; solving: positions settled and expanded
  std::uint64_t total = 0;  // counting: all positions; solving: expected_settled(), else the valid ones
  int turns = 0;            // solving: the length of the forced results now being found
  std::uint64_t expected = 0;  // the game's expected_settled() (0: it names none)
};

struct SolveOptions {
  int threads = 1;
  // Called about twice a second, from the calling thread.
  std::function<void(const SolveProgress&)> progress;
  // Forces sweeps even when the game has predecessors (to check one way
  // against the other). Sweeps take games whose turns are single steps.
  bool sweep = false;
  // Backwards only: where the work done so far is kept, at most every
  // `checkpoint_every`, between two lengths of forced results. A solve finds
  // it (same tag, same size) and goes on from it; a finished solve removes it.
  std::filesystem::path checkpoint;
  std::string checkpoint_tag;
  std::chrono::seconds checkpoint_every{300};
  // Set from another thread to stop: solve() then returns an error and
  // keeps the checkpoint of the last finished stage.
  const std::atomic<bool>* cancel = nullptr;
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
// without steps that is not finished, too many steps, cancelled).
Result<std::vector<std::uint8_t>> solve(const IndexedGame& game, const SolveOptions& options = {});

// The best value the side to move can reach from its children's values
// (each for the side to move there): what every solved position must equal.
// `inside[i]` says child i lies inside the turn (same side to move); absent,
// every child starts the opponent's turn.
Outcome best_of_children(const std::vector<Outcome>& children, const std::vector<bool>& inside = {});

// The value of a child for the side that moved into it: the opponent's
// value seen from the other side, one turn longer; a step inside the turn
// keeps the value.
Outcome seen_by_mover(Outcome child, bool inside_turn = false);

// Better for the side to move: a quicker win, then a draw, then a slower
// loss.
bool better(Outcome a, Outcome b);

}  // namespace djed::solve
