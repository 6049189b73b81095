#include "game_catalog.hpp"

#include "plugin_text.hpp"

namespace djed::gui {

GameCatalog make_catalog(const PluginHost& host) {
  GameCatalog catalog;
  for (const auto& loaded : host.games()) {
    const GameInfo& info = loaded.game->info();
    GameCard card;
    card.id = info.id;
    card.name = plugin_string(info, info.display_name);
    card.description = plugin_string(info, info.description);
    for (const auto& v : info.variants) {
      card.variant_ids.push_back(v.id);
      card.variant_names.push_back(plugin_string(info, v.name));
    }
    for (int side = 0; side < 2; ++side) {
      card.side_names[side] = plugin_string(info, info.sides[static_cast<std::size_t>(side)].name);
      card.side_colours[side] = info.sides[static_cast<std::size_t>(side)].colour;
      card.side_phrases[side] = side_phrases(info, side);
    }
    card.uses_dice = info.uses_dice;
    card.lessons = static_cast<int>(info.lessons.size());
    card.puzzles = static_cast<int>(info.puzzles.size());
    card.either_side_starts = info.either_side_starts;
    if (auto start = loaded.game->new_initial_state()) card.first_side = start.value()->side_to_move();
    catalog.games.push_back(std::move(card));
  }
  for (const auto& failure : host.failures())
    catalog.problems.push_back({failure.file.filename().string(), failure.reason});
  return catalog;
}

}  // namespace djed::gui
