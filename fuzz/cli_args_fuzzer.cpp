// djed-cli's command line: arguments (split at NUL bytes) are parsed, and the
// quick commands (list, moves, apply, perft to depth 2) run over the real
// game plugins; whatever the input, the exit code is 0, 1 or 2, a failure is
// exactly one line on stderr, and nothing crashes.
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "command_line.hpp"
#include "djed/plugin_host.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  // Each run's host unloads what it loaded; libFuzzer keeps reading the
  // plugins' coverage counters, so one host keeps them loaded throughout.
  static const djed::PluginHost keep_loaded = [] {
    djed::PluginHost host;
    host.load_directory(DJED_FUZZ_PLUGIN_DIR);
    return host;
  }();
  (void)keep_loaded;
  std::vector<std::string> args(1);
  for (std::size_t i = 0; i < size && args.size() < 12; ++i) {
    if (data[i] == 0) args.emplace_back();
    else args.back() += static_cast<char>(data[i]);
  }
  if (args.empty() || args[0].empty()) return 0;
  // The slow commands would only measure the search; depths are kept small.
  const std::string& command = args[0];
  if (command != "list" && command != "moves" && command != "apply" && command != "perft") {
    (void)djed::cli::parse_command_line(args, {"plugins", "position"}, {"divide"});
    return 0;
  }
  if (command == "perft" && (args.size() < 3 || args[2].size() != 1 || args[2][0] < '0' || args[2][0] > '2')) return 0;
  for (const std::string& a : args)
    if (a.rfind("--plugins", 0) == 0 || a.rfind("--no-default-plugins", 0) == 0) return 0;
  args.insert(args.end(), {"--no-default-plugins", "--plugins", DJED_FUZZ_PLUGIN_DIR});
  std::ostringstream out, err;
  const int code = djed::cli::run(args, out, err);
  if (code < 0 || code > 2) std::abort();
  if (code == 2) {
    const std::string e = err.str();
    if (e.empty() || e.find('\n') != e.size() - 1) {
      std::fprintf(stderr, "a failure that is not one line: %s\n", e.c_str());
      std::abort();
    }
  }
  return 0;
}
