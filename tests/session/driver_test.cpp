// The game driver below Qt, on the plain loop executor: whole games of every
// game with a human seat, a computer seat and a scripted player elsewhere,
// throws drawn here or handed in from outside; the pace it keeps, and a
// driver that goes away while its computer thinks.
#include <random>

#include "djed/record_replay.hpp"
#include "driver.hpp"
#include "executor.hpp"
#include "next_step.hpp"
#include "session_test_support.hpp"

namespace djed::session::test {
namespace {

struct Case {
  std::string id, variant;
};

class DriverGames : public ::testing::TestWithParam<Case> {};

// Plays what the driver leaves to others: a human's or a remote player's
// action chosen at random, a human's throw, a throw from outside drawn by
// the test's own dice. Returns the number of steps it took.
int play_out(GameSession& s, Driver& driver, LoopExecutor& loop, std::uint64_t seed, std::vector<Step>* seen = nullptr) {
  std::mt19937_64 rng(seed);
  ChanceSampler outside(seed + 1);
  int steps = 0;
  for (; steps < 20000; ++steps) {
    EXPECT_TRUE(loop.run_until([&] { return driver.waiting(); })) << "the driver stalled";
    const Step step = next_step(s);
    if (seen) seen->push_back(step);
    if (step == Step::kOver) break;
    const auto legal = s.state().legal_actions();
    switch (step) {
      case Step::kHumanAction: EXPECT_TRUE(s.play(legal[rng() % legal.size()])); break;
      case Step::kHumanThrow: EXPECT_TRUE(s.throw_dice()); break;
      case Step::kRemoteAction: EXPECT_TRUE(s.play_remote(legal[rng() % legal.size()])); break;
      case Step::kOutsideThrow: EXPECT_TRUE(s.hand_in_throw(outside.sample(s.state()))); break;
      default: ADD_FAILURE() << "the driver waits on its own step " << static_cast<int>(step); return steps;
    }
    driver.advance();
  }
  return steps;
}

// A record of the finished game replays to the same end under the rules.
void expect_record_replays(const GameSession& s, const std::string& id) {
  auto replayed = replay_record(s.record_file(), game_for(id));
  ASSERT_TRUE(replayed.ok()) << replayed.message();
  EXPECT_EQ(replayed->record->state().to_string(), s.state().to_string());
  EXPECT_EQ(replayed->record->result().winner, s.result().winner);
}

TEST_P(DriverGames, AHumanPlaysAWholeGameAgainstTheComputerThroughTheDriver) {
  for (int human : {0, 1}) {
    std::array<Seat, 2> seats{Seat::human(), Seat::human()};
    seats[static_cast<std::size_t>(1 - human)] = Seat::computer("easy", 300);
    auto s = start_session(GetParam().id, GetParam().variant, seats, "", 7 + static_cast<std::uint64_t>(human));
    LoopExecutor loop;
    int computer_turns = 0;
    Driver driver(*s, loop, Pacing{}, [&](const Driver::Change& c) {
      if (c.kind == Driver::Change::Kind::kThinking) ++computer_turns;
    });
    driver.advance();
    play_out(*s, driver, loop, 11);
    ASSERT_TRUE(s->is_over()) << s->state().to_string();
    EXPECT_GT(computer_turns, 0);
    expect_record_replays(*s, GetParam().id);
  }
}

TEST_P(DriverGames, APlayerElsewhereWithThrowsFromOutsidePlaysAgainstTheComputer) {
  SessionConfig config{GetParam().id, GetParam().variant, {Seat::computer("easy", 300), Seat::remote("Amira")}, 5, ""};
  config.throws = [] { return std::make_unique<OutsideThrows>(); };
  auto created = GameSession::create(game_for(GetParam().id), config);
  ASSERT_TRUE(created.ok()) << created.message();
  GameSession& s = *created.value();
  LoopExecutor loop;
  Driver driver(s, loop, Pacing{});
  driver.advance();
  std::vector<Step> seen;
  play_out(s, driver, loop, 23, &seen);
  ASSERT_TRUE(s.is_over());
  EXPECT_NE(std::find(seen.begin(), seen.end(), Step::kRemoteAction), seen.end());
  EXPECT_EQ(std::find(seen.begin(), seen.end(), Step::kHumanAction), seen.end());
  const RecordFile file = s.record_file();
  EXPECT_FALSE(file.tag("Seed").has_value()) << "a seed would predict throws made elsewhere";
  EXPECT_EQ(file.tag(side_word(s.info(), 1)), "remote Amira");
  if (s.info().uses_dice) {
    EXPECT_NE(std::find(seen.begin(), seen.end(), Step::kOutsideThrow), seen.end());
    EXPECT_EQ(std::find(seen.begin(), seen.end(), Step::kComputerThrow), seen.end()) << "no throw is drawn here";
  }
  expect_record_replays(s, GetParam().id);
}

INSTANTIATE_TEST_SUITE_P(AllGames, DriverGames,
                         testing::Values(Case{"ramses", ""}, Case{"pharao", ""}, Case{"seti", "aleph"},
                                         Case{"seti", "beth"}),
                         [](const auto& info) { return info.param.id + info.param.variant; });

TEST(DriverSteps, WhatTheGameWaitsForIsNamedBelowQt) {
  // Dark, the second side, starts Pharao with a throw: here the computer.
  auto pharao = start_session("pharao", "", {Seat::human(), Seat::computer("easy", 100)}, "", 3);
  EXPECT_EQ(next_step(*pharao), Step::kComputerThrow);
  ASSERT_TRUE(pharao->throw_dice());
  EXPECT_EQ(next_step(*pharao), Step::kComputerSearch);
  auto remote = start_session("seti", "beth", {Seat::remote("Amira"), Seat::human()}, "", 3);
  EXPECT_EQ(next_step(*remote), Step::kRemoteAction);
  EXPECT_EQ(remote->text(remote->status()), "Waiting for Amira (White).");
  EXPECT_FALSE(remote->can_undo()) << "a take-back would need the other player's consent";
  const Action any = remote->state().legal_actions().front();
  EXPECT_FALSE(remote->play(any)) << "not the human's to play";
  EXPECT_TRUE(remote->play_remote(any));
  EXPECT_EQ(next_step(*remote), Step::kHumanAction);
  EXPECT_FALSE(remote->play_remote(remote->state().legal_actions().front())) << "not the remote's to play";
}

TEST(DriverSteps, AThrowHandedInMustBeAnOutcomeOfTheThrowDue) {
  SessionConfig config{"pharao", "", {Seat::human(), Seat::human()}, 3, ""};
  config.throws = [] { return std::make_unique<OutsideThrows>(); };
  auto s = GameSession::create(game_for("pharao"), config).value();
  EXPECT_EQ(next_step(*s), Step::kOutsideThrow);
  EXPECT_FALSE(s->throw_dice()) << "nothing is drawn here";
  EXPECT_FALSE(s->hand_in_throw(999999));
  const auto outcomes = s->state().chance_outcomes();
  ASSERT_FALSE(outcomes.empty());
  EXPECT_TRUE(s->hand_in_throw(outcomes.back().action));
  EXPECT_FALSE(s->hand_in_throw(outcomes.back().action)) << "no throw is due now";
}

// The pace: a computer's throw after a moment, its turn not before the
// turn's minimum, its actions apart; the loop's clock adds up the delays.
TEST(DriverPace, TheComputersTurnsComeAtAPaceAPlayerCanFollow) {
  auto s = start_session("ramses", "", {Seat::computer("easy", 50), Seat::computer("easy", 50)}, "", 3);
  LoopExecutor loop;
  const Pacing pace;
  std::vector<std::int64_t> played_at;
  Driver driver(*s, loop, pace, [&](const Driver::Change& c) {
    if (c.kind == Driver::Change::Kind::kPlayed) played_at.push_back(loop.now_ms());
  });
  driver.advance();
  ASSERT_TRUE(loop.run_until([&] { return s->turns_played() >= 3; }));
  ASSERT_GE(played_at.size(), 4u);
  EXPECT_GE(played_at[0], pace.turn_min_ms - 1000) << "the first action waits for the turn's minimum";
  EXPECT_GE(played_at[1] - played_at[0], pace.action_ms) << "the second half-move follows a moment later";
  // Scaled to nothing (animations off), the same game takes no time at all.
  auto quick = start_session("ramses", "", {Seat::computer("easy", 50), Seat::computer("easy", 50)}, "", 3);
  LoopExecutor quick_loop;
  Driver quick_driver(*quick, quick_loop, pace.scaled(0));
  quick_driver.advance();
  ASSERT_TRUE(quick_loop.run_until([&] { return quick->turns_played() >= 3; }));
  EXPECT_EQ(quick_loop.now_ms(), 0);
  EXPECT_EQ(quick->turn_log(), std::vector<std::string>(s->turn_log().begin(), s->turn_log().begin() + quick->turns_played()))
      << "the pace changes when, not what";
}

// A driver that goes away while its computer thinks stops the search; what
// it had scheduled does nothing afterwards.
TEST(DriverLifetime, GoingAwayWhileTheComputerThinksStopsItAndLeavesNothingBehind) {
  auto s = start_session("seti", "aleph", {Seat::computer("hard", 0, 60000), Seat::human()}, "", 3);
  LoopExecutor loop;
  {
    Driver driver(*s, loop, Pacing{});
    driver.advance();
    ASSERT_TRUE(driver.thinking());
  }  // a minute's search, stopped here
  EXPECT_TRUE(s->computer_to_act()) << "nothing was played";
  EXPECT_FALSE(loop.run_until([] { return false; }, 200)) << "no task was left to run";
  EXPECT_EQ(s->turns_played(), 0);
}

}  // namespace
}  // namespace djed::session::test
