#include "seti_game.hpp"

#include "notation.hpp"
#include "seti_state.hpp"

namespace seti {

Variant variant_of(const std::string& id) { return id == "beth" ? Variant::kBeth : Variant::kAleph; }

SetiGame::SetiGame() {
  info_.id = "seti";
  info_.display_name = "Seti";
  info_.description = "Lead a Pharao and his High Priests across the board; death-ships shield and trap.";
  info_.variants = {djed::Variant{"aleph", "Aleph (3 x 10, death-ships)"}, djed::Variant{"beth", "Beth (5 x 10)"}};
  info_.sides = {djed::SideInfo{"White", "#f3efe2"}, djed::SideInfo{"Brown", "#7a4b2a"}};
  info_.uses_dice = false;
  info_.rules_text = kRulesText;
}

djed::StatePtr SetiGame::make_initial_state(const std::string& variant) const {
  const Shape& s = shape(variant_of(variant));
  return own(new SetiState(s, start_position(s)));
}

djed::Result<djed::StatePtr> SetiGame::make_state(const std::string& variant, std::string_view text) const {
  const Shape& s = shape(variant_of(variant));
  auto p = seti::parse_position(text, s);
  if (!p) return p.error();
  return own(new SetiState(s, *p));
}

djed::BoardGeometry SetiGame::make_geometry(const std::string& variant) const {
  const Shape& s = shape(variant_of(variant));
  djed::BoardGeometry g;
  g.rows = kRanks;
  g.cols = s.files;
  for (int sq = 0; sq < s.squares; ++sq) {
    djed::Cell cell;
    cell.id = sq;
    cell.label = square_name(s, sq);
    cell.row = kRanks - s.rank_of(sq);  // rank 10 at the top, White below
    cell.col = s.file_of(sq);
    for (int side : {kWhite, kBrown})
      if (s.start_row[static_cast<std::size_t>(side)] & bit(sq))
        cell.markers.push_back(djed::Marker{
            "start-row", side == kWhite ? "White's start row, Brown's goal" : "Brown's start row, White's goal", "",
            side});
    g.cells.push_back(std::move(cell));
  }
  return g;
}

}  // namespace seti
