// The game screen's side of online play without Qt: two OnlinePlay objects
// play through a ServerCore, a player clicking on a GameSession whose other
// seat is remote and whose dice come from the server; a program started
// again restores its seat and goes on.
#include <gtest/gtest.h>

#include "online_play.hpp"
#include "server_test_support.hpp"

namespace djed::server::testing {
namespace {

using session::OnlinePlay;

// One app: its OnlinePlay, wired to a fake connection of the server.
struct App {
  explicit App(Harness* harness) : h(harness) {}
  Harness* h;
  std::shared_ptr<FakeConnection> connection;
  std::unique_ptr<OnlinePlay> play;
  std::size_t delivered = 0;
  std::vector<online::Request> sent;  // what the OnlinePlay sent, as requests

  // A program started: its OnlinePlay and its connection.
  void connect() {
    connection = h->connect("127.0.0.1", false);
    delivered = 0;
    play = std::make_unique<OnlinePlay>([](const std::string& id) { return test_games()->find(id); },
                                        [this](const std::string& text) {
                                          sent.push_back(online::parse_request(text).request.value());
                                          h->core->message(connection.get(), text);
                                        });
  }
  // The connection lost, before what the server sent on it was read; a new one.
  void reconnect() {
    h->disconnect(connection);
    connection = h->connect("127.0.0.1", false);
    delivered = 0;
  }
  // Hands the server's messages to the OnlinePlay; true when there were any.
  bool pump() {
    h->settle();
    bool any = false;
    while (delivered < connection->received.size()) {
      const std::string text = connection->received[delivered++].dump();
      const auto kind = play->receive(text);
      EXPECT_NE(kind, online::Received::kError) << play->error_code() << ": " << play->problem();
      any = true;
    }
    return any;
  }
  // The player here makes one choice when it is theirs; true when they did.
  bool click(std::mt19937& rng) {
    session::GameSession* s = play->session();
    if (s == nullptr || s->is_over() || !s->human_to_act()) return false;
    if (auto forced = s->forced_action()) {
      s->play(*forced);
    } else {
      const auto& choices = s->choices();
      if (choices.empty()) return false;
      s->play(choices[rng() % choices.size()].action);
    }
    play->played();
    return true;
  }
};

using OnlinePlayTest = DataFolderTest;

online::Request create(const std::string& game, const std::string& variant = {}) {
  online::Request r;
  r.type = online::RequestType::kCreate;
  r.name = "Ann";
  r.game = game;
  r.variant = variant;
  r.seat = online::SeatChoice::kFirst;
  r.clock = online::parse_time_control("10+5").value();
  return r;
}

online::Request join(const std::string& code) {
  online::Request r;
  r.type = online::RequestType::kJoin;
  r.name = "Bob";
  r.code = code;
  return r;
}

// Two programs connected: `a` makes the game, `b` joins it by its code.
void open_game(App& a, App& b, const online::Request& creation) {
  a.connect();
  b.connect();
  a.play->open(creation);
  a.pump();
  ASSERT_FALSE(a.play->client().code().empty());
  b.play->open(join(a.play->client().code()));
}

void play_until_over(App& a, App& b, std::mt19937& rng, int limit = 20000) {
  for (int step = 0; step < limit; ++step) {
    // Every one of the four runs each step, in this order (so a seed replays the same game).
    bool moved = a.pump();
    moved = b.pump() || moved;
    moved = a.click(rng) || moved;
    moved = b.click(rng) || moved;
    if (a.play->client().over() && b.play->client().over()) return;
    if (!moved) return;
  }
}

TEST_F(OnlinePlayTest, TwoScreensPlayPharaoThroughTheServer) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  App a(&h), b(&h);
  open_game(a, b, create("pharao"));
  std::mt19937 rng(21);
  play_until_over(a, b, rng);
  ASSERT_TRUE(a.play->client().over());
  ASSERT_NE(a.play->session(), nullptr);
  // Both screens show the server's game, throw for throw.
  EXPECT_EQ(a.play->session()->record().actions(), a.play->client().record()->actions());
  EXPECT_EQ(b.play->session()->record().actions(), a.play->client().record()->actions());
  EXPECT_GT(a.play->client().throws_checked(), 0);
  EXPECT_EQ(a.play->session()->seat(1 - a.play->side()).kind, SeatKind::kRemote);
}

TEST_F(OnlinePlayTest, TheTableSaysWhatThePlayerHereMayDoOnline) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  App a(&h), b(&h);
  a.connect();
  b.connect();
  a.play->set_connected(true);
  b.play->set_connected(true);
  a.play->open(create("seti", "beth"));
  a.pump();
  session::Table& table = *a.play;
  // Nobody has joined: nothing is played, nothing resigned.
  EXPECT_EQ(table.waiting(), session::Table::Wait::kOpponent);
  EXPECT_FALSE(table.may_resign());
  b.play->open(join(a.play->client().code()));
  b.pump();
  a.pump();
  EXPECT_EQ(table.waiting(), session::Table::Wait::kNothing);
  EXPECT_TRUE(table.open());
  EXPECT_TRUE(table.may_resign());
  EXPECT_TRUE(table.may_offer_draw());
  EXPECT_FALSE(table.takes_back()) << "the server's game is the game";
  EXPECT_FALSE(table.throws_here());
  EXPECT_FALSE(table.helps_while_live());
  // A draw offered by the other player is for this one to answer, once.
  EXPECT_FALSE(b.play->offer_draw());
  a.pump();
  EXPECT_TRUE(table.draw_to_answer());
  EXPECT_FALSE(table.may_offer_draw()) << "an offer is open";
  table.answer_draw(false);
  a.pump();
  b.pump();
  EXPECT_FALSE(table.draw_to_answer());
  EXPECT_EQ(b.play->client().last_event(), "draw-declined");
  // The connection down: the table waits for it and takes nothing.
  a.play->set_connected(false);
  EXPECT_EQ(table.waiting(), session::Table::Wait::kConnection);
  EXPECT_FALSE(table.may_resign());
  a.play->set_connected(true);
  table.resign();
  a.pump();
  EXPECT_TRUE(a.play->client().over());
  EXPECT_EQ(a.play->client().end_reason(), "resigned");
  EXPECT_EQ(table.waiting(), session::Table::Wait::kNothing);
  EXPECT_FALSE(table.may_resign());
}

