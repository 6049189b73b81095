// The server's rules of play without sockets: the lobby, turns checked by
// the game, acknowledgements only once durable, the journal read back after
// a crash, clocks, dice, reconnection, draws, aborts, rematches, chat and
// hostile clients.
#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "djed/record_file.hpp"
#include "djed/record_replay.hpp"
#include "journal.hpp"
#include "server_test_support.hpp"

namespace djed::server::testing {
namespace {

using ServerCoreTest = DataFolderTest;

// Every event a connection got, numbered 1, 2, ... without gaps or repeats.
void expect_numbered(const FakeConnection& c) {
  std::int64_t n = 0;
  std::string game;
  for (const auto& e : c.events()) {
    if (e["game"] != game) {
      game = e["game"];
      n = 0;
    }
    EXPECT_EQ(e["n"].get<std::int64_t>(), n + 1) << e.dump();
    n = e["n"];
  }
}

TEST_F(ServerCoreTest, TwoPlayersPlayRamsesToItsEndAndTheRecordReplays) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "5+2", false);
  ASSERT_EQ(a.side, 0);
  ASSERT_EQ(b.side, 1);
  std::mt19937 rng(7);
  play_to_end(h, a, b, rng);
  const auto end = a.connection->events("end");
  ASSERT_EQ(end.size(), 1u);
  expect_numbered(*a.connection);
  expect_numbered(*b.connection);
  // Both players saw the same events.
  EXPECT_EQ(a.connection->events().size(), b.connection->events().size());
  EXPECT_EQ(a.connection->events().back(), b.connection->events().back());
  h.stop();
  // The finished game's record, in the record format, replays under the rules.
  const std::string id = end[0]["game"];
  auto text = read_record_text(data_ / "records" / (id + ".djed"));
  ASSERT_TRUE(text) << text.message();
  auto file = parse_record(*text);
  ASSERT_TRUE(file) << file.message();
  auto replayed = replay_record(*file, test_games()->find("ramses"));
  ASSERT_TRUE(replayed) << replayed.message();
  EXPECT_TRUE(replayed->record->is_over());
  EXPECT_EQ(replayed->record->result().winner, end[0]["winner"].get<int>());
  EXPECT_EQ(file->tag("Light"), "remote Ann");
}

TEST_F(ServerCoreTest, EveryGamePlaysToItsEnd) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  std::mt19937 rng(11);
  for (auto [rules, variant, dice] : std::vector<std::tuple<std::string, std::string, bool>>{
           {"pharao", "", true}, {"seti", "aleph", false}, {"seti", "beth", false}}) {
    auto [a, b] = start_game(h, rules, "10+5", dice, "second", variant);
    ASSERT_GE(b.side, 0) << rules;
    play_to_end(h, a, b, rng);
    EXPECT_EQ(a.connection->events("end").size(), 1u) << rules << " " << variant;
    expect_numbered(*b.connection);
    if (dice) {
      // Every throw shows both links, each hashing to the one before.
      const auto throws = a.connection->events("throw");
      ASSERT_FALSE(throws.empty());
      online::Digest previous[2] = {a.chain->link(0), b.chain->link(0)};
      for (const auto& t : throws) {
        for (int side = 0; side < 2; ++side) {
          online::Digest link{};
          ASSERT_TRUE(online::from_hex(t["links"][side].get<std::string>(), &link));
          EXPECT_TRUE(online::follows(previous[side], link));
          previous[side] = link;
        }
      }
    }
  }
}

TEST_F(ServerCoreTest, RefusesTurnsOfTheOtherSeatIllegalOrStale) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  const auto request = a.connection->last("turn-request");
  ASSERT_TRUE(request);
  const std::string legal = (*request)["turns"][0];
  h.say(b.connection, {{"type", "turn"}, {"turn", legal}, {"ply", 0}});
  EXPECT_EQ(error_code(*b.connection), "not-your-turn");
  h.say(a.connection, {{"type", "turn"}, {"turn", "1-99"}, {"ply", 0}, {"id", 5}});
  auto refused = a.connection->last("error");
  ASSERT_TRUE(refused);
  EXPECT_EQ((*refused)["code"], "illegal-turn");
  EXPECT_EQ((*refused)["id"], 5);
  EXPECT_NE((*refused)["reason"].get<std::string>().find("1-99"), std::string::npos);
  h.say(a.connection, {{"type", "turn"}, {"turn", legal}, {"ply", 3}});
  EXPECT_EQ(error_code(*a.connection), "stale-turn");
  EXPECT_TRUE(b.connection->events("turn").empty());
  // Played once; the same turn sent again (after a reconnection, say) is not played twice.
  h.say(a.connection, {{"type", "turn"}, {"turn", legal}, {"ply", 0}});
  const auto errors_before = a.connection->of_type("error").size();
  h.say(a.connection, {{"type", "turn"}, {"turn", legal}, {"ply", 0}});
  EXPECT_EQ(b.connection->events("turn").size(), 1u);
  EXPECT_EQ(a.connection->of_type("error").size(), errors_before);
  // A spectator cannot play.
  auto watcher = h.connect();
  h.say(watcher, {{"type", "watch"}, {"code", a.connection->last("seated").value()["code"]}});
  h.say(watcher, {{"type", "resign"}});
  EXPECT_EQ(error_code(*watcher), "not-seated");
}

