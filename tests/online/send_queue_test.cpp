// The messages waiting for one client (server/send_queue.hpp): oldest first,
// their bytes counted, pushes and takes interleaved as a slow reader makes
// them, and cleared at a close.
#include <gtest/gtest.h>

#include <string>

#include "send_queue.hpp"

namespace djed::server {
namespace {

TEST(SendQueue, GivesTheOldestFirstAndCountsTheBytesWaiting) {
  SendQueue queue;
  EXPECT_TRUE(queue.empty());
  EXPECT_EQ(queue.bytes(), 0U);
  queue.push("one");
  queue.push(std::string(100, 'x'));
  queue.push("three");
  EXPECT_EQ(queue.size(), 3U);
  EXPECT_EQ(queue.bytes(), 108U);
  EXPECT_EQ(queue.take(), "one");
  EXPECT_EQ(queue.bytes(), 105U);
  queue.push("four");
  EXPECT_EQ(queue.take(), std::string(100, 'x'));
  EXPECT_EQ(queue.take(), "three");
  EXPECT_EQ(queue.take(), "four");
  EXPECT_TRUE(queue.empty());
  EXPECT_EQ(queue.bytes(), 0U);
}

TEST(SendQueue, KeepsItsOrderThroughABurstAndAfterIt) {
  SendQueue queue;
  for (int round = 0; round < 3; ++round) {
    for (int i = 0; i < 1000; ++i) queue.push("m" + std::to_string(i));
    for (int i = 0; i < 500; ++i) ASSERT_EQ(queue.take(), "m" + std::to_string(i));
    queue.push("last");
    for (int i = 500; i < 1000; ++i) ASSERT_EQ(queue.take(), "m" + std::to_string(i));
    EXPECT_EQ(queue.take(), "last");
    EXPECT_TRUE(queue.empty());
    EXPECT_EQ(queue.bytes(), 0U);
  }
}

TEST(SendQueue, AQueueThatNeverEmptiesDoesNotGrowWithEveryMessage) {
  SendQueue queue;
  queue.push("m0");
  for (int i = 1; i < 10'000; ++i) {
    queue.push("m" + std::to_string(i));
    ASSERT_EQ(queue.take(), "m" + std::to_string(i - 1));
    ASSERT_EQ(queue.size(), 1U);
    ASSERT_LE(queue.slots(), 32U) << i;
  }
}

TEST(SendQueue, AClearLeavesNothingWaiting) {
  SendQueue queue;
  queue.push("a");
  queue.push("b");
  EXPECT_EQ(queue.take(), "a");
  queue.clear();
  EXPECT_TRUE(queue.empty());
  EXPECT_EQ(queue.bytes(), 0U);
  queue.push("c");
  EXPECT_EQ(queue.take(), "c");
}

}  // namespace
}  // namespace djed::server
