// A solvable game's table on the game screen (the tic-tac-toe test game):
// a file that is no table is refused in one line and the game goes on
// without it; `perfect` is then not offered.
#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <fstream>

#include "djed/plugin_host.hpp"
#include "djed/solved_game.hpp"
#include "board_model.hpp"
#include "game_launcher.hpp"
#include "game_session.hpp"
#include "session_model.hpp"

namespace djed::gui {
namespace {

class SolvedTableTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(data.isValid());
    old_data = qgetenv("XDG_DATA_HOME");
    qputenv("XDG_DATA_HOME", data.path().toLocal8Bit());
    host.load_directory(DJED_TEST_PLUGIN_DIR, true);
  }
  void TearDown() override { qputenv("XDG_DATA_HOME", old_data); }

  static void wait_until(const std::function<bool()>& done) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < 10000) QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  }

  QTemporaryDir data;
  QByteArray old_data;
  PluginHost host;
};

TEST_F(SolvedTableTest, AFileThatIsNoTableIsRefusedInOneLineAndTheGameGoesOn) {
  const auto game = host.find("tictactoe");
  ASSERT_TRUE(game);
  const auto file = solve::default_table_file(*game, "classic");
  std::filesystem::create_directories(file.parent_path());
  std::ofstream(file) << "not a table\n";
  GameLauncher launcher(host, {});
  launcher.set_autosave(false);
  EXPECT_TRUE(launcher.levelsFor("tictactoe", "classic").contains("perfect"));  // the file is there
  ASSERT_EQ(launcher.start("tictactoe", "classic", {"human", "human"}), "");
  SessionModel* session = launcher.session();
  EXPECT_TRUE(session->solvable());
  wait_until([&] { return !session->table_loading(); });
  EXPECT_FALSE(session->table_loaded());
  const QString problem = session->table_problem();
  EXPECT_TRUE(problem.startsWith("The solved table cannot be used: ")) << problem.toStdString();
  EXPECT_FALSE(problem.contains('\n'));
  EXPECT_FALSE(launcher.levelsFor("tictactoe", "classic").contains("perfect"));
  session->setAnalysis(true);
  EXPECT_FALSE(session->analysis());
  session->clickCell(4);
  EXPECT_EQ(session->turns_played(), 1);
  // A perfect seat cannot start without its table: the game on the screen stays.
  EXPECT_TRUE(launcher.start("tictactoe", "classic", {"human", "perfect"}).startsWith("The solved table cannot be used: "));
  EXPECT_EQ(launcher.session(), session);
}

TEST_F(SolvedTableTest, ATableBuiltFromTheScreenIsTakenIntoTheGame) {
  GameLauncher launcher(host, {});
  launcher.set_autosave(false);
  ASSERT_EQ(launcher.start("tictactoe", "classic", {"human", "human"}), "");
  SessionModel* session = launcher.session();
  EXPECT_TRUE(session->solvable());
  EXPECT_FALSE(session->table_loaded());
  EXPECT_FALSE(launcher.levelsFor("tictactoe", "classic").contains("perfect"));
  session->clickCell(4);
  ASSERT_TRUE(launcher.buildTable());
  EXPECT_TRUE(launcher.table_builder()->running());
  EXPECT_FALSE(launcher.buildTable());  // one build at a time
  wait_until([&] { return session->table_loaded(); });
  ASSERT_TRUE(session->table_loaded());
  EXPECT_FALSE(launcher.table_builder()->running());
  EXPECT_EQ(launcher.table_builder()->progress(), 1.0);
  EXPECT_TRUE(launcher.levelsFor("tictactoe", "classic").contains("perfect"));
  EXPECT_EQ(session->turns_played(), 1);  // the game went on as it was
  // A game with a perfect seat starts at once now.
  EXPECT_EQ(launcher.start("tictactoe", "classic", {"perfect", "human"}), "");
}

}  // namespace
}  // namespace djed::gui

namespace djed::gui {
namespace {

// On a spanning cell (an oblong) the analysis' mark goes to the spot of the
// piece or destination it values, not to the end of the span.
TEST(BoardModelValues, AMarkKnowsItsSpotWithinASpanningCell) {
  BoardGeometry geometry;
  geometry.rows = 1;
  geometry.cols = 9;
  geometry.cells = {Cell{1, "1", 0, 0, 1, 1, 1, {}}, Cell{5, "5", 0, 1, 1, 8, 8, {}}};
  BoardModel model;
  const GameInfo info;
  model.reset(geometry, grid_board(geometry), info);
  BoardHighlights marks;
  marks.values = {{1, {solve::Outcome::Kind::kLoss, 4}, -1}, {5, {solve::Outcome::Kind::kWin, 3}, 2}};
  model.update(marks);
  const QModelIndex plain = model.index(0), span = model.index(1);
  EXPECT_EQ(model.data(plain, BoardModel::ValueKindRole).toString(), "loss");
  EXPECT_EQ(model.data(plain, BoardModel::ValueSpotRole).toInt(), -1);
  EXPECT_EQ(model.data(span, BoardModel::ValueKindRole).toString(), "win");
  EXPECT_EQ(model.data(span, BoardModel::ValueTurnsRole).toInt(), 3);
  EXPECT_EQ(model.data(span, BoardModel::ValueSpotRole).toInt(), 2);
}

}  // namespace
}  // namespace djed::gui

// The time left of a build: at the pace of this run, so that a build going on
// from a checkpoint (its first report past 0) is not taken for a fast one,
// and nothing is promised before a little work is done.
TEST(BuildEstimate, CountsThePaceOfThisRunFromItsFirstReport) {
  djed::gui::BuildEstimate fresh;
  EXPECT_EQ(fresh.update(0.0, 0), -1);
  EXPECT_EQ(fresh.update(0.04, 30), -1) << "too little done to say";
  EXPECT_EQ(fresh.update(0.10, 60), 540);  // 10 % a minute: 9 minutes for the 90 % left
  djed::gui::BuildEstimate quick;
  EXPECT_EQ(quick.update(0.0, 0), -1);
  EXPECT_EQ(quick.update(0.20, 10), -1) << "too soon to say";
  djed::gui::BuildEstimate resumed;
  EXPECT_EQ(resumed.update(0.65, 1), -1);
  EXPECT_EQ(resumed.update(0.75, 61), 150);  // 10 % a minute from the checkpoint: 2.5 minutes for 25 %
  EXPECT_EQ(resumed.update(1.0, 90), -1) << "done";
}
