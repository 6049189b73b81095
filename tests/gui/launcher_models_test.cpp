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
  ASSERT_EQ(model.rowCount(), 1);
  EXPECT_EQ(model.property("count").toInt(), 1);
  EXPECT_EQ(role(model, 0, "gameId").toString(), "tictactoe");
  EXPECT_FALSE(role(model, 0, "description").toString().isEmpty());
  const QVariantList variants = role(model, 0, "variants").toList();
  ASSERT_EQ(variants.size(), 2);
  EXPECT_EQ(variants[0].toMap()["id"].toString(), "classic");
  EXPECT_EQ(variants[1].toMap()["id"].toString(), "coin");
  EXPECT_EQ(role(model, 0, "sides").toList().size(), 2);
  EXPECT_FALSE(model.data(model.index(5, 0), Qt::UserRole + 1).isValid());
}

TEST(LoadProblemModel, ListsEachBrokenPluginWithItsReason) {
  LoadProblemModel model;
  model.reset(catalog_with_test_plugins().problems);
  // Every file in the broken folder fails; duplicate_id fails because the
  // good test game was loaded first.
  ASSERT_GE(model.rowCount(), 6);
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
}

}  // namespace
}  // namespace djed::gui
