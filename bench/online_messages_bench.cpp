// The texts a server writes for every turn of an online game, as written
// (straight to text) beside the same texts built as JSON trees and dumped,
// the way they were written before: the event a client is sent, the event
// kept in the journal or Redis, and the next player's turn request.
//
//   build/bin/djed_bench_online_messages
#include <benchmark/benchmark.h>

#include <nlohmann/json.hpp>

#include "djed/online/game_events.hpp"
#include "djed/online/server_messages.hpp"

namespace {

using namespace djed::online;
using nlohmann::json;

const GameEvent kTurn{TurnPlayed{1, 23, "c3-d4 e5-e6", {281'250, 297'500}}, 1'780'000'123'456};
const TurnRequest kRequest{"0123456789ab", 24, {}, {}};

std::string tree_text(const json& tree) { return tree.dump(-1, ' ', false, json::error_handler_t::replace); }

std::string written() {
  return event_message_fields(kTurn) + encode_event(kTurn, Secrets::kKept) + encode_message(kRequest);
}

std::string as_trees() {
  const auto& turn = std::get<TurnPlayed>(kTurn.body);
  const json event = {{"side", turn.side}, {"ply", turn.ply},         {"turn", turn.turn},
                      {"clocks", {turn.clocks[0], turn.clocks[1]}}, {"kind", "turn"}, {"time", kTurn.time}};
  const json request = {{"type", "turn-request"}, {"game", kRequest.game}, {"ply", kRequest.ply}};
  return tree_text(event) + tree_text(event) + tree_text(request);
}

void BM_TurnTexts(benchmark::State& state, std::string (*write)()) {
  // Both ways write the same bytes, or the comparison says nothing.
  if (written() != as_trees()) state.SkipWithError("the two ways write different texts");
  for (auto _ : state) benchmark::DoNotOptimize(write());
}
BENCHMARK_CAPTURE(BM_TurnTexts, Written, written);
BENCHMARK_CAPTURE(BM_TurnTexts, AsJsonTrees, as_trees);

}  // namespace

BENCHMARK_MAIN();
