#pragma once
// What a solved table (djed/solved_game.hpp) says about the choices a
// player has now on the screen. Plain C++, no Qt. (Where a finished game was
// thrown away is the SDK's: solve::where_lost.)
#include <optional>
#include <vector>

#include "djed/solved_game.hpp"
#include "djed/state.hpp"

namespace djed::session {

struct Choice;

// For each choice (an action of the side to move, at a turn's start or
// inside one), the best value among the turns that go on with it, for the
// side that plays it; nothing where the table does not reach.
std::vector<std::optional<solve::Outcome>> choice_values(const solve::SolvedGame& solved, const State& state,
                                                         const std::vector<Choice>& choices);

}  // namespace djed::session
