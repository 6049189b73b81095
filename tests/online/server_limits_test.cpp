// What a hostile client can make the server do (docs/server.md, "Limits"):
// each request contained, every reply valid JSON, and everything a client
// can make the server hold bounded.
#include <gtest/gtest.h>
#include <sys/resource.h>

#include <csignal>
#include <fstream>
#include <set>

#include "djed/online/player_text.hpp"
#include "djed/record_file.hpp"
#include "djed/record_replay.hpp"
#include "djed/seat_code.hpp"
#include "djed/text.hpp"
#include "server_test_support.hpp"

namespace djed::server::testing {
namespace {

class ServerLimitsTest : public DataFolderTest {};

TEST_F(ServerLimitsTest, ATurnOfForeignCharactersIsRefusedWithValidJsonAndTheServerServesOn) {
  Harness h(data_);
  ASSERT_TRUE(h.start().ok());
  // The attack that once stopped every game: "é" quoted by a Seti parser one byte at a time.
  auto [a, b] = start_game(h, "seti", "untimed", false, "first", "aleph");
  auto [c, d] = start_game(h, "ramses", "untimed", false);
  ASSERT_GE(a.side, 0);
  ASSERT_GE(c.side, 0);
  for (const std::string turn : {"\xc3\xa9" "1-b2", "b\xc3\xa9-b2", "\xe6\x97\xa5", "\xf0\x93\x80\x80-a1"}) {
    const std::size_t before = a.connection->received.size();
    h.say(a.connection, {{"type", "turn"}, {"turn", turn}, {"ply", 0}});  // FakeConnection parses every reply
    ASSERT_GT(a.connection->received.size(), before) << "no answer to " << printable(turn);
    EXPECT_EQ(error_code(*a.connection), "illegal-turn") << printable(turn);
    EXPECT_TRUE(is_utf8(a.connection->last("error")->value("reason", "")));
  }
  // The game beside it goes on.
  std::mt19937 rng(3);
  EXPECT_TRUE(answer(h, c, rng) || answer(h, d, rng));
}

TEST_F(ServerLimitsTest, AnExceptionLeavesTheRequestNotTheServer) {
  Harness h(data_);
  std::vector<std::string> logged;
  h.options().log = [&](const std::string& line) { logged.push_back(line); };
  ASSERT_TRUE(h.start().ok());
  auto c = h.connect();
  c->throw_on_send = 1;  // the answer to this ping fails
  h.say(c, {{"type", "ping"}});
  EXPECT_EQ(h.core->stats().failed_requests, 1u);
  const bool noted = std::any_of(logged.begin(), logged.end(),
                                 [](const std::string& l) { return l.rfind("request-failed 127.0.0.1", 0) == 0; });
  EXPECT_TRUE(noted);
  // The same connection is served on, and so is everyone else.
  h.say(c, {{"type", "ping"}});
  EXPECT_TRUE(c->last("pong").has_value());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  EXPECT_GE(b.side, 0);
}

TEST_F(ServerLimitsTest, ASeatHoldsAFewConnectionsAndANewOneTakesTheOldestsPlace) {
  Harness h(data_);
  ASSERT_TRUE(h.start().ok());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  ASSERT_FALSE(a.token.empty());
  std::vector<std::shared_ptr<FakeConnection>> extra;
  for (int i = 0; i < 6; ++i) {
    extra.push_back(h.connect());
    h.say(extra.back(), {{"type", "resume"}, {"token", a.token}});
    ASSERT_TRUE(extra.back()->last("seated").has_value());
  }
  // 1 + 6 connections came; the seat keeps the 4 newest, the 3 oldest are closed and told why.
  EXPECT_TRUE(a.connection->closed);
  EXPECT_EQ(error_code(*a.connection), "too-many-connections");
  EXPECT_TRUE(extra[0]->closed);
  EXPECT_TRUE(extra[1]->closed);
  for (int i = 2; i < 6; ++i) EXPECT_FALSE(extra[static_cast<std::size_t>(i)]->closed) << i;
  // A closed one hears nothing more of the game.
  const std::size_t heard = extra[0]->received.size();
  h.say(b.connection, {{"type", "chat"}, {"text", "still there?"}});
  EXPECT_EQ(extra[0]->received.size(), heard);
  EXPECT_FALSE(extra[5]->events("chat").empty());
}

TEST_F(ServerLimitsTest, AGameHasAtMostItsSpectators) {
  Harness h(data_);
  h.options().spectators_per_game = 3;
  ASSERT_TRUE(h.start().ok());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  const std::string code = a.connection->last("seated")->value("code", "");
  for (int i = 0; i < 3; ++i) {
    auto w = h.connect();
    h.say(w, {{"type", "watch"}, {"code", code}});
    EXPECT_TRUE(w->last("watching").has_value()) << i;
  }
  auto late = h.connect();
  h.say(late, {{"type", "watch"}, {"code", code}});
  EXPECT_FALSE(late->last("watching").has_value());
  EXPECT_EQ(error_code(*late), "too-many-connections");
}

TEST_F(ServerLimitsTest, OpenGamesAreLimitedPerAddressAndInAll) {
  Harness h(data_);
  h.options().lobby.open_games_per_address = 3;
  h.options().lobby.open_games = 5;
  ASSERT_TRUE(h.start().ok());
  const auto create = [&](const std::string& address) {
    auto c = h.connect(address);
    h.say(c, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}});
    return c;
  };
  for (int i = 0; i < 3; ++i) EXPECT_TRUE(create("10.0.0.1")->last("seated").has_value()) << i;
  auto fourth = create("10.0.0.1");
  EXPECT_EQ(error_code(*fourth), "too-many-games");
  EXPECT_NE(fourth->last("error")->value("reason", "").find("10.0.0.1"), std::string::npos);
  EXPECT_TRUE(create("10.0.0.2")->last("seated").has_value());
  EXPECT_TRUE(create("10.0.0.3")->last("seated").has_value());
  EXPECT_EQ(error_code(*create("10.0.0.4")), "too-many-games");  // 5 in all
  EXPECT_EQ(h.core->stats().open_games, 5u);
}

