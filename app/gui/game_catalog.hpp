#pragma once
// A Qt-free snapshot of what the plugin host loaded: the launcher's models are
// filled from it, so the models never touch plugins directly.
#include <map>
#include <string>
#include <vector>

#include "djed/plugin_host.hpp"

namespace djed::gui {

struct GameCard {
  std::string id;
  std::string name;
  std::string description;
  std::vector<std::string> variant_ids;
  std::vector<std::string> variant_names;
  std::string side_names[2];
  std::string side_colours[2];
  std::map<std::string, std::string> side_phrases[2];  // plugin_text.hpp's side_phrases()
  bool uses_dice = false;
  int lessons = 0;  // the lessons of its course
  int puzzles = 0;
  bool either_side_starts = false;  // drawn before each game, alternating in a series
  int first_side = 0;               // who starts the start position
};

struct LoadProblem {
  std::string file;
  std::string reason;
};

struct GameCatalog {
  std::vector<GameCard> games;
  std::vector<LoadProblem> problems;
};

GameCatalog make_catalog(const PluginHost& host);

}  // namespace djed::gui