TEST_F(ServerCoreTest, NothingIsSentBeforeTheJournalIsOnDisk) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  const std::string legal = a.connection->last("turn-request").value()["turns"][0];
  const auto before = b.connection->received.size();
  h.core->message(a.connection.get(), Json{{"type", "turn"}, {"turn", legal}, {"ply", 0}}.dump());
  // Applied, journaled, but held until the writer says it is synced.
  EXPECT_EQ(b.connection->received.size(), before);
  EXPECT_EQ(a.connection->events("turn").size(), 0u);
  h.settle();
  EXPECT_EQ(b.connection->events("turn").size(), 1u);
}

TEST_F(ServerCoreTest, AfterACrashEveryGameGoesOnWhereItStood) {
  std::string token_a, token_b, code;
  std::int64_t seen = 0;
  int turns_before = 0;
  {
    Harness h(data_);
    ASSERT_TRUE(h.start());
    auto [a, b] = start_game(h, "pharao", "10+5", true);
    std::mt19937 rng(3);
    for (int i = 0; i < 12; ++i) {
      answer(h, a, rng);
      answer(h, b, rng);
    }
    token_a = a.token;
    token_b = b.token;
    code = a.connection->last("seated").value()["code"];
    seen = a.connection->events().back()["n"];
    turns_before = static_cast<int>(a.connection->events("turn").size());
    ASSERT_GT(turns_before, 2);
    // The process dies: nothing after the last acknowledgement is written.
  }
  Harness h(data_);
  ASSERT_TRUE(h.start());
  TestPlayer a, b;
  a.connection = h.connect();
  b.connection = h.connect();
  a.chain.emplace(secret_of("a"));
  b.chain.emplace(secret_of("b"));
  h.say(a.connection, {{"type", "resume"}, {"token", token_a}, {"after", seen}});
  h.say(b.connection, {{"type", "resume"}, {"token", token_b}});
  ASSERT_TRUE(a.connection->last("seated")) << a.connection->received.back().dump();
  // The one who had seen events up to `seen` gets none of them again; the
  // other gets the whole game.
  EXPECT_TRUE(a.connection->events("created").empty());
  EXPECT_EQ(b.connection->events("turn").size(), static_cast<std::size_t>(turns_before));
  std::mt19937 rng(5);
  play_to_end(h, a, b, rng);
  EXPECT_EQ(b.connection->events("end").size(), 1u);
  expect_numbered(*b.connection);
}

TEST_F(ServerCoreTest, AJournalCutShortIsReadToItsLastWholeLine) {
  {
    Harness h(data_);
    ASSERT_TRUE(h.start());
    start_game(h, "ramses", "untimed", false);
  }
  {
    std::ofstream journal(data_ / "journal", std::ios::app);
    journal << R"({"g":"abc","e":{"kind":"tu)";  // a write cut by a crash
  }
  {
    Harness h(data_);
    ASSERT_TRUE(h.start());
    EXPECT_EQ(h.core->stats().games, 1u);
  }
  {
    std::ofstream journal(data_ / "journal", std::ios::app);
    journal << "not json\n";
  }
  Harness h(data_);
  auto started = h.start();
  ASSERT_FALSE(started);
  EXPECT_NE(started.message().find("journal line 3: not a journal entry"), std::string::npos) << started.message();
}

