// djed-cli speaks Pharao through the real plugin in the build tree.
#include <gtest/gtest.h>

#include "cli_run.hpp"

namespace {

using djed::test::CliRun;
using djed::test::last_line;

CliRun cli(std::vector<std::string> args) { return djed::test::run_cli_with_game_plugins(std::move(args)); }

TEST(PharaoCli, ListPerftMovesApply) {
  const CliRun list = cli({"list"});
  EXPECT_NE(list.out.find("pharao - Pharao\n"), std::string::npos) << list.out;
  EXPECT_EQ(last_line(cli({"perft", "pharao", "1"}).out), "774");
  const CliRun moves = cli({"moves", "pharao", "--position", "L:13 D:1,2,3,4 L roll:2-1"});
  EXPECT_EQ(moves.code, 0) << moves.err;
  EXPECT_NE(moves.out.find("13-15 -\n"), std::string::npos) << moves.out;
  const CliRun apply = cli({"apply", "pharao", "roll:3-1", "23-26 2-1", "roll:0-0", "- -"});
  EXPECT_EQ(apply.code, 0) << apply.err;
  EXPECT_EQ(apply.out, "L:1,3,4,5 D:20,21,22,26 D\n");
}

TEST(PharaoCli, BadInputExitsTwoWithTheReason) {
  const CliRun unthrown = cli({"moves", "pharao"});
  EXPECT_EQ(unthrown.code, 2);
  EXPECT_NE(unthrown.err.find("thrown"), std::string::npos) << unthrown.err;
  const CliRun turn = cli({"apply", "pharao", "roll:3-1", "20-18 2-1"});
  EXPECT_EQ(turn.code, 2);
  EXPECT_NE(turn.err.find("20-18"), std::string::npos) << turn.err;
  const CliRun roll = cli({"apply", "pharao", "roll:7-1", "20-17 2-1"});
  EXPECT_EQ(roll.code, 2);
  EXPECT_NE(roll.err.find("roll:7-1"), std::string::npos) << roll.err;
}

}  // namespace
