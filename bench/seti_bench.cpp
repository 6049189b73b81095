// Seti perft from both start positions. Rates are leaf moves per second.
//
//   build/bin/djed_bench_seti
#include <benchmark/benchmark.h>

#include "movegen.hpp"

namespace {

using namespace seti;

void BM_Perft(benchmark::State& state, Variant variant) {
  const Shape& shape = seti::shape(variant);
  const Position start = start_position(shape);
  const int depth = static_cast<int>(state.range(0));
  std::uint64_t leaves = 0;
  for (auto _ : state) leaves += perft(start, shape, depth);
  state.counters["leaves/s"] = benchmark::Counter(static_cast<double>(leaves), benchmark::Counter::kIsRate);
}

void BM_PerftAleph(benchmark::State& state) { BM_Perft(state, Variant::kAleph); }
void BM_PerftBeth(benchmark::State& state) { BM_Perft(state, Variant::kBeth); }
BENCHMARK(BM_PerftAleph)->Arg(4)->Arg(5)->Arg(6)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PerftBeth)->Arg(4)->Arg(5)->Arg(6)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
