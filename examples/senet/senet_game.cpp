#include "senet_game.hpp"

#include <stdexcept>

#include "board.hpp"
#include "notation.hpp"
#include "senet_state.hpp"

namespace senet {

namespace {

struct House {
  int square;
  djed::MarkerTone tone;
  const char* message;
  const char* glyphs;  // Egyptian hieroglyphs in UTF-8
};

// The marked houses and what is drawn on them.
constexpr House kHouses[] = {
    {kSecondLife, djed::MarkerTone::kWarm, "senet.house.second-life", "\U000132F9"},  // ankh
    {kBeauty, djed::MarkerTone::kWarm, "senet.house.beauty", "\U00013124"},           // nefer
    {kWater, djed::MarkerTone::kCool, "senet.house.water", "\U00013216\U00013216\U00013216"},  // water ripples
    {kThreeTruths, djed::MarkerTone::kPlain, "senet.house.three-truths", "\U000133FC"},  // three strokes
    {kReAtum, djed::MarkerTone::kPlain, "senet.house.re-atum", "\U000133FB"},           // two strokes
    {kHorus, djed::MarkerTone::kPlain, "senet.house.horus", "\U00013143"},              // the falcon
};

}  // namespace

SenetGame::SenetGame() {
  info_.id = "senet";
  info_.display_name = djed::Message::of("senet.name");
  info_.description = djed::Message::of("senet.description");
  info_.sides = {djed::SideInfo{side_name(kLight), "#efe4c8"}, djed::SideInfo{side_name(kDark), "#3f2e22"}};
  info_.uses_dice = true;
  // Swaps can bring a position back, but the sticks keep the race moving:
  // only the turn limit draws (rules/en.md, "The end").
  info_.draw_by_repetition = false;
  info_.max_turns = kMaxTurns;
  info_.either_side_starts = false;  // Light always starts
  if (auto added = djed::add_embedded_files(info_, embedded_resources()); !added)
    throw std::runtime_error(added.message());  // the factory reports it; the plugin is not loaded
}

djed::StatePtr SenetGame::make_initial_state(const std::string&) const {
  return own(new SenetState(start_position()));
}

djed::Result<djed::StatePtr> SenetGame::make_state(const std::string&, std::string_view text) const {
  auto p = senet::parse_position(text);
  if (!p) return p.error();
  return own(new SenetState(*p));
}

djed::BoardGeometry SenetGame::make_geometry(const std::string&) const {
  // The squares 1-30 in three rows, the middle one from right to left.
  djed::BoardGeometry g = djed::snake_track(3, 10);
  for (djed::Cell& cell : g.cells)
    for (const House& h : kHouses)
      if (h.square == cell.id) cell.markers.push_back(djed::Marker{h.tone, djed::Message::of(h.message), h.glyphs, -1});
  return g;
}

}  // namespace senet
