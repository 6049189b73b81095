// The Pharao plugin and the files beside it: the solved endings and network
// weights are read when there, a fallback when missing, and a damaged file
// is reported with a message naming the file while the game still loads.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "djed/plugin_host.hpp"
#include "endings.hpp"
#include "evaluation.hpp"
#include "knowledge.hpp"
#include "learned_value.hpp"
#include "notation.hpp"
#include "pharao_game.hpp"
#include "pharao_test_support.hpp"

namespace {

namespace fs = std::filesystem;

const fs::path kBuiltPlugins = DJED_GAME_PLUGIN_DIR;

// A folder holding a copy of the Pharao plugin and, when given, `table` as
// its endings file.
class PluginCopy : public ::testing::Test {
 protected:
  void SetUp() override { fs::copy_file(kBuiltPlugins / "pharao.so", dir_ / "pharao.so"); }
  void write_table(const std::string& bytes) {
    std::ofstream(dir_ / pharao::kEndingsFileName, std::ios::binary) << bytes;
  }
  pharao::test::TestDirectory folder_{"djed-pharao-plugin"};
  const fs::path& dir_ = folder_.path();
};

TEST_F(PluginCopy, WithoutTheTableThePluginLoads) {
  djed::PluginHost host;
  host.load_directory(dir_);
  EXPECT_TRUE(host.failures().empty());
  ASSERT_EQ(host.games().size(), 1u);
  EXPECT_EQ(host.games()[0].game->info().id, "pharao");
}

// A damaged table (any damage: not a table, cut short, a wrong size) is not
// read; the game plays with its coarse table, and the host says why.
TEST_F(PluginCopy, ADamagedTableIsReportedAndTheGamePlaysWithoutIt) {
  const auto built = kBuiltPlugins / pharao::kEndingsFileName;
  std::string whole;
  if (fs::exists(built)) {
    std::ifstream in(built, std::ios::binary);
    whole.assign(std::istreambuf_iterator<char>(in), {});
  }
  std::vector<std::string> damaged{"these are not solved endings"};
  if (whole.size() > 64) {
    damaged.push_back(whole.substr(0, whole.size() / 2));  // cut short
    damaged.push_back(whole + "extra");                     // a wrong size
  }
  for (const std::string& bytes : damaged) {
    write_table(bytes);
    djed::PluginHost host;
    host.load_directory(dir_);
    ASSERT_EQ(host.games().size(), 1u) << "the game loads without the table";
    ASSERT_EQ(host.failures().size(), 1u);
    const std::string& reason = host.failures()[0].reason;
    EXPECT_EQ(reason.rfind("loaded, but ", 0), 0u) << reason;
    EXPECT_NE(reason.find((dir_ / pharao::kEndingsFileName).string()), std::string::npos) << reason;
    EXPECT_NE(reason.find("coarse table"), std::string::npos) << reason;
    auto state = host.games()[0].game->parse_position("", "L:21 D:1,2,3,4 L");
    ASSERT_TRUE(state.ok());
    EXPECT_NE(state.value()->evaluate(djed::EvalRequest{djed::Insight::kFull, pharao::kLight}), 0);
  }
}

// Weights beside the plugin replace the shipped ones: the computer's
// chance of winning is then that network's.
TEST_F(PluginCopy, WeightsBesideThePluginReplaceTheShippedOnes) {
  const pharao::Network own(77);
  std::ofstream(dir_ / pharao::kNetworkFileName) << own.to_text();
  djed::PluginHost host;
  host.load_directory(dir_);
  EXPECT_TRUE(host.failures().empty());
  ASSERT_EQ(host.games().size(), 1u);
  auto state = host.games()[0].game->parse_position("", "L:2,3,9,14 D:20,21,22,25 L");
  ASSERT_TRUE(state.ok());
  auto p = pharao::parse_position("L:2,3,9,14 D:20,21,22,25 L");
  ASSERT_TRUE(p.ok());
  ASSERT_TRUE(state.value()->win_chance().has_value());
  const pharao::Outlook o = pharao::outlook_before_throw(p.value(), own, nullptr);
  EXPECT_DOUBLE_EQ(*state.value()->win_chance(), o.win + o.draw() / 2);
}

// Damaged or mismatched weights are not read: the game plays with its
// hand-written evaluation and the host says so, naming the file and why.
TEST_F(PluginCopy, DamagedWeightsAreReportedAndTheGamePlaysWithTheHandWrittenEvaluation) {
  std::string good = pharao::Network(5).to_text();
  const struct {
    std::string text;
    std::string reason;
  } cases[] = {
      {"garbage", "not a Pharao network"},
      {good.substr(0, good.rfind('\n', good.size() / 2) + 1), "weights, not"},
      {std::string(good).replace(good.find("encoding 2"), 10, "encoding 9"), "input encoding"},
  };
  for (const auto& c : cases) {
    std::ofstream(dir_ / pharao::kNetworkFileName, std::ios::trunc) << c.text;
    djed::PluginHost host;
    host.load_directory(dir_);
    ASSERT_EQ(host.games().size(), 1u) << "the game loads without the network";
    ASSERT_EQ(host.failures().size(), 1u);
    const std::string& reason = host.failures()[0].reason;
    EXPECT_NE(reason.find((dir_ / pharao::kNetworkFileName).string()), std::string::npos) << reason;
    EXPECT_NE(reason.find(c.reason), std::string::npos) << reason;
    EXPECT_NE(reason.find("hand-written evaluation"), std::string::npos) << reason;
    auto state = host.games()[0].game->parse_position("", "L:2,3,9,14 D:20,21,22,25 L");
    ASSERT_TRUE(state.ok());
    djed::EvalRequest classic;
    classic.learned = false;
    EXPECT_EQ(state.value()->evaluate(djed::EvalRequest{}), state.value()->evaluate(classic));
  }
}

#if DJED_PHARAO_ENDINGS
// The build solved the endings beside the plugin; its computer players see
// a last piece as the table does.
TEST(PharaoPlugin, EvaluatesALastPieceByTheTableBesideIt) {
  const auto table = pharao::LastPieceEndings::load((kBuiltPlugins / pharao::kEndingsFileName).string());
  ASSERT_TRUE(table.ok()) << table.message();
  EXPECT_EQ(table->max_pieces(), 4);
  djed::PluginHost host;
  host.load_directory(kBuiltPlugins);
  const djed::Game* game = nullptr;
  for (const auto& loaded : host.games())
    if (loaded.game->info().id == "pharao") game = loaded.game.get();
  ASSERT_NE(game, nullptr);
  // Light's last piece in the corner against all four Dark pieces.
  auto state = game->parse_position("", "L:21 D:1,2,3,4 L");
  ASSERT_TRUE(state.ok()) << state.message();
  auto p = pharao::parse_position("L:21 D:1,2,3,4 L");
  ASSERT_TRUE(p.ok()) << p.message();
  const double wins = table->last_piece_wins(*p);
  EXPECT_NEAR(state.value()->evaluate(djed::EvalRequest{djed::Insight::kFull, -1}), pharao::kWinValue * (2 * wins - 1),
              1.0);
  // Light searching: its opponent's wins against the last piece count a share.
  const double seen = 1 - pharao::kOpponentEndingShare * (1 - wins);
  EXPECT_NEAR(state.value()->evaluate(djed::EvalRequest{djed::Insight::kFull, pharao::kLight}),
              pharao::kWinValue * (2 * seen - 1), 1.0);
}
#endif

}  // namespace
