#pragma once
// The Pharao rules behind the SDK's State interface. A turn starts with the
// throw (a chance node), then the mover's actions: `drown` (optional), the
// own move, the rescue (when made) and the opponent move, each `-` when it
// moves nothing.
#include <array>
#include <memory>
#include <vector>

#include "djed/state.hpp"
#include "knowledge.hpp"
#include "turns.hpp"

namespace pharao {

enum class ActionKind : std::uint8_t { kRoll = 1, kDrown = 2, kPass = 3, kMove = 4 };

djed::Action roll_action(const Roll& r);
djed::Action drown_action();
djed::Action pass_action();
djed::Action move_action(int from, int to);
ActionKind kind_of(djed::Action a);

// The actions of a turn, in order.
struct TurnActions {
  std::array<djed::Action, 4> actions{};
  int size = 0;
};
TurnActions actions_of(const TurnMoves& t);

enum class EndReason : std::uint8_t { kNone, kLockedUp, kAllDrowned, kSecondLife };

class PharaoState final : public djed::State {
 public:
  // `knowledge`: what the evaluation knows beyond the rules, if anything.
  explicit PharaoState(const Position& p, std::shared_ptr<const Knowledge> knowledge = nullptr);
  // The end of a game won on the House of Second Life: `p` is the board
  // after the winning move, its side the winner (written `... won`).
  static PharaoState won_on_second_life(const Position& p, std::shared_ptr<const Knowledge> knowledge);

  const Position& turn_start() const { return start_; }
  const Position& board_now() const { return board_; }

  int current_player() const noexcept override;
  int side_to_move() const noexcept override;
  std::vector<djed::Action> legal_actions() const override;
  std::vector<djed::ChanceOutcome> chance_outcomes() const override;
  djed::GameResult result() const override;
  std::uint64_t hash() const noexcept override;
  std::uint64_t repetition_key() const noexcept override;
  std::string to_string() const override;
  bool has_notation() const noexcept override { return prefix_size_ == 0 || end_ == EndReason::kSecondLife; }
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
  std::optional<double> win_chance() const noexcept override;
  int order_hint(const djed::Turn& turn) const noexcept override;

 protected:
  State* clone_impl() const override { return new PharaoState(*this); }
  void do_apply_action(djed::Action action) override;
  void do_undo_action() override;

 private:
  // A turn of the thrown start_, with its actions spelled out.
  struct Entry {
    TurnActions actions;
    TurnMoves moves;
    std::uint64_t order;  // the actions packed so that turns sort as numbers
  };
  struct Snapshot {
    Position start;
    Position board;
    std::array<djed::Action, 4> prefix;
    int prefix_size;
    int first, last;
    EndReason end;
    std::int8_t winner;
    bool saved_turns;  // the action ended a turn and its turn list went to lists_.saved
  };
  // Recomputes turns_ for a thrown start_ and decides lock-up and empty sides.
  void begin_turn();
  // The turn whose actions are exactly `turn`, when start_ is thrown and no
  // action of the turn has been played.
  const Entry* find_turn(const djed::Turn& turn) const;

  const LastPieceEndings* endings() const { return knowledge_ ? knowledge_->endings_table() : nullptr; }
  const Network* network() const { return knowledge_ ? knowledge_->network.get() : nullptr; }

  std::shared_ptr<const Knowledge> knowledge_;
  Position start_;  // the position at the start of the turn (with the dice once thrown)
  Position board_;  // the pieces as they stand now, during the turn
  std::array<djed::Action, 4> prefix_{};
  int prefix_size_ = 0;
  EndReason end_ = EndReason::kNone;
  std::int8_t winner_ = -1;
  // Every turn of the thrown start_, sorted by their actions, so the turns
  // that begin with the actions played so far are turns_[first_, last_).
  std::vector<Entry> turns_;
  int first_ = 0, last_ = 0;
  std::vector<Snapshot> history_;
  // The turn lists of the turns played, so that undoing a turn restores its
  // list instead of enumerating it again (search undoes every turn it tries).
  // A copy starts with none: copying a whole game's lists made every clone
  // cost as much as the game so far. Undoing past the turns a copy played
  // itself enumerates the turn again.
  struct TurnListCache {
    std::vector<std::vector<Entry>> saved;  // newest last, one per flagged snapshot on top of history_
    std::vector<std::vector<Entry>> spare;  // emptied lists kept for their capacity
    TurnListCache() = default;
    TurnListCache(const TurnListCache&) {}
    TurnListCache& operator=(const TurnListCache&) {
      saved.clear();
      spare.clear();
      return *this;
    }
    TurnListCache(TurnListCache&&) = default;
    TurnListCache& operator=(TurnListCache&&) = default;
  };
  TurnListCache lists_;
};

}  // namespace pharao
