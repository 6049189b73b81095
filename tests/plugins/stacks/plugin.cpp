// The plugin entry point of the Stacks test game.
#include "djed/plugin_export.hpp"
#include "stacks.hpp"

DJED_PLUGIN(stacks::StacksGame)
