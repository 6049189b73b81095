// `djed-cli match` and `djed-cli analyse` through the real plugins.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>
#include <sstream>

#include "cli_run.hpp"
#include "sanitized.hpp"

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

// Two games twice; one in the sanitized builds (13 s there).
TEST(AiCli, TheSameSeedReplaysTheSameGamesDiceIncluded) {
  const std::string games = std::to_string(djed::test::sanitized_share(2, 2));
  const std::vector<std::string> args{"match", "pharao", "--a", "medium", "--b", "uct", "--games", games,
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

namespace review_cli {

std::string scratch(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("djed-review-cli-" + std::to_string(::getpid()) + "-" + name))
      .string();
}

TEST(ReviewCli, JsonHasEveryTurnWithChancesAndGradesAndBothPlayers) {
  const std::string record = scratch("beth.djed");
  ASSERT_EQ(cli({"play", "seti:beth", "--a", "hard", "--b", "easy", "--nodes", "2000", "--record", record}).code, 0);
  const CliRun run = cli({"review", record, "--json", "--nodes", "4000"});
  ASSERT_EQ(run.code, 0) << run.err;
  const auto doc = nlohmann::json::parse(run.out);
  ASSERT_TRUE(doc["turns"].is_array());
  ASSERT_FALSE(doc["turns"].empty());
  const std::set<std::string> grades{"best", "good", "inaccuracy", "mistake", "blunder"};
  int number = 0;
  for (const auto& t : doc["turns"]) {
    EXPECT_EQ(t["number"].get<int>(), ++number);
    EXPECT_TRUE(t["side"] == "White" || t["side"] == "Brown") << t.dump();
    EXPECT_TRUE(grades.count(t["grade"].get<std::string>())) << t.dump();
    for (const char* c : {"chance_before", "chance_after"}) {
      EXPECT_GE(t[c].get<double>(), 0.0);
      EXPECT_LE(t[c].get<double>(), 1.0);
    }
    EXPECT_FALSE(t["played"].get<std::string>().empty());
    EXPECT_FALSE(t["best"].get<std::string>().empty());
  }
  ASSERT_EQ(doc["players"].size(), 2u);
  int counted = 0;
  for (const auto& p : doc["players"]) {
    for (const auto& [grade, n] : p["grades"].items()) counted += n.get<int>();
    EXPECT_LE(p["accuracy"].get<double>(), 100.0);
  }
  EXPECT_EQ(counted, number);
  // The easy side lost: the deciding turn is one of its.
  ASSERT_FALSE(doc["deciding_turn"].is_null());
  const auto& decided = doc["turns"][doc["deciding_turn"].get<std::size_t>() - 1];
  EXPECT_EQ(decided["side"], "Brown");
  std::filesystem::remove(record);
}

TEST(ReviewCli, TableAndRecordWithTheGradesAsComments) {
  const std::string record = scratch("pharao.djed"), commented = scratch("pharao-reviewed.djed");
  ASSERT_EQ(cli({"play", "pharao", "--a", "random", "--b", "random", "--record", record}).code, 0);
  const CliRun run = cli({"review", record, "--record", commented});
  ASSERT_EQ(run.code, 0) << run.err;
  const auto out = lines(run.out);
  ASSERT_GT(out.size(), 3u);
  EXPECT_EQ(out[0].rfind("turn  side", 0), 0u) << out[0];
  EXPECT_TRUE(std::regex_search(run.out, std::regex(R"(\nLight: accuracy [0-9.]+, best [0-9]+, good [0-9]+)"))) << run.out;
  std::ifstream in(commented);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_TRUE(std::regex_search(text, std::regex(R"(\n1\. roll:[^\n]*\{(best|good|inaccuracy|mistake|blunder)[^}]*\}\n)"))) << text;
  // The commented record is still a record of the same game.
  const CliRun again = cli({"replay", commented});
  EXPECT_EQ(again.code, 0) << again.err;
  std::filesystem::remove(record);
  std::filesystem::remove(commented);
}

TEST(ReviewCli, RefusesWhatItCannotRead) {
  const CliRun missing = cli({"review", scratch("none.djed")});
  EXPECT_EQ(missing.code, 2);
  EXPECT_NE(missing.err.find("none.djed"), std::string::npos) << missing.err;
  const std::string bad = scratch("bad.djed");
  std::ofstream(bad) << "[Game \"seti\"]\n[Format \"1\"]\n[Result \"*\"]\n1. zz-99\n*\n";
  const CliRun wrong = cli({"review", bad});
  EXPECT_EQ(wrong.code, 2);
  EXPECT_NE(wrong.err.find("line 4"), std::string::npos) << wrong.err;
  EXPECT_EQ(wrong.err.find('\n'), wrong.err.size() - 1) << "one line";
  std::filesystem::remove(bad);
  EXPECT_EQ(cli({"review", bad, "--nodes", "x"}).code, 2);
}

TEST(ReviewCli, CalibrateFitsAScaleAndChecksIt) {
  const CliRun run = cli({"calibrate", "seti:beth", "--games", "5", "--nodes", "500"});
  ASSERT_EQ(run.code, 0) << run.err;
  std::smatch m;
  ASSERT_TRUE(std::regex_search(run.out, m, std::regex(R"(score_scale: ([0-9.]+))"))) << run.out;
  EXPECT_GT(std::stod(m[1]), 0.0);
  EXPECT_TRUE(std::regex_search(run.out, std::regex(R"(error of the game's own scale \(230\.0\): 0\.[0-9]+)"))) << run.out;
  EXPECT_EQ(cli({"calibrate", "seti:beth", "--games", "2"}).code, 2);
}

}  // namespace review_cli
