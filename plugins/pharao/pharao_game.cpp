#include "pharao_game.hpp"

#include <stdexcept>
#include <utility>

#include "board.hpp"
#include "notation.hpp"
#include "knowledge.hpp"
#include "pharao_state.hpp"

namespace pharao {

djed::Message side_name(int side) {
  return djed::Message::of(side == kLight ? "pharao.side.light" : "pharao.side.dark");
}

PharaoGame::PharaoGame(std::shared_ptr<const Knowledge> knowledge) : knowledge_(std::move(knowledge)) {
  info_.id = "pharao";
  info_.display_name = djed::Message::of("pharao.name");
  info_.description = djed::Message::of("pharao.description");
  info_.sides = {djed::SideInfo{side_name(kLight), "#efe4c8"}, djed::SideInfo{side_name(kDark), "#3f2e22"}};
  info_.uses_dice = true;
  info_.draw_by_repetition = false;  // only the turn limit draws Pharao [D-1]
  if (auto added = djed::add_embedded_files(info_, embedded_resources()); !added)
    throw std::runtime_error(added.message());  // the factory reports it; the plugin is not loaded
}

djed::StatePtr PharaoGame::make_initial_state(const std::string&) const {
  return own(new PharaoState(start_position(), knowledge_));
}

djed::Result<djed::StatePtr> PharaoGame::make_state(const std::string&, std::string_view text) const {
  std::string_view board_text;
  if (ends_won(text, board_text)) {
    auto p = pharao::parse_position(board_text);
    if (!p) return p.error();
    if (p->thrown) return djed::make_error("a won game has no throw: 'won' takes the place of the roll");
    if (p->pieces[p->side] != bit(kSecondLife))
      return djed::make_error(std::string("'won' means ") + side_word(p->side) +
                              " brought the last piece to the House of Second Life (15), but " + side_word(p->side) +
                              " has other pieces or none there");
    return own(new PharaoState(PharaoState::won_on_second_life(*p, knowledge_)));
  }
  auto p = pharao::parse_position(text);
  if (!p) return p.error();
  return own(new PharaoState(*p, knowledge_));
}

djed::BoardGeometry PharaoGame::make_geometry(const std::string&) const {
  djed::BoardGeometry g = djed::snake_track(3, 10);
  for (djed::Cell& cell : g.cells) {
    const int house = cell.id;
    if (house == kSecondLife)  // ankh and user sceptre
      cell.markers.push_back(
          djed::Marker{djed::MarkerTone::kCool, djed::Message::of("pharao.house.second-life"), "\U000132F9\U00013300", -1});
    if (house == kBeauty)  // three nefers
      cell.markers.push_back(djed::Marker{djed::MarkerTone::kCool, djed::Message::of("pharao.house.beauty"),
                                          "\U00013124\U00013124\U00013124", -1});
    if (house == kNile)  // three water signs
      cell.markers.push_back(djed::Marker{djed::MarkerTone::kCool, djed::Message::of("pharao.house.nile"),
                                          "\U00013216\U00013216\U00013216", -1});
  }
  return g;
}

}  // namespace pharao
