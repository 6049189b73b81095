// The plugin entry point of Ramses.
#include "djed/plugin_export.hpp"
#include "ramses_game.hpp"

DJED_PLUGIN(ramses::RamsesGame)
