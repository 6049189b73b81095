// Ramses turns: refused with a message, or one of the legal turns.
#include "ramses_game.hpp"
#include "turn_fuzzer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const ramses::RamsesGame game;
  static const djed::fuzz::TurnFuzzer fuzzer(
      game, {{"", ""}, {"", "L:4,12,13,20 D:14,15,18,19 L"}, {"", "L:1,9,10,19 D:14,18,20,21 L"},
             {"", "L:3,5(15),8,16 D:6,12,19,22(11) L"}, {"", "L:7,8,14,22(13) D:13,16,17,20 L"}});
  fuzzer.run(data, size);
  return 0;
}
