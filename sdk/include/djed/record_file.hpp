#pragma once
// RecordFile: the text of a game record (a `.djed` file, docs/records.md),
// read and written without knowing any game. Header tags, then one numbered
// line per turn: the chance outcomes thrown before it, the turn in the
// game's notation, an optional {comment}. Checking the turns against the
// rules is replay_record()'s work (djed/record_replay.hpp).
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "djed/result.hpp"

namespace djed {

// The format version this SDK writes and the highest it reads.
inline constexpr int kRecordFormat = 1;

// The tags Djed reads (docs/records.md says what each holds), besides one
// tag per side named by the side's word (`Light`, `Dark`). Any other tag is
// kept as it is, unless it is one of these in another case, or a start
// position under another name (`Position`, `FEN`, `SetUp`), which are refused.
inline constexpr const char* kRecordTags[] = {"Game", "Variant", "Format", "Date",   "First",
                                              "Start", "Seed",   "TurnLimit", "Result", "Reason"};

struct RecordTag {
  std::string name;   // letters, digits and '-', starting with a letter
  std::string value;  // one line of UTF-8
};

// One turn line: what was thrown before the turn (chance outcomes in the
// game's notation, e.g. `roll:3-1`), then the turn in the game's turn
// notation; the last line may hold a throw alone (the turn not yet played).
struct RecordedTurn {
  std::string moves;
  std::string comment;  // without the braces; "" for none
  int line = 0;         // where it was read (0: not read from a file)
};

struct RecordFile {
  std::vector<RecordTag> tags;  // in file order, each name once
  std::vector<RecordedTurn> turns;

  // The tag's value, or nothing when the record has no such tag.
  std::optional<std::string> tag(std::string_view name) const;
  // The line the tag was read from (0 when absent or not read).
  int tag_line(std::string_view name) const;
  // Sets a tag, appending it when new; an empty value removes it.
  void set_tag(std::string_view name, std::string value);

  std::vector<int> tag_lines;  // parallel to tags when read from a file
};

// The record as text (LF line ends), ending with its result line (the
// Result tag, "*" without one).
std::string write_record(const RecordFile& record);

// Reads a record's syntax: UTF-8 (a byte-order mark allowed), LF or CRLF,
// tags `[Name "value"]` with \" and \\ escapes, then turn lines `N. ...`
// numbered from 1 without gaps, a {comment} at the end of a line, blank
// lines anywhere, and last a line repeating the Result tag's value (a
// record cut short lacks it). Refused with "line N: reason". Tags Game,
// Format and Result must be there (Result "*" for a game not over), and
// a Format above kRecordFormat is refused as from a newer Djed.
Result<RecordFile> parse_record(std::string_view text);

// A record file's bytes; refused, with the reason, when it cannot be read,
// is not a regular file, or is larger than any record (16 MiB).
Result<std::string> read_record_text(const std::filesystem::path& file);

}  // namespace djed
