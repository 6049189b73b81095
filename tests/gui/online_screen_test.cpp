// The game screen online, against a real djed-server in the test process:
// the launcher shows the online model's game as soon as the server seats a
// player, the SessionModel sends the turns played by clicks, routes resign
// and draws to the server, keeps undo, hint and the dice button off, follows
// a rematch onto the new game, and the record and the seat are kept on disk.
// Hosting on this computer: the embedded server is announced on the network
// and found by LanGames, and a taken port is refused in a sentence.
#include <gtest/gtest.h>

#include <QDir>
#include <QNetworkInterface>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUdpSocket>
#include <random>

#include "djed/record_file.hpp"
#include "game_launcher.hpp"
#include "game_session.hpp"
#include "lan_games.hpp"
#include "local_host.hpp"
#include "online_model.hpp"
#include "online_test_support.hpp"

namespace djed::gui {
namespace {

// The player here makes one choice through the screen, as clicks would.
bool click(SessionModel& screen, std::mt19937& rng) {
  const session::GameSession& s = screen.game();
  if (s.is_over() || !s.human_to_act() || screen.thinking()) return false;
  const auto& choices = s.choices();
  if (choices.empty()) return false;
  const session::Choice& c = choices[rng() % choices.size()];
  if (c.view.interaction != Interaction::kBoard) {
    const auto buttons = s.buttons();
    for (std::size_t i = 0; i < buttons.size(); ++i)
      if (buttons[i].action == c.action) screen.pressButton(static_cast<int>(i));
    return true;
  }
  screen.deselect();
  screen.clickCell(c.view.from);
  if (s.selected_cell() == c.view.from) screen.clickCell(c.view.to, c.view.to_spot);
  return true;
}

class OnlineScreenTest : public OnlineTest {};

// A discovery port of the test's own, free now (0: none found).
quint16 free_udp_port() {
  QUdpSocket probe;
  if (!probe.bind(QHostAddress::LocalHost, 0)) return 0;
  return probe.localPort();
}

TEST_F(OnlineScreenTest, TheGameScreenPlaysResignsDrawsAndFollowsARematch) {
  ServerThread server(data_);
  server.start();
  const QString keep = QString::fromStdString((data_ / "kept").string());
  PluginHost& host = *games();
  OnlineModel a(games()), b(games());
  a.set_keep_folder(keep);
  GameLauncher la(host, {}), lb(host, {});
  la.set_autosave(false);
  lb.set_autosave(false);
  la.set_online(&a);
  lb.set_online(&b);

  a.create(server.url(), "Ann", "seti", "beth", "first", "10+5");
  ASSERT_TRUE(wait_until([&] { return la.session() != nullptr; })) << a.problem().toStdString();
  SessionModel* sa = la.session();
  EXPECT_EQ(sa->online(), &a);
  EXPECT_FALSE(a.code().isEmpty());
  EXPECT_FALSE(a.keptSeats().isEmpty());  // the seat is kept from the start
  // Ann starts, but not before someone has joined.
  EXPECT_FALSE(sa->human_to_act());
  EXPECT_EQ(sa->status(), "Waiting for an opponent to join.");
  b.join(server.url(), "Bob", a.code());
  ASSERT_TRUE(wait_until([&] { return lb.session() != nullptr && a.names().contains("Bob"); }));
  SessionModel* sb = lb.session();
  ASSERT_TRUE(wait_until([&] { return sa->human_to_act(); }));
  EXPECT_EQ(sa->sides()[0].toMap().value("online").toString(), "Ann");
  EXPECT_TRUE(sa->sides()[0].toMap().value("you").toBool());
  EXPECT_EQ(sb->sides()[0].toMap().value("online").toString(), "Ann");
  EXPECT_FALSE(sb->sides()[0].toMap().value("you").toBool());

  // A spectator's screen shows the game and acts for nobody.
  OnlineModel c(games());
  GameLauncher lc(host, {});
  lc.set_autosave(false);
  lc.set_online(&c);
  c.watch(server.url(), a.code());
  ASSERT_TRUE(wait_until([&] { return lc.session() != nullptr; })) << c.problem().toStdString();
  SessionModel* sc = lc.session();
  EXPECT_EQ(c.side(), -1);
  EXPECT_FALSE(sc->human_to_act());
  EXPECT_FALSE(sc->can_resign());
  EXPECT_FALSE(sc->can_offer_draw());
  ASSERT_TRUE(wait_until([&] { return a.spectators() == 1; }));

  // Turns played by clicks reach the other screen; no take-backs, no hints.
  std::mt19937 rng(5);
  ASSERT_TRUE(wait_until([&] {
    click(*sa, rng), click(*sb, rng);
    return b.play()->client().record() != nullptr && b.play()->client().record()->turns_played() >= 4;
  }));
  EXPECT_FALSE(sa->can_undo());
  EXPECT_FALSE(sa->can_redo());
  EXPECT_FALSE(sa->can_hint());
  EXPECT_FALSE(sa->human_throws());
  EXPECT_FALSE(a.can_abort());  // each side has played
  ASSERT_TRUE(wait_until([&] {
    return sa->game().record().actions() == sb->game().record().actions() &&
           sc->game().record().actions() == sa->game().record().actions();
  }));
  EXPECT_EQ(sc->history()->rowCount(), sa->history()->rowCount());  // the spectator's turns list
  EXPECT_EQ(c.time_control(), "10+5");

  // A draw offered on one screen is answered on the other.
  ASSERT_TRUE(sa->can_offer_draw());
  EXPECT_FALSE(sa->offerDraw());  // the answer comes from the other player
  ASSERT_TRUE(wait_until([&] { return sb->draw_offered(); }));
  EXPECT_FALSE(sa->draw_offered());
  EXPECT_FALSE(sa->can_offer_draw());
  sb->answerDraw(false);
  ASSERT_TRUE(wait_until([&] { return a.draw_offer() < 0 && sa->can_offer_draw(); }));
  EXPECT_EQ(a.notice(), "Bob declined the draw.");

  // The game saved on one screen opens again (the remote seats keep their names).
  const QString saved = QString::fromStdString((data_ / "saved.djed").string());
  ASSERT_EQ(la.saveRecord(QUrl::fromLocalFile(saved)), "");
  GameLauncher reader(host, {});
  reader.set_autosave(false);
  ASSERT_EQ(reader.openRecord(QUrl::fromLocalFile(saved)), "");
  EXPECT_EQ(reader.session()->game().record().actions(), sa->game().record().actions());

  // Bob resigns on his screen: both screens end, Ann wins, in words.
  ASSERT_TRUE(sb->can_resign());
  sb->resign();
  ASSERT_TRUE(wait_until([&] { return sa->over() && sb->over(); }));
  EXPECT_EQ(sa->winner(), 0);
  EXPECT_EQ(sb->winner(), 0);
  EXPECT_EQ(a.end_text(), "Bob resigned: Ann wins.");
  EXPECT_FALSE(sa->can_resign());

  // The record is kept as it went, and the seat of a finished game is not.
  ASSERT_TRUE(wait_until([&] { return a.keptSeats().isEmpty(); }));
  const auto text = read_record_text((std::filesystem::path(keep.toStdString()) / (a.code().toStdString() + ".djed")));
  ASSERT_TRUE(text) << text.message();
  const auto record = parse_record(text.value());
  ASSERT_TRUE(record) << record.message();
  EXPECT_EQ(record.value().tag("Game").value_or(""), "seti");
  EXPECT_EQ(record.value().tag("Variant").value_or(""), "beth");
  EXPECT_TRUE(text.value().find("Bob") != std::string::npos) << text.value();

  // A rematch: both ask, the screens stay and show the new game, sides swapped.
  a.rematch();
  ASSERT_TRUE(wait_until([&] { return b.rematch_offer() == 0; }));
  b.rematch();
  ASSERT_TRUE(wait_until([&] { return !sa->over() && !sb->over() && a.side() == 1 && b.side() == 0; }));
  EXPECT_EQ(la.session(), sa);  // the same screen, a new game on it
  EXPECT_EQ(sa->turns_played(), 0);
  EXPECT_TRUE(a.can_abort());
  a.abort();
  ASSERT_TRUE(wait_until([&] { return sa->over() && sb->over(); }));
  EXPECT_EQ(sa->winner(), -1);
  EXPECT_EQ(b.end_text(), "Ann aborted the game.");  // who aborted it, said

  // Leaving the screen leaves the game's connection.
  la.close();
  EXPECT_EQ(a.connection(), OnlineModel::Connection::Offline);
}

TEST_F(OnlineScreenTest, EveryGameInPlayIsKeptToComeBackTo) {
  ServerThread server(data_);
  server.start();
  const QString keep = QString::fromStdString((data_ / "kept").string());
  OnlineModel ann(games()), bob(games()), cleo(games());
  ann.set_keep_folder(keep);
  GameLauncher la(*games(), {});
  la.set_autosave(false);
  la.set_online(&ann);
  QStringList codes;
  for (OnlineModel* other : {&bob, &cleo}) {
    ann.create(server.url(), "Ann", "ramses", "", "first", "untimed");
    ASSERT_TRUE(wait_until([&] { return la.session() != nullptr && !ann.code().isEmpty(); }));
    codes << ann.code();
    other->join(server.url(), other == &bob ? "Bob" : "Cleo", ann.code());
    ASSERT_TRUE(wait_until([&] { return la.session()->human_to_act(); }));
    la.close();  // leaves the game under way
  }
  const QVariantList kept = ann.keptSeats();
  ASSERT_EQ(kept.size(), 2);
  QStringList opponents;
  for (const QVariant& k : kept) opponents << k.toMap().value("opponent").toString();
  opponents.sort();
  EXPECT_EQ(opponents, (QStringList{"Bob", "Cleo"}));
  // Back to the first: the same seat, the same opponent.
  ann.resumeKept(codes[0]);
  ASSERT_TRUE(wait_until([&] { return la.session() != nullptr && ann.names().contains("Bob"); })) << ann.problem().toStdString();
  EXPECT_EQ(ann.side(), 0);
  EXPECT_EQ(ann.code(), codes[0]);
}

TEST_F(OnlineScreenTest, LeavingAGameNobodyJoinedCallsItOff) {
  ServerThread server(data_);
  server.start();
  const QString keep = QString::fromStdString((data_ / "kept").string());
  OnlineModel a(games()), b(games());
  a.set_keep_folder(keep);
  GameLauncher la(*games(), {});
  la.set_autosave(false);
  la.set_online(&a);
  a.create(server.url(), "Ann", "ramses", "", "random", "untimed");
  ASSERT_TRUE(wait_until([&] { return la.session() != nullptr && !a.keptSeats().isEmpty(); }));
  b.list(server.url());
  ASSERT_TRUE(wait_until([&] { return b.open_games().size() == 1; }));
  la.close();
  EXPECT_TRUE(a.keptSeats().isEmpty());
  // The server lets go of it: no longer listed, and joining it is refused.
  ASSERT_TRUE(wait_until([&] {
    b.list(server.url());
    return wait_until([&] { return b.connection() == OnlineModel::Connection::Online; }) && b.open_games().isEmpty();
  }));
}

TEST_F(OnlineScreenTest, TheOtherPlayersTurnIsHeardAndAsksForAttentionOwnTurnsDoNot) {
  ServerThread server(data_);
  server.start();
  PluginHost& host = *games();
  OnlineModel a(games()), b(games());
  GameLauncher la(host, {}), lb(host, {});
  la.set_autosave(false);
  lb.set_autosave(false);
  la.set_online(&a);
  lb.set_online(&b);
  a.create(server.url(), "Ann", "ramses", "", "first", "untimed");
  ASSERT_TRUE(wait_until([&] { return la.session() != nullptr; })) << a.problem().toStdString();
  b.join(server.url(), "Bob", a.code());
  ASSERT_TRUE(wait_until([&] { return lb.session() != nullptr && la.session()->human_to_act(); }));
  QSignalSpy ann_called(&la, &GameLauncher::yourTurn), bob_called(&lb, &GameLauncher::yourTurn);
  QSignalSpy ann_heard(la.session(), &SessionModel::sound), bob_heard(lb.session(), &SessionModel::sound);
  std::mt19937 rng(8);
  // Ann plays her turn: Bob hears it and is called; Ann is not called by her own turn.
  ASSERT_TRUE(wait_until([&] {
    click(*la.session(), rng);
    return lb.session()->human_to_act();
  }));
  ASSERT_TRUE(wait_until([&] { return bob_called.count() == 1; }));
  EXPECT_EQ(ann_called.count(), 0);
  ASSERT_FALSE(bob_heard.isEmpty());
  EXPECT_EQ(bob_heard.last().at(0).toString(), "move");
  // Bob answers: Ann is called once.
  ASSERT_TRUE(wait_until([&] {
    click(*lb.session(), rng);
    return la.session()->human_to_act();
  }));
  ASSERT_TRUE(wait_until([&] { return ann_called.count() == 1; }));
  EXPECT_EQ(bob_called.count(), 1);
  // A screen that takes the game up again (a resume) is not called for turns already played.
  OnlineModel again(games());
  GameLauncher lc(host, {});
  lc.set_autosave(false);
  lc.set_online(&again);
  again.resume(server.url(), a.seatText());
  ASSERT_TRUE(wait_until([&] { return lc.session() != nullptr && lc.session()->turns_played() == 2; }));
  QSignalSpy resumed_called(&lc, &GameLauncher::yourTurn);
  for (int i = 0; i < 20; ++i) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  EXPECT_EQ(resumed_called.count(), 0);
}

TEST_F(OnlineScreenTest, AGameHostedHereIsFoundOnTheNetworkAndPlayed) {
  const quint16 discovery = free_udp_port();
  ASSERT_NE(discovery, 0);

  LanGames lan(discovery);
  ASSERT_TRUE(lan.listening());
  LocalHost host(games(), QString::fromStdString((data_ / "host").string()));
  host.set_discovery_port(discovery);
  ASSERT_TRUE(host.start(0, "Ann", true)) << host.problem().toStdString();
  ASSERT_TRUE(host.running());
  EXPECT_TRUE(host.network());
  EXPECT_GT(host.port(), 0);
  EXPECT_FALSE(host.addresses().isEmpty());
  // Heard at one of this computer's addresses.
  QString url;
  ASSERT_TRUE(wait_until([&] {
    for (const QVariant& h : lan.hosts())
      if (h.toMap().value("url").toString().endsWith(QStringLiteral(":%1").arg(host.port())) &&
          h.toMap().value("name").toString() == "Ann")
        url = h.toMap().value("url").toString();
    return !url.isEmpty();
  }));

  OnlineModel a(games()), b(games());
  a.create(host.local_url(), "Ann", "ramses", "", "random", "untimed");
  ASSERT_TRUE(wait_until([&] { return !a.code().isEmpty(); })) << a.problem().toStdString();
  b.list(url);
  ASSERT_TRUE(wait_until([&] { return !b.open_games().isEmpty(); }));
  EXPECT_EQ(b.open_games().front().toMap().value("code").toString(), a.code());

  // A second host on the same port is refused in a sentence naming it.
  QTcpServer taken;
  ASSERT_TRUE(taken.listen(QHostAddress::Any, 0));
  LocalHost second(games(), QString::fromStdString((data_ / "second").string()));
  EXPECT_FALSE(second.start(taken.serverPort(), "Bob", true));
  EXPECT_FALSE(second.running());
  EXPECT_TRUE(second.problem().contains(QString::number(taken.serverPort()))) << second.problem().toStdString();

  // Heard at each of its addresses, the host is listed once; gone at once when it stops.
  int listed = 0;
  for (const QVariant& h : lan.hosts()) listed += h.toMap().value("name").toString() == "Ann";
  EXPECT_EQ(listed, 1);
  host.stop();
  EXPECT_FALSE(host.running());
  EXPECT_TRUE(host.addresses().isEmpty());
  ASSERT_TRUE(wait_until([&] { return lan.hosts().isEmpty(); }));
}

TEST_F(OnlineScreenTest, AGameHostedForThisComputerAloneIsNeitherReachableFromTheNetworkNorAnnounced) {
  const quint16 discovery = free_udp_port();
  ASSERT_NE(discovery, 0);
  LanGames lan(discovery);
  ASSERT_TRUE(lan.listening());
  LocalHost host(games(), QString::fromStdString((data_ / "host").string()));
  host.set_discovery_port(discovery);
  ASSERT_TRUE(host.start(0, "Ann")) << host.problem().toStdString();
  EXPECT_FALSE(host.network());
  EXPECT_EQ(host.addresses(), QStringList{host.local_url()});
  // Reached on the loopback address ...
  OnlineModel a(games());
  a.create(host.local_url(), "Ann", "ramses", "", "random", "untimed");
  ASSERT_TRUE(wait_until([&] { return !a.code().isEmpty(); })) << a.problem().toStdString();
  // ... and on no other address of this computer.
  for (const QHostAddress& address : QNetworkInterface::allAddresses()) {
    if (address.isLoopback() || address.protocol() != QAbstractSocket::IPv4Protocol) continue;
    QTcpSocket outside;
    outside.connectToHost(address, static_cast<quint16>(host.port()));
    EXPECT_FALSE(outside.waitForConnected(2000)) << address.toString().toStdString();
  }
  // Nothing announced.
  for (int i = 0; i < 30; ++i) QCoreApplication::processEvents(QEventLoop::AllEvents, 100);
  EXPECT_TRUE(lan.hosts().isEmpty());
}

}  // namespace
}  // namespace djed::gui
