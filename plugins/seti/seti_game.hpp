#pragma once
// The Seti game with its two variants, Aleph (default) and Beth.
#include "board.hpp"
#include "djed/game.hpp"
#include "djed/resources.hpp"

namespace seti {

// The rules page, message tables and piece images compiled into the plugin
// (djed_embed_resources in CMakeLists.txt).
djed::EmbeddedFiles embedded_resources();

// The side's name for players.
djed::Message side_name(int side);

Variant variant_of(const std::string& id);  // "aleph" (or "") / "beth"

class SetiGame final : public djed::Game {
 public:
  SetiGame();
  const djed::GameInfo& info() const noexcept override { return info_; }

 protected:
  djed::StatePtr make_initial_state(const std::string& variant) const override;
  djed::Result<djed::StatePtr> make_state(const std::string& variant, std::string_view text) const override;
  djed::BoardGeometry make_geometry(const std::string& variant) const override;

 private:
  djed::GameInfo info_;
};

}  // namespace seti
