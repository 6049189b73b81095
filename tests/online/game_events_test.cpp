// The events of an online game as types (game_events.hpp) and the one
// reducer both ends fold them with (folded_game.hpp): every kind written and
// read back to the same text, every malformed field refused with its name,
// and an event that does not fit the game refused with the game untouched.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "djed/online/folded_game.hpp"
#include "djed/online/game_events.hpp"
#include "djed/online/overloaded.hpp"
#include "djed/online/server_messages.hpp"
#include "server_test_support.hpp"

namespace djed::server::testing {
namespace {

using namespace djed::online;

const std::string kHexA(64, 'a');
const std::string kHexB(64, 'b');

std::vector<GameEvent> one_of_each() {
  Created created{"0123456789ab", "ABCD-EFGH", "pharao", "classic", "5+3", false, "second", {}, "2026-11-28", {}};
  created.seats[1] = SeatAtStart{"Ann", kHexA};
  created.token_hashes[1] = kHexB;
  return {
      {created, 1'780'000'000'000},
      {Joined{0, "Bob", kHexB, kHexA}, 1'780'000'000'001},
      {TurnPlayed{1, 0, "a1-b2", {299'000, -20}}, 5},
      {Thrown{3, {kHexA, kHexB}, "roll:2-5", {1, 2}}, 6},
      {ChatSaid{0, "Bob", "gut gespielt \xe2\x9c\x93"}, 7},
      {DrawOffered{1}, -1},
      {DrawDeclined{0}, 8},
      {RematchOffered{1, kHexA}, 9},
      {RematchOffered{0, ""}, 9},
      {RematchStarted{"ba9876543210", "WXYZ-2345"}, 10},
      {Ended{-1, "agreed-draw", {0, 0}}, 11},
      {Ended{1, "time", {-5, 1000}}, 12},
  };
}

TEST(GameEventsTest, EveryKindReadsBackToTheSameTextWithAndWithoutItsSecrets) {
  for (const GameEvent& event : one_of_each()) {
    for (const Secrets secrets : {Secrets::kKept, Secrets::kLeftOut}) {
      const std::string text = encode_event(event, secrets);
      const DecodedEvent back = decode_event(text, secrets);
      ASSERT_TRUE(back.event) << text << ": " << back.problem;
      EXPECT_EQ(encode_event(*back.event, secrets), text);
      EXPECT_EQ(event_kind(*back.event), event_kind(event));
      EXPECT_EQ(back.event->time, event.time);
      // Only the seats' first events carry secrets, and only in the journal's form.
      const bool has_secrets = event_kind(event) == "created" || event_kind(event) == "joined";
      EXPECT_EQ(text.find("secret") != std::string::npos, has_secrets && secrets == Secrets::kKept) << text;
    }
  }
}

// The tree each event was written as before its text was written straight:
// the reference the text must match byte for byte (nodes of both versions
// compare event texts, and journals keep them).
nlohmann::json event_tree(const GameEvent& event, Secrets secrets) {
  using nlohmann::json;
  const bool secret = secrets == Secrets::kKept;
  json out = std::visit(
      Overloaded{
          [&](const Created& e) {
            json seats = json::array({nullptr, nullptr});
            for (std::size_t s = 0; s < 2; ++s) {
              if (!e.seats[s]) continue;
              seats[s] = {{"name", e.seats[s]->name}};
              if (!e.seats[s]->commit.empty()) seats[s]["commit"] = e.seats[s]->commit;
            }
            json o = {{"id", e.id},       {"code", e.code},     {"rules", e.rules},     {"variant", e.variant},
                      {"clock", e.clock}, {"listed", e.listed}, {"creator", e.creator}, {"seats", seats},
                      {"date", e.date}};
            if (secret) {
              json tokens = json::array({nullptr, nullptr});
              for (std::size_t s = 0; s < 2; ++s)
                if (e.seats[s]) tokens[s] = e.token_hashes[s];
              o["secret"] = {{"tokens", tokens}};
            }
            return o;
          },
          [&](const Joined& e) {
            json o = {{"side", e.side}, {"name", e.name}};
            if (!e.commit.empty()) o["commit"] = e.commit;
            if (secret) o["secret"] = {{"token", e.token_hash}};
            return o;
          },
          [](const TurnPlayed& e) {
            return json{{"side", e.side}, {"ply", e.ply}, {"turn", e.turn}, {"clocks", {e.clocks[0], e.clocks[1]}}};
          },
          [](const Thrown& e) {
            return json{{"index", e.index}, {"links", {e.links[0], e.links[1]}}, {"outcome", e.outcome},
                        {"clocks", {e.clocks[0], e.clocks[1]}}};
          },
          [](const ChatSaid& e) { return json{{"side", e.side}, {"name", e.name}, {"text", e.text}}; },
          [](const DrawOffered& e) { return json{{"side", e.side}}; },
          [](const DrawDeclined& e) { return json{{"side", e.side}}; },
          [](const RematchOffered& e) {
            json o = {{"side", e.side}};
            if (!e.commit.empty()) o["commit"] = e.commit;
            return o;
          },
          [](const RematchStarted& e) { return json{{"game", e.game}, {"code", e.code}}; },
          [](const Ended& e) {
            json o = {{"winner", e.winner}, {"reason", e.reason}, {"clocks", {e.clocks[0], e.clocks[1]}}};
            if (e.by >= 0) o["by"] = e.by;
            if (e.first_turn_missed) o["first_turn_missed"] = true;
            return o;
          },
          [](const LaterEvent&) { return json::object(); },
      },
      event.body);
  out["kind"] = std::string(event_kind(event));
  if (event.time >= 0) out["time"] = event.time;
  return out;
}

// What a tree dumps, the server's way (a byte that is not UTF-8 as U+FFFD).
std::string tree_text(const nlohmann::json& tree) {
  return tree.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

// Texts a player may send: quotes, backslashes, every control character, DEL,
// other scripts, and bytes that are not UTF-8 (cut, overlong, a surrogate).
std::vector<std::string> awkward_texts() {
  std::vector<std::string> texts = {"", "plain", "say \"hi\"", "back\\slash/", "\x7f del",
                                    "\xc3\xa9t\xc3\xa9 \xe2\x9c\x93 \xf0\x9f\x8e\xb2", "cut \xc3",
                                    "overlong \xc0\xaf", "surrogate \xed\xa0\x80", "past \xf4\x90\x80\x80",
                                    "stray \x80\xbf \xff"};
  std::string controls;
  for (int c = 0; c < 0x20; ++c) controls += static_cast<char>(c);
  texts.push_back(controls);
  return texts;
}

TEST(GameEventsTest, AnEventIsWrittenByteForByteAsItsJsonTreeWasDumped) {
  std::vector<GameEvent> events = one_of_each();
  // The optional fields the list above leaves out, each way.
  Created two_seats{"0123456789ab", "ABCD-EFGH", "ramses", "", "untimed", true, "first", {}, "2026-11-30", {}};
  two_seats.seats[0] = SeatAtStart{"Ann", ""};
  two_seats.seats[1] = SeatAtStart{"Bob", kHexA};
  two_seats.token_hashes = {kHexB, kHexA};
  events.push_back({two_seats, 1});
  events.push_back({Joined{1, "Bob", "", kHexA}, 2});
  events.push_back({Ended{-1, "aborted", {0, 0}, 0, true}, 3});
  events.push_back({Ended{-1, "aborted", {5, 6}, 1, false}, 4});
  for (const std::string& text : awkward_texts()) events.push_back({ChatSaid{1, text, text}, 5});
  for (const GameEvent& event : events) {
    for (const Secrets secrets : {Secrets::kKept, Secrets::kLeftOut})
      EXPECT_EQ(encode_event(event, secrets), tree_text(event_tree(event, secrets)));
    // In a message the envelope's fields are its own: a rematch's game is `rematch_game`.
    nlohmann::json fields = event_tree(event, Secrets::kLeftOut);
    if (const auto* rematch = std::get_if<RematchStarted>(&event.body)) fields["rematch_game"] = rematch->game;
    fields.erase("game");
    EXPECT_EQ(event_message_fields(event), tree_text(fields));
  }
  // A turn's request: with its turns, with their number (a key that begins
  // another), and without either.
  TurnRequest request{"0123456789ab", 3, std::vector<std::string>{"a1-b2", "\"odd\""}, 2'500};
  EXPECT_EQ(encode_message(request), tree_text({{"type", "turn-request"}, {"game", "0123456789ab"}, {"ply", 3},
                                                {"turns", {"a1-b2", "\"odd\""}}, {"turns_total", 2'500}}));
  request.turns.reset();
  request.turns_total.reset();
  EXPECT_EQ(encode_message(request), tree_text({{"type", "turn-request"}, {"game", "0123456789ab"}, {"ply", 3}}));
}

TEST(GameEventsTest, ASentEventCarriesItsGameAndNumberAndReadsBackAsTheEvent) {
  const GameEvent turn{TurnPlayed{0, 4, "c3-c5", {1000, 2000}}, 77};
  const std::string text = encode_message(GameEventMessage{"0123456789ab", 12, turn});
  EXPECT_NE(text.find("\"type\":\"event\""), std::string::npos);
  EXPECT_NE(text.find("\"game\":\"0123456789ab\""), std::string::npos);
  EXPECT_NE(text.find("\"n\":12"), std::string::npos);
  const DecodedEvent back = decode_event(text, Secrets::kLeftOut);
  ASSERT_TRUE(back.event) << back.problem;
  EXPECT_EQ(encode_event(*back.event, Secrets::kLeftOut), encode_event(turn, Secrets::kLeftOut));
  // A client is never sent a seat token's hash.
  const GameEvent joined{Joined{1, "Bob", "", kHexA}};
  EXPECT_EQ(encode_message(GameEventMessage{"g", 2, joined}).find(kHexA), std::string::npos);
}

TEST(GameEventsTest, AnEventKeptAsItsFieldsMakesTheSameMessage) {
  const GameEvent turn{TurnPlayed{1, 7, "c3-c5", {1000, 2000}}, 77};
  const std::string fields = event_message_fields(turn);
  EXPECT_EQ(fields.find("\"type\""), std::string::npos) << fields;
  EXPECT_EQ(fields.find("\"n\""), std::string::npos) << fields;
  const std::string text = event_message_text("0123456789ab", 8, fields);
  EXPECT_EQ(text, encode_message(GameEventMessage{"0123456789ab", 8, turn}));
  // The message is the event's JSON with the envelope's three fields.
  nlohmann::json expected = nlohmann::json::parse(encode_event(turn, Secrets::kLeftOut));
  expected["type"] = "event";
  expected["game"] = "0123456789ab";
  expected["n"] = 8;
  EXPECT_EQ(nlohmann::json::parse(text), expected) << text;
  const DecodedMessage back = decode_message(text);
  ASSERT_TRUE(back.message) << back.problem;
  const auto& message = std::get<GameEventMessage>(*back.message);
  EXPECT_EQ(message.game, "0123456789ab");
  EXPECT_EQ(message.n, 8);
  EXPECT_EQ(encode_event(message.event, Secrets::kLeftOut), encode_event(turn, Secrets::kLeftOut));
  // A game name is written as JSON text, whatever it holds.
  const DecodedMessage odd = decode_message(event_message_text("a\"b\\c", 1, fields));
  ASSERT_TRUE(odd.message) << odd.problem;
  EXPECT_EQ(std::get<GameEventMessage>(*odd.message).game, "a\"b\\c");
  // A rematch's message is of the game it was offered in (`game`, once) and
  // names the new game as `rematch_game`; both read back.
  const std::string rematch =
      event_message_text("0123456789ab", 9, event_message_fields(GameEvent{RematchStarted{"fedcba987654", "abcdef"}}));
  EXPECT_EQ(rematch.find("\"game\""), rematch.rfind("\"game\"")) << rematch;
  const auto fields_back = nlohmann::json::parse(rematch);
  EXPECT_EQ(fields_back["game"], "0123456789ab");
  EXPECT_EQ(fields_back["rematch_game"], "fedcba987654");
  const DecodedMessage rematch_back = decode_message(rematch);
  ASSERT_TRUE(rematch_back.message) << rematch_back.problem;
  const auto& started = std::get<RematchStarted>(std::get<GameEventMessage>(*rematch_back.message).event.body);
  EXPECT_EQ(started.game, "fedcba987654");
  EXPECT_EQ(started.code, "abcdef");
}

TEST(GameEventsTest, AMalformedEventIsRefusedNamingWhatIsWrong) {
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"[1,2]", "not a JSON object"},
      {"{\"side\":0}", "without a 'kind'"},
      {"{\"kind\":7}", "without a 'kind'"},
      {"{\"kind\":\"turn\",\"side\":2,\"ply\":0,\"turn\":\"x\",\"clocks\":[0,0]}", "'side' is out of range"},
      {"{\"kind\":\"turn\",\"side\":\"0\",\"ply\":0,\"turn\":\"x\",\"clocks\":[0,0]}", "'side' is not a whole number"},
      {"{\"kind\":\"turn\",\"side\":0,\"ply\":-1,\"turn\":\"x\",\"clocks\":[0,0]}", "'ply' is out of range"},
      {"{\"kind\":\"turn\",\"side\":0,\"ply\":1.5,\"turn\":\"x\",\"clocks\":[0,0]}", "'ply' is not a whole number"},
      {"{\"kind\":\"turn\",\"side\":0,\"ply\":18446744073709551615,\"turn\":\"x\",\"clocks\":[0,0]}",
       "'ply' is out of range"},
      {"{\"kind\":\"turn\",\"side\":0,\"ply\":0,\"clocks\":[0,0]}", "'turn' is missing"},
      {"{\"kind\":\"turn\",\"side\":0,\"ply\":0,\"turn\":\"x\",\"clocks\":[0]}", "'clocks' is not two numbers"},
      {"{\"kind\":\"turn\",\"side\":0,\"ply\":0,\"turn\":\"x\",\"clocks\":[0,99999999999999]}", "'clocks' is out of range"},
      {"{\"kind\":\"throw\",\"index\":0,\"links\":[\"" + kHexA + "\",\"" + kHexB + "\"],\"outcome\":\"r\",\"clocks\":[0,0]}",
       "'index' is out of range"},
      {"{\"kind\":\"throw\",\"index\":1,\"links\":[\"" + kHexA + "\",\"AB\"],\"outcome\":\"r\",\"clocks\":[0,0]}",
       "'links' are not 64 hex digits each"},
      {"{\"kind\":\"end\",\"winner\":-2,\"reason\":\"time\",\"clocks\":[0,0]}", "'winner' is out of range"},
      {"{\"kind\":\"chat\",\"side\":0,\"name\":\"Ann\",\"text\":[\"hi\"]}", "'text' is not a string"},
      {"{\"kind\":\"rematch-offer\",\"side\":0,\"commit\":\"xyz\"}", "'commit' is not 64 lowercase hex digits"},
      {"{\"kind\":\"draw-offer\",\"side\":0,\"time\":-4}", "'time' is out of range"},
      {"{\"kind\":\"created\",\"id\":\"i\",\"code\":\"c\",\"rules\":\"r\",\"variant\":\"\",\"clock\":\"untimed\","
       "\"creator\":\"third\",\"seats\":[{\"name\":\"A\"},null]}",
       "'creator' is not first or second"},
      {"{\"kind\":\"created\",\"id\":\"i\",\"code\":\"c\",\"rules\":\"r\",\"variant\":\"\",\"clock\":\"untimed\","
       "\"creator\":\"first\",\"seats\":[null,null]}",
       "'seats' holds nobody"},
      {"{\"kind\":\"created\",\"id\":\"i\",\"code\":\"c\",\"rules\":\"r\",\"variant\":\"\",\"clock\":\"untimed\","
       "\"creator\":\"first\",\"seats\":[{\"nom\":\"A\"},null]}",
       "'seats' has a seat without a name"},
  };
  for (const auto& [text, problem] : refused) {
    const DecodedEvent decoded = decode_event(text, Secrets::kLeftOut);
    EXPECT_FALSE(decoded.event) << text;
    EXPECT_NE(decoded.problem.find(problem), std::string::npos) << text << " -> " << decoded.problem;
  }
  // The journal's form needs its secrets.
  const std::string plain = encode_event(one_of_each()[1], Secrets::kLeftOut);
  EXPECT_NE(decode_event(plain, Secrets::kKept).problem.find("'secret' is missing"), std::string::npos);
  EXPECT_TRUE(decode_event(plain, Secrets::kLeftOut).event);
}

TEST(GameEventsTest, AnEventOfALaterRevisionIsReadAsSuch) {
  const DecodedEvent decoded = decode_event("{\"kind\":\"takeback-offer\",\"side\":1,\"time\":3}", Secrets::kLeftOut);
  ASSERT_TRUE(decoded.event) << decoded.problem;
  ASSERT_TRUE(std::holds_alternative<LaterEvent>(decoded.event->body));
  EXPECT_EQ(event_kind(*decoded.event), "takeback-offer");
}

// ---- the reducer -----------------------------------------------------------------

FoldedGame started(const std::string& rules, bool dice) {
  // The creator takes the first seat: the side that moves first.
  const auto rules_of = test_games()->find(rules);
  const auto first = static_cast<std::size_t>(rules_of->new_initial_state("").value()->side_to_move());
  Created created{"g1", "CODE", rules, "", "untimed", true, "first", {}, "2026-11-28", {}};
  created.seats[first] = SeatAtStart{"Ann", dice ? DiceChain(secret_of("a")).commitment() : ""};
  auto game = FoldedGame::start(created, rules_of);
  EXPECT_TRUE(game) << game.message();
  EXPECT_EQ(static_cast<std::size_t>(game->creator_side()), first);
  return std::move(game.value());
}

TEST(FoldedGameTest, AnEventThatDoesNotFitIsRefusedAndTheGameIsUntouched) {
  FoldedGame g = started("ramses", false);
  const int first = g.record().state().current_player();
  EXPECT_EQ(g.side_to_move(), -1) << "nobody has joined";
  EXPECT_EQ(g.apply({Joined{1 - g.creator_side(), "Bob", "", ""}}), "");
  EXPECT_NE(g.apply({Joined{1 - g.creator_side(), "Eve", "", ""}}), "") << "a seat taken twice";
  EXPECT_EQ(g.names()[static_cast<std::size_t>(1 - g.creator_side())], "Bob");
  ASSERT_EQ(g.side_to_move(), first);

  const State& state = g.record().state();
  const std::string turn = state.turn_to_string(state.legal_turns().front());
  EXPECT_NE(g.apply({TurnPlayed{1 - first, 0, turn, {}}}).find("side not to move"), std::string::npos);
  EXPECT_NE(g.apply({TurnPlayed{first, 1, turn, {}}}).find("ply 1"), std::string::npos);
  EXPECT_NE(g.apply({TurnPlayed{first, 0, "no such turn", {}}}), "");
  EXPECT_NE(g.apply({Created{}}), "");
  EXPECT_EQ(g.turns_played(), 0);

  EXPECT_EQ(g.apply({DrawOffered{first}}), "");
  EXPECT_EQ(g.apply({TurnPlayed{first, 0, turn, {1, 2}}}), "");
  EXPECT_EQ(g.turns_played(), 1);
  EXPECT_EQ(g.draw_offer(), -1) << "a turn answers a draw offer";
  EXPECT_EQ((g.clocks()), (std::array<std::int64_t, 2>{1, 2}));

  EXPECT_EQ(g.apply({Ended{first, "resigned", {}}}), "");
  EXPECT_TRUE(g.over());
  EXPECT_TRUE(g.record().is_over()) << "a resignation ends the record too";
  EXPECT_NE(g.apply({Ended{first, "time", {}}}), "") << "a second end";
  EXPECT_EQ(g.end_reason(), "resigned");
}

TEST(FoldedGameTest, AThrowIsTakenOnlyWhenItFollowsFromBothChains) {
  FoldedGame g = started("pharao", true);
  EXPECT_NE(g.apply({Joined{1 - g.creator_side(), "Bob", "", ""}}), "") << "a seat in a game with dice needs a commitment";
  const int joiner = 1 - g.creator_side();
  const DiceChain mine(secret_of("a")), theirs(secret_of("b"));
  ASSERT_EQ(g.apply({Joined{joiner, "Bob", theirs.commitment(), ""}}), "");
  ASSERT_EQ(g.throw_due(), 1);
  const DiceChain& first = g.creator_side() == 0 ? mine : theirs;
  const DiceChain& second = g.creator_side() == 0 ? theirs : mine;
  const State& state = g.record().state();
  const auto outcomes = state.chance_outcomes();
  const std::string outcome =
      state.action_to_string(outcomes.at(throw_from_links(1, first.link(1), second.link(1), outcomes)).action);
  // A link that does not hash to the commitment, then an outcome the links do not give.
  EXPECT_NE(g.apply({Thrown{1, {first.link_hex(2), second.link_hex(1)}, outcome, {}}}).find("does not follow"),
            std::string::npos);
  std::string other;
  for (const auto& o : outcomes)
    if (state.action_to_string(o.action) != outcome) other = state.action_to_string(o.action);
  ASSERT_FALSE(other.empty());
  EXPECT_NE(g.apply({Thrown{1, {first.link_hex(1), second.link_hex(1)}, other, {}}}).find("the links give"),
            std::string::npos);
  EXPECT_NE(g.apply({Thrown{2, {first.link_hex(1), second.link_hex(1)}, outcome, {}}}).find("throw 1 is due"),
            std::string::npos);
  EXPECT_EQ(g.throws_made(), 0);
  EXPECT_EQ(g.apply({Thrown{1, {first.link_hex(1), second.link_hex(1)}, outcome, {}}}), "");
  EXPECT_EQ(g.throws_made(), 1);
  EXPECT_EQ(to_hex(g.last_link(0)), first.link_hex(1));
}

}  // namespace
}  // namespace djed::server::testing
