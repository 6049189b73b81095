// What the server sends a client, as types (server_messages.hpp): every
// message written and read back to the same text, a request's id echoed as
// it came, and every malformed field refused with its name. Also the lobby
// entries nodes keep in Redis (node_messages.hpp), built on the same open game.
#include <gtest/gtest.h>

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
