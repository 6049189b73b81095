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

}  // namespace
}  // namespace djed::test
