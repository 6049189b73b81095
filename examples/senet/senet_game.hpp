#pragma once
// The Senet game: metadata, board geometry and positions for the SDK.
#include "djed/game.hpp"
#include "djed/resources.hpp"

namespace senet {

// The rules pages, message tables and piece images compiled into the
// plugin (djed_add_game_plugin in CMakeLists.txt).
djed::EmbeddedFiles embedded_resources();

// A game without result after this many turns (a throw and its move each)
// is drawn (rules/en.md, "The end"). Far beyond real games: between players
// who choose their moves a game takes about 140 turns, with random moves
// about 160, the longest of 2,000 random games 255.
inline constexpr int kMaxTurns = 500;

class SenetGame : public djed::Game {
 public:
  SenetGame();
  const djed::GameInfo& info() const noexcept override { return info_; }

 protected:
  djed::StatePtr make_initial_state(const std::string& variant) const override;
  djed::Result<djed::StatePtr> make_state(const std::string& variant, std::string_view text) const override;
  djed::BoardGeometry make_geometry(const std::string& variant) const override;

 private:
  djed::GameInfo info_;
};

}  // namespace senet
