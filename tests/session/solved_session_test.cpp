// The game screen's session with a solved table: the tic-tac-toe test
// game's `classic` variant, solved into a scratch folder once: the perfect
// seat, the exact hint, the analysis' value per choice, and where a game
// was thrown away.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <random>

#include "djed/ai/game_context.hpp"
#include "djed/ai/levels.hpp"
#include "game_session.hpp"
#include "tictactoe.hpp"

namespace djed::session::test {
namespace {

using solve::Outcome;

class SolvedSessionTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    game_ = std::make_shared<tictactoe::TicTacToeGame>();
    dir_ = std::filesystem::temp_directory_path() / ("djed-solved-session-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir_);
    const auto file = dir_ / "tictactoe.solved";
    ASSERT_TRUE(solve::build_table(*game_, "classic", file).ok());
    auto loaded = solve::SolvedGame::load(*game_, "classic", file);
    ASSERT_TRUE(loaded.ok()) << loaded.message();
    solved_ = std::move(loaded).value();
  }
  static void TearDownTestSuite() {
    solved_.reset();
    std::filesystem::remove_all(dir_);
  }

  static std::unique_ptr<GameSession> start(std::array<Seat, 2> seats, bool with_table = true) {
    SessionConfig config = config_for(seats);
    if (with_table) config.solved = solved_;
    auto session = GameSession::create(game_, config);
    EXPECT_TRUE(session.ok()) << (session.ok() ? "" : session.message());
    return std::move(session).value();
  }

  static SessionConfig config_for(std::array<Seat, 2> seats) {
    SessionConfig config;
    config.game_id = "tictactoe";
    config.variant = "classic";
    config.seats = seats;
    config.seed = 5;
    return config;
  }

  // The best value among the turns from the session's state that start
  // with `action`.
  static std::optional<Outcome> best_starting_with(const GameSession& s, Action action) {
    const auto turns = solved_->turn_values(s.state());
    if (!turns) return std::nullopt;
    for (const solve::TurnValue& t : *turns)
      if (t.turn.front() == action) return t.value;
    return std::nullopt;
  }

