// Solving Pharao's endings of a last piece (the table the build writes
// beside the plugin) on one thread and on two, side by side. Counters: the
// sweeps to converge and positions backed up per second.
//
//   build/bin/djed_bench_pharao_endings
//   build/bin/djed_bench_pharao_endings --benchmark_filter='/4/'   # the build's table (half a minute)
#include <benchmark/benchmark.h>

#include "endings_solver.hpp"

namespace {

// Arguments: the most pieces against the last one, threads. The tolerance
// is the build's.
void BM_SolveEndings(benchmark::State& state) {
  const int pieces = static_cast<int>(state.range(0)), threads = static_cast<int>(state.range(1));
  pharao::EndingsSolveStats stats;
  std::size_t positions = 0;
  for (auto _ : state) {
    const pharao::LastPieceEndings table = pharao::solve_last_piece_endings(pieces, 5e-4, threads, &stats);
    positions = table.size();
    benchmark::DoNotOptimize(table.values().data());
  }
  state.counters["sweeps"] = stats.sweeps;
  state.counters["positions/s"] = benchmark::Counter(static_cast<double>(positions) * stats.sweeps,
                                                     benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_SolveEndings)
    ->ArgsProduct({{2, 3}, {1, 2}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1);
BENCHMARK(BM_SolveEndings)->Args({4, 2})->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
