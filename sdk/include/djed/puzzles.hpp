#pragma once
// Puzzles: positions with one right answer, for practice. A game ships them
// as data (a puzzles file embedded like its message tables, written by
// `djed-cli make-puzzles` and verified by its tests), one per line:
//
//   # id | variant | position | goal | difficulty | line
//   ramses-017 |  | L:1,9,12,16 D:6,10,19,22(11) L | win 2 | 14 | 12-13 10-11 ; 19-18 ... ; 16-17
//
// goal: `win N` (the side to move wins in N of its own turns whatever the
// defence does, and at each of its steps along the line only one turn does)
// or `best` (one turn, clearly the best for the throw in the position).
// line: the solver's turns and the defence's replies, alternately, in the
// game's turn notation, separated by ';'. difficulty: larger is harder
// (docs/puzzles.md says how it is measured).
#include <string>
#include <string_view>
#include <vector>

#include "djed/message.hpp"
#include "djed/result.hpp"

namespace djed {

class Game;

enum class PuzzleGoal : unsigned char {
  kWin,       // win in `moves` turns
  kBestTurn,  // find the one best turn
};

struct Puzzle {
  std::string id;
  std::string variant;  // "" for the default
  std::string position;
  PuzzleGoal goal = PuzzleGoal::kWin;
  int moves = 1;  // the solver's turns: N of `win N`, 1 for `best`
  int difficulty = 0;
  std::vector<std::string> line;  // solver, defence, solver, ...: 2 * moves - 1 turns

  // "win in 3", "best turn": the task as scripts read it.
  std::string task() const;
  // The task for players, for the side to move named in argument 0.
  Message task_message(Message side) const;
};

// Reads a puzzles file; the error names the line and what is wrong with it.
Result<std::vector<Puzzle>> parse_puzzles(std::string_view text);
// Writes puzzles in the file's format, after `header` (comment lines).
std::string format_puzzles(const std::vector<Puzzle>& puzzles, std::string_view header);

// Plays a player's answer against the puzzle's line: the player's turns (in
// notation) at the solver's steps, the defence's replies from the line.
struct PuzzleAttempt {
  bool solved = false;
  int wrong_step = -1;   // the first of the player's turns that is not the answer (0-based)
  std::string expected;  // the answer at that step
};
// A turn that is not legal at its step is an error naming it.
Result<PuzzleAttempt> try_puzzle(const Game& game, const Puzzle& puzzle, const std::vector<std::string>& turns);

}  // namespace djed
