#include "djed/ai/random_player.hpp"

namespace djed::ai {

Decision RandomPlayer::choose_turn(const State& state, const GameContext&, const std::atomic<bool>*) {
  Decision d;
  std::vector<Turn> turns = state.legal_turns();
  if (turns.empty()) return d;
  d.turn = std::move(turns[rng_() % turns.size()]);
  d.principal_variation = {d.turn};
  return d;
}

}  // namespace djed::ai
