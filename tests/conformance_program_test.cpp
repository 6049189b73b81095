// The conformance suite as a plugin author runs it (djed_add_conformance_test):
// it tests the plugins it is given, and refuses to run, naming the problem,
// when a plugin does not load or there is no game.
#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "djed/plugin_abi.hpp"
#include "test_support.hpp"

namespace djed::test {
namespace {

ProgramRun conformance(const std::string& args) { return run_command(std::string(DJED_CONFORMANCE_PATH) + " " + args); }

TEST(ConformanceProgram, TestsTheGamesItIsGiven) {
  const ProgramRun run = conformance("--gtest_filter=*tictactoe_classic " + (test_plugin_dir() / "tictactoe.so").string());
  EXPECT_EQ(run.code, 0) << run.err;
  // The eight checks of every game, and the ninth of a game that can be solved.
  EXPECT_NE(run.out.find("9 tests from 1 test suite ran"), std::string::npos) << run.out;
  EXPECT_NE(run.out.find("Conformance.LessonsAndPuzzlesFitTheRules/tictactoe_classic"), std::string::npos);
  EXPECT_NE(run.out.find("Conformance.RandomGamesKeepEveryInvariant/tictactoe_classic"), std::string::npos);
  EXPECT_NE(run.out.find("Conformance.SolvableGamesNumberTheirTurnsAsTheyArePlayed/tictactoe_classic"), std::string::npos);
  const ProgramRun coin = conformance("--gtest_filter=*tictactoe_coin " + (test_plugin_dir() / "tictactoe.so").string());
  EXPECT_NE(coin.out.find("8 tests from 1 test suite ran"), std::string::npos) << coin.out;
}

// Plugins that load but break the turn model (tests/plugins/CMakeLists.txt)
// fail the check that compares their turns with the walk over the actions,
// saying what is wrong.
TEST(ConformanceProgram, CatchesTurnsThatAreNotTheWalkOverTheActions) {
  const auto dir = broken_plugin_dir().parent_path() / "test-plugins-misturned";
  const std::pair<const char*, const char*> cases[] = {
      {"tictactoe_turns_1.so", "legal_turns() leaves out "},
      {"tictactoe_turns_2.so", ", which is no legal turn in "},
      {"tictactoe_turns_3.so", "perft(2) in "},
  };
  for (const auto& [plugin, said] : cases) {
    const ProgramRun run = conformance("--gtest_filter=*TurnsAreTheWalk*tictactoe_coin " + (dir / plugin).string());
    EXPECT_EQ(run.code, 1) << plugin << ": " << run.err;
    EXPECT_NE(run.out.find(said), std::string::npos) << plugin << ":\n" << run.out;
  }
  const ProgramRun good = conformance("--gtest_filter=*TurnsAreTheWalk*tictactoe_coin " +
                                      (test_plugin_dir() / "tictactoe.so").string());
  EXPECT_EQ(good.code, 0) << good.out;
}

// A rules page whose board diagram is no position fails the metadata check,
// naming the page, the line and the game's reason.
TEST(ConformanceProgram, CatchesABoardDiagramThatIsNoPosition) {
  const auto plugin = broken_plugin_dir().parent_path() / "test-plugins-misturned" / "tictactoe_diagram.so";
  const ProgramRun run = conformance("--gtest_filter=*MetadataAndGeometry*tictactoe_classic " + plugin.string());
  EXPECT_EQ(run.code, 1) << run.err;
  EXPECT_NE(run.out.find("rules (en), line 3: position 'garbage': "), std::string::npos) << run.out;
}

// A marker of the position on a cell the board does not have.
TEST(ConformanceProgram, CatchesAMarkerOffTheBoard) {
  const auto plugin = broken_plugin_dir().parent_path() / "test-plugins-misturned" / "tictactoe_marker.so";
  const ProgramRun run = conformance("--gtest_filter=*RandomGames*tictactoe_classic " + plugin.string());
  EXPECT_EQ(run.code, 1) << run.err;
  EXPECT_NE(run.out.find("a marker on cell 99, which the board does not have"), std::string::npos) << run.out;
}

TEST(ConformanceProgram, RefusesAPluginThatDoesNotLoad) {
  const ProgramRun run = conformance((broken_plugin_dir() / "previous_abi.so").string());
  EXPECT_EQ(run.code, 2);
  EXPECT_NE(run.err.find("previous_abi.so: "), std::string::npos) << run.err;
  EXPECT_NE(run.err.find(std::to_string(kPluginAbiVersion - 1)), std::string::npos) << run.err;
  EXPECT_TRUE(run.out.empty()) << run.out;
}

TEST(ConformanceProgram, RefusesToRunWithoutAGame) {
  const ProgramRun missing = conformance((broken_plugin_dir() / "no-such-plugin.so").string());
  EXPECT_EQ(missing.code, 2);
  EXPECT_NE(missing.err.find("no-such-plugin.so: "), std::string::npos) << missing.err;
  const std::string empty = ::testing::TempDir() + "/no-games";
  ASSERT_EQ(std::system(("mkdir -p " + empty).c_str()), 0);
  const ProgramRun none = conformance(empty);
  EXPECT_EQ(none.code, 2);
  EXPECT_NE(none.err.find("no game in " + empty), std::string::npos) << none.err;
}

}  // namespace
}  // namespace djed::test
