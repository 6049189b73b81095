// The reconnection rule the app and djed-cli share: the ceiling doubles to
// a cap, each wait is drawn evenly below it, never below a floor.
#include <gtest/gtest.h>

#include <random>
#include <set>

#include "djed/online/reconnect_delay.hpp"

namespace djed::online {
namespace {

TEST(ReconnectDelay, TheCeilingDoublesToItsCap) {
  const ReconnectDelay rule;
  EXPECT_EQ(rule.ceiling_ms(0), 500);
  EXPECT_EQ(rule.ceiling_ms(1), 1000);
  EXPECT_EQ(rule.ceiling_ms(3), 4000);
  EXPECT_EQ(rule.ceiling_ms(4), 8000);
  EXPECT_EQ(rule.ceiling_ms(5), 8000);
  EXPECT_EQ(rule.ceiling_ms(1000), 8000) << "no overflow however long the server stays away";
  EXPECT_EQ(rule.ceiling_ms(-3), 500);
}

TEST(ReconnectDelay, EachWaitIsDrawnBelowTheCeilingAndAboveTheFloor) {
  const ReconnectDelay rule;
  EXPECT_EQ(rule.delay_ms(2, 0.0), 100);
  EXPECT_EQ(rule.delay_ms(2, 0.5), 1000);
  EXPECT_EQ(rule.delay_ms(2, 0.999), 1998);
  EXPECT_EQ(rule.delay_ms(2, 7.0), 2000) << "a unit out of range is clamped";
  // A thousand clients dropped at once spread their first tries over the whole first ceiling.
  std::mt19937 rng(1);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::set<std::int64_t> tenths;
  for (int client = 0; client < 1000; ++client) {
    const auto wait = rule.delay_ms(0, unit(rng));
    ASSERT_GE(wait, 100);
    ASSERT_LT(wait, 500);
    tenths.insert(wait / 50);
  }
  EXPECT_EQ(tenths.size(), 8u) << "every 50 ms slice from 100 to 500 ms is used";
}

}  // namespace
}  // namespace djed::online
