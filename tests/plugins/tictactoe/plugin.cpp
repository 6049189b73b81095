// The plugin entry point of the test game.
#include "djed/plugin_export.hpp"
#include "tictactoe.hpp"

DJED_PLUGIN(tictactoe::TicTacToeGame)
