#include "admission.hpp"

namespace djed::server {

namespace {
// Refusals in a row after which a connection is closed.
constexpr int kFloodRefusals = 100;
}  // namespace

std::string Admission::admit(const std::string& group, std::int64_t now, Meter& meter) {
  if (connections_ >= static_cast<std::size_t>(limits_.connections))
    return "the server has " + std::to_string(connections_) + " connections, as many as it takes";
  auto [it, fresh] = groups_.try_emplace(group);
  Group& use = it->second;
  if (fresh) use.rate = {3 * limits_.address_messages_per_second, now};
  if (use.connections >= limits_.connections_per_address) {
    if (use.connections == 0) groups_.erase(it);
    return "too many connections from " + group;
  }
  ++use.connections;
  ++connections_;
  meter = {{limits_.message_burst, now}, 0};
  return {};
}

void Admission::leave(const std::string& group) {
  const auto it = groups_.find(group);
  if (it == groups_.end()) return;
  --connections_;
  if (--it->second.connections <= 0) groups_.erase(it);
}

Admission::Verdict Admission::message(Meter& meter, const std::string& group, std::int64_t now) {
  const bool own_left = meter.rate.refill(now, limits_.messages_per_second / 1000.0, limits_.message_burst);
  Group& use = groups_[group];
  const bool group_left = use.rate.refill(now, limits_.address_messages_per_second / 1000.0,
                                          3 * limits_.address_messages_per_second);
  if (own_left && group_left) {
    meter.rate.allowance -= 1;
    use.rate.allowance -= 1;
    meter.refused_in_a_row = 0;
    return Verdict::kServe;
  }
  ++meter.refused_in_a_row;
  if (meter.refused_in_a_row == kFloodRefusals + 1) return Verdict::kClose;
  if (meter.refused_in_a_row > kFloodRefusals) return Verdict::kDrop;
  return own_left ? Verdict::kGroupTooFast : Verdict::kTooFast;
}

}  // namespace djed::server
