// Ramses notation: every position of 1,000 random games survives a round
// trip; malformed positions and half-moves are refused with the reason.
#include <random>

#include "position.hpp"
#include "ramses_test_support.hpp"

namespace ramses::test {
namespace {

TEST(RamsesNotation, PositionsAndTurnsOfRandomGamesRoundTrip) {
  std::mt19937 rng(20261122);
  int positions = 0;
  for (int g = 0; g < 1000; ++g) {
    auto state = game().new_initial_state();
    ASSERT_TRUE(state.ok());
    djed::StatePtr s = std::move(state.value());
    for (int t = 0; t < 300 && !s->is_terminal(); ++t) {
      const std::string text = s->to_string();
      auto back = game().parse_position("", text);
      ASSERT_TRUE(back.ok()) << text << ": " << back.message();
      ASSERT_EQ((*back)->to_string(), text);
      ASSERT_EQ((*back)->hash(), s->hash()) << text;
      ++positions;
      const auto turns = s->legal_turns();
      ASSERT_FALSE(turns.empty()) << text;
      const auto& turn = turns[rng() % turns.size()];
      const std::string written = s->turn_to_string(turn);
      auto read = s->turn_from_string(written);
      ASSERT_TRUE(read.ok()) << text << " / " << written << ": " << read.message();
      ASSERT_EQ(*read, turn) << written;
      s->apply_turn(turn);
    }
    // The last position of a finished game too: it parses back as over, with
    // the same winner.
    if (s->is_terminal()) {
      auto back = game().parse_position("", s->to_string());
      ASSERT_TRUE(back.ok()) << s->to_string() << ": " << back.message();
      EXPECT_TRUE((*back)->is_terminal()) << s->to_string();
      EXPECT_EQ((*back)->result().winner, s->result().winner) << s->to_string();
      EXPECT_EQ((*back)->to_string(), s->to_string());
    }
  }
  EXPECT_GT(positions, 10000);
}

// A second half-move that puts the opponent on his third hieroglyph square
// ends the game for him: the position prints with him to move, as won.
TEST(RamsesNotation, AGameWonByTheSecondHalfMovePrintsAPositionThatParsesBack) {
  auto start = game().parse_position("", "L:7,8,14,22(13) D:13,16,17,20 L");
  ASSERT_TRUE(start.ok()) << start.message();
  djed::StatePtr s = std::move(start).value();
  auto turn = s->turn_from_string("8-3 20-18");
  ASSERT_TRUE(turn.ok()) << turn.message();
  s->apply_turn(*turn);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->result().winner, ramses::kDark);
  EXPECT_EQ(s->to_string(), "L:3,7,14,22(13) D:13,16,17,18 D");
  auto back = game().parse_position("", s->to_string());
  ASSERT_TRUE(back.ok()) << back.message();
  EXPECT_TRUE((*back)->is_terminal());
  EXPECT_EQ((*back)->result().winner, ramses::kDark);
}

TEST(RamsesNotation, MalformedPositionsAreRefusedWithTheReason) {
  const struct {
    const char* text;
    const char* reason;
  } cases[] = {
      {"L:2,3,4,23 D:19,20,21,22(10) L", "no such square"},
      {"L:2,3,4,0 D:19,20,21,22(10) L", "no such square"},
      {"L:2,3,4,5 D:19,20,21,22(10) L", "needs its alignment"},
      {"L:2,3,4,5(10) D:19,20,21,22 L", "needs its alignment"},
      {"L:2,3,4,5(9) D:19,20,21,22(10) L", "10..17"},
      {"L:2,3,4,5(18) D:19,20,21,22(10) L", "10..17"},
      {"L:2,3,4,5(x) D:19,20,21,22(10) L", "10..17"},
      {"L:2,3,4(10),5(10) D:19,20,21,22(10) L", "only the oblongs"},
      {"L:1,2,3,4,6,7 D:19,20,21,22(10) L", "has 6 pieces"},
      {"L:2,3,4 D:19,20,21,22(10) L", "has 3 pieces"},
      {"L: D:19,20,21,22(10) L", "has 0 pieces"},
      {"L:2,3,4,19 D:19,20,21,22(10) L", "holds two pieces"},
      {"L:2,3,4,5(10) D:19,20,21,22(10) X", "expected L or D"},
      {"L:2,3,4,5(10) D:19,20,21,22(10) L second", "expected 'first'"},
      // The opening turn is played from the start only.
      {"L:3,4,5(10),6 D:19,20,21,22(10) L first", "'first' marks the opening turn, but the pawns are not where they start"},
      {"L:2,3,4,5(12) D:19,20,21,22(10) D first", "not where they start (L:2,3,4,5(10) D:19,20,21,22(10) D first)"},
      {"L:2,3,4,5(10) D:19,20,21,22(10)", "word"},
      {"D:19,20,21,22(10) L:2,3,4,5(10) L", "Light squares"},
      {"", "word"},
  };
  for (const auto& c : cases) {
    auto state = game().parse_position("", c.text);
    ASSERT_FALSE(state.ok()) << "accepted: " << c.text;
    EXPECT_NE(state.message().find(c.reason), std::string::npos) << c.text << " -> " << state.message();
  }
}

TEST(RamsesNotation, MalformedHalfMovesAreRefusedWithTheReason) {
  auto state = game().new_initial_state();
  ASSERT_TRUE(state.ok());
  const struct {
    const char* text;
    const char* reason;
  } cases[] = {
      {"4", "expected <from>-<to>"},
      {"4-5", "needs its alignment"},
      {"4-5(20)", "10..17"},
      {"5(10)-4", "without its alignment"},
      {"4-4", "goes nowhere"},
      {"4-30", "no such square"},
      {"4--9", "expected <from>-<to>"},
      {"a-b", "not a square number"},
  };
  for (const auto& c : cases) {
    auto action = (*state)->action_from_string(c.text);
    ASSERT_FALSE(action.ok()) << "accepted: " << c.text;
    EXPECT_NE(action.message().find(c.reason), std::string::npos) << c.text << " -> " << action.message();
  }
}

TEST(RamsesNotation, TheStartPositionsAreWrittenAsInTheRules) {
  auto light = at("L:2,3,4,5(10) D:19,20,21,22(10) L first");
  auto dark = at("L:5(10),4,3,2 D:22(10),21,20,19 D first");  // any order is read
  EXPECT_EQ(light->to_string(), "L:2,3,4,5(10) D:19,20,21,22(10) L first");
  EXPECT_EQ(dark->to_string(), "L:2,3,4,5(10) D:19,20,21,22(10) D first");
  EXPECT_NE(light->hash(), dark->hash());
  // The seed's example: X = 3, 5(15), 8, 16 as Light, Y = 6, 12, 19, 22(11).
  EXPECT_EQ(at("L:3,5(15),8,16 D:6,12,19,22(11) L")->to_string(), "L:3,5(15),8,16 D:6,12,19,22(11) L");
}

}  // namespace
}  // namespace ramses::test
