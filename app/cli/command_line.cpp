#include "command_line.hpp"

#include <algorithm>

#include "djed/text.hpp"

namespace djed::cli {

std::string CommandLine::value(const std::string& name, const std::string& fallback) const {
  const auto it = options.find(name);
  return it == options.end() || it->second.empty() ? fallback : it->second.back();
}

void report(std::ostream& err, const std::string& message) { err << "djed-cli: " << printable(message) << '\n'; }

int fail(std::ostream& err, const std::string& message, int code) {
  report(err, message);
  return code;
}

Result<std::uint64_t> parse_number_option(const CommandLine& line, const std::string& name, std::uint64_t fallback,
                                    std::uint64_t limit) {
  if (!line.has(name)) return fallback;
  const std::string text = line.value(name);
  const auto n = parse_u64(text);
  if (!n || *n > limit) return make_error("--" + name + " '" + text + "': expected a number from 0 to " + std::to_string(limit));
  return *n;
}

Result<CommandLine> parse_command_line(const std::vector<std::string>& args,
                                       const std::vector<std::string>& valued,
                                       const std::vector<std::string>& flags) {
  auto contains = [](const std::vector<std::string>& list, const std::string& s) {
    return std::find(list.begin(), list.end(), s) != list.end();
  };
  CommandLine line;
  bool options_done = false;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (!options_done && arg == "--") {
      options_done = true;
      continue;
    }
    if (!options_done && arg.size() > 2 && arg.compare(0, 2, "--") == 0) {
      std::string name = arg.substr(2);
      std::string inline_value;
      bool has_inline = false;
      if (const auto eq = name.find('='); eq != std::string::npos) {
        inline_value = name.substr(eq + 1);
        name = name.substr(0, eq);
        has_inline = true;
      }
      if (contains(valued, name)) {
        if (has_inline) {
          line.options[name].push_back(inline_value);
        } else if (i + 1 < args.size()) {
          line.options[name].push_back(args[++i]);
        } else {
          return make_error("option '--" + name + "' needs a value");
        }
      } else if (contains(flags, name)) {
        if (has_inline) return make_error("option '--" + name + "' takes no value");
        line.options[name];
      } else {
        return make_error("unknown option '" + arg + "'");
      }
      continue;
    }
    if (line.command.empty())
      line.command = arg;
    else
      line.positional.push_back(arg);
  }
  return line;
}

}  // namespace djed::cli
