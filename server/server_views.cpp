// The server core for clients without the games' rules (a browser): a
// game's description, the board's view after each change, and the choices
// of a turn one action at a time (docs/protocol.md, "Clients without the
// rules"). Everything is written from the game's own vocabulary.
#include "djed/online/game_view.hpp"
#include "server_core.hpp"

namespace djed::server {

using online::ErrorCode;
using online::Request;

void ServerCore::describe(Peer& peer, const Request& r) {
  const auto game = games_->find(r.game);
  if (!game) return refuse(peer, ErrorCode::kUnknownGame, "no game '" + r.game + "' on this server", r.id);
  const GameInfo& info = game->info();
  auto variant = info.resolve_variant(r.variant);
  if (!variant) return refuse(peer, ErrorCode::kUnknownGame, variant.message(), r.id);
  // Bounded: a language the game has no tables for is sent as English.
  const std::string key = info.id + '\n' + variant.value() + '\n' + online::view_language(info, peer.language);
  auto cached = descriptions_.find(key);
  if (cached == descriptions_.end()) {
    auto text = online::encode_description(*game, variant.value(), peer.language, "");
    if (!text) return refuse(peer, ErrorCode::kServerError, "the game's board cannot be described: " + text.message(), r.id);
    cached = descriptions_.emplace(key, std::move(text).value()).first;
  }
  if (r.id.empty()) return send(peer.connection.get(), cached->second);
  // The id goes in front of the cached text's fields: `{"id":...,` + the rest.
  send(peer.connection.get(), "{\"id\":" + r.id + "," + cached->second.substr(1));
}

void ServerCore::step(Peer& peer, const Request& r) {
  Room* room = peer.game.empty() ? nullptr : find_room(peer.game);
  if (room == nullptr || peer.side < 0) return refuse(peer, ErrorCode::kNotSeated, "step needs a seat in a game", r.id);
  const OnlineGame& g = *room->game;
  if (g.over()) return refuse(peer, ErrorCode::kGameOver, "the game has ended", r.id);
  if (g.side_to_move() != peer.side) return refuse(peer, ErrorCode::kNotYourTurn, "no turn of this seat is due", r.id);
  if (r.ply != g.turns_played())
    return refuse(peer, ErrorCode::kStaleTurn,
                  "no turn is due at ply " + std::to_string(r.ply) + " (turns played: " +
                      std::to_string(g.turns_played()) + ")",
                  r.id);
  auto text = online::encode_step(g.id(), r.ply, g.record().state(), peer.side, r.path, peer.language, r.id);
  if (!text) return refuse(peer, ErrorCode::kBadField, text.message(), r.id);
  send(peer.connection.get(), std::move(text).value());
}

void ServerCore::send_view(Room& room, Connection* connection) {
  auto peer = peers_.find(connection);
  if (peer == peers_.end() || !peer->second.views) return;
  const OnlineGame& g = *room.game;
  send(connection, online::encode_view(g.id(), static_cast<std::int64_t>(g.event_count()), g.turns_played(),
                                       g.record().state(), peer->second.language));
}

void ServerCore::send_views(Room& room) {
  // One text per language among the connections that asked.
  std::map<std::string, std::string> written;
  const OnlineGame& g = *room.game;
  const auto each = [&](Connection* c) {
    auto peer = peers_.find(c);
    if (peer == peers_.end() || !peer->second.views) return;
    auto& text = written[peer->second.language];
    if (text.empty())
      text = online::encode_view(g.id(), static_cast<std::int64_t>(g.event_count()), g.turns_played(),
                                 g.record().state(), peer->second.language);
    send(c, text);
  };
  for (const auto& seat : room.seats)
    for (Connection* c : seat) each(c);
  for (Connection* c : room.watchers) each(c);
}

}  // namespace djed::server
