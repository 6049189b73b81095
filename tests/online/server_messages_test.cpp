// What the server sends a client, as types (server_messages.hpp): every
// message written and read back to the same text, a request's id echoed as
// it came, and every malformed field refused with its name. Also the lobby
// entries nodes keep in Redis (node_messages.hpp), built on the same open game.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "djed/online/server_messages.hpp"
#include "node_messages.hpp"

namespace djed::online {
namespace {

std::vector<ServerMessage> one_of_each() {
  OfferedGame ramses{"ramses", "Ramses", {}, {"Light", "Dark"}, false, true};
  OfferedGame pharao{"pharao", "Pharao", {{"classic", "Classic"}, {"short", "Short"}}, {"White", "Black"}, true, false};
  InviteInfo invite{"ABCD-EFGH", "pharao", "classic", "5+3", true, {std::string("Ann"), std::nullopt},
                    "second", false, false, "7"};
  Status status;
  status.game = "0123456789ab";
  status.n = 14;
  status.clocks = {299'000, -40};
  status.running = {false, true};
  status.to_move = 1;
  status.throw_index = 3;
  status.reveal_waiting = {true, false};
  status.presence = {Presence::kHere, Presence::kGone};
  status.gone_ms = {0, 12'000};
  status.grace_ms = 60'000;
  status.spectators = 2;
  status.draw_offer = 0;
  status.rematch_offer = -1;
  return {
      Welcome{1, "djed-server", {ramses, pharao}},
      GameList{{{"ABCD-EFGH", "ramses", "", "untimed", "Ann", "first", true}}, "\"list-1\""},
      GameList{{}, ""},
      Seated{"0123456789ab", "ABCD-EFGH", 1, std::string(32, 'f'), "{\"n\":1}"},
      Seated{"0123456789ab", "ABCD-EFGH", 0, "", ""},
      Watching{"0123456789ab", "ABCD-EFGH", "3"},
      invite,
      TurnsPage{"0123456789ab", 4, 2000, 2417, {"a1-b2", "c3-c4"}, "9"},
      GameEventMessage{"0123456789ab", 5, GameEvent{TurnPlayed{0, 4, "2-10 19-2", {1, 2}}, 1'780'000'000'000}},
      status,
      TurnRequest{"0123456789ab", 7, std::vector<std::string>{"a", "b"}, std::nullopt},
      TurnRequest{"0123456789ab", 7, std::nullopt, 2417},
      RevealRequest{"0123456789ab", 2, {{"roll:1", 0.25}, {"roll:2", 0.75}}},
      MutedReply{true, "11"},
      Pong{""},
      ErrorReply{"illegal-turn", "'a1-a9': no such turn", "12"},
  };
}

TEST(ServerMessagesTest, EveryMessageReadsBackToTheSameText) {
  for (const ServerMessage& message : one_of_each()) {
    const std::string text = encode_message(message);
    const DecodedMessage back = decode_message(text);
    ASSERT_TRUE(back.message) << text << ": " << back.problem;
    EXPECT_EQ(back.message->index(), message.index()) << text;
    EXPECT_EQ(encode_message(*back.message), text);
  }
}

// The trees the messages of every game's start and every connection were
// written as before their texts were written straight, and the way the
// server dumps a tree (a byte that is not UTF-8 as U+FFFD).
nlohmann::json with_id(nlohmann::json o, const std::string& id) {
  if (id.empty()) return o;
  nlohmann::json value = nlohmann::json::parse(id, nullptr, false);
  if (!value.is_discarded()) o["id"] = std::move(value);
  return o;
}

std::string tree_text(const ServerMessage& message) {
  using nlohmann::json;
  const auto pair = [](const auto& both) { return json::array({both[0], both[1]}); };
  json tree;
  if (const auto* m = std::get_if<Status>(&message)) {
    json presence = json::array();
    for (const Presence p : m->presence) presence.push_back(std::string(presence_word(p)));
    tree = {{"type", "status"}, {"game", m->game}, {"n", m->n}, {"clocks", pair(m->clocks)},
            {"running", pair(m->running)}, {"to_move", m->to_move}, {"throw", m->throw_index},
            {"reveal_waiting", pair(m->reveal_waiting)}, {"presence", std::move(presence)},
            {"gone_ms", pair(m->gone_ms)}, {"grace_ms", m->grace_ms}, {"spectators", m->spectators},
            {"draw_offer", m->draw_offer}, {"rematch_offer", m->rematch_offer}, {"over", m->over},
            {"first_turn_ms", m->first_turn_ms}, {"paused", m->paused}};
  } else if (const auto* m = std::get_if<Seated>(&message)) {
    tree = {{"type", "seated"}, {"game", m->game}, {"code", m->code}, {"side", m->side}};
    if (!m->token.empty()) tree["token"] = m->token;
    tree = with_id(std::move(tree), m->id);
  } else if (const auto* m = std::get_if<Welcome>(&message)) {
    json games = json::array();
    for (const OfferedGame& g : m->games) {
      json variants = json::array();
      for (const auto& v : g.variants) variants.push_back({{"id", v.id}, {"name", v.name}});
      games.push_back({{"id", g.id}, {"name", g.name}, {"variants", std::move(variants)}, {"sides", pair(g.sides)},
                       {"dice", g.dice}, {"draw_offers", g.draw_offers}});
    }
    tree = {{"type", "welcome"}, {"protocol", m->protocol}, {"server", m->server}, {"games", std::move(games)}};
  }
  return tree.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

TEST(ServerMessagesTest, TheMessagesOfAGamesStartAreWrittenByteForByteAsTheirTreesWere) {
  std::vector<ServerMessage> messages;
  for (const ServerMessage& m : one_of_each())
    if (std::holds_alternative<Status>(m) || std::holds_alternative<Seated>(m) || std::holds_alternative<Welcome>(m))
      messages.push_back(m);
  // Names a player or a plugin chose: quotes, controls, other scripts, bytes
  // that are not UTF-8; ids as a client may send them, each way a tree reads.
  const std::vector<std::string> texts = {"say \"hi\"\\", std::string("nul \0 tab\t", 10), "\xc3\xa9t\xc3\xa9 \xf0\x9f\x8e\xb2",
                                          "cut \xc3", "stray \x80\xff"};
  const std::vector<std::string> ids = {"0", "7", "123456789012345", "1234567890123456789012", " 12 ", "1e2", "-3", "1.50",
                                        "\"a\\u0041\"", "[1, {\"b\": null}]", "007", "not json", "true"};
  for (const std::string& text : texts) {
    Status status;
    status.game = text;
    status.presence = {Presence::kGone, Presence::kEmpty};
    status.clocks = {-1, std::int64_t{1} << 52};
    messages.push_back(status);
    messages.push_back(Welcome{1, text, {{text, text, {{text, text}}, {text, text}, true, false}}});
    messages.push_back(Seated{text, text, 0, text, ""});
  }
  for (const std::string& id : ids) messages.push_back(Seated{"g", "c", 1, "t", id});
  for (const ServerMessage& m : messages) EXPECT_EQ(encode_message(m), tree_text(m));
}

TEST(ServerMessagesTest, ARequestsIdComesBackAsItWasSent) {
  const std::string text = encode_message(Pong{"{\"n\":[1,\"x\"]}"});
  EXPECT_NE(text.find("\"id\":{\"n\":[1,\"x\"]}"), std::string::npos) << text;
  EXPECT_EQ(std::get<Pong>(*decode_message(text).message).id, "{\"n\":[1,\"x\"]}");
  EXPECT_EQ(encode_message(Pong{""}), "{\"type\":\"pong\"}");
}

TEST(ServerMessagesTest, AMalformedMessageIsRefusedNamingWhatIsWrong) {
  const std::string hex64(64, 'a');
  const std::vector<std::pair<std::string, std::string>> refused = {
      {"not json", "not a JSON object"},
      {"[]", "not a JSON object"},
      {"{\"game\":\"g\"}", "without a 'type'"},
      {"{\"type\":\"seated\",\"game\":\"g\",\"code\":\"c\",\"side\":2}", "'seated' message's 'side' is out of range"},
      {"{\"type\":\"seated\",\"game\":\"g\",\"code\":\"c\",\"side\":0,\"token\":\"XYZ\"}", "'token' is not 32"},
      {"{\"type\":\"status\",\"game\":\"g\",\"n\":1,\"clocks\":[1],\"running\":[true,false],\"to_move\":0,\"throw\":0,"
       "\"reveal_waiting\":[false,false],\"presence\":[\"here\",\"here\"]}",
       "'clocks' is not a pair"},
      {"{\"type\":\"status\",\"game\":\"g\",\"n\":1,\"clocks\":[1,2],\"running\":[true,false],\"to_move\":0,\"throw\":0,"
       "\"reveal_waiting\":[false,false],\"presence\":[\"here\",\"away\"]}",
       "'presence' is not empty, here or gone"},
      {"{\"type\":\"status\",\"game\":\"g\",\"n\":1,\"clocks\":[1,2],\"running\":[1,0],\"to_move\":0,\"throw\":0,"
       "\"reveal_waiting\":[false,false],\"presence\":[\"here\",\"here\"]}",
       "'running' is not two flags"},
      {"{\"type\":\"games\",\"games\":[{\"code\":\"c\",\"game\":\"g\",\"variant\":\"\",\"clock\":\"untimed\",\"name\":\"A\","
       "\"seat\":\"middle\"}]}",
       "'seat' is not first or second"},
      {"{\"type\":\"games\",\"games\":{}}", "'games' is not a list"},
      {"{\"type\":\"welcome\",\"protocol\":1,\"server\":\"s\",\"games\":[{\"id\":\"r\",\"name\":\"R\",\"variants\":[],"
       "\"sides\":[\"A\"]}]}",
       "'sides' is not two names"},
      {"{\"type\":\"turn-request\",\"game\":\"g\",\"ply\":0,\"turns\":[\"a\",3]}", "'turns' holds something that is not a string"},
      {"{\"type\":\"reveal-request\",\"game\":\"g\",\"index\":1,\"outcomes\":[{\"outcome\":\"r\",\"p\":2}]}",
       "'outcomes' holds something that is not an outcome"},
      {"{\"type\":\"invite\",\"code\":\"c\",\"game\":\"g\",\"variant\":\"\",\"clock\":\"untimed\",\"names\":[3,null]}",
       "'names' holds something that is neither a name nor null"},
      {"{\"type\":\"event\",\"game\":\"g\",\"n\":1,\"kind\":\"turn\",\"side\":0,\"ply\":0,\"clocks\":[0,0]}",
       "'turn' is missing"},
      {"{\"type\":\"event\",\"game\":\"g\",\"n\":0,\"kind\":\"draw-offer\",\"side\":0}", "'n' is out of range"},
      {"{\"type\":\"muted\",\"muted\":\"yes\"}", "'muted' is not true or false"},
      {"{\"type\":\"error\",\"code\":\"busy\"}", "'reason' is missing"},
  };
  for (const auto& [text, problem] : refused) {
    const DecodedMessage decoded = decode_message(text);
    EXPECT_FALSE(decoded.message) << text;
    EXPECT_NE(decoded.problem.find(problem), std::string::npos) << text << " -> " << decoded.problem;
  }
}

TEST(ServerMessagesTest, AMessageOfALaterRevisionIsNamedNotRefused) {
  const DecodedMessage decoded = decode_message("{\"type\":\"tournament\",\"round\":2}");
  EXPECT_FALSE(decoded.message);
  EXPECT_EQ(decoded.type, "tournament");
  EXPECT_EQ(decoded.problem, "");
}

TEST(ServerMessagesTest, ALobbyEntryKeepsItsOpenGameAndWhenItLeaves) {
  using server::node::LobbyEntry;
  const LobbyEntry entry{{"ABCD-EFGH", "seti", "beth", "10+0", "Cleo", "second", true}, 1'780'000'060'000};
  const std::string text = server::node::encode(entry);
  const auto back = server::node::decode_lobby_entry(text);
  ASSERT_TRUE(back);
  EXPECT_EQ(back->until, entry.until);
  EXPECT_EQ(encode_open_game(back->game), encode_open_game(entry.game));
  EXPECT_FALSE(server::node::decode_lobby_entry("{\"code\":\"c\"}"));
  EXPECT_FALSE(server::node::decode_lobby_entry(encode_open_game(entry.game))) << "an entry says when it leaves";
  EXPECT_FALSE(server::node::decode_lobby_entry("{\"until\":5,\"code\":1}"));
}

}  // namespace
}  // namespace djed::online
