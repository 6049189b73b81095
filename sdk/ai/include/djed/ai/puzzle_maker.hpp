#pragma once
// Making puzzles (djed/puzzles.hpp) from positions of play, and checking a
// puzzle again, by the first method the game allows (docs/puzzles.md):
//   exact    a game with a solved table (Game::solvable): the side to move
//            wins in N of its own turns (N from 1 up), and at each of its
//            steps along the line exactly one turn wins within the turns
//            left; the defence plays the reply that resists longest (the
//            first in the game's order among equals)
//   search   a game without dice: the same, found by an exhaustive search
//            for forced wins in 1 to kMaxSearchMoves own turns
//   learned  a game with dice whose states say State::win_chance(): a
//            position after a throw whose best turn's chance (of the
//            position after it, for the mover) beats every other turn's by
//            kBestTurnMargin at least, the only turn leading to its position,
//            among three different positions at least; goal `best`, the
//            line that turn. Best turns that win at once or as good as
//            (a chance of 0.99) make a quarter of the puzzles at most.
// Each puzzle gets a difficulty (puzzle_difficulty below), the output is
// sorted by it and numbered in that order ("ramses-001", "seti-beth-007").
// Knows no game and no Qt.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "djed/puzzles.hpp"
#include "djed/result.hpp"

namespace djed {
class Game;
}

namespace djed::solve {
class SolvedGame;
}

namespace djed::ai {

enum class PuzzleMethod : std::uint8_t { kExact, kSearch, kLearned };
// "exact", "search", "learned".
std::string_view puzzle_method_name(PuzzleMethod method);

// The first method that applies to the game's variant: exact when it is
// solvable and a table is at hand, search when it has no dice, learned when
// it has dice and its states say their win chance; an error otherwise.
Result<PuzzleMethod> puzzle_method(const Game& game, const std::string& variant, bool with_table);

// search: forced wins in at most this many own turns.
inline constexpr int kMaxSearchMoves = 3;
// exact: wins in at most this many own turns.
inline constexpr int kMaxExactMoves = 10;
// learned: the best turn's chance beats the second best by this much at
// least. Puzzles are made with kBestTurnSafety more, so that another build's
// rounding of the learned evaluation cannot push a made puzzle under it.
inline constexpr double kBestTurnMargin = 0.15;
inline constexpr double kBestTurnSafety = 0.005;
// Tempting turns counted into the difficulty at most.
inline constexpr int kTemptingCap = 9;

struct PuzzleProgress {
  int made = 0;
  int wanted = 0;
  std::uint64_t positions = 0;  // positions of play looked at so far
};

struct PuzzleOptions {
  int count = 100;
  std::uint64_t seed = 1;
  // The game's solved table (for the exact method); null: none.
  std::shared_ptr<const solve::SolvedGame> solved{};
  // Called on the calling thread after every puzzle made and every few
  // hundred positions.
  std::function<void(const PuzzleProgress&)> progress{};
  // Gives up after looking at this many positions (0: a limit of the
  // method's own), returning the puzzles made so far.
  std::uint64_t max_positions = 0;
};

// `count` puzzles of the variant (a valid variant id, "" for a game without
// variants), repeatable from the seed: positions from games of seeded play
// (a light player: now a random turn, now the turn the game's evaluation
// likes best), kept when they make a puzzle by the method that applies. The
// exact and search methods spread the puzzles over the lengths of their
// wins (every length from 1 to 6, or to kMaxSearchMoves, has its share, the
// longer ones the rest). Sorted by difficulty, numbered in that order.
Result<std::vector<Puzzle>> make_puzzles(const Game& game, const std::string& variant,
                                         const PuzzleOptions& options);

// Checks a puzzle again by the method it was made with: `win N` with the
// table when it is given and the game is solvable, else by search (N up to
// kMaxSearchMoves); `best` by the learned chances. The error names what is
// wrong ("turn 3 of the line, '19-18 10-11': the longest defence is ...").
Result<void> verify_puzzle(const Game& game, const Puzzle& puzzle, const solve::SolvedGame* solved);

// The difficulty of a puzzle (docs/puzzles.md): for `win N`,
// 10 * (N - 1) + the tempting turns at the first step; for `best`, the
// tempting turns alone. A tempting turn leads elsewhere than the answer and
// the game's plainest judgement of the position after it (the hand-written
// evaluation at the beginner's insight: EvalRequest with Insight::kMaterial,
// not learned) ranks it at least as high as the answer; counted up to
// kTemptingCap.
int puzzle_difficulty(PuzzleGoal goal, int moves, int tempting);
// The tempting turns of the puzzle's first step; an error when its
// position or first turn does not parse.
Result<int> tempting_turns(const Game& game, const Puzzle& puzzle);

}  // namespace djed::ai
