// Pharao positions: any text is refused with a message or round-trips.
#include "fuzz_support.hpp"
#include "pharao_game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const pharao::PharaoGame game;
  djed::fuzz::check_position(game, "", std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