TEST_F(ServerLimitsTest, AnOpenGameWhoseCreatorLeftExpiresFromTheListTheJournalAndMemory) {
  Harness h(data_);
  h.options().open_idle_ms = 60'000;
  ASSERT_TRUE(h.start().ok());
  auto creator = h.connect();
  h.say(creator, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}});
  const std::string code = creator->last("seated")->value("code", "");
  auto waiting = h.connect();
  h.say(waiting, {{"type", "create"}, {"name", "Cleo"}, {"game", "pharao"}, {"commit", hex_of("c")}});
  auto lister = h.connect();
  h.say(lister, {{"type", "list"}});
  EXPECT_EQ((*lister->last("games"))["games"].size(), 2u);

  // Her creator gone, the game lives open_idle_ms; the one whose creator waits stays.
  h.disconnect(creator);
  h.now += 59'000;
  h.core->tick();
  EXPECT_EQ(h.core->stats().open_games, 2u);
  h.pass(2'000);
  EXPECT_EQ(h.core->stats().open_games, 1u);
  EXPECT_EQ(h.core->stats().expired, 1u);
  h.say(lister, {{"type", "list"}});
  EXPECT_EQ((*lister->last("games"))["games"].size(), 1u);
  auto joiner = h.connect("10.1.1.1");
  h.say(joiner, {{"type", "join"}, {"name", "Bob"}, {"code", code}});
  EXPECT_EQ(error_code(*joiner), "unknown-code");

  // After a restart the journal no longer holds it.
  h.stop();
  Harness again(data_);
  ASSERT_TRUE(again.start().ok());
  EXPECT_EQ(again.core->stats().games, 1u);
}

