#pragma once
// How long a client waits before it tries the server again, the one rule
// the app and djed-cli share: exponential back-off with full jitter. The
// wait is drawn evenly up to a ceiling that doubles with each attempt to a
// cap, so that the clients a server restart dropped together do not all
// come back in the same instant, and a server that stays away is not
// asked more than every few seconds.
#include <algorithm>
#include <cstdint>

namespace djed::online {

struct ReconnectDelay {
  std::int64_t first_ms = 500;  // the ceiling of the first attempt
  std::int64_t cap_ms = 8000;   // the ceiling never grows past this
  std::int64_t least_ms = 100;  // nor does a wait fall below this

  // The longest wait before attempt `attempt` (0: the first after a loss).
  std::int64_t ceiling_ms(int attempt) const {
    const int doublings = std::clamp(attempt, 0, 30);
    return std::min(cap_ms, first_ms << doublings);
  }
  // The wait before attempt `attempt`, from `unit`, a random number in [0, 1).
  std::int64_t delay_ms(int attempt, double unit) const {
    const double drawn = std::clamp(unit, 0.0, 1.0) * static_cast<double>(ceiling_ms(attempt));
    return std::max(least_ms, static_cast<std::int64_t>(drawn));
  }
};

}  // namespace djed::online
