// The plugin entry point of Seti.
#include "djed/plugin_export.hpp"
#include "seti_game.hpp"

DJED_PLUGIN(seti::SetiGame)
