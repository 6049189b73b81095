#pragma once
// GameRecord: a game in progress as players see it. Adds the draw rules of
// the rules of record [D-1] (third repetition, turn cap) on top of a State,
// which knows only the rules of play, and keeps what was played: every
// action, and the turns in notation with what was thrown before each, so a
// record file can be written and any action taken back.
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "djed/game_info.hpp"
#include "djed/record_file.hpp"
#include "djed/state.hpp"

namespace djed {

class GameRecord {
 public:
  GameRecord(StatePtr start, const GameInfo& info);
  // A copy with states of its own (a review reads it on another thread).
  GameRecord(const GameRecord& other);
  GameRecord& operator=(const GameRecord&) = delete;

  const State& state() const noexcept { return *state_; }
  // The position the game started from.
  const State& start() const noexcept { return *start_; }
  // Applies one action (a chance outcome or part of a turn). Must be legal.
  void apply_action(Action action);
  // Applies a complete turn.
  void apply_turn(const Turn& turn);
  // Takes back the last action (there must be one), turn bookkeeping and
  // repetition counts included.
  void undo_action();

  bool is_over() const noexcept;
  // The rules' result, or a draw by repetition or by the turn cap.
  GameResult result() const;
  int turns_played() const noexcept { return turns_played_; }
  int max_turns() const noexcept { return max_turns_; }
  void set_max_turns(int turns) noexcept { max_turns_ = turns; }
  bool draw_by_repetition() const noexcept { return draw_by_repetition_; }
  // How often each position (by State::repetition_key) has occurred, by
  // key: a sorted list, not a hash table (a server holds thousands of games).
  using RepetitionCounts = std::vector<std::pair<std::uint64_t, int>>;
  const RepetitionCounts& repetition_counts() const noexcept { return seen_; }
  // The turns played so far, in notation.
  const std::vector<std::string>& turn_log() const noexcept { return turn_log_; }
  // The turns as a record writes them: the throws before each turn and the
  // turn; a last entry without turn holds a throw whose turn is still due.
  std::vector<RecordedTurn> recorded_turns() const;
  // Every action applied since the start, chance outcomes included.
  const std::vector<Action>& actions() const noexcept { return actions_; }
  // The actions of the turn under way (empty at a turn start).
  const Turn& current_turn() const noexcept { return current_turn_; }
  // Whether actions()[i] completed a turn (parallel to actions()).
  const std::vector<bool>& ends_turn() const noexcept { return ends_turn_; }
  // A comment on a played turn (0-based), kept in records.
  void set_comment(std::size_t turn, std::string comment);

  // Ends the game beside the rules: `side` resigns (the other side wins),
  // or (side -1) both agree to a draw. Nothing can be played after it;
  // reopen() takes it back. Reasons "resigned" and "agreed-draw".
  void end_by_agreement(int side);
  void reopen() noexcept { agreed_ = false; }
  bool ended_by_agreement() const noexcept { return agreed_; }

 private:
  void finish_turn();
  // The entry of a position's key, made (with a count of 0) when new.
  RepetitionCounts::iterator seen_entry(std::uint64_t key);

  StatePtr state_;
  StatePtr start_;
  std::array<Message, 2> side_names_;
  bool draw_by_repetition_ = true;
  int max_turns_ = 300;
  int turns_played_ = 0;
  bool repeated_ = false;
  bool agreed_ = false;
  GameResult agreed_result_;
  RepetitionCounts seen_;
  std::vector<Action> actions_;
  std::vector<bool> ends_turn_;  // parallel to actions_
  Turn current_turn_;
  std::vector<std::string> pending_chance_;  // thrown since the last turn ended
  // A played turn's notation, and what a record writes around it: the
  // throws before it and its comment. Kept apart and only as far as there
  // are any: most games throw nothing and comment nothing, and a server
  // holds thousands of games.
  std::vector<std::string> turn_log_;
  std::vector<std::string> throws_;  // by turn, "" for none; none kept past the last turn after a throw (but for those taken back)
  std::map<std::size_t, std::string> comments_;  // by turn
};

}  // namespace djed
