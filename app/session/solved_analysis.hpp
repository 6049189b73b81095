#pragma once
// What a solved table (djed/solved_game.hpp) says about a game on the
// screen: the exact value of each choice a player has now, and the turn
// that threw a finished game away. Plain C++, no Qt.
#include <optional>
#include <string>
#include <vector>

#include "djed/game_record.hpp"
#include "djed/solved_game.hpp"
#include "djed/state.hpp"

namespace djed::session {

struct Choice;

// For each choice (an action of the side to move, at a turn's start or
// inside one), the best value among the turns that go on with it, for the
// side that plays it; nothing where the table does not reach.
std::vector<std::optional<solve::Outcome>> choice_values(const solve::SolvedGame& solved, const State& state,
                                                         const std::vector<Choice>& choices);

// The loser's turn after which its position went from not lost (a draw or
// a win) to lost, the last such turn of a finished game: where the game
// was thrown away.
struct LostTurn {
  int number = 0;   // 1 for the first turn of the record
  int loser = -1;   // the side that played it
  std::string turn;  // in the game's notation, as the record writes it
  solve::Outcome winner_value;  // the winner's value right after it (a win)
};
std::optional<LostTurn> where_lost(const solve::SolvedGame& solved, const GameRecord& record);

}  // namespace djed::session
