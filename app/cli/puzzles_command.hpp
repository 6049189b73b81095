#pragma once
// djed-cli puzzles and make-puzzles (docs/puzzles.md):
//   puzzles GAME[:variant] [--json] [--log]      the game's shipped puzzles
//   puzzles GAME --check ID TURN... | --answer "T1;T2"   a player's answer
//   puzzles GAME[:variant] --verify [--table FILE]       every puzzle checked again
//   make-puzzles GAME[:variant] --count N --seed S [--table FILE] [--out FILE]
#include <memory>
#include <ostream>
#include <string>

#include "command_line.hpp"
#include "djed/game.hpp"

namespace djed::cli {

// `variant` is the variant named on the command line, "" when none was
// (then every variant's puzzles).
int puzzles_command(const CommandLine& line, const std::shared_ptr<const Game>& game, const std::string& variant,
                    std::ostream& out, std::ostream& err);
int make_puzzles_command(const CommandLine& line, const std::shared_ptr<const Game>& game,
                         const std::string& variant, std::ostream& out, std::ostream& err);

}  // namespace djed::cli
