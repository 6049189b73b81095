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

std::optional<LostTurn> where_lost(const solve::SolvedGame& solved, const GameRecord& record) {
  if (!record.is_over()) return std::nullopt;
  const int loser = record.result().winner < 0 ? -1 : 1 - record.result().winner;
  if (loser < 0) return std::nullopt;
  std::optional<LostTurn> found;
  const auto recorded = record.recorded_turns();
  const auto& actions = record.actions();
  const auto& ends = record.ends_turn();
  StatePtr walk = record.start().clone();
  StatePtr turn_start = walk->clone();
  std::size_t number = 0;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (walk->is_chance_node()) return std::nullopt;  // tables are for games without chance
    walk->apply_action(actions[i]);
    if (!ends[i]) continue;
    if (turn_start->side_to_move() == loser) {
      const auto before = solved.value(*turn_start);
      // For the winner, to move now (a turn that ends the game: won at once).
      const auto after = walk->is_terminal() ? std::optional<solve::Outcome>{{solve::Outcome::Kind::kWin, 0}}
                                             : solved.value(*walk);
      if (before && after && before->kind != solve::Outcome::Kind::kLoss && after->kind == solve::Outcome::Kind::kWin &&
          number < recorded.size())
        found = LostTurn{static_cast<int>(number) + 1, loser, recorded[number].moves, *after};
    }
    ++number;
    turn_start = walk->clone();
  }
  return found;
}

}  // namespace djed::session
