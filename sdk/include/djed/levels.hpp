#pragma once
// The computer levels every game offers players, easiest first: the names a
// lesson's `play LEVEL`, a record's `computer LEVEL`, the app's seats and
// djed-cli's players use. Everything that lists the levels reads this table.
#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace djed {

inline constexpr std::array<std::string_view, 3> kLevelNames{"easy", "medium", "hard"};
// The level that plays from a game's solved table, where it has one.
inline constexpr std::string_view kPerfectLevel = "perfect";

inline std::vector<std::string> level_names() { return {kLevelNames.begin(), kLevelNames.end()}; }

}  // namespace djed
