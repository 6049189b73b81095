#pragma once
// The solved table a command reads: the file --table names, else the one
// `djed-cli solve` keeps by default (djed/solved_game.hpp).
#include <memory>
#include <string>

#include "command_line.hpp"
#include "djed/result.hpp"

namespace djed {
class Game;
}
namespace djed::solve {
class SolvedGame;
}

namespace djed::cli {

// Refused, naming what to do, when neither file is there or the one found is
// not the game's table.
Result<std::shared_ptr<const solve::SolvedGame>> solved_table(const CommandLine& line, const Game& game,
                                                              const std::string& variant);

}  // namespace djed::cli
