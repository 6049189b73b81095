#pragma once
// An event's fields written straight to text, for the texts that carry them:
// the event alone (encode_event: the journal, Redis, a node's proposal) and a
// client's `event` message (server_messages.cpp), each once a turn or more.
#include <string_view>

#include "djed/online/game_events.hpp"
#include "json_writer.hpp"

namespace djed::online {

// A rematch's id is `rematch_key`: `game` where the event stands alone,
// `rematch_game` in a message whose own `game` is the game it was offered in.
JsonObjectWriter event_writer(const GameEvent& event, Secrets secrets, std::string_view rematch_key = "game");

}  // namespace djed::online
