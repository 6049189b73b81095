#include "djed/puzzles.hpp"

#include <set>

#include "djed/game.hpp"
#include "djed/text.hpp"
#include "line_error.hpp"

namespace djed {

std::string Puzzle::task() const {
  return goal == PuzzleGoal::kBestTurn ? std::string("best turn") : "win in " + std::to_string(moves);
}

Message Puzzle::task_message(Message side) const {
  if (goal == PuzzleGoal::kBestTurn) return Message::of("djed.puzzle.best", {std::move(side)});
  return Message::of("djed.puzzle.win", {std::move(side), Message::number(moves)});
}

Result<std::vector<Puzzle>> parse_puzzles(std::string_view text) {
  std::vector<Puzzle> puzzles;
  std::set<std::string, std::less<>> ids;
  int number = 0;
  for (std::string_view raw : split(text, '\n')) {
    ++number;
    const std::string_view line = trim(raw);
    if (line.empty() || line.front() == '#') continue;
    const std::vector<std::string_view> fields = split(line, '|');
    if (fields.size() != 6)
      return line_error("puzzles", number,
                        "a puzzle has 6 fields separated by '|' (id, variant, position, "
                        "goal, difficulty, line), not " +
                            std::to_string(fields.size()));
    Puzzle puzzle;
    puzzle.id = std::string(trim(fields[0]));
    puzzle.variant = std::string(trim(fields[1]));
    puzzle.position = std::string(trim(fields[2]));
    if (puzzle.id.empty() || puzzle.position.empty())
      return line_error("puzzles", number, "a puzzle needs an id and a position");
    if (!ids.insert(puzzle.id).second)
      return line_error("puzzles", number, "puzzle '" + puzzle.id + "' is given twice");
    const std::vector<std::string_view> goal = split_words(fields[3]);
    if (goal.size() == 1 && goal[0] == "best") {
      puzzle.goal = PuzzleGoal::kBestTurn;
      puzzle.moves = 1;
    } else if (goal.size() == 2 && goal[0] == "win" && parse_int(goal[1]).value_or(0) > 0) {
      puzzle.goal = PuzzleGoal::kWin;
      puzzle.moves = *parse_int(goal[1]);
    } else {
      return line_error("puzzles", number, "goal '" + std::string(trim(fields[3])) + "' is neither 'win N' nor 'best'");
    }
    const auto difficulty = parse_int(trim(fields[4]));
    if (!difficulty)
      return line_error("puzzles", number, "difficulty '" + std::string(trim(fields[4])) + "' is no number");
    puzzle.difficulty = *difficulty;
    for (std::string_view turn : split(fields[5], ';')) {
      turn = trim(turn);
      if (turn.empty()) return line_error("puzzles", number, "an empty turn in the line");
      puzzle.line.emplace_back(turn);
    }
    if (puzzle.line.size() != static_cast<std::size_t>(2 * puzzle.moves - 1))
      return line_error("puzzles", number,
                        puzzle.task() + " needs a line of " + std::to_string(2 * puzzle.moves - 1) + " turns, not " +
                            std::to_string(puzzle.line.size()));
    puzzles.push_back(std::move(puzzle));
  }
  return puzzles;
}

std::string format_puzzles(const std::vector<Puzzle>& puzzles, std::string_view header) {
  std::string out;
  for (std::string_view line : split(header, '\n'))
    if (!line.empty()) out += "# " + std::string(line) + "\n";
  out += "# id | variant | position | goal | difficulty | line\n";
  for (const Puzzle& p : puzzles) {
    out += p.id + " | " + p.variant + " | " + p.position + " | " +
           (p.goal == PuzzleGoal::kBestTurn ? std::string("best") : "win " + std::to_string(p.moves)) + " | " +
           std::to_string(p.difficulty) + " | " + join(p.line, " ; ") + "\n";
  }
  return out;
}

Result<PuzzleAttempt> try_puzzle(const Game& game, const Puzzle& puzzle, const std::vector<std::string>& turns) {
  auto variant = game.info().resolve_variant(puzzle.variant);
  if (!variant) return make_error("puzzle " + puzzle.id + ": " + variant.message());
  auto state = game.parse_position(*variant, puzzle.position);
  if (!state) return make_error("puzzle " + puzzle.id + ": position: " + state.message());
  StatePtr s = std::move(*state);
  PuzzleAttempt attempt;
  for (std::size_t step = 0; step < puzzle.line.size(); ++step) {
    const bool players_step = step % 2 == 0;
    const std::size_t index = step / 2;
    if (players_step && index >= turns.size()) return attempt;  // not finished: not solved, nothing wrong
    auto answer = s->turn_from_string(puzzle.line[step]);
    if (!answer) return make_error("puzzle " + puzzle.id + ": its line's turn '" + puzzle.line[step] + "': " + answer.message());
    if (players_step) {
      auto played = s->turn_from_string(turns[index]);
      // The game's message names the turn itself ("turn 'd4-d5': ..."): the step is added.
      if (!played) return make_error("turn " + std::to_string(index + 1) + ": " + played.message());
      if (*played != *answer) {
        attempt.wrong_step = static_cast<int>(index);
        attempt.expected = puzzle.line[step];
        return attempt;
      }
    }
    s->apply_turn(*answer);
  }
  if (turns.size() > static_cast<std::size_t>(puzzle.moves))
    return make_error("the puzzle is solved in " + std::to_string(puzzle.moves) + " turns; " +
                      std::to_string(turns.size()) + " were given");
  attempt.solved = true;
  return attempt;
}

}  // namespace djed
