// The plugin entry point of Pharao.
#include "djed/plugin_export.hpp"
#include "pharao_game.hpp"

DJED_PLUGIN(pharao::PharaoGame)
