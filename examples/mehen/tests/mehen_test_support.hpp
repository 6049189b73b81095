#pragma once
// Shared by the Mehen tests: the game, positions from their notation, turns
// as strings.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "mehen_game.hpp"
#include "mehen_state.hpp"

namespace mehen::test {

inline const MehenGame& game() {
  static const std::shared_ptr<const MehenGame> shared = std::make_shared<const MehenGame>();
  return *shared;
}

// The state of a position written in the notation; null (and a failure)
// when it does not parse.
inline djed::StatePtr at(std::string_view position) {
  auto parsed = game().parse_position("", position);
  if (!parsed) {
    ADD_FAILURE() << "'" << position << "': " << parsed.message();
    return nullptr;
  }
  return std::move(parsed).value();
}

inline const Position& position_of(const djed::State& s) { return static_cast<const MehenState&>(s).position(); }

// Every legal turn, written out, in the order the state lists them.
inline std::vector<std::string> turn_strings(const djed::State& s) {
  std::vector<std::string> out;
  for (const djed::Turn& t : s.legal_turns()) out.push_back(s.turn_to_string(t));
  return out;
}

// The position after `turn`, or the reason the turn was refused.
inline std::string after(std::string_view position, std::string_view turn) {
  djed::StatePtr s = at(position);
  if (!s) return "(no position)";
  auto parsed = s->turn_from_string(turn);
  if (!parsed) return "refused: " + parsed.message();
  s->apply_turn(*parsed);
  return s->to_string();
}

// The reason a turn is refused ("" when it is accepted).
inline std::string refusal(std::string_view position, std::string_view turn) {
  djed::StatePtr s = at(position);
  if (!s) return "(no position)";
  auto parsed = s->turn_from_string(turn);
  return parsed ? std::string() : parsed.message();
}

}  // namespace mehen::test
