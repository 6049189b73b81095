// The server's queue of games due for a look without a request
// (server/wake_queue.hpp): earliest first, each game once, never late.
#include "wake_queue.hpp"

#include <gtest/gtest.h>

namespace djed::server {
namespace {

using Ids = std::vector<std::string>;

TEST(WakeQueue, GamesComeWhenDueEarliestFirst) {
  WakeQueue q;
  q.wake_at("b", 200);
  q.wake_at("a", 100);
  q.wake_at("c", 300);
  EXPECT_EQ(q.due(99), Ids{});
  EXPECT_EQ(q.due(250), (Ids{"a", "b"}));
  EXPECT_EQ(q.due(250), Ids{});  // each once
  EXPECT_EQ(q.games(), 1u);
  EXPECT_EQ(q.due(1000), Ids{"c"});
  EXPECT_EQ(q.games(), 0u);
}

TEST(WakeQueue, AnEarlierTimeReplacesALaterOneNeverTheOtherWay) {
  WakeQueue q;
  q.wake_at("a", 500);
  q.wake_at("a", 100);  // a turn started a clock that runs out sooner
  q.wake_at("a", 900);  // later than the wake it has: left to that wake
  EXPECT_EQ(q.games(), 1u);
  EXPECT_EQ(q.due(100), Ids{"a"});
  // The replaced wake at 500 is stale: the game is not looked at again for it.
  EXPECT_EQ(q.due(600), Ids{});
  EXPECT_EQ(q.entries(), 0u);
  // Looked at, the game asks again.
  q.wake_at("a", 900);
  EXPECT_EQ(q.due(900), Ids{"a"});
}

TEST(WakeQueue, AGameAskingAgainForTheSameTimeComesOnce) {
  WakeQueue q;
  q.wake_at("a", 100);
  q.wake_at("a", 100);
  q.wake_at("b", 100);
  EXPECT_EQ(q.due(100).size(), 2u);
}

}  // namespace
}  // namespace djed::server
