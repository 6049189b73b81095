#pragma once
// djed-cli review: a game record reviewed turn by turn (win chances, grades,
// the turn that decided it); djed-cli calibrate: the curve that turns a
// game's search scores into those chances (docs/review.md).
#include <memory>
#include <ostream>
#include <string>

#include "command_line.hpp"
#include "djed/plugin_host.hpp"

namespace djed::cli {

int review_command(const CommandLine& line, const PluginHost& host, std::ostream& out, std::ostream& err);
int calibrate_command(const CommandLine& line, const std::shared_ptr<const Game>& game, const std::string& variant,
                      std::ostream& out, std::ostream& err);

}  // namespace djed::cli
