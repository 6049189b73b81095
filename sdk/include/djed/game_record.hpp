#pragma once
// GameRecord: a game in progress as players see it. Adds the draw rules of
// the rules of record [D-1] (third repetition, turn cap) on top of a State,
// which knows only the rules of play, and keeps the turns played.
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "djed/game_info.hpp"
#include "djed/state.hpp"

namespace djed {

class GameRecord {
 public:
  GameRecord(StatePtr start, const GameInfo& info);

  const State& state() const noexcept { return *state_; }
  // Applies one action (a chance outcome or part of a turn). Must be legal.
  void apply_action(Action action);
  // Applies a complete turn.
  void apply_turn(const Turn& turn);

  bool is_over() const noexcept;
  // The rules' result, or a draw by repetition or by the turn cap.
  GameResult result() const;
  int turns_played() const noexcept { return turns_played_; }
  int max_turns() const noexcept { return max_turns_; }
  void set_max_turns(int turns) noexcept { max_turns_ = turns; }
  bool draw_by_repetition() const noexcept { return draw_by_repetition_; }
  // How often each position (by State::repetition_key) has occurred.
  const std::unordered_map<std::uint64_t, int>& repetition_counts() const noexcept { return seen_; }
  // The turns played so far, in notation.
  const std::vector<std::string>& turn_log() const noexcept { return turn_log_; }

 private:
  void finish_turn();

  StatePtr state_;
  bool draw_by_repetition_ = true;
  int max_turns_ = 300;
  int turns_played_ = 0;
  bool repeated_ = false;
  std::unordered_map<std::uint64_t, int> seen_;
  Turn current_turn_;
  std::vector<std::string> turn_log_;
};

}  // namespace djed
