#pragma once
// A token bucket: `allowance` left, refilled at a rate up to a burst. What
// the server's rate limits (messages, invite-code guesses) are made of.
#include <algorithm>
#include <cstdint>

namespace djed::server {

struct TokenBucket {
  double allowance = 0;
  std::int64_t last_ms = 0;
  // Refills for the time since last, then whether one is left.
  bool refill(std::int64_t now, double per_ms, double burst) {
    allowance = std::min(burst, allowance + static_cast<double>(now - last_ms) * per_ms);
    last_ms = now;
    return allowance >= 1;
  }
};

}  // namespace djed::server
