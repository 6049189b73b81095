// The server core's lobby requests: games created, joined, described before
// a join, listed and rematched, and open games forgotten when nobody came;
// what they may do is the Lobby's to say (lobby.hpp).
#include "server_core.hpp"

#include <algorithm>

#include "core_text.hpp"

namespace djed::server {

namespace {
// How often the open games are sent again to those following them, at most
// (a server alone: when they changed; nodes: read from the store this often).
constexpr std::int64_t kLobbyPushMs = 1000;
constexpr std::int64_t kSharedLobbyPushMs = 3000;
}  // namespace

using online::ErrorCode;
using online::Request;
using online::RequestType;

std::optional<std::string> ServerCore::new_code() {
  auto code = lobby_.draw_code();
  if (!code) log("random-failed: OpenSSL's generator gave no bytes");
  return code;
}

bool ServerCore::may_look_up(Peer& peer, const std::string& code, const std::string& id) {
  // The codes of listed games nobody has joined yet are public.
  if (const auto known = lobby_.game_of_code(code))
    if (const Room* room = find_room(*known); room && room->game->listed() && !room->game->started()) return true;
  const Lobby::Guess guess = lobby_.may_guess(peer.group, now_ms());
  if (guess == Lobby::Guess::kAllowed) return true;
  refuse(peer, ErrorCode::kRateLimited,
         guess == Lobby::Guess::kServerSpent
             ? "too many unknown invite codes asked for on this server; try again in a few seconds"
             : "too many unknown invite codes from " + peer.group + "; try again in a minute",
         id);
  return false;
}

Room& ServerCore::hold(const std::string& id, std::unique_ptr<OnlineGame> game) {
  Room& room = rooms_[id];
  room.game = std::move(game);
  room.game->set_first_turn_ms(options_.first_turn_ms);
  lobby_.hold(id, room.game->code(), !room.game->started() && !room.game->over());
  return room;
}

void ServerCore::take_seat(Room& room, int side, const std::string& group) {
  lobby_.take_seat(room.game->id(), room.seat_groups, side, group, !room.game->started() && !room.game->over());
}

void ServerCore::note_open(const Room& room) {
  lobby_.set_open(room.game->id(), room.seat_groups, !room.game->started() && !room.game->over());
}

void ServerCore::expire(const std::string& id) {
  Room* room = find_room(id);
  if (room == nullptr) return;
  ++expired_;
  log("expired " + id + ": nobody joined");
  store_->expired(*room->game);
  for (Connection* c : room->followers())
    if (auto peer = peers_.find(c); peer != peers_.end()) detach(peer->second);
  forget(id);
}

void ServerCore::claim_code(std::weak_ptr<Connection> connection, std::function<void(Peer&, std::string)> then,
                            int attempt) {
  // Every node draws codes; the store says which are free on every node
  // (at once on a node alone, else without a wait on the network thread).
  // Nodes sharing a store claim some ahead: one is taken at once.
  const auto ahead = attempt == 0 ? claimed_codes_.take(now_ms()) : std::nullopt;
  if (attempt == 0) claim_codes_ahead();  // another for the one taken (or the first ones)
  if (ahead) {
    if (auto c = connection.lock(); c && peers_.count(c.get())) then(peers_.find(c.get())->second, *ahead);
    return;
  }
  const auto drawn = new_code();
  if (!drawn) {
    if (auto c = connection.lock(); c && peers_.count(c.get())) then(peers_.find(c.get())->second, {});
    return;
  }
  const std::string code = *drawn;
  store_->claim(code, [this, connection, then, attempt, code](GameStore::Claim result) {
    auto c = connection.lock();
    auto peer = c ? peers_.find(c.get()) : peers_.end();
    if (peer == peers_.end()) return;
    try {
      if (result == GameStore::Claim::kTaken && attempt < 20) return claim_code(connection, then, attempt + 1);
      then(peer->second, result == GameStore::Claim::kClaimed ? code : std::string());
    } catch (const std::exception& e) {
      contained(c.get(), e.what());
    }
  });
}

Room* ServerCore::game_of_code(Peer& peer, const Request& r, std::function<void(Peer&)> again) {
  if (!may_look_up(peer, r.code, r.id)) return nullptr;
  const auto known = lobby_.game_of_code(r.code);
  Room* room = known ? find_room(*known) : nullptr;
  if (room == nullptr && again && store_->shared() && !storage_failed_) {
    read_for(peer, GameStore::Key::kCode, Lobby::normal_code(r.code), r.id,
             [again](Peer& p, const std::optional<std::string>&) { again(p); });
    return nullptr;
  }
  if (room == nullptr) {
    lobby_.spend_guess(peer.group);
    refuse(peer, ErrorCode::kUnknownCode, "no game has the code '" + r.code + "'", r.id);
  }
  return room;
}

void ServerCore::claim_codes_ahead() {
  if (!store_->shared() || storage_failed_) return;
  for (std::size_t wanted = claimed_codes_.wanted(now_ms()); wanted > 0; --wanted) {
    const auto drawn = new_code();
    if (!drawn) return;
    const std::uint64_t round = claimed_codes_.asked();
    store_->claim(*drawn, [this, round, code = *drawn](GameStore::Claim result) {
      // A code taken already is drawn again at the next top-up.
      claimed_codes_.answered(round, result == GameStore::Claim::kClaimed ? std::optional(code) : std::nullopt,
                              now_ms());
    });
  }
}

std::string ServerCore::free_seat_word(const OnlineGame& game) {
  const int free = game.seat(0).taken ? 1 : 0;
  return free == game.record().start().side_to_move() ? "first" : "second";
}

void ServerCore::invite(Peer& peer, const Request& r, bool read) {
  Room* room = game_of_code(peer, r, read ? nullptr : std::function<void(Peer&)>([this, r](Peer& p) { invite(p, r, true); }));
  if (room == nullptr) return;
  const OnlineGame& g = *room->game;
  online::InviteInfo answer;
  answer.code = g.code();
  answer.game = g.game().info().id;
  answer.variant = g.variant();
  answer.clock = online::format_time_control(g.clock());
  answer.dice = g.game().info().uses_dice;
  for (int side = 0; side < 2; ++side)
    if (g.seat(side).taken) answer.names[static_cast<std::size_t>(side)] = g.seat(side).name;
  answer.started = g.started();
  answer.over = g.over();
  if (!g.started()) answer.seat = free_seat_word(g);
  answer.id = r.id;
  send(peer.connection.get(), online::encode_message(answer));
}

online::OpenGame ServerCore::open_game_entry(const Room& room) const {
  const OnlineGame& g = *room.game;
  const int creator = g.seat(0).taken ? 0 : 1;
  return {g.code(),
          g.game().info().id,
          g.variant(),
          online::format_time_control(g.clock()),
          g.seat(creator).name,
          free_seat_word(g),
          !room.seats[static_cast<std::size_t>(creator)].empty()};
}

std::string ServerCore::seated_text(const Room& room, int side, const std::string& token, const std::string& id) const {
  return online::encode_message(online::Seated{room.game->id(), room.game->code(), side, token, id});
}

std::string ServerCore::welcome_text() const {
  online::Welcome welcome{online::kProtocolVersion, "djed-server", {}};
  for (const auto& loaded : games_->games()) {
    const GameInfo& info = loaded.game->info();
    online::OfferedGame game{info.id, info.text(info.display_name), {}, {info.text(info.sides[0].name), info.text(info.sides[1].name)},
                             info.uses_dice, !info.uses_dice};
    for (const auto& v : info.variants) game.variants.push_back({v.id, info.text(v.name)});
    welcome.games.push_back(std::move(game));
  }
  return online::encode_message(welcome);
}

void ServerCore::list(Peer& peer, const std::string& id, bool follow) {
  if (follow && !peer.lobby) {
    peer.lobby = true;
    lobby_followers_.insert(peer.connection.get());
  } else if (!follow && peer.lobby) {
    peer.lobby = false;
    lobby_followers_.erase(peer.connection.get());
  }
  if (!store_->shared()) return send(peer.connection.get(), list_text(id));
  // The lobby of every node, read off the network thread.
  std::weak_ptr<Connection> connection = peer.connection;
  store_->read_lobby(200, [this, connection, id](std::vector<online::OpenGame> games) {
    const auto c = connection.lock();
    if (!c || !peers_.count(c.get())) return;
    send(c.get(), online::encode_message(online::GameList{std::move(games), id}));
  });
}

std::string ServerCore::list_text(const std::string& id) const {
  online::GameList list{{}, id};
  for (const std::string& game_id : lobby_.open_ids()) {
    const auto room = rooms_.find(game_id);
    if (room == rooms_.end()) continue;
    const OnlineGame& g = *room->second.game;
    if (g.started() || g.over() || !g.listed()) continue;
    list.games.push_back(open_game_entry(room->second));
    if (list.games.size() >= 200) break;
  }
  return online::encode_message(list);
}

void ServerCore::push_lobby() {
  if (lobby_followers_.empty()) return;
  const std::int64_t now = now_ms();
  const auto send_all = [this](const std::string& text) {
    if (text == lobby_sent_) return;
    lobby_sent_ = text;
    for (Connection* c : lobby_followers_) send(c, text);
  };
  if (!store_->shared()) {
    if (now - last_lobby_push_ < kLobbyPushMs) return;
    last_lobby_push_ = now;
    return send_all(list_text({}));
  }
  // Other nodes' games change unseen here: read every few seconds.
  if (lobby_reading_ || now - last_lobby_push_ < kSharedLobbyPushMs) return;
  last_lobby_push_ = now;
  lobby_reading_ = true;
  store_->read_lobby(200, [this, send_all](std::vector<online::OpenGame> games) {
    lobby_reading_ = false;
    send_all(online::encode_message(online::GameList{std::move(games), {}}));
  });
}

void ServerCore::create(Peer& peer, const Request& r, std::string code) {
  if (const std::string many = lobby_.refuse_create(peer.group, rooms_.size()); !many.empty())
    return refuse(peer, ErrorCode::kTooManyGames, many, r.id);
  auto game = games_->find(r.game);
  if (!game) return refuse(peer, ErrorCode::kUnknownGame, "this server has no game '" + r.game + "'", r.id);
  const GameInfo& info = game->info();
  if (!r.variant.empty()) {
    const bool known = std::any_of(info.variants.begin(), info.variants.end(), [&](const auto& v) { return v.id == r.variant; });
    if (!known) return refuse(peer, ErrorCode::kUnknownGame, info.id + " has no variant '" + r.variant + "'", r.id);
  }
  if (info.uses_dice && r.commit.empty())
    return refuse(peer, ErrorCode::kBadField, "create: 'commit' is needed: " + info.id + " uses dice", r.id);
  if (code.empty())
    return claim_code(peer.connection, [this, r](Peer& p, std::string claimed) {
      if (claimed.empty()) return refuse(p, ErrorCode::kBusy, "the server cannot store games now", r.id);
      create(p, r, claimed);
    });
  const auto secrets = random_hex(6 + 16 + 1);
  if (!secrets) return refuse(peer, ErrorCode::kBusy, "the server cannot draw a seat token now", r.id);
  const std::string id = secrets->substr(0, 12);
  const std::string token = secrets->substr(12, 32);
  std::string seat = r.seat == online::SeatChoice::kFirst ? "first" : r.seat == online::SeatChoice::kSecond ? "second" : "";
  if (seat.empty()) seat = (*secrets)[44] < '8' ? "first" : "second";
  auto start = game->new_initial_state(r.variant.empty() || info.variants.empty() ? std::string{} : r.variant);
  if (!start) return refuse(peer, ErrorCode::kUnknownGame, start.message(), r.id);
  const int first = (*start)->side_to_move();
  const int side = seat == "first" ? first : 1 - first;
  const std::string variant = r.variant.empty() && !info.variants.empty() ? info.variants.front().id : r.variant;
  online::Created created{id, code, info.id, variant, online::format_time_control(r.clock), r.listed, seat, {}, today(), {}};
  created.seats[static_cast<std::size_t>(side)] = online::SeatAtStart{r.name, info.uses_dice ? r.commit : std::string{}};
  created.token_hashes[static_cast<std::size_t>(side)] = hash_token(token);
  const online::GameEvent event{std::move(created), wall_clock_ms()};
  auto made = OnlineGame::from_created(event, game, now_ms());
  if (!made) return refuse(peer, ErrorCode::kUnknownGame, made.message(), r.id);
  Room& room = hold(id, std::move(made.value()));
  room.owner = node_;  // the node writing a game's first event owns it
  room.made_here = true;
  take_seat(room, side, peer.group);
  lobby_.seat_token(hash_token(token), id, side);
  journal(room, journal_line(id, event));
  store_->made(*room.game);
  keep_open(room);
  store_->follow(id);
  attach(peer, room, side);
  log("create " + id + " " + info.id + (variant.empty() ? "" : ":" + variant) + " code=" + code + " clock=" +
               online::format_time_control(r.clock) + " " + peer.connection->address());
  send(peer.connection.get(),
       seated_text(room, side, token, r.id));
  send_events(room, peer.connection.get(), side, 0);
  send_status(room);
}

void ServerCore::join_again(Peer& peer, Room& room, int side, const Request& r) {
  const std::string hash = hash_token(r.token);
  lobby_.seat_token(hash, room.game->id(), side);
  // What the node that wrote the join may not have lived to write (a game
  // over keeps the expiry its end gave its keys; an open one, its creator
  // joining with its own token, the expiry it has while open).
  if (room.game->started() && !room.game->over()) store_->joined(*room.game);
  Connection* c = peer.connection.get();
  attach(peer, room, side);
  log("join-again " + room.game->id() + " side=" + std::to_string(side) + " " + c->address());
  send(c, seated_text(room, side, r.token, r.id));
  send_events(room, c, side, 0);
  after_change(room);
}

void ServerCore::join(Peer& peer, const Request& r, bool read) {
  Room* room = game_of_code(peer, r, read ? nullptr : std::function<void(Peer&)>([this, r](Peer& p) { join(p, r, true); }));
  if (room == nullptr) return;
  // The same join again, with the token it brought: the seat it took is its
  // own, as a resume gives it (the first answer may have been lost with a
  // connection or a node).
  if (!r.token.empty())
    if (const int side = room->game->seat_of_token_hash(hash_token(r.token)); side >= 0)
      return join_again(peer, *room, side, r);
  // A game joined from the creator's own address counts for it once.
  if (room->seat_groups[0] != peer.group && room->seat_groups[1] != peer.group)
    if (const std::string many = lobby_.refuse_seat(peer.group, rooms_.size(), false); !many.empty())
      return refuse(peer, ErrorCode::kTooManyGames, many, r.id);
  std::string token = r.token;
  if (token.empty()) {
    const auto drawn = random_hex(16);
    if (!drawn) return refuse(peer, ErrorCode::kBusy, "the server cannot draw a seat token now", r.id);
    token = *drawn;
  }
  auto checked = room->game->join_event(r.name, hash_token(token), r.commit, now_ms());
  if (checked.refused) return refuse(peer, checked.refused->code, checked.refused->reason, r.id);
  const int side = std::get<online::Joined>(checked.event->body).side;
  const std::string id = room->game->id();
  // Once the join is written: the seat is the joiner's.
  auto seated = [this, id, side, token, request_id = r.id](Peer& p) {
    Room* joined = find_room(id);
    if (joined == nullptr) return;
    take_seat(*joined, side, p.group);
    lobby_.seat_token(hash_token(token), id, side);
    // Its keys were written before the join by the node that wrote it
    // (commit()). Written again here while a node of the last version, which
    // does not, may own the game; what is sent below does not wait for them
    // (apply_remote).
    if (!owns(*joined) && !joined->game->over()) store_->joined(*joined->game);
    attach(p, *joined, side);
    log("start " + id + " " + joined->game->game().info().id + " " + joined->game->seat(0).name + " - " +
        joined->game->seat(1).name);
    send(p.connection.get(), seated_text(*joined, side, token, request_id));
    // The joiner sees the game from its first event (the join is among them).
    send_events(*joined, p.connection.get(), side, 0);
    after_change(*joined);
  };
  // Another node owns the game: it writes the join (or says why not).
  if (!owns(*room)) return propose(peer, *room, std::move(*checked.event), r.id, std::move(seated));
  if (!commit(*room, std::move(*checked.event)))
    return refuse(peer, ErrorCode::kBusy, "the server cannot store games now", r.id);
  seated(peer);
}

void ServerCore::rematch(Peer& peer, Room& old_room, const Request& r, std::string code) {
  OnlineGame& old = *old_room.game;
  const GameInfo& info = old.game().info();
  const int side = peer.side;
  if (info.uses_dice && r.commit.empty())
    return refuse(peer, ErrorCode::kBadField, "rematch: 'commit' is needed: " + info.id + " uses dice", r.id);
  for (const std::string& group : old_room.seat_groups)
    if (!group.empty())
      if (const std::string many = lobby_.refuse_seat(group, rooms_.size(), true); !many.empty())
        return refuse(peer, ErrorCode::kTooManyGames, many, r.id);
  if (code.empty())
    return claim_code(peer.connection, [this, r](Peer& p, std::string claimed) {
      if (claimed.empty()) return refuse(p, ErrorCode::kBusy, "the server cannot store games now", r.id);
      // Still the same offer to answer, now that the code is there?
      Room* room = p.game.empty() || p.side < 0 ? nullptr : find_room(p.game);
      if (room == nullptr || room->game->rematch_offer() != 1 - p.side || !room->game->rematch_game().empty()) return;
      rematch(p, *room, r, claimed);
    });
  const auto drawn_id = random_hex(6);
  if (!drawn_id) return refuse(peer, ErrorCode::kBusy, "the server cannot draw a game id now", r.id);
  const std::string id = *drawn_id;
  // Sides swap: the player of side s plays 1 - s, with the same token.
  auto start = old.game().new_initial_state(old.variant());
  const int first = start ? (*start)->side_to_move() : 0;
  // "creator" names the seat of side 0's player, as a created event does.
  online::Created created{id,    code, info.id, old.variant(), online::format_time_control(old.clock()),
                          false, first == 0 ? "first" : "second", {}, today(), {}};
  for (int new_side = 0; new_side < 2; ++new_side) {
    const int old_side = 1 - new_side;
    const auto s = static_cast<std::size_t>(new_side);
    created.seats[s] = online::SeatAtStart{
        old.seat(old_side).name,
        !info.uses_dice ? std::string{} : old_side == side ? r.commit : old.rematch_commit(old_side)};
    created.token_hashes[s] = old.seat(old_side).token_hash;
  }
  const online::GameEvent event{std::move(created), wall_clock_ms()};
  std::shared_ptr<const Game> game = games_->find(info.id);
  auto made = OnlineGame::from_created(event, game, now_ms());
  if (!made) return refuse(peer, ErrorCode::kUnknownGame, made.message(), r.id);
  const auto groups = old_room.seat_groups;
  Room& room = hold(id, std::move(made.value()));
  room.owner = node_;  // the node writing a game's first event owns it
  room.made_here = true;
  for (int new_side = 0; new_side < 2; ++new_side)  // sides swap
    if (const std::string& group = groups[static_cast<std::size_t>(1 - new_side)]; !group.empty())
      take_seat(room, new_side, group);
  journal(room, journal_line(id, event));
  store_->follow(id);
  Room* old_room_again = find_room(old.id());  // rooms_ may have rehashed
  // Another node owns the old game: it writes that the rematch started (and
  // points the players' tokens at it), and this node seats its players as it
  // hears of it (follow_rematch). Declined, the rematch is withdrawn.
  const std::string old_id = old.id();
  if (!owns(*old_room_again))
    return propose(peer, *old_room_again, online::GameEvent{online::RematchStarted{id, code}}, r.id, {},
                   [this, id, old_id] { withdraw(id, old_id); });
  commit(*old_room_again, online::GameEvent{online::RematchStarted{id, code}});
  log("rematch " + old_id + " -> " + id);
  seat_in_rematch(old_id, id);
}

}  // namespace djed::server
