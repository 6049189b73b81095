#pragma once
// djed-cli online: plays a game on a djed-server from the terminal, or lets
// a computer level play it as a bot (docs/protocol.md).
#include <ostream>

#include "command_line.hpp"
#include "djed/plugin_host.hpp"

namespace djed::cli {

int online_command(const CommandLine& line, const PluginHost& host, std::istream& in, std::ostream& out,
                   std::ostream& err);

}  // namespace djed::cli
