// The rules of rules/en.md, one edge at a time: coming out with a taba, the
// exact way to the head, turning there with two kept tabas, keeping, the way
// home, the lion let loose by the first marble home and what it eats, whose
// turn follows a throw, and the end.
#include "mehen_test_support.hpp"

namespace mehen::test {
namespace {

using Turns = std::vector<std::string>;

constexpr const char* kStartTaba = "L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:1";

TEST(MehenRules, OnlyATabaBringsAMarbleOut) {
  auto s = at(kStartTaba);
  ASSERT_TRUE(s);
  EXPECT_EQ(turn_strings(*s), (Turns{"s-1", "keep"}));
  EXPECT_EQ(after(kStartTaba, "s-1"), "L:1,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L");
  // With a 2 nothing at the start moves: the throw is lost, and the turn passes.
  s = at("L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:2");
  EXPECT_EQ(turn_strings(*s), (Turns{"-"}));
  EXPECT_EQ(after("L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:2", "-"),
            "L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 D");
  EXPECT_NE(refusal("L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:4", "s-4").find("only with a taba"),
            std::string::npos);
}

TEST(MehenRules, ATabaMovesAnyPieceOneSquareOrIsKept) {
  const char* p = "L:9,3,s lion:- tabas:4 D:2,s,s lion:- tabas:0 L throw:1";
  auto s = at(p);
  ASSERT_TRUE(s);
  EXPECT_EQ(turn_strings(*s), (Turns{"9-10", "3-4", "s-1", "keep"}));
  EXPECT_EQ(after(p, "keep"), "L:9,3,s lion:- tabas:5 D:2,s,s lion:- tabas:0 L");
  // No more than nine are kept.
  s = at("L:9,3,s lion:- tabas:9 D:2,s,s lion:- tabas:0 L throw:1");
  EXPECT_EQ(turn_strings(*s), (Turns{"9-10", "3-4", "s-1"}));
  EXPECT_NE(refusal("L:9,3,s lion:- tabas:9 D:2,s,s lion:- tabas:0 L throw:1", "keep").find("no more than 9"),
            std::string::npos);
}

TEST(MehenRules, TwoPiecesOfASideNeverShareASquareButOpponentsMay) {
  // 3 cannot go to 5, where Light's own marble stands; Dark's 4 may join Light's 6.
  auto s = at("L:5,3,s lion:- tabas:0 D:4,s,s lion:- tabas:0 L throw:2");
  ASSERT_TRUE(s);
  EXPECT_EQ(turn_strings(*s), (Turns{"5-7"}));
  EXPECT_NE(refusal("L:5,3,s lion:- tabas:0 D:4,s,s lion:- tabas:0 L throw:2", "3-5").find("holds a piece of the same side"),
            std::string::npos);
  EXPECT_EQ(after("L:6,s,s lion:- tabas:0 D:4,s,s lion:- tabas:0 D throw:2", "4-6"),
            "L:6,s,s lion:- tabas:0 D:6,s,s lion:- tabas:0 L");
  // Coming out onto 1 needs 1 free of one's own pieces.
  s = at("L:1,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:1");
  EXPECT_EQ(turn_strings(*s), (Turns{"1-2", "keep"}));
}

TEST(MehenRules, TheHeadIsReachedOnlyExactly) {
  // From 27 a 4 overshoots; a 2 stops short; a taba finishes an odd way.
  auto s = at("L:27,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:4");
  ASSERT_TRUE(s);
  EXPECT_EQ(turn_strings(*s), (Turns{"-"}));
  EXPECT_NE(refusal("L:27,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:4", "27-30").find("exact throw (3)"),
            std::string::npos);
  EXPECT_EQ(after("L:29,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:1", "29-30"),
            "L:30,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L");
  EXPECT_EQ(after("L:26,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:4", "26-30"),
            "L:30,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L");
}

TEST(MehenRules, TurningAtTheHeadSpendsTwoKeptTabas) {
  // With one taba kept the marble waits; with two it turns, and goes out by the throw.
  auto s = at("L:30,s,s lion:- tabas:1 D:s,s,s lion:- tabas:0 L throw:4");
  ASSERT_TRUE(s);
  EXPECT_EQ(turn_strings(*s), (Turns{"-"}));
  EXPECT_NE(refusal("L:30,s,s lion:- tabas:1 D:s,s,s lion:- tabas:0 L throw:4", "30-26").find("two kept tabas (1 kept)"),
            std::string::npos);
  EXPECT_EQ(after("L:30,s,s lion:- tabas:3 D:s,s,s lion:- tabas:0 L throw:4", "30-26"),
            "L:26o,s,s lion:- tabas:1 D:s,s,s lion:- tabas:0 L");
  // A taba never turns a marble, but may be kept towards it.
  s = at("L:30,s,s lion:- tabas:5 D:s,s,s lion:- tabas:0 L throw:1");
  EXPECT_EQ(turn_strings(*s), (Turns{"s-1", "keep"}));
}

TEST(MehenRules, GoingOutAMarbleComesHomeWithoutAnExactThrow) {
  EXPECT_EQ(after("L:3o,12,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:6", "3-h"),
            "L:h,12,s lion:h tabas:0 D:s,s,s lion:- tabas:0 L");
  EXPECT_EQ(after("L:9o,12,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:4", "9-5"),
            "L:5o,12,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L");
}

TEST(MehenRules, TheFirstMarbleHomeLetsTheLionLooseWhichComesOutWithATaba) {
  // The lion wakes as the first marble comes home, and only then.
  EXPECT_EQ(after("L:1o,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:2", "1-h"),
            "L:h,s,s lion:h tabas:0 D:s,s,s lion:- tabas:0 D");
  EXPECT_EQ(after("L:h,2o,s lion:4 tabas:0 D:s,s,s lion:- tabas:0 L throw:2", "2-h"),
            "L:h,h,s lion:4 tabas:0 D:s,s,s lion:- tabas:0 D");
  auto s = at("L:h,12,s lion:h tabas:0 D:s,s,s lion:- tabas:0 L throw:1");
  ASSERT_TRUE(s);
  EXPECT_EQ(turn_strings(*s), (Turns{"12-13", "s-1", "Lh-1", "keep"}));
  EXPECT_NE(refusal("L:s,12,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:1", "Lh-1").find("not loose yet"),
            std::string::npos);
}

TEST(MehenRules, TheLionGoingOutEatsEveryOpposingMarbleItPassesOrLandsOn) {
  // From the head with a 6 the lion passes 29..25 and lands on 24: Dark's
  // 27 (going in) and 25 (going out) go back to the start; 20 is beyond it.
  const char* p = "L:h,s,s lion:30 tabas:2 D:27,25o,20 lion:- tabas:0 L throw:6";
  EXPECT_EQ(after(p, "L30x24"), "L:h,s,s lion:24o tabas:0 D:20,s,s lion:- tabas:0 L");
  EXPECT_NE(refusal(p, "L30-24").find("the lion eats on its way; write L30x24"), std::string::npos);
  // Going in, it eats nothing.
  EXPECT_EQ(after("L:h,s,s lion:10 tabas:0 D:12,s,s lion:- tabas:0 L throw:2", "L10-12"),
            "L:h,s,s lion:12 tabas:0 D:12,s,s lion:- tabas:0 D");
  // Home from 3 with a 6 it sweeps 2 and 1; the other lion is never eaten.
  EXPECT_EQ(after("L:h,s,s lion:3o tabas:0 D:h,2,1 lion:h tabas:0 L throw:6", "L3xh"),
            "L:h,s,s lion:done tabas:0 D:h,s,s lion:h tabas:0 L");
  EXPECT_NE(refusal("L:h,s,s lion:done tabas:0 D:h,2,1 lion:h tabas:0 L throw:1", "Lh-1").find("rests"),
            std::string::npos);
}

TEST(MehenRules, OnlyATwoPassesTheTurn) {
  for (const auto& [thrown, side] : {std::pair{"1", 'L'}, {"2", 'D'}, {"4", 'L'}, {"6", 'L'}}) {
    const std::string p = std::string("L:12,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:") + thrown;
    auto s = at(p);
    ASSERT_TRUE(s);
    s->apply_turn(s->legal_turns().front());
    EXPECT_EQ(s->to_string().back(), side) << p;
  }
}

TEST(MehenRules, AllThreeMarblesHomeWin) {
  auto s = at("L:h,h,2o lion:14o tabas:0 D:20,s,s lion:- tabas:0 L throw:2");
  ASSERT_TRUE(s);
  s->apply_turn(s->turn_from_string("2-h").value());
  EXPECT_TRUE(s->is_terminal());
  EXPECT_EQ(s->result().winner, kLight);
  EXPECT_EQ(s->to_string(), "L:h,h,h lion:14o tabas:0 D:20,s,s lion:- tabas:0 L");
  EXPECT_EQ(game().info().text(s->result().text), "Light has brought all three marbles home and wins.");
  EXPECT_NE(refusal("L:h,h,h lion:14o tabas:0 D:20,s,s lion:- tabas:0 L", "20-22"), "");
}

}  // namespace
}  // namespace mehen::test
