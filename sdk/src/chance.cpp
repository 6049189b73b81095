#include "djed/chance.hpp"

namespace djed {

Action ChanceSampler::sample(const State& state) {
  DJED_CHECK(state.is_chance_node(), "ChanceSampler::sample: the state is not at a chance node");
  const std::vector<ChanceOutcome> outcomes = state.chance_outcomes();
  if (outcomes.empty()) return 0;
  std::uint64_t total = 0;
  for (const auto& o : outcomes) total += o.weight;
  // Rejection keeps every face equally likely (no modulo bias).
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % total;
  std::uint64_t r;
  do r = rng_();
  while (r >= limit);
  r %= total;
  for (const auto& o : outcomes) {
    if (r < o.weight) return o.action;
    r -= o.weight;
  }
  return outcomes.back().action;
}

}  // namespace djed
