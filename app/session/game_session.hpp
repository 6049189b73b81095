#pragma once
// GameSession: one game on the game screen, without Qt. Seats (human or a
// computer level), seeded dice, the clicks of a human turned into actions,
// the computer's turn, the last turn for highlighting and the status line.
// The Qt SessionModel only mirrors it; the tests drive it directly.
#include <array>
#include <atomic>
#include <functional>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "djed/ai/player.hpp"
#include "djed/chance.hpp"
#include "djed/free_board.hpp"
#include "djed/game.hpp"
#include "djed/game_record.hpp"
#include "djed/record_file.hpp"
#include "djed/seat_code.hpp"
#include "djed/solved_game.hpp"
#include "solved_analysis.hpp"
#include "throw_source.hpp"

namespace djed::session {

// Who plays a side: a human at this screen, a computer level, or a player
// elsewhere whose actions are handed in (play_remote()).
struct Seat {
  SeatKind kind = SeatKind::kHuman;
  std::string level = "medium";  // a computer seat's level: a name from ai::player_names()
  std::string name;              // a remote seat's player
  std::uint64_t nodes = 0;       // a node budget instead of the level's time (tests, replays)
  int time_ms = 0;               // time per turn; 0: the level's own

  static Seat human() { return {}; }
  static Seat computer(std::string level, std::uint64_t nodes = 0, int time_ms = 0) {
    return {SeatKind::kComputer, std::move(level), {}, nodes, time_ms};
  }
  static Seat remote(std::string name) { return {SeatKind::kRemote, {}, std::move(name), 0, 0}; }
  bool is_human() const { return kind == SeatKind::kHuman; }
  bool is_computer() const { return kind == SeatKind::kComputer; }
  bool is_remote() const { return kind == SeatKind::kRemote; }
  // As a record writes it, and back (a computer's level is checked when its
  // player is made).
  SeatCode code() const;
  static Seat of(const SeatCode& code);
};

struct SessionConfig {
  std::string game_id;
  std::string variant;
  std::array<Seat, 2> seats{};
  std::uint64_t seed = 1;  // the dice's and the computer players' seed
  std::string position;  // empty: the start position
  int first_player = -1;  // with the start position: who starts (-1: as the rules say)
  // The game's solved table, when it has one and it is built: the level
  // `perfect`, the hint and the exact analysis read it.
  std::shared_ptr<const solve::SolvedGame> solved{};
  // Where the dice come from; none: drawn here from `seed` (SeededThrows).
  // OutsideThrows for a server's throws, handed in (hand_in_throw): the
  // seed then predicts nothing and no record carries it.
  std::function<std::unique_ptr<ThrowSource>()> throws{};
};

inline constexpr int kNoCell = -1000;  // nothing selected (cell ids may start at 0)

// A legal action as the board offers it: how, where it starts and ends.
struct Choice {
  Action action = 0;
  ActionView view;
  std::string label;  // the action in notation
};

class GameSession {
 public:
  static Result<std::unique_ptr<GameSession>> create(std::shared_ptr<const Game> game, const SessionConfig& config);
  // A game from a record (docs/records.md) at its last position, ready to go
  // on: seats as the record names them, the dice as they would have gone.
  // Refused, by line, like djed-cli replay.
  // `solved`: the game's table, for a record with a `perfect` seat.
  static Result<std::unique_ptr<GameSession>> open(std::shared_ptr<const Game> game, const RecordFile& file,
                                                   std::shared_ptr<const solve::SolvedGame> solved = {});

  const GameInfo& info() const { return game_->info(); }
  const BoardGeometry& geometry() const { return geometry_; }
  // Where each cell is drawn: the game's free board, or its grid's.
  const FreeBoard& layout() const { return layout_; }
  const SessionConfig& config() const { return config_; }
  const State& state() const { return record_->state(); }
  BoardSnapshot board() const { return state().board(); }

  bool is_over() const { return record_->is_over(); }
  GameResult result() const { return record_->result(); }
  // The side whose turn it is (also while dice are due), -1 at the end.
  int side_to_move() const;
  bool dice_due() const { return !is_over() && state().is_chance_node(); }
  bool human_to_act() const;
  bool computer_to_act() const;
  // A player elsewhere is to act: their actions are handed in (play_remote).
  bool remote_to_act() const;
  const Seat& seat(int side) const { return config_.seats[static_cast<std::size_t>(side)]; }
  // The status line: how the game ended, who is thinking or throwing, or
  // the game's prompt.
  Message status() const;
  // A message of this game in English (the CLI's and tests' language).
  std::string text(const Message& message) const { return info().text(message); }

