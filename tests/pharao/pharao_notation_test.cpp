// Pharao notation: round trips over 1,000 random games; malformed positions
// and turns are refused with the reason.
#include "djed/chance.hpp"
#include "pharao_test_support.hpp"
#include "sanitized.hpp"

#include <random>

namespace pharao::test {
namespace {

TEST(PharaoNotation, PositionsAndTurnsOfRandomGamesRoundTrip) {
  djed::ChanceSampler dice(11);
  std::mt19937 rng(12);
  int positions = 0;
  for (int g = 0; g < djed::test::sanitized_share(1000); ++g) {
    auto s = game().new_initial_state();
    ASSERT_TRUE(s.ok());
    djed::StatePtr state = std::move(s.value());
    for (int t = 0; t < 300 && !state->is_terminal(); ++t) {
      for (const bool thrown : {false, true}) {
        const std::string text = state->to_string();
        auto back = game().parse_position("", text);
        ASSERT_TRUE(back.ok()) << text << ": " << back.message();
        ASSERT_EQ((*back)->to_string(), text);
        ASSERT_EQ((*back)->hash(), state->hash()) << text;
        ++positions;
        if (!thrown) state->apply_action(dice.sample(*state));
        if (state->is_terminal()) break;
      }
      if (state->is_terminal()) break;
      const auto turns = state->legal_turns();
      ASSERT_FALSE(turns.empty()) << state->to_string();
      const auto& turn = turns[rng() % turns.size()];
      const std::string written = state->turn_to_string(turn);
      auto read = state->turn_from_string(written);
      ASSERT_TRUE(read.ok()) << state->to_string() << " / " << written << ": " << read.message();
      ASSERT_EQ(*read, turn) << written;
      state->apply_turn(turn);
    }
  }
  EXPECT_GT(positions, djed::test::sanitized_share(10000));
}

// A last piece brought to the House of Second Life wins at once [D-8]; the
// game's last position says so with `won`, and reads back as that win.
TEST(PharaoNotation, AGameWonOnTheHouseOfSecondLifeEndsInAPositionThatReadsBack) {
  auto start = game().parse_position("", "L:12 D:1,10 L roll:3-0");
  ASSERT_TRUE(start.ok()) << start.message();
  djed::StatePtr s = std::move(start).value();
  auto turn = s->turn_from_string("12-15 -");
  ASSERT_TRUE(turn.ok()) << turn.message();
  s->apply_turn(*turn);
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->to_string(), "L:15 D:1,10 L won");
  auto back = game().parse_position("", s->to_string());
  ASSERT_TRUE(back.ok()) << back.message();
  EXPECT_TRUE((*back)->is_terminal());
  EXPECT_EQ((*back)->result().winner, kLight);
  EXPECT_EQ((*back)->result().reason, "second-life");
  EXPECT_EQ((*back)->to_string(), "L:15 D:1,10 L won");
  for (const auto& [text, reason] : std::vector<std::pair<const char*, const char*>>{
           {"L:15,2 D:1 L won", "has other pieces or none there"},
           {"L:14 D:1 L won", "has other pieces or none there"},
           {"L:15 D:1 L roll:1-0 won", "a won game has no throw"}}) {
    auto bad = game().parse_position("", text);
    ASSERT_FALSE(bad.ok()) << text;
    EXPECT_NE(bad.message().find(reason), std::string::npos) << text << " -> " << bad.message();
  }
}

TEST(PharaoNotation, MalformedPositionsAreRefusedWithTheReason) {
  const struct {
    const char* text;
    const char* reason;
  } cases[] = {
      {"L:2,3,4,31 D:20,21,22,23 D", "no such house"},
      {"L:0,3,4,5 D:20,21,22,23 D", "no such house"},
      {"L:2,3,4,x D:20,21,22,23 D", "not a house number"},
      {"L:2,3,4,20 D:20,21,22,23 D", "holds two pieces"},
      {"L:1,2,3,4,5 D:20,21,22,23 D", "has 5 pieces"},
      {"L:2,3,4,5 D:20,21,22,23 X", "expected L or D"},
      {"L:2,3,4,5 D:20,21,22,23 D roll:5-1", "own die shows 0..4"},
      {"L:2,3,4,5 D:20,21,22,23 D roll:1-3", "opponent die shows 0..2"},
      {"L:2,3,4,5 D:20,21,22,23 D roll:1", "expected roll"},
      {"L:2,3,4,5 D:20,21,22,23 D dice:1-1", "expected roll"},
      {"L: D: D", "neither side"},
      {"D:20,21,22,23 L:2,3,4,5 D", "Light houses"},
      {"L:2,3,4,5", "word"},
  };
  for (const auto& c : cases) {
    auto state = game().parse_position("", c.text);
    ASSERT_FALSE(state.ok()) << "accepted: " << c.text;
    EXPECT_NE(state.message().find(c.reason), std::string::npos) << c.text << " -> " << state.message();
  }
}

TEST(PharaoNotation, MalformedAndIllegalTurnsAreRefusedWithTheReason) {
  auto unthrown = at("L:2,3,4,5 D:20,21,22,23 D");
  auto early = unthrown->turn_from_string("20-17 2-1");
  ASSERT_FALSE(early.ok());
  EXPECT_NE(early.message().find("not been thrown"), std::string::npos) << early.message();

  auto s = at("L:2,3,4,5 D:20,21,22,23 D roll:3-1");
  const struct {
    const char* text;
    const char* reason;
  } cases[] = {
      {"20-18 2-1", "not legal"},      // 2 steps with a 3
      {"drown 20-17 2-1", "no piece in the Nile"},
      {"20-17 2-1 3-4", "already complete"},
      {"20-17", "incomplete"},
      {"20-17 x", "expected drown"},
      {"20-17 2-40", "no such house"},
      {"- 2-1", "not legal"},          // the own move is compulsory
  };
  for (const auto& c : cases) {
    auto turn = s->turn_from_string(c.text);
    ASSERT_FALSE(turn.ok()) << "accepted: " << c.text;
    EXPECT_NE(turn.message().find(c.reason), std::string::npos) << c.text << " -> " << turn.message();
  }
}

}  // namespace
}  // namespace pharao::test
