// The messages nodes sharing Redis tell each other (server/node_messages.hpp):
// each form written and read back, and what a node must drop unread.
#include "node_messages.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace djed::server::node {
namespace {

const std::string kLink(64, 'a');

TEST(NodeMessages, EachNodesMessageReadsBackAsWritten) {
  for (const NodesMessage& message : std::vector<NodesMessage>{Alive{"3fa9c2d1"}, Bye{"node-7"}}) {
    const auto decoded = decode_nodes_message(encode(message));
    ASSERT_TRUE(decoded.has_value()) << encode(message);
    EXPECT_EQ(*decoded, message);
  }
  EXPECT_EQ(encode(NodesMessage{Alive{"ab12"}}), "alive ab12");
  EXPECT_EQ(encode(NodesMessage{Bye{"ab12"}}), "bye ab12");
}

TEST(NodeMessages, EachGameMessageReadsBackAsWritten) {
  const std::vector<GameMessage> messages{
      Presence{"ab12", {{2, 0}}, 5, false},
      Presence{"ab12", {{0, 1}}, 0, true},
      Reveal{1, 17, kLink},
      Appended{12, "ab12.4", "cd34.9", R"({"e":{"kind":"turn","turn":"a1-b2 c3"},"t":1})"},
      Appended{1, "", "ab12.1", R"({"e":{"kind":"created"}})"},  // a first event: no previous tag
      Proposal{"ab12", "cd34", 7, 12, R"({"g":"x","e":{"kind":"chat","text":"a b"}})"},
      Proposal{"ab12", "cd34", 1, 0, "{}"},
      Accepted{"cd34", 7, 13, "ab12.40"},
      Declined{"cd34", 7, "busy", "the game moved on; send it again"},
      Owner{"ab12"},
      Owner{""},  // none
  };
  for (const auto& message : messages) {
    const auto decoded = decode_game_message(encode(message));
    ASSERT_TRUE(decoded.has_value()) << encode(message);
    EXPECT_EQ(*decoded, message) << encode(message);
  }
}

TEST(NodeMessages, TheWireIsTheTextNodesHaveAlwaysPublished) {
  // A node of the last version reads what this one writes, and the other way round.
  EXPECT_EQ(encode(GameMessage{Presence{"ab12", {{1, 2}}, 3, false}}), "here ab12 1 2 3");
  EXPECT_EQ(encode(GameMessage{Presence{"ab12", {{1, 2}}, 3, true}}), "here? ab12 1 2 3");
  EXPECT_EQ(encode(GameMessage{Reveal{0, 3, kLink}}), "reveal 0 3 " + kLink);
  // Redis's append script joins n, the previous tag, the tag and the entry with spaces.
  EXPECT_EQ(encode(GameMessage{Appended{1, "", "ab12.1", "{}"}}), "1  ab12.1 {}");
  EXPECT_EQ(encode(StoredEvent{"ab12.1", "{\"e\":{}}"}), "ab12.1 {\"e\":{}}");
  EXPECT_EQ(encode(GameMessage{Owner{""}}), "owner -");
  EXPECT_EQ(encode(GameMessage{Declined{"cd34", 7, "busy", "a b"}}), "declined cd34 7 busy a b");
  EXPECT_EQ(encode(GameMessage{Accepted{"cd34", 7, 13, "ab12.40"}}), "accepted cd34 7 13 ab12.40");
}

TEST(NodeMessages, AnEntryKeepsItsSpaces) {
  const auto decoded = decode_game_message("3 a.1 b.2 {\"e\": {\"turn\": \"a1 b2\"}}");
  ASSERT_TRUE(decoded.has_value());
  EXPECT_EQ(std::get<Appended>(*decoded).entry, "{\"e\": {\"turn\": \"a1 b2\"}}");
  const auto stored = decode_stored_event("a.1 {\"x\": 1}");
  ASSERT_TRUE(stored.has_value());
  EXPECT_EQ(stored->tag, "a.1");
  EXPECT_EQ(stored->entry, "{\"x\": 1}");
}

TEST(NodeMessages, AnUnreadableNodesMessageIsDropped) {
  for (const std::string& text : std::vector<std::string>{"", "alive", "alive ", "bye", "hello ab12", "alive ab12 extra", "alive  ab12",
                                 "alive ab\x01", "ALIVE ab12", "alive " + std::string(kMaxNodeChars + 1, 'n')})
    EXPECT_FALSE(decode_nodes_message(text).has_value()) << '"' << text << '"';
}

TEST(NodeMessages, AnUnreadableGameMessageIsDropped) {
  const std::vector<std::string> refused{
      "",
      "here",
      "here ab12 1 2",             // a count missing
      "here ab12 1 2 3 4",         // one too many
      "here ab12 x 2 3",           // not a number
      "here ab12 -1 2 3",          // below zero
      "here ab12 01 2 3",          // a number has one spelling
      "here ab12 +1 2 3",
      "here ab12 1 2 -0",
      "here ab12 1 2 99999999999", // beyond any count (and an int)
      "here ab12 1 2 3 ",          // a trailing space is an empty word
      "here  1 2 3",               // no node
      "reveal 2 1 " + kLink,       // no side 2
      "reveal 0 0 " + kLink,       // throws count from 1
      "reveal 0 1 " + std::string(63, 'a'),
      "reveal 0 1 " + std::string(63, 'a') + "g",
      "reveal 0 1 " + std::string(64, 'A'),  // the dice read lower-case digits only
      "reveal 0 1 " + kLink + " x",
      "reveal 0 1",
      "0 a.1 b.2 {}",              // events count from 1
      "-1 a.1 b.2 {}",
      "99999999999999999999999 a.1 b.2 {}",  // beyond 64 bits
      "3x a.1 b.2 {}",
      "3 a.1 b.2",                 // no entry
      "3 a.1 b.2 ",                // an empty entry
      "3 a.1  {}",                 // no tag
      "3",
      "hello",
      "3 a\x7f b.2 {}",
      "propose ab12 cd34 0 1 {}",   // requests count from 1
      "propose ab12 cd34 1 1",      // no entry
      "propose ab12 cd34 1 -1 {}",
      "propose ab12  1 1 {}",       // no proposing node
      "accepted cd34 1 2",          // no tag
      "accepted cd34 1 0 a.1",      // events count from 1
      "accepted cd34 1 2 a.1 b",
      "declined cd34 1 busy",       // no reason
      "declined cd34 1 busy " + std::string(kMaxReasonChars + 1, 'x'),
      "owner",
      "owner ab12 cd34",
  };
  for (const auto& text : refused) EXPECT_FALSE(decode_game_message(text).has_value()) << '"' << text << '"';
}

TEST(NodeMessages, AMessageToOneNodeNamesItsGame) {
  const GameMessage message = Proposal{"ab12", "cd34", 7, 12, R"({"g":"x","e":{}})"};
  EXPECT_EQ(encode_direct("a1b2c3", message), "a1b2c3 " + encode(message));
  const auto decoded = decode_direct(encode_direct("a1b2c3", message));
  ASSERT_TRUE(decoded.has_value());
  EXPECT_EQ(decoded->first, "a1b2c3");
  EXPECT_EQ(decoded->second, message);
  for (const std::string text : {"", "a1b2c3", "a1b2c3 ", " owner ab12", "a1b2c3 owner", "a\x01 owner ab12"})
    EXPECT_FALSE(decode_direct(text).has_value()) << '"' << text << '"';
}

TEST(NodeMessages, ATokensSeatReadsBackAndNothingElseReads) {
  for (const TokenSeat& seat : {TokenSeat{"0123456789ab", 0}, TokenSeat{"0123456789ab", 1}}) {
    EXPECT_EQ(encode(seat), seat.game + " " + std::to_string(seat.side));
    EXPECT_EQ(decode_token_seat(encode(seat)), seat);
  }
  for (const std::string text : {"", "0123456789ab", "0123456789ab ", " 0", "0123456789ab 2", "0123456789ab -1",
                                 "0123456789ab 01", "0123456789ab 1 x", "a\x01 1"})
    EXPECT_FALSE(decode_token_seat(text).has_value()) << '"' << text << '"';
}

TEST(NodeMessages, AStoredEventNeedsATagAndAnEntry) {
  for (const std::string text : {"", "a.1", "a.1 ", " {}", "a\x01 {}"})
    EXPECT_FALSE(decode_stored_event(text).has_value()) << '"' << text << '"';
}

}  // namespace
}  // namespace djed::server::node
