#pragma once
// An online game as a record (docs/records.md), the same from the server
// (records/ID.djed) and from a client (the copy it keeps): the players'
// names, the clock, and an end the rules do not know (time, a claimed or
// aborted game) told beside the Result, which says only what the turns
// reached.
#include <array>
#include <string>

#include "djed/game.hpp"
#include "djed/game_record.hpp"

namespace djed::online {

struct OnlineRecordInfo {
  std::string variant, date, clock;         // clock as format_time_control writes it
  std::array<std::string, 2> names{};       // "" for a seat never taken
  std::string server_game;                  // the server's id ("": not written)
  bool over = false;
  int winner = -1;
  std::string end_reason;                   // the protocol's word ("time", "claimed", ...)
};

std::string online_record_text(const Game& game, const GameRecord& record, const OnlineRecordInfo& info);

}  // namespace djed::online