TEST_F(ServerCoreTest, TheJournalIsCompactedWhileTheServerRuns) {
  std::string token;
  std::int64_t seen = 0;
  {
    // Compacted past 4 KiB; finished games forgotten a second after their end.
    Harness h(data_, 60'000, false, 4096, 1000);
    ASSERT_TRUE(h.start());
    std::mt19937 rng(12);
    for (int game = 0; game < 3; ++game) {
      auto [a, b] = start_game(h, "ramses", "untimed", false);
      play_to_end(h, a, b, rng);
      h.disconnect(a.connection);
      h.disconnect(b.connection);
    }
    auto [a, b] = start_game(h, "seti", "5+0", false, "first", "beth");
    for (int i = 0; i < 6; ++i) answer(h, a, rng), answer(h, b, rng);
    token = a.token;
    seen = a.connection->events().back()["n"];
    h.now += 2'000;
    h.core->tick();  // forgets the finished games and compacts
    EXPECT_EQ(h.core->stats().compactions, 1u);
    EXPECT_EQ(h.core->stats().games, 1u);
    for (int i = 0; i < 4; ++i) answer(h, a, rng), answer(h, b, rng);  // appended after the compaction
    seen = a.connection->events().back()["n"];
    h.settle();
  }
  // Only the game in play is in the journal, and everything of it.
  auto lines = Journal::read(data_ / "journal");
  ASSERT_TRUE(lines);
  std::set<std::string> games_in_journal;
  for (const auto& line : *lines) games_in_journal.insert(Json::parse(line)["g"].get<std::string>());
  EXPECT_EQ(games_in_journal.size(), 1u);
  EXPECT_EQ(lines->size(), static_cast<std::size_t>(seen));  // one line per event of the game
  Harness h(data_);
  ASSERT_TRUE(h.start());
  EXPECT_EQ(h.core->stats().games, 1u);
  auto back = h.connect();
  h.say(back, {{"type", "resume"}, {"token", token}});
  ASSERT_TRUE(back->last("seated"));
  EXPECT_EQ(back->events().back()["n"], seen);
  // The finished games' records are there.
  std::size_t records = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(data_ / "records")) ++records;
  EXPECT_EQ(records, 3u);
}

TEST_F(ServerCoreTest, AFallenFlagLoses) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "1+0", false);
  std::mt19937 rng(1);
  play_first_turns(h, a, b, rng);
  ASSERT_EQ(a.connection->events("turn").size(), 2u);
  // Side 0 is to move again, its clock running since the last turn.
  h.pass(59'000);
  EXPECT_TRUE(a.connection->events("end").empty());
  h.pass(2'000);
  const auto end = b.connection->events("end");
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0]["reason"], "time");
  EXPECT_EQ(end[0]["winner"], b.side);
  EXPECT_FALSE(end[0].contains("by"));
}