TEST_F(ServerLimitsTest, ChatNeedsBothPlayersAndAGameHasAtMostItsLines) {
  Harness h(data_);
  h.options().chat_lines_per_game = 3;
  ASSERT_TRUE(h.start().ok());
  auto alone = h.connect();
  h.say(alone, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}});
  h.say(alone, {{"type", "chat"}, {"text", "anyone?"}});
  EXPECT_EQ(error_code(*alone), "not-allowed");
  EXPECT_TRUE(alone->events("chat").empty());

  auto [a, b] = start_game(h, "ramses", "untimed", false);
  for (int i = 0; i < 3; ++i) h.say(i % 2 ? a.connection : b.connection, {{"type", "chat"}, {"text", "line"}});
  EXPECT_EQ(a.connection->events("chat").size(), 3u);
  h.say(a.connection, {{"type", "chat"}, {"text", "one more"}});
  EXPECT_EQ(error_code(*a.connection), "not-allowed");
  EXPECT_EQ(b.connection->events("chat").size(), 3u);
}

TEST_F(ServerLimitsTest, GuessingCodesIsLimitedPerAddressAndInAllButListedGamesStayOpen) {
  Harness h(data_);
  h.options().lobby.code_guesses_per_minute = 5;
  h.options().lobby.all_code_guesses_per_second = 4;  // bursts of 12
  ASSERT_TRUE(h.start().ok());
  auto host = h.connect("10.0.0.9");
  h.say(host, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}});
  const std::string listed = host->last("seated")->value("code", "");
  auto hidden_host = h.connect("10.0.0.9");
  h.say(hidden_host, {{"type", "create"}, {"name", "Eve"}, {"game", "ramses"}, {"listed", false}});
  const std::string unlisted = hidden_host->last("seated")->value("code", "");

  auto guesser = h.connect("10.6.6.6");
  int unknown = 0, limited = 0;
  for (int i = 0; i < 8; ++i) {
    h.say(guesser, {{"type", "watch"}, {"code", "zzzzzzz" + std::to_string(i + 2)}});
    const std::string code = error_code(*guesser);
    unknown += code == "unknown-code";
    limited += code == "rate-limited";
  }
  EXPECT_EQ(unknown, 5);
  EXPECT_EQ(limited, 3);
  // Spent: even a right code is not looked up for this address now ...
  h.say(guesser, {{"type", "watch"}, {"code", unlisted}});
  EXPECT_EQ(error_code(*guesser), "rate-limited");
  // ... but a listed game's code is public, and another address is not held back.
  h.say(guesser, {{"type", "watch"}, {"code", listed}});
  EXPECT_TRUE(guesser->last("watching").has_value());
  auto friend_ = h.connect("10.0.0.7");
  h.say(friend_, {{"type", "join"}, {"name", "Bob"}, {"code", unlisted}});
  EXPECT_TRUE(friend_->last("seated").has_value());

  // Many addresses together meet the server's limit (12 in a burst; 5 were spent).
  int refused_in_all = 0;
  for (int i = 0; i < 10; ++i) {
    auto c = h.connect("10.7.0." + std::to_string(i));
    h.say(c, {{"type", "watch"}, {"code", "yyyyyyy" + std::to_string(i)}});
    refused_in_all += error_code(*c) == "rate-limited";
  }
  EXPECT_EQ(refused_in_all, 3);
  // Time gives the allowance back.
  h.now += 60'000;
  h.say(guesser, {{"type", "watch"}, {"code", "zzzzzzzz"}});
  EXPECT_EQ(error_code(*guesser), "unknown-code");
}

TEST_F(ServerLimitsTest, CodesAndTokensAreLongAndNeverRepeat) {
  Harness h(data_);
  h.options().lobby.open_games_per_address = h.options().lobby.games_per_address = 1000;
  ASSERT_TRUE(h.start().ok());
  std::set<std::string> codes, tokens;
  for (int i = 0; i < 200; ++i) {
    auto c = h.connect();
    h.say(c, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"listed", false}});
    const auto seated = c->last("seated");
    ASSERT_TRUE(seated.has_value());
    const std::string code = seated->value("code", "");
    EXPECT_EQ(code.size(), 8u);
    EXPECT_EQ(code.find_first_not_of("23456789abcdefghjkmnpqrstuvwxyz"), std::string::npos) << code;
    codes.insert(code);
    tokens.insert(seated->value("token", ""));
  }
  EXPECT_EQ(codes.size(), 200u);
  EXPECT_EQ(tokens.size(), 200u);
}

