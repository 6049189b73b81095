#include "mehen_game.hpp"

#include <stdexcept>

#include "board.hpp"
#include "coil.hpp"
#include "mehen_state.hpp"
#include "notation.hpp"

namespace mehen {

MehenGame::MehenGame() {
  info_.id = "mehen";
  info_.display_name = djed::Message::of("mehen.name");
  info_.description = djed::Message::of("mehen.description");
  info_.sides = {djed::SideInfo{side_name(kLight), "#efe2c4"}, djed::SideInfo{side_name(kDark), "#4a3326"}};
  info_.uses_dice = true;
  info_.throw_label = djed::Message::of("mehen.button.throw");
  // Pieces eaten go back, but the sticks keep the race moving: only the
  // turn limit draws (rules/en.md, "The end").
  info_.draw_by_repetition = false;
  info_.max_turns = kMaxTurns;
  info_.either_side_starts = false;  // Light always starts
  if (auto added = djed::add_embedded_files(info_, embedded_resources()); !added)
    throw std::runtime_error(added.message());  // the factory reports it; the plugin is not loaded
}

djed::StatePtr MehenGame::make_initial_state(const std::string&) const {
  return own(new MehenState(start_position()));
}

djed::Result<djed::StatePtr> MehenGame::make_state(const std::string&, std::string_view text) const {
  auto p = mehen::parse_position(text);
  if (!p) return p.error();
  return own(new MehenState(*p));
}

djed::BoardGeometry MehenGame::make_geometry(const std::string&) const {
  // As a grid (what a host without free boards would draw): the squares in
  // five rows of six, the places off the snake in a sixth.
  djed::BoardGeometry g = djed::snake_track(5, 6);
  g.rows = 6;
  for (djed::Cell& cell : g.cells)
    if (cell.id == kHead) cell.markers.push_back(djed::Marker{djed::MarkerTone::kWarm, djed::Message::of("mehen.square.head"), "", -1});
  const struct {
    int cell, side, col;
    const char *label, *name;
  } places[] = {{start_cell(kLight), kLight, 0, "Ls", "mehen.area.start"},
                {home_cell(kLight), kLight, 1, "Lh", "mehen.area.home"},
                {home_cell(kDark), kDark, 4, "Dh", "mehen.area.home"},
                {start_cell(kDark), kDark, 5, "Ds", "mehen.area.start"}};
  for (const auto& place : places) {
    djed::Cell cell;
    cell.id = place.cell;
    cell.label = place.label;
    cell.row = 5;
    cell.col = place.col;
    cell.markers.push_back(
        djed::Marker{djed::MarkerTone::kSide, djed::Message::of(place.name, {side_name(place.side)}), "", place.side});
    g.cells.push_back(cell);
  }
  return g;
}

djed::FreeBoard MehenGame::make_free_board(const std::string&) const { return coil_board(); }

}  // namespace mehen
