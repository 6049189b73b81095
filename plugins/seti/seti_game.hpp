#pragma once
// The Seti game with its two variants, Aleph (default) and Beth.
#include "board.hpp"
#include "djed/game.hpp"

namespace seti {

// The rules page (docs/rules/seti.md), compiled into the plugin.
extern const char* const kRulesText;

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
