// Pharao turns (and throws): refused with a message, or one of the legal turns.
#include "pharao_game.hpp"
#include "turn_fuzzer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const pharao::PharaoGame game;
  static const djed::fuzz::TurnFuzzer fuzzer(
      game, {{"", ""}, {"", "L:2,3,4,5 D:20,21,22,23 D roll:2-1"}, {"", "L:2,3,5,9 D:18,19,22,24 L roll:3-1"},
             {"", "L:16 D:1,10 L roll:1-0"}, {"", "L:2,26 D:27,28 D roll:4-2"}, {"", "L:1,2 D:26 L roll:0-1"}});
  fuzzer.run(data, size);
  return 0;
}
