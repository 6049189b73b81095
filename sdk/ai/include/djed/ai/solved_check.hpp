#pragma once
// Checks a solved game's table against the rules alone. For a position:
// its value is the best of its turns' values (the table agrees with itself),
// and a win or loss within a few turns is proved by searching the legal
// turns: the winner can force the end within the turns the table claims and
// not one turn sooner. The table only orders the turns the search tries
// first; the proof stands on the rules.
#include <cstdint>
#include <optional>
#include <string>

#include "djed/solved_game.hpp"
#include "djed/state.hpp"

namespace djed::ai {

struct SolvedCheckStats {
  std::uint64_t positions = 0;  // checked for consistency
  std::uint64_t proved = 0;     // wins and losses proved by search
  std::uint64_t nodes = 0;      // turns the proofs played
};

// What is wrong with the table's value of `state` (a position at the start
// of a turn), or nothing. Wins and losses of up to `proof_turns` turns are
// proved.
std::optional<std::string> check_solved_position(const State& state, const solve::SolvedGame& solved,
                                                 int proof_turns, SolvedCheckStats& stats);

}  // namespace djed::ai
