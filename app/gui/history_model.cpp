#include "history_model.hpp"

#include <algorithm>

namespace djed::gui {

void HistoryModel::set(std::vector<Row> rows) {
  const std::size_t old_count = rows_.size();
  // Rows both lists have change in place (a new language); the rest are
  // taken away (undo) or added (a turn played).
  const std::size_t both = std::min(old_count, rows.size());
  for (std::size_t i = 0; i < both; ++i)
    if (!(rows_[i] == rows[i])) {
      rows_[i] = rows[i];
      emit dataChanged(index(static_cast<int>(i)), index(static_cast<int>(i)));
    }
  if (old_count > both) {
    beginRemoveRows({}, static_cast<int>(both), static_cast<int>(old_count) - 1);
    rows_.resize(both);
    endRemoveRows();
  }
  if (rows.size() > both) {
    beginInsertRows({}, static_cast<int>(both), static_cast<int>(rows.size()) - 1);
    rows_.insert(rows_.end(), rows.begin() + static_cast<std::ptrdiff_t>(both), rows.end());
    endInsertRows();
  }
  if (old_count != rows_.size()) emit countChanged();
}

QVariantMap HistoryModel::get(int row) const {
  if (row < 0 || row >= rowCount()) return {};
  const Row& r = rows_[static_cast<std::size_t>(row)];
  return {{"number", r.number}, {"side", r.side}, {"text", r.text}, {"tooltip", r.tooltip}};
}

int HistoryModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : static_cast<int>(rows_.size()); }

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const Row& r = rows_[static_cast<std::size_t>(index.row())];
  switch (role) {
    case NumberRole: return r.number;
    case SideRole: return r.side;
    case Qt::DisplayRole:
    case TurnTextRole: return r.text;
    case TooltipRole: return r.tooltip;
    default: return {};
  }
}

QHash<int, QByteArray> HistoryModel::roleNames() const {
  return {{NumberRole, "number"}, {SideRole, "side"}, {TurnTextRole, "turnText"}, {TooltipRole, "tooltip"}};
}

}  // namespace djed::gui
