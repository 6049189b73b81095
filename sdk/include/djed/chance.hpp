#pragma once
// Seeded dice: picks chance outcomes by their weights with a generator whose
// sequence is fixed by the C++ standard (std::mt19937_64), and a selection
// written here rather than a library distribution, so a seed replays a game
// and its dice exactly on every platform.
#include <cstdint>
#include <random>

#include "djed/state.hpp"

namespace djed {

class ChanceSampler {
 public:
  explicit ChanceSampler(std::uint64_t seed) : rng_(seed) {}

  // One outcome of the state's chance node (the state must be at one).
  Action sample(const State& state);

 private:
  std::mt19937_64 rng_;
};

}  // namespace djed
