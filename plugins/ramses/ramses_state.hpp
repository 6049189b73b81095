#pragma once
// The Ramses rules behind the SDK's State interface. A turn is two actions by
// the same player: a half-move of an own pawn, then one of the opponent's.
#include <vector>

#include "djed/state.hpp"
#include "movegen.hpp"

namespace ramses {

// Action encoding: from << 9 | to << 4 | (alignment - 9, or 0).
djed::Action encode(const HalfMove& m);
HalfMove decode(djed::Action action);

enum class Phase : std::uint8_t { kOwnPawn, kOpponentPawn };
enum class EndReason : std::uint8_t { kNone, kThreeHieroglyphs, kLockedUp };

struct Situation {
  Position position;
  Phase phase = Phase::kOwnPawn;
  EndReason end = EndReason::kNone;
  std::int8_t winner = -1;
};

// The situation of a position at the start of a turn, decided: a side
// already on three hieroglyph squares has won; a side to move that cannot
// complete a turn has lost.
Situation situation_at_turn_start(const Position& p);

class RamsesState final : public djed::State {
 public:
  explicit RamsesState(const Position& p) : now_(situation_at_turn_start(p)) {}

  const Situation& situation() const { return now_; }

  int current_player() const noexcept override;
  int side_to_move() const noexcept override;
  std::vector<djed::Action> legal_actions() const override;
  djed::GameResult result() const override;
  std::uint64_t hash() const noexcept override;
  std::string to_string() const override;
  bool has_notation() const noexcept override { return now_.phase == Phase::kOwnPawn; }
  std::string action_to_string(djed::Action action) const override;
  djed::Result<djed::Action> action_from_string(std::string_view text) const override;
  std::vector<djed::Turn> legal_turns() const override;
  std::uint64_t perft(int depth) const override;
  djed::BoardSnapshot board() const override;
  djed::ActionView describe_action(djed::Action action) const override;
  djed::Message prompt() const override;
  // Every level evaluates in full: in this game, looking further ahead is
  // what separates them.
  int evaluate(const djed::EvalRequest& request) const noexcept override;
  int order_hint(const djed::Turn& turn) const noexcept override;
  // At the start of a turn, except the opening turn (the solved table leaves
  // its rule out).
  std::optional<std::uint64_t> solved_index() const noexcept override;

 protected:
  State* clone_impl() const override { return new RamsesState(*this); }
  void do_apply_action(djed::Action action) override;
  void do_undo_action() override;

 private:
  // Why `m` is not legal now (empty when it is).
  std::string why_illegal(const HalfMove& m) const;

  Situation now_;
  std::vector<Situation> history_;
};

}  // namespace ramses
