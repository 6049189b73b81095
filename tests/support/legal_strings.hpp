#pragma once
// Any state's legal turns and actions in its notation, sorted, for the
// per-game tests.
#include <algorithm>
#include <string>
#include <vector>

#include "djed/state.hpp"

namespace djed::test {

inline std::vector<std::string> turn_strings(const State& state) {
  std::vector<std::string> out;
  for (const auto& turn : state.legal_turns()) out.push_back(state.turn_to_string(turn));
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::string> action_strings(const State& state) {
  std::vector<std::string> out;
  for (auto a : state.legal_actions()) out.push_back(state.action_to_string(a));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace djed::test
