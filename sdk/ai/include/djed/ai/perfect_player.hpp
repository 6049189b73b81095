#pragma once
// The perfect player: plays from a solved game's table (djed/solved_game.hpp)
// and never errs. It wins in the fewest turns, loses in the most, and in a
// drawn position prefers the turns that leave the opponent the fewest replies
// that do not lose; among equals it draws lots (seeded).
#include <cstdint>
#include <memory>
#include <random>

#include "djed/ai/player.hpp"
#include "djed/solved_game.hpp"

namespace djed::ai {

class PerfectPlayer final : public Player {
 public:
  PerfectPlayer(std::shared_ptr<const solve::SolvedGame> solved, std::uint64_t seed)
      : solved_(std::move(solved)), rng_(seed) {}
  Decision choose_turn(const State& state, const GameContext& context,
                       const std::atomic<bool>* stop = nullptr) override;
  std::string name() const override { return "perfect"; }

  // The score a decision carries for a value: a win near +1e6, a loss near
  // -1e6, the fewer turns the further out; a draw 0.
  static double score(solve::Outcome value);

 private:
  std::shared_ptr<const solve::SolvedGame> solved_;
  std::mt19937_64 rng_;
};

}  // namespace djed::ai
