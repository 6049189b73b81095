#pragma once
// What every fuzz target checks of what it parses: a position that parses
// prints back the same and parses again to the same state; its legal turns
// print and parse back to themselves; a turn that parses is a legal turn.
// A broken promise aborts, which libFuzzer reports with the input.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "djed/game.hpp"

namespace djed::fuzz {

[[noreturn]] inline void broken(const std::string& what) {
  std::fprintf(stderr, "fuzz check failed: %s\n", what.c_str());
  std::abort();
}

// The turns of a state, each written and read back; at most `limit` of
// them, so that one input stays fast.
inline void check_turns_round_trip(const State& s, std::size_t limit = 64) {
  if (s.is_terminal() || s.is_chance_node()) return;
  const auto turns = s.legal_turns();
  for (std::size_t i = 0; i < turns.size() && i < limit; ++i) {
    const std::string text = s.turn_to_string(turns[i]);
    auto back = s.turn_from_string(text);
    if (!back.ok()) broken("turn '" + text + "' of '" + s.to_string() + "' does not parse: " + back.message());
    if (back.value() != turns[i]) broken("turn '" + text + "' of '" + s.to_string() + "' parses to another turn");
  }
}

inline void check_position(const Game& game, const std::string& variant, std::string_view text) {
  auto parsed = game.parse_position(variant, text);
  if (!parsed.ok()) {
    if (parsed.message().empty()) broken("a refusal without a message");
    return;
  }
  const State& s = *parsed.value();
  const std::string printed = s.to_string();
  auto again = game.parse_position(variant, printed);
  if (!again.ok()) broken("'" + printed + "' (printed from a parsed position) does not parse: " + again.message());
  if (again.value()->to_string() != printed) broken("'" + printed + "' prints back differently");
  if (again.value()->hash() != s.hash()) broken("'" + printed + "' parses back to another hash");
  check_turns_round_trip(s);
}

inline void check_turn(const State& s, std::string_view text) {
  auto turn = s.turn_from_string(text);
  if (!turn.ok()) {
    if (turn.message().empty()) broken("a refusal without a message");
    return;
  }
  const auto legal = s.legal_turns();
  if (std::find(legal.begin(), legal.end(), turn.value()) == legal.end())
    broken("'" + std::string(text) + "' was accepted but is not a legal turn of '" + s.to_string() + "'");
}

}  // namespace djed::fuzz
