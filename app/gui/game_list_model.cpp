#include "game_list_model.hpp"

#include <QVariantMap>

#include "plugin_text.hpp"

namespace djed::gui {

GameListModel::GameListModel(QObject* parent) : QAbstractListModel(parent) {}

void GameListModel::reset(std::vector<GameCard> games) {
  beginResetModel();
  games_ = std::move(games);
  endResetModel();
  emit countChanged();
}

int GameListModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(games_.size());
}

QVariant GameListModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const GameCard& g = games_[static_cast<std::size_t>(index.row())];
  switch (role) {
    case IdRole: return QString::fromStdString(g.id);
    case Qt::DisplayRole:
    case NameRole: return QString::fromStdString(g.name);
    case DescriptionRole: return QString::fromStdString(g.description);
    case VariantsRole: {
      QVariantList list;
      for (std::size_t i = 0; i < g.variant_ids.size(); ++i)
        list.append(QVariantMap{{"id", QString::fromStdString(g.variant_ids[i])},
                                {"name", QString::fromStdString(g.variant_names[i])}});
      return list;
    }
    case UsesDiceRole: return g.uses_dice;
    case EitherSideStartsRole: return g.either_side_starts;
    case FirstSideRole: return g.first_side;
    case LessonsRole: return g.lessons;
    case PuzzlesRole: return g.puzzles;
    case SidesRole: {
      QVariantList list;
      for (int side = 0; side < 2; ++side)
        list.append(QVariantMap{{"name", QString::fromStdString(g.side_names[side])},
                                {"colour", QString::fromStdString(g.side_colours[side])},
                                {"phrases", side_phrase_map(g.side_phrases[side])}});
      return list;
    }
    default: return {};
  }
}

QVariantMap GameListModel::card(const QString& gameId) const {
  QVariantMap out;
  for (int row = 0; row < rowCount(); ++row) {
    if (games_[static_cast<std::size_t>(row)].id != gameId.toStdString()) continue;
    const auto roles = roleNames();
    for (auto it = roles.begin(); it != roles.end(); ++it)
      out.insert(QString::fromUtf8(it.value()), data(index(row), it.key()));
  }
  return out;
}

QHash<int, QByteArray> GameListModel::roleNames() const {
  return {{IdRole, "gameId"},       {NameRole, "name"},         {DescriptionRole, "description"},
          {VariantsRole, "variants"}, {UsesDiceRole, "usesDice"}, {SidesRole, "sides"},
          {EitherSideStartsRole, "eitherSideStarts"}, {FirstSideRole, "firstSide"},
          {LessonsRole, "lessons"},   {PuzzlesRole, "puzzles"}};
}

}  // namespace djed::gui
