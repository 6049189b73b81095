// A plugin whose game describes a board without cells: the host refuses to
// show it, naming what is missing, instead of drawing nothing.
#include <stdexcept>

#include "djed/plugin_export.hpp"
#include "djed/resources.hpp"
#include "stub_game.hpp"

namespace bad_board {
djed::EmbeddedFiles embedded_resources();

class BadBoardGame : public broken::StubGame {
 public:
  BadBoardGame() {
    info_.id = "bad-board";
    info_.display_name = djed::Message::of("bad.name");
    info_.sides = {djed::SideInfo{djed::Message::of("bad.side"), "#000000"},
                   djed::SideInfo{djed::Message::of("bad.side"), "#ffffff"}};
    if (auto added = djed::add_embedded_files(info_, embedded_resources()); !added)
      throw std::runtime_error(added.message());
  }

 protected:
  djed::BoardGeometry make_geometry(const std::string&) const override {
    djed::BoardGeometry g;
    g.rows = 3;
    g.cols = 3;
    return g;  // no cells
  }
};
}  // namespace bad_board

DJED_PLUGIN(bad_board::BadBoardGame)
