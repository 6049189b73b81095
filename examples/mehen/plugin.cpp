// The plugin entry point: exports the Mehen game to the host.
#include "djed/plugin_export.hpp"
#include "mehen_game.hpp"

DJED_PLUGIN(mehen::MehenGame)
