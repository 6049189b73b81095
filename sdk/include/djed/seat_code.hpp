#pragma once
// Who plays a side, as a record (and the protocol after it) writes it:
// "human", "computer <level>" or "remote <name>". The one place that reads
// and writes this form.
#include <cstdint>
#include <string>
#include <string_view>

#include "djed/result.hpp"

namespace djed {

enum class SeatKind : std::uint8_t {
  kHuman,     // a player at this screen
  kComputer,  // a computer level
  kRemote,    // a player somewhere else, whose turns arrive from outside
};

struct SeatCode {
  SeatKind kind = SeatKind::kHuman;
  std::string detail;  // a computer's level, a remote player's name; "" for a human

  // Refused with what was expected, e.g. "'robot': expected human,
  // computer <level> or remote <name>".
  static Result<SeatCode> parse(std::string_view text);
  std::string format() const;
  friend bool operator==(const SeatCode&, const SeatCode&) = default;
};

}  // namespace djed