TEST_F(ServerCoreTest, ASidesClockStartsWithItsFirstTurn) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "1+5", false);
  // Joined: nothing runs; the first turn is awaited, 30 s for it.
  auto status = a.connection->last("status").value();
  EXPECT_EQ(status["running"], Json::array({false, false}));
  EXPECT_EQ(status["first_turn_ms"], 30'000);
  EXPECT_EQ(status["clocks"], Json::array({60'000, 60'000}));
  h.now += 20'000;
  h.say(a.connection, {{"type", "chat"}, {"text", "thinking"}});
  status = a.connection->last("status").value();
  EXPECT_EQ(status["clocks"][0], 60'000);  // 20 s gone, none of them on the clock
  EXPECT_EQ(status["first_turn_ms"], 10'000);
  const std::string first = a.connection->last("turn-request").value()["turns"][0];
  h.say(a.connection, {{"type", "turn"}, {"turn", first}, {"ply", 0}});
  // The increment is added after each own turn, the first one too.
  EXPECT_EQ(b.connection->events("turn").at(0)["clocks"], Json::array({65'000, 60'000}));
  // A status follows the first turn: the other side's clock has not started either.
  status = b.connection->last("status").value();
  EXPECT_EQ(status["running"], Json::array({false, false}));
  EXPECT_EQ(status["first_turn_ms"], 30'000);
  h.now += 25'000;
  const std::string second = b.connection->last("turn-request").value()["turns"][0];
  h.say(b.connection, {{"type", "turn"}, {"turn", second}, {"ply", 1}});
  EXPECT_EQ(a.connection->events("turn").at(1)["clocks"], Json::array({65'000, 65'000}));
  // From here on a turn's event says it all: no status, the mover's clock runs.
  const auto statuses = a.connection->of_type("status").size();
  h.now += 10'000;
  const std::string third = a.connection->last("turn-request").value()["turns"][0];
  h.say(a.connection, {{"type", "turn"}, {"turn", third}, {"ply", 2}});
  EXPECT_EQ(a.connection->of_type("status").size(), statuses);
  EXPECT_EQ(b.connection->events("turn").at(2)["clocks"], Json::array({60'000, 65'000}));
  h.now += 3'000;
  h.say(a.connection, {{"type", "chat"}, {"text", "your move"}});
  status = b.connection->last("status").value();
  EXPECT_EQ(status["clocks"][1], 62'000);
  EXPECT_EQ(status["running"], Json::array({false, true}));
  EXPECT_EQ(status["first_turn_ms"], -1);
}

TEST_F(ServerCoreTest, AGameWhoseFirstTurnDoesNotComeIsAbortedNotLost) {
  Harness h(data_);
  h.options().first_turn_ms = 20'000;
  ASSERT_TRUE(h.start());
  {
    // The first player never moves.
    auto [a, b] = start_game(h, "ramses", "5+0", false);
    h.pass(19'000);
    EXPECT_TRUE(a.connection->events("end").empty());
    h.pass(2'000);
    const auto end = b.connection->events("end");
    ASSERT_EQ(end.size(), 1u);
    EXPECT_EQ(end[0]["reason"], "aborted");
    EXPECT_EQ(end[0]["winner"], -1);
    EXPECT_EQ(end[0]["by"], a.side);
    EXPECT_EQ(end[0]["first_turn_missed"], true);
    EXPECT_EQ(end[0]["clocks"], Json::array({300'000, 300'000}));
  }
  {
    // The first player moves; the second never does: its time counts from the first turn.
    auto [a, b] = start_game(h, "ramses", "5+0", false);
    h.now += 15'000;
    const std::string first = a.connection->last("turn-request").value()["turns"][0];
    h.say(a.connection, {{"type", "turn"}, {"turn", first}, {"ply", 0}});
    h.pass(19'000);
    EXPECT_TRUE(a.connection->events("end").empty());
    h.pass(2'000);
    const auto end = a.connection->events("end");
    ASSERT_EQ(end.size(), 1u);
    EXPECT_EQ(end[0]["reason"], "aborted");
    EXPECT_EQ(end[0]["by"], b.side);
    EXPECT_EQ(end[0]["first_turn_missed"], true);
  }
  {
    // A player's own abort names that player.
    auto [a, b] = start_game(h, "ramses", "5+0", false);
    h.say(b.connection, {{"type", "abort"}});
    const auto end = a.connection->events("end");
    ASSERT_EQ(end.size(), 1u);
    EXPECT_EQ(end[0]["by"], b.side);
    EXPECT_FALSE(end[0].contains("first_turn_missed"));
  }
  {
    // An untimed game waits for its first turns as long as it takes.
    auto [a, b] = start_game(h, "ramses", "untimed", false);
    EXPECT_EQ(a.connection->last("status").value()["first_turn_ms"], -1);
    h.pass(3'600'000);
    EXPECT_TRUE(a.connection->events("end").empty());
  }
}

TEST_F(ServerCoreTest, DaysPerTurnStartAfreshEachTurn) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "1d", false);
  // A days clock runs from the start (it is the first turn's deadline too).
  EXPECT_EQ(a.connection->last("status").value()["running"], Json::array({true, false}));
  h.now += 20 * 3'600'000LL;  // 20 hours of the first day
  const std::string legal = a.connection->last("turn-request").value()["turns"][0];
  h.say(a.connection, {{"type", "turn"}, {"turn", legal}, {"ply", 0}});
  const auto turn = b.connection->events("turn").at(0);
  EXPECT_EQ(turn["clocks"][0], 86'400'000);
  EXPECT_EQ(turn["clocks"][1], 86'400'000);
  const std::string reply = b.connection->last("turn-request").value()["turns"][0];
  h.say(b.connection, {{"type", "turn"}, {"turn", reply}, {"ply", 1}});
  // A day without a turn loses.
  h.pass(86'400'000);
  const auto end = a.connection->events("end");
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0]["reason"], "time");
  EXPECT_EQ(end[0]["winner"], b.side);
}

TEST_F(ServerCoreTest, ADaysClockRunOutBeforeItsSidesFirstTurnAborts) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "1d", false);
  const std::string legal = a.connection->last("turn-request").value()["turns"][0];
  h.say(a.connection, {{"type", "turn"}, {"turn", legal}, {"ply", 0}});
  h.pass(86'400'000 + 1000);
  const auto end = a.connection->events("end");
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0]["reason"], "aborted");
  EXPECT_EQ(end[0]["winner"], -1);
  EXPECT_EQ(end[0]["by"], b.side);
  EXPECT_EQ(end[0]["first_turn_missed"], true);
}

TEST_F(ServerCoreTest, WithheldDiceLinksRunTheWithholdersClock) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "pharao", "1+0", true, "first");
  std::mt19937 rng(4);
  play_first_turns(h, a, b, rng);
  ASSERT_TRUE(a.connection->events("end").empty());
  // Both have played: the next throw's links are due. Only one player reveals.
  const auto request = a.connection->last("reveal-request");
  ASSERT_TRUE(request);
  const int index = (*request)["index"];
  ASSERT_EQ(index, a.connection->events("throw").size() + 1);
  h.say(a.connection, {{"type", "reveal"}, {"index", index}, {"link", a.chain->link_hex(index + 1)}});
  EXPECT_EQ(error_code(*a.connection), "bad-reveal");
  h.say(a.connection, {{"type", "reveal"}, {"index", index}, {"link", a.chain->link_hex(index)}});
  const auto status = a.connection->last("status").value();
  EXPECT_EQ(status["running"][static_cast<std::size_t>(b.side)], true);
  EXPECT_EQ(status["running"][static_cast<std::size_t>(a.side)], false);
  h.pass(61'000);
  const auto end = a.connection->events("end");
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0]["reason"], "time");
  EXPECT_EQ(end[0]["winner"], a.side);
}

