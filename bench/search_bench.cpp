// The shared alpha-beta search on every game: the time to finish a fixed
// depth from positions six random turns into seeded games, with `hard`'s
// settings, side by side with and without zero windows (principal variation
// search). The nodes count is a signature that changes when the search's
// work changes. Beside it, how long a search takes to stop once asked (the
// game screen stops it when a window closes or a game is left).
//
//   build/bin/djed_bench_search
#include <benchmark/benchmark.h>

#include <atomic>
#include <chrono>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "djed/ai/alpha_beta_player.hpp"
#include "djed/chance.hpp"
#include "pharao_game.hpp"
#include "ramses_game.hpp"
#include "seti_game.hpp"

namespace {

struct Case {
  std::shared_ptr<const djed::Game> game;
  std::string variant;
  int depth;
};

const std::vector<Case>& cases() {
  static const std::vector<Case> all{
      {std::make_shared<ramses::RamsesGame>(), "", 5},
      {std::make_shared<pharao::PharaoGame>(), "", 3},
      {std::make_shared<seti::SetiGame>(), "aleph", 7},
      {std::make_shared<seti::SetiGame>(), "beth", 7},
  };
  return all;
}

// The position after `turns` random turns of a game seeded with `seed`.
djed::StatePtr after_random_turns(const Case& c, std::uint64_t seed, int turns) {
  std::mt19937_64 rng(seed);
  djed::ChanceSampler dice(seed);
  djed::StatePtr s = c.game->new_initial_state(c.variant).value();
  for (int t = 0; t <= turns && !s->is_terminal(); ++t) {
    if (s->is_chance_node()) s->apply_action(dice.sample(*s));
    if (t == turns || s->is_terminal()) break;
    const auto legal = s->legal_turns();
    s->apply_turn(legal[rng() % legal.size()]);
  }
  return s;
}

void BM_TimeToDepth(benchmark::State& state) {
  const Case& c = cases()[static_cast<std::size_t>(state.range(0))];
  std::vector<djed::StatePtr> positions;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    djed::StatePtr s = after_random_turns(c, seed, 6);
    if (!s->is_terminal()) positions.push_back(std::move(s));
  }
  djed::ai::AlphaBetaConfig config;  // `hard` with a depth instead of a time budget
  config.budget = djed::ai::Budget{0, 0, c.depth};
  config.contempt = 150;
  config.width_after_throw = 4;
  config.root_width_with_dice = 10;
  config.zero_windows = state.range(1) != 0;
  std::uint64_t nodes = 0;
  for (auto _ : state)
    for (const auto& s : positions) nodes += djed::ai::AlphaBetaPlayer(config).choose_turn(*s, {}).nodes;
  state.SetLabel(c.game->info().id + (c.variant.empty() ? "" : ":" + c.variant) + ", depth " +
                 std::to_string(c.depth));
  state.counters["nodes"] = static_cast<double>(nodes);
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_TimeToDepth)
    ->ArgsProduct({{0, 1, 2, 3}, {0, 1}})
    ->ArgNames({"game", "zero_windows"})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

// From the stop flag set to the search returned, `hard`'s search stopped
// after it ran for a millisecond.
void BM_StopLatency(benchmark::State& state) {
  const Case& c = cases()[static_cast<std::size_t>(state.range(0))];
  const djed::StatePtr s = after_random_turns(c, 1, 6);
  djed::ai::AlphaBetaConfig config;
  config.budget = djed::ai::Budget{60000, 0, 0};
  double slowest = 0;
  for (auto _ : state) {
    std::atomic<bool> stop{false};
    std::thread worker([&] { (void)djed::ai::AlphaBetaPlayer(config).choose_turn(*s, {}, &stop); });
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    const auto asked = std::chrono::steady_clock::now();
    stop = true;
    worker.join();
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - asked).count();
    slowest = std::max(slowest, seconds * 1000);
    state.SetIterationTime(seconds);
  }
  state.SetLabel(c.game->info().id + (c.variant.empty() ? "" : ":" + c.variant));
  state.counters["slowest_ms"] = slowest;
}
BENCHMARK(BM_StopLatency)->DenseRange(0, 3)->ArgName("game")->UseManualTime()->Unit(benchmark::kMicrosecond)->Iterations(200);

}  // namespace

BENCHMARK_MAIN();
