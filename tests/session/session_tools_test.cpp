// The player's tools on the game screen's session: undo and redo checked
// against replaying the record, the hint, saving and opening, resigning and
// draws by agreement.
#include <gtest/gtest.h>

#include <random>

#include "djed/record_replay.hpp"
#include "session_test_support.hpp"

namespace djed::session::test {
namespace {

std::unique_ptr<GameSession> start(const std::string& id, const std::string& variant, std::array<Seat, 2> seats,
                                   const std::string& position = {}) {
  return start_session(id, variant, seats, position, 23);
}

const Seat kHuman{};
const Seat kComputer = Seat::computer("easy", 300);

// Whatever is due that is not a human's choice: dice and computer turns.
void run_until_human(GameSession& s) {
  while (!s.is_over() && !s.human_to_act()) {
    if (s.dice_due()) {
      s.throw_dice();
    } else {
      ASSERT_TRUE(s.play_turn(s.think(nullptr).turn));
    }
  }
}

// One random action of the human.
void human_action(GameSession& s, std::mt19937& rng) {
  const auto& choices = s.choices();
  ASSERT_FALSE(choices.empty());
  ASSERT_TRUE(s.play(choices[rng() % choices.size()].action));
}

// The session's position is the one its record replays to.
void expect_matches_record(const GameSession& s) {
  if (!s.record().current_turn().empty()) return;  // records keep complete turns
  const RecordFile file = s.record_file();
  auto replayed = replay_record(file, game_for(s.info().id));
  ASSERT_TRUE(replayed.ok()) << replayed.message() << "\n" << write_record(file);
  EXPECT_EQ(replayed->record->state().hash(), s.state().hash()) << write_record(file);
  EXPECT_EQ(replayed->record->turn_log(), s.turn_log());
}

struct Case {
  std::string id, variant;
};
void PrintTo(const Case& c, std::ostream* os) { *os << c.id << (c.variant.empty() ? "" : ":" + c.variant); }
class SessionTools : public testing::TestWithParam<Case> {};

TEST_P(SessionTools, UndoAndRedoAgreeWithReplayingTheRecord) {
  std::mt19937 rng(11);
  for (int human = 0; human < 2; ++human) {
    std::array<Seat, 2> seats{kHuman, kHuman};
    seats[static_cast<std::size_t>(human ^ 1)] = kComputer;
    auto s = start(GetParam().id, GetParam().variant, seats);
    int undos = 0, redos = 0;
    for (int step = 0; step < 400 && !s->is_over(); ++step) {
      run_until_human(*s);
      if (HasFatalFailure() || s->is_over()) break;
      const int r = static_cast<int>(rng() % 10);
      if (r == 0 && s->can_undo()) {
        const int turns = s->turns_played();
        const bool mid_turn = !s->record().current_turn().empty();
        s->undo();
        ++undos;
        // Back where the human was to play, at a turn start, and never
        // before the throw of that turn.
        EXPECT_TRUE(s->human_to_act());
        EXPECT_TRUE(s->record().current_turn().empty());
        EXPECT_FALSE(s->dice_due());
        if (mid_turn) EXPECT_EQ(s->turns_played(), turns);
        else EXPECT_LT(s->turns_played(), turns);
        EXPECT_TRUE(s->can_redo());
        expect_matches_record(*s);
        if (rng() % 2 == 0) {
          const auto hash = s->state().hash();
          s->redo();
          ++redos;
          EXPECT_EQ(s->turns_played(), turns);
          s->undo();
          EXPECT_EQ(s->state().hash(), hash);
        }
        continue;
      }
      human_action(*s, rng);
      EXPECT_FALSE(s->can_redo()) << "a new action ends what could be redone";
      expect_matches_record(*s);
      if (HasFatalFailure()) return;
    }
    EXPECT_GT(undos, 0);
  }
}

TEST_P(SessionTools, TheHintIsALegalTurnAndIsNotPlayed) {
  auto s = start(GetParam().id, GetParam().variant, {kHuman, kComputer});
  run_until_human(*s);
  const auto hash = s->state().hash();
  const auto legal = s->state().legal_turns();
  const ai::Decision d = s->hint(nullptr);
  EXPECT_NE(std::find(legal.begin(), legal.end(), d.turn), legal.end());
  EXPECT_EQ(s->state().hash(), hash);
  const auto views = s->describe_turn(d.turn);
  EXPECT_EQ(views.size(), d.turn.size());
  EXPECT_FALSE(views.front().label.empty());
}

TEST_P(SessionTools, ASavedGameOpensAtItsLastPositionAndGoesOnAsItWould) {
  std::mt19937 rng(3);
  auto s = start(GetParam().id, GetParam().variant, {kHuman, kComputer});
  for (int i = 0; i < 12 && !s->is_over(); ++i) {
    run_until_human(*s);
    if (s->is_over()) break;
    human_action(*s, rng);
    while (!s->record().current_turn().empty() && s->human_to_act()) human_action(*s, rng);
  }
  const std::string text = write_record(s->record_file("2026-11-25"));
  auto file = parse_record(text);
  ASSERT_TRUE(file.ok()) << file.message();
  auto opened = GameSession::open(game_for(GetParam().id), file.value());
  ASSERT_TRUE(opened.ok()) << opened.message() << "\n" << text;
  GameSession& o = *opened.value();
  EXPECT_EQ(o.state().hash(), s->state().hash());
  EXPECT_EQ(o.turn_log(), s->turn_log());
  EXPECT_TRUE(o.config().seats[1].is_computer());
  EXPECT_EQ(o.config().seats[1].level, "easy");
  EXPECT_TRUE(o.config().seats[0].is_human());
  EXPECT_EQ(o.last_turn().size(), s->last_turn().size());
  EXPECT_EQ(write_record(o.record_file("2026-11-25")), text);
}

TEST(SessionOpen, AnOpenedGameThrowsTheDiceAsTheGameWouldHave) {
  std::mt19937 rng(8);
  auto s = start("pharao", "", {kHuman, kHuman});
  for (int i = 0; i < 15; ++i) {
    run_until_human(*s);
    human_action(*s, rng);
  }
  while (!s->record().current_turn().empty()) human_action(*s, rng);
  auto opened = GameSession::open(game_for("pharao"), s->record_file());
  ASSERT_TRUE(opened.ok()) << opened.message();
  GameSession& o = *opened.value();
  for (int i = 0; i < 30 && !s->is_over(); ++i) {
    run_until_human(*s);
    run_until_human(o);
    ASSERT_EQ(o.state().to_string(), s->state().to_string());
    if (s->is_over()) break;
    const Action a = s->choices()[rng() % s->choices().size()].action;
    ASSERT_TRUE(s->play(a));
    ASSERT_TRUE(o.play(a));
  }
}

TEST_P(SessionTools, AResignationEndsTheGameAndIsRecorded) {
  auto s = start(GetParam().id, GetParam().variant, {kHuman, kComputer});
  run_until_human(*s);
  ASSERT_EQ(s->human_side(), 0);
  s->resign();
  ASSERT_TRUE(s->is_over());
  EXPECT_EQ(s->result().winner, 1);
  EXPECT_EQ(s->result().reason, "resigned");
  EXPECT_NE(s->text(s->status()).find("resigned"), std::string::npos) << s->text(s->status());
  const RecordFile file = s->record_file();
  auto replayed = replay_record(file, game_for(GetParam().id));
  ASSERT_TRUE(replayed.ok()) << replayed.message();
  EXPECT_EQ(replayed->record->result().reason, "resigned");
  EXPECT_EQ(replayed->record->result().winner, 1);
  // Undo takes the resignation back; redo resigns again.
  ASSERT_TRUE(s->can_undo());
  s->undo();
  EXPECT_FALSE(s->is_over());
  EXPECT_TRUE(s->human_to_act());
  ASSERT_TRUE(s->can_redo());
  s->redo();
  ASSERT_TRUE(s->is_over());
  EXPECT_EQ(s->result().winner, 1);
  EXPECT_EQ(s->result().reason, "resigned");
  EXPECT_FALSE(s->can_redo());
}

INSTANTIATE_TEST_SUITE_P(Games, SessionTools,
                         testing::Values(Case{"ramses", ""}, Case{"pharao", ""}, Case{"seti", "aleph"},
                                         Case{"seti", "beth"}),
                         [](const auto& info) { return info.param.id + info.param.variant; });

TEST(SessionUndo, AHalfMoveIsTakenBackFirstAndRedoneAlone) {
  auto s = start("ramses", "", {kHuman, kHuman});
  const auto at_start = s->state().hash();
  ASSERT_TRUE(s->play(s->choices().front().action));
  ASSERT_TRUE(s->human_to_act());
  ASSERT_FALSE(s->record().current_turn().empty()) << "a Ramses turn has two half-moves";
  const auto half = s->state().hash();
  s->undo();
  EXPECT_EQ(s->state().hash(), at_start);
  s->redo();
  EXPECT_EQ(s->state().hash(), half);
  EXPECT_FALSE(s->record().current_turn().empty());
}

TEST(SessionUndo, AgainstTheComputerItsReplyIsTakenBackToo) {
  auto s = start("ramses", "", {kHuman, kComputer});
  const auto at_start = s->state().hash();
  std::mt19937 rng(1);
  human_action(*s, rng);
  human_action(*s, rng);
  ASSERT_TRUE(s->computer_to_act());
  run_until_human(*s);
  ASSERT_EQ(s->turns_played(), 2);
  s->undo();
  EXPECT_EQ(s->turns_played(), 0);
  EXPECT_EQ(s->state().hash(), at_start);
  s->redo();
  EXPECT_EQ(s->turns_played(), 2);
  EXPECT_TRUE(s->human_to_act());
}

TEST(SessionUndo, APharaoTurnTakenBackKeepsItsThrow) {
  // Dark starts in Pharao: the human plays Dark against the computer.
  auto s = start("pharao", "", {kComputer, kHuman});
  std::mt19937 rng(2);
  run_until_human(*s);
  const std::string thrown = s->state().to_string();  // with its roll
  ASSERT_NE(thrown.find("roll:"), std::string::npos);
  human_action(*s, rng);
  while (!s->record().current_turn().empty() && s->human_to_act()) human_action(*s, rng);
  run_until_human(*s);
  ASSERT_GE(s->turns_played(), 2);
  s->undo();
  EXPECT_EQ(s->state().to_string(), thrown);
  EXPECT_FALSE(s->dice_due());
}

TEST(SessionDraws, TheComputerAcceptsOnlyWhatItsSearchCallsNoBetterForItself) {
  // Seti Beth problem positions, White (human) to move: a full side against
  // a lone Pharao, and the other way round.
  auto strong = start("seti", "beth", {kHuman, Seat::computer("medium", 0)}, "2p2/5/5/5/5/5/5/5/5/HHPHH w 0 0");
  ASSERT_TRUE(strong->draws_can_be_offered());
  EXPECT_TRUE(strong->offer_draw());
  EXPECT_TRUE(strong->is_over());
  EXPECT_EQ(strong->result().reason, "agreed-draw");
  EXPECT_EQ(strong->result().winner, -1);
  // An agreed draw taken back is agreed again by redo.
  const std::string before = strong->state().to_string();
  strong->undo();
  EXPECT_FALSE(strong->is_over());
  ASSERT_TRUE(strong->can_redo());
  strong->redo();
  EXPECT_TRUE(strong->is_over());
  EXPECT_EQ(strong->result().reason, "agreed-draw");
  EXPECT_EQ(strong->result().winner, -1);
  EXPECT_EQ(strong->state().to_string(), before);

  auto weak = start("seti", "beth", {kHuman, Seat::computer("medium", 0)}, "hhphh/5/5/5/5/5/5/5/5/2P2 w 0 0");
  EXPECT_FALSE(weak->offer_draw());
  EXPECT_FALSE(weak->is_over());

  auto pharao = start("pharao", "", {kComputer, kHuman});
  EXPECT_FALSE(pharao->draws_can_be_offered()) << "no draws by agreement in a game of dice";
}

TEST(SessionOpen, ARecordWithAnUnknownLevelIsRefusedByItsLine) {
  auto file = parse_record("[Game \"ramses\"]\n[Format \"1\"]\n[Light \"human\"]\n[Dark \"computer grandmaster\"]\n"
                           "[Result \"*\"]\n\n*\n");
  ASSERT_TRUE(file.ok()) << file.message();
  auto opened = GameSession::open(game_for("ramses"), file.value());
  ASSERT_FALSE(opened.ok());
  EXPECT_EQ(opened.message().rfind("line 4: ", 0), 0u) << opened.message();
}

}  // namespace
}  // namespace djed::session::test