TEST_F(OnlinePlayTest, AScreenStartedAgainRestoresItsSeatAndGoesOn) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  App a(&h), b(&h);
  open_game(a, b, create("seti", "aleph"));
  std::mt19937 rng(8);
  for (int i = 0; i < 20; ++i) a.pump(), b.pump(), a.click(rng), b.click(rng);
  const int turns = b.play->client().record()->turns_played();
  ASSERT_GT(turns, 5);
  const std::string seat = b.play->seat_text();
  // The program is killed: its connection closes, and a new one restores the seat.
  h.disconnect(b.connection);
  b.connect();
  ASSERT_TRUE(b.play->restore(seat));
  b.play->reopen();
  b.pump();
  a.pump();
  ASSERT_NE(b.play->session(), nullptr);
  // Everything played, the turns it had not seen before it was killed included.
  EXPECT_GE(b.play->session()->turns_played(), turns);
  EXPECT_EQ(b.play->session()->record().actions(), a.play->client().record()->actions());
  play_until_over(a, b, rng);
  EXPECT_TRUE(b.play->client().over());
  EXPECT_EQ(b.play->session()->record().actions(), a.play->session()->record().actions());
  EXPECT_FALSE(OnlinePlay([](const std::string&) { return nullptr; }, [](const std::string&) {}).restore("garbage"));
}

