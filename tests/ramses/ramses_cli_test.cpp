// djed-cli speaks Ramses through the real plugin in the build tree.
#include <gtest/gtest.h>

#include "cli_run.hpp"

namespace {

using djed::test::CliRun;
using djed::test::last_line;

CliRun cli(std::vector<std::string> args) { return djed::test::run_cli_with_game_plugins(std::move(args)); }

TEST(RamsesCli, ListPerftMovesApply) {
  const CliRun list = cli({"list"});
  EXPECT_EQ(list.code, 0);
  EXPECT_NE(list.out.find("ramses - Ramses\n"), std::string::npos) << list.out;

  const CliRun perft = cli({"perft", "ramses", "2"});
  EXPECT_EQ(perft.code, 0) << perft.err;
  EXPECT_EQ(last_line(perft.out), "3766");

  const CliRun divide = cli({"perft", "ramses", "2", "--divide"});
  EXPECT_EQ(last_line(divide.out), "3766");
  EXPECT_NE(divide.out.find("2-10 19-2: "), std::string::npos) << divide.out;

  const CliRun moves = cli({"moves", "ramses", "--position", "L:1,2,11,18 D:16,20,21,22(16) L"});
  EXPECT_EQ(moves.code, 0) << moves.err;
  EXPECT_NE(moves.out.find("\n11-13\n"), std::string::npos) << moves.out;

  const CliRun apply = cli({"apply", "ramses", "2-10 19-2"});
  EXPECT_EQ(apply.code, 0) << apply.err;
  EXPECT_EQ(apply.out, "L:3,4,5(10),10 D:2,20,21,22(10) D\n");
}

TEST(RamsesCli, BadInputExitsTwoWithTheReason) {
  const CliRun position = cli({"moves", "ramses", "--position", "L:2,3,4,5 D:19,20,21,22(10) L"});
  EXPECT_EQ(position.code, 2);
  EXPECT_NE(position.err.find("needs its alignment"), std::string::npos) << position.err;
  const CliRun turn = cli({"apply", "ramses", "4-9 19-7"});
  EXPECT_EQ(turn.code, 2);
  EXPECT_NE(turn.err.find("4-9"), std::string::npos) << turn.err;
  const CliRun variant = cli({"perft", "ramses:beth", "1"});
  EXPECT_EQ(variant.code, 2);
}

}  // namespace