TEST_F(ServerLimitsTest, InvisibleCharactersAreRefusedInNamesAndChat) {
  Harness h(data_);
  ASSERT_TRUE(h.start().ok());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  const std::vector<std::string> hidden = {
      "\xc2\x85",      // U+0085, next line
      "\xc2\x9b",      // U+009B, a terminal's escape
      "\xe2\x80\xa8",  // U+2028, line separator
      "\xe2\x80\xae",  // U+202E, right-to-left override
      "\xe2\x80\x8b",  // U+200B, zero-width space
      "\xef\xbb\xbf",  // U+FEFF, byte order mark
      "\xef\xbf\xbf",  // U+FFFF
      "\xc2\xa0",      // U+00A0, a space that is not one
      "\xd8\x80",      // U+0600, an Arabic number sign (a format character)
      "\xf0\x93\x90\xb0",  // U+13430, an Egyptian hieroglyph format control
      "\xe2\xa0\x80",  // U+2800, the blank Braille pattern
  };
  for (const std::string& bad : hidden) {
    auto c = h.connect();
    h.say(c, {{"type", "create"}, {"name", "An" + bad + "n"}, {"game", "ramses"}});
    EXPECT_EQ(error_code(*c), "bad-field") << printable(bad);
    EXPECT_FALSE(c->last("seated").has_value());
    h.say(a.connection, {{"type", "chat"}, {"text", "hi" + bad}});
    EXPECT_EQ(error_code(*a.connection), "bad-field") << printable(bad);
    EXPECT_FALSE(online::name_problem("x" + bad).empty());
    EXPECT_FALSE(online::chat_problem("x" + bad).empty());
  }
  EXPECT_TRUE(b.connection->events("chat").empty());
  EXPECT_FALSE(online::name_problem("\xcc\x81\xcc\x81\xcc\x81").empty());  // combining marks alone
  EXPECT_EQ(online::name_problem("Jose\xcc\x81"), "");                   // one after a letter
  // What players do write stays allowed.
  for (const std::string good : {"A B", "\"Q\" O'Neil", "M\xc3\xbcller", "\xd8\xb3\xd8\xa7\xd8\xb1\xd8\xa9",
                                 "\xe6\x97\xa5\xe6\x9c\xac", "\xf0\x9f\x8e\xb2 dice", "[x] \\ 1. L:1"})
    EXPECT_EQ(online::name_problem(good), "") << good;
}

TEST_F(ServerLimitsTest, EveryNameTheServerTakesWritesARecordThatReadsBack) {
  Harness h(data_);
  ASSERT_TRUE(h.start().ok());
  const std::vector<std::pair<std::string, std::string>> names = {
      {"A B", "\"quoted\" \\ back"},
      {"remote x", "computer hard"},
      {"[Light \"x\"]", "1. 8-17 *"},
      {"\xd8\xb3\xd8\xa7\xd8\xb1\xd8\xa9", "\xf0\x93\x80\x80 \xe6\x97\xa5"},
  };
  for (const auto& [first, second] : names) {
    auto a = h.connect();
    h.say(a, {{"type", "create"}, {"name", first}, {"game", "ramses"}, {"seat", "first"}});
    const auto seated = a->last("seated");
    ASSERT_TRUE(seated.has_value()) << first;
    auto b = h.connect();
    h.say(b, {{"type", "join"}, {"name", second}, {"code", seated->value("code", "")}});
    ASSERT_TRUE(b->last("seated").has_value()) << second;
    h.say(a, {{"type", "resign"}});
    const std::string id = seated->value("game", "");
    h.stop();  // the record writer's queue is written before it stops
    const auto file = data_ / "records" / (id + ".djed");
    auto text = read_record_text(file);
    ASSERT_TRUE(text.ok()) << text.message();
    auto parsed = parse_record(text.value());
    ASSERT_TRUE(parsed.ok()) << parsed.message();
    auto replayed = replay_record(parsed.value(), test_games()->find("ramses"));
    ASSERT_TRUE(replayed.ok()) << replayed.message();
    std::set<std::string> seen;
    for (const auto& player : replayed.value().header.players) {
      auto seat = SeatCode::parse(player);
      ASSERT_TRUE(seat.ok()) << seat.message();
      EXPECT_EQ(seat.value().kind, SeatKind::kRemote);
      seen.insert(seat.value().detail);
    }
    EXPECT_EQ(seen, (std::set<std::string>{first, second}));
    ASSERT_TRUE(h.start().ok());
  }
}

