// Starting games from the launcher: who starts, and a series in which the
// first player alternates; the settings and the sound files it relies on.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QPointer>
#include <QRect>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <set>

#include "app_settings.hpp"
#include "djed/plugin_host.hpp"
#include "game_launcher.hpp"
#include "game_statistics.hpp"
#include "session_model.hpp"

namespace djed::gui {
namespace {

class GameLauncherTest : public ::testing::Test {
 protected:
  void SetUp() override { host.load_directory(DJED_GAME_PLUGIN_DIR, true); }
  PluginHost host;
};

TEST_F(GameLauncherTest, RamsesStartsWithTheSideChosenOrDrawn) {
  GameLauncher launcher(host, {});
  ASSERT_EQ(launcher.start("ramses", "", {"human", "human"}, {}, 1), "");
  EXPECT_EQ(launcher.session()->position(), "L:2,3,4,5(10) D:19,20,21,22(10) D first");
  EXPECT_EQ(launcher.session()->side_to_move(), 1);
  ASSERT_EQ(launcher.start("ramses", "", {"human", "human"}, {}, 0), "");
  EXPECT_EQ(launcher.session()->position(), "L:2,3,4,5(10) D:19,20,21,22(10) L first");
  std::set<int> drawn;
  for (int i = 0; i < 64; ++i) drawn.insert(launcher.drawFirstPlayer());
  EXPECT_EQ(drawn, (std::set<int>{0, 1}));
}

TEST_F(GameLauncherTest, OfflineNoTurnIsAnnouncedAsTheOtherPlayers) {
  GameLauncher launcher(host, {});
  launcher.set_autosave(false);
  ASSERT_EQ(launcher.start("ramses", "", {"human", "human"}, {}, 0), "");
  SessionModel* s = launcher.session();
  QSignalSpy called(s, &SessionModel::yourTurn), heard(s, &SessionModel::sound);
  for (int i = 0; i < 40 && s->turns_played() == 0; ++i) {
    const auto& choices = s->game().choices();
    ASSERT_FALSE(choices.empty());
    s->clickCell(choices.front().view.from);
    s->clickCell(choices.front().view.to, choices.front().view.to_spot);
  }
  ASSERT_EQ(s->turns_played(), 1);
  s->undo();
  const auto sounds_before = heard.count();
  s->redo();
  EXPECT_EQ(called.count(), 0) << "only an online opponent's turn asks for attention";
  EXPECT_EQ(heard.count(), sounds_before) << "a redo is not the other player's move";
}

TEST_F(GameLauncherTest, AGameThatCannotStartSaysWhyAndKeepsTheCurrentOne) {
  GameLauncher launcher(host, {});
  ASSERT_EQ(launcher.start("seti", "beth", {"human", "human"}), "");
  SessionModel* current = launcher.session();
  EXPECT_EQ(launcher.start("chess", "", {"human", "human"}), "The game 'chess' is not loaded (loaded: pharao, ramses, seti).");
  const QString bad = launcher.start("ramses", "", {"human", "human"}, "L:1\n2 D:3 L");
  EXPECT_TRUE(bad.contains("L:1\\n2 D:3 L")) << bad.toStdString();  // one line, escaped
  EXPECT_EQ(launcher.session(), current);
}

TEST_F(GameLauncherTest, ASeriesOfRamsesAlternatesWhoStarts) {
  GameLauncher launcher(host, {});
  ASSERT_EQ(launcher.start("ramses", "", {"human", "easy"}, {}, 1), "");
  EXPECT_FALSE(launcher.play_again_swaps_sides()) << "the other side starts";
  for (const char* side : {"L", "D", "L"}) {
    ASSERT_EQ(launcher.playAgain(), "");
    EXPECT_EQ(launcher.session()->position(), QString("L:2,3,4,5(10) D:19,20,21,22(10) %1 first").arg(side));
    EXPECT_EQ(launcher.session()->seats(), (QStringList{"human", "easy"}));
  }
}

// The series counts each game once: a finished game taken back no longer
// counts, and played again counts once more, however often.
TEST_F(GameLauncherTest, UndoAndRedoOfTheEndDoNotCountItTwiceInTheSeries) {
  GameLauncher launcher(host, {});
  ASSERT_EQ(launcher.start("ramses", "", {"human", "human"}, {}, 0), "");
  EXPECT_EQ(launcher.series_score(), (QVariantList{0, 0, 0}));
  launcher.session()->resign();  // Light resigns: Dark wins
  EXPECT_EQ(launcher.series_score(), (QVariantList{0, 1, 0}));
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(launcher.session()->can_undo());
    launcher.session()->undo();
    EXPECT_EQ(launcher.series_score(), (QVariantList{0, 0, 0}));
    ASSERT_TRUE(launcher.session()->can_redo());
    launcher.session()->redo();
    EXPECT_EQ(launcher.series_score(), (QVariantList{0, 1, 0}));
  }
  // The next game of the series keeps the score; its own end adds to it.
  ASSERT_EQ(launcher.playAgain(), "");
  EXPECT_EQ(launcher.series_score(), (QVariantList{0, 1, 0}));
  launcher.session()->resign();  // Dark starts this one, and resigns
  EXPECT_EQ(launcher.series_score(), (QVariantList{1, 1, 0}));
  // A new game of its own starts a new series.
  ASSERT_EQ(launcher.start("ramses", "", {"human", "human"}, {}, 0), "");
  EXPECT_EQ(launcher.series_score(), (QVariantList{0, 0, 0}));
}

// A record with a player elsewhere opens: the screen names them and waits
// for their turn, which only arrives from outside.
TEST_F(GameLauncherTest, ARecordWithAPlayerElsewhereOpensAndWaitsForThem) {
  QTemporaryDir dir;
  const QString file = dir.filePath("remote.djed");
  QFile out(file);
  ASSERT_TRUE(out.open(QIODevice::WriteOnly));
  out.write("[Game \"seti\"]\n[Variant \"beth\"]\n[Format \"1\"]\n[White \"remote Amira\"]\n[Brown \"human\"]\n"
            "[First \"White\"]\n[Result \"*\"]\n\n*\n");
  out.close();
  GameLauncher launcher(host, {});
  launcher.set_autosave(false);
  ASSERT_EQ(launcher.openRecord(QUrl::fromLocalFile(file)), "");
  const QVariantMap white = launcher.session()->sides()[0].toMap();
  EXPECT_EQ(white["remote"], "Amira");
  EXPECT_EQ(launcher.session()->status(), "Waiting for Amira (White).");
  for (int i = 0; i < 20; ++i) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  EXPECT_EQ(launcher.session()->turns_played(), 0) << "nobody here plays White";
  EXPECT_FALSE(launcher.session()->human_to_act());
  EXPECT_FALSE(launcher.session()->can_undo());
}

// Answering a draw offer while a hint's search reads the game stops the
// search first: the game does not end under it.
TEST_F(GameLauncherTest, AnsweringADrawStopsAHintsSearchFirst) {
  GameLauncher launcher(host, {});
  ASSERT_EQ(launcher.start("seti", "aleph", {"human", "human"}), "");
  SessionModel* s = launcher.session();
  EXPECT_FALSE(s->offerDraw()) << "between humans the offer waits for the answer";
  ASSERT_TRUE(s->draw_offered());
  s->hint();
  ASSERT_TRUE(s->hinting());
  s->answerDraw(true);
  EXPECT_FALSE(s->hinting()) << "the search was stopped before the game ended";
  EXPECT_TRUE(s->over());
  for (int i = 0; i < 10; ++i) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  EXPECT_EQ(s->hint_text(), "") << "no hint arrives for a game that ended";
}

TEST_F(GameLauncherTest, WhereTheRulesFixWhoStartsThePlayersSwapSides) {
  GameLauncher launcher(host, {});
  // Dark always starts Pharao: the other side cannot be asked for.
  EXPECT_NE(launcher.start("pharao", "", {"human", "hard"}, {}, 0).indexOf("Dark always starts"), -1);
  ASSERT_EQ(launcher.start("pharao", "", {"human", "hard"}), "");
  ASSERT_EQ(launcher.playAgain(), "");
  EXPECT_EQ(launcher.session()->seats(), (QStringList{"hard", "human"}));
  ASSERT_EQ(launcher.playAgain(), "");
  EXPECT_EQ(launcher.session()->seats(), (QStringList{"human", "hard"}));
  EXPECT_TRUE(launcher.play_again_swaps_sides()) << "the button says so";
  ASSERT_EQ(launcher.start("seti", "beth", {"medium", "human"}), "");
  EXPECT_TRUE(launcher.play_again_swaps_sides());
  ASSERT_EQ(launcher.playAgain(), "");
  EXPECT_EQ(launcher.session()->game_id(), "seti");
  EXPECT_EQ(launcher.session()->seats(), (QStringList{"human", "medium"}));
  EXPECT_EQ(launcher.session()->position(), "hhphh/5/5/5/5/5/5/5/5/HHPHH w 0 0");
}

TEST_F(GameLauncherTest, AGameFromAPositionIsNotASeries) {
  GameLauncher launcher(host, {});
  EXPECT_NE(launcher.playAgain(), "");
  ASSERT_EQ(launcher.start("ramses", "", {"human", "human"}, "L:4,12,13,20 D:14,15,18,19 L"), "");
  EXPECT_NE(launcher.playAgain(), "");
  EXPECT_NE(launcher.start("ramses", "", {"human", "human"}, {}, 2), "");
}

// Closing a game while the computer thinks (the window closes, "back to the
// games") stops its search and returns at once, not when the search ends.
TEST_F(GameLauncherTest, ClosingAGameWhileTheComputerThinksIsQuick) {
  GameLauncher launcher(host, {});
  for (const char* game : {"ramses", "seti", "pharao"}) {
    ASSERT_EQ(launcher.start(game, "", {"hard", "hard"}), "");
    QElapsedTimer waited;
    waited.start();
    while (!launcher.session()->thinking() && waited.elapsed() < 5000) QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    ASSERT_TRUE(launcher.session()->thinking()) << game;
    QPointer<SessionModel> old = launcher.session();
    QElapsedTimer closing;
    closing.start();
    launcher.close();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);  // the model goes, its search stops
    EXPECT_TRUE(old.isNull()) << game;
    // `hard` thinks 1.5 s: a stop not heard would wait for the search's end.
    // How fast a stop is, bench/search_bench measures (BM_StopLatency).
    EXPECT_LT(closing.elapsed(), 1000) << game;
    EXPECT_EQ(launcher.session(), nullptr);
  }
}

}  // namespace
}  // namespace djed::gui

