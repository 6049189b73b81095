// The rules of rules/en.md, one edge at a time: each test sets up a position
// in the notation, throws, and checks which moves there are and where they
// lead.
#include "senet_test_support.hpp"

namespace senet::test {
namespace {

using Turns = std::vector<std::string>;

TEST(SenetRules, StartPositionAndWhoStarts) {
  auto s = game().new_initial_state();
  ASSERT_TRUE(s.ok());
  EXPECT_EQ((*s)->to_string(), "L:1,3,5,7,9 D:2,4,6,8,10 L");
  EXPECT_TRUE((*s)->is_chance_node());
  EXPECT_EQ((*s)->side_to_move(), kLight);
  auto dark_first = game().new_initial_state("", kDark);
  ASSERT_FALSE(dark_first.ok());
  EXPECT_NE(dark_first.message().find("Light always starts"), std::string::npos) << dark_first.message();
}

TEST(SenetRules, OpeningThrowsFromTheStart) {
  // Every Dark piece of the start stands between two Light ones, alone: odd
  // throws attack it; even throws land on Light's own pieces but for the
  // front ones.
  EXPECT_EQ(turn_strings(*at("L:1,3,5,7,9 D:2,4,6,8,10 L throw:1")), (Turns{"1x2", "3x4", "5x6", "7x8", "9x10"}));
  EXPECT_EQ(turn_strings(*at("L:1,3,5,7,9 D:2,4,6,8,10 L throw:2")), (Turns{"9-11"}));
  EXPECT_EQ(turn_strings(*at("L:1,3,5,7,9 D:2,4,6,8,10 L throw:3")), (Turns{"1x4", "3x6", "5x8", "7x10", "9-12"}));
  EXPECT_EQ(turn_strings(*at("L:1,3,5,7,9 D:2,4,6,8,10 L throw:4")), (Turns{"7-11", "9-13"}));
  EXPECT_EQ(turn_strings(*at("L:1,3,5,7,9 D:2,4,6,8,10 L throw:5")), (Turns{"1x6", "3x8", "5x10", "7-12", "9-14"}));
}

TEST(SenetRules, AMoveGoesExactlyTheThrowForward) {
  EXPECT_EQ(turn_strings(*at("L:4 D:20 L throw:3")), (Turns{"4-7"}));
  EXPECT_EQ(after("L:4 D:20 L throw:3", "4-7"), "L:7 D:20 D");
  EXPECT_NE(refusal("L:4 D:20 L throw:3", "4-8").find("goes to 7"), std::string::npos);
}

TEST(SenetRules, ALandingOnAnOwnPieceIsNotAllowed) {
  EXPECT_EQ(turn_strings(*at("L:4,6 D:20 L throw:2")), (Turns{"6-8"}));
  EXPECT_NE(refusal("L:4,6 D:20 L throw:2", "4-6").find("holds a piece of the same side"), std::string::npos);
}

TEST(SenetRules, ALonePieceIsAttackedAndTheTwoSwap) {
  EXPECT_EQ(turn_strings(*at("L:5 D:7,20 L throw:2")), (Turns{"5x7"}));
  // The attacked piece goes to the square the attacker left.
  EXPECT_EQ(after("L:5 D:7,20 L throw:2", "5x7"), "L:7 D:5,20 D");
  // Backwards across a row's end too: the path is one line of squares.
  EXPECT_EQ(after("L:8 D:11,30 L throw:3", "8x11"), "L:11 D:8,30 D");
  // The swap is written with x; a dash is refused with the reason.
  EXPECT_NE(refusal("L:5 D:7,20 L throw:2", "5-7").find("the swap is written 5x7"), std::string::npos);
  EXPECT_NE(refusal("L:5 D:9,20 L throw:2", "5x7").find("nothing to swap with"), std::string::npos);
}

TEST(SenetRules, APairProtectsBothOfItsPieces) {
  // 7 with a partner behind (6) or ahead (8) cannot be attacked.
  EXPECT_EQ(turn_strings(*at("L:5 D:7,8 L throw:2")), (Turns{"-"}));
  EXPECT_EQ(turn_strings(*at("L:4 D:6,7 L throw:3")), (Turns{"-"}));
  EXPECT_NE(refusal("L:5 D:7,8 L throw:2", "5x7").find("protected"), std::string::npos);
  // Neighbours along the path count across the end of a row: 10 and 11.
  EXPECT_EQ(turn_strings(*at("L:8 D:10,11 L throw:2")), (Turns{"-"}));
  // A gap of one square is no protection.
  EXPECT_EQ(turn_strings(*at("L:5 D:7,9 L throw:2")), (Turns{"5x7"}));
  // An opposing neighbour is none either: the attacker itself next to it.
  EXPECT_EQ(turn_strings(*at("L:6 D:7,20 L throw:1")), (Turns{"6x7"}));
}

TEST(SenetRules, ABlockadeOfThreeCannotBePassed) {
  // 3 -> 8 would jump 5, 6, 7.
  EXPECT_EQ(turn_strings(*at("L:3 D:5,6,7 L throw:5")), (Turns{"-"}));
  EXPECT_NE(refusal("L:3 D:5,6,7 L throw:5", "3-8").find("blockade"), std::string::npos);
  // Four in a row block as well; the pieces behind them wait.
  EXPECT_EQ(turn_strings(*at("L:1,2 D:4,5,6,7 L throw:5")), (Turns{"-"}));
  // Two in a row can be jumped.
  EXPECT_EQ(turn_strings(*at("L:3 D:5,6 L throw:5")), (Turns{"3-8"}));
  // Three not in a row can be jumped.
  EXPECT_EQ(turn_strings(*at("L:3 D:4,6,7 L throw:5")), (Turns{"3-8"}));
  // Own pieces are no blockade.
  EXPECT_EQ(turn_strings(*at("L:3,5,6,7 D:20 L throw:5")), (Turns{"3-8", "5-10", "6-11", "7-12"}));
  // Stopping short of it, or on the square after it, is another matter:
  // 3 -> 7 passes only 5 and 6.
  EXPECT_EQ(turn_strings(*at("L:3 D:5,6,8 L throw:4")), (Turns{"3-7"}));
  // The blockade holds a piece leaving the board too: 26 -> off passes 28..30.
  EXPECT_EQ(turn_strings(*at("L:26 D:28,29,30 L throw:5")), (Turns{"-"}));
  EXPECT_EQ(turn_strings(*at("L:26 D:29,30 L throw:5")), (Turns{"26-off"}));
}

TEST(SenetRules, EveryPieceMustStopOnTheHouseOfBeauty) {
  EXPECT_EQ(turn_strings(*at("L:24 D:1 L throw:2")), (Turns{"24-26"}));
  EXPECT_EQ(turn_strings(*at("L:24 D:1 L throw:3")), (Turns{"-"}));
  EXPECT_EQ(turn_strings(*at("L:25 D:1 L throw:5")), (Turns{"-"}));
  EXPECT_NE(refusal("L:22,24 D:1 L throw:3", "24-27").find("House of Beauty (26)"), std::string::npos);
  // Its own piece on 26 keeps the others out; so does an opposing piece,
  // which is safe there.
  EXPECT_EQ(turn_strings(*at("L:24,26 D:1 L throw:2")), (Turns{"26-28"}));
  EXPECT_EQ(turn_strings(*at("L:24 D:1,26 L throw:2")), (Turns{"-"}));
  EXPECT_NE(refusal("L:24,25 D:1,26 L throw:2", "24x26").find("safe"), std::string::npos);
}

TEST(SenetRules, TheWaterSendsAPieceBackToTheHouseOfSecondLife) {
  EXPECT_EQ(turn_strings(*at("L:26 D:1 L throw:1")), (Turns{"26-27"}));
  // Into the water and out at 15; a 1 throws again.
  EXPECT_EQ(after("L:26 D:1 L throw:1", "26-27"), "L:15 D:1 L");
  // 15 taken: the nearest free square below it, past pieces of either side.
  EXPECT_EQ(after("L:14,26 D:15 L throw:1", "26-27"), "L:13,14 D:15 L");
  EXPECT_EQ(after("L:12,26 D:13,14,15 L throw:1", "26-27"), "L:11,12 D:13,14,15 L");
  // A move into the water is compulsory like any other.
  EXPECT_EQ(turn_strings(*at("L:26 D:1 L throw:1")), (Turns{"26-27"}));
  // No position has a piece resting on 27.
  EXPECT_FALSE(game().parse_position("", "L:27 D:1 L").ok());
}

TEST(SenetRules, PiecesOnTheLastHousesAreSafe) {
  for (const char* position : {"L:24,25 D:1,26 L throw:2", "L:26 D:1,28 L throw:2", "L:26 D:1,29 L throw:3",
                               "L:26 D:1,30 L throw:4"}) {
    for (const std::string& t : turn_strings(*at(position))) EXPECT_EQ(t.find('x'), std::string::npos) << position;
  }
  EXPECT_EQ(turn_strings(*at("L:26 D:1,30 L throw:4")), (Turns{"-"}));
}

TEST(SenetRules, BearingOffTakesTheExactThrow) {
  EXPECT_EQ(turn_strings(*at("L:26 D:1 L throw:5")), (Turns{"26-off"}));
  EXPECT_EQ(turn_strings(*at("L:28 D:1 L throw:3")), (Turns{"28-off"}));
  EXPECT_EQ(turn_strings(*at("L:29 D:1 L throw:2")), (Turns{"29-off"}));
  EXPECT_EQ(turn_strings(*at("L:30 D:1 L throw:1")), (Turns{"30-off"}));
  // Smaller throws are ordinary moves among the last houses.
  EXPECT_EQ(turn_strings(*at("L:26 D:1 L throw:2")), (Turns{"26-28"}));
  EXPECT_EQ(turn_strings(*at("L:26 D:1 L throw:3")), (Turns{"26-29"}));
  EXPECT_EQ(turn_strings(*at("L:26 D:1 L throw:4")), (Turns{"26-30"}));
  EXPECT_EQ(turn_strings(*at("L:28 D:1 L throw:1")), (Turns{"28-29"}));
  EXPECT_EQ(turn_strings(*at("L:28 D:1 L throw:2")), (Turns{"28-30"}));
  EXPECT_EQ(turn_strings(*at("L:29 D:1 L throw:1")), (Turns{"29-30"}));
  // Larger ones move nothing.
  EXPECT_EQ(turn_strings(*at("L:28 D:1 L throw:4")), (Turns{"-"}));
  EXPECT_EQ(turn_strings(*at("L:28 D:1 L throw:5")), (Turns{"-"}));
  EXPECT_EQ(turn_strings(*at("L:29 D:1 L throw:3")), (Turns{"-"}));
  EXPECT_EQ(turn_strings(*at("L:30 D:1 L throw:2")), (Turns{"-"}));
  EXPECT_NE(refusal("L:20,28 D:1 L throw:4", "28-off").find("exactly 3"), std::string::npos);
  // A piece below 26 never leaves the board.
  EXPECT_NE(refusal("L:25 D:1 L throw:5", "25-off").find("goes to 30"), std::string::npos);
  // Borne off, the piece is gone from the board; Light has two left.
  EXPECT_EQ(after("L:5,20,28 D:1 L throw:3", "28-off"), "L:5,20 D:1 D");
  EXPECT_EQ(after("L:5,20,26 D:1 L throw:5", "26-off"), "L:5,20 D:1 L");
}

TEST(SenetRules, OneFourAndFiveThrowAgainTwoAndThreeDoNot) {
  EXPECT_EQ(after("L:4 D:20 L throw:1", "4-5"), "L:5 D:20 L");
  EXPECT_EQ(after("L:4 D:20 L throw:2", "4-6"), "L:6 D:20 D");
  EXPECT_EQ(after("L:4 D:20 L throw:3", "4-7"), "L:7 D:20 D");
  EXPECT_EQ(after("L:4 D:20 L throw:4", "4-8"), "L:8 D:20 L");
  EXPECT_EQ(after("L:4 D:20 L throw:5", "4-9"), "L:9 D:20 L");
  EXPECT_EQ(after("L:4 D:20 D throw:4", "20-24"), "L:4 D:24 D");
  // After a swap too.
  EXPECT_EQ(after("L:4 D:5,20 L throw:1", "4x5"), "L:5 D:4,20 L");
  auto s = at("L:4 D:20 L throw:4");
  ASSERT_TRUE(s);
  s->apply_turn(s->turn_from_string("4-8").value());
  EXPECT_TRUE(s->is_chance_node());
  EXPECT_EQ(s->side_to_move(), kLight);
}

TEST(SenetRules, AThrowThatMovesNothingIsLostEvenAOneFourOrFive) {
  for (const char* position : {"L:30 D:1 L throw:4", "L:3 D:5,6,7 L throw:5", "L:24 D:20 L throw:5"}) {
    EXPECT_EQ(turn_strings(*at(position)), (Turns{"-"})) << position;
    const std::string next = after(position, "-");
    EXPECT_EQ(next.substr(next.size() - 2), " D") << position << " -> " << next;
  }
  EXPECT_EQ(after("L:24 D:20 L throw:5", "-"), "L:24 D:20 D");
  // When a piece can move, one must: the throw cannot be given up.
  EXPECT_NE(refusal("L:4,30 D:20 L throw:4", "-").find("only when no piece can move"), std::string::npos);
}

TEST(SenetRules, TheFirstSideToBearOffAllFivePiecesWins) {
  auto s = at("L:30 D:1,2 L throw:1");
  ASSERT_TRUE(s);
  s->apply_turn(s->turn_from_string("30-off").value());
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->result().winner, kLight);
  EXPECT_EQ(s->result().reason, "borne-off");
  EXPECT_EQ(s->to_string(), "L: D:1,2 L");
  EXPECT_TRUE(s->legal_actions().empty());
  // A winning 2 or 3 passes nothing on: the game is over.
  EXPECT_EQ(after("L:1 D:29 D throw:2", "29-off"), "L:1 D: D");
  // The finished position reads back as the same finished game.
  auto back = at("L: D:1,2 L");
  ASSERT_TRUE(back);
  EXPECT_TRUE(back->is_terminal());
  EXPECT_EQ(back->result().winner, kLight);
  EXPECT_EQ(back->perft(1), 0u);
}

TEST(SenetRules, LegalMovesAreListedByTheSquareMovedFrom) {
  auto s = at("L:2,9,14,21,26 D:1,5,11 L throw:2");
  ASSERT_TRUE(s);
  EXPECT_EQ(turn_strings(*s), (Turns{"2-4", "9x11", "14-16", "21-23", "26-28"}));
}

}  // namespace
}  // namespace senet::test
