#pragma once
// Plain UCT (Monte Carlo tree search with UCB1 and uniformly random
// playouts): what a general game system plays without knowing the game. It
// searches single actions, so a turn of several actions by one player and
// chance nodes (sampled by their probabilities) need no special case. Kept
// as the baseline the game-aware searcher must beat.
#include <cstdint>

#include "djed/ai/player.hpp"
#include "djed/ai/search_limits.hpp"

namespace djed::ai {

struct UctConfig {
  Budget budget{1000, 0, 0};  // `nodes` counts playouts
  double exploration = 1.4;
  int max_playout_turns = 300;  // a playout longer than this is a draw
  std::uint64_t seed = 1;
};

class UctPlayer final : public Player {
 public:
  explicit UctPlayer(const UctConfig& config) : config_(config) {}

  Decision choose_turn(const State& state, const GameContext& context,
                       const std::atomic<bool>* stop = nullptr) override;
  std::string name() const override { return "uct"; }

 private:
  UctConfig config_;
};

}  // namespace djed::ai
