#pragma once
// Invite codes claimed in a shared store ahead of the games that will use
// them: a create (or a rematch) takes one at once instead of waiting for
// the store to say a code is free, one durable round trip fewer before its
// player is seated. The store lets a claim lapse after a day; a code kept
// here for an hour is dropped unused, well before.
#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>

namespace djed::server {

class ClaimedCodes {
 public:
  static constexpr std::size_t kAhead = 32;          // codes kept at hand
  static constexpr std::int64_t kFreshMs = 3'600'000;  // how long one is used

  // How many claims to ask the store for at `now`: those at hand (fresh:
  // older ones are dropped) and those asked for and not yet answered make kAhead.
  std::size_t wanted(std::int64_t now);
  // A claim asked for; its answer: `code` claimed at `now`, or not (nullopt).
  // An answer to a claim asked before clear() is dropped (`round`).
  std::uint64_t asked();
  void answered(std::uint64_t round, std::optional<std::string> code, std::int64_t now);
  // A code claimed within kFreshMs of `now`, taken from those at hand.
  std::optional<std::string> take(std::int64_t now);
  // The store was lost: the claims made before may not hold when it is back.
  void clear();
  std::size_t at_hand() const { return codes_.size(); }

 private:
  struct Claimed {
    std::string code;
    std::int64_t at;
  };
  void drop_stale(std::int64_t now);
  std::deque<Claimed> codes_;  // oldest first
  std::size_t asking_ = 0;
  std::uint64_t round_ = 0;
};

}  // namespace djed::server
