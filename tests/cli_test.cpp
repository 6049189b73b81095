// The djed-cli contract, run in-process over the test game and once as a
// real process for exit codes and streams.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <unistd.h>

#include "cli.hpp"
#include "djed/plugin_abi.hpp"
#include "djed/solved_table.hpp"
#include "djed/solver.hpp"
#include "djed/text.hpp"
#include "test_support.hpp"

namespace djed::test {
namespace {

struct CliRun {
  int code;
  std::string out;
  std::string err;
};

CliRun cli(std::vector<std::string> args, bool with_broken = false) {
  args.push_back("--plugins");
  args.push_back(test_plugin_dir().string());
  if (with_broken) {
    args.push_back("--plugins");
    args.push_back(broken_plugin_dir().string());
  }
  std::ostringstream out, err;
  const int code = cli::run(args, out, err);
  return {code, out.str(), err.str()};
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> result;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) result.push_back(line);
  return result;
}

TEST(Cli, ListShowsTheTestGame) {
  const CliRun r = cli({"list"});
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("tictactoe classic,coin Tic-tac-toe (test game)\n"), std::string::npos) << r.out;
}

TEST(Cli, ListReportsEachBrokenPluginOnStderr) {
  const CliRun r = cli({"list"}, true);
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("tictactoe classic,coin"), std::string::npos);
  const auto errors = lines(r.err);
  EXPECT_EQ(errors.size(), 9u) << r.err;  // one line for each file in tests/plugins/broken
  EXPECT_NE(r.err.find("abi_mismatch.so: ABI version mismatch"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("not_a_library.so: not a shared library"), std::string::npos) << r.err;
}

TEST(Cli, ListWithoutGamesExitsOne) {
  std::ostringstream out, err;
  const int code =
      cli::run({"list", "--no-default-plugins", "--plugins", "/nonexistent/plugins"}, out, err);
  EXPECT_EQ(code, 1);
  EXPECT_TRUE(out.str().empty());
  EXPECT_EQ(err.str(),
            "/nonexistent/plugins: not a folder\n"
            "djed-cli: no game plugin was loaded (see --help for where plugins are looked for)\n");
}

TEST(Cli, EveryCommandNamesThePluginsThatFailedToLoad) {
  const CliRun r = cli({"perft", "tictactoe", "1"}, true);
  EXPECT_EQ(r.code, 0);
  EXPECT_EQ(lines(r.out).back(), "9");
  EXPECT_NE(r.err.find("abi_mismatch.so: ABI version mismatch"), std::string::npos) << r.err;
  EXPECT_EQ(lines(r.err).size(), 9u) << r.err;
}

