#pragma once
// The conformance suite every game plugin must pass, as GoogleTest tests:
// random games in which every step checks clone, undo, notation round trips,
// chance probabilities, the draw bound and the UI vocabulary (every message
// resolves in every language the game has, every image exists, every action
// is offered in a way the board view can show), plus the game's metadata and
// board, refusals of malformed positions and turns, who starts, and the
// lessons and puzzles it ships.
//
// A plugin author gets it with djed_add_conformance_test() (DjedPlugin.cmake),
// or by hand: link Djed::conformance and call main() below, or
// register_tests() before RUN_ALL_TESTS().
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "djed/game.hpp"
#include "djed/plugin_host.hpp"

namespace djed::conformance {

// A game with one of its variants ("" when it has none).
struct GameVariant {
  std::shared_ptr<const Game> game;
  std::string variant;
  std::string name() const;  // "seti_beth", usable as a test name
};
inline void PrintTo(const GameVariant& gv, std::ostream* os) { *os << gv.name(); }

// Every game of the host with each of its variants.
std::vector<GameVariant> game_variants(const PluginHost& host);

// Registers the suite for every game and variant of the host, one test per
// check and variant ("Conformance.RandomGamesKeepEveryInvariant/senet").
// The tests keep their games (and so the plugins) loaded.
void register_tests(const PluginHost& host);

// A whole test program: GoogleTest's flags, then plugin files or folders to
// load (`places` when none are given). Refuses to run (exit 2, one line per
// problem) when a plugin does not load or nothing was loaded.
int main(int argc, char** argv, const std::vector<std::string>& places = {});

}  // namespace djed::conformance
