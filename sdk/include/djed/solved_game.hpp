#pragma once
// A solved game for players and scripts: building a game's table of exact
// values (Game::solvable, solver.hpp) into a file, loading it, and reading
// from it the value of a state and of each of its legal turns.
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "djed/result.hpp"
#include "djed/solved_table.hpp"
#include "djed/solver.hpp"
#include "djed/types.hpp"

namespace djed {
class Game;
class GameRecord;
class State;
}  // namespace djed

namespace djed::solve {

// The name a table is kept under: the game's id, and ":variant" for a game
// with variants.
std::string table_name(const Game& game, const std::string& variant);
// Where Djed keeps a game's table unless told otherwise: the user's data
// folder ($XDG_DATA_HOME/Djed/Djed, else ~/.local/share/Djed/Djed), file
// "<id>[-<variant>].solved".
std::filesystem::path default_table_file(const Game& game, const std::string& variant);

// A fingerprint of the rules as the solver sees them: the steps and ends of
// a fixed sample of positions. A table keeps the fingerprint of the rules it
// was solved with; a change of the rules that moves a step changes it.
std::uint64_t rules_fingerprint(const IndexedGame& game);

// Solves the game and writes its table to `file`. With no checkpoint in the
// options, FILE.checkpoint keeps the work between runs (an interrupted build
// goes on from it).
Result<void> build_table(const Game& game, const std::string& variant, const std::filesystem::path& file,
                         SolveOptions options = {});

// A value with the turn that reaches it, for the side that plays the turn.
struct TurnValue {
  Turn turn;
  Outcome value;
};

class SolvedGame {
 public:
  // Maps `file` (solved_table.hpp), refusing (naming what is wrong) a table
  // of another game, of another size or of other rules (another version),
  // damaged or cut short.
  static Result<std::shared_ptr<const SolvedGame>> load(const Game& game, const std::string& variant,
                                                        const std::filesystem::path& file);

  // The value of `state` for its side to move (a finished position: loss 0,
  // or win 0 where the rules give the side to move the game); nothing at a
  // chance node or where the turns lead outside the table.
  std::optional<Outcome> value(const State& state) const;
  // Every legal turn with its value for the side that plays it, best first
  // (a quicker win, a draw, a slower loss; the game's order among equals).
  // Empty at a finished position; nothing where a turn leads outside the table.
  std::optional<std::vector<TurnValue>> turn_values(const State& state) const;
  // The value of a turn's result for the side that played it.
  std::optional<Outcome> value_after(const State& before, const Turn& turn) const;

  // How many positions of the table have each kind of value, and the
  // longest forced results.
  struct Summary {
    std::uint64_t positions = 0, wins = 0, losses = 0, draws = 0;
    int longest_win = 0, longest_loss = 0;
  };
  Summary summary() const;

  Outcome at(std::uint64_t index) const { return decode(values_[index]); }
  std::uint64_t size() const { return size_; }

 private:
  std::string name_;
  std::shared_ptr<const MappedTable> table_;  // the file's pages, shared with every reader of it
  const std::uint8_t* values_ = nullptr;
  std::uint64_t size_ = 0;
};

// "win 5", "loss 0", "draw": how the CLI and the records write a value.
std::string to_string(Outcome value);

// The share of a solve done (0..1) for a progress bar: counting every
// position's steps takes about half the time (Ramses: 60 of 115 s),
// settling the won and lost positions the rest.
double share_done(const SolveProgress& progress);

// The turn that threw a finished game away: the loser's last turn after
// which its position went from not lost (a draw or a win) to lost.
struct LostTurn {
  int number = 0;    // 1 for the first turn of the record
  int loser = -1;    // the side that played it
  std::string turn;  // in the game's notation, as the record writes it
  Outcome winner_value;  // the winner's value right after it (a win; win 0 when the turn ended the game)
  Outcome loser_value;   // the turn's value for its player, as value_after() gives it (a loss)
};
std::optional<LostTurn> where_lost(const SolvedGame& solved, const GameRecord& record);

}  // namespace djed::solve
