#pragma once
// How the SDK's line-based files (records, lessons, puzzles) name the line
// they refuse: "line 3: why", or "lessons, line 3: why" where the message
// would not otherwise say which file it is about.
#include <string>
#include <string_view>

#include "djed/result.hpp"

namespace djed {

inline Error line_error(int line, const std::string& why) {
  return make_error("line " + std::to_string(line) + ": " + why);
}

inline Error line_error(std::string_view file, int line, const std::string& why) {
  return make_error(std::string(file) + ", line " + std::to_string(line) + ": " + why);
}

}  // namespace djed
