// OnlineModel against a real djed-server in the test process (its own
// thread, loopback): two models play a game through WebSockets watched by a
// third, the server goes away and comes back and all go on by themselves,
// and failures are said in sentences.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QUrl>
#include <filesystem>
#include <random>

#include "online_test_support.hpp"
#include "online_model.hpp"

namespace djed::gui {
namespace {

// The player at this screen makes one choice when it is theirs.
bool click(OnlineModel& model, std::mt19937& rng) {
  session::GameSession* s = model.play() ? model.play()->session() : nullptr;
  if (s == nullptr || s->is_over() || !s->human_to_act()) return false;
  if (auto forced = s->forced_action()) {
    s->play(*forced);
  } else {
    const auto& choices = s->choices();
    if (choices.empty()) return false;
    s->play(choices[rng() % choices.size()].action);
  }
  model.played();
  return true;
}

TEST_F(OnlineTest, TwoModelsPlayAGameAndSurviveTheServerGoingAway) {
  ServerThread server(data_);
  server.start();
  OnlineModel a(games()), b(games());
  a.create(server.url(), "Ann", "pharao", "", "first", "10+5");
  ASSERT_TRUE(wait_until([&] { return !a.code().isEmpty(); })) << a.problem().toStdString();
  b.join(server.url(), "Bob", a.code());
  ASSERT_TRUE(wait_until([&] { return a.names().contains("Bob") && b.play() && b.play()->session(); }));
  EXPECT_EQ(b.names().value(a.side()), "Ann");
  EXPECT_EQ(b.side(), 1 - a.side());
  OnlineModel w(games());
  w.watch(server.url(), a.code());
  ASSERT_TRUE(wait_until([&] { return w.play() && w.play()->session(); }));
  std::mt19937 rng(3);
  // Some turns, then the server goes away and comes back on the same port.
  ASSERT_TRUE(wait_until([&] {
    click(a, rng), click(b, rng);
    return a.play()->client().record()->turns_played() >= 6;
  }));
  server.stop();
  ASSERT_TRUE(wait_until([&] {
    return a.connection() == OnlineModel::Connection::Reconnecting &&
           b.connection() == OnlineModel::Connection::Reconnecting &&
           w.connection() == OnlineModel::Connection::Reconnecting;
  }));
  EXPECT_FALSE(a.problem().isEmpty());
  server.start();
  ASSERT_TRUE(wait_until([&] {
    return a.connection() == OnlineModel::Connection::Online && b.connection() == OnlineModel::Connection::Online;
  }));
  ASSERT_TRUE(wait_until([&] {
    click(a, rng), click(b, rng);
    return a.over() && b.over();
  })) << [&] {
    std::string out;
    for (OnlineModel* m : {&a, &b}) {
      auto* p = m->play();
      out += "side " + std::to_string(m->side()) + " conn " + std::to_string(int(m->connection())) + " client turns " +
             std::to_string(p->client().record()->turns_played()) + " actions " +
             std::to_string(p->client().record()->actions().size()) + " session actions " +
             std::to_string(p->session()->record().actions().size()) + " my_turn " + std::to_string(p->client().my_turn()) +
             " reveal " + std::to_string(p->client().reveal_index()) + " human " + std::to_string(p->session()->human_to_act()) +
             " dice_due " + std::to_string(p->session()->dice_due()) + " problem " + m->problem().toStdString() + "\n";
    }
    return out;
  }();
  EXPECT_EQ(a.play()->session()->record().actions(), b.play()->session()->record().actions());
  EXPECT_GT(a.play()->client().throws_checked(), 0);
  // The spectator came back by itself too, and saw the game to its end.
  ASSERT_TRUE(wait_until([&] { return w.over(); })) << w.problem().toStdString();
  EXPECT_EQ(w.play()->session()->record().actions(), a.play()->session()->record().actions());
}

TEST_F(OnlineTest, FailuresAreSaidInSentences) {
  OnlineModel model(games());
  model.list(QStringLiteral("ws://127.0.0.1:1/"));
  ASSERT_TRUE(wait_until([&] { return !model.problem().isEmpty(); }));
  EXPECT_TRUE(model.problem().contains("cannot be reached")) << model.problem().toStdString();
  EXPECT_EQ(model.connection(), OnlineModel::Connection::Offline);

  ServerThread server(data_);
  server.start();
  // Several nodes of one server: an unreachable one is passed over.
  OnlineModel nodes(games());
  nodes.list(QStringLiteral("ws://127.0.0.1:1/, ") + server.url());
  ASSERT_TRUE(wait_until([&] { return nodes.connection() == OnlineModel::Connection::Online; }))
      << nodes.problem().toStdString();
  EXPECT_TRUE(nodes.problem().isEmpty()) << nodes.problem().toStdString();
  OnlineModel none(games());
  none.list(QStringLiteral("ws://127.0.0.1:1/,ws://127.0.0.1:2/"));
  ASSERT_TRUE(wait_until([&] { return !none.problem().isEmpty(); }));
  EXPECT_TRUE(none.problem().contains("ws://127.0.0.1:1/,ws://127.0.0.1:2/")) << none.problem().toStdString();

  model.join(server.url(), "Bob", "zzzzzz");
  ASSERT_TRUE(wait_until([&] { return !model.problem().isEmpty(); }));
  EXPECT_TRUE(model.problem().contains("No game has this code")) << model.problem().toStdString();

  OnlineModel host(games());
  host.create(server.url(), "Ann", "seti", "beth", "random", "3d");
  ASSERT_TRUE(wait_until([&] { return !host.code().isEmpty(); }));
  model.list(server.url());
  ASSERT_TRUE(wait_until([&] { return !model.open_games().isEmpty(); }));
  const auto game = model.open_games().front().toMap();
  EXPECT_EQ(game.value("code").toString(), host.code());
  EXPECT_EQ(game.value("game").toString(), "seti");
  EXPECT_EQ(game.value("clock").toString(), "3d");

  // A third player for a game of two.
  OnlineModel second(games()), third(games());
  second.join(server.url(), "Bob", host.code());
  ASSERT_TRUE(wait_until([&] { return host.names().contains("Bob"); }));
  third.join(server.url(), "Cleo", host.code());
  ASSERT_TRUE(wait_until([&] { return !third.problem().isEmpty(); }));
  EXPECT_EQ(third.problem(), "This game already has two players.");
  EXPECT_EQ(third.connection(), OnlineModel::Connection::Offline);
}

TEST_F(OnlineTest, TheOpenGamesFollowTheServerWithoutAskingAgain) {
  ServerThread server(data_);
  server.start();
  OnlineModel lobby(games()), ann(games()), bob(games());
  lobby.list(server.url());
  ASSERT_TRUE(wait_until([&] { return lobby.connection() == OnlineModel::Connection::Online; }));
  EXPECT_TRUE(lobby.open_games().isEmpty());
  ann.create(server.url(), "Ann", "ramses", "", "first", "5+3");
  ASSERT_TRUE(wait_until([&] { return !ann.code().isEmpty(); })) << ann.problem().toStdString();
  // Listed by itself within a couple of seconds, nothing asked again.
  ASSERT_TRUE(wait_until([&] { return lobby.open_games().size() == 1; }));
  EXPECT_EQ(lobby.open_games().front().toMap().value("code").toString(), ann.code());
  bob.join(server.url(), "Bob", ann.code());
  ASSERT_TRUE(wait_until([&] { return lobby.open_games().isEmpty(); }));
}

TEST_F(OnlineTest, WhileTheServerIsAwayTheStatusSaysSoAndTheNextTryIsCountedDown) {
  ServerThread server(data_);
  server.start();
  OnlineModel a(games()), b(games());
  a.create(server.url(), "Ann", "ramses", "", "first", "5+3");
  ASSERT_TRUE(wait_until([&] { return !a.code().isEmpty(); })) << a.problem().toStdString();
  b.join(server.url(), "Bob", a.code());
  ASSERT_TRUE(wait_until([&] { return a.started() && b.started() && a.play()->session()->human_to_act(); }));
  // The first turn is awaited: whose, and how long is left.
  EXPECT_EQ(a.first_turn_side(), a.side());
  EXPECT_GT(a.first_turn_seconds(), 20);
  EXPECT_LE(a.first_turn_seconds(), 30);
  EXPECT_EQ(a.running(), (QVariantList{false, false}));
  server.stop();
  ASSERT_TRUE(wait_until([&] { return a.connection() == OnlineModel::Connection::Reconnecting; }));
  ASSERT_TRUE(wait_until([&] { return a.retry_seconds() > 0; }));
  EXPECT_LE(a.retry_seconds(), 10);
  EXPECT_EQ(a.first_turn_side(), a.side()) << "what the server last said stands";
  server.start();
  ASSERT_TRUE(wait_until([&] { return a.connection() == OnlineModel::Connection::Online; }));
  EXPECT_EQ(a.retry_seconds(), -1);
}

}  // namespace
}  // namespace djed::gui
