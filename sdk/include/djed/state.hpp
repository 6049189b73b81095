#pragma once
// State: one position of one game, and everything that can be done from it.
// The single interface between the rules plugins and everything else (CLI,
// search, GUI). Implementations must not throw: errors come back as Result.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "djed/check.hpp"
#include "djed/geometry.hpp"
#include "djed/message.hpp"
#include "djed/result.hpp"
#include "djed/types.hpp"

namespace djed {

class Game;
class State;

// Deletes a state and only then lets go of what keeps its plugin loaded: the
// destructor runs plugin code, so the library must outlive it.
struct StateDeleter {
  void operator()(State* state) const noexcept;
};
using StatePtr = std::unique_ptr<State, StateDeleter>;

class State {
 public:
  virtual ~State() = default;
  State& operator=(const State&) = delete;

  // A copy that keeps the plugin loaded like the original.
  StatePtr clone() const;
  // The game that made this state (null for a state made outside a Game).
  const Game* game() const noexcept { return anchor_.get(); }

  // ---- whose move -------------------------------------------------------
  // 0 or 1 for a side, kChancePlayer at a chance node, kTerminalPlayer at the end.
  virtual int current_player() const noexcept = 0;
  // The side whose turn it is, also at chance nodes (-1 once the game is over).
  virtual int side_to_move() const noexcept = 0;
  bool is_chance_node() const noexcept { return current_player() == kChancePlayer; }
  bool is_terminal() const noexcept { return current_player() == kTerminalPlayer; }

  // ---- actions ----------------------------------------------------------
  // The legal actions at the finest granularity, in a fixed order. Empty only
  // at a terminal state. At a chance node: the chance outcomes' actions.
  virtual std::vector<Action> legal_actions() const = 0;
  // Outcomes with probabilities summing to 1; empty unless a chance node.
  virtual std::vector<ChanceOutcome> chance_outcomes() const { return {}; }
  bool is_legal(Action action) const;
  // Plays one action, which must be one of legal_actions(): checked in
  // builds with checks (djed/check.hpp), trusted otherwise.
  void apply_action(Action action) {
    DJED_CHECK(is_legal(action), "apply_action: the action is not one of legal_actions()");
    do_apply_action(action);
    ++history_;
  }
  // Takes back the last applied action (chance actions included); there
  // must be one.
  void undo_action() {
    DJED_CHECK(history_ > 0, "undo_action: nothing to take back");
    do_undo_action();
    --history_;
  }
  // The number of actions that undo_action() can take back.
  std::size_t history_size() const noexcept { return history_; }

  // ---- end ----------------------------------------------------------------
  // Meaningful only when is_terminal().
  virtual GameResult result() const = 0;
  // +1 for a win, -1 for a loss, 0 for a draw or an unfinished game.
  double returns(int side) const;

  // ---- identity -------------------------------------------------------------
  // A 64-bit hash of everything that affects the future (dice included).
  virtual std::uint64_t hash() const noexcept = 0;
  // The key for repetition draws: like hash(), without pending dice.
  virtual std::uint64_t repetition_key() const noexcept { return hash(); }

  // ---- notation (the rules of record define every string) ---------------------
  // Position notation. Only positions at the start of a turn (or at a chance
  // node) have one; mid-turn states may return a descriptive string.
  virtual std::string to_string() const = 0;
  // True when to_string() is a position the game can parse back.
  virtual bool has_notation() const noexcept { return true; }
  virtual std::string action_to_string(Action action) const = 0;
  // Parses one action; what it accepts is always one of legal_actions().
  // The default finds the legal action written so; games override it to
  // say why a well-formed action is not legal.
  virtual Result<Action> action_from_string(std::string_view text) const;