TEST_F(ServerLimitsTest, ADiskFullFromTheStartAnswersTheFirstRequestBusy) {
  Harness h(data_);
  ASSERT_TRUE(h.start().ok());
  // No file of this process may grow: the journal's first line fails as on a full disk.
  rlimit before{};
  ASSERT_EQ(getrlimit(RLIMIT_FSIZE, &before), 0);
  const auto old_handler = std::signal(SIGXFSZ, SIG_IGN);
  rlimit none = before;
  none.rlim_cur = 0;
  ASSERT_EQ(setrlimit(RLIMIT_FSIZE, &none), 0);
  auto c = h.connect();
  h.say(c, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"id", 1}});
  setrlimit(RLIMIT_FSIZE, &before);
  std::signal(SIGXFSZ, old_handler);
  EXPECT_TRUE(h.core->storage_failed());
  EXPECT_EQ(h.core->held_messages(), 0u);
  // Answered, and not as if the game were made: nothing of it reached the disk.
  EXPECT_FALSE(c->last("seated").has_value());
  EXPECT_EQ(error_code(*c), "busy");
  h.say(c, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"id", 2}});
  EXPECT_EQ(c->last("error")->value("id", 0), 2);
  EXPECT_EQ(error_code(*c), "busy");
}

TEST_F(ServerLimitsTest, AGameCalledOffBeforeAnyoneJoinedLeavesNothing) {
  Harness h(data_);
  h.options().lobby.open_games_per_address = 2;
  h.options().lobby.games_per_address = 3;
  ASSERT_TRUE(h.start().ok());
  auto c = h.connect();
  for (int i = 0; i < 50; ++i) {
    h.say(c, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}});
    ASSERT_TRUE(c->last("seated").has_value()) << i << ": " << c->last("error")->dump();
    h.say(c, {{"type", "abort"}});
    h.core->tick();
  }
  EXPECT_EQ(h.core->stats().games, 0u);
  EXPECT_TRUE(std::filesystem::is_empty(data_ / "records"));
  h.stop();
  Harness again(data_);
  ASSERT_TRUE(again.start().ok());
  EXPECT_EQ(again.core->stats().games, 0u);
}

TEST_F(ServerLimitsTest, GamesLeftUnplayedAreLimitedPerAddress) {
  Harness h(data_);
  h.options().lobby.games_per_address = 3;
  ASSERT_TRUE(h.start().ok());
  // One address playing itself from two connections, then leaving the games.
  for (int i = 0; i < 3; ++i) {
    auto [a, b] = start_game(h, "ramses", "untimed", false);
    EXPECT_GE(b.side, 0) << i;
  }
  auto c = h.connect();
  h.say(c, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}});
  EXPECT_EQ(error_code(*c), "too-many-games");
  EXPECT_NE(c->last("error")->value("reason", "").find("3 games"), std::string::npos);
  // Another address may create; the full one may not join it.
  auto other = h.connect("10.0.0.2");
  h.say(other, {{"type", "create"}, {"name", "Eve"}, {"game", "ramses"}});
  ASSERT_TRUE(other->last("seated").has_value());
  h.say(c, {{"type", "join"}, {"name", "Ann"}, {"code", other->last("seated")->value("code", "")}});
  EXPECT_EQ(error_code(*c), "too-many-games");
  EXPECT_EQ(h.core->stats().games, 4u);
}

