#pragma once
// The Pharao game: metadata, board geometry and positions for the SDK.
#include "djed/game.hpp"

namespace pharao {

// The rules page (docs/rules/pharao.md), compiled into the plugin.
extern const char* const kRulesText;

class PharaoGame final : public djed::Game {
 public:
  PharaoGame();
  const djed::GameInfo& info() const noexcept override { return info_; }

 protected:
  djed::StatePtr make_initial_state(const std::string& variant) const override;
  djed::Result<djed::StatePtr> make_state(const std::string& variant, std::string_view text) const override;
  djed::BoardGeometry make_geometry(const std::string& variant) const override;

 private:
  djed::GameInfo info_;
};

}  // namespace pharao
