#include "djed/online/game_view.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "djed/free_board.hpp"

namespace djed::online {

using nlohmann::json;

namespace {

// The texts of one game in one language.
class ViewTexts {
 public:
  ViewTexts(const GameInfo& info, std::string_view language) : info_(info), language_(language) {}
  std::string operator()(const Message& message) const { return message.empty() ? std::string() : info_.text(message, language_); }

 private:
  const GameInfo& info_;
  std::string language_;
};

void put_reply_id(json& out, const std::string& id) {
  if (id.empty()) return;
  json value = json::parse(id, nullptr, false);
  if (!value.is_discarded()) out["id"] = std::move(value);
}

std::string_view tone_word(MarkerTone tone) {
  switch (tone) {
    case MarkerTone::kWarm: return "warm";
    case MarkerTone::kCool: return "cool";
    case MarkerTone::kSide: return "side";
    case MarkerTone::kPlain: break;
  }
  return "plain";
}

std::string_view shape_word(SiteShape shape) {
  switch (shape) {
    case SiteShape::kHole: return "hole";
    case SiteShape::kImage: return "image";
    case SiteShape::kArea: return "area";
    case SiteShape::kTile: break;
  }
  return "tile";
}

std::string_view interaction_word(Interaction interaction) {
  switch (interaction) {
    case Interaction::kButton: return "button";
    case Interaction::kChance: return "chance";
    case Interaction::kBoard: break;
  }
  return "board";
}

json marker_json(const Marker& m, const ViewTexts& text) {
  json out = {{"tone", tone_word(m.tone)}, {"name", text(m.name)}, {"glyphs", m.glyphs}, {"on_cell", m.name_on_cell}};
  if (m.side >= 0) out["side"] = m.side;
  return out;
}

json board_json(const FreeBoard& board, const BoardGeometry& geometry, const ViewTexts& text) {
  json sites = json::array();
  for (const Site& site : board.sites) {
    const int index = geometry.cell_index_of(site.cell);
    json markers = json::array();
    json out = {{"cell", site.cell}, {"x", site.centre.x}, {"y", site.centre.y}, {"w", site.width},
                {"h", site.height}, {"shape", shape_word(site.shape)}};
    if (index >= 0) {
      const Cell& cell = geometry.cells[static_cast<std::size_t>(index)];
      out["label"] = cell.label;
      if (cell.spots > 1) out["spots"] = cell.spots;
      for (const Marker& m : cell.markers) markers.push_back(marker_json(m, text));
    }
    if (!site.image.empty()) out["image"] = site.image;
    out["markers"] = std::move(markers);
    sites.push_back(std::move(out));
  }
  json lines = json::array();
  for (const BoardLine& line : board.lines) {
    json bends = json::array();
    for (const BoardPoint& p : line.bends) bends.push_back(json::array({p.x, p.y}));
    lines.push_back({{"from", line.from}, {"to", line.to}, {"bends", std::move(bends)},
                     {"style", line.style == LineStyle::kShortcut ? "shortcut" : "track"}});
  }
  return {{"width", board.width}, {"height", board.height}, {"may_turn", board.may_turn},
          {"art", board.art},     {"sites", std::move(sites)}, {"lines", std::move(lines)}};
}

json snapshot_json(const BoardSnapshot& snapshot, const ViewTexts& text) {
  json pieces = json::array();
  for (const PieceView& p : snapshot.pieces) {
    json piece = {{"cell", p.cell}, {"owner", p.owner}, {"name", text(p.name)}, {"level", p.level}};
    if (!p.image.empty()) piece["image"] = p.image;
    if (p.spot >= 0) piece["spot"] = p.spot;
    if (p.frozen) piece["frozen"] = true;
    if (p.active) piece["active"] = true;
    pieces.push_back(std::move(piece));
  }
  json reserves = json::array();
  for (const Reserve& r : snapshot.reserves) reserves.push_back({{"count", r.count}, {"label", text(r.label)}});
  json dice = json::array();
  for (const DieView& d : snapshot.dice) {
    json die = {{"name", text(d.name)}, {"value", d.value}};
    if (!d.image.empty()) die["image"] = d.image;
    dice.push_back(std::move(die));
  }
  json markers = json::array();
  for (const CellMarker& m : snapshot.markers) {
    json marker = marker_json(m.marker, text);
    marker["cell"] = m.cell;
    markers.push_back(std::move(marker));
  }
  return {{"pieces", std::move(pieces)}, {"reserves", std::move(reserves)}, {"dice", std::move(dice)},
          {"markers", std::move(markers)}};
}

json choice_json(const State& state, Action action, const ViewTexts& text) {
  const ActionView view = state.describe_action(action);
  json out = {{"interaction", interaction_word(view.interaction)}, {"from", view.from}, {"to", view.to},
              {"text", state.action_to_string(action)}, {"label", text(view.label)}};
  if (view.to_spot >= 0) out["to_spot"] = view.to_spot;
  if (view.captures) out["captures"] = true;
  if (!view.path.empty()) out["path"] = view.path;
  return out;
}

const GameInfo* info_of(const State& state) { return state.game() ? &state.game()->info() : nullptr; }

GameInfo& no_info() {
  static GameInfo info;
  return info;
}

}  // namespace

std::string view_language(const GameInfo& info, std::string_view wanted) {
  for (const std::string& language : info.languages())
    if (language == wanted) return language;
  return "en";
}

Result<std::string> encode_description(const Game& game, const std::string& variant, std::string_view language,
                                       const std::string& id) {
  const GameInfo& info = game.info();
  auto resolved = info.resolve_variant(variant);
  if (!resolved) return resolved.error();
  auto geometry = game.geometry(resolved.value());
  if (!geometry) return geometry.error();
  auto board = board_layout(game, resolved.value(), geometry.value());
  if (!board) return board.error();
  const std::string lang = view_language(info, language);
  const ViewTexts text(info, lang);
  json sides = json::array();
  for (const SideInfo& side : info.sides) sides.push_back({{"name", text(side.name)}, {"colour", side.colour}});
  json images = json::object();
  for (const Image& image : info.images) images[image.name] = image.svg;
  std::string variant_name;
  for (const Variant& v : info.variants)
    if (v.id == resolved.value()) variant_name = text(v.name);
  json out = {{"type", "description"},
              {"game", info.id},
              {"variant", resolved.value()},
              {"variant_name", variant_name},
              {"language", lang},
              {"name", text(info.display_name)},
              {"description", text(info.description)},
              {"sides", std::move(sides)},
              {"dice", info.uses_dice},
              {"throw_label", text(info.throw_label)},
              {"board", board_json(board.value(), geometry.value(), text)},
              {"images", std::move(images)},
              {"rules", info.rules_text(lang)}};
  put_reply_id(out, id);
  return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::string encode_view(const std::string& game_id, std::int64_t n, int ply, const State& state,
                        std::string_view language) {
  const GameInfo* info = info_of(state);
  const GameInfo& game = info ? *info : no_info();
  const ViewTexts text(game, view_language(game, language));
  json out = {{"type", "view"},      {"game", game_id},
              {"n", n},              {"ply", ply},
              {"to_move", state.is_terminal() ? -1 : state.side_to_move()},
              {"board", snapshot_json(state.board(), text)},
              {"prompt", text(state.prompt())}};
  return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

Result<std::string> encode_step(const std::string& game_id, int ply, const State& start, int side,
                                const std::vector<int>& path, std::string_view language, const std::string& id) {
  if (path.size() > kMaxPathLength)
    return make_error("'path' names more than " + std::to_string(kMaxPathLength) + " actions");
  if (start.current_player() != side) return make_error("no turn of this side is due");
  StatePtr state = start.clone();
  Turn actions;
  for (std::size_t i = 0; i < path.size(); ++i) {
    if (state->current_player() != side)
      return make_error("'path' goes on after the turn ended (after " + std::to_string(i) + " actions)");
    const auto legal = state->legal_actions();
    const int pick = path[i];
    if (pick < 0 || static_cast<std::size_t>(pick) >= legal.size())
      return make_error("'path' picks choice " + std::to_string(pick) + " of " + std::to_string(legal.size()) +
                        " at action " + std::to_string(i + 1));
    actions.push_back(legal[static_cast<std::size_t>(pick)]);
    state->apply_action(actions.back());
  }
  const GameInfo* info = info_of(start);
  const GameInfo& game = info ? *info : no_info();
  const ViewTexts text(game, view_language(game, language));
  json choices = json::array();
  const bool whole = !actions.empty() && state->current_player() != side;
  if (!whole)
    for (Action a : state->legal_actions()) choices.push_back(choice_json(*state, a, text));
  json out = {{"type", "step"},
              {"game", game_id},
              {"ply", ply},
              {"path", path},
              {"board", snapshot_json(state->board(), text)},
              {"prompt", whole ? std::string() : text(state->prompt())},
              {"choices", std::move(choices)}};
  if (whole) out["turn"] = start.turn_to_string(start.canonical_turn(actions));
  put_reply_id(out, id);
  return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace djed::online
