// A client's view of a game built from the server's messages: the same game
// as the server's, every throw checked, tampering noticed.
#include <gtest/gtest.h>

#include "djed/online/client_game.hpp"
#include "server_test_support.hpp"

namespace djed::server::testing {
namespace {

online::ClientGame new_client() {
  return online::ClientGame([](const std::string& id) { return test_games()->find(id); });
}

using ClientGameTest = DataFolderTest;

TEST_F(ClientGameTest, FollowsAWholeGameWithDiceAndChecksEveryThrow) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "pharao", "10+5", true);
  std::mt19937 rng(9);
  play_to_end(h, a, b, rng);
  auto client = new_client();
  for (const auto& m : b.connection->received) {
    const auto kind = client.receive(m.dump());
    ASSERT_NE(kind, online::Received::kError) << client.problem() << " at " << m.dump();
  }
  EXPECT_EQ(client.side(), b.side);
  EXPECT_EQ(client.token(), b.token);
  EXPECT_TRUE(client.over());
  ASSERT_NE(client.record(), nullptr);
  EXPECT_EQ(client.record()->turn_log().size(), b.connection->events("turn").size());
  EXPECT_EQ(client.throws_checked(), static_cast<int>(b.connection->events("throw").size()));
  EXPECT_EQ(client.names()[static_cast<std::size_t>(a.side)], "Ann");
  EXPECT_NE(client.record_text().find("[Clock \"10+5\"]"), std::string::npos);
}

TEST_F(ClientGameTest, NoticesAThrowThatDoesNotFollowFromTheLinks) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "pharao", "untimed", true);
  std::mt19937 rng(4);
  for (int i = 0; i < 6; ++i) answer(h, a, rng), answer(h, b, rng);
  auto client = new_client();
  bool tampered = false;
  for (auto m : a.connection->received) {
    if (!tampered && m.value("kind", "") == "throw") {
      // Another outcome than the links give.
      const std::string outcome = m["outcome"];
      m["outcome"] = outcome == "roll:1-1" ? "roll:2-2" : "roll:1-1";
      tampered = true;
      const auto kind = client.receive(m.dump());
      EXPECT_EQ(kind, online::Received::kError);
      EXPECT_NE(client.problem().find("the links give"), std::string::npos) << client.problem();
      break;
    }
    ASSERT_NE(client.receive(m.dump()), online::Received::kError) << client.problem();
  }
  EXPECT_TRUE(tampered);
}

TEST_F(ClientGameTest, RefusesEventsOutOfOrderAndIgnoresRepeats) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  std::mt19937 rng(4);
  for (int i = 0; i < 4; ++i) answer(h, a, rng), answer(h, b, rng);
  const auto events = a.connection->events();
  ASSERT_GE(events.size(), 4u);
  auto client = new_client();
  ASSERT_EQ(client.receive(a.connection->last("seated")->dump()), online::Received::kSeated);
  ASSERT_EQ(client.receive(events[0].dump()), online::Received::kEvent);
  ASSERT_EQ(client.receive(events[1].dump()), online::Received::kEvent);
  EXPECT_EQ(client.receive(events[1].dump()), online::Received::kOther);  // seen already
  EXPECT_EQ(client.number(), 2);
  EXPECT_EQ(client.receive(events[3].dump()), online::Received::kError);  // event 3 is missing
  EXPECT_EQ(client.receive("[]"), online::Received::kError);
}

}  // namespace
}  // namespace djed::server::testing
