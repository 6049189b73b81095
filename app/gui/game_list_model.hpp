#pragma once
// The launcher's list of games, one row per loaded plugin.
#include <QAbstractListModel>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <vector>

#include "game_catalog.hpp"

namespace djed::gui {

class GameListModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Filled by the application from the plugin host")
  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

 public:
  enum Role { IdRole = Qt::UserRole + 1, NameRole, DescriptionRole, VariantsRole, UsesDiceRole, SidesRole, EitherSideStartsRole, FirstSideRole, LessonsRole, PuzzlesRole };
  explicit GameListModel(QObject* parent = nullptr);

  void reset(std::vector<GameCard> games);
  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;
  // A game's row as the launcher's card reads it ({gameId, name, variants,
  // sides, ...}); empty for a game not in the list.
  Q_INVOKABLE QVariantMap card(const QString& gameId) const;

 signals:
  void countChanged();

 private:
  std::vector<GameCard> games_;
};

}  // namespace djed::gui
