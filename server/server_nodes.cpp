// ServerCore as one node of several sharing a store (Redis in production,
// docs/scaling.md): games read from the store on demand, other nodes'
// events and presence applied, conflicts and the loss of the store survived
// by starting again from what it holds.
#include <algorithm>
#include <deque>
#include <nlohmann/json.hpp>
#include <set>
#include <utility>

#include "core_text.hpp"
#include "djed/online/game_events_json.hpp"
#include "node_messages.hpp"
#include "server_core.hpp"

#include "djed/text.hpp"

namespace djed::server {

namespace {

// A game nobody on this node follows leaves its memory after this long.
constexpr std::int64_t kIdleGameMs = 30'000;
// A finished one sooner: the store keeps it for a late return or a rematch
// (read again on demand), and a node whose games end by the hundred a second
// would otherwise hold half a minute of them beside those in play.
constexpr std::int64_t kIdleFinishedGameMs = 2'000;
// How often (at most) the keys of an open game whose creator is here are kept alive.
constexpr std::int64_t kKeepOpenEveryMs = 60'000;
// How long a game read from the store waits for its owner to say who is
// there before its statuses go (tick_nodes looks once a second: one to two
// seconds in all).
constexpr std::int64_t kOwnerAnswerMs = 1'000;

}  // namespace

GameStore::Listener ServerCore::listener() {
  GameStore::Listener l;
  l.durable = [this](std::uint64_t seq) { on_durable(seq); };
  l.failed = [this](std::string reason) {
    storage_failed_ = true;
    log("storage-failed " + reason);
    drop_held();
  };
  l.lost = [this](std::string reason) { on_storage_lost(reason); };
  l.back = [this] { on_storage_back(); };
  l.conflict = [this](std::uint64_t seq, std::string game) { on_conflict(seq, game); };
  l.nodes_message = [this](node::NodesMessage message) { on_nodes_message(message); };
  l.game_message = [this](std::string game, node::GameMessage message) {
    try {
      on_game_message(game, message);
    } catch (const std::exception& e) {
      ++failed_requests_;
      log("node-message-failed " + game + ": " + e.what());
    }
  };
  // Another node's message is input too: one that cannot be read is logged
  // and dropped, and this node serves on.
  l.unreadable = [this](std::string channel, std::string text) {
    ++failed_requests_;
    log("node-message-unreadable " + channel + ": " + text.substr(0, 200));
  };
  l.following = [this](std::string id) {
    Room* room = find_room(id);
    if (room == nullptr) return;
    // A game just made here has nothing to catch up and nobody to ask.
    if (std::exchange(room->made_here, false)) return;
    catch_up(*room);
    // Asked only now: the answers (who is there, the dice links given so
    // far) are published on the channel, and a node that asked before it
    // listened could miss a link and wait for a throw that never comes.
    if ((room = find_room(id)) != nullptr) publish_presence(*room, true);
  };
  return l;
}

Room* ServerCore::load_items(const std::string& id, const std::vector<std::string>& items,
                                         const std::string& owner) {
  if (Room* room = find_room(id)) return room;  // read twice, or made here meanwhile
  if (items.empty()) return nullptr;
  const std::int64_t now = now_ms();
  std::unique_ptr<OnlineGame> game;
  std::uint64_t events = 0;
  std::string tag;
  for (const auto& item : items) {
    auto stored = node::decode_stored_event(item);
    const auto event = stored ? event_of_line(stored->entry) : std::nullopt;
    if (!event) {
      log("redis-damaged " + id + ": event " + std::to_string(events + 1) + " is not an entry");
      return nullptr;
    }
    if (!game) {
      const auto* created = std::get_if<online::Created>(&event->body);
      auto rules = created != nullptr ? games_->find(created->rules) : nullptr;
      if (!rules) {
        log("redis-kept " + id + ": no plugin for game '" + (created != nullptr ? created->rules : std::string()) + "'");
        return nullptr;
      }
      auto made = OnlineGame::from_created(*event, rules, now);
      if (!made) {
        log("redis-damaged " + id + ": " + made.message());
        return nullptr;
      }
      game = std::move(made.value());
    } else if (!game->apply(*event, now)) {
      log("redis-damaged " + id + ": event " + std::to_string(events + 1) + " does not fit");
      return nullptr;
    }
    ++events;
    tag = std::move(stored->tag);
  }
  // The game went on elsewhere: its running clock has run since its last
  // event, not since this node read it.
  if (game->started() && !game->over() && game->clocks_wall_ms() > 0)
    game->ran_before(wall_clock_ms() - game->clocks_wall_ms());
  Room& room = hold(id, std::move(game));
  room.events = events;
  room.tag = tag;
  room.owner = owner;
  for (int side = 0; side < 2; ++side)
    if (room.game->seat(side).taken) room.gone_since[static_cast<std::size_t>(side)] = now;
  room.idle_since = now;
  if (!owner.empty() && owner != node_) room.owner_asked_at = now;
  schedule(room);
  // Followed from now on; what came between the read and the subscription
  // is caught up, and the other nodes are asked who is there, once it
  // listens (Listener::following).
  store_->follow(id);
  log("load " + id + " events=" + std::to_string(room.events) + " owner=" + (owner.empty() ? "-" : owner));
  // A game nobody owns (its owner gave it up) is this node's to write.
  if (owner.empty()) take_over(room, "");
  return &room;
}

void ServerCore::read_for(Peer& peer, GameStore::Key key, const std::string& name, const std::string& request_id,
                          std::function<void(Peer&, std::optional<std::string>)> again) {
  std::weak_ptr<Connection> connection = peer.connection;
  store_->look_up(key, name, [this, connection, request_id, again = std::move(again)](GameStore::Lookup found) {
    const auto c = connection.lock();
    if (!c) return;
    try {
      if (found.failed) {
        // Not "no such game": the client keeps its token or code and asks again.
        if (!reads_failing_)
          log("node-failed reading for a request: the store could not be read; requests are refused busy until it is");
        reads_failing_ = true;
        if (auto peer = peers_.find(c.get()); peer != peers_.end()) {
          ++refused_unread_;
          refuse(peer->second, online::ErrorCode::kBusy, "the server cannot read games now", request_id);
        }
        return;
      }
      reads_answer();
      if (!found.game.empty() && !storage_failed_) load_items(found.game, found.items, found.owner);
      const auto peer = peers_.find(c.get());
      if (peer != peers_.end()) again(peer->second, found.value);
    } catch (const std::exception& e) {
      contained(c.get(), e.what());
    }
  });
}

std::optional<std::pair<std::string, int>> ServerCore::token_seat(const std::string& hash,
                                                                  const std::optional<std::string>& stored) {
  if (const auto seat = stored ? node::decode_token_seat(*stored) : std::nullopt)
    return std::pair{seat->game, seat->side};
  return lobby_.token(hash);
}

void ServerCore::keep_open(Room& room) {
  const OnlineGame& g = *room.game;
  room.kept_open_at = now_ms();
  std::optional<node::LobbyEntry> entry;
  if (g.listed()) {
    entry = node::LobbyEntry{open_game_entry(room), wall_clock_ms() + options_.open_idle_ms};
    entry->game.waiting = true;
  }
  store_->kept_open(g, entry, options_.open_idle_ms);
}

// ---- what other nodes say ---------------------------------------------------------

void ServerCore::on_nodes_message(const node::NodesMessage& message) {
  const std::int64_t now = now_ms();
  if (const auto* alive = std::get_if<node::Alive>(&message)) {
    if (alive->node != node_) nodes_heard_[alive->node] = now;
  } else if (const auto* bye = std::get_if<node::Bye>(&message)) {
    if (bye->node != node_) nodes_heard_[bye->node] = now - kNodeSilenceMs - 1;  // the next tick lets it go
  }
}

void ServerCore::on_game_message(const std::string& id, const node::GameMessage& message) {
  if (const auto* declined = std::get_if<node::Declined>(&message)) return on_declined(*declined);
  Room* room = find_room(id);
  if (room == nullptr) {
    // A proposal for a game this node gave up: the proposer learns it is free.
    if (const auto* proposal = std::get_if<node::Proposal>(&message); proposal && proposal->owner == node_)
      store_->send(proposal->from, id, node::Owner{});
    return;
  }
  if (const auto* presence = std::get_if<node::Presence>(&message)) return on_presence(*room, *presence);
  if (const auto* reveal = std::get_if<node::Reveal>(&message)) return on_reveal(*room, *reveal);
  if (const auto* proposal = std::get_if<node::Proposal>(&message)) return on_proposal(*room, *proposal);
  if (const auto* accepted = std::get_if<node::Accepted>(&message)) return on_accepted(*room, *accepted);
  if (const auto* owner = std::get_if<node::Owner>(&message)) return on_owner(*room, *owner);
  const auto& appended = std::get<node::Appended>(message);
  const std::uint64_t known = room->events;
  if (appended.number <= known) return;  // this node's own, or read already
  if (appended.number > known + 1) return catch_up(*room);
  // Not after this node's last event: this node wrote one that lost; its
  // conflict is on the way and starts the game again from Redis.
  if (appended.previous_tag != room->tag) return;
  apply_remote(*room, appended.tag, appended.entry);
}

void ServerCore::on_presence(Room& room, const node::Presence& presence) {
  // Who follows the game on that node.
  if (presence.node == node_) return;
  nodes_heard_[presence.node] = now_ms();
  Room::Remote counts;
  counts.seats = presence.seats;
  counts.watchers = presence.watchers;
  const bool nobody = counts.seats[0] == 0 && counts.seats[1] == 0 && counts.watchers == 0;
  const auto it = room.remote.find(presence.node);
  const bool same = it == room.remote.end() ? nobody
                                            : it->second.seats == counts.seats && it->second.watchers == counts.watchers;
  if (nobody) room.remote.erase(presence.node);
  else room.remote[presence.node] = counts;
  if (presence.ask) {
    if (!room.followed_by(presence.node)) room.nodes_following.push_back(presence.node);
    publish_presence(room, false, true);
    // The newcomer missed the links given before it read the game.
    for (int side = 0; side < 2; ++side) publish_reveal(room, side);
  }
  // The owner's word, awaited since this node read the game: its statuses go now.
  const bool answered = room.owner_asked_at >= 0 && presence.node == room.owner;
  if (answered) room.owner_asked_at = -1;
  if (!same || answered) {
    presence_changed(room);
    send_status(room);
  }
}

void ServerCore::on_reveal(Room& room, const node::Reveal& reveal) {
  // A player's dice link, given on another node before the other's.
  bool kept = false;
  auto checked = room.game->reveal_event(reveal.side, reveal.index, reveal.link_hex, now_ms(), &kept);
  if (kept) {
    online::Digest link{};
    online::from_hex(reveal.link_hex, &link);
    room.game->note_reveal(reveal.side, link);
    schedule(room);  // the revealer's clock stops
    send_status(room);
  } else if (checked.event && owns(room)) {
    // Both links were given at once on two nodes, each told the other:
    // the game's owner throws, the others wait for its event.
    if (commit(room, std::move(*checked.event))) {
      end_by_rules(room);
      after_change(room);
    }
  }
}

void ServerCore::publish_reveal(Room& room, int side) {
  const auto& link = room.game->seat(side).pending_link;
  if (!link) return;
  store_->publish(room.game->id(), node::Reveal{side, room.game->throw_due(), online::to_hex(*link)});
}

void ServerCore::catch_up(Room& room) {
  const std::string id = room.game->id();
  const auto from = static_cast<std::int64_t>(room.events);
  store_->read_game(id, from, [this, id, from](GameStore::Lookup found) {
    try {
      if (found.failed) return drop_unread(id, "catching up");
      reads_answer();
      if (Room* room = find_room(id)) catch_up(*room, from, found.items);
    } catch (const std::exception& e) {
      log("node-failed catching up " + id + ": " + e.what());
    }
  });
}

void ServerCore::catch_up(Room& room, std::int64_t from, const std::vector<std::string>& items) {
  const std::string id = room.game->id();
  for (std::size_t i = 0; i < items.size(); ++i) {
    // What arrived on the channel while Redis was read is there already.
    if (from + static_cast<std::int64_t>(i) < static_cast<std::int64_t>(room.events)) continue;
    const std::string& item = items[i];
    auto stored = node::decode_stored_event(item);
    if (!stored) {
      log("redis-damaged " + id + ": an event in Redis is not 'tag entry'; the game is read again");
      return drop_game(id, appended() + 1);
    }
    apply_remote(room, stored->tag, stored->entry);
    if (find_room(id) != &room) return;  // dropped
  }
}

void ServerCore::apply_remote(Room& room, const std::string& tag, const std::string& line) {
  // Heard from Redis or read there: durable already. What it makes this
  // node send to the game's connections needs none of this node's writes
  // (the owner wrote a join's keys before it), so it is held only behind
  // what each connection waits for already. Anything else it sends (to
  // another game's connections: a player's last game, a rematch made here)
  // waits for this node's writes as ever.
  const std::string id = room.game->id();
  struct Restore {
    std::string& game;
    std::string was;
    ~Restore() { game = std::move(was); }
  } restore{relaying_, std::exchange(relaying_, id)};
  const auto event = event_of_line(line);
  if (!event || !room.game->apply(*event, now_ms())) {
    log("redis-damaged " + id + ": an event from another node does not fit; the game is read again");
    return drop_game(id, appended() + 1);
  }
  note_open(room);
  ++room.events;
  room.tag = tag;
  schedule(room);
  broadcast_last(room);
  run_accepted(room, line);
  if (find_room(id) != &room) return;
  if (std::holds_alternative<online::RematchStarted>(event->body)) return follow_rematch(room);
  after_change(room, status_after(*room.game, std::holds_alternative<online::TurnPlayed>(event->body)));
}

void ServerCore::follow_rematch(Room& old_room) {
  const std::string old_id = old_room.game->id();
  const std::string new_id = old_room.game->rematch_game();
  if (find_room(new_id) != nullptr) return seat_in_rematch(old_id, new_id);
  store_->read_game(new_id, 0, [this, old_id, new_id](GameStore::Lookup found) {
    try {
      // Its players here resume: their tokens lead them to the rematch.
      if (found.failed) return drop_unread(old_id, "following the rematch " + new_id);
      reads_answer();
      if (!storage_failed_) load_items(new_id, found.items, found.owner);
      seat_in_rematch(old_id, new_id);
    } catch (const std::exception& e) {
      log("node-failed following the rematch " + new_id + ": " + e.what());
    }
  });
}

void ServerCore::seat_in_rematch(const std::string& old_id, const std::string& new_id) {
  Room* room = find_room(new_id);
  Room* old_again = find_room(old_id);
  if (room == nullptr || old_again == nullptr) return;
  const std::string& id = room->game->id();
  for (int new_side = 0; new_side < 2; ++new_side) {
    lobby_.seat_token(room->game->seat(new_side).token_hash, id, new_side);
    const auto old_seat = old_again->seats[static_cast<std::size_t>(1 - new_side)];
    for (Connection* c : old_seat) {
      Peer& p = peers_[c];
      attach(p, *room, new_side);
      send(c, seated_text(*room, new_side, {}, {}));
      send_events(*room, c, new_side, 0);
    }
  }
  after_change(*room);
}

// ---- conflicts and the loss of Redis ---------------------------------------------------

void ServerCore::on_conflict(std::uint64_t seq, const std::string& id) {
  if (find_room(id) == nullptr) return;
  log("conflict " + id + ": another node wrote its event first; its players here reconnect");
  drop_game(id, seq);
}

void ServerCore::drop_game(const std::string& id, std::uint64_t seq) {
  Room* room = find_room(id);
  if (room == nullptr) return;
  const std::set<Connection*> followers = room->followers();
  // Nothing this node said about the game from `seq` on is true.
  std::deque<Held> kept;
  for (auto& held : held_) {
    auto connection = held.connection.lock();
    if (held.line >= seq && connection && followers.count(connection.get())) {
      if (auto peer = peers_.find(connection.get()); peer != peers_.end() && peer->second.held > 0) --peer->second.held;
      continue;
    }
    kept.push_back(std::move(held));
  }
  held_.swap(kept);
  for (Connection* c : followers) {
    auto peer = peers_.find(c);
    if (peer != peers_.end()) {
      peer->second.game.clear();
      peer->second.side = -1;
    }
    c->close();
  }
  room->seats = {};
  room->watchers.clear();
  forget(id);
}

void ServerCore::reads_answer() {
  if (!reads_failing_) return;
  log("node-read-again: the store answers; " + std::to_string(refused_unread_) + " requests were refused busy meanwhile");
  reads_failing_ = false;
  refused_unread_ = 0;
}

void ServerCore::drop_unread(const std::string& id, const std::string& doing) {
  // The store away: once back, every game is read again anyway.
  if (storage_failed_) return;
  log("node-failed " + doing + " " + id + ": the store could not be read; its players here resume");
  drop_game(id, appended() + 1);
}

void ServerCore::withdraw(const std::string& id, const std::string& old_id) {
  Room* room = find_room(id);
  const Room* old_room = find_room(old_id);
  // Started after all (written by an owner before the one that declined).
  if (room == nullptr || (old_room != nullptr && old_room->game->rematch_game() == id)) return;
  log("withdrawn " + id + ": the game it follows did not take it");
  store_->withdrawn(*room->game);
  drop_game(id, appended() + 1);
}

void ServerCore::forget(const std::string& id) {
  Room* room = find_room(id);
  if (room == nullptr) return;
  // Gone from here: a join still on its way is nobody's seat here any more.
  room->joining = {};
  publish_presence(*room, false);
  if (store_->shared() && owns(*room)) {
    // Given up first, then said: a node that hears it finds the game free.
    store_->release(id);
    store_->publish(id, node::Owner{});
  }
  store_->unfollow(id);
  lobby_.forget(id, room->game->code(), room->seat_groups,
                {room->game->seat(0).token_hash, room->game->seat(1).token_hash});
  rooms_.erase(id);
}

void ServerCore::on_storage_lost(const std::string& reason) {
  if (storage_failed_) return;
  storage_failed_ = true;
  claimed_codes_.clear();
  log("storage-failed " + reason + "; no turn is taken until the store is back");
}

void ServerCore::on_storage_back() {
  if (!storage_failed_) return;
  // What this node held in memory may be ahead of Redis (unacknowledged
  // writes lost with the connection) or behind it (others' events missed):
  // every game starts again from Redis as its players come back.
  std::vector<std::string> ids;
  for (const auto& [id, room] : rooms_) ids.push_back(id);
  for (const auto& id : ids) drop_game(id, 0);
  clear_held();
  durable_ = appended();
  // Codes claimed before may not be claimed in what the store holds now.
  claimed_codes_.clear();
  storage_failed_ = false;
  log("storage-back games-dropped=" + std::to_string(ids.size()));
}

void ServerCore::tick_nodes() {
  const std::int64_t now = now_ms();
  if (now - last_heartbeat_ >= 1000 && !storage_failed_) {
    last_heartbeat_ = now;
    store_->publish(node::Alive{node_});
  }
  // The games are looked over once a second, not at every tick.
  if (now - last_node_scan_ < 1000) return;
  last_node_scan_ = now;
  claim_codes_ahead();
  std::vector<std::string> silent;
  for (const auto& [node, heard] : nodes_heard_)
    if (now - heard > kNodeSilenceMs) silent.push_back(node);
  std::vector<std::string> idle;
  for (auto& [id, room] : rooms_) {
    bool changed = false;
    for (const auto& node : silent) {
      changed = room.remote.erase(node) > 0 || changed;
      std::erase(room.nodes_following, node);
    }
    if (changed) presence_changed(room);
    // The owner did not say who is there in time (gone, or slow): shown as known.
    const bool unanswered = room.owner_asked_at >= 0 && now - room.owner_asked_at >= kOwnerAnswerMs;
    if (unanswered) room.owner_asked_at = -1;
    if (changed || unanswered) send_status(room);
    const std::int64_t idle_for = room.game->over() ? kIdleFinishedGameMs : kIdleGameMs;
    // Not while a proposal waits for the owner (a join among them).
    if (room.idle_since >= 0 && now - room.idle_since > idle_for && !follows(room)) idle.push_back(id);
    // An open game lives on in Redis while its creator is here.
    const OnlineGame& g = *room.game;
    // Kept alive well within its time-to-room, which may be short.
    const std::int64_t every = std::clamp<std::int64_t>(options_.open_idle_ms / 2, 1000, kKeepOpenEveryMs);
    if (!g.started() && !g.over() && !storage_failed_ && now - room.kept_open_at >= every &&
        !room.seats[g.seat(0).taken ? 0 : 1].empty())
      keep_open(room);
  }
  for (const auto& node : silent) {
    nodes_heard_.erase(node);
    log("node-gone " + node);
  }
  for (const auto& id : idle) forget(id);
  tick_owners();
}

}  // namespace djed::server
