// A room alone, with a clock of the test's own: who counts as here (on this
// node or another), since when a player is gone, what the status says, who
// sees which event, and when the game next needs a look.
#include <gtest/gtest.h>

#include "room.hpp"
#include "server_test_support.hpp"

namespace djed::server::testing {
namespace {

constexpr std::int64_t kOpenIdle = 1'800'000;
constexpr std::int64_t kKeepFinished = 600'000;

// A Ramses game created by side 0's player at `now`, 5+2.
Room created_room(std::int64_t now) {
  online::Created created{"a1b2c3d4e5f6", "abcd2345", "ramses", "", "5+2", true, "first", {}, "2026-11-29", {}};
  created.seats[0] = online::SeatAtStart{"Ann", ""};
  created.token_hashes[0] = hex_of("ann");
  Room room;
  room.game = OnlineGame::from_created(online::GameEvent{created, 1}, test_games()->find("ramses"), now).value();
  return room;
}

void join(Room& room, std::int64_t now) {
  auto joined = room.game->join_event("Bob", hex_of("bob"), "", now);
  ASSERT_TRUE(joined.event.has_value());
  ASSERT_TRUE(room.game->apply(*joined.event, now));
}

TEST(Room, APlayerIsHereOnThisNodeOrAnotherAndGoneSinceTheLastOneLeft) {
  FakeConnection ann("127.0.0.1"), ann_again("127.0.0.1");
  Room room = created_room(1000);
  join(room, 1000);
  room.presence_changed(1000);
  EXPECT_EQ(room.gone_since[0], 1000);  // nobody in either seat yet
  EXPECT_EQ(room.gone_since[1], 1000);
  room.seats[0] = {&ann, &ann_again};
  room.presence_changed(2000);
  EXPECT_TRUE(room.here(0));
  EXPECT_EQ(room.gone_since[0], -1);
  EXPECT_EQ(room.idle_since, -1);
  // Bob is on another node: here, though no connection of this node has his seat.
  room.remote["n2"].seats = {0, 1};
  room.presence_changed(3000);
  EXPECT_TRUE(room.here(1));
  EXPECT_EQ(room.gone_since[1], -1);
  // Ann leaves on one device, then on the other: gone from the second.
  room.seats[0].erase(&ann);
  room.presence_changed(4000);
  EXPECT_TRUE(room.here(0));
  room.seats[0].clear();
  room.presence_changed(5000);
  EXPECT_FALSE(room.here(0));
  EXPECT_EQ(room.gone_since[0], 5000);
  room.presence_changed(6000);
  EXPECT_EQ(room.gone_since[0], 5000);  // gone since then, not since each look
  EXPECT_EQ(room.idle_since, 5000);     // and nobody of this node follows it
}

TEST(Room, TheStatusSaysWhoIsHereAndForHowLongTheOtherIsGone) {
  FakeConnection bob("127.0.0.1"), spectator("127.0.0.1");
  Room room = created_room(1000);
  join(room, 1000);
  room.seats[1] = {&bob};
  room.watchers = {&spectator};
  room.remote["n2"].watchers = 3;
  room.presence_changed(1000);
  const online::Status status = room.status(21'000, 60'000);
  EXPECT_EQ(status.presence[0], online::Presence::kGone);
  EXPECT_EQ(status.gone_ms[0], 20'000);
  EXPECT_EQ(status.presence[1], online::Presence::kHere);
  EXPECT_EQ(status.gone_ms[1], 0);
  EXPECT_EQ(status.spectators, 4u);  // one here, three on another node
  EXPECT_EQ(status.grace_ms, 60'000);
  EXPECT_EQ(status.to_move, room.game->side_to_move());
  EXPECT_FALSE(status.over);
}

TEST(Room, AnOpenGameWakesWhenItsAbsentCreatorsTimeIsUpAFinishedOneWhenItMayLeave) {
  FakeConnection ann("127.0.0.1");
  Room room = created_room(1000);
  room.seats[0] = {&ann};
  room.presence_changed(1000);
  EXPECT_FALSE(room.next_wake(1000, kOpenIdle, kKeepFinished).has_value());  // its creator is here
  room.seats[0].clear();
  room.presence_changed(5000);
  EXPECT_EQ(room.next_wake(5000, kOpenIdle, kKeepFinished), 5000 + kOpenIdle);
  // Joined, it runs: the clock of the side to move decides.
  join(room, 6000);
  EXPECT_EQ(room.next_wake(6000, kOpenIdle, kKeepFinished), room.game->next_flag(6000));
  // Over, with nobody here: it leaves memory after the time finished games are kept.
  auto resigned = room.game->resign_event(0, 7000);
  ASSERT_TRUE(room.game->apply(*resigned.event, 7000));
  EXPECT_EQ(room.next_wake(7000, kOpenIdle, kKeepFinished), room.game->ended_at() + kKeepFinished + 1);
  room.watchers = {&ann};
  EXPECT_FALSE(room.next_wake(7000, kOpenIdle, kKeepFinished).has_value());  // not while followed
}

TEST(Room, ChatIsForThePlayersAndAMutedLineForNeither) {
  Room room = created_room(1000);
  join(room, 1000);
  auto said = room.game->chat_event(0, "hello", 200, 32 * 1024);
  ASSERT_TRUE(room.game->apply(*said.event, 1000));
  const auto chat = room.game->event(room.game->event_count() - 1);
  EXPECT_TRUE(room.sees(chat, 0));
  EXPECT_TRUE(room.sees(chat, 1));
  EXPECT_FALSE(room.sees(chat, -1));
  room.muted[1] = true;  // side 1 silenced side 0
  EXPECT_FALSE(room.sees(chat, 1));
  EXPECT_TRUE(room.sees(chat, 0));
  EXPECT_TRUE(room.sees(room.game->event(0), -1));  // the rest everyone sees
}

}  // namespace
}  // namespace djed::server::testing
