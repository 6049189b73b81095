// A plugin whose game cannot be built: its constructor throws. The exported
// factory must catch it and report the reason to the host.
#include <stdexcept>

#include "djed/plugin_export.hpp"

namespace throwing {
class ThrowingGame : public djed::Game {
 public:
  ThrowingGame() { throw std::runtime_error("board description missing"); }
  const djed::GameInfo& info() const noexcept override { return info_; }

 protected:
  djed::StatePtr make_initial_state(const std::string&) const override { return nullptr; }
  djed::Result<djed::StatePtr> make_state(const std::string&, std::string_view) const override {
    return djed::make_error("unused");
  }
  djed::BoardGeometry make_geometry(const std::string&) const override { return {}; }

 private:
  djed::GameInfo info_;
};
}  // namespace throwing

DJED_PLUGIN(throwing::ThrowingGame)
