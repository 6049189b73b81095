#pragma once
// The Mehen rules behind the SDK's State interface. Every throw of the
// sticks is a chance node; a turn is the one move that follows it (`keep`
// for a taba kept, `-` when nothing can use the throw). Unless the throw was
// a 2 the same side is at the next chance node, so a player's run of throws
// is a run of turns.
#include <vector>

#include "djed/state.hpp"
#include "moves.hpp"
#include "position.hpp"

namespace mehen {

enum class ActionKind : std::uint8_t { kThrow = 1, kMove = 2 };

// Actions carry what they mean, so that they print without a position: the
// kind in bits 14-15, a move's MoveKind in bits 12-13, its from and to
// (progress) in bits 6-11 and 0-5; a throw's value in the low bits.
djed::Action throw_action(int thrown);
djed::Action move_action(const Move& m);
ActionKind kind_of(djed::Action a);
Move move_in(djed::Action a);  // for an action of kind kMove
int throw_in(djed::Action a);  // for an action of kind kThrow

// The side's name for players.
djed::Message side_name(int side);

class MehenState final : public djed::State {
 public:
  explicit MehenState(const Position& p) : pos_(p) {}

  const Position& position() const { return pos_; }

  int current_player() const noexcept override;
  int side_to_move() const noexcept override;
  std::vector<djed::Action> legal_actions() const override;
  std::vector<djed::ChanceOutcome> chance_outcomes() const override;
  djed::GameResult result() const override;
  std::uint64_t hash() const noexcept override { return pos_.key(); }
  std::uint64_t repetition_key() const noexcept override { return pos_.board_key(); }
  std::string to_string() const override;
  std::string action_to_string(djed::Action action) const override;
  djed::Result<djed::Action> action_from_string(std::string_view text) const override;
  std::vector<djed::Turn> legal_turns() const override;
  std::string turn_to_string(const djed::Turn& turn) const override;
  djed::Result<djed::Turn> turn_from_string(std::string_view text) const override;
  std::uint64_t perft(int depth) const override;
  djed::BoardSnapshot board() const override;
  djed::ActionView describe_action(djed::Action action) const override;
  djed::Message prompt() const override;
  int evaluate(const djed::EvalRequest& request) const noexcept override;
  int win_value() const noexcept override;
  int order_hint(const djed::Turn& turn) const noexcept override;

 protected:
  State* clone_impl() const override { return new MehenState(*this); }
  void do_apply_action(djed::Action action) override;
  void do_undo_action() override;

 private:
  // The legal move a move text names, or why there is none.
  djed::Result<Move> written_move(std::string_view text) const;

  Position pos_;
  std::vector<Position> history_;  // the positions before each applied action
};

// Leaves of the game tree `depth` turns deep, each throw counted as many
// times as the sticks can fall that way (rules/en.md, "Perft").
std::uint64_t perft(const Position& p, int depth);

}  // namespace mehen
