// The server core at play: each request of a seated player or a spectator
// handled, the game's events and status sent to whom they concern, and what
// the game waits for asked of its players (a turn, a dice link).
#include "server_core.hpp"

#include <algorithm>

#include "core_text.hpp"

namespace djed::server {

using online::ErrorCode;
using online::Request;
using online::RequestType;

void ServerCore::broadcast_last(Room& room) {
  const std::size_t last = room.game->event_count() - 1;
  const auto sent = room.game->event(last);
  const std::string text = room.game->event_text(last);
  for (int side = 0; side < 2; ++side)
    if (room.sees(sent, side))
      for (Connection* c : room.seats[static_cast<std::size_t>(side)]) send(c, text);
  if (room.sees(sent, -1))
    for (Connection* c : room.watchers) send(c, text);
  if (!sent.players_only) send_views(room);
}

void ServerCore::send_events(Room& room, Connection* connection, int side, std::int64_t after) {
  for (std::size_t i = static_cast<std::size_t>(std::max<std::int64_t>(0, after)); i < room.game->event_count(); ++i) {
    if (room.sees(room.game->event(i), side)) send(connection, room.game->event_text(i));
  }
  send_view(room, connection);
}

std::string ServerCore::status_text(const Room& room) const {
  return online::encode_message(room.status(now_ms(), options_.grace_ms));
}

void ServerCore::send_status(Room& room) {
  if (room.owner_asked_at >= 0) return;  // sent once the owner says who is there
  const std::string text = status_text(room);
  const std::size_t hash = std::hash<std::string>{}(text);
  if (hash == room.status_sent) return;  // every follower has it
  room.status_sent = hash;
  for (const auto& seat : room.seats)
    for (Connection* c : seat) send(c, text);
  for (Connection* c : room.watchers) send(c, text);
}

void ServerCore::request_reveals(Room& room) {
  const int due = room.game->throw_due();
  if (due == 0) return;
  std::string text;
  for (int side = 0; side < 2; ++side) {
    if (!room.game->awaits_reveal(side)) continue;
    if (text.empty()) {
      // The outcomes the throw is drawn from, in order, so that a client
      // without the game's rules can check each throw exactly.
      const State& state = room.game->record().state();
      online::RevealRequest request{room.game->id(), due, {}};
      for (const ChanceOutcome& outcome : state.chance_outcomes())
        request.outcomes.push_back({state.action_to_string(outcome.action), outcome.probability});
      text = online::encode_message(request);
    }
    for (Connection* c : room.seats[static_cast<std::size_t>(side)]) send(c, text);
  }
}

void ServerCore::request_turn(Room& room) {
  const int side = room.game->side_to_move();
  if (side < 0 || room.seats[static_cast<std::size_t>(side)].empty()) return;
  const std::int64_t due = std::int64_t{room.game->turns_played()} * 2 + side;
  if (due == room.turn_requested) return;  // asked already, of these connections
  room.turn_requested = due;
  online::TurnRequest request{room.game->id(), room.game->turns_played(), {}, {}};
  const std::string plain = online::encode_message(request);
  // The legal turns, only for clients that asked for them (they do not carry
  // the game's rules): writing every turn costs more than the rest of a turn.
  std::string listed;
  for (Connection* c : room.seats[static_cast<std::size_t>(side)]) {
    auto peer = peers_.find(c);
    if (peer == peers_.end() || !peer->second.turn_lists) {
      send(c, plain);
      continue;
    }
    if (listed.empty()) {
      const State& state = room.game->record().state();
      const auto legal = state.legal_turns();
      if (legal.size() <= static_cast<std::size_t>(options_.turns_per_message)) {
        request.turns.emplace();
        for (const Turn& turn : legal) request.turns->push_back(state.turn_to_string(turn));
      } else {
        // More than one message holds: the client pages (`turns`).
        request.turns_total = static_cast<std::int64_t>(legal.size());
      }
      listed = online::encode_message(request);
    }
    send(c, listed);
  }
}

void ServerCore::send_turns(Peer& peer, const Request& r) {
  Room* room = peer.game.empty() ? nullptr : find_room(peer.game);
  if (room == nullptr)
    return refuse(peer, ErrorCode::kNotSeated, "turns needs a seat in a game or a game watched", r.id);
  const OnlineGame& g = *room->game;
  if (g.over()) return refuse(peer, ErrorCode::kGameOver, "the game has ended", r.id);
  if (g.side_to_move() < 0 || r.ply != g.turns_played())
    return refuse(peer, ErrorCode::kStaleTurn,
                  "no turn is due at ply " + std::to_string(r.ply) + " (turns played: " +
                      std::to_string(g.turns_played()) + (g.side_to_move() < 0 ? "; none is due now)" : ")"),
                  r.id);
  const State& state = g.record().state();
  const auto legal = state.legal_turns();
  const std::size_t from = std::min(legal.size(), static_cast<std::size_t>(r.from));
  const std::size_t to = std::min(legal.size(), from + static_cast<std::size_t>(options_.turns_per_message));
  online::TurnsPage page{g.id(), r.ply, static_cast<std::int64_t>(from), static_cast<std::int64_t>(legal.size()), {}, r.id};
  for (std::size_t i = from; i < to; ++i) page.turns.push_back(state.turn_to_string(legal[i]));
  send(peer.connection.get(), online::encode_message(page));
}

bool ServerCore::status_after(const OnlineGame& game, bool turn) const {
  if (!turn) return true;
  // Not while a first turn is awaited: the other side's clock has not
  // started, and the status says how long the first turn may take.
  if (game.over() || game.first_turn_left(now_ms())) return true;
  const int next = game.record().state().side_to_move();
  return !(next < 0 || game.folded().clock_started(next) || game.clock().kind == online::TimeControl::Kind::kUntimed);
}

void ServerCore::after_change(Room& room, bool status) {
  if (status) send_status(room);
  request_reveals(room);
  request_turn(room);
}

void ServerCore::handle(Peer& peer, const Request& r) {
  Connection* c = peer.connection.get();
  if (r.type == RequestType::kHello) {
    if (peer.hello) return refuse(peer, ErrorCode::kHelloFirst, "hello was said already", r.id);
    if (r.protocol != online::kProtocolVersion) {
      refuse(peer, ErrorCode::kProtocolVersion,
             "this server speaks protocol " + std::to_string(online::kProtocolVersion) + ", not " +
                 std::to_string(r.protocol),
             r.id);
      c->close();
      return;
    }
    peer.hello = true;
    peer.turn_lists = r.turn_lists;
    peer.views = r.views;
    peer.language = r.language;
    return send(c, welcome_);
  }
  if (!peer.hello) return refuse(peer, ErrorCode::kHelloFirst, "say hello first", r.id);
  if (storage_failed_ && r.type != RequestType::kPing && r.type != RequestType::kList)
    return refuse(peer, ErrorCode::kBusy, "the server cannot store games now", r.id);
  switch (r.type) {
    case RequestType::kPing:
      return send(c, online::encode_message(online::Pong{r.id}));
    case RequestType::kList:
      return list(peer, r.id, r.follow);
    case RequestType::kCreate:
      return create(peer, r);
    case RequestType::kJoin:
      return join(peer, r);
    case RequestType::kInvite:
      return invite(peer, r);
    case RequestType::kTurns:
      return send_turns(peer, r);
    case RequestType::kDescribe:
      return describe(peer, r);
    case RequestType::kStep:
      return step(peer, r);
    case RequestType::kWatch:
      return watch(peer, r);
    case RequestType::kResume:
      return resume(peer, r);
    default:
      break;
  }
  // Requests of a seat.
  Room* room = peer.game.empty() ? nullptr : find_room(peer.game);
  if (room == nullptr || peer.side < 0)
    return refuse(peer, ErrorCode::kNotSeated, std::string(request_word(r.type)) + " needs a seat in a game", r.id);
  const int side = peer.side;
  OnlineGame& g = *room->game;
  const std::int64_t now = now_ms();
  if (check_flag(*room) && r.type != RequestType::kRematch && r.type != RequestType::kChat)
    return refuse(peer, ErrorCode::kGameOver,
                  g.end_reason() == "aborted" ? "the game was aborted: a first turn did not come in time"
                                              : "the game has ended: a flag fell",
                  r.id);
  Checked checked;
  switch (r.type) {
    case RequestType::kTurn:
      if (r.ply < g.turns_played() && r.ply >= 0) {
        // Sent again after a reconnection: played already, nothing to do.
        const auto& log = g.record().turn_log();
        if (log[static_cast<std::size_t>(r.ply)] == r.turn) return;
      }
      checked = g.turn_event(side, r.ply, r.turn, now);
      break;
    case RequestType::kReveal: {
      bool kept = false;
      checked = g.reveal_event(side, r.index, r.link, now, &kept);
      if (kept) {
        online::Digest link{};
        online::from_hex(r.link, &link);
        g.note_reveal(side, link);
        schedule(*room);  // the revealer's clock stops
        // The other player may be on another node: it hears of the link too.
        publish_reveal(*room, side);
        send_status(*room);
        return;
      }
      break;
    }
    case RequestType::kResign: checked = g.resign_event(side, now); break;
    case RequestType::kOfferDraw: checked = g.draw_offer_event(side); break;
    case RequestType::kAcceptDraw: checked = g.draw_answer_event(side, true, now); break;
    case RequestType::kDeclineDraw: checked = g.draw_answer_event(side, false, now); break;
    case RequestType::kAbort: checked = g.abort_event(side, now); break;
    case RequestType::kClaim: {
      const auto other = static_cast<std::size_t>(1 - side);
      const std::int64_t gone =
          !room->here(1 - side) && room->gone_since[other] >= 0 ? now - room->gone_since[other] : -1;
      checked = g.claim_event(side, gone, options_.grace_ms, now);
      break;
    }
    case RequestType::kChat:
      checked = g.chat_event(side, r.text, options_.chat_lines_per_game, options_.chat_bytes_per_game);
      break;
    case RequestType::kMute:
      room->muted[static_cast<std::size_t>(side)] = r.muted;
      return send(c, online::encode_message(online::MutedReply{r.muted, r.id}));
    case RequestType::kRematch:
      if (g.rematch_offer() == 1 - side && g.rematch_game().empty()) return rematch(peer, *room, r);
      checked = g.rematch_offer_event(side, r.commit);
      break;
    default:
      return refuse(peer, ErrorCode::kUnknownType, "not a request of a seat", r.id);
  }
  if (checked.refused) {
    if (r.type == RequestType::kTurn || r.type == RequestType::kReveal)
      log("refused " + g.id() + " side=" + std::to_string(side) + " " +
                   std::string(error_word(checked.refused->code)) + ": " + checked.refused->reason);
    return refuse(peer, checked.refused->code, checked.refused->reason, r.id);
  }
  // Another node owns the game: it writes the event (or says why not).
  if (!owns(*room)) return propose(peer, *room, std::move(*checked.event), r.id);
  if (!commit(*room, std::move(*checked.event)))
    return refuse(peer, ErrorCode::kBusy, "the server cannot store games now", r.id);
  end_by_rules(*room);
  // After a turn the event says what a status would (its clocks, the other
  // side's now running): half the messages of a game, sent by nobody.
  after_change(*room, status_after(g, r.type == RequestType::kTurn));
}

void ServerCore::end_by_rules(Room& room) {
  // A turn (or throw) that ends the game by the rules ends it on the server too.
  const OnlineGame& g = *room.game;
  if (g.over() || !g.record().is_over()) return;
  commit(room, std::move(*g.rules_end_event(now_ms()).event));
}

void ServerCore::watch(Peer& peer, const Request& r, bool read) {
  Room* room = game_of_code(peer, r, read ? nullptr : std::function<void(Peer&)>([this, r](Peer& p) { watch(p, r, true); }));
  if (room == nullptr) return;
  Connection* c = peer.connection.get();
  if (!room->watchers.count(c) && room->watchers.size() >= static_cast<std::size_t>(options_.spectators_per_game))
    return refuse(peer, ErrorCode::kTooManyConnections,
                  "game " + room->game->code() + " has " + std::to_string(room->watchers.size()) +
                      " spectators, as many as it may have",
                  r.id);
  attach(peer, *room, -1);
  send(c, online::encode_message(online::Watching{room->game->id(), room->game->code(), r.id}));
  send_events(*room, c, -1, r.after);
  send_status(*room);
}

void ServerCore::resume(Peer& peer, const Request& r, bool read, std::optional<std::string> stored) {
  const std::string hash = hash_token(r.token);
  if (store_->shared() && !read && !storage_failed_)
    return read_for(peer, GameStore::Key::kToken, hash, r.id, [this, r](Peer& p, std::optional<std::string> value) {
      resume(p, r, true, std::move(value));
    });
  const auto seat = token_seat(hash, stored);
  Room* room = seat ? find_room(seat->first) : nullptr;
  // The seat itself must hold the token: a key can outlive what it pointed
  // at (a join written with its keys, then refused by the store).
  if (room == nullptr || room->game->seat_of_token_hash(hash) != seat->second)
    return refuse(peer, ErrorCode::kBadToken, "no seat has this token", r.id);
  const int side = seat->second;
  Connection* c = peer.connection.get();
  attach(peer, *room, side);
  log("resume " + room->game->id() + " side=" + std::to_string(side) + " " + c->address());
  send(c, seated_text(*room, side, r.token, r.id));
  send_events(*room, c, side, r.after);
  after_change(*room);
}

}  // namespace djed::server