TEST(Cli, PerftLastLineIsTheCount) {
  const CliRun r = cli({"perft", "tictactoe", "3"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(lines(r.out).back(), "504");
}

// The version an author's find_package(Djed 1.0) and its plugins' ABI must match.
TEST(Cli, VersionNamesTheReleaseAndThePluginAbi) {
  const CliRun r = cli({"--version"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "djed-cli " DJED_TEST_PROJECT_VERSION ", plugin ABI " + std::to_string(kPluginAbiVersion) + "\n");
}

TEST(Cli, PerftDivideListsEveryFirstTurn) {
  const CliRun r = cli({"perft", "--divide", "tictactoe:classic", "2", "--position", "xo./.../... x"});
  EXPECT_EQ(r.code, 0) << r.err;
  const auto out = lines(r.out);
  ASSERT_EQ(out.size(), 8u);
  EXPECT_EQ(out.front(), "a1: 6");
  EXPECT_EQ(out.back(), "42");
}

TEST(Cli, PerftDivideAtAChanceNodeListsTheOutcomes) {
  const CliRun r = cli({"perft", "tictactoe:coin", "1", "--divide"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(lines(r.out), (std::vector<std::string>{"coin:1: 18", "coin:2: 36", "54"}));
}

TEST(Cli, MovesAreSortedBytewise) {
  const CliRun r = cli({"moves", "tictactoe:coin", "--position", "xo./.../... x coin:2"});
  EXPECT_EQ(r.code, 0) << r.err;
  const auto out = lines(r.out);
  ASSERT_EQ(out.size(), 7u * 6u / 2u);  // each pair of cells once
  EXPECT_TRUE(std::is_sorted(out.begin(), out.end()));
  EXPECT_EQ(out.front(), "a1 a2");
  EXPECT_EQ(out.back(), "c2 c3");
}

TEST(Cli, ApplyPrintsTheResultingPosition) {
  const CliRun r = cli({"apply", "tictactoe", "b2", "a1", "c3"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, "..x/.x./o.. o\n");
}

TEST(Cli, ApplyTakesThrowsAtChanceNodes) {
  const CliRun r = cli({"apply", "tictactoe:coin", "coin:2", "b2 a1"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out, ".../.x./x.. o\n");
}

void expect_bad_input(const CliRun& r, const std::string& names) {
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(r.out.empty()) << r.out;
  const auto err = lines(r.err);
  ASSERT_EQ(err.size(), 1u) << r.err;
  EXPECT_NE(err[0].find(names), std::string::npos) << err[0];
}

TEST(Cli, BadInputExitsTwoWithOneLineNamingIt) {
  expect_bad_input(cli({"perft", "chess", "1"}), "unknown game 'chess'");
  expect_bad_input(cli({"perft", "tictactoe:giant", "1"}), "unknown variant 'giant'");
  expect_bad_input(cli({"perft", "tictactoe", "deep"}), "depth 'deep'");
  expect_bad_input(cli({"moves", "tictactoe", "--position", "xx/.../... x"}), "position 'xx/.../... x'");
  expect_bad_input(cli({"apply", "tictactoe", "b2", "b2"}), "'b2' is not legal here");
  expect_bad_input(cli({"apply", "tictactoe", "z9"}), "'z9' is not a cell");
  expect_bad_input(cli({"apply", "tictactoe:coin", "b2"}), "'b2': the position needs a throw first");
  expect_bad_input(cli({"moves", "tictactoe:coin"}), "the dice have not been thrown");
  expect_bad_input(cli({"perft", "tictactoe", "1", "--depth", "3"}), "unknown option '--depth'");
  expect_bad_input(cli({"frobnicate", "tictactoe"}), "unknown command 'frobnicate'");
  // A perft that deep could never finish: refused, not recursed into.
  expect_bad_input(cli({"perft", "tictactoe", "99999"}), "depth '99999': expected a number from 0 to 64");
  expect_bad_input(cli({"match", "tictactoe", "--seed", "99999999999999999999"}),
                   "--seed '99999999999999999999': expected a number from 0 to 18446744073709551615");
  expect_bad_input(cli({"match", "tictactoe", "--games", "99999999999"}),
                   "--games '99999999999': expected a number from 0 to 2147483647");
}

// Echoed input with control characters or bytes that are not UTF-8 stays on
// one line, escaped.
TEST(Cli, ErrorsEscapeWhatTheyEcho) {
  expect_bad_input(cli({"moves", "tictactoe", "--position", "x\n\ry\x1b[31m"}), "x\\n\\ry\\x1b[31m");
  expect_bad_input(cli({"perft", "tic\ttac", "1"}), "unknown game 'tic\\ttac'");
  expect_bad_input(cli({"apply", "tictactoe", "\xff\xfe"}), "\\xff\\xfe");
}

// A fresh folder for one test's files.
std::filesystem::path scratch_dir() {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  const auto dir = std::filesystem::temp_directory_path() /
                   ("djed-" + std::string(info->test_suite_name()) + "-" + info->name() + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

TEST(Cli, MatchWritesRecordsThatReplayToTheFinalPositions) {
  const auto dir = scratch_dir();
  const CliRun m = cli({"match", "tictactoe:coin", "--a", "random", "--b", "random", "--games", "3", "--seed", "9",
                        "--log", "--records", (dir / "records").string()});
  ASSERT_EQ(m.code, 0) << m.err;
  std::vector<std::string> finals;
  for (const auto& l : lines(m.out))
    if (l.rfind("  final: ", 0) == 0) finals.push_back(l.substr(9));
  ASSERT_EQ(finals.size(), 3u);
  for (int g = 1; g <= 3; ++g) {
    const auto file = dir / "records" / ("game-000" + std::to_string(g) + ".djed");
    ASSERT_TRUE(std::filesystem::exists(file)) << file;
    const CliRun r = cli({"replay", file.string()});
    ASSERT_EQ(r.code, 0) << r.err;
    EXPECT_EQ(lines(r.out).back(), finals[static_cast<std::size_t>(g - 1)]);
  }
  std::filesystem::remove_all(dir);
}

// `play` runs one game through the game screen's own driver: every turn on
// a line, the result, and a record that replays to the same end; the same
// seed plays the same game.
TEST(Cli, PlayRunsAWholeGameThroughTheDriver) {
  const auto dir = scratch_dir();
  const auto record = (dir / "game.djed").string();
  const CliRun p = cli({"play", "tictactoe:coin", "--a", "random", "--b", "easy", "--seed", "4", "--record", record});
  ASSERT_EQ(p.code, 0) << p.err;
  const auto out = lines(p.out);
  ASSERT_GE(out.size(), 2u);
  EXPECT_EQ(out.front().rfind("1. ", 0), 0u) << p.out;
  EXPECT_EQ(out.back().rfind("result: ", 0), 0u) << p.out;
  const CliRun r = cli({"replay", record});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find(out.back().substr(8)), std::string::npos) << r.out;
  EXPECT_EQ(cli({"play", "tictactoe:coin", "--a", "random", "--b", "easy", "--seed", "4"}).out, p.out);
  const CliRun bad = cli({"play", "tictactoe", "--a", "wizard"});
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("unknown player 'wizard'"), std::string::npos) << bad.err;
  std::filesystem::remove_all(dir);
}

TEST(Cli, ReplayNamesTheFileTheLineAndTheReason) {
  const auto dir = scratch_dir();
  const auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream(dir / name, std::ios::binary) << text;
    return (dir / name).string();
  };
  const std::string good = write("good.djed",
                                 "[Game \"tictactoe\"]\n[Variant \"classic\"]\n[Format \"1\"]\n[Result \"*\"]\n\n"
                                 "1. b2\n2. a1\n*\n");
  const CliRun ok = cli({"replay", good});
  EXPECT_EQ(ok.code, 0) << ok.err;
  EXPECT_EQ(lines(ok.out).back(), ".../.x./o.. x") << ok.out;

  const std::string illegal = write("illegal.djed",
                                    "[Game \"tictactoe\"]\n[Format \"1\"]\n[Result \"*\"]\n\n1. b2\n2. b2\n*\n");
  expect_bad_input(cli({"replay", illegal}), "illegal.djed: line 6: turn 2: ");
  const std::string chess = write("chess.djed", "[Game \"chess\"]\n[Format \"1\"]\n[Result \"*\"]\n*\n");
  expect_bad_input(cli({"replay", chess}), "chess.djed: line 1: no game 'chess' is loaded");
  expect_bad_input(cli({"replay", (dir / "missing.djed").string()}), "missing.djed: ");
  expect_bad_input(cli({"replay"}), "replay needs at least one record file");
  // Several files: every good one is printed, every bad one named, exit 2.
  const CliRun both = cli({"replay", good, illegal, good});
  EXPECT_EQ(both.code, 2);
  EXPECT_EQ(lines(both.out).size(), 4u) << both.out;
  EXPECT_EQ(lines(both.err).size(), 1u) << both.err;
  std::filesystem::remove_all(dir);
}

// A plugin's game is reviewed as the games of this tree are: exactly with
// its table, by search (over its coin's throws) without.
TEST(Cli, ReviewGradesAPluginsGameExactlyAndBySearch) {
  const auto dir = std::filesystem::path(::testing::TempDir()) / "cli-review";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string table = (dir / "ttt.solved").string(), record = (dir / "edge.djed").string();
  ASSERT_EQ(cli({"solve", "tictactoe:classic", "--out", table}).code, 0);
  // X in a corner, O on an edge: the draw let go.
  std::ofstream(record) << "[Game \"tictactoe\"]\n[Variant \"classic\"]\n[Format \"1\"]\n[Result \"*\"]\n"
                           "1. a1\n2. b1\n*\n";
  const CliRun exact = cli({"review", record, "--table", table, "--json"});
  ASSERT_EQ(exact.code, 0) << exact.err;
  EXPECT_NE(exact.out.find("\"number\":2,\"played\":\"b1\",\"side\":\"O\""), std::string::npos) << exact.out;
  EXPECT_NE(exact.out.find("\"exact_after\":\"loss 6\",\"exact_best\":\"draw\",\"grade\":\"blunder\""),
            std::string::npos) << exact.out;
  EXPECT_NE(exact.out.find("\"deciding_turn\":null"), std::string::npos) << "not over: " << exact.out;

  const std::string coin = (dir / "coin.djed").string();
  ASSERT_EQ(cli({"play", "tictactoe:coin", "--a", "medium", "--b", "random", "--seed", "3", "--record", coin}).code, 0);
  const CliRun searched = cli({"review", coin, "--json", "--nodes", "2000"});
  ASSERT_EQ(searched.code, 0) << searched.err;
  EXPECT_NE(searched.out.find("\"method\":\"search\""), std::string::npos) << searched.out;
  EXPECT_NE(searched.out.find("\"throw\":\"coin:"), std::string::npos) << searched.out;
  std::filesystem::remove_all(dir);
}

// Solving: the classic tic-tac-toe is solved in a moment; its values are the
// game's known ones.
TEST(Cli, SolveBuildsATableThatAnalyseAndThePerfectPlayerRead) {
  const auto dir = std::filesystem::path(::testing::TempDir()) / "cli-solve";
  std::filesystem::remove_all(dir);
  const std::string table = (dir / "ttt.solved").string();
  const CliRun built = cli({"solve", "tictactoe:classic", "--out", table, "--threads", "2"});
  ASSERT_EQ(built.code, 0) << built.err;
  EXPECT_NE(built.out.find("solved tictactoe:classic in"), std::string::npos) << built.out;
  EXPECT_NE(built.err.find("100%"), std::string::npos) << "a progress bar on stderr: " << built.err;

  const CliRun start = cli({"analyse", "tictactoe:classic", "--table", table});
  ASSERT_EQ(start.code, 0) << start.err;
  EXPECT_EQ(start.out, "draw\n");
  // X in a corner, O on an edge: X wins; every O reply but the centre loses.
  const CliRun turns = cli({"analyse", "tictactoe:classic", "--table", table, "--position", "x../.../... o", "--turns"});
  ASSERT_EQ(turns.code, 0) << turns.err;
  const auto rows = lines(turns.out);
  ASSERT_EQ(rows.size(), 9u);
  EXPECT_EQ(rows[0], "b2 draw") << "best first";
  for (std::size_t i = 1; i + 1 < rows.size(); ++i) EXPECT_EQ(rows[i].substr(3), "loss 6") << rows[i];
  EXPECT_EQ(rows.back(), "draw");
  // Finished positions: the side shown holding a line has won.
  EXPECT_EQ(cli({"analyse", "tictactoe:classic", "--table", table, "--position", "xxx/oo./... x"}).out, "win 0\n");
  EXPECT_EQ(cli({"analyse", "tictactoe:classic", "--table", table, "--position", "xxx/oo./... o"}).out, "loss 0\n");

  // The perfect player never loses.
  const CliRun m = cli({"match", "tictactoe:classic", "--a", "perfect", "--b", "medium", "--games", "6", "--nodes",
                        "500", "--table", table});
  ASSERT_EQ(m.code, 0) << m.err;
  EXPECT_NE(m.out.find("\nA "), std::string::npos);
  EXPECT_EQ(m.out.find("B wins"), std::string::npos) << m.out;

  // With a table, every decided game names the turn that threw it away, in
  // the match and when its record is replayed.
  const std::string records = (dir / "records").string();
  const CliRun won = cli({"match", "tictactoe:classic", "--a", "perfect", "--b", "random", "--games", "6", "--table", table,
                          "--records", records});
  ASSERT_EQ(won.code, 0) << won.err;
  auto count = [](const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
  };
  EXPECT_GT(count(won.out, "A wins"), 0u) << won.out;
  EXPECT_EQ(count(won.out, "A wins"), count(won.out, "  thrown away by B: turn ")) << won.out;
  EXPECT_EQ(count(won.out, "B wins"), 0u) << won.out;
  std::string decided;
  for (int g = 1; g <= 6 && decided.empty(); ++g) {
    const std::string file = records + "/game-000" + std::to_string(g) + ".djed";
    if (won.out.find("game " + std::to_string(g) + ": A wins") != std::string::npos) decided = file;
  }
  const CliRun replayed = cli({"replay", decided, "--table", table});
  ASSERT_EQ(replayed.code, 0) << replayed.err;
  EXPECT_NE(replayed.out.find("\nthrown away: turn "), std::string::npos) << replayed.out;
  EXPECT_NE(replayed.out.find(" wins in "), std::string::npos) << replayed.out;

  // verify: the table agrees with the rules; a table with one value changed does not.
  const CliRun checked = cli({"verify", "tictactoe:classic", "--table", table, "--positions", "2000", "--proof-turns", "9"});
  ASSERT_EQ(checked.code, 0) << checked.out << checked.err;
  EXPECT_EQ(lines(checked.out)[0].rfind("table: 39366 positions, ", 0), 0u) << checked.out;
  EXPECT_NE(checked.out.find("; 0 disagreements"), std::string::npos) << checked.out;
  {
    auto read = solve::read_table(table, "tictactoe:classic");
    ASSERT_TRUE(read.ok()) << read.message();
    read->values[0] = solve::encode({solve::Outcome::Kind::kWin, 3});  // the empty board
    ASSERT_TRUE(solve::write_table(dir / "wrong.solved", read.value()).ok());
  }
  {
    auto read = solve::read_table(table, "tictactoe:classic");
    ASSERT_TRUE(read.ok()) << read.message();
    read->rules ^= 1;  // as if solved with other rules
    ASSERT_TRUE(solve::write_table(dir / "other-rules.solved", read.value()).ok());
  }
  const CliRun other_rules = cli({"analyse", "tictactoe:classic", "--table", (dir / "other-rules.solved").string()});
  EXPECT_EQ(other_rules.code, 2);
  EXPECT_NE(other_rules.err.find("solved with other rules of 'tictactoe:classic'"), std::string::npos) << other_rules.err;
  const CliRun wrong = cli({"verify", "tictactoe:classic", "--table", (dir / "wrong.solved").string(), "--positions", "2000"});
  EXPECT_EQ(wrong.code, 3) << wrong.out;
  EXPECT_NE(wrong.out.find("position '.../.../... x': the table says win 3, its best turn"), std::string::npos) << wrong.out;

  // Refusals, each one line: a game with chance, no table, a damaged one, options that do not fit.
  const CliRun coin = cli({"solve", "tictactoe:coin", "--out", table + ".coin"});
  EXPECT_EQ(coin.code, 2);
  EXPECT_NE(coin.err.find("cannot be solved exactly"), std::string::npos) << coin.err;
  const CliRun missing = cli({"analyse", "tictactoe:classic", "--table", (dir / "none").string()});
  EXPECT_EQ(missing.code, 2);
  EXPECT_NE(missing.err.find("cannot be opened"), std::string::npos) << missing.err;
  std::filesystem::resize_file(table, std::filesystem::file_size(table) - 1);
  const CliRun cut = cli({"analyse", "tictactoe:classic", "--table", table});
  EXPECT_EQ(cut.code, 2);
  EXPECT_EQ(lines(cut.err).size(), 1u) << cut.err;
  EXPECT_EQ(cli({"analyse", "tictactoe:classic", "--turns"}).code, 2);
  EXPECT_EQ(cli({"match", "tictactoe:classic", "--a", "perfect", "--table", table}).code, 2);
  EXPECT_EQ(cli({"solve", "tictactoe:classic", "--out", table, "--threads", "0"}).code, 2);
  std::filesystem::remove_all(dir);
}

TEST(CliProcess, ExitCodesAndStreams) {
  const std::string base = std::string(DJED_CLI_PATH) + " --plugins " + test_plugin_dir().string();
  auto run = [&](const std::string& args) { return run_command(base + " " + args); };
  const ProgramRun ok = run("perft tictactoe 2");
  EXPECT_EQ(ok.code, 0);
  EXPECT_EQ(ok.out, "72\n");
  const ProgramRun bad = run("apply tictactoe zz");
  EXPECT_EQ(bad.code, 2);
  EXPECT_TRUE(bad.out.empty());
  EXPECT_NE(bad.err.find("'zz'"), std::string::npos);
}

}  // namespace
}  // namespace djed::test

namespace djed::test {
namespace {

TEST(Cli, LessonsListsTheCourseAndChecksIt) {
  const CliRun r = cli({"lessons", "tictactoe", "--log"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  EXPECT_NE(r.out.find("1. Three in a row  (tictactoe.learn.win)\n   xx./oo./... x\n   A row of three marks wins.\n"
                       "   Win at once.\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("2. A whole game  (tictactoe.learn.game)\n"), std::string::npos) << r.out;
}

TEST(Cli, LessonsOfAGameWithoutACourseOrInAnUnknownLanguage) {
  const CliRun none = cli({"lessons", "stacks"});
  EXPECT_EQ(none.code, 0) << none.err;
  EXPECT_EQ(none.out, "stacks has no lessons\n");
  const CliRun klingon = cli({"lessons", "tictactoe", "--language", "tlh"});
  EXPECT_EQ(klingon.code, 2);
  EXPECT_EQ(klingon.err, "djed-cli: --language 'tlh': tictactoe speaks en\n");
}

}  // namespace
}  // namespace djed::test
