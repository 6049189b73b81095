// The plugin entry point: exports the Senet game to the host.
#include "djed/plugin_export.hpp"
#include "senet_game.hpp"

DJED_PLUGIN(senet::SenetGame)
