// djed-cli speaks Seti through the real plugin in the build tree.
#include <gtest/gtest.h>

#include "cli_run.hpp"

namespace {

using djed::test::CliRun;
using djed::test::last_line;

CliRun cli(std::vector<std::string> args) { return djed::test::run_cli_with_game_plugins(std::move(args)); }

TEST(SetiCli, ListPerftMovesApply) {
  const CliRun list = cli({"list"});
  EXPECT_EQ(list.code, 0);
  EXPECT_NE(list.out.find("seti aleph,beth Seti\n"), std::string::npos) << list.out;

  EXPECT_EQ(last_line(cli({"perft", "seti", "3"}).out), "44698");
  EXPECT_EQ(last_line(cli({"perft", "seti:aleph", "3"}).out), "44698");
  EXPECT_EQ(last_line(cli({"perft", "seti:beth", "4"}).out), "104976");

  const CliRun moves = cli({"moves", "seti:beth"});
  EXPECT_EQ(moves.code, 0) << moves.err;
  EXPECT_EQ(moves.out.substr(0, 12), "a1-b3\na1-c2\n") << moves.out;

  const CliRun apply = cli({"apply", "seti", "+b1", "b10-b9", "b1-b2"});
  EXPECT_EQ(apply.code, 0) << apply.err;
  EXPECT_EQ(apply.out, "h1h/1p1/3/3/3/3/3/3/1P1/HSH b 2 3\n");
}

TEST(SetiCli, BadInputExitsTwoWithTheReason) {
  const CliRun position = cli({"moves", "seti:beth", "--position", "hph/3/3/3/3/3/3/3/3/HPH w 0 0"});
  EXPECT_EQ(position.code, 2);
  EXPECT_NE(position.err.find("Beth ranks have 5"), std::string::npos) << position.err;
  const CliRun move = cli({"apply", "seti", "b1-b3"});
  EXPECT_EQ(move.code, 2);
  EXPECT_NE(move.err.find("b1-b3"), std::string::npos) << move.err;
  const CliRun variant = cli({"perft", "seti:gimel", "1"});
  EXPECT_EQ(variant.code, 2);
  EXPECT_NE(variant.err.find("gimel"), std::string::npos) << variant.err;
}

}  // namespace
