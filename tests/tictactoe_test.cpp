// The test game through the host: perft against the known tic-tac-toe counts,
// chance weights, notation.
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <set>

#include "djed/game_record.hpp"
#include "djed/solved_game.hpp"
#include "djed/solver.hpp"
#include "test_support.hpp"

namespace djed::test {
namespace {

std::shared_ptr<const Game> tictactoe() {
  auto game = shared_host().find("tictactoe");
  EXPECT_TRUE(game);
  return game;
}

TEST(TicTacToe, PerftMatchesTheKnownGameTree) {
  // Plies of the full game tree, stopping at wins: a well-known sequence.
  const std::uint64_t expected[] = {1, 9, 72, 504, 3024, 15120, 54720, 148176, 200448, 127872, 0};
  auto start = tictactoe()->new_initial_state("classic");
  ASSERT_TRUE(start.ok());
  for (int depth = 0; depth <= 10; ++depth) EXPECT_EQ(start.value()->perft(depth), expected[depth]) << depth;
}

TEST(TicTacToe, CoinPerftCountsFaces) {
  // Before the first turn: one mark on 2 faces (9 turns), two marks on 1 face
  // (9*8 orders, each pair of cells one turn: 36).
  auto start = tictactoe()->new_initial_state("coin");
  ASSERT_TRUE(start.ok());
  ASSERT_TRUE(start.value()->is_chance_node());
  EXPECT_EQ(start.value()->perft(1), 2u * 9 + 1u * 36);
}

// Two marks in either order are one turn, written lower cell first; an order
// whose first mark would already win stays a turn of its own.
TEST(TicTacToe, TwoMarksInEitherOrderAreOneTurn) {
  auto s = tictactoe()->parse_position("coin", "x../x../... x coin:2").value();
  const auto turns = s->legal_turns();
  std::set<std::string> texts;
  for (const Turn& t : turns) texts.insert(s->turn_to_string(t));
  // a1 finishes the column: "a1" alone is a turn, and "b1 a1" is one too
  // (b1 first, then the win), but "a1 b1" is not.
  EXPECT_TRUE(texts.count("a1"));
  EXPECT_TRUE(texts.count("b1 a1"));
  EXPECT_FALSE(texts.count("a1 b1"));
  EXPECT_TRUE(texts.count("b1 c1"));
  EXPECT_FALSE(texts.count("c1 b1"));
  auto reversed = s->turn_from_string("c1 b1");
  ASSERT_TRUE(reversed.ok()) << reversed.message();
  EXPECT_EQ(s->turn_to_string(reversed.value()), "b1 c1");
  // Each pair of the six empty cells other than a1 once (15), a1 alone, and
  // each of those six followed by a1.
  EXPECT_EQ(turns.size(), 15u + 1u + 6u);
  EXPECT_EQ(s->perft(1), turns.size());
}

// A turn played mark by mark in the other order is written as it is listed.
TEST(TicTacToe, ARecordWritesATurnInItsCanonicalOrder) {
  const auto game = tictactoe();
  GameRecord record(game->parse_position("coin", ".../.../... x coin:2").value(), game->info());
  record.apply_action(4);  // b2
  record.apply_action(0);  // a1
  ASSERT_EQ(record.turn_log().size(), 1u);
  EXPECT_EQ(record.turn_log().front(), "a1 b2");
}

TEST(TicTacToe, PositionNotation) {
  // x . o
  // . x .
  // o . .   O to move (ranks are written from 3 down to 1)
  auto s = tictactoe()->parse_position("classic", "x.o/.x./o.. o");
  ASSERT_TRUE(s.ok()) << s.message();
  EXPECT_EQ(s.value()->to_string(), "x.o/.x./o.. o");
  EXPECT_EQ(s.value()->current_player(), 1);
  auto bad = tictactoe()->parse_position("classic", "x.o/.x/o.. o");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.message(), "rank '.x': expected 3 cells");
  auto both = tictactoe()->parse_position("classic", "xxx/ooo/... o");
  ASSERT_FALSE(both.ok());
  EXPECT_EQ(both.message(), "both sides have three in a row");
}

TEST(TicTacToe, WinEndsTheGame) {
  // x x .
  // o o .
  // . . .   X to move: c3 wins.
  auto s = tictactoe()->parse_position("classic", "xx./oo./... x");
  ASSERT_TRUE(s.ok());
  auto turn = s.value()->turn_from_string("c3");
  ASSERT_TRUE(turn.ok()) << turn.message();
  s.value()->apply_turn(turn.value());
  ASSERT_TRUE(s.value()->is_terminal());
  EXPECT_EQ(s.value()->result().winner, 0);
  EXPECT_EQ(s.value()->returns(0), 1.0);
  EXPECT_EQ(s.value()->returns(1), -1.0);
}

TEST(TicTacToe, CoinTurnOfTwoActions) {
  auto s = tictactoe()->parse_position("coin", ".../.../... x coin:2");
  ASSERT_TRUE(s.ok()) << s.message();
  auto incomplete = s.value()->turn_from_string("b2");
  ASSERT_FALSE(incomplete.ok());
  EXPECT_EQ(incomplete.message(), "turn 'b2' is incomplete: Place an X.");
  auto turn = s.value()->turn_from_string("b2 a1");
  ASSERT_TRUE(turn.ok()) << turn.message();
  EXPECT_EQ(turn.value().size(), 2u);
  EXPECT_EQ(s.value()->turn_to_string(turn.value()), "a1 b2");
  s.value()->apply_turn(turn.value());
  EXPECT_TRUE(s.value()->is_chance_node());
  EXPECT_EQ(s.value()->to_string(), ".../.x./x.. o");
}

#if !defined(NDEBUG) || defined(DJED_CHECKS)
// In builds with checks (debug, the sanitizer build) the SDK's entry points
// stop a caller that misuses a state, before the game's code runs.
// Tic-tac-toe under other rules, for the solver only: three in a row loses
// for the one who made it (a finished position is won by the side to move).
class MisereIndex final : public solve::IndexedGame {
 public:
  explicit MisereIndex(const solve::IndexedGame& rules) : rules_(rules) {}
  std::uint64_t size() const override { return rules_.size(); }
  std::uint64_t stored_size() const override { return rules_.stored_size(); }
  bool inside_turn(std::uint64_t i) const override { return rules_.inside_turn(i); }
  bool valid(std::uint64_t i) const override { return rules_.valid(i); }
  std::optional<solve::Outcome> finished(std::uint64_t i) const override {
    auto end = rules_.finished(i);
    if (end && end->kind == solve::Outcome::Kind::kLoss) end->kind = solve::Outcome::Kind::kWin;
    return end;
  }
  void successors(std::uint64_t i, std::vector<std::uint64_t>& out) const override { rules_.successors(i, out); }
  bool has_predecessors() const override { return rules_.has_predecessors(); }
  void predecessors(std::uint64_t i, std::vector<std::uint64_t>& out) const override { rules_.predecessors(i, out); }

