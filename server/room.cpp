#include "room.hpp"

#include <algorithm>

namespace djed::server {

bool Room::followed_by(const std::string& node) const {
  return std::find(nodes_following.begin(), nodes_following.end(), node) != nodes_following.end();
}

bool Room::here(int side) const {
  const auto s = static_cast<std::size_t>(side);
  if (!seats[s].empty()) return true;
  for (const auto& [node, counts] : remote)
    if (counts.seats[s] > 0) return true;
  return false;
}

std::size_t Room::watcher_count() const {
  std::size_t count = watchers.size();
  for (const auto& [node, counts] : remote) count += static_cast<std::size_t>(counts.watchers);
  return count;
}

bool Room::nobody_here() const { return seats[0].empty() && seats[1].empty() && watchers.empty(); }

std::set<Connection*> Room::followers() const {
  std::set<Connection*> all(watchers.begin(), watchers.end());
  for (const auto& seat : seats) all.insert(seat.begin(), seat.end());
  return all;
}

void Room::presence_changed(std::int64_t now) {
  for (int side = 0; side < 2; ++side) {
    auto& since = gone_since[static_cast<std::size_t>(side)];
    if (here(side)) since = -1;
    else if (since < 0 && game->seat(side).taken) since = now;
  }
  if (!nobody_here()) idle_since = -1;
  else if (idle_since < 0) idle_since = now;
}

online::Status Room::status(std::int64_t now, std::int64_t grace_ms) const {
  const OnlineGame& g = *game;
  online::Status status;
  status.game = g.id();
  status.n = static_cast<std::int64_t>(g.event_count());
  status.clocks = g.clocks(now);
  status.running = g.running();
  status.to_move = g.side_to_move();
  status.throw_index = g.throw_due();
  for (int side = 0; side < 2; ++side) {
    const auto s = static_cast<std::size_t>(side);
    const bool taken = g.seat(side).taken;
    const bool present = here(side);
    status.presence[s] = !taken ? online::Presence::kEmpty : present ? online::Presence::kHere : online::Presence::kGone;
    status.gone_ms[s] = taken && !present && gone_since[s] >= 0 ? now - gone_since[s] : 0;
    status.reveal_waiting[s] = g.awaits_reveal(side);
  }
  status.grace_ms = grace_ms;
  status.spectators = watcher_count();
  status.draw_offer = g.draw_offer();
  status.rematch_offer = g.rematch_offer();
  status.over = g.over();
  const auto first_turn = g.first_turn_left(now);
  status.first_turn_ms = first_turn ? std::max<std::int64_t>(0, *first_turn) : -1;
  status.paused = g.paused();
  return status;
}

std::optional<std::int64_t> Room::next_wake(std::int64_t now, std::int64_t open_idle_ms,
                                            std::int64_t keep_finished_ms) const {
  const OnlineGame& g = *game;
  if (!g.started()) {
    if (g.over()) return now;  // called off before anyone joined: nothing to keep
    const int creator = g.seat(0).taken ? 0 : 1;
    const std::int64_t since = gone_since[static_cast<std::size_t>(creator)];
    if (here(creator) || since < 0) return std::nullopt;
    return since + open_idle_ms;
  }
  if (!g.over()) return g.next_flag(now);
  if (!nobody_here()) return std::nullopt;
  return g.ended_at() + keep_finished_ms + 1;
}

bool Room::sees(const OnlineGame::SentEvent& sent, int side) const {
  if (!sent.players_only) return true;
  if (side < 0) return false;  // chat: spectators do not see it
  return !(sent.from_side == 1 - side && muted[static_cast<std::size_t>(side)]);
}

}  // namespace djed::server