TEST_F(ServerCoreTest, LinksWithheldBeforeTheFirstTurnAbortTheGameAndNameTheWithholder) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "pharao", "1+0", true, "first");
  ASSERT_EQ(a.connection->last("reveal-request").value()["index"], 1);
  h.say(a.connection, {{"type", "reveal"}, {"index", 1}, {"link", a.chain->link_hex(1)}});
  h.pass(31'000);
  const auto end = a.connection->events("end");
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0]["reason"], "aborted");
  EXPECT_EQ(end[0]["by"], b.side);
}

TEST_F(ServerCoreTest, ARestartChargesTheClockUpToTheStopAndPausesItUntilItsPlayerIsBack) {
  std::string token_a, token_b;
  std::int64_t last_turn_wall = 0, left_a = 0;
  int side_a = 0;
  {
    Harness h(data_);
    ASSERT_TRUE(h.start());
    auto [a, b] = start_game(h, "ramses", "5+0", false);
    std::mt19937 rng(2);
    play_first_turns(h, a, b, rng);
    const auto turn = a.connection->events("turn").back();
    last_turn_wall = turn["time"];
    side_a = a.side;
    left_a = turn["clocks"][static_cast<std::size_t>(a.side)];
    token_a = a.token;
    token_b = b.token;
    // Side 0 (a) thinks; the server dies 12.3 s after the last turn (its last word that it was alive).
  }
  {
    std::ofstream alive(data_ / "alive", std::ios::trunc);
    alive << last_turn_wall + 12'300 << "\n";
  }
  Harness h(data_);
  ASSERT_TRUE(h.start());
  h.now += 40'000;  // the players come back late: none of it is anybody's time
  auto b = h.connect();
  h.say(b, {{"type", "resume"}, {"token", token_b}});
  auto status = b->last("status").value();
  EXPECT_EQ(status["paused"], true);
  EXPECT_EQ(status["running"], Json::array({false, false}));
  EXPECT_EQ(status["clocks"][static_cast<std::size_t>(side_a)], left_a - 12'300);
  h.now += 5'000;
  auto a = h.connect();
  h.say(a, {{"type", "resume"}, {"token", token_a}});
  status = b->last("status").value();
  EXPECT_EQ(status["paused"], false);
  EXPECT_EQ(status["running"][static_cast<std::size_t>(side_a)], true);
  EXPECT_EQ(status["clocks"][static_cast<std::size_t>(side_a)], left_a - 12'300);
  h.now += 2'000;
  h.say(a, {{"type", "chat"}, {"text", "back"}});
  EXPECT_EQ(b->last("status").value()["clocks"][static_cast<std::size_t>(side_a)], left_a - 14'300);
}

TEST_F(ServerCoreTest, APausedClockRunsAgainAfterTheGraceWhenItsPlayerStaysAway) {
  std::string token_b;
  int side_a = 0;
  std::int64_t left_a = 0;
  {
    Harness h(data_, 30'000);
    ASSERT_TRUE(h.start());
    auto [a, b] = start_game(h, "ramses", "5+0", false);
    std::mt19937 rng(2);
    play_first_turns(h, a, b, rng);
    side_a = a.side;
    left_a = a.connection->events("turn").back()["clocks"][static_cast<std::size_t>(a.side)];
    token_b = b.token;
  }
  std::filesystem::remove(data_ / "alive");  // not known when the last run ended: nothing charged
  Harness h(data_, 30'000);
  ASSERT_TRUE(h.start());
  auto b = h.connect();
  h.say(b, {{"type", "resume"}, {"token", token_b}});
  EXPECT_EQ(b->last("status").value()["clocks"][static_cast<std::size_t>(side_a)], left_a);
  h.pass(30'000);
  h.now += 4'000;
  h.say(b, {{"type", "chat"}, {"text", "still there?"}});
  const auto status = b->last("status").value();
  EXPECT_EQ(status["paused"], false);
  EXPECT_EQ(status["clocks"][static_cast<std::size_t>(side_a)], left_a - 4'000);
}

TEST_F(ServerCoreTest, AGonePlayersGameIsClaimedAfterTheGrace) {
  Harness h(data_, 30'000);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  h.say(a.connection, {{"type", "claim"}});
  EXPECT_EQ(error_code(*a.connection), "not-allowed");
  h.disconnect(b.connection);
  const auto status = a.connection->last("status").value();
  EXPECT_EQ(status["presence"][1], "gone");
  h.now += 20'000;
  h.say(a.connection, {{"type", "claim"}});
  EXPECT_EQ(a.connection->last("error").value()["reason"], "the other player has been gone 20 s of 30 s");
  h.now += 11'000;
  h.say(a.connection, {{"type", "claim"}});
  const auto end = a.connection->events("end");
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0]["reason"], "abandoned");
  EXPECT_EQ(end[0]["winner"], a.side);
}

TEST_F(ServerCoreTest, AReturningPlayerGetsWhatItMissedChatIncluded) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  const std::int64_t seen = b.connection->events().back()["n"];
  h.disconnect(b.connection);
  const std::string legal = a.connection->last("turn-request").value()["turns"][0];
  h.say(a.connection, {{"type", "turn"}, {"turn", legal}, {"ply", 0}});
  h.say(a.connection, {{"type", "chat"}, {"text", "your move"}});
  auto back = h.connect();
  h.say(back, {{"type", "resume"}, {"token", b.token}, {"after", seen}});
  const auto events = back->events();
  ASSERT_EQ(events.size(), 2u);
  EXPECT_EQ(events[0]["kind"], "turn");
  EXPECT_EQ(events[1]["kind"], "chat");
  EXPECT_EQ(events[1]["text"], "your move");
  EXPECT_EQ(back->last("turn-request").value()["ply"], 1);
  EXPECT_EQ(a.connection->last("status").value()["presence"][1], "here");
  auto stranger = h.connect();
  h.say(stranger, {{"type", "resume"}, {"token", std::string(32, '0')}});
  EXPECT_EQ(error_code(*stranger), "bad-token");
}

TEST_F(ServerCoreTest, AJoinSentAgainWithItsOwnTokenGetsTheSeatItTook) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto creator = h.connect();
  h.say(creator, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"seat", "first"}});
  const std::string code = creator->last("seated").value()["code"];
  const std::string token = hex_of("bob").substr(0, 32);
  // The join is taken, but its answer never reaches the player: the
  // connection is gone before it is read.
  auto lost = h.connect();
  h.say(lost, {{"type", "join"}, {"name", "Bob"}, {"code", code}, {"token", token}});
  ASSERT_EQ(lost->last("seated").value()["token"], token);
  h.disconnect(lost);
  // The same join on a new connection: the seat it took, and every event.
  auto again = h.connect();
  h.say(again, {{"type", "join"}, {"name", "Bob"}, {"code", code}, {"token", token}, {"id", 9}});
  const auto seated = again->last("seated");
  ASSERT_TRUE(seated.has_value()) << again->received.back().dump();
  EXPECT_EQ((*seated)["side"], 1);
  EXPECT_EQ((*seated)["token"], token);
  EXPECT_EQ((*seated)["id"], 9);
  EXPECT_EQ(again->events().size(), creator->events().size());
  EXPECT_EQ(creator->events("joined").size(), 1u) << "joined once, not twice";
  EXPECT_EQ(creator->last("status").value()["presence"][1], "here");
  // The player plays on from there.
  TestPlayer a{creator, creator->last("seated").value()["token"], 0, std::nullopt, 0};
  TestPlayer b{again, token, 1, std::nullopt, 0};
  std::mt19937 rng(3);
  play_first_turns(h, a, b, rng);
  EXPECT_GE(again->events("turn").size(), 2u);
  // Another token finds the game full; one that is not a token is refused.
  auto third = h.connect();
  h.say(third, {{"type", "join"}, {"name", "Cy"}, {"code", code}, {"token", std::string(32, 'c')}});
  EXPECT_EQ(error_code(*third), "game-full");
  h.say(third, {{"type", "join"}, {"name", "Cy"}, {"code", code}, {"token", "not-a-token"}});
  EXPECT_EQ(error_code(*third), "bad-field");
  // A token is its seat: the creator's token in a join is the creator's seat.
  h.say(third, {{"type", "join"}, {"name", "Ann"}, {"code", code}, {"token", a.token}});
  ASSERT_TRUE(third->last("seated").has_value());
  EXPECT_EQ((*third->last("seated"))["side"], 0);
}

TEST_F(ServerCoreTest, SpectatorsSeeTurnsButNotTheChatAndMutingSilences) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  auto watcher = h.connect();
  h.say(watcher, {{"type", "watch"}, {"code", a.connection->last("seated").value()["code"]}});
  ASSERT_TRUE(watcher->last("watching"));
  EXPECT_EQ(a.connection->last("status").value()["spectators"], 1);
  h.say(b.connection, {{"type", "chat"}, {"text", "hello"}});
  const std::string legal = a.connection->last("turn-request").value()["turns"][0];
  h.say(a.connection, {{"type", "turn"}, {"turn", legal}, {"ply", 0}});
  EXPECT_EQ(watcher->events("turn").size(), 1u);
  EXPECT_TRUE(watcher->events("chat").empty());
  EXPECT_EQ(a.connection->events("chat").size(), 1u);
  h.say(a.connection, {{"type", "mute"}, {"muted", true}});
  h.say(b.connection, {{"type", "chat"}, {"text", "hello again"}});
  EXPECT_EQ(a.connection->events("chat").size(), 1u);
  EXPECT_EQ(b.connection->events("chat").size(), 2u);
}

TEST_F(ServerCoreTest, DrawsAreAgreedOnlyWithoutDice) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  h.say(a.connection, {{"type", "accept-draw"}});
  EXPECT_EQ(error_code(*a.connection), "not-allowed");
  h.say(a.connection, {{"type", "offer-draw"}});
  EXPECT_EQ(b.connection->last("status").value()["draw_offer"], a.side);
  h.say(b.connection, {{"type", "decline-draw"}});
  EXPECT_EQ(b.connection->events("draw-declined").size(), 1u);
  h.say(a.connection, {{"type", "offer-draw"}});
  h.say(b.connection, {{"type", "accept-draw"}});
  const auto end = a.connection->events("end");
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0]["reason"], "agreed-draw");
  EXPECT_EQ(end[0]["winner"], -1);
  auto [c, d] = start_game(h, "pharao", "untimed", true);
  h.say(c.connection, {{"type", "offer-draw"}});
  EXPECT_EQ(error_code(*c.connection), "not-allowed");
}