  // ---- a human's turn -----------------------------------------------------
  const std::vector<Choice>& choices() const { return choices_; }
  // Cells holding a piece that starts a legal board action (kReserve:
  // the reserve).
  std::vector<int> selectable_cells() const;
  int selected_cell() const { return selected_; }
  // The board actions that start on the selected cell.
  std::vector<Choice> targets() const;
  // The actions offered as buttons, each with the game's label.
  std::vector<Choice> buttons() const;
  // A click on a cell (spot: the column within a spanning cell, else -1).
  // Selects a piece, or plays the selected piece's move to that cell.
  // Returns the choice played, if any: what the board should animate.
  std::optional<Choice> click(int cell, int spot = -1);
  // Lets go of the selected piece (Escape).
  void deselect() { selected_ = default_selection(); }
  // A click on a side's reserve: selects it.
  void click_reserve(int side);
  // Plays a legal action of a human (a button, or any choice); returns the
  // choice played.
  std::optional<Choice> play(Action action);
  // The action a human has no choice about: the only legal action, offered
  // as a button (Pharao's "Nothing to move" when a die shows 0 or nothing
  // can go). The screen plays it on its own after a moment.
  std::optional<Action> forced_action() const;

  // ---- dice and the computer ---------------------------------------------------
  // Throws the dice from the session's source; false when none was thrown
  // (not due, or the throw is to come from outside).
  bool throw_dice();
  // Whether the dice come from outside (a server): throw_dice() then waits
  // for hand_in_throw().
  bool throws_from_outside() const { return throws_->from_outside(); }
  // A throw made elsewhere, for the chance node now due; false when it is
  // not one of its outcomes or no throw is due.
  bool hand_in_throw(Action outcome);
  // An action of a player elsewhere, handed in; false when it is not theirs
  // to play or not legal.
  bool play_remote(Action action);
  // Runs the computer player of the side to move; may run on a worker thread
  // (it works on a copy) and returns early once `stop` is set.
  ai::Decision think(const std::atomic<bool>* stop) const;
  // Plays a computer's turn found by think().
  bool play_turn(const Turn& turn);
  // Plays a turn the screen scripts for whoever is to move (a puzzle's
  // defence): false when it is not a legal turn here.
  bool play_scripted_turn(const Turn& turn);
  // The same one action at a time, for a screen that shows each: whether
  // `turn` is a legal turn of the computer to act, then its actions.
  bool computer_may_play(const Turn& turn) const;
  bool play_computer_action(Action action);

  // The actions of the last complete turn (for highlighting).
  const std::vector<ActionView>& last_turn() const { return last_turn_; }
  const std::vector<std::string>& turn_log() const { return record_->turn_log(); }
  const GameRecord& record() const { return *record_; }
  int turns_played() const { return record_->turns_played(); }
  // Whether any side has moved yet (a throw alone is no move).
  bool anything_played() const { return turns_played() > 0 || !current_turn_.empty(); }
  // The turns played, for the history list: who, the turn as its record
  // line writes it (the throw first), and what each action did (its views,
  // with the game's descriptions).
  struct PlayedTurn {
    int side = -1;
    std::string text;
    std::vector<ActionView> views;
  };
  std::vector<PlayedTurn> history() const;
  // The board after the first `turns` turns of the log (0: the start).
  BoardSnapshot board_after(std::size_t turns) const;
  // How a turn written `text` would have been shown had it been played as
  // turn `number` (1-based) of the log, after that turn's throw: a review's
  // best turn beside the one played. Empty when it is not legal there.
  std::vector<ActionView> describe_turn_at(int number, std::string_view text) const;
  // The state where turn `number` (1-based) of the log was decided, after
  // its throw; null when there is no such turn.
  StatePtr state_at_turn(int number) const;
  // Cells where the last complete turn put a piece that no action of it
  // moved there: a conquered figure set down for its new side, say.
  std::vector<int> last_turn_arrivals() const;

  // ---- taking back --------------------------------------------------------------
  // Undo takes back what a human played: first the part of a turn under way,
  // else the last complete turn and the computer's replies after it, back to
  // where a human was to play (after the throw: a throw is never taken back).
  // Redo plays again what the last undo took back, until a new action.
  bool can_undo() const;
  bool can_redo() const { return !redo_.empty() && !is_over(); }
  void undo();
  void redo();

