#pragma once
// The Ramses game: metadata, board geometry and positions for the SDK.
#include "djed/game.hpp"
#include "djed/resources.hpp"

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

 protected:
  djed::StatePtr make_initial_state(const std::string& variant) const override;
  djed::StatePtr make_initial_state_for(const std::string& variant, int first_player) const override;
  djed::Result<djed::StatePtr> make_state(const std::string& variant, std::string_view text) const override;
  djed::BoardGeometry make_geometry(const std::string& variant) const override;

 private:
  djed::GameInfo info_;
};

}  // namespace ramses
