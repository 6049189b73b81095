// Seti positions, Aleph or Beth by the first byte: any text is refused with a
// message or round-trips.
#include "fuzz_support.hpp"
#include "seti_game.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const seti::SetiGame game;
  if (size == 0) return 0;
  const std::string variant = data[0] & 1 ? "beth" : "aleph";
  djed::fuzz::check_position(game, variant, std::string_view(reinterpret_cast<const char*>(data + 1), size - 1));
  return 0;
}
