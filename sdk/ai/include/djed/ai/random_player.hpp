#pragma once
// A uniformly random legal turn (seeded).
#include <cstdint>
#include <random>

#include "djed/ai/player.hpp"

namespace djed::ai {

class RandomPlayer final : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : rng_(seed) {}
  Decision choose_turn(const State& state, const GameContext& context,
                       const std::atomic<bool>* stop = nullptr) override;
  std::string name() const override { return "random"; }

 private:
  std::mt19937_64 rng_;
};

}  // namespace djed::ai
