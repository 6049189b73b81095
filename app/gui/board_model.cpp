#include "board_model.hpp"

#include <algorithm>

#include "game_session.hpp"
#include "outcome_text.hpp"
#include "plugin_text.hpp"

namespace djed::gui {

namespace {

QString tone_name(MarkerTone tone) {
  switch (tone) {
    case MarkerTone::kWarm: return QStringLiteral("warm");
    case MarkerTone::kCool: return QStringLiteral("cool");
    case MarkerTone::kSide: return QStringLiteral("side");
    case MarkerTone::kPlain: break;
  }
  return QStringLiteral("plain");
}

QVariantMap marker_map(const GameInfo& info, const Marker& m) {
  return {{"tone", tone_name(m.tone)},
          {"name", plugin_text(info, m.name)},
          {"glyphs", QString::fromStdString(m.glyphs)},
          {"side", m.side},
          {"nameOnCell", m.name_on_cell}};
}

}  // namespace

BoardModel::BoardModel(QObject* parent) : QAbstractListModel(parent) {}

void BoardModel::reset(const BoardGeometry& geometry, const GameInfo& info) {
  beginResetModel();
  info_ = &info;
  geometry_ = geometry;
  dynamic_.assign(geometry_.cells.size(), Dynamic{});
  render_markers(info);
  endResetModel();
}

void BoardModel::retranslate(const GameInfo& info) {
  render_markers(info);
  if (!geometry_.cells.empty())
    emit dataChanged(index(0), index(static_cast<int>(geometry_.cells.size()) - 1), {MarkersRole, ValueTextRole});
}

void BoardModel::render_markers(const GameInfo& info) {
  markers_.clear();
  for (const Cell& c : geometry_.cells) {
    QVariantList list;
    for (const Marker& m : c.markers) list.append(marker_map(info, m));
    markers_.push_back(list);
  }
}

void BoardModel::update(const BoardHighlights& highlights) {
  const auto& selectable = highlights.selectable;
  const auto& last = highlights.last_turn;
  const auto touches = [](const std::vector<ActionView>& views, int id, bool with_path) {
    return std::any_of(views.begin(), views.end(), [&](const ActionView& v) {
      return v.from == id || v.to == id ||
             (with_path && std::find(v.path.begin(), v.path.end(), id) != v.path.end());
    });
  };
  for (std::size_t i = 0; i < geometry_.cells.size(); ++i) {
    const int id = geometry_.cells[i].id;
    Dynamic d;
    d.selectable = std::find(selectable.begin(), selectable.end(), id) != selectable.end();
    d.selected = highlights.selected == id;
    for (const session::Choice& t : highlights.targets)
      if (t.view.to == id) {
        d.target = true;
        if (t.view.to_spot >= 0) d.target_spots.append(t.view.to_spot);
      }
    // Which half of the last turn touched the cell: the halves of a turn
    // that moves two pieces (Ramses, Pharao) look apart.
    for (std::size_t k = 0; k < last.size() && d.last_turn_part == 0; ++k)
      if (last[k].from == id || last[k].to == id) d.last_turn_part = k == 0 ? 1 : 2;
    d.hint = touches(highlights.hint, id, true);
    d.hint_to = std::any_of(highlights.hint.begin(), highlights.hint.end(), [&](const ActionView& v) { return v.to == id; });
    d.decisive = std::find(highlights.decisive.begin(), highlights.decisive.end(), id) != highlights.decisive.end();
    for (const BoardHighlights::CellValue& v : highlights.values)
      if (v.cell == id) {
        d.valued = true;
        d.value = v.value;
        d.value_spot = v.spot;
      }
    for (const CellMarker& m : highlights.markers)
      if (m.cell == id) d.position_markers.push_back(m.marker);
    if (d == dynamic_[i]) continue;
    const bool markers_changed = d.position_markers != dynamic_[i].position_markers;
    dynamic_[i] = d;
    const QModelIndex at = index(static_cast<int>(i));
    QList<int> roles{SelectableRole, SelectedRole, TargetRole,    TargetSpotsRole, LastTurnRole, LastTurnPartRole,
                     HintRole,       HintToRole,   DecisiveRole,  ValueKindRole,   ValueTurnsRole, ValueTextRole,
                     ValueSpotRole};
    if (markers_changed) roles.append(MarkersRole);
    emit dataChanged(at, at, roles);
  }
}

QVariantMap BoardModel::hitTest(int row, int col) const {
  const CellHit hit = hit_test(geometry_, row, col);
  const int id = hit.cell_index < 0 ? no_cell() : geometry_.cells[static_cast<std::size_t>(hit.cell_index)].id;
  return {{"cellId", id}, {"spot", hit.spot}};
}

int BoardModel::no_cell() const { return session::kNoCell; }

int BoardModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(geometry_.cells.size());
}

QVariant BoardModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const auto row = static_cast<std::size_t>(index.row());
  const Cell& c = geometry_.cells[row];
  const Dynamic& d = dynamic_[row];
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
      if (d.position_markers.empty() || !info_) return markers_[row];
      QVariantList all = markers_[row];
      for (const Marker& m : d.position_markers) all.append(marker_map(*info_, m));
      return all;
    }
    case SelectableRole: return d.selectable;
    case SelectedRole: return d.selected;
    case TargetRole: return d.target;
    case TargetSpotsRole: return d.target_spots;
    case LastTurnRole: return d.last_turn_part > 0;
    case LastTurnPartRole: return d.last_turn_part;
    case HintRole: return d.hint;
    case HintToRole: return d.hint_to;
    case DecisiveRole: return d.decisive;
    case ValueKindRole: return d.valued ? OutcomeText::kind(d.value) : QString();
    case ValueTurnsRole: return d.valued ? d.value.turns : 0;
    case ValueTextRole: return d.valued ? OutcomeText::words(d.value) : QString();
    case ValueSpotRole: return d.value_spot;
    default: return {};
  }
}

QHash<int, QByteArray> BoardModel::roleNames() const {
  return {{CellIdRole, "cellId"},     {LabelRole, "label"},           {RowRole, "row"},
          {ColRole, "col"},           {RowSpanRole, "rowSpan"},       {ColSpanRole, "colSpan"},
          {SpotsRole, "spots"},       {MarkersRole, "markers"},       {SelectableRole, "selectable"},
          {SelectedRole, "selected"}, {TargetRole, "target"},         {TargetSpotsRole, "targetSpots"},
          {LastTurnRole, "lastTurn"}, {LastTurnPartRole, "lastTurnPart"}, {HintRole, "hint"}, {HintToRole, "hintTo"}, {DecisiveRole, "decisive"},
          {ValueKindRole, "valueKind"}, {ValueTurnsRole, "valueTurns"}, {ValueTextRole, "valueText"},
          {ValueSpotRole, "valueSpot"}};
}

}  // namespace djed::gui
