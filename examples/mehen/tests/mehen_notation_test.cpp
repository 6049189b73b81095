// The notation of rules/en.md: positions and moves round trip, and every
// malformed text is refused with a sentence naming what is wrong.
#include <random>

#include "djed/chance.hpp"
#include "mehen_test_support.hpp"
#include "notation.hpp"

namespace mehen::test {
namespace {

TEST(MehenNotation, TheStartIsWrittenAsTheRulesPageSays) {
  auto start = game().new_initial_state();
  ASSERT_TRUE(start);
  EXPECT_EQ((*start)->to_string(), "L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L");
}

TEST(MehenNotation, PositionsOfRandomGamesRoundTrip) {
  djed::ChanceSampler sticks(7);
  std::mt19937 rng(7);
  int checked = 0;
  for (int g = 0; g < 20; ++g) {
    djed::StatePtr s = std::move(game().new_initial_state()).value();
    for (int turn = 0; turn < 3000 && !s->is_terminal(); ++turn) {
      const std::string text = s->to_string();
      auto back = parse_position(text);
      ASSERT_TRUE(back) << text << ": " << back.message();
      ASSERT_EQ(*back, position_of(*s)) << text;
      ++checked;
      if (s->is_chance_node()) {
        s->apply_action(sticks.sample(*s));
        continue;
      }
      // Every legal turn reads back as itself.
      const auto turns = s->legal_turns();
      for (const djed::Turn& t : turns) {
        auto read = s->turn_from_string(s->turn_to_string(t));
        ASSERT_TRUE(read) << text << " " << s->turn_to_string(t) << ": " << read.message();
        EXPECT_EQ(*read, t);
      }
      s->apply_turn(turns[rng() % turns.size()]);
    }
    EXPECT_TRUE(s->is_terminal());
  }
  EXPECT_GT(checked, 2000);
}

TEST(MehenNotation, MalformedPositionsAreRefusedWithTheReason) {
  const std::pair<const char*, const char*> cases[] = {
      {"", "expected Light's marbles"},
      {"L:s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L", "Light has 2 marbles"},
      {"L:s,s,31 lion:- tabas:0 D:s,s,s lion:- tabas:0 L", "no such square (1..30)"},
      {"L:s,s,30o lion:- tabas:0 D:s,s,s lion:- tabas:0 L", "the head (30) is where pieces turn"},
      {"L:s,5,5o lion:- tabas:0 D:s,s,s lion:- tabas:0 L", "Light has two pieces on square 5"},
      {"L:s,s,s lion:- tabas:10 D:s,s,s lion:- tabas:0 L", "N from 0 to 9"},
      {"L:h,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L", "so its lion is loose"},
      {"L:s,s,s lion:h tabas:0 D:s,s,s lion:- tabas:0 L", "no marble of Light is home yet"},
      {"L:s,s,s lion:s tabas:0 D:s,s,s lion:- tabas:0 L", "the lion waits at home"},
      {"L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 X", "expected the side to throw"},
      {"L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:3", "expected a throw"},
      {"L:h,h,h lion:h tabas:0 D:s,s,s lion:- tabas:0 D", "the game is over: write the winner, L"},
      {"L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:2 x", "unexpected 'x'"},
      {"D:s,s,s lion:- tabas:0 L:s,s,s lion:- tabas:0 L", "expected Light's marbles as 'L:"},
  };
  for (const auto& [text, reason] : cases) {
    auto parsed = game().parse_position("", text);
    ASSERT_FALSE(parsed) << text;
    EXPECT_NE(parsed.message().find(reason), std::string::npos) << text << ": " << parsed.message();
  }
}

TEST(MehenNotation, MalformedMovesAreRefusedWithTheReasonAndTheChoices) {
  const char* p = "L:12,4,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:2";
  const std::pair<const char*, const char*> cases[] = {
      {"12", "expected a move such as"},
      {"q-3", "the piece is named by its square"},
      {"12-99", "a piece goes to a square (1..30) or home (h)"},
      {"7-9", "Light has no marble on 7"},
      {"12-15", "with throw:2 it goes to 14"},
      {"s-1", "comes out only with a taba"},
      {"keep", "only a taba (throw:1) can be kept"},
      {"-", "a throw is lost only when nothing can use it"},
      {"12x14", "nothing is eaten; write 12-14"},
  };
  for (const auto& [move, reason] : cases) {
    const std::string why = refusal(p, move);
    EXPECT_NE(why.find(reason), std::string::npos) << move << ": " << why;
    EXPECT_NE(why.find("possible with throw:2: 12-14 4-6"), std::string::npos) << move << ": " << why;
  }
  EXPECT_NE(refusal("L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L", "s-1").find("not been thrown yet"),
            std::string::npos);
  EXPECT_NE(refusal(p, "12-14 4-6").find("a turn is one move"), std::string::npos);
}

TEST(MehenNotation, ThrowsReadAsTheSticksFall) {
  for (int t : {1, 2, 4, 6}) EXPECT_EQ(parse_throw(format_throw(t)).value(), t);
  for (const char* bad : {"throw:0", "throw:3", "throw:5", "throw:7", "throw:", "2"})
    EXPECT_FALSE(parse_throw(bad)) << bad;
}

}  // namespace
}  // namespace mehen::test
