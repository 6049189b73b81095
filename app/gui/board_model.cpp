#include "board_model.hpp"

#include <QVariantMap>
#include <algorithm>

#include "game_session.hpp"

namespace djed::gui {

BoardModel::BoardModel(QObject* parent) : QAbstractListModel(parent) {}

void BoardModel::reset(const BoardGeometry& geometry) {
  beginResetModel();
  cells_ = geometry.cells;
  dynamic_.assign(cells_.size(), Dynamic{});
  endResetModel();
}

void BoardModel::update(const session::GameSession& session) {
  const auto selectable = session.selectable_cells();
  const auto targets = session.targets();
  const auto& last = session.last_turn();
  for (std::size_t i = 0; i < cells_.size(); ++i) {
    const int id = cells_[i].id;
    Dynamic d;
    d.selectable = std::find(selectable.begin(), selectable.end(), id) != selectable.end();
    d.selected = session.selected_cell() == id;
    for (const session::Choice& t : targets)
      if (t.view.to == id) {
        d.target = true;
        if (t.view.to_spot >= 0) d.target_spots.append(t.view.to_spot);
      }
    d.last_turn = std::any_of(last.begin(), last.end(), [id](const ActionView& v) { return v.from == id || v.to == id; });
    if (d == dynamic_[i]) continue;
    dynamic_[i] = d;
    const QModelIndex at = index(static_cast<int>(i));
    emit dataChanged(at, at, {SelectableRole, SelectedRole, TargetRole, TargetSpotsRole, LastTurnRole});
  }
}

int BoardModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(cells_.size());
}

QVariant BoardModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const Cell& c = cells_[static_cast<std::size_t>(index.row())];
  const Dynamic& d = dynamic_[static_cast<std::size_t>(index.row())];
  switch (role) {
    case CellIdRole: return c.id;
    case Qt::DisplayRole:
    case LabelRole: return QString::fromStdString(c.label);
    case RowRole: return c.row;
    case ColRole: return c.col;
    case RowSpanRole: return c.row_span;
    case ColSpanRole: return c.col_span;
    case SpotsRole: return c.spots;
    case MarkersRole: {
      QVariantList list;
      for (const Marker& m : c.markers)
        list.append(QVariantMap{{"kind", QString::fromStdString(m.kind)},
                                {"name", QString::fromStdString(m.name)},
                                {"glyphs", QString::fromStdString(m.glyphs)},
                                {"side", m.side}});
      return list;
    }
    case SelectableRole: return d.selectable;
    case SelectedRole: return d.selected;
    case TargetRole: return d.target;
    case TargetSpotsRole: return d.target_spots;
    case LastTurnRole: return d.last_turn;
    default: return {};
  }
}

QHash<int, QByteArray> BoardModel::roleNames() const {
  return {{CellIdRole, "cellId"},     {LabelRole, "label"},           {RowRole, "row"},
          {ColRole, "col"},           {RowSpanRole, "rowSpan"},       {ColSpanRole, "colSpan"},
          {SpotsRole, "spots"},       {MarkersRole, "markers"},       {SelectableRole, "selectable"},
          {SelectedRole, "selected"}, {TargetRole, "target"},         {TargetSpotsRole, "targetSpots"},
          {LastTurnRole, "lastTurn"}};
}

}  // namespace djed::gui