  // ---- help and ending --------------------------------------------------------
  // The `hard` level's turn for the side to move, not played; may run on a
  // worker thread like think().
  ai::Decision hint(const std::atomic<bool>* stop) const;
  // How a turn from the current position would be shown: its actions' views.
  std::vector<ActionView> describe_turn(const Turn& turn) const;
  // How long a computer seat may think per turn (0: its level's own time).
  void set_think_time(int side, int time_ms);
  // The human who may resign or offer a draw now: the side to move when a
  // human plays it, else the only human seat; -1 for none.
  int human_side() const;
  void resign();
  // Draws by agreement are for games without dice. Against the computer it
  // accepts when its own search sees no advantage for itself; between
  // humans the screen asks the other player, and accept_draw() ends it.
  bool draws_can_be_offered() const { return !info().uses_dice && !is_over() && human_side() >= 0; }
  bool offer_draw();
  void accept_draw();
  // The game ended beside the board, as a server says (a resignation, a
  // flag, a claim, an abort): `winner` wins, or (-1) nobody does.
  void end_outside(int winner);

  // ---- the solved table ------------------------------------------------------------
  // A game whose table is built: the hint, `perfect` seats and the analysis
  // read it. Set once it is loaded (it may come after the game started).
  void set_solved(std::shared_ptr<const solve::SolvedGame> solved);
  const solve::SolvedGame* solved() const { return config_.solved.get(); }
  std::shared_ptr<const solve::SolvedGame> shared_solved() const { return config_.solved; }
  // The analysis: while on, choice_values() holds the exact value of each
  // of choices() (for the side to move) where a human is to act.
  void set_analysis(bool on);
  bool analysis() const { return analysis_; }
  const std::vector<std::optional<solve::Outcome>>& choice_values() const { return choice_values_; }
  // The exact value of a turn from the current position, for its player.
  std::optional<solve::Outcome> turn_value(const Turn& turn) const;
  // Where a finished game was thrown away (solve::where_lost).
  std::optional<solve::LostTurn> where_lost() const;

  // ---- records --------------------------------------------------------------------
  // A comment on played turn `turn` (0-based), kept in the record (a review's grade).
  void set_comment(std::size_t turn, std::string comment) { record_->set_comment(turn, std::move(comment)); }
  std::shared_ptr<const Game> shared_game() const { return game_; }
  // The game so far as a record, with its players, seed and `date`.
  RecordFile record_file(const std::string& date = {}) const;

 private:
  GameSession(std::shared_ptr<const Game> game, SessionConfig config, BoardGeometry geometry, FreeBoard layout,
              std::unique_ptr<GameRecord> record, std::array<std::shared_ptr<ai::Player>, 2> players);
  void apply(Action action);
  void refresh();
  // The computer player of a seat, as its level, time and the table say.
  static Result<std::unique_ptr<ai::Player>> seat_player(const SessionConfig& config, int side);
  // The computer seats' players made again (a table arrived).
  void make_players();
  // The turn under way and the last complete turn, as views, from the record.
  void rebuild_turn_views();
  // At a turn start where a human is to play (the throw made).
  bool at_human_turn_start() const;
  // Whether the board shows reserves; without them a placement is picked by
  // its destination alone.
  bool shows_reserves() const { return !board().reserves.empty(); }
  int default_selection() const;

  StatePtr walk_turns(std::size_t turns, std::size_t& next_action, std::size_t& done) const;

  std::shared_ptr<const Game> game_;
  SessionConfig config_;
  BoardGeometry geometry_;
  FreeBoard layout_;
  std::unique_ptr<GameRecord> record_;
  std::array<std::shared_ptr<ai::Player>, 2> players_;
  std::unique_ptr<ThrowSource> throws_;
  std::vector<Choice> choices_;
  bool analysis_ = false;
  std::vector<std::optional<solve::Outcome>> choice_values_;  // parallel to choices_ while the analysis is on
  int selected_ = kNoCell;
  int turn_side_ = -1;
  std::vector<ActionView> current_turn_;
  std::vector<ActionView> last_turn_;
  // What one undo took back, to be played again by redo: a group of
  // actions, or the end by agreement (a resignation, an agreed draw).
  struct TakenBack {
    std::vector<Action> actions;
    std::optional<int> agreement;  // the side that resigned; -1 for a draw
  };
  std::vector<TakenBack> redo_;  // the last undone last
  std::uint64_t hint_nodes_ = 60000;       // the hint's search, and the computer's look at a draw offer:
  std::uint64_t draw_nodes_ = 20000;       // budgets, so both take a moment and repeat exactly
};

}  // namespace djed::session
