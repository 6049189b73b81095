#pragma once
// The Seti rules behind the SDK's State interface. A turn is one move.
#include <vector>

#include "djed/state.hpp"
#include "movegen.hpp"

namespace seti {

// Action encoding: kind << 12 | from << 6 | to.
djed::Action encode(const Move& m);
Move decode(djed::Action action);

enum class EndReason : std::uint8_t { kNone, kFinishingRow, kNoMove };

class SetiState final : public djed::State {
 public:
  SetiState(const Shape& shape, const Position& p) : shape_(&shape), position_(p) { decide(); }

  const Position& position() const { return position_; }
  const Shape& shape() const { return *shape_; }

  int current_player() const noexcept override;
  int side_to_move() const noexcept override;
  std::vector<djed::Action> legal_actions() const override;
  djed::GameResult result() const override;
  std::uint64_t hash() const noexcept override { return hash_of(position_, *shape_); }
  std::string to_string() const override;
  bool has_notation() const noexcept override { return true; }
  std::string action_to_string(djed::Action action) const override;
  djed::Result<djed::Action> action_from_string(std::string_view text) const override;
  std::uint64_t perft(int depth) const override;
  djed::BoardSnapshot board() const override;
  djed::ActionView describe_action(djed::Action action) const override;
  djed::Message prompt() const override;
  // Every level evaluates in full: in this game, looking further ahead is
  // what separates them.
  int evaluate(const djed::EvalRequest& request) const noexcept override;
  int order_hint(const djed::Turn& turn) const noexcept override;

 protected:
  State* clone_impl() const override { return new SetiState(*this); }
  void do_apply_action(djed::Action action) override;
  void do_undo_action() override;

 private:
  // Settles whether the game is over in the current position.
  void decide();
  std::string why_illegal(const Move& m) const;

  const Shape* shape_;
  Position position_;
  EndReason end_ = EndReason::kNone;
  std::vector<Position> history_;
};

}  // namespace seti