TEST_F(ServerLimitsTest, AnAddressCountsOnlyTheGamesItStillHolds) {
  Harness h(data_, 60'000, false, 64u << 20, /*keep_finished_ms=*/0);
  h.options().lobby.open_games_per_address = 1;
  h.options().lobby.games_per_address = 2;
  h.options().open_idle_ms = 60'000;
  ASSERT_TRUE(h.start().ok());
  const auto create = [&](const std::shared_ptr<FakeConnection>& c) {
    h.say(c, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}});
    return c->last("seated").has_value() ? std::string{} : error_code(*c);
  };
  const auto settle_ticks = [&] {
    for (int i = 0; i < 50; ++i) {
      h.pass(1);
    }
  };
  auto ann = h.connect("10.0.0.1");
  ASSERT_EQ(create(ann), "");
  auto second = h.connect("10.0.0.1");
  EXPECT_EQ(create(second), "too-many-games") << "one open game per address";
  // Joined, the game is no longer open: the address may open another.
  auto bob = h.connect("10.0.0.2");
  h.say(bob, {{"type", "join"}, {"name", "Bob"}, {"code", ann->last("seated")->value("code", "")}});
  ASSERT_TRUE(bob->last("seated").has_value());
  ASSERT_EQ(create(second), "");
  auto third = h.connect("10.0.0.1");
  EXPECT_EQ(create(third), "too-many-games") << "two games per address";
  // The open one expires once its creator is gone: a place again.
  h.disconnect(second);
  h.now += 61'000;
  settle_ticks();
  ASSERT_EQ(create(third), "");
  auto fourth = h.connect("10.0.0.1");
  EXPECT_EQ(create(fourth), "too-many-games");
  // Full, it may not join another address's game either, until the played
  // one ends and leaves memory with its record.
  auto cleo = h.connect("10.0.0.3");
  ASSERT_EQ(create(cleo), "");
  const std::string cleos = cleo->last("seated")->value("code", "");
  h.say(fourth, {{"type", "join"}, {"name", "Ann"}, {"code", cleos}});
  EXPECT_EQ(error_code(*fourth), "too-many-games");
  h.say(bob, {{"type", "resign"}});
  h.disconnect(ann);
  h.disconnect(bob);
  // The record is written on the writer's thread before the game may go.
  EXPECT_TRUE(h.pass_until([&] { return h.core->stats().games == 2u; })) << h.core->stats().games << " games";
  h.say(fourth, {{"type", "join"}, {"name", "Ann"}, {"code", cleos}});
  EXPECT_TRUE(fourth->last("seated").has_value());
}

TEST_F(ServerLimitsTest, AServerTakesAtMostItsConnections) {
  Harness h(data_);
  h.options().admission.connections = 3;
  ASSERT_TRUE(h.start().ok());
  std::vector<std::shared_ptr<FakeConnection>> in;
  for (int i = 0; i < 3; ++i) in.push_back(h.connect("10.0.0." + std::to_string(i)));
  auto late = h.connect("10.0.1.1");
  EXPECT_TRUE(late->closed);
  EXPECT_EQ(error_code(*late), "too-many-connections");
  h.disconnect(in[0]);
  auto again = h.connect("10.0.1.1");
  EXPECT_FALSE(again->closed);
}

TEST_F(ServerLimitsTest, AnIpv6HostCountsWithItsWholeSlash64) {
  Harness h(data_);
  h.options().lobby.open_games_per_address = 2;
  ASSERT_TRUE(h.start().ok());
  const auto create = [&](const std::string& address) {
    auto c = h.connect(address);
    h.say(c, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}});
    return error_code(*c);
  };
  EXPECT_EQ(create("2001:db8:1:2::1"), "");
  EXPECT_EQ(create("2001:db8:1:2:ffff:1:2:3"), "");
  EXPECT_EQ(create("2001:db8:1:2::9"), "too-many-games");  // the same /64
  EXPECT_EQ(create("2001:db8:1:3::1"), "");                // the next /64
}

