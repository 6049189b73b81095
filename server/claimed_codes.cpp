#include "claimed_codes.hpp"

namespace djed::server {

std::size_t ClaimedCodes::wanted(std::int64_t now) {
  drop_stale(now);
  const std::size_t have = codes_.size() + asking_;
  return have >= kAhead ? 0 : kAhead - have;
}

std::uint64_t ClaimedCodes::asked() {
  ++asking_;
  return round_;
}

void ClaimedCodes::answered(std::uint64_t round, std::optional<std::string> code, std::int64_t now) {
  if (round != round_) return;
  if (asking_ > 0) --asking_;
  if (code) codes_.push_back({std::move(*code), now});
}

void ClaimedCodes::drop_stale(std::int64_t now) {
  while (!codes_.empty() && now - codes_.front().at >= kFreshMs) codes_.pop_front();
}

std::optional<std::string> ClaimedCodes::take(std::int64_t now) {
  drop_stale(now);
  if (codes_.empty()) return std::nullopt;
  std::string code = std::move(codes_.front().code);
  codes_.pop_front();
  return code;
}

void ClaimedCodes::clear() {
  codes_.clear();
  asking_ = 0;
  ++round_;
}

}  // namespace djed::server
