// The lobby alone: codes looked up without case and drawn free of the codes
// in use, tokens that follow their player to the latest game, the
// per-address limits, and guesses of unknown codes at a bounded rate.
#include <gtest/gtest.h>

#include <cstring>

#include "lobby.hpp"

namespace djed::server::testing {
namespace {

LobbyLimits lobby_limits() {
  LobbyLimits limits;
  limits.open_games_per_address = 2;
  limits.open_games = 3;
  limits.games_per_address = 3;
  limits.games = 5;
  limits.code_guesses_per_minute = 4;
  limits.all_code_guesses_per_second = 2;
  return limits;
}

// Bytes from a script: each call gives the next row (repeated at the end).
Lobby::RandomBytes scripted(std::vector<unsigned char> rows) {
  auto at = std::make_shared<std::size_t>(0);
  return [rows, at](unsigned char* bytes, std::size_t size) {
    for (std::size_t i = 0; i < size; ++i) bytes[i] = rows[std::min(*at, rows.size() - 1)];
    ++*at;
    return true;
  };
}

TEST(Lobby, CodesAreFoundWithoutCaseAndLeaveWithTheirGame) {
  Lobby lobby(lobby_limits());
  lobby.hold("g1", "abcd2345", true);
  EXPECT_EQ(lobby.game_of_code("ABCD2345"), "g1");
  EXPECT_EQ(lobby.game_of_code("abcd2345"), "g1");
  EXPECT_FALSE(lobby.game_of_code("abcd2346"));
  EXPECT_EQ(lobby.open_games(), 1u);
  lobby.forget("g1", "abcd2345", {}, {});
  EXPECT_FALSE(lobby.game_of_code("abcd2345"));
  EXPECT_EQ(lobby.open_games(), 0u);
}

TEST(Lobby, ADrawnCodeIsNeverOneInUse) {
  // Every byte 0 draws "22222222"; once that is in use, the next draw (bytes 1) gives "33333333".
  Lobby lobby(lobby_limits(), scripted({0, 1}));
  EXPECT_EQ(lobby.draw_code(), "22222222");
  Lobby busy(lobby_limits(), scripted({0, 0, 1}));
  busy.hold("g1", "22222222", true);
  EXPECT_EQ(busy.draw_code(), "33333333");
  // Bytes of 248 and above are skipped (they would not map evenly).
  Lobby skipping(lobby_limits(), scripted({250, 2}));
  EXPECT_EQ(skipping.draw_code(), "44444444");
  // No random bytes: no code, never a weaker one.
  Lobby failing(lobby_limits(), [](unsigned char*, std::size_t) { return false; });
  EXPECT_FALSE(failing.draw_code());
}

TEST(Lobby, ATokenLeadsToItsLatestGameAndLeavesOnlyWithIt) {
  Lobby lobby(lobby_limits());
  lobby.seat_token("hash-ann", "g1", 0);
  lobby.seat_token("hash-ann", "g2", 1);  // a rematch moved Ann to g2, side 1
  EXPECT_EQ(lobby.token("hash-ann"), (std::pair<std::string, int>{"g2", 1}));
  lobby.forget("g1", "aaaa2222", {}, {"hash-ann", ""});  // the old game leaves: the token stays
  EXPECT_EQ(lobby.token("hash-ann"), (std::pair<std::string, int>{"g2", 1}));
  lobby.forget("g2", "bbbb2222", {}, {"", "hash-ann"});
  EXPECT_FALSE(lobby.token("hash-ann"));
}

TEST(Lobby, AnAddressMayHoldSoManyOpenGamesAndSoManyGames) {
  Lobby lobby(lobby_limits());
  std::array<std::string, 2> g1{}, g2{}, g3{};
  EXPECT_EQ(lobby.refuse_create("10.0.0.1", 0), "");
  lobby.hold("g1", "c1", true);
  lobby.take_seat("g1", g1, 0, "10.0.0.1", true);
  lobby.hold("g2", "c2", true);
  lobby.take_seat("g2", g2, 0, "10.0.0.1", true);
  EXPECT_NE(lobby.refuse_create("10.0.0.1", 2).find("2 open games"), std::string::npos);
  EXPECT_EQ(lobby.refuse_create("10.0.0.2", 2), "");  // another address may
  // g1 starts: no longer open, still one of the address's games.
  lobby.set_open("g1", g1, false);
  EXPECT_EQ(lobby.refuse_create("10.0.0.1", 2), "");
  lobby.hold("g3", "c3", true);
  lobby.take_seat("g3", g3, 0, "10.0.0.1", true);
  EXPECT_NE(lobby.refuse_seat("10.0.0.1", 3, false).find("3 games on this server"), std::string::npos);
  // Both seats of one game from one address count it once; a seat given to
  // another address stops counting it for the first.
  lobby.take_seat("g1", g1, 1, "10.0.0.1", false);
  EXPECT_NE(lobby.refuse_seat("10.0.0.1", 3, false), "");
  lobby.take_seat("g1", g1, 0, "10.0.0.9", false);
  EXPECT_NE(lobby.refuse_seat("10.0.0.1", 3, false), "");  // still holds g1's other seat
  lobby.take_seat("g1", g1, 1, "10.0.0.9", false);
  EXPECT_EQ(lobby.refuse_seat("10.0.0.1", 3, false), "");
  // The server's own limits: games in memory, open games.
  EXPECT_NE(lobby.refuse_seat("10.0.0.5", 5, true).find("5 games, as many as it may"), std::string::npos);
  EXPECT_EQ(lobby.refuse_seat("10.0.0.5", 5, false), "");  // joining makes no game
  lobby.hold("g4", "c4", true);
  EXPECT_NE(lobby.refuse_create("10.0.0.5", 4).find("3 open games"), std::string::npos);
  // Forgetting a game frees what it held.
  lobby.forget("g3", "c3", g3, {});
  EXPECT_EQ(lobby.open_games(), 2u);
  EXPECT_EQ(lobby.refuse_create("10.0.0.1", 3), "");
}

TEST(Lobby, UnknownCodesAreGuessedAtABoundedRatePerAddressAndInAll) {
  Lobby lobby(lobby_limits());  // 4 a minute per address, 2 a second (bursts of 6) in all
  std::int64_t now = 1'000'000;
  for (int i = 0; i < 4; ++i) {
    ASSERT_EQ(lobby.may_guess("10.0.0.1", now), Lobby::Guess::kAllowed) << i;
    lobby.spend_guess("10.0.0.1");
  }
  EXPECT_EQ(lobby.may_guess("10.0.0.1", now), Lobby::Guess::kAddressSpent);
  // One guess back after a quarter of a minute.
  EXPECT_EQ(lobby.may_guess("10.0.0.1", now + 15'000), Lobby::Guess::kAllowed);
  // Other addresses guess on, until the server's burst (6 in all) is spent.
  now += 15'000;
  lobby.spend_guess("10.0.0.1");
  int allowed = 0;
  for (int address = 2; address < 12; ++address) {
    const std::string group = "10.0.0." + std::to_string(address);
    if (lobby.may_guess(group, now) != Lobby::Guess::kAllowed) {
      EXPECT_EQ(lobby.may_guess(group, now), Lobby::Guess::kServerSpent);
      break;
    }
    lobby.spend_guess(group);
    ++allowed;
  }
  EXPECT_GE(allowed, 4);
  EXPECT_LE(allowed, 6);
  // Guessers whose allowance is whole again are forgotten, the others kept.
  EXPECT_GT(lobby.guessers(), 1u);
  lobby.forget_guessers(now + 1000);
  EXPECT_GT(lobby.guessers(), 1u);
  lobby.forget_guessers(now + 60'000);
  EXPECT_EQ(lobby.guessers(), 0u);
}

}  // namespace
}  // namespace djed::server::testing