// The sound effects are made at build time and built into the program: each
// is a short 16-bit mono WAV file.
TEST(Sounds, EachEffectIsAShortWavFileInTheProgram) {
  for (const char* kind : {"move", "capture", "dice", "end"}) {
    QFile file(QStringLiteral(":/sounds/%1.wav").arg(QLatin1String(kind)));
    ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << kind;
    const QByteArray bytes = file.readAll();
    EXPECT_TRUE(bytes.startsWith("RIFF")) << kind;
    EXPECT_EQ(bytes.mid(8, 8), QByteArray("WAVEfmt ")) << kind;
    EXPECT_GT(bytes.size(), 2000) << kind;
    EXPECT_LT(bytes.size(), 100000) << kind << ": a second of sound at most";
  }
}

// Settings survive a restart: what one AppSettings stores, the next reads;
// "reset to defaults" forgets everything.
TEST(Settings, SurviveARestartAndReset) {
  using djed::gui::AppSettings;
  QStandardPaths::setTestModeEnabled(true);
  {
    AppSettings settings;
    settings.resetToDefaults();
    settings.set_language("fr");
    settings.set_theme("system");
    settings.set_animation("off");
    settings.set_show_legal_moves(false);
    settings.set_volume(30);
    settings.setSeats("seti", {"hard", "human"});
    settings.setThinkSeconds("hard", 4.5);
    settings.set_window_geometry(QRect(10, 20, 900, 650));
    settings.set_host_reach("network");
    settings.set_online_create({{"game", "seti"}, {"variant", "beth"}, {"seat", "second"}, {"clock", "3d"},
                                {"listed", false}});
  }
  AppSettings again;
  EXPECT_EQ(again.language(), "fr");
  EXPECT_EQ(again.theme(), "system");
  EXPECT_EQ(again.animation_scale(), 0.0);
  EXPECT_FALSE(again.show_legal_moves());
  EXPECT_EQ(again.volume(), 30);
  EXPECT_EQ(again.seats("seti"), (QStringList{"hard", "human"}));
  EXPECT_EQ(again.thinkSeconds("hard"), 4.5);
  EXPECT_EQ(again.window_geometry(), QRect(10, 20, 900, 650));
  EXPECT_EQ(again.host_reach(), "network");
  const QVariantMap create = again.online_create();
  EXPECT_EQ(create.value("game"), "seti");
  EXPECT_EQ(create.value("variant"), "beth");
  EXPECT_EQ(create.value("seat"), "second");
  EXPECT_EQ(create.value("clock"), "3d");
  EXPECT_EQ(create.value("listed"), false);
  // Unknown values are not taken.
  again.set_theme("purple");
  EXPECT_EQ(again.theme(), "system");
  again.set_host_reach("everyone");
  EXPECT_EQ(again.host_reach(), "network");
  // A seat edited into nonsense reads as the default.
  again.set_online_create({{"game", "seti"}, {"seat", "both"}});
  EXPECT_EQ(again.online_create().value("seat"), "random");
  again.resetToDefaults();
  AppSettings fresh;
  EXPECT_EQ(fresh.language(), "");
  EXPECT_EQ(fresh.theme(), "light");
  EXPECT_TRUE(fresh.show_legal_moves());
  EXPECT_FALSE(fresh.sound()) << "tests run silent";
  EXPECT_FALSE(fresh.window_geometry().isValid());
  EXPECT_EQ(fresh.host_reach(), "computer") << "hosting is for this computer alone unless opened";
  EXPECT_TRUE(fresh.online_create().isEmpty());
}

