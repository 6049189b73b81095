#pragma once
// Where the tests find plugins, and a host loaded with them.
#include <filesystem>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "djed/conformance.hpp"
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

// A program run as a process: its exit status and what it printed.
struct ProgramRun {
  int code;
  std::string out;
  std::string err;
};
// Runs a shell command, its output kept in a scratch folder of the running
// test (tests run side by side).
ProgramRun run_command(const std::string& command);

// A game with one of its variants, as the conformance suite names them.
using conformance::GameVariant;
// Every game and variant of shared_host().
std::vector<GameVariant> all_game_variants();

}  // namespace djed::test
