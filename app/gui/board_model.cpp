#include "board_model.hpp"

#include <algorithm>
#include <cmath>

#include "game_session.hpp"
#include "outcome_text.hpp"
#include "piece_images.hpp"
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

QString shape_name(SiteShape shape) {
  switch (shape) {
    case SiteShape::kHole: return QStringLiteral("hole");
    case SiteShape::kImage: return QStringLiteral("image");
    case SiteShape::kArea: return QStringLiteral("area");
    case SiteShape::kTile: break;
  }
  return QStringLiteral("tile");
}

QVariantMap point_map(BoardPoint p) { return {{"x", p.x}, {"y", p.y}}; }

}  // namespace

BoardModel::BoardModel(QObject* parent) : QAbstractListModel(parent) {}

void BoardModel::reset(const BoardGeometry& geometry, const FreeBoard& layout, const GameInfo& info) {
  beginResetModel();
  info_ = &info;
  geometry_ = geometry;
  layout_ = layout;
  // Each cell's site (the session checked that each cell has one).
  site_of_.assign(geometry_.cells.size(), 0);
  for (std::size_t s = 0; s < layout_.sites.size(); ++s) {
    const int cell = geometry_.cell_index_of(layout_.sites[s].cell);
    if (cell >= 0) site_of_[static_cast<std::size_t>(cell)] = s;
  }
  dynamic_.assign(geometry_.cells.size(), Dynamic{});
  render_markers(info);
  endResetModel();
  emit boardChanged();
}

QString BoardModel::art() const {
  return info_ == nullptr || layout_.art.empty() ? QString() : piece_image_url(*info_, layout_.art);
}

QVariantList BoardModel::lines() const {
  QVariantList out;
  for (const BoardLine& line : layout_.lines) {
    const int from = geometry_.cell_index_of(line.from);
    const int to = geometry_.cell_index_of(line.to);
    if (from < 0 || to < 0) continue;
    QVariantList points{point_map(layout_.sites[site_of_[static_cast<std::size_t>(from)]].centre)};
    for (const BoardPoint& p : line.bends) points.append(point_map(p));
    points.append(point_map(layout_.sites[site_of_[static_cast<std::size_t>(to)]].centre));
    out.append(QVariantMap{{"points", points},
                           {"style", line.style == LineStyle::kShortcut ? QStringLiteral("shortcut") : QStringLiteral("track")}});
  }
  return out;
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

QVariantMap BoardModel::hitAt(double x, double y) const {
  const CellHit hit = hit_site(layout_, geometry_, {x, y});
  const int id = hit.cell_index < 0 ? no_cell() : geometry_.cells[static_cast<std::size_t>(hit.cell_index)].id;
  return {{"cellId", id}, {"spot", hit.spot}};
}

QVariantMap BoardModel::hitTest(int row, int col) const { return hitAt(col + 0.5, row + 0.5); }

QVariantMap BoardModel::cursorStep(int cellId, int spot, int dx, int dy) const {
  const QVariantMap here{{"cellId", cellId}, {"spot", spot}};
  const int cell = geometry_.cell_index_of(cellId);
  if (cell < 0) return here;
  const Cell& c = geometry_.cells[static_cast<std::size_t>(cell)];
  const Site& site = layout_.sites[site_of_[static_cast<std::size_t>(cell)]];
  const bool along_x = site.width >= site.height;
  // Along a spanning cell's spots first (a Ramses long square's alignments).
  if (c.spots > 1 && spot >= 0 && ((along_x && dy == 0) || (!along_x && dx == 0))) {
    const int next = spot + (along_x ? dx : dy);
    if (next >= 0 && next < c.spots) return {{"cellId", cellId}, {"spot", next}};
  }
  const auto to = site_towards(layout_, site_of_[static_cast<std::size_t>(cell)], dx, dy);
  if (!to) return here;
  const Site& next = layout_.sites[*to];
  // Onto a spanning cell at the spot nearest where the cursor was.
  const QVariantMap box = cursorBox(cellId, spot);
  const double from_x = box["x"].toDouble() + box["width"].toDouble() / 2;
  const double from_y = box["y"].toDouble() + box["height"].toDouble() / 2;
  const double x = std::clamp(from_x, next.centre.x - next.width / 2 + 0.01, next.centre.x + next.width / 2 - 0.01);
  const double y = std::clamp(from_y, next.centre.y - next.height / 2 + 0.01, next.centre.y + next.height / 2 - 0.01);
  const int next_cell = geometry_.cell_index_of(next.cell);
  const int spots = next_cell < 0 ? 1 : geometry_.cells[static_cast<std::size_t>(next_cell)].spots;
  const CellHit hit = hit_site(layout_, geometry_, spots > 1 ? BoardPoint{x, y} : next.centre);
  return {{"cellId", next.cell}, {"spot", hit.cell_index == next_cell ? hit.spot : -1}};
}

QVariantMap BoardModel::cursorBox(int cellId, int spot) const {
  const int cell = geometry_.cell_index_of(cellId);
  if (cell < 0) return {{"x", 0}, {"y", 0}, {"width", 0}, {"height", 0}};
  const Cell& c = geometry_.cells[static_cast<std::size_t>(cell)];
  const Site& s = layout_.sites[site_of_[static_cast<std::size_t>(cell)]];
  double x = s.centre.x - s.width / 2, y = s.centre.y - s.height / 2, w = s.width, h = s.height;
  if (c.spots > 1 && spot >= 0) {
    // The unit of the span the spot starts at, as hit_site counts them,
    // along the longer side.
    const bool along_x = w >= h;
    double& start = along_x ? x : y;
    double& span = along_x ? w : h;
    const int length = std::max(1, static_cast<int>(std::lround(span)));
    start += (spot * length + c.spots - 1) / c.spots;
    span = 1;
  }
  return {{"x", x}, {"y", y}, {"width", w}, {"height", h}};
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
    case SiteXRole: {
      const Site& s = layout_.sites[site_of_[row]];
      return s.centre.x - s.width / 2;
    }
    case SiteYRole: {
      const Site& s = layout_.sites[site_of_[row]];
      return s.centre.y - s.height / 2;
    }
    case SiteWidthRole: return layout_.sites[site_of_[row]].width;
    case SiteHeightRole: return layout_.sites[site_of_[row]].height;
    case ShapeRole: return shape_name(layout_.sites[site_of_[row]].shape);
    case SiteImageRole: {
      const Site& s = layout_.sites[site_of_[row]];
      return s.shape == SiteShape::kImage && info_ ? piece_image_url(*info_, s.image) : QString();
    }
    case ShadeRole: return (c.row + c.col) % 2;
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
  return {{CellIdRole, "cellId"},     {LabelRole, "label"},           {SiteXRole, "siteX"},
          {SiteYRole, "siteY"},       {SiteWidthRole, "siteWidth"},   {SiteHeightRole, "siteHeight"},
          {ShapeRole, "shape"},       {SiteImageRole, "siteImage"},   {ShadeRole, "shade"},
          {SpotsRole, "spots"},       {MarkersRole, "markers"},       {SelectableRole, "selectable"},
          {SelectedRole, "selected"}, {TargetRole, "target"},         {TargetSpotsRole, "targetSpots"},
          {LastTurnRole, "lastTurn"}, {LastTurnPartRole, "lastTurnPart"}, {HintRole, "hint"}, {HintToRole, "hintTo"}, {DecisiveRole, "decisive"},
          {ValueKindRole, "valueKind"}, {ValueTurnsRole, "valueTurns"}, {ValueTextRole, "valueText"},
          {ValueSpotRole, "valueSpot"}};
}

}  // namespace djed::gui