namespace djed::gui {
namespace {

// The statistics count a game against the computer once from the human's
// side, take its end out again when it is undone, and leave games between
// two humans out.
TEST(GameStatisticsTest, CountEachEndOnceAndOnlyAgainstTheComputer) {
  QTemporaryDir dir;
  GameStatistics statistics(dir.filePath("statistics.ini"));
  PluginHost host;
  host.load_directory(DJED_GAME_PLUGIN_DIR, true);
  GameLauncher launcher(host, {});
  launcher.set_statistics(&statistics);
  ASSERT_EQ(launcher.start("seti", "beth", {"human", "easy"}), "");
  launcher.session()->resign();
  EXPECT_EQ(statistics.tally("seti", "easy"), (Tally{1, 0, 1, 0, 0}));
  launcher.session()->undo();
  EXPECT_EQ(statistics.tally("seti", "easy"), Tally{});
  launcher.session()->redo();
  EXPECT_EQ(statistics.tally("seti", "easy"), (Tally{1, 0, 1, 0, 0}));
  // A draw the computer accepts, a full side against a lone Pharao.
  ASSERT_EQ(launcher.start("seti", "beth", {"human", "medium"}, "2p2/5/5/5/5/5/5/5/5/HHPHH w 0 0"), "");
  ASSERT_TRUE(launcher.session()->offerDraw());
  EXPECT_EQ(statistics.tally("seti", "medium"), (Tally{1, 0, 0, 1, 0}));
  // Between two humans nothing is counted.
  ASSERT_EQ(launcher.start("ramses", "", {"human", "human"}), "");
  launcher.session()->resign();
  const QVariantList rows = statistics.rows();
  ASSERT_EQ(rows.size(), 2);
  EXPECT_EQ(rows[0].toMap()["level"], "easy");  // easy before medium
  EXPECT_EQ(rows[0].toMap()["lost"], 1);
  EXPECT_EQ(rows[1].toMap()["drawn"], 1);
  statistics.reset();
  EXPECT_TRUE(statistics.rows().isEmpty());
}

TEST(GameStatisticsTest, TheBestStreakIsTheLongestRunOfWins) {
  EXPECT_EQ(Tally::of("WWLWWWDW"), (Tally{8, 6, 1, 1, 3}));
  EXPECT_EQ(Tally::of(""), Tally{});
}

}  // namespace
}  // namespace djed::gui