TEST_F(ServerCoreTest, AbortOnlyBeforeTheSecondTurn) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  std::mt19937 rng(1);
  answer(h, a, rng);
  answer(h, b, rng);
  h.say(a.connection, {{"type", "abort"}});
  EXPECT_EQ(error_code(*a.connection), "not-allowed");
  auto [c, d] = start_game(h, "ramses", "untimed", false);
  answer(h, c, rng);
  h.say(d.connection, {{"type", "abort"}});
  const auto end = c.connection->events("end");
  ASSERT_EQ(end.size(), 1u);
  EXPECT_EQ(end[0]["reason"], "aborted");
}

TEST_F(ServerCoreTest, ARematchSwapsTheSidesAndKeepsTheTokens) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto [a, b] = start_game(h, "pharao", "untimed", true);
  h.say(a.connection, {{"type", "resign"}});
  h.say(a.connection, {{"type", "rematch"}});
  EXPECT_EQ(error_code(*a.connection), "bad-field");  // a game with dice needs a new commitment
  const online::DiceChain a2(secret_of("a2")), b2(secret_of("b2"));
  h.say(a.connection, {{"type", "rematch"}, {"commit", a2.commitment()}});
  EXPECT_EQ(b.connection->last("status").value()["rematch_offer"], a.side);
  h.say(b.connection, {{"type", "rematch"}, {"commit", b2.commitment()}});
  const auto seated_a = a.connection->last("seated").value();
  const auto seated_b = b.connection->last("seated").value();
  EXPECT_NE(seated_a["game"], b.connection->events("end").at(0)["game"]);
  EXPECT_EQ(seated_a["side"], 1 - a.side);
  EXPECT_EQ(seated_b["side"], 1 - b.side);
  EXPECT_EQ(seated_a["game"], seated_b["game"]);
  // The old token leads to the new game.
  auto again = h.connect();
  h.say(again, {{"type", "resume"}, {"token", a.token}});
  EXPECT_EQ(again->last("seated").value()["game"], seated_a["game"]);
  // And the rematch is played like any game.
  TestPlayer a_next{a.connection, a.token, seated_a["side"], a2, a.connection->received.size()};
  TestPlayer b_next{b.connection, b.token, seated_b["side"], b2, 0};
  // Answer what the new game asked since the rematch started.
  for (std::size_t i = 0; i < b.connection->received.size(); ++i)
    if (b.connection->received[i].value("type", "") == "seated") b_next.seen = i;
  for (std::size_t i = 0; i < a.connection->received.size(); ++i)
    if (a.connection->received[i].value("type", "") == "seated") a_next.seen = i;
  std::mt19937 rng(2);
  play_to_end(h, a_next, b_next, rng);
  EXPECT_EQ(a.connection->events("end").size(), 2u);
}