TEST_F(ServerLimitsTest, ARecordThatCannotBeWrittenKeepsItsGameUntilItIs) {
  Harness h(data_, 60'000, false, 64u << 20, /*keep_finished_ms=*/0);
  ASSERT_TRUE(h.start().ok());
  // records/ made a file: every record write fails, as on a full disk.
  std::filesystem::remove_all(data_ / "records");
  { std::ofstream(data_ / "records") << "not a folder"; }
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  const std::string id = a.connection->last("seated")->value("game", "");
  h.say(a.connection, {{"type", "resign"}});
  h.disconnect(a.connection);
  h.disconnect(b.connection);
  const auto settled = [&] {
    for (int i = 0; i < 200; ++i) {
      h.now += 1;
      h.core->tick();
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
  };
  settled();
  EXPECT_EQ(h.core->stats().games, 1u) << "forgotten without its record";
  std::filesystem::remove(data_ / "records");
  std::filesystem::create_directory(data_ / "records");
  h.now += 10'000;  // the next retry
  settled();
  EXPECT_TRUE(std::filesystem::exists(data_ / "records" / (id + ".djed")));
  EXPECT_EQ(h.core->stats().games, 0u);
}

TEST_F(ServerLimitsTest, AGameHoldsAtMostItsBytesOfChatAndTheServerItsGames) {
  Harness h(data_);
  h.options().chat_bytes_per_game = 1000;
  h.options().lobby.games = 3;
  ASSERT_TRUE(h.start().ok());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  const std::string line(300, 'x');
  for (int i = 0; i < 3; ++i) h.say(a.connection, {{"type", "chat"}, {"text", line}});
  EXPECT_EQ(b.connection->events("chat").size(), 3u);
  h.say(a.connection, {{"type", "chat"}, {"text", line}});  // 1,200 bytes: over
  EXPECT_EQ(error_code(*a.connection), "not-allowed");
  h.say(a.connection, {{"type", "chat"}, {"text", "ok"}});  // 902: within
  EXPECT_EQ(b.connection->events("chat").size(), 4u);
  // Three games in memory: a fourth is not made, but a seat in one is still taken.
  auto c = h.connect("10.0.0.3");
  h.say(c, {{"type", "create"}, {"name", "Cleo"}, {"game", "ramses"}});
  ASSERT_TRUE(c->last("seated").has_value());
  auto d = h.connect("10.0.0.4");
  h.say(d, {{"type", "create"}, {"name", "Dan"}, {"game", "ramses"}});
  ASSERT_TRUE(d->last("seated").has_value());
  auto e = h.connect("10.0.0.5");
  h.say(e, {{"type", "create"}, {"name", "Eve"}, {"game", "ramses"}});
  EXPECT_EQ(error_code(*e), "too-many-games");
  h.say(e, {{"type", "join"}, {"name", "Eve"}, {"code", d->last("seated")->value("code", "")}});
  EXPECT_TRUE(e->last("seated").has_value());
}

TEST_F(ServerLimitsTest, NoNameOrChatLineStartsWithACombiningMark) {
  for (const std::string mark : {"\xcc\x81", "\xd6\x91", "\xd2\x89", "\xe0\xb8\xb1", "\xe0\xa4\x83",
                                 "\xf0\x9d\x85\xa7"}) {  // U+0301, U+0591, U+0489, U+0E31, U+0903, U+1D167
    EXPECT_FALSE(online::name_problem(mark + "abc").empty()) << printable(mark);
    EXPECT_FALSE(online::name_problem(mark + mark).empty()) << printable(mark);
    EXPECT_FALSE(online::chat_problem(mark + "hi").empty()) << printable(mark);
    EXPECT_EQ(online::name_problem("a" + mark), "") << printable(mark);  // on a letter it is a letter's accent
  }
}

}  // namespace
}  // namespace djed::server::testing
