#pragma once
// A turn fuzzer: the first byte picks one of a game's positions (its starts
// and some from the middle of games), the rest is the turn's text.
#include <memory>
#include <vector>

#include "fuzz_support.hpp"

namespace djed::fuzz {

struct TurnFuzzer {
  std::vector<StatePtr> positions;

  TurnFuzzer(const Game& game, const std::vector<std::pair<std::string, std::string>>& texts) {
    for (const auto& [variant, text] : texts) {
      auto s = text.empty() ? game.new_initial_state(variant) : game.parse_position(variant, text);
      if (!s.ok()) broken("seed position '" + text + "': " + s.message());
      positions.push_back(std::move(s).value());
    }
  }

  void run(const std::uint8_t* data, std::size_t size) const {
    if (size == 0) return;
    const State& s = *positions[data[0] % positions.size()];
    check_turn(s, std::string_view(reinterpret_cast<const char*>(data + 1), size - 1));
  }
};

}  // namespace djed::fuzz
