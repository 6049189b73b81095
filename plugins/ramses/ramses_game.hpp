#pragma once
// The Ramses game: metadata, board geometry and positions for the SDK.
#include "djed/game.hpp"
#include "djed/resources.hpp"
#include "solve_game.hpp"

namespace ramses {

// The rules page, message tables and piece images compiled into the plugin
// (djed_embed_resources in CMakeLists.txt).
djed::EmbeddedFiles embedded_resources();

// The side's name for players.
djed::Message side_name(int side);

class RamsesGame final : public djed::Game {
 public:
  RamsesGame();
  const djed::GameInfo& info() const noexcept override { return info_; }
  // No dice and a small board: every position can be solved exactly.
  const djed::solve::IndexedGame* solvable(const std::string&) const noexcept override { return &solve_game_; }

 protected:
  djed::StatePtr make_initial_state(const std::string& variant) const override;
  djed::StatePtr make_initial_state_for(const std::string& variant, int first_player) const override;
  djed::Result<djed::StatePtr> make_state(const std::string& variant, std::string_view text) const override;
  djed::BoardGeometry make_geometry(const std::string& variant) const override;

 private:
  djed::GameInfo info_;
  solve::SolveGame solve_game_;
};

}  // namespace ramses
