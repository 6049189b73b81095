// The server core's connections: taken in and turned away by the limits,
// their messages read inside one boundary, their replies held until what
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
  const auto turn_away = [&](const std::string& reason) {
    connection->send(error_text(ErrorCode::kTooManyConnections, reason));
    connection->close();
    return false;
  };
  if (peers_.size() >= static_cast<std::size_t>(options_.max_connections))
    return turn_away("the server has " + std::to_string(peers_.size()) + " connections, as many as it takes");
  AddressUse& use = per_address_[group];
  int& count = use.connections;
  if (count == 0) {
    use.rate = {3 * options_.address_messages_per_second, now_ms()};
  }
  if (count >= options_.max_connections_per_address) {
    if (count == 0) per_address_.erase(group);
    return turn_away("too many connections from " + group);
  }
  ++count;
  Peer& peer = peers_[connection.get()];
  peer.connection = connection;
  peer.group = group;
  peer.serial = ++serials_;
  peer.rate = {options_.message_burst, now_ms()};
  log("connect " + connection->address());
  return true;
}

void ServerCore::closed(Connection* connection) {
  auto it = peers_.find(connection);
  if (it == peers_.end()) return;
  detach(it->second);
  const std::string group = it->second.group;
  if (--per_address_[group].connections <= 0) per_address_.erase(group);
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
  held_.push_back({appended(), it->second.connection, std::move(text)});
}

void ServerCore::drop_held() {
  // Nothing held was stored: none of it may be sent as done. Each connection
  // waiting is told once; its client sends its request again later.
  std::set<Connection*> told;
  for (auto& held : held_)
    if (auto connection = held.connection.lock(); connection && told.insert(connection.get()).second)
      connection->send(error_text(ErrorCode::kBusy, "the server could not store the last request; it was not kept"));
  held_.clear();
}

void ServerCore::on_durable(std::uint64_t line) {
  durable_ = std::max(durable_, line);
  while (!held_.empty() && held_.front().line <= durable_) {
    if (auto connection = held_.front().connection.lock()) connection->send(std::move(held_.front().text));
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
  // A token bucket per connection: a flood is refused, a long one closed.
  const std::int64_t now = now_ms();
  const bool peer_left = peer.rate.refill(now, options_.messages_per_second / 1000.0, options_.message_burst);
  AddressUse& address = per_address_[peer.group];
  const bool address_left = address.rate.refill(now, options_.address_messages_per_second / 1000.0,
                                                3 * options_.address_messages_per_second);
  if (!peer_left || !address_left) {
    if (++peer.refused_in_a_row > 100) {
      // Said and closed once; what arrives until the close completes is dropped.
      if (peer.refused_in_a_row == 101) {
        log("flood-closed " + connection->address());
        connection->close();
      }
      return;
    }
    refuse(peer, ErrorCode::kRateLimited,
           !peer_left ? "more than " + std::to_string(static_cast<int>(options_.messages_per_second)) +
                                    " messages a second"
                              : "more than " + std::to_string(static_cast<int>(options_.address_messages_per_second)) +
                                    " messages a second from " + connection->address(),
           {});
    return;
  }
  peer.rate.allowance -= 1;
  address.rate.allowance -= 1;
  peer.refused_in_a_row = 0;
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
  schedule(room);
  publish_presence(room, false);
}

void ServerCore::publish_presence(Room& room, bool ask, bool force) {
  const std::array<int, 2> seats{{static_cast<int>(room.seats[0].size()), static_cast<int>(room.seats[1].size())}};
  const int watchers = static_cast<int>(room.watchers.size());
  if (!ask && !force && seats == room.published && watchers == room.published_watchers) return;
  room.published = seats;
  room.published_watchers = watchers;
  store_->publish(room.game->id(), node::Presence{node_, seats, watchers, ask});
}

}  // namespace djed::server
