#pragma once
// djed-cli lessons: a game's course, lesson by lesson, checked against its
// rules and message tables (djed/lessons.hpp).
#include <memory>
#include <ostream>

#include "command_line.hpp"
#include "djed/game.hpp"

namespace djed::cli {

int lessons_command(const CommandLine& line, const std::shared_ptr<const Game>& game, std::ostream& out,
                    std::ostream& err);

}  // namespace djed::cli
