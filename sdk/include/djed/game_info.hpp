#pragma once
// What a game says about itself: names, sides, variants, and its texts in
// every language it speaks (message tables, rules pages) with its images.
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "djed/lessons.hpp"
#include "djed/message.hpp"
#include "djed/puzzles.hpp"
#include "djed/result.hpp"
#include "djed/translations.hpp"

namespace djed {

struct Variant {
  std::string id;  // e.g. "aleph"
  Message name;    // e.g. "Aleph (3 x 10)"
};

struct SideInfo {
  Message name;        // e.g. "Light"
  std::string colour;  // "#rrggbb", a suggestion for the renderer
};

// A picture the renderer draws for a piece (PieceView::image names it).
struct Image {
  std::string name;
  std::string svg;  // an SVG document, drawn to the size of a cell
};

struct GameInfo {
  std::string id;        // "ramses", "pharao", "seti": used by the CLI and saved games
  Message display_name;  // shown in the launcher
  Message description;   // one line
  std::vector<Variant> variants;  // the first is the default; empty when there are none
  std::array<SideInfo, 2> sides;
  bool uses_dice = false;
  // The button that makes a chance node's throw ("Throw the sticks");
  // empty: the app's own words for throwing the dice.
  Message throw_label;
  bool draw_by_repetition = true;  // third occurrence of a position draws
  int max_turns = 300;             // a game without result after this many turns is drawn
  // Who starts: fixed by the rules (the side to move of the start position),
  // or, when true, drawn at random or agreed before each game; in a series the
  // starting side alternates.
  bool either_side_starts = false;
  // The search score (Decision::score, on evaluate()'s scale) at which the
  // side to move wins about 73 % of games: a review reads the search's scores
  // as chances 1 / (1 + exp(-score / score_scale)). Fitted on games between
  // the levels by `djed-cli calibrate`; 0 takes the SDK's default.
  double score_scale = 0.0;
  // The game's texts, one entry per language; English is always there.
  std::vector<Translation> translations;
  std::vector<Image> images;
  // The game's course (djed/lessons.hpp) and puzzles (djed/puzzles.hpp), in
  // the order they are offered; either may be empty.
  std::vector<Lesson> lessons;
  std::vector<Puzzle> puzzles;
  // What the game could not load and plays without (a damaged data file),
  // in English: the host reports each with the plugin's file.
  std::vector<std::string> load_notes;

  // The variant a request names: "" means the default (or none for a game
  // without variants). An unknown id is an error naming the known ones.
  Result<std::string> resolve_variant(const std::string& requested) const;

  // A message of this game in `language` (English where a table lacks it).
  std::string text(const Message& message, std::string_view language = "en") const;
  // The rules page in `language`, else in English.
  const std::string& rules_text(std::string_view language = "en") const;
  // The languages the game has tables for, English first.
  std::vector<std::string> languages() const;
  const Image* image(std::string_view name) const;
};

}  // namespace djed
