#pragma once
// Milliseconds since 1970 (UTC), as events, records and the lobby date things.
#include <chrono>
#include <cstdint>

namespace djed::server {

inline std::int64_t wall_clock_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

}  // namespace djed::server
