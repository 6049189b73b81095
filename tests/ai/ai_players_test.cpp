// Every player, on every game: legal turns from positions of random games,
// the same turn for the same seed and budget, and a stop request honoured at
// once.
#include <algorithm>
#include <chrono>
#include <thread>

#include "ai_test_support.hpp"
#include "djed/ai/levels.hpp"
#include "sanitized.hpp"

namespace djed::ai::test {
namespace {

class AiPlayers : public testing::TestWithParam<GameCase> {};

// Small node budgets: this is about legality, not strength.
std::uint64_t test_budget(const std::string& player) { return player == "uct" ? 20 : 300; }

// A quarter of them in the sanitized builds (Pharao's hundred took 12 s there).
TEST_P(AiPlayers, EveryPlayerReturnsALegalTurnFromAHundredPositions) {
  const GameCase& c = GetParam();
  const int count = djed::test::sanitized_share(100, 4);
  const auto positions = random_positions(c, count, 7);
  ASSERT_EQ(static_cast<int>(positions.size()), count);
  for (const std::string& name : player_names()) {
    auto player = make_player(name, PlayerOptions{11, 0, test_budget(name)});
    ASSERT_TRUE(player.ok()) << player.message();
    for (const auto& s : positions) {
      const Decision d = player.value()->choose_turn(*s, fresh_context(c));
      ASSERT_TRUE(is_legal(*s, d.turn)) << name << " on " << c.name << " at " << s->to_string() << ": "
                                        << (d.turn.empty() ? "no turn" : s->turn_to_string(d.turn));
    }
  }
}

// Eight positions, four in the sanitized builds (Pharao's eight took 14 s there).
TEST_P(AiPlayers, TheSameSeedAndNodeBudgetGiveTheSameTurn) {
  const GameCase& c = GetParam();
  const auto positions = random_positions(c, djed::test::sanitized_share(8, 2), 21);
  for (const std::string name : {"uct", "easy", "medium", "hard"}) {
    const PlayerOptions options{5, 0, name == std::string("uct") ? 200u : 3000u};
    auto first = make_player(name, options).value();
    auto second = make_player(name, options).value();
    for (const auto& s : positions) {
      const Decision a = first->choose_turn(*s, fresh_context(c));
      const Decision b = second->choose_turn(*s, fresh_context(c));
      EXPECT_EQ(a.turn, b.turn) << name << " on " << c.name << " at " << s->to_string();
      EXPECT_EQ(a.nodes, b.nodes) << name;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllGames, AiPlayers, testing::ValuesIn(all_games()), case_name);

// A stop request from another thread ends a ten-minute search long before
// its time: the bound is one a search that does not hear the stop fails,
// not a busy machine (how fast a stop is, bench/search_bench's
// BM_StopLatency measures).
constexpr double kStopLatencyMs = 3000.0;

double stop_latency_ms(const std::string& player, const GameCase& c) {
  auto positions = random_positions(c, 1, 3);
  auto searcher = make_player(player, PlayerOptions{1, 600000, 0}).value();
  std::atomic<bool> stop{false};
  std::chrono::steady_clock::time_point returned;
  Decision d;
  std::thread worker([&] {
    d = searcher->choose_turn(*positions[0], fresh_context(c), &stop);
    returned = std::chrono::steady_clock::now();
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const auto asked = std::chrono::steady_clock::now();
  stop = true;
  worker.join();
  EXPECT_TRUE(is_legal(*positions[0], d.turn)) << player << " returned no legal turn when stopped";
  return std::chrono::duration<double, std::milli>(returned - asked).count();
}

TEST(AiCancellation, AStopRequestEndsTheSearchAtOnce) {
  for (const GameCase& c : all_games())
    for (const std::string player : {"uct", "hard"}) {
      // The best of three: a loaded machine may not run the searching thread
      // at once, while a search that ignores the request fails every time.
      double ms = stop_latency_ms(player, c);
      for (int retry = 0; retry < 2 && ms >= kStopLatencyMs; ++retry) ms = std::min(ms, stop_latency_ms(player, c));
      EXPECT_LT(ms, kStopLatencyMs) << player << " on " << c.name;
    }
}

}  // namespace
}  // namespace djed::ai::test
