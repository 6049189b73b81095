#pragma once
// What the server core writes and reads in more than one of its files: a
// seat token's hash, an error reply, a journal line and its event, today's date.
#include <cstdint>
#include <ctime>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "djed/online/dice.hpp"
#include "djed/online/game_events_json.hpp"
#include "djed/online/server_messages.hpp"
#include "json_text.hpp"

namespace djed::server {

// SHA-256 of a seat token, hex: what the journal and Redis keep instead of it.
inline std::string hash_token(const std::string& token) {
  return online::to_hex(online::sha256(reinterpret_cast<const std::uint8_t*>(token.data()), token.size()));
}

// An error reply: the code's word, the reason, the request's id.
inline std::string error_text(online::ErrorCode code, const std::string& reason, const std::string& id = {}) {
  return online::encode_message(online::ErrorReply{std::string(online::error_word(code)), reason, id});
}

// A journal line: the game's id and the event with its secrets.
// Written as the JSON tree {"e": ..., "g": ...} would be (its keys in order).
inline std::string journal_line(const std::string& game, const online::GameEvent& event) {
  return R"({"e":)" + online::encode_event(event, online::Secrets::kKept) + R"(,"g":)" + json_text(game) + "}";
}

// The event of a journal line ({"g": id, "e": event}) as another node wrote
// it (into Redis, or proposed to this node), or none.
inline std::optional<online::GameEvent> event_of_line(const std::string& line) {
  const nlohmann::json entry = nlohmann::json::parse(line, nullptr, false);
  if (!entry.is_object() || !entry.contains("e")) return std::nullopt;
  return online::decode_event(entry["e"], online::Secrets::kKept).event;
}

// Today in UTC, as records date a game.
inline std::string today() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buffer[16];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%d", &tm);
  return buffer;
}

}  // namespace djed::server
