// A plugin whose game describes a board without cells: the host refuses to
// show it, naming what is missing, instead of drawing nothing.
#include <stdexcept>

#include "djed/plugin_export.hpp"
#include "djed/resources.hpp"

namespace bad_board {
djed::EmbeddedFiles embedded_resources();

class BadBoardGame : public djed::Game {
 public:
  BadBoardGame() {
    info_.id = "bad-board";
    info_.display_name = djed::Message::of("bad.name");
    info_.sides = {djed::SideInfo{djed::Message::of("bad.side"), "#000000"},
                   djed::SideInfo{djed::Message::of("bad.side"), "#ffffff"}};
    if (auto added = djed::add_embedded_files(info_, embedded_resources()); !added)
      throw std::runtime_error(added.message());
  }
  const djed::GameInfo& info() const noexcept override { return info_; }

 protected:
  djed::StatePtr make_initial_state(const std::string&) const override { return nullptr; }
  djed::Result<djed::StatePtr> make_state(const std::string&, std::string_view) const override {
    return djed::make_error("unused");
  }
  djed::BoardGeometry make_geometry(const std::string&) const override {
    djed::BoardGeometry g;
    g.rows = 3;
    g.cols = 3;
    return g;  // no cells
  }

 private:
  djed::GameInfo info_;
};
}  // namespace bad_board

DJED_PLUGIN(bad_board::BadBoardGame)
