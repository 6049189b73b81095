#pragma once
// djed-cli as a function, so tests run it in-process.
#include <iosfwd>
#include <string>
#include <vector>

namespace djed::cli {

// Exit codes of the contract.
inline constexpr int kExitOk = 0;
inline constexpr int kExitNoGames = 1;
inline constexpr int kExitBadInput = 2;
inline constexpr int kExitDisagrees = 3;  // verify: the table disagrees with the rules

// `args` excludes the program name.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

}  // namespace djed::cli
