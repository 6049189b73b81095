// The protocol's requests: every field checked, refusals with their codes,
// and what a client encodes parses back the same.
#include <gtest/gtest.h>

#include <set>

#include "djed/online/protocol.hpp"

namespace djed::online {
namespace {

Refusal refusal_of(std::string_view text) {
  auto parsed = parse_request(text);
  EXPECT_FALSE(parsed.request) << text;
  return parsed.refusal;
}

TEST(OnlineProtocol, RefusesWhatIsNotOneJsonObject) {
  EXPECT_EQ(refusal_of("").code, ErrorCode::kBadJson);
  EXPECT_EQ(refusal_of("[1,2]").code, ErrorCode::kBadJson);
  EXPECT_EQ(refusal_of("{\"type\":").code, ErrorCode::kBadJson);
  EXPECT_EQ(refusal_of(std::string(kMaxMessageBytes + 1, ' ')).code, ErrorCode::kTooLarge);
}

TEST(OnlineProtocol, NamesTheFieldThatIsWrong) {
  EXPECT_EQ(refusal_of(R"({"type":"fly"})").code, ErrorCode::kUnknownType);
  // What a client wrote is echoed on one line.
  EXPECT_EQ(refusal_of(R"({"type":"a\nb"})").reason.find('\n'), std::string::npos);
  EXPECT_EQ(refusal_of(R"({"id":7})").code, ErrorCode::kBadField);
  auto r = refusal_of(R"({"type":"turn","id":"a","ply":0})");
  EXPECT_EQ(r.code, ErrorCode::kBadField);
  EXPECT_EQ(r.reason, "turn: 'turn' is missing");
  EXPECT_EQ(r.id, "\"a\"");
  EXPECT_EQ(refusal_of(R"({"type":"turn","turn":"1-2","ply":-1})").reason, "turn: 'ply' must lie in 0..1048576");
  EXPECT_EQ(refusal_of(R"({"type":"turn","turn":5,"ply":1})").reason, "turn: 'turn' must be a string");
  EXPECT_EQ(refusal_of(R"({"type":"resume","token":"ABCDEF"})").reason,
            "resume: 'token' must be 32 lowercase hex digits");
  EXPECT_EQ(refusal_of(R"({"type":"join","name":"x","code":"abc23456","token":"0123"})").reason,
            "join: 'token' must be 32 lowercase hex digits");
  EXPECT_EQ(refusal_of(R"({"type":"create","name":" x","game":"ramses"})").code, ErrorCode::kBadField);
  EXPECT_EQ(refusal_of(R"({"type":"create","name":"x","game":"ramses","clock":"fast"})").reason,
            "create: 'clock': 'fast': expected untimed, minutes+seconds (10+5) or days a turn (3d)");
  EXPECT_EQ(refusal_of(R"({"type":"create","name":"x","game":"ramses","seat":"middle"})").reason,
            "create: 'seat' must be first, second or random");
  EXPECT_EQ(refusal_of(R"({"type":"chat","text":"bell\u0007"})").reason,
            "chat: 'text': a chat line holds U+0007, a character that does not show");
  EXPECT_EQ(refusal_of("{\"type\":\"chat\",\"text\":\"" + std::string(kMaxChatChars + 1, 'a') + "\"}").code,
            ErrorCode::kBadField);
  EXPECT_EQ(refusal_of(R"({"type":"ping","id":[1]})").code, ErrorCode::kBadField);
  EXPECT_EQ(refusal_of(R"({"type":"invite"})").reason, "invite: 'code' is missing");
  EXPECT_EQ(refusal_of(R"({"type":"turns","ply":0,"from":-1})").reason, "turns: 'from' must lie in 0..1073741824");
  // An id of 64 characters is taken whatever their bytes; 65 are not.
  std::string hieroglyphs;
  for (int i = 0; i < 64; ++i) hieroglyphs += "\xf0\x93\x80\x80";
  EXPECT_TRUE(parse_request(R"({"type":"ping","id":")" + hieroglyphs + R"("})").request.has_value());
  EXPECT_EQ(refusal_of(R"({"type":"ping","id":")" + hieroglyphs + R"(x"})").code, ErrorCode::kBadField);
}

TEST(OnlineProtocol, CountsCharactersNotBytes) {
  // 24 characters of two bytes each: a name at the limit.
  std::string name;
  for (int i = 0; i < 24; ++i) name += "\xc3\xa9";
  auto parsed = parse_request(R"({"type":"join","code":"abc234","name":")" + name + "\"}");
  ASSERT_TRUE(parsed.request) << parsed.refusal.reason;
  EXPECT_EQ(parsed.request->name, name);
  EXPECT_FALSE(parse_request(R"({"type":"join","code":"abc234","name":")" + name + "e\"}").request);
  EXPECT_FALSE(parse_request(R"({"type":"join","code":"abc234","name":"\xff"})").request);
}

