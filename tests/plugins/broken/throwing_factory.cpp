// A plugin whose game cannot be built: its constructor throws. The exported
// factory must catch it and report the reason to the host.
#include <stdexcept>

#include "djed/plugin_export.hpp"
#include "stub_game.hpp"

namespace throwing {
class ThrowingGame : public broken::StubGame {
 public:
  ThrowingGame() { throw std::runtime_error("board description missing"); }
};
}  // namespace throwing

DJED_PLUGIN(throwing::ThrowingGame)
