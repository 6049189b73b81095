#pragma once
// A table of values on disk: a header (what it is, the format, the number
// of value bytes, a checksum of them) and the values. A solved game writes
// one byte per position (solver.hpp); a game with values of its own (Pharao's
// endings: four-byte floats) packs them into the bytes. Reading refuses,
// naming what is wrong, a file of another game or format, a cut-short file
// and damaged values.
//
// A table is mapped, not read (MappedTable): the values stay in the file's
// pages, which every process that maps the file shares, and a lookup touches
// only the pages it needs. Format 3 checksums eight bytes at a time in four
// lanes, so checking a whole table costs about as much as reading it once;
// format 2 tables (a byte-wise FNV-1a) are still read.
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <vector>

#include "djed/result.hpp"

namespace djed::solve {

inline constexpr std::uint32_t kTableFormat = 3;

struct SolvedTable {
  std::string game;  // the game (and variant) the values belong to, e.g. "ramses"
  std::vector<std::uint8_t> values;
  // What the rules were when the values were found (solved_game.hpp's
  // rules_fingerprint; a game's own tables: a version of what the values
  // mean): a table of other rules is refused when loaded.
  std::uint64_t rules = 0;
};

// A table file mapped read-only, its header and checksum checked. Move-only;
// the mapping lasts as long as the object. Tables are replaced by renaming a
// new file over the old (write_table), so a mapped file never changes under
// its readers.
class MappedTable {
 public:
  // `game`: the game the caller expects (refused when the file holds another).
  static Result<MappedTable> open(const std::filesystem::path& file, const std::string& game);

  MappedTable(MappedTable&& other) noexcept;
  MappedTable& operator=(MappedTable&& other) noexcept;
  MappedTable(const MappedTable&) = delete;
  MappedTable& operator=(const MappedTable&) = delete;
  ~MappedTable();

  const std::string& game() const { return game_; }
  std::uint64_t rules() const { return rules_; }
  std::span<const std::uint8_t> values() const { return {values_, size_}; }

 private:
  MappedTable() = default;
  void* map_ = nullptr;
  std::size_t map_size_ = 0;
  const std::uint8_t* values_ = nullptr;
  std::uint64_t size_ = 0;
  std::string game_;
  std::uint64_t rules_ = 0;
};

// Written atomically: a new file beside the old, renamed over it.
Result<void> write_table(const std::filesystem::path& file, const SolvedTable& table);
// The table's values copied into memory (for tables a program changes or
// keeps whole; lookups map the file instead).
Result<SolvedTable> read_table(const std::filesystem::path& file, const std::string& game);

// The checksum in the header of a format 3 table: four lanes of FNV-1a over
// little-endian eight-byte words (the last word padded with zeros), folded.
std::uint64_t checksum(std::span<const std::uint8_t> values);

}  // namespace djed::solve
