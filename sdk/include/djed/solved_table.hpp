#pragma once
// A table of values on disk: a header (what it is, the format, the number
// of value bytes, a checksum of them) and the values. A solved game writes
// one byte per position (solver.hpp); a game with values of its own (Pharao's
// endings: four-byte floats) packs them into the bytes. Reading refuses,
// naming what is wrong, a file of another game or format, a cut-short file
// and damaged values.
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "djed/result.hpp"

namespace djed::solve {

inline constexpr std::uint32_t kTableFormat = 2;

struct SolvedTable {
  std::string game;  // the game (and variant) the values belong to, e.g. "ramses"
  std::vector<std::uint8_t> values;
  // What the rules were when the values were found (solved_game.hpp's
  // rules_fingerprint; a game's own tables: a version of what the values
  // mean): a table of other rules is refused when loaded.
  std::uint64_t rules = 0;
};

// Written atomically: a new file beside the old, renamed over it.
Result<void> write_table(const std::filesystem::path& file, const SolvedTable& table);
// `game`: the game the caller expects (refused when the file holds another).
Result<SolvedTable> read_table(const std::filesystem::path& file, const std::string& game);

// FNV-1a over the values, the checksum in the header.
std::uint64_t checksum(const std::vector<std::uint8_t>& values);

}  // namespace djed::solve
