#pragma once
// A game record file (djed/record_file.hpp) and a game: writing what was
// played with its tags, and replaying a file's turns under the rules, each
// checked at its point. Game-agnostic: the game supplies every notation.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "djed/game.hpp"
#include "djed/game_record.hpp"
#include "djed/record_file.hpp"

namespace djed {

// What a record keeps beside the turns.
struct RecordHeader {
  std::string game_id;
  std::string variant;                          // "" for the game's default or none
  std::string start;                            // a start position in notation; "" for the standard start
  int first_player = -1;                        // who made the first turn
  std::array<std::string, 2> players{"human", "human"};  // as SeatCode writes them
  std::optional<std::uint64_t> seed;            // the dice's seed, for games with dice
  std::string date;                             // YYYY-MM-DD; "" for none
  std::vector<RecordTag> extra;                 // other tags, kept as read
};

// The record of `record` (the game so far) with `header`'s tags: Game,
// Variant, Format, Date, one tag per side named by its English name with
// who played it, First, Start, Seed, TurnLimit (when not the game's), Result
// and Reason.
RecordFile make_record_file(const RecordHeader& header, const Game& game, const GameRecord& record);

struct ReplayedGame {
  RecordHeader header;
  std::unique_ptr<GameRecord> record;
};

// Replays a record of `game` (its Game tag must name it): the start, each
// throw and turn checked against the rules where it stands, the result
// line against where the turns lead. Refused with "line N: reason".
Result<ReplayedGame> replay_record(const RecordFile& file, std::shared_ptr<const Game> game);

// A side's name as tags and results use it: the last part of its name's
// message id, capitalised ("ramses.side.light" -> "Light"), which a game
// keeps when its texts are reworded; a side named by a literal text: that.
std::string side_word(const GameInfo& info, int side);
// The side a record's word names: its side_word, or its English name as a
// record may have written it; -1 for none.
int side_of_word(const GameInfo& info, std::string_view word);
// Who played `side` by the record's tag for it ("human" without one), and
// that tag's line.
std::string side_tag(const RecordFile& file, const GameInfo& info, int side);
int side_tag_line(const RecordFile& file, const GameInfo& info, int side);

}  // namespace djed
