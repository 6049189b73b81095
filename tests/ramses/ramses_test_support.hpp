#pragma once
// Shared helpers of the Ramses tests: the game built directly from the rules
// core (no plugin loading), positions from notation, turns as strings.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "djed/game.hpp"
#include "legal_strings.hpp"
#include "ramses_game.hpp"

namespace ramses::test {

using djed::test::action_strings;
using djed::test::turn_strings;

inline const djed::Game& game() {
  static const auto instance = std::make_shared<RamsesGame>();
  return *instance;
}

inline djed::StatePtr at(const std::string& position) {
  auto state = game().parse_position("", position);
  EXPECT_TRUE(state.ok()) << position << ": " << (state.ok() ? "" : state.message());
  return state.ok() ? std::move(state.value()) : nullptr;
}

// Applies a turn written in notation; fails the test when it is refused.
inline void play(djed::State& state, const std::string& turn) {
  auto parsed = state.turn_from_string(turn);
  ASSERT_TRUE(parsed.ok()) << turn << ": " << (parsed.ok() ? "" : parsed.message());
  state.apply_turn(*parsed);
}

}  // namespace ramses::test
