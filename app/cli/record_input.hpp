#pragma once
// A game record file as the commands read it (replay, review): its text,
// its syntax, the game it names among those loaded, its turns replayed.
#include <memory>
#include <string>

#include "djed/plugin_host.hpp"
#include "djed/record_replay.hpp"

namespace djed::cli {

struct OpenedRecord {
  RecordFile file;
  std::shared_ptr<const Game> game;
  ReplayedGame replayed;
};

// Refused with the reason ("line N: no game 'x' is loaded", ...), without
// the file's name, which the caller puts first.
Result<OpenedRecord> open_record(const PluginHost& host, const std::string& path);

}  // namespace djed::cli
