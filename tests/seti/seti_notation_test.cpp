// Seti notation: round trips over 1,000 random games per variant; malformed
// positions and moves are refused with the reason.
#include <random>

#include "seti_test_support.hpp"

namespace seti::test {
namespace {

class SetiNotation : public ::testing::TestWithParam<std::string> {};

TEST_P(SetiNotation, PositionsAndMovesOfRandomGamesRoundTrip) {
  std::mt19937 rng(99);
  int positions = 0;
  for (int g = 0; g < 1000; ++g) {
    auto s = start(GetParam());
    for (int t = 0; t < 300 && !s->is_terminal(); ++t) {
      const std::string text = s->to_string();
      auto back = game().parse_position(GetParam(), text);
      ASSERT_TRUE(back.ok()) << text << ": " << back.message();
      ASSERT_EQ((*back)->to_string(), text);
      ASSERT_EQ((*back)->hash(), s->hash()) << text;
      ++positions;
      const auto actions = s->legal_actions();
      const auto action = actions[rng() % actions.size()];
      const std::string written = s->action_to_string(action);
      auto read = s->action_from_string(written);
      ASSERT_TRUE(read.ok()) << text << " / " << written << ": " << read.message();
      ASSERT_EQ(*read, action) << written;
      s->apply_action(action);
    }
  }
  EXPECT_GT(positions, 10000);
}

INSTANTIATE_TEST_SUITE_P(BothVariants, SetiNotation, ::testing::Values("aleph", "beth"));

TEST(SetiNotationErrors, MalformedPositionsAreRefusedWithTheReason) {
  const struct {
    const char* variant;
    const char* text;
    const char* reason;
  } cases[] = {
      {"aleph", "hph/3/3/3/3/3/3/3/HPH w 3 3", "10 ranks"},
      {"aleph", "hph/3/3/3/3/3/3/3/3/3/HPH w 3 3", "10 ranks"},
      {"aleph", "hph/4/3/3/3/3/3/3/3/HPH w 3 3", "has 4 squares"},
      {"aleph", "hph/2/3/3/3/3/3/3/3/HPH w 3 3", "has 2 squares"},
      {"beth", "hph/3/3/3/3/3/3/3/3/HPH w 0 0", "Beth ranks have 5"},
      {"aleph", "hph/3/3/3/3/1X1/3/3/3/HPH w 3 3", "unknown letter 'X'"},
      {"aleph", "hph/3/3/3/3/1S*1/3/3/3/HPH w 2 3", "a ship cannot stand on a ship"},
      {"aleph", "hph/3/3/3/3/*3/3/3/3/HPH w 3 3", "'*' must follow a figure"},
      {"aleph", "hph/3/3/3/3/3/3/3/3/HPH w -1 3", "White reserve '-1'"},
      {"aleph", "hph/3/3/3/3/3/3/3/3/HPH w 3 7", "too large"},
      {"aleph", "hph/3/3/3/3/S2/3/3/3/HPH w 3 3", "7 death-ships"},
      {"aleph", "hS1/3/3/3/3/3/3/3/3/HPH w 2 3", "White's finishing row"},
      {"aleph", "hph/3/3/3/3/3/3/3/3/Hs1 b 3 2", "Brown's finishing row"},
      {"aleph", "hph/3/3/3/3/3/3/3/3/HP*H w 3 3", "7 death-ships"},
      {"beth", "hhphh/5/5/5/5/2S2/5/5/5/HHPHH w 0 0", "no death-ships"},
      {"beth", "hhphh/5/5/5/5/5/5/5/5/HHPHH w 1 0", "too large"},
      {"aleph", "hph/3/3/3/3/3/3/3/3/HPH x 3 3", "expected w or b"},
      {"aleph", "hph/3/3/3/3/3/3/3/3/HPH w 3", "word"},
      {"aleph", "hph/3/3/3/3/1P1/3/3/3/HPH w 3 3", "3 Pharaos"},
      {"beth", "hhphh/5/5/5/5/2P2/5/5/5/HHPHH w 0 0", "2 Pharaos of White"},
      // Problems may leave pieces out, but not what no game can reach.
      {"aleph", "3/3/3/3/3/3/3/3/3/3 w 3 3", "no figure on the board"},
      {"beth", "5/5/5/5/5/5/5/5/5/5 b 0 0", "no figure on the board"},
      {"beth", "HHPHH/5/5/5/5/5/5/5/5/hhphh w 0 0", "more than one White figure on its finishing row"},
      {"aleph", "1p1/3/3/3/3/3/3/3/3/1hh w 3 3", "more than one Brown figure on its finishing row"},
  };
  for (const auto& c : cases) {
    auto state = game().parse_position(c.variant, c.text);
    ASSERT_FALSE(state.ok()) << "accepted: " << c.text;
    EXPECT_NE(state.message().find(c.reason), std::string::npos) << c.text << " -> " << state.message();
  }
}

TEST(SetiNotationErrors, MalformedMovesAreRefusedWithTheReason) {
  auto s = start("aleph");
  const struct {
    const char* text;
    const char* reason;
  } cases[] = {
      {"b1", "expected b1-b2"},   {"d1-d2", "no file 'd'"},          {"b0-b1", "no such rank"},
      {"b1-b11", "no such rank"}, {"+", "expected a file and a rank"}, {"b1-b3", "eight neighbouring"}, {"a1-a2", "leaps two squares"},
      {"b2-b3", "no White figure"}, {"b1xb2", "nothing to conquer"}, {"", "empty move"},
  };
  for (const auto& c : cases) {
    auto a = s->action_from_string(c.text);
    ASSERT_FALSE(a.ok()) << "accepted: " << c.text;
    EXPECT_NE(a.message().find(c.reason), std::string::npos) << c.text << " -> " << a.message();
  }
}

}  // namespace
}  // namespace seti::test
