// `djed-cli match` and `djed-cli analyse` through the real plugins.
#include <gtest/gtest.h>

#include <regex>
#include <sstream>

#include "cli_run.hpp"

namespace {

using djed::test::CliRun;

CliRun cli(std::vector<std::string> args) { return djed::test::run_cli_with_game_plugins(std::move(args)); }

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

TEST(AiCli, MatchPrintsOneLinePerGameASummaryAndJson) {
  const CliRun run = cli({"match", "ramses", "--a", "easy", "--b", "random", "--games", "4", "--seed", "9", "--nodes",
                          "400", "--json"});
  ASSERT_EQ(run.code, 0) << run.err;
  const auto out = lines(run.out);
  ASSERT_EQ(out.size(), 6u) << run.out;
  const std::regex game_line(R"(game [1-4]: (A wins|B wins|draw) \([a-z-]+\) in [0-9]+ turns, A played (Light|Dark))");
  for (int i = 0; i < 4; ++i) EXPECT_TRUE(std::regex_match(out[static_cast<std::size_t>(i)], game_line)) << out[static_cast<std::size_t>(i)];
  // A takes the first seat in alternate games.
  EXPECT_NE(out[0].substr(out[0].rfind(' ')), out[1].substr(out[1].rfind(' ')));
  std::smatch m;
  ASSERT_TRUE(std::regex_match(out[4], m, std::regex(R"(A ([0-9]+) B ([0-9]+) draws ([0-9]+))"))) << out[4];
  EXPECT_EQ(std::stoi(m[1]) + std::stoi(m[2]) + std::stoi(m[3]), 4);
  EXPECT_TRUE(std::regex_match(
      out[5], std::regex(R"(\{"games":4,"a_wins":[0-9]+,"b_wins":[0-9]+,"draws":[0-9]+,"a_ms_per_turn":[0-9.]+,"b_ms_per_turn":[0-9.]+\})")))
      << out[5];
}

TEST(AiCli, TheSameSeedReplaysTheSameGamesDiceIncluded) {
  const std::vector<std::string> args{"match", "pharao", "--a", "medium", "--b", "uct", "--games", "2",
                                      "--seed", "4", "--nodes", "300", "--max-turns", "40"};
  const CliRun first = cli(args), second = cli(args);
  ASSERT_EQ(first.code, 0) << first.err;
  EXPECT_EQ(first.out, second.out);
}

TEST(AiCli, AnalyseGivesBestTurnScoreVariationAndSpeed) {
  const CliRun run = cli({"analyse", "seti:beth", "--nodes", "20000"});
  ASSERT_EQ(run.code, 0) << run.err;
  const auto out = lines(run.out);
  ASSERT_EQ(out.size(), 6u) << run.out;
  EXPECT_TRUE(std::regex_match(out[0], std::regex(R"(best: [a-e](10|[1-9])-[a-e](10|[1-9]))"))) << out[0];
  EXPECT_TRUE(std::regex_match(out[1], std::regex(R"(score: -?[0-9]+\.[0-9])"))) << out[1];
  EXPECT_EQ(out[2].rfind("pv: " + out[0].substr(6), 0), 0u) << out[2];
  EXPECT_EQ(out[4], "nodes: 20000");
  EXPECT_EQ(out[5].rfind("nps: ", 0), 0u);
}

TEST(AiCli, BadPlayersAreRefused) {
  const CliRun bad = cli({"match", "ramses", "--a", "grandmaster", "--b", "random"});
  EXPECT_EQ(bad.code, 2);
  EXPECT_NE(bad.err.find("unknown player 'grandmaster'"), std::string::npos) << bad.err;
  const CliRun games = cli({"match", "seti", "--games", "x"});
  EXPECT_EQ(games.code, 2);
  EXPECT_NE(games.err.find("--games 'x'"), std::string::npos) << games.err;
}

// Pharao says how likely the side to move is to win, before the throw (the
// only line then) and after it (below the search's).
TEST(AiCli, PharaoAnalysisGivesTheWinChance) {
  const std::regex chance_line("win chance: [01]\\.[0-9][0-9]\n");
  const CliRun unthrown = cli({"analyse", "pharao"});
  EXPECT_EQ(unthrown.code, 0) << unthrown.err;
  EXPECT_TRUE(std::regex_match(unthrown.out, chance_line)) << unthrown.out;
  const CliRun thrown = cli({"analyse", "pharao", "--position", "L:2,3,4,5 D:20,21,22,23 D roll:3-1", "--nodes", "2000"});
  EXPECT_EQ(thrown.code, 0) << thrown.err;
  EXPECT_EQ(thrown.out.rfind("best: ", 0), 0u) << thrown.out;
  std::smatch found;
  EXPECT_TRUE(std::regex_search(thrown.out, found, std::regex("\nwin chance: [01]\\.[0-9][0-9]\n$"))) << thrown.out;
  // A game that cannot say prints no such line.
  const CliRun ramses = cli({"analyse", "ramses", "--nodes", "2000"});
  EXPECT_EQ(ramses.code, 0) << ramses.err;
  EXPECT_EQ(ramses.out.find("win chance"), std::string::npos) << ramses.out;
}

}  // namespace