TEST_F(ServerCoreTest, TurnsAwayHostileClients) {
  Harness h(data_, 60'000, true);
  ASSERT_TRUE(h.start());
  auto silent = h.connect("10.0.0.1", false);
  h.say(silent, {{"type", "list"}});
  EXPECT_EQ(error_code(*silent), "hello-first");
  h.say(silent, {{"type", "hello"}, {"protocol", 2}});
  EXPECT_EQ(error_code(*silent), "protocol-version");
  EXPECT_TRUE(silent->closed);
  // A flood is refused past its burst, then the connection is closed.
  auto flood = h.connect("10.0.0.2");
  for (int i = 0; i < 200; ++i) h.core->message(flood.get(), R"({"type":"ping"})");
  h.settle();
  EXPECT_EQ(flood->of_type("pong").size(), 59u);  // the burst of 60, less the hello
  EXPECT_FALSE(flood->of_type("error").empty());
  EXPECT_EQ(flood->of_type("error").front()["code"], "rate-limited");
  EXPECT_TRUE(flood->closed);
  // Many connections of one address share its allowance: 600 at once, then 200 a second.
  std::vector<std::shared_ptr<FakeConnection>> crowd;
  for (int i = 0; i < 20; ++i) crowd.push_back(h.connect("10.0.0.4"));
  for (int round = 0; round < 40; ++round)
    for (auto& c : crowd) h.core->message(c.get(), R"({"type":"ping"})");
  h.settle();
  std::size_t pongs = 0;
  for (auto& c : crowd) pongs += c->of_type("pong").size();
  EXPECT_EQ(pongs, 600u - crowd.size());  // the hellos spent some
  EXPECT_NE(crowd.back()->last("error").value()["reason"].get<std::string>().find("from 10.0.0.4"), std::string::npos);
  // Too many connections from one address.
  for (int i = 0; i < 200; ++i) h.connect("10.0.0.3", false);
  auto one_more = h.connect("10.0.0.3", false);
  EXPECT_EQ(error_code(*one_more), "too-many-connections");
  EXPECT_TRUE(one_more->closed);
  // Joining a full game, an unknown code, an unknown game.
  auto [a, b] = start_game(h, "ramses", "untimed", false);
  auto third = h.connect();
  h.say(third, {{"type", "join"}, {"name", "Cy"}, {"code", a.connection->last("seated").value()["code"]}});
  EXPECT_EQ(error_code(*third), "game-full");
  h.say(third, {{"type", "join"}, {"name", "Cy"}, {"code", "zzzzzz"}});
  EXPECT_EQ(error_code(*third), "unknown-code");
  h.say(third, {{"type", "create"}, {"name", "Cy"}, {"game", "chess"}});
  EXPECT_EQ(error_code(*third), "unknown-game");
  h.say(third, {{"type", "create"}, {"name", "Cy"}, {"game", "pharao"}});
  EXPECT_EQ(error_code(*third), "bad-field");
}

TEST_F(ServerCoreTest, TheListShowsOpenGamesOnly) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto host = h.connect();
  h.say(host, {{"type", "create"}, {"name", "Ann"}, {"game", "seti"}, {"variant", "beth"}, {"clock", "3d"}});
  h.say(host, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"listed", false}});
  auto guest = h.connect();
  h.say(guest, {{"type", "list"}});
  const auto games = guest->last("games").value()["games"];
  ASSERT_EQ(games.size(), 1u);
  EXPECT_EQ(games[0]["game"], "seti");
  EXPECT_EQ(games[0]["variant"], "beth");
  EXPECT_EQ(games[0]["clock"], "3d");
  EXPECT_EQ(games[0]["name"], "Ann");
  h.say(guest, {{"type", "create"}, {"name", "Bo"}, {"game", "seti"}, {"variant", "gimel"}});
  EXPECT_EQ(error_code(*guest), "unknown-game");
}