// The join's answer is lost with its connection: on the next one the join
// goes again with its token and commitment, and the seat it took comes back.
TEST_F(OnlinePlayTest, AJoinWhoseAnswerWasLostIsSentAgainAndGetsItsSeat) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  App a(&h), b(&h);
  open_game(a, b, create("pharao"));
  ASSERT_EQ(b.sent.size(), 2u);
  const online::Request first = b.sent[1];
  ASSERT_EQ(first.type, online::RequestType::kJoin);
  EXPECT_EQ(first.token.size(), 32u);
  ASSERT_FALSE(first.commit.empty());
  h.settle();
  const auto taken = b.connection->last("seated");
  ASSERT_TRUE(taken.has_value());
  // Never read: the connection drops first.
  b.reconnect();
  EXPECT_TRUE(b.play->opening_unanswered());
  b.sent.clear();
  b.play->reopen();
  ASSERT_EQ(b.sent.size(), 2u);
  EXPECT_EQ(b.sent[1].type, online::RequestType::kJoin);
  EXPECT_EQ(b.sent[1].token, first.token);
  EXPECT_EQ(b.sent[1].commit, first.commit);
  b.pump();
  a.pump();
  EXPECT_FALSE(b.play->opening_unanswered());
  EXPECT_EQ(b.play->client().side(), (*taken)["side"].get<int>());
  EXPECT_EQ(b.play->client().side(), 1 - a.play->client().side());
  EXPECT_EQ(b.play->client().token(), first.token);
  // The dice chain is the one committed to: the game plays to its end.
  std::mt19937 rng(12);
  play_until_over(a, b, rng);
  EXPECT_TRUE(b.play->client().over());
  ASSERT_NE(b.play->session(), nullptr);
  EXPECT_EQ(b.play->session()->record().actions(), a.play->session()->record().actions());
}

// A node that must read the game from its store answers a resume late;
// what comes before (the hello's welcome) must not send a reveal or a turn
// for a seat this connection does not hold yet: the node would refuse it
// as not seated.
TEST_F(OnlinePlayTest, NothingButTheResumeGoesOutBeforeTheSeatIsBack) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  App a(&h), b(&h);
  open_game(a, b, create("pharao"));
  std::mt19937 rng(5);
  // Until b reveals a link: the connection then drops before b reads
  // whether the reveal was taken, so b was still asked for it.
  bool revealed = false;
  for (int step = 0; step < 400 && !revealed && !b.play->client().over(); ++step) {
    a.pump();
    a.click(rng);
    h.settle();
    const std::size_t before = b.sent.size();
    while (b.delivered < b.connection->received.size() && b.sent.size() == before)
      b.play->receive(b.connection->received[b.delivered++].dump());
    revealed = b.sent.size() > before && b.sent.back().type == online::RequestType::kReveal;
    if (!revealed) b.click(rng);
  }
  ASSERT_TRUE(revealed);
  ASSERT_GT(b.play->client().reveal_index(), 0);
  b.reconnect();
  b.sent.clear();
  b.play->reopen();
  h.settle();
  // Everything before the resume's answer.
  while (b.delivered < b.connection->received.size() && b.connection->received[b.delivered]["type"] != "seated")
    b.play->receive(b.connection->received[b.delivered++].dump());
  ASSERT_EQ(b.sent.size(), 2u);
  EXPECT_EQ(b.sent[0].type, online::RequestType::kHello);
  EXPECT_EQ(b.sent[1].type, online::RequestType::kResume);
  play_until_over(a, b, rng);
  EXPECT_TRUE(b.play->client().over());
  EXPECT_EQ(b.play->session()->record().actions(), a.play->session()->record().actions());
}

// What an OnlinePlay sends, as requests.
struct Sent {
  std::vector<online::Request> requests;
  OnlinePlay::Send sink() {
    return [this](const std::string& text) {
      auto parsed = online::parse_request(text);
      ASSERT_TRUE(parsed.request) << text;
      requests.push_back(*parsed.request);
    };
  }
};

constexpr const char* kBusy = R"({"type":"error","code":"busy","reason":"the server cannot store games now"})";

