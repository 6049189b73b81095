// `djed --screenshot` renders the launcher offscreen and exits; the picture
// must be a real launcher, not an empty window.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <vector>

namespace {

struct AppRun {
  int exit_code = -1;
  QString errors;
  QString output;
};

AppRun run_app(const QStringList& args, bool without_display = false) {
  QProcess app;
  app.setProgram(DJED_APP_PATH);
  app.setArguments(args);
  if (without_display) {
    // No display and no platform chosen: what a terminal without X gives.
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove("DISPLAY");
    env.remove("WAYLAND_DISPLAY");
    env.remove("QT_QPA_PLATFORM");
    app.setProcessEnvironment(env);
  }
  app.start();
  if (!app.waitForFinished(60000)) {
    app.kill();
    return {-1, "timed out", {}};
  }
  return {app.exitStatus() == QProcess::NormalExit ? app.exitCode() : -1,
          QString::fromUtf8(app.readAllStandardError()), QString::fromUtf8(app.readAllStandardOutput())};
}

int distinct_colours(const QImage& image) {
  QSet<QRgb> colours;
  for (int y = 0; y < image.height(); y += 4)
    for (int x = 0; x < image.width(); x += 4) colours.insert(image.pixel(x, y));
  return static_cast<int>(colours.size());
}

TEST(Screenshot, RendersTheLauncherWithGamesAndLoadProblems) {
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  const QString file = dir.filePath("launcher.png");
  const AppRun run = run_app({"--screenshot", file, "--plugins", DJED_TEST_PLUGIN_DIR,
                           "--plugins", DJED_TEST_BROKEN_PLUGIN_DIR});
  ASSERT_EQ(run.exit_code, 0) << run.errors.toStdString();
  // Each broken plugin is reported on stderr too, and the app still runs.
  EXPECT_TRUE(run.errors.contains("ABI version mismatch")) << run.errors.toStdString();

  const QImage image(file);
  ASSERT_FALSE(image.isNull());
  EXPECT_EQ(image.size(), QSize(1280, 720));
  // Text, cards and the problem panel give many colours; a blank or
  // single-colour window gives one or two.
  EXPECT_GT(distinct_colours(image), 20);
}

// Each game screen, at the start and in the middle of a game: a real board
// (many colours), and every picture different from the others.
TEST(Screenshot, RendersEveryBoardAtTheStartAndInTheMiddleOfAGame) {
  struct Shot {
    QString game, position;
  };
  const Shot shots[] = {
      {"ramses", ""},
      {"ramses", "L:2,4,5(10),10 D:8,20,21,22(10) D"},
      {"pharao", ""},
      {"pharao", "L:2,3,5,14 D:18,19,22,24 D roll:3-1"},
      {"seti:aleph", ""},
      {"seti:aleph", "hph/3/3/s2/s2/s2/3/S2/S2/H*PH w 0 0"},
      {"seti:beth", ""},
      {"seti:beth", "h2hh/5/p1h2/5/5/5/5/2H2/3H1/1P1HH w 0 0"},
  };
  QTemporaryDir dir;
  ASSERT_TRUE(dir.isValid());
  std::vector<QImage> images;
  for (const Shot& shot : shots) {
    const QString file = dir.filePath(QString("board%1.png").arg(images.size()));
    QStringList args{"--screenshot", file, "--game", shot.game};
    if (!shot.position.isEmpty()) args << "--position" << shot.position;
    const AppRun run = run_app(args);
    ASSERT_EQ(run.exit_code, 0) << shot.game.toStdString() << ": " << run.errors.toStdString();
    QImage image(file);
    ASSERT_FALSE(image.isNull()) << shot.game.toStdString();
    EXPECT_GT(distinct_colours(image), 20) << shot.game.toStdString() << " " << shot.position.toStdString();
    for (std::size_t i = 0; i < images.size(); ++i)
      EXPECT_NE(image, images[i]) << "picture " << images.size() << " equals picture " << i;
    images.push_back(std::move(image));
  }
}

TEST(Screenshot, ABadPositionIsRefusedWithTheReason) {
  QTemporaryDir dir;
  const AppRun run = run_app({"--screenshot", dir.filePath("x.png"), "--game", "ramses", "--position", "L:1,2 D:3 L"});
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_TRUE(run.errors.contains("position 'L:1,2 D:3 L'")) << run.errors.toStdString();
}

// What an author looks at: a turn half made (--actions) and the rules page
// open over the board (--rules); a game screen prints no QML error.
TEST(Screenshot, ShowsATurnHalfMadeAndTheRulesPage) {
  QTemporaryDir dir;
  const AppRun plain = run_app({"--screenshot", dir.filePath("plain.png"), "--game", "ramses"});
  ASSERT_EQ(plain.exit_code, 0) << plain.errors.toStdString();
  EXPECT_FALSE(plain.errors.contains("qrc:/")) << plain.errors.toStdString();
  const AppRun half = run_app({"--screenshot", dir.filePath("half.png"), "--game", "ramses", "--actions", "3-11"});
  ASSERT_EQ(half.exit_code, 0) << half.errors.toStdString();
  const AppRun rules = run_app({"--screenshot", dir.filePath("rules.png"), "--game", "ramses", "--rules"});
  ASSERT_EQ(rules.exit_code, 0) << rules.errors.toStdString();
  const QImage start(dir.filePath("plain.png")), moved(dir.filePath("half.png")), page(dir.filePath("rules.png"));
  ASSERT_FALSE(start.isNull() || moved.isNull() || page.isNull());
  EXPECT_NE(start, moved);
  EXPECT_NE(start, page);
  EXPECT_GT(distinct_colours(page), 20);
  const AppRun bad = run_app({"--screenshot", dir.filePath("bad.png"), "--game", "ramses", "--actions", "3-11 3-12"});
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_TRUE(bad.errors.contains("djed: --actions: '3-12': ")) << bad.errors.toStdString();
  const AppRun orphan = run_app({"--rules"}, true);
  EXPECT_EQ(orphan.exit_code, 2);
  EXPECT_TRUE(orphan.errors.contains("--rules needs --game")) << orphan.errors.toStdString();
}

TEST(AppCommandLine, HelpAndBadOptionsNeedNoDisplay) {
  const AppRun help = run_app({"--help"}, true);
  EXPECT_EQ(help.exit_code, 0) << help.errors.toStdString();
  EXPECT_TRUE(help.output.startsWith("Usage: djed [options]")) << help.output.toStdString();
  EXPECT_TRUE(help.output.contains("--screenshot")) << help.output.toStdString();
  const AppRun bad = run_app({"--bogus"}, true);
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_EQ(bad.errors, "djed: Unknown option 'bogus'. (try --help)\n");
  const AppRun orphan = run_app({"--position", "L:1 D:2 L"}, true);
  EXPECT_EQ(orphan.exit_code, 2);
  EXPECT_TRUE(orphan.errors.contains("--position needs --game")) << orphan.errors.toStdString();
  const AppRun size = run_app({"--size", "12x9000"}, true);
  EXPECT_EQ(size.exit_code, 2);
  EXPECT_TRUE(size.errors.contains("--size '12x9000'")) << size.errors.toStdString();
}

TEST(AppCommandLine, RecordsLanguagesAndPlayersAreChecked) {
  QTemporaryDir dir;
  const QString bad = dir.filePath("bad.djed");
  {
    QFile file(bad);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("[Game \"ramses\"]\n[Format \"1\"]\n[Result \"*\"]\n\n1. 3-11 21-6\n2. 1-1\n*\n");
  }
  const AppRun record = run_app({bad, "--screenshot", dir.filePath("x.png")});
  EXPECT_EQ(record.exit_code, 2);
  EXPECT_TRUE(record.errors.contains("bad.djed: line 6: turn 2")) << record.errors.toStdString();
  const AppRun language = run_app({"--language", "la"}, true);
  EXPECT_EQ(language.exit_code, 2);
  EXPECT_TRUE(language.errors.contains("--language 'la'")) << language.errors.toStdString();
  const AppRun players = run_app({"--game", "ramses", "--players", "human,grandmaster"}, true);
  EXPECT_EQ(players.exit_code, 2);
  EXPECT_TRUE(players.errors.contains("--players 'human,grandmaster'")) << players.errors.toStdString();
  // A good record opens: the picture is made.
  const QString good = dir.filePath("good.djed");
  {
    QFile file(good);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("[Game \"ramses\"]\n[Format \"1\"]\n[Result \"*\"]\n\n1. 3-11 21-6\n*\n");
  }
  const AppRun opened = run_app({good, "--screenshot", dir.filePath("good.png")});
  EXPECT_EQ(opened.exit_code, 0) << opened.errors.toStdString();
  EXPECT_TRUE(QFile::exists(dir.filePath("good.png")));
}

TEST(Screenshot, AnUnwritableFileIsAnErrorNotACrash) {
  const AppRun run = run_app({"--screenshot", "/nonexistent-folder/launcher.png", "--plugins",
                           DJED_TEST_PLUGIN_DIR});
  EXPECT_EQ(run.exit_code, 1) << run.errors.toStdString();
  EXPECT_FALSE(run.errors.isEmpty());
}

}  // namespace