TEST(OnlineProtocol, TimeControls) {
  EXPECT_EQ(parse_time_control("untimed").value().kind, TimeControl::Kind::kUntimed);
  auto fischer = parse_time_control("10+5");
  ASSERT_TRUE(fischer);
  EXPECT_EQ(fischer->base_ms, 600'000);
  EXPECT_EQ(fischer->increment_ms, 5'000);
  auto days = parse_time_control("3d");
  ASSERT_TRUE(days);
  EXPECT_EQ(days->base_ms, 3 * 86'400'000LL);
  for (const char* bad : {"", "0+5", "181+0", "10+181", "10+", "+5", "0d", "15d", "x", "10+5+1", "-1+0"})
    EXPECT_FALSE(parse_time_control(bad)) << bad;
  for (const char* text : {"untimed", "1+0", "10+5", "180+180", "1d", "14d"})
    EXPECT_EQ(format_time_control(parse_time_control(text).value()), text);
}

TEST(OnlineProtocol, WhatAClientSendsParsesBackTheSame) {
  std::vector<Request> requests;
  Request hello;
  hello.type = RequestType::kHello;
  hello.protocol = kProtocolVersion;
  hello.client = "test";
  hello.id = "1";
  requests.push_back(hello);
  Request browser = hello;
  browser.views = true;
  browser.language = "fr-CH";
  requests.push_back(browser);
  Request describe;
  describe.type = RequestType::kDescribe;
  describe.game = "seti";
  describe.variant = "aleph";
  requests.push_back(describe);
  Request step;
  step.type = RequestType::kStep;
  step.ply = 4;
  step.path = {3, 0, 12};
  requests.push_back(step);
  Request create;
  create.type = RequestType::kCreate;
  create.name = "Ann";
  create.game = "seti";
  create.variant = "beth";
  create.seat = SeatChoice::kSecond;
  create.clock = parse_time_control("10+5").value();
  create.listed = false;
  create.commit = std::string(64, 'a');
  create.id = "\"c\"";
  requests.push_back(create);
  Request turn;
  turn.type = RequestType::kTurn;
  turn.turn = "11-9 10-14";
  turn.ply = 12;
  requests.push_back(turn);
  Request reveal;
  reveal.type = RequestType::kReveal;
  reveal.index = 3;
  reveal.link = std::string(64, '0');
  requests.push_back(reveal);
  Request join;
  join.type = RequestType::kJoin;
  join.name = "Bob";
  join.code = "abc23456";
  join.commit = std::string(64, 'b');
  join.token = std::string(32, 'e');
  requests.push_back(join);
  Request resume;
  resume.type = RequestType::kResume;
  resume.token = std::string(32, 'f');
  resume.after = 41;
  requests.push_back(resume);
  Request chat;
  chat.type = RequestType::kChat;
  chat.text = "good game";
  requests.push_back(chat);
  Request invite;
  invite.type = RequestType::kInvite;
  invite.code = "udghy4km";
  requests.push_back(invite);
  Request turns;
  turns.type = RequestType::kTurns;
  turns.ply = 7;
  turns.from = 2000;
  requests.push_back(turns);
  for (RequestType plain : {RequestType::kList, RequestType::kResign, RequestType::kOfferDraw, RequestType::kAcceptDraw,
                            RequestType::kDeclineDraw, RequestType::kAbort, RequestType::kClaim, RequestType::kPing}) {
    Request r;
    r.type = plain;
    requests.push_back(r);
  }
  for (const Request& r : requests) {
    const std::string text = encode_request(r);
    auto parsed = parse_request(text);
    ASSERT_TRUE(parsed.request) << text << ": " << parsed.refusal.reason;
    EXPECT_EQ(encode_request(*parsed.request), text);
    EXPECT_EQ(parsed.request->type, r.type);
    EXPECT_EQ(parsed.request->id, r.id);
  }
}

TEST(OnlineProtocol, EveryErrorWordNamesItsCodeAndNoOther) {
  std::set<std::string_view> words;
  for (int c = 0; c <= static_cast<int>(ErrorCode::kServerError); ++c) {
    const auto code = static_cast<ErrorCode>(c);
    EXPECT_EQ(error_code_of(error_word(code)), code) << error_word(code);
    words.insert(error_word(code));
  }
  EXPECT_EQ(words.size(), static_cast<std::size_t>(ErrorCode::kServerError) + 1);  // one word each
  for (const std::string_view other : {"", "Busy", "busy ", "no-such-error"})
    EXPECT_FALSE(error_code_of(other).has_value()) << other;
}

TEST(OnlineProtocol, ABrowserStepsAndSpeaksALanguageWithinLimits) {
  const auto refused = [](const std::string& text) { return parse_request(text).refusal.reason; };
  EXPECT_NE(refused(R"({"type":"step","ply":0,"path":[1,-1]})").find("'path'"), std::string::npos);
  EXPECT_NE(refused(R"({"type":"step","ply":0,"path":"1 2"})").find("'path'"), std::string::npos);
  EXPECT_NE(refused(R"({"type":"step","ply":0})").find("'path' is missing"), std::string::npos);
  std::string long_path = R"({"type":"step","ply":0,"path":[)";
  for (std::size_t i = 0; i <= kMaxPathLength; ++i) long_path += i ? ",0" : "0";
  EXPECT_NE(refused(long_path + "]}").find("at most 64"), std::string::npos);
  EXPECT_NE(refused(R"({"type":"hello","protocol":1,"language":"de<script>"})").find("'language'"), std::string::npos);
  EXPECT_NE(refused(R"({"type":"describe"})").find("'game' is missing"), std::string::npos);
  EXPECT_TRUE(parse_request(R"({"type":"describe","game":"ramses"})").request.has_value());
}

TEST(OnlineProtocol, AnInviteLinkIsTheServersAddressForABrowser) {
  EXPECT_EQ(invite_link("ws://192.168.1.5:7640", "k7qxm2ab"), "http://192.168.1.5:7640/k7qxm2ab");
  EXPECT_EQ(invite_link("wss://games.example.org/", "k7qxm2ab"), "https://games.example.org/k7qxm2ab");
  EXPECT_EQ(invite_link("wss://games.example.org/djed/socket", "k7qxm2ab"), "https://games.example.org/k7qxm2ab");
  EXPECT_EQ(invite_link("http://games.example.org", "k7qxm2ab"), "");
  EXPECT_EQ(invite_link("ws://", "k7qxm2ab"), "");
}

}  // namespace
}  // namespace djed::online
