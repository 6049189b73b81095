#include "djed/online/online_record.hpp"

#include "djed/record_file.hpp"
#include "djed/record_replay.hpp"
#include "djed/seat_code.hpp"

namespace djed::online {

std::string online_record_text(const Game& game, const GameRecord& record, const OnlineRecordInfo& info) {
  RecordHeader header;
  header.game_id = game.info().id;
  header.variant = info.variant;
  header.date = info.date;
  for (std::size_t side = 0; side < 2; ++side)
    header.players[side] =
        info.names[side].empty() ? std::string("human") : SeatCode{SeatKind::kRemote, info.names[side]}.format();
  if (!info.server_game.empty()) header.extra.push_back({"Server-Game", info.server_game});
  header.extra.push_back({"Clock", info.clock});
  if (info.over && info.end_reason != "resigned" && info.end_reason != "agreed-draw" && !record.is_over()) {
    header.extra.push_back({"Ended", info.end_reason});
    header.extra.push_back({"Winner", info.winner < 0 ? std::string("none") : side_word(game.info(), info.winner)});
  }
  return write_record(make_record_file(header, game, record));
}

}  // namespace djed::online
