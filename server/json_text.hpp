#pragma once
// A message or journal line as JSON text. Valid UTF-8 by construction:
// whatever bytes a client or a plugin's message put into a string, a byte
// that is not UTF-8 is written as U+FFFD instead of throwing (a throw here
// once reached the network loop and stopped every game).
#include <nlohmann/json.hpp>
#include <string>

namespace djed::server {

inline std::string json_text(const nlohmann::json& value) {
  return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace djed::server
