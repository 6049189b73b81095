// One owner per game among the nodes sharing a store (docs/scaling.md, "One
// owner per game"): only the owner writes a game's events, so two nodes
// never race to write one. Another node checks its players' requests as
// always and hands the event to the owner (a proposal), which writes it if
// the game is still as the proposer saw it; the event then reaches every
// node as any event does. A node owns the games whose first event it wrote,
// gives a game up when nobody on it follows the game any more, and takes
// over a game whose owner is gone or gave it up.
#include <algorithm>
#include <utility>

#include "core_text.hpp"
#include "server_core.hpp"

namespace djed::server {

using online::ErrorCode;

namespace {

constexpr const char* kChangedMeanwhile =
    "the game changed while this request was on its way; send it again if it still holds";

// A proposal unanswered this long is declined to its client (the owner
// died and nobody took the game over yet, or its answer was lost).
constexpr std::int64_t kProposalTimeoutMs = 10'000;

}  // namespace

void ServerCore::propose(Peer& peer, Room& room, online::GameEvent event, const std::string& request_id,
                         std::function<void(Peer&)> accepted, std::function<void()> undo) {
  const std::uint64_t ref = ++refs_;
  Pending pending;
  pending.game = room.game->id();
  pending.basis = room.events;
  // Written by the owner as it is here, time included: the proposer knows
  // its event when it comes back by its text.
  event.time = wall_clock_ms();
  pending.entry = journal_line(pending.game, event);
  pending.owner = room.owner;
  pending.connection = peer.connection;
  pending.request_id = request_id;
  pending.accepted = std::move(accepted);
  pending.undo = std::move(undo);
  pending.since = now_ms();
  // A join counts as its seat taken here from now on, to the other nodes.
  if (const auto* joined = std::get_if<online::Joined>(&event.body)) {
    pending.seat = joined->side;
    ++room.joining[static_cast<std::size_t>(joined->side)];
  }
  // With no owner known, the proposal waits for the takeover under way.
  if (!room.owner.empty())
    store_->send(room.owner, pending.game, node::Proposal{room.owner, node_, ref, pending.basis, pending.entry});
  else
    take_over(room, "");
  pending_.emplace(ref, std::move(pending));
}

std::optional<ServerCore::Written> ServerCore::write_proposed(Room& room, std::uint64_t basis, const std::string& entry,
                                                              const std::string& from) {
  if (storage_failed_) return std::nullopt;
  auto event = event_of_line(entry);
  if (!event) return std::nullopt;
  // Checked against the game as the proposer saw it: taken only if nothing
  // came between, but a chat line, which nothing else depends on.
  if (basis != room.events && !std::holds_alternative<online::ChatSaid>(event->body)) return std::nullopt;
  const bool rematch = std::holds_alternative<online::RematchStarted>(event->body);
  const bool turn = std::holds_alternative<online::TurnPlayed>(event->body);
  const auto* joined = std::get_if<online::Joined>(&event->body);
  const int joined_side = joined != nullptr ? joined->side : -1;
  if (!commit(room, std::move(*event), &entry)) return std::nullopt;
  const Written written{room.events, room.tag};
  // The joiner is on its way to its seat on the proposing node, which counts
  // it there already (publish_presence): shown here from the start, not gone
  // until that node's word comes.
  if (joined_side >= 0 && !from.empty() && from != node_) {
    int& seats = room.remote[from].seats[static_cast<std::size_t>(joined_side)];
    seats = std::max(seats, 1);
    room.presence_changed(now_ms());
  }
  // As after a request of this node's own players.
  const std::string id = room.game->id();
  end_by_rules(room);
  if (Room* again = find_room(id)) {
    if (rematch) follow_rematch(*again);
    else after_change(*again, status_after(*again->game, turn));
  }
  return written;
}

void ServerCore::on_proposal(Room& room, const node::Proposal& proposal) {
  if (proposal.owner != node_) return;  // to another node
  const std::string id = room.game->id();
  if (!owns(room)) {
    // Taken over meanwhile: the proposer hears who owns it and asks again.
    store_->send(proposal.from, id, node::Owner{room.owner});
    return;
  }
  const auto written = write_proposed(room, proposal.basis, proposal.entry, proposal.from);
  // A rematch's start proposed again (to an owner that took the game over
  // after the last one wrote it) is not declined: it is there.
  if (!written && names_rematch_of(id, proposal.entry)) return;
  if (!written) {
    store_->send(proposal.from, id,
                 node::Declined{proposal.from, proposal.ref, std::string(online::error_word(ErrorCode::kBusy)),
                                storage_failed_ ? "the server cannot store games now" : kChangedMeanwhile});
    return;
  }
  // A proposer that follows the game's channel knows its event when it
  // comes there (by its text). One that may not follow it yet is answered:
  // it has the entry and takes it as the event at once.
  const Room* after = find_room(id);
  if (after != nullptr && after->followed_by(proposal.from)) return;
  store_->send(proposal.from, id, node::Accepted{proposal.from, proposal.ref, written->number, written->tag});
}

bool ServerCore::names_rematch_of(const std::string& old_id, const std::string& entry) {
  const Room* old_room = find_room(old_id);
  const auto event = event_of_line(entry);
  const auto* started = event ? std::get_if<online::RematchStarted>(&event->body) : nullptr;
  return old_room != nullptr && started != nullptr && old_room->game->rematch_game() == started->game;
}

void ServerCore::run_accepted(Room& room, const std::string& line) {
  // A proposal's event comes back as the proposer wrote it, time and all.
  const std::string id = room.game->id();
  for (auto it = pending_.begin(); it != pending_.end(); ++it) {
    if (it->second.game != id || it->second.entry != line) continue;
    const Pending done = end_pending(it);
    carry_on(done);
    // A joiner that did not stay for its seat: the owner counted it here
    // (write_proposed), whatever this node told before.
    Room* again = find_room(id);
    const auto joiner = done.connection.lock();
    if (again != nullptr && done.seat >= 0 &&
        !(joiner && again->seats[static_cast<std::size_t>(done.seat)].count(joiner.get())))
      publish_presence(*again, false, true);
    return;
  }
}

ServerCore::Pending ServerCore::end_pending(std::map<std::uint64_t, Pending>::iterator it) {
  Pending done = std::move(it->second);
  pending_.erase(it);
  if (done.seat >= 0)
    if (Room* room = find_room(done.game)) {
      int& joining = room->joining[static_cast<std::size_t>(done.seat)];
      joining = std::max(0, joining - 1);  // 0 for a room read again since
    }
  return done;
}

void ServerCore::carry_on(const Pending& done) {
  const auto connection = done.connection.lock();
  if (!done.accepted || !connection) return;
  const auto peer = peers_.find(connection.get());
  if (peer == peers_.end()) return;
  // Inside a boundary of its own: it runs from a node's message or a takeover.
  try {
    done.accepted(peer->second);
  } catch (const std::exception& e) {
    contained(connection.get(), e.what());
  }
}

void ServerCore::on_accepted(Room& room, const node::Accepted& accepted) {
  if (accepted.node != node_) return;
  auto it = pending_.find(accepted.ref);
  if (it == pending_.end() || it->second.game != room.game->id()) return;  // here already
  const std::uint64_t known = room.events;
  if (accepted.number <= known) return;
  // Events before it missed: read, this one with them.
  if (accepted.number > known + 1) return catch_up(room);
  apply_remote(room, accepted.tag, std::string(it->second.entry));
}

void ServerCore::on_declined(const node::Declined& declined) {
  if (declined.node != node_) return;
  const auto it = pending_.find(declined.ref);
  if (it == pending_.end()) return;
  const auto undo = std::move(it->second.undo);
  decline_pending(declined.ref, declined.code, declined.reason);
  if (undo) undo();
}

void ServerCore::decline_pending(std::uint64_t ref, const std::string& code, const std::string& reason) {
  auto it = pending_.find(ref);
  if (it == pending_.end()) return;
  const Pending declined = end_pending(it);
  // A join no longer counted; one that went unanswered may have been
  // written after all, its joiner counted here by the owner.
  if (Room* room = find_room(declined.game)) publish_presence(*room, false, declined.seat >= 0);
  const auto connection = declined.connection.lock();
  const std::string& id = declined.request_id;
  if (!connection) return;
  const auto peer = peers_.find(connection.get());
  if (peer == peers_.end()) return;
  // Another node's words are input too: only a known error goes to a client.
  const auto error = online::error_code_of(code);
  if (!error) return refuse(peer->second, ErrorCode::kServerError, "the server failed on this request; it was not carried out", id);
  refuse(peer->second, *error, reason, id);
}

void ServerCore::on_owner(Room& room, const node::Owner& owner) {
  if (owner.node == node_) return;  // this node's own news
  room.owner = owner.node;
  if (!owner.node.empty()) return redirect_pending(room);
  // Given up: this node takes it if it has a use for it, else lets it go too
  // (it is read again when somebody comes for it).
  if (follows(room)) return take_over(room, "");
  forget(room.game->id());
}

bool ServerCore::follows(const Room& room) const {
  const std::string& id = room.game->id();
  const bool waiting = std::any_of(pending_.begin(), pending_.end(), [&](const auto& p) { return p.second.game == id; });
  return waiting || !room.nobody_here();
}

void ServerCore::redirect_pending(Room& room) {
  const std::string id = room.game->id();
  std::vector<std::uint64_t> here;
  for (auto& [ref, p] : pending_) {
    if (p.game != id || p.owner == room.owner) continue;
    if (owns(room)) {
      here.push_back(ref);
    } else if (!room.owner.empty()) {
      p.owner = room.owner;
      store_->send(p.owner, id, node::Proposal{p.owner, node_, ref, p.basis, p.entry});
    }
  }
  // This node owns the game now: what it was asking for is written here.
  for (const auto ref : here) {
    const auto it = pending_.find(ref);
    if (it == pending_.end()) continue;
    const Pending p = end_pending(it);
    const auto connection = p.connection.lock();
    Room* now = find_room(id);
    const bool asker_here = connection && peers_.count(connection.get());
    if (now != nullptr && asker_here && write_proposed(*now, p.basis, p.entry, "")) {
      carry_on(p);
      continue;
    }
    if (names_rematch_of(id, p.entry)) continue;  // written by the owner before
    if (p.undo) p.undo();
    if (now != nullptr && asker_here) refuse(peers_.at(connection.get()), ErrorCode::kBusy, kChangedMeanwhile, p.request_id);
  }
  // A join written here without its joiner, or not written, no longer counts.
  if (!here.empty())
    if (Room* now = find_room(id)) publish_presence(*now, false);
}

void ServerCore::take_over(Room& room, const std::string& from) {
  if (room.taking_over || owns(room)) return;
  room.taking_over = true;
  const std::string id = room.game->id();
  store_->take_over(id, from, [this, id, from](std::optional<std::string> owner) {
    Room* room = find_room(id);
    if (room == nullptr) return;
    room->taking_over = false;
    if (!owner) return;  // the store is away: tried again at a later tick
    room->owner = *owner;
    // Another node was first: the proposals waiting go to it.
    if (*owner != node_) return redirect_pending(*room);
    log("owner " + id + " from=" + (from.empty() ? "-" : from));
    // Nobody else's word on who is there is awaited now.
    if (std::exchange(room->owner_asked_at, -1) >= 0) send_status(*room);
    store_->publish(id, node::Owner{node_});
    // What the last owner wrote before it went is read, then this node
    // writes: the proposals waiting, the flags and throws due.
    catch_up(*room);
    if ((room = find_room(id)) == nullptr) return;
    redirect_pending(*room);
    if ((room = find_room(id)) != nullptr) schedule(*room);
  });
}

void ServerCore::tick_owners() {
  const std::int64_t now = now_ms();
  // An owner is gone when not heard for as long as a node may be silent
  // (tick_nodes forgets such nodes); a node just started has heard nobody
  // yet and waits that long before it judges.
  const bool knows_nodes = now - started_ms_ > kNodeSilenceMs;
  for (auto& [id, room] : rooms_) {
    if (owns(room) || room.taking_over || storage_failed_) continue;
    const bool gone = room.owner.empty() || (knows_nodes && !nodes_heard_.count(room.owner));
    if (gone && follows(room)) take_over(room, room.owner);
  }
  std::vector<std::uint64_t> late;
  for (const auto& [ref, p] : pending_)
    if (now - p.since > kProposalTimeoutMs) late.push_back(ref);
  for (const auto ref : late)
    decline_pending(ref, std::string(online::error_word(ErrorCode::kBusy)),
                    "the node keeping this game did not answer; send it again");
}

}  // namespace djed::server
