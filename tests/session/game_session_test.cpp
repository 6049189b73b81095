// The game screen's session without Qt: a scripted human clicks through
// whole games against the computer in every game; clicks select, light up
// destinations and play; an oblong's spot picks the alignment.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <random>
#include <thread>

#include "../support/sanitized.hpp"
#include "session_test_support.hpp"

namespace djed::session::test {
namespace {

std::unique_ptr<GameSession> open(const std::string& id, const std::string& variant, std::array<Seat, 2> seats,
                                  const std::string& position = {}) {
  return start_session(id, variant, seats, position, 17);
}

// One human action by clicks: select a piece (or the reserve), check what
// lights up, click a destination; or press a button (drown, pass, take back).
void human_acts(GameSession& s, std::mt19937& rng) {
  const auto selectable = s.selectable_cells();
  const auto buttons = s.buttons();
  ASSERT_FALSE(selectable.empty() && buttons.empty()) << "a human to act with nothing to do at " << s.state().to_string();
  if (selectable.empty() || (!buttons.empty() && rng() % 4 == 0)) {
    ASSERT_TRUE(s.play(buttons[rng() % buttons.size()].action));
    return;
  }
  const int cell = selectable[rng() % selectable.size()];
  if (cell == kReserve)
    s.click_reserve(s.side_to_move());
  else
    EXPECT_FALSE(s.click(cell));
  ASSERT_EQ(s.selected_cell(), cell);
  const auto targets = s.targets();
  ASSERT_FALSE(targets.empty()) << "selected " << cell << " without destinations";
  for (const Choice& t : targets) ASSERT_EQ(t.view.from, cell);
  const Choice& pick = targets[rng() % targets.size()];
  const std::size_t before = s.state().history_size();
  const auto played = s.click(pick.view.to, pick.view.to_spot);
  ASSERT_TRUE(played) << "clicking " << pick.label;
  // What the session says it played is what was clicked: the board animates it.
  EXPECT_EQ(played->view.to, pick.view.to);
  EXPECT_EQ(played->view.from, cell);
  if (pick.view.to_spot >= 0) {
    EXPECT_EQ(played->action, pick.action);
  }
  EXPECT_EQ(s.state().history_size(), before + 1);
}

struct Case {
  std::string id, variant;
};
// Names the case in test output instead of dumping its bytes.
void PrintTo(const Case& c, std::ostream* os) { *os << c.id << (c.variant.empty() ? "" : ":" + c.variant); }

class SessionGames : public testing::TestWithParam<Case> {};

TEST_P(SessionGames, AScriptedHumanPlaysAWholeGameAgainstTheComputer) {
  std::mt19937 rng(5);
  for (int human = 0; human < 2; ++human) {
    std::array<Seat, 2> seats{};
    seats[static_cast<std::size_t>(human ^ 1)] = Seat::computer("easy", 200);
    auto s = open(GetParam().id, GetParam().variant, seats);
    int computer_turns = 0;
    while (!s->is_over()) {
      if (s->dice_due()) {
        s->throw_dice();
        continue;
      }
      if (s->computer_to_act()) {
        EXPECT_TRUE(s->selectable_cells().empty()) << "the board must not take clicks for the computer";
        const ai::Decision d = s->think(nullptr);
        ASSERT_TRUE(s->play_turn(d.turn));
        ASSERT_FALSE(s->last_turn().empty());
        ++computer_turns;
        continue;
      }
      ASSERT_TRUE(s->human_to_act());
      human_acts(*s, rng);
      if (HasFatalFailure()) return;
    }
    EXPECT_GT(computer_turns, 0);
    EXPECT_FALSE(s->result().reason.empty());
    EXPECT_EQ(s->status(), s->result().text);
    EXPECT_EQ(s->text(s->status()).find('['), std::string::npos) << s->text(s->status());
  }
}

// The computer's search, as the game screen runs it: on a worker thread,
// stopped from the screen's thread (the window closes, a new game starts).
// A thousand starts and stops in every game: no race (the ThreadSanitizer
// build runs this), no leak (the AddressSanitizer build), and every stop
// ends the search long before its minute is up: a stop that is not heard is
// the fault looked for (how fast a stop is, bench/search_bench's
// BM_StopLatency measures). The sanitized builds stop it 250 times: the
// ThreadSanitizer sees a race in the order of events, not by waiting for a
// collision, and a thousand took it 62 s over the four games.
TEST_P(SessionGames, TheComputerIsStartedAndStoppedAThousandTimes) {
  const int starts = djed::test::sanitized_share(1000, 4);
  const Seat slow = Seat::computer("hard", 0, 60000);  // a minute a turn
  auto s = open(GetParam().id, GetParam().variant, {slow, slow});
  if (s->dice_due()) s->throw_dice();
  ASSERT_TRUE(s->computer_to_act());
  std::mt19937 rng(11);
  double slowest_ms = 0;
  for (int i = 0; i < starts; ++i) {
    std::atomic<bool> stop{false};
    std::atomic<bool> started{false};
    std::thread worker([&] {
      started = true;
      const ai::Decision d = s->think(&stop);
      (void)d;
    });
    while (!started) std::this_thread::yield();
    // Stop at once, or after the search has run a little.
    if (rng() % 4 == 0) std::this_thread::sleep_for(std::chrono::microseconds(rng() % 2000));
    const auto asked = std::chrono::steady_clock::now();
    stop = true;
    worker.join();
    slowest_ms = std::max(
        slowest_ms, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - asked).count());
  }
  EXPECT_LT(slowest_ms, 10000.0) << "the slowest stop";
  EXPECT_TRUE(s->computer_to_act()) << "thinking changed nothing";
}

INSTANTIATE_TEST_SUITE_P(AllGames, SessionGames,
                         testing::Values(Case{"ramses", ""}, Case{"pharao", ""}, Case{"seti", "aleph"},
                                         Case{"seti", "beth"}),
                         [](const testing::TestParamInfo<Case>& info) {
                           return info.param.id + (info.param.variant.empty() ? "" : "_" + info.param.variant);
                         });

// Light's pawn on 4 may enter the top oblong aligned with any of 10..17: the
// spot clicked (the column within the oblong) picks the alignment.
TEST(SessionRamses, TheSpotClickedOnAnOblongPicksTheAlignment) {
  auto s = open("ramses", "", {}, "L:4,12,13,20 D:14,15,18,19 L");
  s->click(4);
  ASSERT_EQ(s->selected_cell(), 4);
  int oblong_targets = 0;
  for (const Choice& c : s->targets()) oblong_targets += c.view.to == 5;
  EXPECT_EQ(oblong_targets, 8);
  ASSERT_TRUE(s->click(5, 3));  // the fourth column: aligned with 13
  const auto board = s->board();
  const auto on_oblong =
      std::find_if(board.pieces.begin(), board.pieces.end(), [](const PieceView& p) { return p.cell == 5; });
  ASSERT_NE(on_oblong, board.pieces.end());
  EXPECT_EQ(on_oblong->spot, 3);
  EXPECT_EQ(s->text(s->status()), "Light: now move one of Dark's pawns.");
}

TEST(SessionRamses, ClickingElsewhereOrTwiceDeselects) {
  auto s = open("ramses", "", {});
  const int cell = s->selectable_cells().front();
  s->click(cell);
  EXPECT_EQ(s->selected_cell(), cell);
  s->click(cell);
  EXPECT_EQ(s->selected_cell(), kNoCell);
  EXPECT_TRUE(s->targets().empty());
}

TEST(SessionPharao, TheDiceShownAreTheStatesThrow) {
  auto s = open("pharao", "", {});
  ASSERT_TRUE(s->dice_due());
  EXPECT_TRUE(s->board().dice.empty());
  s->throw_dice();
  ASSERT_FALSE(s->dice_due());
  const auto dice = s->board().dice;
  ASSERT_EQ(dice.size(), 2u);
  const std::string throw_text = s->state().to_string();
  EXPECT_NE(throw_text.find("roll:" + std::to_string(dice[0].value) + "-" + std::to_string(dice[1].value)),
            std::string::npos)
      << throw_text;
}

TEST(SessionErrors, BadPositionsAndLevelsAreRefusedWithTheReason) {
  auto bad = GameSession::create(game_for("ramses"), SessionConfig{"ramses", "", {}, 1, "L:1,2,3 D:4,5,6,7 L"});
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.message().find("position 'L:1,2,3"), std::string::npos) << bad.message();
  auto level = GameSession::create(game_for("seti"), SessionConfig{"seti", "", {Seat::computer("wizard"), Seat{}}, 1, ""});
  ASSERT_FALSE(level.ok());
  EXPECT_NE(level.message().find("unknown player 'wizard'"), std::string::npos);
  auto variant = GameSession::create(game_for("seti"), SessionConfig{"seti", "gimel", {}, 1, ""});
  ASSERT_FALSE(variant.ok());
}

}  // namespace
}  // namespace djed::session::test