// A node that has lost its storage refuses even the resume of a seat; once
// it is back, nothing else would bring the seat back on that connection.
TEST(OnlinePlayOpening, AResumeRefusedAsBusyIsSentAgainUntilTheSeatIsBack) {
  Sent sent;
  OnlinePlay play([](const std::string& id) { return test_games()->find(id); }, sent.sink());
  const std::string token(32, 'a');
  ASSERT_TRUE(play.restore(token + " abcdef 1 -"));
  play.reopen();
  ASSERT_EQ(sent.requests.size(), 2u);
  EXPECT_EQ(sent.requests[0].type, online::RequestType::kHello);
  EXPECT_EQ(sent.requests[1].type, online::RequestType::kResume);
  EXPECT_EQ(play.receive(kBusy), online::Received::kError);
  EXPECT_EQ(play.error_code(), "busy");
  for (int again = 0; again < 2; ++again) {
    sent.requests.clear();
    play.send_again();
    // The resume alone: the connection said hello already.
    ASSERT_EQ(sent.requests.size(), 1u);
    EXPECT_EQ(sent.requests[0].type, online::RequestType::kResume);
    EXPECT_EQ(sent.requests[0].token, token);
    EXPECT_EQ(play.receive(kBusy), online::Received::kError);
  }
  const std::string seated =
      R"({"type":"seated","game":"g1","code":"abcdef","token":")" + token + R"(","side":1})";
  EXPECT_EQ(play.receive(seated), online::Received::kSeated);
  sent.requests.clear();
  play.send_again();
  for (const auto& r : sent.requests) EXPECT_NE(r.type, online::RequestType::kResume);
}

// A create or a watch whose answer was lost with its connection goes again
// as it was on the next one (the app used to wait there for nothing).
TEST(OnlinePlayOpening, ACreateOrWatchNeverAnsweredIsSentAgainOnTheNextConnection) {
  for (const auto type : {online::RequestType::kCreate, online::RequestType::kWatch}) {
    Sent sent;
    OnlinePlay play([](const std::string& id) { return test_games()->find(id); }, sent.sink());
    online::Request opening = create("pharao");
    if (type == online::RequestType::kWatch) {
      opening = online::Request{};
      opening.type = type;
      opening.code = "abcdef23";
    }
    play.open(opening);
    ASSERT_EQ(sent.requests.size(), 2u);
    const online::Request first = sent.requests[1];
    EXPECT_TRUE(play.opening_unanswered());
    sent.requests.clear();
    play.reopen();
    ASSERT_EQ(sent.requests.size(), 2u);
    EXPECT_EQ(sent.requests[0].type, online::RequestType::kHello);
    EXPECT_EQ(online::encode_request(sent.requests[1]), online::encode_request(first));
    // Once answered, a lost connection brings the seat or the game back instead.
    const std::string answer =
        type == online::RequestType::kCreate
            ? R"({"type":"seated","game":"g1","code":"abcdef23","token":")" + std::string(32, 'a') + R"(","side":0})"
            : std::string(R"({"type":"watching","game":"g1","code":"abcdef23"})");
    play.receive(answer);
    EXPECT_FALSE(play.opening_unanswered());
    sent.requests.clear();
    play.reopen();
    ASSERT_EQ(sent.requests.size(), 2u);
    EXPECT_EQ(sent.requests[1].type,
              type == online::RequestType::kCreate ? online::RequestType::kResume : online::RequestType::kWatch);
  }
}

TEST(OnlinePlayOpening, ACreateRefusedAsBusyIsSentAgainWithItsCommitment) {
  Sent sent;
  OnlinePlay play([](const std::string& id) { return test_games()->find(id); }, sent.sink());
  play.open(create("pharao"));
  ASSERT_EQ(sent.requests.size(), 2u);
  const online::Request first = sent.requests[1];
  ASSERT_EQ(first.type, online::RequestType::kCreate);
  ASSERT_FALSE(first.commit.empty());
  EXPECT_EQ(play.receive(kBusy), online::Received::kError);
  sent.requests.clear();
  play.send_again();
  ASSERT_EQ(sent.requests.size(), 1u);
  EXPECT_EQ(sent.requests[0].type, online::RequestType::kCreate);
  EXPECT_EQ(sent.requests[0].game, "pharao");
  // The same dice chain: the seat's links must hash to this commitment.
  EXPECT_EQ(sent.requests[0].commit, first.commit);
}

}  // namespace
}  // namespace djed::server::testing
