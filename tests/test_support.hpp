#pragma once
// Where the tests find plugins, and a host loaded with them.
#include <filesystem>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "djed/plugin_host.hpp"

namespace djed::test {

// The build tree's game plugin folder (empty until games exist).
inline std::filesystem::path game_plugin_dir() { return DJED_TEST_GAME_PLUGIN_DIR; }
// The test game (tic-tac-toe).
inline std::filesystem::path test_plugin_dir() { return DJED_TEST_PLUGIN_DIR; }
// One plugin for each way loading can fail.
inline std::filesystem::path broken_plugin_dir() { return DJED_TEST_BROKEN_PLUGIN_DIR; }

// A host with the real games and the test game, shared by a test binary.
const PluginHost& shared_host();

// A game id with one of its variants ("" when it has none).
struct GameVariant {
  std::shared_ptr<const Game> game;
  std::string variant;
  std::string name() const;  // "seti_beth", usable as a test name
};
// Lets GoogleTest print a parameter by name.
inline void PrintTo(const GameVariant& gv, std::ostream* os) { *os << gv.name(); }
std::vector<GameVariant> all_game_variants();

}  // namespace djed::test
