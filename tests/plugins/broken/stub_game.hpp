#pragma once
// A game that has only its GameInfo: each broken test plugin derives from it
// and breaks one thing. None of them is ever played.
#include <string>
#include <string_view>

#include "djed/game.hpp"

namespace broken {

class StubGame : public djed::Game {
 public:
  const djed::GameInfo& info() const noexcept override { return info_; }

 protected:
  djed::StatePtr make_initial_state(const std::string&) const override { return nullptr; }
  djed::Result<djed::StatePtr> make_state(const std::string&, std::string_view) const override {
    return djed::make_error("unused");
  }
  djed::BoardGeometry make_geometry(const std::string&) const override { return {}; }

  djed::GameInfo info_;
};

}  // namespace broken
