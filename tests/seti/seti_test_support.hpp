#pragma once
// Shared helpers of the Seti tests: the game built directly from the rules
// core, positions from notation, moves as strings.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "djed/game.hpp"
#include "seti_game.hpp"

namespace seti::test {

inline const djed::Game& game() {
  static const auto instance = std::make_shared<SetiGame>();
  return *instance;
}

inline djed::StatePtr at(const std::string& variant, const std::string& position) {
  auto state = game().parse_position(variant, position);
  EXPECT_TRUE(state.ok()) << position << ": " << (state.ok() ? "" : state.message());
  return state.ok() ? std::move(state.value()) : nullptr;
}

inline djed::StatePtr start(const std::string& variant) {
  auto state = game().new_initial_state(variant);
  EXPECT_TRUE(state.ok());
  return std::move(state.value());
}

inline std::vector<std::string> moves(const djed::State& state) {
  std::vector<std::string> out;
  for (auto a : state.legal_actions()) out.push_back(state.action_to_string(a));
  std::sort(out.begin(), out.end());
  return out;
}

// The destinations of the figure on `from`, e.g. {"a2", "b2"}.
inline std::vector<std::string> targets(const djed::State& state, const std::string& from) {
  std::vector<std::string> out;
  for (const auto& m : moves(state))
    if (m.rfind(from, 0) == 0 && m.size() > from.size() && (m[from.size()] == '-' || m[from.size()] == 'x'))
      out.push_back(m.substr(from.size() + 1));
  std::sort(out.begin(), out.end());
  return out;
}

inline void play(djed::State& state, const std::string& move) {
  auto action = state.action_from_string(move);
  ASSERT_TRUE(action.ok()) << move << ": " << (action.ok() ? "" : action.message());
  state.apply_action(*action);
}

}  // namespace seti::test
