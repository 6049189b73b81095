// The launcher's models as QML sees them, filled from a real plugin host.
#include <QVariantList>
#include <QVariantMap>
#include <gtest/gtest.h>

#include "djed/plugin_host.hpp"
#include "game_catalog.hpp"
#include "game_list_model.hpp"
#include "load_problem_model.hpp"

namespace djed::gui {
namespace {

QVariant role(const QAbstractListModel& model, int row, const char* name) {
  const auto roles = model.roleNames();
  const int key = roles.key(name, -1);
  EXPECT_NE(key, -1) << "no role " << name;
  return model.data(model.index(row, 0), key);
}

GameCatalog catalog_with_test_plugins() {
  PluginHost host;
  host.load_directory(DJED_TEST_PLUGIN_DIR, true);
  host.load_directory(DJED_TEST_BROKEN_PLUGIN_DIR, true);
  return make_catalog(host);
}

TEST(GameListModel, ShowsEveryLoadedGameWithItsMetadata) {
  GameListModel model;
  model.reset(catalog_with_test_plugins().games);
  ASSERT_EQ(model.rowCount(), 2);  // the test games: stacks, tictactoe
  EXPECT_EQ(model.property("count").toInt(), 2);
  int row = 0;
  while (row < model.rowCount() && role(model, row, "gameId").toString() != "tictactoe") ++row;
  ASSERT_LT(row, model.rowCount());
  // The plugin's texts, rendered from its message table.
  EXPECT_EQ(role(model, row, "name").toString(), "Tic-tac-toe (test game)");
  EXPECT_EQ(role(model, row, "description").toString(), "Three in a row on a 3x3 grid; proves the plugin interface.");
  const QVariantList variants = role(model, row, "variants").toList();
  ASSERT_EQ(variants.size(), 2);
  EXPECT_EQ(variants[0].toMap()["id"].toString(), "classic");
  EXPECT_EQ(variants[1].toMap()["id"].toString(), "coin");
  EXPECT_EQ(role(model, row, "sides").toList().size(), 2);
  EXPECT_FALSE(model.data(model.index(5, 0), Qt::UserRole + 1).isValid());
}

// The phrases the app makes of a side's name are messages a game may word:
// Stacks words its last throw, tic-tac-toe keeps the SDK's words.
TEST(GameListModel, ASidesPhrasesAreTheGamesWordsWhereItHasThem) {
  GameListModel model;
  model.reset(catalog_with_test_plugins().games);
  QVariantMap stacks, tictactoe;
  for (int row = 0; row < model.rowCount(); ++row) {
    const QVariantMap phrases = role(model, row, "sides").toList()[0].toMap()["phrases"].toMap();
    (role(model, row, "gameId").toString() == "stacks" ? stacks : tictactoe) = phrases;
  }
  EXPECT_EQ(stacks["lastThrow"].toString(), "Red's last toss of the coin");
  EXPECT_EQ(tictactoe["lastThrow"].toString(), "X's last throw");
  EXPECT_EQ(stacks["reserve"].toString(), "Red: %1");
  EXPECT_EQ(tictactoe["offersDraw"].toString(), "X offers a draw. Does O accept?");
  EXPECT_EQ(tictactoe["clock"].toString(), "X's clock: %1");
  EXPECT_EQ(tictactoe["notMovable"].toString(), "The piece on %1 is X's, and none of X's pieces moves now.");
  EXPECT_EQ(tictactoe["hands"].toString().left(33), "A X piece and a O piece are hidde");
}

TEST(LoadProblemModel, ListsEachBrokenPluginWithItsReason) {
  LoadProblemModel model;
  model.reset(catalog_with_test_plugins().problems);
  // Every file in the broken folder fails; duplicate_id fails because the
  // good test game was loaded first.
  ASSERT_GE(model.rowCount(), 9);
  QStringList reasons;
  for (int row = 0; row < model.rowCount(); ++row) {
    EXPECT_FALSE(role(model, row, "file").toString().isEmpty());
    reasons << role(model, row, "reason").toString();
  }
  const QString all = reasons.join('\n');
  EXPECT_TRUE(all.contains("ABI version mismatch"));
  EXPECT_TRUE(all.contains("duplicate game id"));
  EXPECT_TRUE(all.contains("factory failed"));
  EXPECT_TRUE(all.contains("not a shared library"));
  EXPECT_TRUE(all.contains("bad_messages.txt: line 3"));
  EXPECT_TRUE(all.contains("invalid game 'bad-board': the board has no cells"));
}

}  // namespace
}  // namespace djed::gui