namespace djed::session::test {
namespace {

int cell_named(const GameSession& s, const std::string& label) {
  for (const Cell& c : s.geometry().cells)
    if (c.label == label) return c.id;
  return kNoCell;
}

TEST(SessionArrivals, AConqueredFigureSetDownForItsNewSideIsFound) {
  auto s = start("seti", "aleph", {kHuman, kHuman}, "1p1/3/3/3/3/2h/H2/3/3/1P1 w 3 3");
  s->click(cell_named(*s, "a4"));
  ASSERT_TRUE(s->click(cell_named(*s, "c5")));
  EXPECT_EQ(s->last_turn_arrivals(), std::vector<int>{cell_named(*s, "a1")});
  // A plain move fills only its own destination.
  auto r = start("ramses", "", {kHuman, kHuman});
  std::mt19937 rng(4);
  human_action(*r, rng);
  human_action(*r, rng);
  EXPECT_TRUE(r->last_turn_arrivals().empty());
}

}  // namespace
}  // namespace djed::session::test

namespace djed::session::test {
namespace {

// Where the rules leave a player no choice (Pharao: a die showing 0, or
// nothing can go) the session names the one action, a button, for the screen
// to play; everywhere else it names none. The status line never asks to move
// 0 houses.
TEST(SessionForcedAction, OnlyTheSoleButtonIsForced) {
  auto s = start("pharao", "", {kHuman, kHuman});
  std::mt19937_64 rng(5);
  int forced = 0, zero_prompts = 0;
  for (int step = 0; step < 4000 && !s->is_over(); ++step) {
    if (s->dice_due()) {
      s->throw_dice();
      continue;
    }
    const auto legal = s->state().legal_actions();
    const auto sole = s->forced_action();
    const std::string status = s->text(s->status());
    EXPECT_EQ(status.find(" 0 houses"), std::string::npos) << status;
    if (status.find("shows 0") != std::string::npos) ++zero_prompts;
    if (legal.size() == 1 && s->state().describe_action(legal.front()).interaction == Interaction::kButton) {
      ASSERT_TRUE(sole.has_value()) << s->state().to_string();
      EXPECT_EQ(*sole, legal.front());
      ++forced;
    } else {
      EXPECT_FALSE(sole.has_value()) << s->state().to_string();
    }
    ASSERT_TRUE(s->play(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]).has_value());
  }
  EXPECT_GT(forced, 0);
  EXPECT_GT(zero_prompts, 0);
  // A computer's seat is never forced by the screen: the computer plays it.
  auto c = start("pharao", "", {kComputer, kComputer});
  for (int step = 0; step < 200 && !c->is_over(); ++step) {
    EXPECT_FALSE(c->forced_action().has_value());
    if (c->dice_due()) c->throw_dice(); else ASSERT_TRUE(c->play_turn(c->think(nullptr).turn));
  }
}

}  // namespace
}  // namespace djed::session::test