  static inline std::shared_ptr<const Game> game_;
  static inline std::shared_ptr<const solve::SolvedGame> solved_;
  static inline std::filesystem::path dir_;
};

const Seat kHuman{};
const Seat kPerfect = Seat::computer("perfect");

// The perfect player keeps to the game's turn limit: a win the table puts
// past it is a draw, and is played as one.
TEST_F(SolvedSessionTest, ThePerfectPlayerCountsAWinPastTheTurnLimitAsADraw) {
  // Random play until the side to move has a forced win that takes three turns.
  std::mt19937 rng(3);
  StatePtr state;
  for (int tries = 0; tries < 2000 && !state; ++tries) {
    StatePtr walk = game_->new_initial_state("classic").value();
    while (!walk->is_terminal()) {
      const auto values = solved_->turn_values(*walk);
      if (values && !values->empty() && values->front().value == Outcome{Outcome::Kind::kWin, 3}) {
        state = std::move(walk);
        break;
      }
      const auto legal = walk->legal_turns();
      walk->apply_turn(legal[rng() % legal.size()]);
    }
  }
  ASSERT_TRUE(state) << "a position won in three turns";
  auto player = ai::make_player("perfect", ai::PlayerOptions{1, 0, 0, solved_});
  ASSERT_TRUE(player.ok());
  ai::GameContext open;
  EXPECT_EQ(player.value()->choose_turn(*state, open).score, 1e6 - 3) << "a win in three";
  ai::GameContext limited;
  limited.turns_played = 10;
  limited.max_turns = 12;  // two turns left
  EXPECT_EQ(player.value()->choose_turn(*state, limited).score, 0.0) << "the limit comes first: a draw";
}

TEST_F(SolvedSessionTest, TwoPerfectSeatsDrawTicTacToe) {
  auto s = start({kPerfect, kPerfect});
  while (!s->is_over()) ASSERT_TRUE(s->play_turn(s->think(nullptr).turn));
  EXPECT_EQ(s->result().winner, -1);
  EXPECT_EQ(s->turns_played(), 9);
}

TEST_F(SolvedSessionTest, APerfectSeatNeedsTheTable) {
  EXPECT_FALSE(GameSession::create(game_, config_for({kHuman, kPerfect})).ok());
}

TEST_F(SolvedSessionTest, APerfectSeatPunishesAMistake) {
  auto s = start({kPerfect, kHuman});
  // The perfect first mark; then a reply that loses (there is one).
  ASSERT_TRUE(s->play_turn(s->think(nullptr).turn));
  s->set_analysis(true);
  std::optional<Action> losing;
  for (std::size_t i = 0; i < s->choices().size(); ++i)
    if (s->choice_values()[i] && s->choice_values()[i]->kind == Outcome::Kind::kLoss) losing = s->choices()[i].action;
  ASSERT_TRUE(losing);
  ASSERT_TRUE(s->play(*losing));
  const auto turn = s->think(nullptr).turn;
  EXPECT_EQ(s->turn_value(turn)->kind, Outcome::Kind::kWin);
  EXPECT_EQ(*s->turn_value(turn), solved_->turn_values(s->state())->front().value);
}

TEST_F(SolvedSessionTest, TheHintIsThePerfectTurnWithItsValue) {
  auto s = start({kHuman, kHuman});
  ASSERT_TRUE(s->play(s->choices()[1].action));  // an edge: the reply may win
  const ai::Decision hint = s->hint(nullptr);
  ASSERT_FALSE(hint.turn.empty());
  const auto value = s->turn_value(hint.turn);
  ASSERT_TRUE(value);
  EXPECT_EQ(*value, solved_->turn_values(s->state())->front().value);
  EXPECT_EQ(*value, solved_->value(s->state()));
}

TEST_F(SolvedSessionTest, TheAnalysisValuesEachChoiceAsTheTableDoes) {
  auto s = start({kHuman, kHuman});
  EXPECT_TRUE(s->choice_values().empty());  // off until asked for
  s->set_analysis(true);
  for (int move = 0; move < 4 && !s->is_over(); ++move) {
    ASSERT_EQ(s->choice_values().size(), s->choices().size());
    for (std::size_t i = 0; i < s->choices().size(); ++i) {
      ASSERT_TRUE(s->choice_values()[i]);
      EXPECT_EQ(*s->choice_values()[i], best_starting_with(*s, s->choices()[i].action)) << "choice " << i;
    }
    ASSERT_TRUE(s->play(s->choices()[static_cast<std::size_t>(move) % s->choices().size()].action));
  }
  s->set_analysis(false);
  EXPECT_TRUE(s->choice_values().empty());
}

TEST_F(SolvedSessionTest, TheAnalysisWaitsForItsTable) {
  auto s = start({kHuman, kHuman}, false);
  s->set_analysis(true);
  EXPECT_TRUE(s->choice_values().empty());
  EXPECT_FALSE(s->turn_value({s->choices().front().action}));
  s->set_solved(solved_);
  EXPECT_EQ(s->choice_values().size(), s->choices().size());
}

TEST_F(SolvedSessionTest, WhereTheLoserThrewTheGameAway) {
  auto s = start({kHuman, kHuman});
  s->set_analysis(true);
  const auto pick = [&](Outcome::Kind kind) {
    for (std::size_t i = 0; i < s->choices().size(); ++i)
      if (s->choice_values()[i]->kind == kind) return s->choices()[i].action;
    ADD_FAILURE() << "no choice of that kind";
    return s->choices().front().action;
  };
  // The first side draws, the second throws the draw away, then both play
  // their best: the first side wins.
  ASSERT_TRUE(s->play(pick(Outcome::Kind::kDraw)));
  ASSERT_TRUE(s->play(pick(Outcome::Kind::kLoss)));
  EXPECT_FALSE(s->where_lost());  // not over yet
  while (!s->is_over()) ASSERT_TRUE(s->play(solved_->turn_values(s->state())->front().turn.front()));
  ASSERT_EQ(s->result().winner, 0);
  const auto lost = s->where_lost();
  ASSERT_TRUE(lost);
  EXPECT_EQ(lost->number, 2);
  EXPECT_EQ(lost->loser, 1);
  EXPECT_EQ(lost->turn, s->turn_log()[1]);
  EXPECT_EQ(lost->winner_value.kind, Outcome::Kind::kWin);
  EXPECT_EQ(lost->winner_value.turns, static_cast<int>(s->turn_log().size()) - 2);
}

TEST_F(SolvedSessionTest, ADrawnGameWasNotThrownAway) {
  auto s = start({kPerfect, kPerfect});
  while (!s->is_over()) ASSERT_TRUE(s->play_turn(s->think(nullptr).turn));
  EXPECT_FALSE(s->where_lost());
}

TEST_F(SolvedSessionTest, ARecordWithAPerfectSeatOpensWithTheTable) {
  auto s = start({kHuman, kPerfect});
  ASSERT_TRUE(s->play(s->choices().front().action));
  const RecordFile file = s->record_file();
  EXPECT_FALSE(GameSession::open(game_, file).ok());
  auto reopened = GameSession::open(game_, file, solved_);
  ASSERT_TRUE(reopened.ok()) << reopened.message();
  EXPECT_TRUE(reopened.value()->computer_to_act());
  EXPECT_TRUE(reopened.value()->play_turn(reopened.value()->think(nullptr).turn));
}

}  // namespace
}  // namespace djed::session::test
