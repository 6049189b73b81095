// `djed --screenshot` renders the launcher offscreen and exits; the picture
// must be a real launcher, not an empty window.
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QSet>
#include <QTemporaryDir>
#include <gtest/gtest.h>

namespace {

struct AppRun {
  int exit_code = -1;
  QString errors;
};

AppRun run_app(const QStringList& args) {
  QProcess app;
  app.setProgram(DJED_APP_PATH);
  app.setArguments(args);
  app.start();
  if (!app.waitForFinished(60000)) {
    app.kill();
    return {-1, "timed out"};
  }
  return {app.exitStatus() == QProcess::NormalExit ? app.exitCode() : -1,
          QString::fromUtf8(app.readAllStandardError())};
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

TEST(Screenshot, AnUnwritableFileIsAnErrorNotACrash) {
  const AppRun run = run_app({"--screenshot", "/nonexistent-folder/launcher.png", "--plugins",
                           DJED_TEST_PLUGIN_DIR});
  EXPECT_EQ(run.exit_code, 1) << run.errors.toStdString();
  EXPECT_FALSE(run.errors.isEmpty());
}

}  // namespace