TEST_F(ServerCoreTest, AFollowedListIsSentAgainWhenTheOpenGamesChange) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto follower = h.connect();
  auto asker = h.connect();
  h.say(follower, {{"type", "list"}, {"follow", true}, {"id", 1}});
  h.say(asker, {{"type", "list"}});
  EXPECT_EQ(follower->last("games").value()["games"].size(), 0u);
  const auto lists = [](const FakeConnection& c) { return c.of_type("games").size(); };
  // A game is created: the follower hears of it within a second, unasked; the other does not.
  auto ann = h.connect();
  h.say(ann, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"clock", "5+3"}});
  h.pass(1000);
  ASSERT_EQ(lists(*follower), 2u);
  const auto pushed = follower->last("games").value();
  EXPECT_FALSE(pushed.contains("id"));
  ASSERT_EQ(pushed["games"].size(), 1u);
  EXPECT_EQ(pushed["games"][0]["name"], "Ann");
  EXPECT_EQ(lists(*asker), 1u);
  // Nothing changed: nothing sent. Twice in a second: once.
  h.pass(1000);
  EXPECT_EQ(lists(*follower), 2u);
  const std::string code = ann->last("seated").value()["code"];
  auto bob = h.connect();
  h.say(bob, {{"type", "join"}, {"name", "Bob"}, {"code", code}});
  auto cy = h.connect();
  h.say(cy, {{"type", "create"}, {"name", "Cy"}, {"game", "ramses"}});
  h.pass(400);
  EXPECT_EQ(lists(*follower), 2u);
  h.pass(600);
  ASSERT_EQ(lists(*follower), 3u);
  ASSERT_EQ(follower->last("games").value()["games"].size(), 1u);
  EXPECT_EQ(follower->last("games").value()["games"][0]["name"], "Cy");
  // A list without follow stops it.
  h.say(follower, {{"type", "list"}});
  h.say(cy, {{"type", "create"}, {"name", "Cy"}, {"game", "seti"}, {"variant", "beth"}});
  h.pass(1000);
  EXPECT_EQ(lists(*follower), 4u);  // the answer to its own list, nothing more
}

}  // namespace
}  // namespace djed::server::testing
