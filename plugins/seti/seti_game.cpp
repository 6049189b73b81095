#include "seti_game.hpp"

#include <stdexcept>

#include "notation.hpp"
#include "seti_state.hpp"

namespace seti {

Variant variant_of(const std::string& id) { return id == "beth" ? Variant::kBeth : Variant::kAleph; }

djed::Message side_name(int side) {
  return djed::Message::of(side == kWhite ? "seti.side.white" : "seti.side.brown");
}

SetiGame::SetiGame() {
  info_.id = "seti";
  info_.display_name = djed::Message::of("seti.name");
  info_.description = djed::Message::of("seti.description");
  info_.variants = {djed::Variant{"aleph", djed::Message::of("seti.variant.aleph")},
                    djed::Variant{"beth", djed::Message::of("seti.variant.beth")}};
  info_.sides = {djed::SideInfo{side_name(kWhite), "#f3efe2"}, djed::SideInfo{side_name(kBrown), "#7a4b2a"}};
  info_.uses_dice = false;
  // The review's curve, fitted by `djed-cli calibrate` on games between the
  // levels of both variants (docs/review.md).
  info_.score_scale = 230.0;
  if (auto added = djed::add_embedded_files(info_, embedded_resources()); !added)
    throw std::runtime_error(added.message());  // the factory reports it; the plugin is not loaded
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
            djed::MarkerTone::kSide, djed::Message::of(side == kWhite ? "seti.row.white-start" : "seti.row.brown-start"),
            "", side});
    g.cells.push_back(std::move(cell));
  }
  return g;
}

}  // namespace seti
