#pragma once
// The events' decoder at the level of JSON values, for the server, which reads
// them inside journal lines and Redis entries it has parsed already.
#include <nlohmann/json.hpp>

#include "djed/online/game_events.hpp"

namespace djed::online {

DecodedEvent decode_event(const nlohmann::json& value, Secrets secrets);

}  // namespace djed::online
