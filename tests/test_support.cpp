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

std::vector<GameVariant> all_game_variants() { return conformance::game_variants(shared_host()); }

}  // namespace djed::test