 private:
  const solve::IndexedGame& rules_;
};

class MisereTicTacToe final : public Game {
 public:
  explicit MisereTicTacToe(std::shared_ptr<const Game> inner)
      : inner_(std::move(inner)), index_(*inner_->solvable("classic")) {}
  const GameInfo& info() const noexcept override { return inner_->info(); }
  const solve::IndexedGame* solvable(const std::string&) const noexcept override { return &index_; }
  StatePtr make_initial_state(const std::string& v) const override { return inner_->new_initial_state(v).value(); }
  Result<StatePtr> make_state(const std::string& v, std::string_view text) const override {
    return inner_->parse_position(v, text);
  }
  BoardGeometry make_geometry(const std::string& v) const override { return inner_->geometry(v).value(); }

 private:
  std::shared_ptr<const Game> inner_;
  MisereIndex index_;
};

// A build stopped under other rules (the same game name, the same number of
// positions) leaves a checkpoint the next build must not go on from: its
// values are of those rules, and the table written would carry the new
// rules' fingerprint over them.
TEST(TicTacToe, ACheckpointOfOtherRulesIsNotGoneOnFrom) {
  const auto dir = std::filesystem::path(::testing::TempDir()) / "ttt-checkpoint";
  std::filesystem::remove_all(dir);
  const auto file = dir / "tictactoe.solved";
  const MisereTicTacToe misere(tictactoe());
  std::atomic<bool> cancel{false};
  solve::SolveOptions stopped;
  stopped.checkpoint_every = std::chrono::seconds(0);
  stopped.cancel = &cancel;
  stopped.progress = [&](const solve::SolveProgress& p) {
    if (p.stage == solve::SolveProgress::Stage::kSolving && p.turns >= 2) cancel = true;
  };
  ASSERT_FALSE(solve::build_table(misere, "classic", file, stopped).ok());
  ASSERT_TRUE(std::filesystem::exists(file.string() + ".checkpoint")) << "the stopped build left its work";
  bool counted = false;
  solve::SolveOptions next;
  next.progress = [&](const solve::SolveProgress& p) { counted |= p.stage == solve::SolveProgress::Stage::kCounting; };
  ASSERT_TRUE(solve::build_table(*tictactoe(), "classic", file, next).ok());
  EXPECT_TRUE(counted) << "the build started afresh";
  auto table = solve::SolvedGame::load(*tictactoe(), "classic", file);
  ASSERT_TRUE(table.ok()) << table.message();
  auto start = tictactoe()->new_initial_state("classic").value();
  EXPECT_EQ(table.value()->value(*start), solve::Outcome{}) << "tic-tac-toe is a draw";
  std::filesystem::remove_all(dir);
}

TEST(StateChecksDeathTest, AnIllegalActionOrAnUndoWithoutHistoryStopsTheProgram) {
  auto start = tictactoe()->new_initial_state("classic");
  ASSERT_TRUE(start.ok());
  StatePtr s = std::move(start).value();
  EXPECT_DEATH(s->undo_action(), "undo_action: nothing to take back");
  s->apply_action(4);  // b2
  EXPECT_DEATH(s->apply_action(4), "apply_action: the action is not one of legal_actions");
  EXPECT_DEATH(s->apply_action(100), "apply_action: the action is not one of legal_actions");
}
#endif

}  // namespace
}  // namespace djed::test
