// Seti moves: refused with a message, or one of the legal turns.
#include "seti_game.hpp"
#include "turn_fuzzer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const seti::SetiGame game;
  static const djed::fuzz::TurnFuzzer fuzzer(
      game, {{"aleph", ""}, {"beth", ""}, {"aleph", "hph/1s1/3/3/3/3/3/3/1P*1/H1H b 2 2"},
             {"aleph", "hph/1s1/3/3/3/3/3/3/1S1/HPH w 2 2"}});
  fuzzer.run(data, size);
  return 0;
}
