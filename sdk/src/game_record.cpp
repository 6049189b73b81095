#include "djed/game_record.hpp"

namespace djed {

GameRecord::GameRecord(StatePtr start, const GameInfo& info)
    : state_(std::move(start)), draw_by_repetition_(info.draw_by_repetition), max_turns_(info.max_turns) {
  seen_[state_->repetition_key()] = 1;
}

void GameRecord::apply_action(Action action) {
  if (state_->is_chance_node()) {
    state_->apply_action(action);
    return;
  }
  const int mover = state_->current_player();
  current_turn_.push_back(action);
  state_->apply_action(action);
  if (state_->current_player() != mover) finish_turn();
}

void GameRecord::apply_turn(const Turn& turn) {
  for (Action a : turn) apply_action(a);
}

void GameRecord::finish_turn() {
  // The turn's notation is written from the state it started in: step back
  // to it and forward again (a clone per turn would copy the whole history).
  for (std::size_t i = 0; i < current_turn_.size(); ++i) state_->undo_action();
  turn_log_.push_back(state_->turn_to_string(current_turn_));
  for (Action a : current_turn_) state_->apply_action(a);
  current_turn_.clear();
  ++turns_played_;
  if (++seen_[state_->repetition_key()] >= 3) repeated_ = true;
}

bool GameRecord::is_over() const noexcept {
  if (state_->is_terminal()) return true;
  if (draw_by_repetition_ && repeated_) return true;
  return max_turns_ > 0 && turns_played_ >= max_turns_;
}

GameResult GameRecord::result() const {
  if (state_->is_terminal()) return state_->result();
  if (draw_by_repetition_ && repeated_)
    return GameResult{-1, "repetition", Message::of("djed.draw.repetition")};
  if (max_turns_ > 0 && turns_played_ >= max_turns_)
    return GameResult{-1, "turn-limit", Message::of("djed.draw.turn-limit", {Message::number(max_turns_)})};
  return GameResult{-1, "", Message::of("djed.not-over")};
}

}  // namespace djed
