// The server core's connections: taken in or turned away (as Admission
// says), their messages read inside one boundary, their replies held until what
// they acknowledge is durable, and their place at a game (a seat or a
// spectator's) with the presence it shows.
#include "server_core.hpp"

#include <algorithm>
#include <set>

#include "core_text.hpp"
#include "djed/text.hpp"

namespace djed::server {

using online::ErrorCode;
using online::Request;
using online::RequestType;

bool ServerCore::open(const std::shared_ptr<Connection>& connection) {
  const std::string group = address_group(connection->address());
  Admission::Meter meter;
  if (const std::string refused = admission_.admit(group, now_ms(), meter); !refused.empty()) {
    connection->send(error_text(ErrorCode::kTooManyConnections, refused));
    connection->close();
    return false;
  }
  Peer& peer = peers_[connection.get()];
  peer.connection = connection;
  peer.group = group;
  peer.serial = ++serials_;
  peer.meter = meter;
  log("connect " + connection->address());
  return true;
}

void ServerCore::closed(Connection* connection) {
  auto it = peers_.find(connection);
  if (it == peers_.end()) return;
  detach(it->second);
  lobby_followers_.erase(connection);
  admission_.leave(it->second.group);
  log("disconnect " + connection->address());
  peers_.erase(it);
}

void ServerCore::send(Connection* connection, std::string text) {
  if (store_ == nullptr || appended() == durable_ || storage_failed_) {
    connection->send(std::move(text));
    return;
  }
  auto it = peers_.find(connection);
  if (it == peers_.end()) return;
  if (!relaying_.empty() && it->second.held == 0 && it->second.game == relaying_) {
    connection->send(std::move(text));
    return;
  }
  ++it->second.held;
  held_.push_back({appended(), it->second.connection, std::move(text)});
}

void ServerCore::clear_held() {
  held_.clear();
  for (auto& [connection, peer] : peers_) peer.held = 0;
}

void ServerCore::drop_held() {
  // Nothing held was stored: none of it may be sent as done. Each connection
  // waiting is told once; its client sends its request again later.
  std::set<Connection*> told;
  for (auto& held : held_)
    if (auto connection = held.connection.lock(); connection && told.insert(connection.get()).second)
      connection->send(error_text(ErrorCode::kBusy, "the server could not store the last request; it was not kept"));
  clear_held();
}

void ServerCore::on_durable(std::uint64_t line) {
  durable_ = std::max(durable_, line);
  while (!held_.empty() && held_.front().line <= durable_) {
    if (auto connection = held_.front().connection.lock()) {
      if (auto it = peers_.find(connection.get()); it != peers_.end() && it->second.held > 0) --it->second.held;
      connection->send(std::move(held_.front().text));
    }
    held_.pop_front();
  }
}

void ServerCore::refuse(Peer& peer, ErrorCode code, const std::string& reason, const std::string& id) {
  ++refused_;
  send(peer.connection.get(), error_text(code, reason, id));
}

void ServerCore::message(Connection* connection, std::string_view text) {
  try {
    serve(connection, text);
  } catch (const std::exception& e) {
    contained(connection, e.what());
  } catch (...) {
    contained(connection, "an exception of unknown type");
  }
}

void ServerCore::contained(Connection* connection, const std::string& what) {
  // The request is lost, not the server: the client is told, the log names
  // the connection, every other game goes on.
  ++failed_requests_;
  try {
    log("request-failed " + connection->address() + ": " + what);
    if (peers_.count(connection))
      connection->send(error_text(ErrorCode::kServerError, "the server failed on this request; it was not carried out"));
  } catch (...) {
    // Out of memory while telling: the next request may fare better.
  }
}

void ServerCore::serve(Connection* connection, std::string_view text) {
  auto it = peers_.find(connection);
  if (it == peers_.end()) return;
  Peer& peer = it->second;
  // A flood is refused, a long one closed.
  const AdmissionLimits& limits = admission_.limits();
  switch (admission_.message(peer.meter, peer.group, now_ms())) {
    case Admission::Verdict::kServe:
      break;
    case Admission::Verdict::kTooFast:
      return refuse(peer, ErrorCode::kRateLimited,
                    "more than " + std::to_string(static_cast<int>(limits.messages_per_second)) + " messages a second",
                    {});
    case Admission::Verdict::kGroupTooFast:
      return refuse(peer, ErrorCode::kRateLimited,
                    "more than " + std::to_string(static_cast<int>(limits.address_messages_per_second)) +
                        " messages a second from " + connection->address(),
                    {});
    case Admission::Verdict::kClose:
      // Said and closed once; what arrives until the close completes is dropped.
      log("flood-closed " + connection->address());
      connection->close();
      return;
    case Admission::Verdict::kDrop:
      return;
  }
  auto parsed = online::parse_request(text);
  if (!parsed.request) {
    refuse(peer, parsed.refusal.code, parsed.refusal.reason, parsed.refusal.id);
    return;
  }
  handle(peer, *parsed.request);
}

void ServerCore::attach(Peer& peer, Room& room, int side) {
  detach(peer);
  peer.game = room.game->id();
  peer.side = side;
  Connection* c = peer.connection.get();
  if (side >= 0) {
    // A seat holds a few connections (a player on two devices, one not yet
    // noticed gone); a further one takes the place of the oldest.
    auto& seat = room.seats[static_cast<std::size_t>(side)];
    while (!seat.empty() && seat.size() >= static_cast<std::size_t>(std::max(1, options_.connections_per_seat))) {
      const auto serial = [this](Connection* x) {
        const auto it = peers_.find(x);
        return it == peers_.end() ? 0 : it->second.serial;
      };
      auto oldest = std::min_element(seat.begin(), seat.end(),
                                     [&](Connection* a, Connection* b) { return serial(a) < serial(b); });
      Connection* gone = *oldest;
      seat.erase(oldest);
      if (auto dropped = peers_.find(gone); dropped != peers_.end()) {
        dropped->second.game.clear();
        dropped->second.side = -1;
      }
      gone->send(error_text(ErrorCode::kTooManyConnections, "this seat was taken up by " +
                                                                std::to_string(seat.size() + 1) +
                                                                " newer connections; this one is closed"));
      gone->close();
    }
    room.seats[static_cast<std::size_t>(side)].insert(c);
    room.gone_since[static_cast<std::size_t>(side)] = -1;
  } else {
    room.watchers.insert(c);
  }
  room.status_sent = 0;
  room.turn_requested = -1;
  presence_changed(room);
}

void ServerCore::detach(Peer& peer) {
  if (peer.game.empty()) return;
  Room* room = find_room(peer.game);
  const int side = peer.side;
  peer.game.clear();
  peer.side = -1;
  if (room == nullptr) return;
  Connection* c = peer.connection.get();
  if (side >= 0) {
    auto& seat = room->seats[static_cast<std::size_t>(side)];
    seat.erase(c);
    const bool gone = !room->here(side);
    presence_changed(*room);
    if (gone && !room->game->over()) send_status(*room);
  } else {
    room->watchers.erase(c);
    presence_changed(*room);
    send_status(*room);
  }
}

void ServerCore::presence_changed(Room& room) {
  room.presence_changed(now_ms());
  // Clocks paused after a restart run again once the players they wait for are back.
  if (OnlineGame& g = *room.game; g.paused()) {
    const auto waits = g.waits_for();
    if ((!waits[0] || room.here(0)) && (!waits[1] || room.here(1))) g.resume(now_ms());
  }
  schedule(room);
  publish_presence(room, false);
}

void ServerCore::publish_presence(Room& room, bool ask, bool force) {
  const std::array<int, 2> seats{{static_cast<int>(room.seats[0].size()) + room.joining[0],
                                  static_cast<int>(room.seats[1].size()) + room.joining[1]}};
  const int watchers = static_cast<int>(room.watchers.size());
  if (!ask && !force && seats == room.published && watchers == room.published_watchers) return;
  room.published = seats;
  room.published_watchers = watchers;
  store_->publish(room.game->id(), node::Presence{node_, seats, watchers, ask});
}

}  // namespace djed::server
