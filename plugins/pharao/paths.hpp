#pragma once
// Path moves on the Pharao board: a piece walks exactly n steps to
// orthogonal neighbours, never entering an occupied house or one it has
// already passed.
#include "board.hpp"

namespace pharao {

// The longest path a die or a rescue asks for.
inline constexpr int kMaxPathSteps = 4;

// The ends of every path move of exactly `steps` from `from` through empty
// houses (`blocked` holds every occupied house, `from` included).
Mask path_destinations(Mask blocked, int from, int steps);

// The houses of `starts` from which a path move of exactly `steps` ends on
// `to` (`blocked` holds every occupied house; `to` must be empty).
Mask path_origins(Mask blocked, int to, int steps, Mask starts);

}  // namespace pharao
