#include "ramses_game.hpp"

#include <stdexcept>

#include "board.hpp"
#include "notation.hpp"
#include "ramses_state.hpp"

namespace ramses {
namespace {

struct HieroglyphSquare {
  int square;
  const char* name;  // message id
  const char* glyphs;
};

// The five hieroglyph squares with the titles and gods the sheets name.
constexpr HieroglyphSquare kHieroglyphSquares[] = {
    {1, "ramses.square.king", "\U000131D3\U000131A4"},                  // M23 L2: nswt-bjtj
    {18, "ramses.square.son-of-ra", "\U0001316D\U000131F3"},            // G39 N5: sa-Ra
    {9, "ramses.square.amun-ra", "\U000131CB\U000133E0\U00013216\U000131F3"},  // M17 Y5 N35 N5
    {13, "ramses.square.ra-horakhty", "\U000131F3\U00013143"},          // N5 G5
    {17, "ramses.square.ptah", "\U000132AA\U000133CF\U0001339B"},       // Q3 X1 V28
};

}  // namespace

djed::Message side_name(int side) {
  return djed::Message::of(side == kLight ? "ramses.side.light" : "ramses.side.dark");
}

RamsesGame::RamsesGame() {
  info_.id = "ramses";
  info_.display_name = djed::Message::of("ramses.name");
  info_.description = djed::Message::of("ramses.description");
  info_.sides = {djed::SideInfo{side_name(kLight), "#efe4c8"}, djed::SideInfo{side_name(kDark), "#4a3424"}};
  info_.uses_dice = false;
  info_.either_side_starts = true;  // drawn at random; alternates in a series
  if (auto added = djed::add_embedded_files(info_, embedded_resources()); !added)
    throw std::runtime_error(added.message());  // the factory reports it; the plugin is not loaded
}

djed::StatePtr RamsesGame::make_initial_state(const std::string&) const {
  return own(new RamsesState(start_position(kLight)));
}

djed::StatePtr RamsesGame::make_initial_state_for(const std::string&, int first_player) const {
  return own(new RamsesState(start_position(first_player == 1 ? kDark : kLight)));
}

djed::Result<djed::StatePtr> RamsesGame::make_state(const std::string&, std::string_view text) const {
  auto p = ramses::parse_position(text);
  if (!p) return p.error();
  return own(new RamsesState(*p));
}

djed::BoardGeometry RamsesGame::make_geometry(const std::string&) const {
  djed::BoardGeometry g;
  g.rows = 3;
  g.cols = 12;
  for (int square = 1; square <= kSquares; ++square) {
    djed::Cell cell;
    cell.id = square;
    cell.label = std::to_string(square);
    cell.row = row_of(square);
    cell.col = col_of(square);
    if (is_oblong(square)) {
      // Each of the 8 columns under the oblong is a spot: the alignment.
      cell.col_span = kAlignments;
      cell.spots = kAlignments;
    }
    for (const auto& h : kHieroglyphSquares)
      if (h.square == square)
        cell.markers.push_back(djed::Marker{djed::MarkerTone::kWarm, djed::Message::of(h.name), h.glyphs, -1});
    g.cells.push_back(std::move(cell));
  }
  return g;
}

}  // namespace ramses
