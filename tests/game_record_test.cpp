// GameRecord adds the draw rules [D-1] to any game. A tiny cycling game
// defined here makes repetition happen on purpose.
#include <gtest/gtest.h>

#include "djed/game.hpp"
#include "djed/game_record.hpp"

namespace djed::test {
namespace {

// Two sides walk one token round a ring of four squares: every turn moves it
// one step; the position repeats every four turns.
class RingState final : public State {
 public:
  int current_player() const noexcept override { return side_; }
  int side_to_move() const noexcept override { return side_; }
  std::vector<Action> legal_actions() const override { return {0}; }
  GameResult result() const override { return {}; }
  std::uint64_t hash() const noexcept override { return static_cast<std::uint64_t>(square_ * 2 + side_); }
  std::string to_string() const override { return std::to_string(square_); }
  std::string action_to_string(Action) const override { return "step"; }
  BoardSnapshot board() const override { return {}; }
  ActionView describe_action(Action) const override { return {}; }

 protected:
  State* clone_impl() const override { return new RingState(*this); }
  void do_apply_action(Action) override {
    square_ = (square_ + 1) % 4;
    side_ = 1 - side_;
  }
  void do_undo_action() override {
    square_ = (square_ + 3) % 4;
    side_ = 1 - side_;
  }

 private:
  int square_ = 0;
  int side_ = 0;
};

GameInfo ring_info(bool repetition, int max_turns) {
  GameInfo info;
  info.id = "ring";
  info.draw_by_repetition = repetition;
  info.max_turns = max_turns;
  return info;
}

TEST(GameRecord, ThirdRepetitionDraws) {
  GameRecord record(StatePtr(new RingState), ring_info(true, 300));
  // Square 0 with side 0 to move: at the start, after 4 turns, after 8 turns.
  for (int turn = 0; turn < 7; ++turn) {
    record.apply_turn({0});
    EXPECT_FALSE(record.is_over()) << turn;
  }
  record.apply_turn({0});
  ASSERT_TRUE(record.is_over());
  EXPECT_EQ(record.result().reason, "repetition");
  EXPECT_EQ(record.result().winner, -1);
  EXPECT_EQ(record.turns_played(), 8);
}

TEST(GameRecord, TakingBackTheThirdRepetitionTakesBackTheDraw) {
  GameRecord record(StatePtr(new RingState), ring_info(true, 300));
  for (int turn = 0; turn < 8; ++turn) record.apply_turn({0});
  ASSERT_TRUE(record.is_over());
  record.undo_action();
  EXPECT_FALSE(record.is_over());
  // Four positions, each seen twice, listed by key.
  const GameRecord::RepetitionCounts twice{{0, 2}, {3, 2}, {4, 2}, {7, 2}};
  EXPECT_EQ(record.repetition_counts(), twice);
  for (int turn = 0; turn < 4; ++turn) record.undo_action();
  const GameRecord::RepetitionCounts once{{0, 1}, {3, 1}, {4, 1}, {7, 1}};
  EXPECT_EQ(record.repetition_counts(), once);
  for (int turn = 0; turn < 3; ++turn) record.undo_action();
  EXPECT_EQ(record.repetition_counts(), (GameRecord::RepetitionCounts{{0, 1}}));
}

TEST(GameRecord, TurnCapDraws) {
  GameRecord record(StatePtr(new RingState), ring_info(false, 5));
  for (int turn = 0; turn < 4; ++turn) record.apply_turn({0});
  EXPECT_FALSE(record.is_over());
  record.apply_turn({0});
  ASSERT_TRUE(record.is_over());
  EXPECT_EQ(record.result().reason, "turn-limit");
}

TEST(GameRecord, KeepsTheTurnLog) {
  GameRecord record(StatePtr(new RingState), ring_info(true, 300));
  record.apply_turn({0});
  record.apply_turn({0});
  EXPECT_EQ(record.turn_log(), (std::vector<std::string>{"step", "step"}));
}

// The ring with a die: before each of the second side's turns, chance
// throws 1 or 2 (the step is the same whatever falls).
class ThrowingRingState final : public State {
 public:
  int current_player() const noexcept override { return throw_due_ ? kChancePlayer : side_; }
  int side_to_move() const noexcept override { return side_; }
  std::vector<Action> legal_actions() const override { return throw_due_ ? std::vector<Action>{1, 2} : std::vector<Action>{0}; }
  std::vector<ChanceOutcome> chance_outcomes() const override {
    if (!throw_due_) return {};
    return {{1, 0.5}, {2, 0.5}};
  }
  GameResult result() const override { return {}; }
  std::uint64_t hash() const noexcept override { return static_cast<std::uint64_t>(steps_ * 4 + side_ * 2 + (throw_due_ ? 1 : 0)); }
  std::string to_string() const override { return std::to_string(steps_); }
  std::string action_to_string(Action action) const override { return throw_due_ ? std::to_string(action) : "step"; }
  BoardSnapshot board() const override { return {}; }
  ActionView describe_action(Action) const override { return {}; }

