#pragma once
// Runs djed-cli in-process over the game plugins of the build tree and keeps
// what it printed, for the CLI tests of each game and of the AI.
#include <sstream>
#include <string>
#include <vector>

#include "cli.hpp"

namespace djed::test {

struct CliRun {
  int code;
  std::string out;
  std::string err;
};

inline CliRun run_cli_with_game_plugins(std::vector<std::string> args) {
  args.insert(args.end(), {"--no-default-plugins", "--plugins", DJED_GAME_PLUGIN_DIR});
  std::ostringstream out, err;
  const int code = djed::cli::run(args, out, err);
  return {code, out.str(), err.str()};
}

// The last non-empty line, without its newline (perft's count).
inline std::string last_line(const std::string& text) {
  const auto end = text.find_last_not_of('\n');
  if (end == std::string::npos) return {};
  const auto newline = text.rfind('\n', end);
  const auto start = newline == std::string::npos ? 0 : newline + 1;
  return text.substr(start, end - start + 1);
}

}  // namespace djed::test
