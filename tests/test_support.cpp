#include "test_support.hpp"

namespace djed::test {

const PluginHost& shared_host() {
  static const PluginHost host = [] {
    PluginHost h;
    h.load_directory(game_plugin_dir(), false);
    h.load_directory(test_plugin_dir());
    return h;
  }();
  return host;
}

std::string GameVariant::name() const {
  return game->info().id + (variant.empty() ? std::string() : "_" + variant);
}

std::vector<GameVariant> all_game_variants() {
  std::vector<GameVariant> list;
  for (const auto& loaded : shared_host().games()) {
    const GameInfo& info = loaded.game->info();
    if (info.variants.empty()) list.push_back({loaded.game, ""});
    for (const auto& v : info.variants) list.push_back({loaded.game, v.id});
  }
  return list;
}

}  // namespace djed::test
