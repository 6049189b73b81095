// Ramses move generation and perft. Rates are leaf turns per second.
//
//   build/bin/djed_bench_ramses [--benchmark_filter=Perft]
#include <benchmark/benchmark.h>

#include <memory>
#include <random>
#include <vector>

#include "movegen.hpp"
#include "notation.hpp"

namespace {

using namespace ramses;

Position parse_or_die(const char* text) {
  auto p = parse_position(text);
  if (!p) std::abort();
  return *p;
}

// Turn-start positions from random games (fixed seed).
const std::vector<Position>& random_positions() {
  static const std::vector<Position> positions = [] {
    std::vector<Position> out;
    std::mt19937 rng(42);
    while (out.size() < 2000) {
      Position p = start_position();
      for (int t = 0; t < 60 && p.winner() < 0; ++t) {
        MoveList own;
        legal_own_moves(p, own);
        if (own.size == 0) break;
        out.push_back(p);
        p.make(own.moves[rng() % static_cast<unsigned>(own.size)]);
        if (p.winner() >= 0) break;
        MoveList replies;
        opponent_moves(p, replies);
        p.make(replies.moves[rng() % static_cast<unsigned>(replies.size)]);
        p.pass_turn();
      }
    }
    return out;
  }();
  return positions;
}

// Every complete turn of a position: legal own half-moves times replies.
void BM_TurnGeneration(benchmark::State& state) {
  const auto& positions = random_positions();
  std::size_t i = 0;
  std::int64_t turns = 0;
  for (auto _ : state) {
    const Position& p = positions[i++ % positions.size()];
    MoveList own;
    own_candidates(p, own);
    for (const HalfMove& m : own) {
      Position q = p;
      q.make(m);
      if (q.holds_three(p.side)) {
        ++turns;
        continue;
      }
      MoveList replies;
      opponent_moves(q, replies);
      turns += replies.size;
      benchmark::DoNotOptimize(replies);
    }
  }
  state.counters["turns/s"] = benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
  state.counters["turns/position"] = static_cast<double>(turns) / static_cast<double>(state.iterations());
}
BENCHMARK(BM_TurnGeneration);

void run_perft(benchmark::State& state, const Position& p, int depth) {
  const auto cache = std::make_unique<PathCache>();
  std::uint64_t leaves = 0;
  for (auto _ : state) leaves += perft(p, depth, *cache);
  state.counters["leaves/s"] = benchmark::Counter(static_cast<double>(leaves), benchmark::Counter::kIsRate);
}

void BM_PerftStart(benchmark::State& state) {
  run_perft(state, start_position(), static_cast<int>(state.range(0)));
}
BENCHMARK(BM_PerftStart)->Arg(3)->Arg(4)->Unit(benchmark::kMillisecond);

// Middle-game positions: the sheet's Figure Three, a crowded middle row and
// a position with both oblongs taken.
void BM_PerftMiddleGame(benchmark::State& state) {
  static const Position positions[] = {
      parse_or_die("L:3,5(15),8,16 D:6,12,19,22(11) L"),
      parse_or_die("L:5(17),8,11,19 D:10,14,15,20 L"),
      parse_or_die("L:1,7,12,20 D:5(14),9,16,22(11) D"),
  };
  run_perft(state, positions[state.range(0)], 3);
}
BENCHMARK(BM_PerftMiddleGame)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
