#pragma once
// The checks of the conformance suite, one function per test.
#include "djed/conformance.hpp"

namespace djed::conformance {

void random_games_keep_every_invariant(const GameVariant& gv);
void metadata_and_geometry_describe_the_game(const GameVariant& gv);
void malformed_positions_are_refused_with_a_message(const GameVariant& gv);
void illegal_turns_are_refused_with_a_message(const GameVariant& gv);
// Refusals of positions, turns and actions holding any bytes are one line of
// valid UTF-8: they quote whole characters (a server sends them on as JSON).
void refusals_quote_whole_characters(const GameVariant& gv);
void who_starts_follows_the_rules(const GameVariant& gv);
// legal_turns() and perft() (overridden or not) are the SDK's walk over the
// actions, each turn once in its canonical order (State::canonical_turn).
void turns_are_the_walk_over_the_actions(const GameVariant& gv);
// The course and the puzzles the game ships (djed/lessons.hpp, djed/puzzles.hpp).
void lessons_and_puzzles_fit_the_rules(const GameVariant& gv);
// Only for games that can be solved exactly (Game::solvable).
void solvable_games_number_their_turns_as_they_are_played(const GameVariant& gv);

}  // namespace djed::conformance
