// Pharao turn generation and search. Rates are turns per second; "us/position"
// is the time to enumerate every turn of one thrown position, averaged over
// positions met in seeded random games (target: under 2 us). The search
// benchmark runs `hard` with a fixed node budget on fixed positions: its
// nodes/s is the speed, its "turns" counter a signature that changes when the
// search's choices change, with the hand-written evaluation (`classic`)
// and with the learned one (`hard`) side by side. The evaluation benchmarks
// give evaluations per second of both (target for the network: a million on
// one core, features included), and of the network's first layer done as a
// dense product over all 75 inputs instead of adding the columns of the
// inputs that are 1.
//
//   build/bin/djed_bench_pharao
#include <benchmark/benchmark.h>

#include <random>
#include <vector>

#include "djed/ai/game_context.hpp"
#include "djed/ai/levels.hpp"
#include "evaluation.hpp"
#include "knowledge.hpp"
#include "learned_value.hpp"
#include "perft.hpp"
#include "pharao_state.hpp"
#include "turns.hpp"

namespace {

using namespace pharao;

// Thrown positions from random games with fair dice and random turns.
const std::vector<Position>& positions_from_random_games() {
  static const std::vector<Position> positions = [] {
    std::vector<Position> out;
    std::mt19937_64 rng(2024);
    std::vector<TurnMoves> turns;
    for (int game = 0; game < 200; ++game) {
      Position p = start_position();
      for (int turn = 0; turn < 300 && winner_by_pieces(p) < 0; ++turn) {
        p.thrown = true;
        p.roll = Roll{static_cast<std::uint8_t>(kOwnDieFaces[rng() % 6]),
                      static_cast<std::uint8_t>(kOpponentDieFaces[rng() % 6])};
        if (is_locked_up(p)) break;
        out.push_back(p);
        turns.clear();
        for_each_turn(p, [&](const TurnMoves& t) {
          turns.push_back(t);
          return true;
        });
        const TurnMoves& chosen = turns[rng() % turns.size()];
        if (chosen.wins) break;
        p = after_turn(p, chosen);
      }
    }
    return out;
  }();
  return positions;
}

void BM_TurnsOfThrownPositions(benchmark::State& state) {
  const auto& positions = positions_from_random_games();
  std::uint64_t turns = 0;
  for (auto _ : state)
    for (const Position& p : positions) {
      std::uint64_t n = 0;
      for_each_turn(p, [&n](const TurnMoves& t) {
        benchmark::DoNotOptimize(t);
        ++n;
        return true;
      });
      turns += n;
    }
  const double count = static_cast<double>(positions.size()) * static_cast<double>(state.iterations());
  state.counters["positions"] = static_cast<double>(positions.size());
  state.counters["turns/s"] = benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
  state.counters["us/position"] =
      benchmark::Counter(count / 1e6, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_TurnsOfThrownPositions)->Unit(benchmark::kMillisecond);

// Unthrown perft: each ply sums over the 36 face pairs of the dice.
void BM_PerftUnthrown(benchmark::State& state) {
  const Position start = start_position();
  const int depth = static_cast<int>(state.range(0));
  std::uint64_t turns = 0;
  for (auto _ : state) turns += perft(start, depth);
  state.counters["turns/s"] = benchmark::Counter(static_cast<double>(turns), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_PerftUnthrown)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond);

// `hard` on every 2,000th thrown position of the random games, 100,000 nodes each.
std::shared_ptr<const Knowledge> shipped_knowledge() {
  auto k = std::make_shared<Knowledge>();
  k->network = std::make_shared<const Network>(Network::parse(shipped_network_text()).value());
  return k;
}

// The positions before their throws.
std::vector<Position> unthrown_positions() {
  std::vector<Position> out;
  for (Position p : positions_from_random_games()) {
    p.thrown = false;
    p.roll = Roll{};
    out.push_back(p);
  }
  return out;
}

void BM_EvaluateHandWritten(benchmark::State& state) {
  const auto positions = unthrown_positions();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(evaluate(positions[i], djed::Insight::kFull));
    if (++i == positions.size()) i = 0;
  }
  state.counters["evaluations/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_EvaluateHandWritten);

// The learned evaluation as the search asks for it: the features of the
// position, then the network.
void BM_EvaluateNetwork(benchmark::State& state) {
  const auto positions = unthrown_positions();
  const Network net = Network::parse(shipped_network_text()).value();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(net.outlook(encode(positions[i])));
    if (++i == positions.size()) i = 0;
  }
  state.counters["evaluations/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_EvaluateNetwork);

// The network alone on features computed before.
void BM_NetworkForward(benchmark::State& state) {
  std::vector<Features> features;
  for (const Position& p : unthrown_positions()) features.push_back(encode(p));
  const Network net = Network::parse(shipped_network_text()).value();
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(net.outlook(features[i]));
    if (++i == features.size()) i = 0;
  }
  state.counters["evaluations/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_NetworkForward);

// The same network with its first layer as a dense product over every input.
void BM_NetworkForwardDense(benchmark::State& state) {
  std::vector<std::array<float, kInputs>> inputs;
  for (const Position& p : unthrown_positions()) inputs.push_back(encode(p).dense_vector());
  const Network net = Network::parse(shipped_network_text()).value();
  const float* w = net.weights().data();
  std::size_t i = 0;
  for (auto _ : state) {
    alignas(32) std::array<float, kHidden> h{};
    const float* bias = w + Network::kFirstLayer;
    for (int k = 0; k < kHidden; ++k) h[static_cast<std::size_t>(k)] = bias[k];
    for (int input = 0; input < kInputs; ++input) {
      const float x = inputs[i][static_cast<std::size_t>(input)];
      const float* column = w + static_cast<std::size_t>(input) * kHidden;
      for (int k = 0; k < kHidden; ++k) h[static_cast<std::size_t>(k)] += x * column[k];
    }
    const float* out = bias + kHidden;
    std::array<float, kOutputs> z{out[kOutputs * kHidden], out[kOutputs * kHidden + 1]};
    for (int k = 0; k < kHidden; ++k) {
      const float a = std::max(h[static_cast<std::size_t>(k)], 0.0F);
      z[0] += a * out[k];
      z[1] += a * out[kHidden + k];
    }
    benchmark::DoNotOptimize(Network::softmax(z));
    if (++i == inputs.size()) i = 0;
  }
  state.counters["evaluations/s"] = benchmark::Counter(static_cast<double>(state.iterations()), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_NetworkForwardDense);

void search_hard(benchmark::State& state, const char* player_name, std::shared_ptr<const Knowledge> knowledge) {
  const auto& positions = positions_from_random_games();
  std::uint64_t nodes = 0, signature = 0;
  for (auto _ : state) {
    signature = 0;
    for (std::size_t i = 0; i < positions.size(); i += 2000) {
      auto player = djed::ai::make_player(player_name, djed::ai::PlayerOptions{1, 0, 100000}).value();
      const PharaoState s(positions[i], knowledge);
      const djed::ai::Decision d = player->choose_turn(s, djed::ai::GameContext{});
      nodes += d.nodes;
      for (djed::Action a : d.turn) signature = signature * 31 + a;
    }
  }
  state.counters["nodes/s"] = benchmark::Counter(static_cast<double>(nodes), benchmark::Counter::kIsRate);
  state.counters["signature"] = static_cast<double>(signature % 1000000);
}
void BM_SearchClassic(benchmark::State& state) { search_hard(state, "classic", shipped_knowledge()); }
BENCHMARK(BM_SearchClassic)->Unit(benchmark::kMillisecond)->Iterations(1);
void BM_SearchHard(benchmark::State& state) { search_hard(state, "hard", shipped_knowledge()); }
BENCHMARK(BM_SearchHard)->Unit(benchmark::kMillisecond)->Iterations(1);

}  // namespace

BENCHMARK_MAIN();