 protected:
  State* clone_impl() const override { return new ThrowingRingState(*this); }
  void do_apply_action(Action) override {
    if (throw_due_) {
      throw_due_ = false;
      return;
    }
    ++steps_;
    side_ = 1 - side_;
    throw_due_ = side_ == 1;
  }
  void do_undo_action() override {
    if (side_ == 1 && !throw_due_) {
      throw_due_ = true;  // back before the throw that gave the second side its turn
      return;
    }
    --steps_;
    side_ = 1 - side_;
    throw_due_ = false;
  }

 private:
  int steps_ = 0;
  int side_ = 0;
  bool throw_due_ = false;
};

std::vector<std::string> notations(const GameRecord& record) {
  std::vector<std::string> out;
  for (const RecordedTurn& turn : record.recorded_turns()) out.push_back(turn.moves);
  return out;
}

std::vector<std::string> comments(const GameRecord& record) {
  std::vector<std::string> out;
  for (const RecordedTurn& turn : record.recorded_turns()) out.push_back(turn.comment);
  return out;
}

TEST(GameRecord, KeepsTheThrowsBeforeEachTurnAndTheComments) {
  GameRecord record(StatePtr(new ThrowingRingState), ring_info(false, 300));
  for (Action a : {0, 2, 0, 0, 1, 0}) record.apply_action(static_cast<Action>(a));
  EXPECT_EQ(notations(record), (std::vector<std::string>{"step", "2 step", "step", "1 step"}));
  record.set_comment(1, "sharp");
  record.set_comment(3, "last");
  record.set_comment(9, "no such turn");
  EXPECT_EQ(comments(record), (std::vector<std::string>{"", "sharp", "", "last"}));
  const GameRecord copy(record);
  EXPECT_EQ(notations(copy), notations(record));
  EXPECT_EQ(comments(copy), comments(record));

  // Taking back a turn takes its comment; its throw stays, due again.
  record.undo_action();
  EXPECT_EQ(notations(record), (std::vector<std::string>{"step", "2 step", "step", "1"}));
  EXPECT_EQ(comments(record), (std::vector<std::string>{"", "sharp", "", ""}));
  record.apply_action(0);
  EXPECT_EQ(notations(record), (std::vector<std::string>{"step", "2 step", "step", "1 step"}));
  EXPECT_EQ(comments(record), (std::vector<std::string>{"", "sharp", "", ""}));

  // Back to the second turn: the throws of the turns taken back are gone.
  for (int i = 0; i < 4; ++i) record.undo_action();
  EXPECT_EQ(notations(record), (std::vector<std::string>{"step", "2"}));
  record.undo_action();
  EXPECT_EQ(notations(record), (std::vector<std::string>{"step"}));
  record.apply_action(1);
  record.apply_action(0);
  EXPECT_EQ(notations(record), (std::vector<std::string>{"step", "1 step"}));
  record.set_comment(1, "sharp");
  record.set_comment(1, "");
  EXPECT_EQ(comments(record), (std::vector<std::string>{"", ""}));
}

}  // namespace
}  // namespace djed::test
