#pragma once
// The Mehen game: metadata, the coiled board and positions for the SDK.
// Its board is free (djed/free_board.hpp): the squares lie along the coil.
#include "djed/free_board.hpp"
#include "djed/game.hpp"
#include "djed/resources.hpp"

namespace mehen {

// The rules pages, message tables and images compiled into the plugin
// (djed_add_game_plugin in CMakeLists.txt).
djed::EmbeddedFiles embedded_resources();

// A game without result after this many turns (a throw and its move each)
// is drawn (rules/en.md, "The end"): far beyond real games.
inline constexpr int kMaxTurns = 2000;

class MehenGame : public djed::Game, public djed::FreeBoardGame {
 public:
  MehenGame();
  const djed::GameInfo& info() const noexcept override { return info_; }
  djed::FreeBoard make_free_board(const std::string& variant) const override;

 protected:
  djed::StatePtr make_initial_state(const std::string& variant) const override;
  djed::Result<djed::StatePtr> make_state(const std::string& variant, std::string_view text) const override;
  djed::BoardGeometry make_geometry(const std::string& variant) const override;

 private:
  djed::GameInfo info_;
};

}  // namespace mehen
