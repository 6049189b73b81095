#include "piece_model.hpp"

#include <QVariantList>
#include <map>

#include "piece_images.hpp"
#include "plugin_text.hpp"

namespace djed::gui {

namespace {

bool same_piece(const PieceView& a, const PieceView& b) {
  return a.cell == b.cell && a.owner == b.owner && a.image == b.image && a.level == b.level && a.spot == b.spot &&
         a.frozen == b.frozen && a.active == b.active && a.name == b.name;
}

}  // namespace

PieceModel::PieceModel(QObject* parent) : QAbstractListModel(parent) {}

void PieceModel::update(const std::vector<PieceView>& pieces, const ActionView* moved) {
  // Match the new pieces to the rows: unchanged pieces first, then the piece
  // the last action moved, then any row of the same owner and kind.
  std::vector<int> row_of(pieces.size(), -1);
  std::vector<bool> taken(rows_.size(), false);
  for (std::size_t i = 0; i < pieces.size(); ++i)
    for (std::size_t r = 0; r < rows_.size(); ++r)
      if (!taken[r] && same_piece(rows_[r].piece, pieces[i])) {
        row_of[i] = static_cast<int>(r);
        taken[r] = true;
        break;
      }
  const auto claim = [&](std::size_t i, auto&& fits) {
    for (std::size_t r = 0; r < rows_.size(); ++r)
      if (!taken[r] && fits(rows_[r].piece)) {
        row_of[i] = static_cast<int>(r);
        taken[r] = true;
        return;
      }
  };
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    if (row_of[i] >= 0) continue;
    if (moved && pieces[i].cell == moved->to)
      claim(i, [&](const PieceView& p) { return p.cell == moved->from && p.image == pieces[i].image; });
    if (row_of[i] < 0)
      claim(i, [&](const PieceView& p) { return p.owner == pieces[i].owner && p.image == pieces[i].image; });
    if (row_of[i] < 0) claim(i, [&](const PieceView& p) { return p.cell == pieces[i].cell; });
  }
  // Rows nobody claimed disappear (a piece left the board); new pieces are added.
  for (int r = static_cast<int>(rows_.size()) - 1; r >= 0; --r) {
    if (taken[static_cast<std::size_t>(r)]) continue;
    beginRemoveRows({}, r, r);
    rows_.erase(rows_.begin() + r);
    taken.erase(taken.begin() + r);
    for (int& row : row_of)
      if (row > r) --row;
    endRemoveRows();
  }
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    std::vector<int> path;
    if (moved && pieces[i].cell == moved->to && !moved->path.empty()) path = moved->path;
    if (row_of[i] < 0) {
      const int r = static_cast<int>(rows_.size());
      beginInsertRows({}, r, r);
      rows_.push_back(Row{pieces[i], path});
      endInsertRows();
      continue;
    }
    Row& row = rows_[static_cast<std::size_t>(row_of[i])];
    if (same_piece(row.piece, pieces[i]) && row.path == path) continue;
    row.piece = pieces[i];
    row.path = path;
    const QModelIndex at = index(row_of[i]);
    emit dataChanged(at, at);
  }
  count_crowds();
  emit countChanged();
}

void PieceModel::count_crowds() {
  std::map<std::pair<int, int>, int> size;  // (cell, level) -> pieces
  for (const Row& row : rows_) ++size[{row.piece.cell, row.piece.level}];
  std::map<std::pair<int, int>, int> placed;
  for (std::size_t r = 0; r < rows_.size(); ++r) {
    Row& row = rows_[r];
    const std::pair<int, int> key{row.piece.cell, row.piece.level};
    const int crowd = placed[key]++;
    if (row.crowd == crowd && row.crowd_size == size[key]) continue;
    row.crowd = crowd;
    row.crowd_size = size[key];
    const QModelIndex at = index(static_cast<int>(r));
    emit dataChanged(at, at, {CrowdRole, CrowdSizeRole});
  }
}

int PieceModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

QVariant PieceModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const Row& row = rows_[static_cast<std::size_t>(index.row())];
  const PieceView& p = row.piece;
  switch (role) {
    case CellIdRole: return p.cell;
    case OwnerRole: return p.owner;
    case ImageRole: return info_ ? piece_image_url(*info_, p.image) : QString();
    case Qt::DisplayRole:
    case NameRole: return info_ ? plugin_text(*info_, p.name) : QString();
    case SpotRole: return p.spot;
    case LevelRole: return p.level;
    case FrozenRole: return p.frozen;
    case ActiveRole: return p.active;
    case CrowdRole: return row.crowd;
    case CrowdSizeRole: return row.crowd_size;
    case PathRole: {
      QVariantList list;
      for (int cell : row.path) list.append(cell);
      return list;
    }
    default: return {};
  }
}

QHash<int, QByteArray> PieceModel::roleNames() const {
  return {{CellIdRole, "cellId"}, {OwnerRole, "owner"}, {ImageRole, "image"},   {NameRole, "name"},
          {SpotRole, "spot"},     {LevelRole, "level"}, {FrozenRole, "frozen"}, {ActiveRole, "active"},
          {PathRole, "path"},     {CrowdRole, "crowd"}, {CrowdSizeRole, "crowdSize"}};
}

void PieceModel::retranslate() {
  if (rowCount() > 0) emit dataChanged(index(0), index(rowCount() - 1), {NameRole});
}

}  // namespace djed::gui
