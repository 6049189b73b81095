#pragma once
// The djed-cli command line: a command, positional arguments and options,
// where options may come before or after the positional arguments.
#include <cstdint>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "djed/result.hpp"

namespace djed::cli {

struct CommandLine {
  std::string command;
  std::vector<std::string> positional;             // after the command
  std::map<std::string, std::vector<std::string>> options;  // name without "--" -> values
  bool has(const std::string& name) const { return options.count(name) > 0; }
  // The last value of an option, or `fallback`.
  std::string value(const std::string& name, const std::string& fallback = {}) const;
};

// A failure as one line on stderr, "djed-cli: message": whatever the
// message echoes is made printable.
void report(std::ostream& err, const std::string& message);

// report(), then the exit code a command returns for that failure.
int fail(std::ostream& err, const std::string& message, int code = kExitBadInput);

// A whole number option from 0 to `limit`, or `fallback` when absent;
// refused as "--name 'text': expected a number from 0 to limit".
Result<std::uint64_t> parse_number_option(const CommandLine& line, const std::string& name, std::uint64_t fallback,
                                    std::uint64_t limit = 2147483647);

// `valued` lists the options that take a value; every other known option is
// a flag. Unknown options are errors.
Result<CommandLine> parse_command_line(const std::vector<std::string>& args,
                                       const std::vector<std::string>& valued,
                                       const std::vector<std::string>& flags);

}  // namespace djed::cli
