#pragma once
// What a game says about itself: names, sides, variants, rules text.
#include <array>
#include <string>
#include <vector>

#include "djed/result.hpp"

namespace djed {

struct Variant {
  std::string id;    // e.g. "aleph"
  std::string name;  // e.g. "Aleph (3 x 10)"
};

struct SideInfo {
  std::string name;    // e.g. "Light"
  std::string colour;  // "#rrggbb", a suggestion for the renderer
};

struct GameInfo {
  std::string id;            // "ramses", "pharao", "seti": used by the CLI and saved games
  std::string display_name;  // shown in the launcher
  std::string description;   // one line
  std::vector<Variant> variants;  // the first is the default; empty when there are none
  std::array<SideInfo, 2> sides;
  bool uses_dice = false;
  std::string rules_text;    // Markdown shown to players
  bool draw_by_repetition = true;  // third occurrence of a position draws
  int max_turns = 300;             // a game without result after this many turns is drawn
  // Who starts: fixed by the rules (the side to move of the start position),
  // or, when true, drawn at random or agreed before each game; in a series the
  // starting side alternates.
  bool either_side_starts = false;

  // The variant a request names: "" means the default (or none for a game
  // without variants). An unknown id is an error naming the known ones.
  Result<std::string> resolve_variant(const std::string& requested) const;
};

}  // namespace djed
