#include "solved_analysis.hpp"

#include "game_session.hpp"

namespace djed::session {

std::vector<std::optional<solve::Outcome>> choice_values(const solve::SolvedGame& solved, const State& state,
                                                         const std::vector<Choice>& choices) {
  std::vector<std::optional<solve::Outcome>> values(choices.size());
  // Best first: the first turn that starts with a choice is its best.
  const auto turns = solved.turn_values(state);
  if (!turns) return values;
  for (std::size_t i = 0; i < choices.size(); ++i)
    for (const solve::TurnValue& t : *turns)
      if (!t.turn.empty() && t.turn.front() == choices[i].action) {
        values[i] = t.value;
        break;
      }
  return values;
}

}  // namespace djed::session
