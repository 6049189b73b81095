#include "djed/game_record.hpp"

#include <algorithm>

#include "djed/text.hpp"

namespace djed {

GameRecord::GameRecord(StatePtr start, const GameInfo& info)
    : state_(std::move(start)),
      side_names_{info.sides[0].name, info.sides[1].name},
      draw_by_repetition_(info.draw_by_repetition),
      max_turns_(info.max_turns) {
  start_ = state_->clone();
  seen_entry(state_->repetition_key())->second = 1;
}

GameRecord::GameRecord(const GameRecord& other)
    : state_(other.state_->clone()),
      start_(other.start_->clone()),
      side_names_(other.side_names_),
      draw_by_repetition_(other.draw_by_repetition_),
      max_turns_(other.max_turns_),
      turns_played_(other.turns_played_),
      repeated_(other.repeated_),
      agreed_(other.agreed_),
      agreed_result_(other.agreed_result_),
      seen_(other.seen_),
      actions_(other.actions_),
      ends_turn_(other.ends_turn_),
      current_turn_(other.current_turn_),
      pending_chance_(other.pending_chance_),
      turn_log_(other.turn_log_),
      throws_(other.throws_),
      comments_(other.comments_) {}

void GameRecord::apply_action(Action action) {
  actions_.push_back(action);
  ends_turn_.push_back(false);
  if (state_->is_chance_node()) {
    pending_chance_.push_back(state_->action_to_string(action));
    state_->apply_action(action);
    return;
  }
  const int mover = state_->current_player();
  current_turn_.push_back(action);
  state_->apply_action(action);
  if (state_->current_player() != mover) {
    ends_turn_.back() = true;
    finish_turn();
  }
}

void GameRecord::apply_turn(const Turn& turn) {
  for (Action a : turn) apply_action(a);
}

void GameRecord::finish_turn() {
  // The turn's notation is written from the state it started in: step back
  // to it and forward again (a clone per turn would copy the whole history).
  // In its canonical order, as legal_turns() lists it.
  for (std::size_t i = 0; i < current_turn_.size(); ++i) state_->undo_action();
  turn_log_.push_back(state_->turn_to_string(state_->canonical_turn(current_turn_)));
  for (Action a : current_turn_) state_->apply_action(a);
  if (!pending_chance_.empty()) {
    throws_.resize(turn_log_.size() - 1);
    throws_.push_back(join(pending_chance_, " "));
  }
  pending_chance_.clear();
  current_turn_.clear();
  ++turns_played_;
  if (++seen_entry(state_->repetition_key())->second >= 3) repeated_ = true;
}

GameRecord::RepetitionCounts::iterator GameRecord::seen_entry(std::uint64_t key) {
  auto at = std::lower_bound(seen_.begin(), seen_.end(), key, [](const auto& entry, std::uint64_t k) { return entry.first < k; });
  if (at == seen_.end() || at->first != key) at = seen_.insert(at, {key, 0});
  return at;
}

void GameRecord::undo_action() {
  if (!ends_turn_.back()) {
    // Part of the turn under way, or (nothing of a turn under way) a throw:
    // chance never falls inside a turn, whose end it would be.
    if (current_turn_.empty()) {
      pending_chance_.pop_back();
    } else {
      current_turn_.pop_back();
    }
    state_->undo_action();
    actions_.pop_back();
    ends_turn_.pop_back();
    return;
  }
  // The last action completed a turn: forget the turn, then rebuild the
  // turn under way and its throws from the actions since the turn before.
  if (const auto at = seen_entry(state_->repetition_key()); --at->second == 0) seen_.erase(at);
  --turns_played_;
  repeated_ = false;
  for (const auto& entry : seen_)
    if (entry.second >= 3) repeated_ = true;
  turn_log_.pop_back();
  if (throws_.size() > turn_log_.size()) throws_.pop_back();
  comments_.erase(turn_log_.size());
  state_->undo_action();
  actions_.pop_back();
  ends_turn_.pop_back();
  std::size_t begin = actions_.size();
  while (begin > 0 && !ends_turn_[begin - 1]) --begin;
  for (std::size_t i = begin; i < actions_.size(); ++i) state_->undo_action();
  current_turn_.clear();
  pending_chance_.clear();
  for (std::size_t i = begin; i < actions_.size(); ++i) {
    if (state_->is_chance_node()) {
      pending_chance_.push_back(state_->action_to_string(actions_[i]));
    } else {
      current_turn_.push_back(actions_[i]);
    }
    state_->apply_action(actions_[i]);
  }
}

std::vector<RecordedTurn> GameRecord::recorded_turns() const {
  std::vector<RecordedTurn> out;
  out.reserve(turn_log_.size() + 1);
  for (std::size_t i = 0; i < turn_log_.size(); ++i) {
    const bool thrown = i < throws_.size() && !throws_[i].empty();
    const auto comment = comments_.find(i);
    out.push_back(RecordedTurn{thrown ? throws_[i] + " " + turn_log_[i] : turn_log_[i],
                               comment == comments_.end() ? std::string() : comment->second, 0});
  }
  if (!pending_chance_.empty() && current_turn_.empty()) out.push_back(RecordedTurn{join(pending_chance_, " "), "", 0});
  return out;
}

void GameRecord::set_comment(std::size_t turn, std::string comment) {
  if (turn >= turn_log_.size()) return;
  if (comment.empty()) {
    comments_.erase(turn);
  } else {
    comments_[turn] = std::move(comment);
  }
}

void GameRecord::end_by_agreement(int side) {
  agreed_ = true;
  if (side < 0) {
    agreed_result_ = GameResult{-1, "agreed-draw", Message::of("djed.draw.agreed"), {}};
  } else {
    agreed_result_ = GameResult{1 - side, "resigned",
                                Message::of("djed.resigned", {side_names_[static_cast<std::size_t>(side)],
                                                              side_names_[static_cast<std::size_t>(1 - side)]}),
                                {}};
  }
}

bool GameRecord::is_over() const noexcept {
  if (agreed_) return true;
  if (state_->is_terminal()) return true;
  if (draw_by_repetition_ && repeated_) return true;
  return max_turns_ > 0 && turns_played_ >= max_turns_;
}

GameResult GameRecord::result() const {
  if (agreed_) return agreed_result_;
  if (state_->is_terminal()) return state_->result();
  if (draw_by_repetition_ && repeated_)
    return GameResult{-1, "repetition", Message::of("djed.draw.repetition"), {}};
  if (max_turns_ > 0 && turns_played_ >= max_turns_)
    return GameResult{-1, "turn-limit", Message::of("djed.draw.turn-limit", {Message::number(max_turns_)}), {}};
  return GameResult{-1, "", Message::of("djed.not-over"), {}};
}

}  // namespace djed
