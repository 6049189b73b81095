#include "djed/ai/perfect_player.hpp"

#include <algorithm>
#include <chrono>
#include <limits>

#include "djed/state.hpp"

namespace djed::ai {

using solve::Outcome;

double PerfectPlayer::score(Outcome value) {
  switch (value.kind) {
    case Outcome::Kind::kWin: return 1e6 - value.turns;
    case Outcome::Kind::kLoss: return -1e6 + value.turns;
    case Outcome::Kind::kDraw: break;
  }
  return 0.0;
}

Decision PerfectPlayer::choose_turn(const State& state, const GameContext& context, const std::atomic<bool>*) {
  const auto start = std::chrono::steady_clock::now();
  Decision d;
  auto values = solved_->turn_values(state);
  if (!values || values->empty()) {  // outside the table: any legal turn
    const auto turns = state.legal_turns();
    if (!turns.empty()) d.turn = turns.front();
    d.principal_variation = {d.turn};
    return d;
  }
  // The game's turn limit: a result the table puts past it is a draw (a
  // win in 40 with 10 turns left wins nothing; a loss that far is saved).
  if (context.max_turns > 0) {
    const int left = context.max_turns - context.turns_played;
    for (auto& v : *values)
      if (v.value.kind != Outcome::Kind::kDraw && v.value.turns > left) v.value = Outcome{};
    std::stable_sort(values->begin(), values->end(),
                     [](const solve::TurnValue& a, const solve::TurnValue& b) { return solve::better(a.value, b.value); });
  }
  const Outcome best = values->front().value;
  std::vector<const solve::TurnValue*> equal;
  for (const auto& v : *values)
    if (v.value == best) equal.push_back(&v);
  if (best.kind == Outcome::Kind::kDraw && equal.size() > 1) {
    // Of the drawing turns, those that leave the opponent the fewest replies
    // that do not lose.
    std::vector<const solve::TurnValue*> fewest;
    std::size_t least = std::numeric_limits<std::size_t>::max();
    for (const auto* v : equal) {
      StatePtr after = state.clone();
      after->apply_turn(v->turn);
      const auto replies = solved_->turn_values(*after);
      const std::size_t safe = replies ? static_cast<std::size_t>(std::count_if(replies->begin(), replies->end(), [](const solve::TurnValue& r) {
                                           return r.value.kind != Outcome::Kind::kLoss;
                                         }))
                                       : least;
      d.nodes += replies ? replies->size() : 0;
      if (safe < least) {
        least = safe;
        fewest.clear();
      }
      if (safe == least) fewest.push_back(v);
    }
    equal = std::move(fewest);
  }
  const auto* chosen = equal[static_cast<std::size_t>(rng_() % equal.size())];
  d.turn = chosen->turn;
  d.score = score(best);
  d.nodes += values->size();
  d.depth = best.turns;
  // The line of best play from here, as far as a decided game goes (or a
  // few turns of a draw).
  d.principal_variation = {d.turn};
  StatePtr line = state.clone();
  line->apply_turn(d.turn);
  for (int ply = 1; ply < std::min(best.kind == Outcome::Kind::kDraw ? 6 : best.turns, 40); ++ply) {
    if (line->is_terminal() || line->is_chance_node()) break;
    const auto next = solved_->turn_values(*line);
    if (!next || next->empty()) break;
    d.principal_variation.push_back(next->front().turn);
    line->apply_turn(next->front().turn);
  }
  d.milliseconds = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return d;
}

}  // namespace djed::ai
