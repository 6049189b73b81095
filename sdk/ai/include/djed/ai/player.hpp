#pragma once
// Player: anything that chooses a turn — a search, a random mover. Players
// know no game: they speak only djed::State. No Qt.
#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

#include "djed/ai/game_context.hpp"
#include "djed/state.hpp"

namespace djed::ai {

struct Decision {
  Turn turn;
  double score = 0.0;  // for the side to move; +-1e6 near a decided game
  std::vector<Turn> principal_variation;  // starts with `turn`
  std::uint64_t nodes = 0;                // search nodes, or playouts for UCT
  int depth = 0;                          // completed depth in turns (alpha-beta)
  double milliseconds = 0.0;
};

class Player {
 public:
  virtual ~Player() = default;
  // A legal turn for the side to move of `state`, which must be a decision
  // node of an unfinished game. Returns early (with the best turn found so
  // far) once `stop` becomes true.
  virtual Decision choose_turn(const State& state, const GameContext& context,
                               const std::atomic<bool>* stop = nullptr) = 0;
  virtual std::string name() const = 0;
};

}  // namespace djed::ai
