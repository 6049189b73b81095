#pragma once
// Who may connect and how fast each may speak: connections counted in all
// and by address group, messages metered per connection and per group
// (token buckets), and a flood told, then closed. It decides; the core
// turns its verdicts into replies.
#include <cstdint>
#include <string>
#include <unordered_map>

#include "token_bucket.hpp"

namespace djed::server {

struct AdmissionLimits {
  int connections = 20'000;            // all addresses together
  int connections_per_address = 200;
  double messages_per_second = 20;     // each connection's rate ...
  double message_burst = 60;           // ... and burst
  double address_messages_per_second = 200;  // all connections of one group together (bursts of 3 s)
};

class Admission {
 public:
  explicit Admission(AdmissionLimits limits) : limits_(limits) {}

  // What one connection has spent of its allowance.
  struct Meter {
    TokenBucket rate;
    int refused_in_a_row = 0;
  };
  // Whether a connection from `group` may come in; "" when it may (it is
  // counted, and `meter` starts full), else why not.
  std::string admit(const std::string& group, std::int64_t now, Meter& meter);
  // A connection admitted from `group` left.
  void leave(const std::string& group);
  std::size_t connections() const { return connections_; }
  std::size_t groups() const { return groups_.size(); }

  enum class Verdict {
    kServe,           // spend one and serve it
    kTooFast,         // refused: the connection's own rate
    kGroupTooFast,    // refused: its group's rate
    kClose,           // a long flood: said once and closed
    kDrop,            // the flood goes on until the close completes: dropped
  };
  Verdict message(Meter& meter, const std::string& group, std::int64_t now);
  const AdmissionLimits& limits() const { return limits_; }

 private:
  struct Group {
    int connections = 0;
    TokenBucket rate;
  };
  AdmissionLimits limits_;
  std::size_t connections_ = 0;
  std::unordered_map<std::string, Group> groups_;
};

}  // namespace djed::server