  // ---- turns (the CLI, perft and players speak turns) ----------------------------
  // A turn is the actions one side plays in a row: it begins where the side
  // is to move and ends with the first action after which another side,
  // chance, or the end is due (docs/sdk/turns.md). A game that overrides
  // legal_turns() or perft() for speed must give exactly what these
  // defaults give; the conformance suite compares them.
  //
  // Every complete turn from here, each once: the action sequences that
  // start with the side to move and end when the other side (or chance, or
  // the end) is due, those in canonical_turn()'s order only.
  // Not defined at a chance node (returns an empty list).
  virtual std::vector<Turn> legal_turns() const;
  // The turn in the game's turn notation; by default its actions joined by
  // spaces. Each listed turn must have its own text, read back as it.
  virtual std::string turn_to_string(const Turn& turn) const;
  // Parses a turn written in the game's turn notation and checks it is
  // legal; a turn written in another order of its actions is read as its
  // canonical_turn().
  virtual Result<Turn> turn_from_string(std::string_view text) const;
  // One turn in two orders: when a legal turn's actions can be played in
  // another order to the same state (two stones placed, a1 then b2 or b2
  // then a1), the game may name one order the turn and return it for every
  // order. legal_turns() then lists the turn once, perft() counts it once,
  // the search weighs it once, and any order reads as it. The turn returned
  // must be a legal turn from here reaching the state `turn` reaches, and
  // its own canonical turn. By default every order is a turn of its own.
  virtual Turn canonical_turn(const Turn& turn) const { return turn; }
  void apply_turn(const Turn& turn);
  // Leaf count of the turn tree (legal_turns() at each turn start); chance
  // nodes sum their outcomes' weights and do not use up depth.
  virtual std::uint64_t perft(int depth) const;

  // ---- for the board view -------------------------------------------------------
  virtual BoardSnapshot board() const = 0;
  virtual ActionView describe_action(Action action) const = 0;
  // What is to be done now ("Light: move one of your pawns."); once the game
  // is over, how it ended.
  virtual Message prompt() const { return {}; }

  // ---- for the shared AI (sdk/ai) --------------------------------------------
  // A static estimate of the position for side_to_move(): positive is good,
  // within +-kEvaluationLimit (+-win_value() when that is given), using as
  // much of the game's knowledge as the request asks for (EvalRequest).
  // Called at turn starts and chance nodes. A game without knowledge returns
  // 0 and search plays on the rules alone.
  virtual int evaluate(const EvalRequest& request) const noexcept {
    (void)request;
    return 0;
  }
  // What a won game is worth on evaluate()'s scale, for games with dice: an
  // expectation mixes wins with ordinary positions, so both must be measured
  // alike, or a small chance of winning at once outweighs any safe advantage.
  // evaluate() then stays within it. 0: a win outweighs any evaluation,
  // which is right for games without chance.
  virtual int win_value() const noexcept { return 0; }
  // The chance, from 0 to 1, that side_to_move() wins from here with good
  // play on both sides, a draw counting half, when the game can say (a
  // learned evaluation, a solved table, a calibrated score); a finished game
  // says 1, 0 or 1/2.
  // Nothing when the game cannot: callers then use the search's score.
  virtual std::optional<double> win_chance() const noexcept { return std::nullopt; }
  // The number of this position in its game's solved table (Game::solvable),
  // when the table's value is this position's: at the start of a turn,
  // finished or not, with no rule in force that the table leaves out.
  // Nothing elsewhere: an analysis then looks one turn ahead.
  virtual std::optional<std::uint64_t> solved_index() const noexcept { return std::nullopt; }
  // Search tries the turns with larger hints first (captures, wins, ...).
  virtual int order_hint(const Turn& turn) const noexcept {
    (void)turn;
    return 0;
  }

 protected:
  State() = default;
  State(const State&) = default;
  // The game-specific copy; clone() adds what keeps the plugin loaded.
  virtual State* clone_impl() const = 0;
  // The game's side of apply_action() and undo_action(): `action` is legal,
  // and there is an action to take back.
  virtual void do_apply_action(Action action) = 0;
  virtual void do_undo_action() = 0;

 private:
  friend class Game;
  friend struct StateDeleter;
  std::shared_ptr<const Game> anchor_;  // keeps the game, and so its library, loaded
  std::size_t history_ = 0;
};

// The SDK's walk over the actions: every action sequence from `state` that
// is one turn, each order of its actions apart (before canonical_turn()
// picks one). State::legal_turns() without an override is this walk, each
// turn in its canonical order; an override must give the same turns
// (docs/sdk/turns.md). Empty at a chance node or the end.
std::vector<Turn> every_turn_order(const State& state);
// perft over that walk (each turn in its canonical order) at every node,
// whatever the game overrides: what State::perft() must equal.
std::uint64_t walk_perft(const State& state, int depth);

inline void StateDeleter::operator()(State* state) const noexcept {
  if (!state) return;
  std::shared_ptr<const Game> keep_loaded = std::move(state->anchor_);
  delete state;
}

}  // namespace djed
