#include "server_core.hpp"

#include "djed/online/game_events_json.hpp"
#include "djed/online/server_messages.hpp"

#include <arpa/inet.h>
#include <openssl/rand.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <nlohmann/json.hpp>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "djed/online/dice.hpp"
#include "djed/text.hpp"

namespace djed::server {

using online::ErrorCode;
using online::Request;
using online::RequestType;

namespace {

std::string hash_token(const std::string& token) {
  return online::to_hex(online::sha256(reinterpret_cast<const std::uint8_t*>(token.data()), token.size()));
}

// An error reply: the code's word, the reason, the request's id.
std::string error_text(online::ErrorCode code, const std::string& reason, const std::string& id = {}) {
  return online::encode_message(online::ErrorReply{std::string(online::error_word(code)), reason, id});
}

// A journal line: the game's id and the event with its secrets.
std::string journal_line(const std::string& game, const online::GameEvent& event) {
  return json_text(Json{{"g", game}, {"e", online::event_json(event, online::Secrets::kKept)}});
}

std::string today() {
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buffer[16];
  std::strftime(buffer, sizeof buffer, "%Y-%m-%d", &tm);
  return buffer;
}

// Invite codes: 8 letters and digits that cannot be mistaken for each other,
// 31^8 (8.5e11) codes: docs/protocol.md works out how long guessing takes.
constexpr std::string_view kCodeAlphabet = "23456789abcdefghjkmnpqrstuvwxyz";
constexpr int kCodeLength = 8;
// Freed memory is handed back to the system this often (a flood of slow
// readers once left 300 MB behind after it left).
constexpr std::int64_t kTrimEveryMs = 10'000;
// Records that could not be written are tried again this often.
constexpr std::int64_t kRecordRetryEveryMs = 10'000;
// How often a node looks again at a game whose flag fell while another node
// is the one to say so.
constexpr std::int64_t kFlagElsewhereMs = 500;

}  // namespace

std::string address_group(const std::string& address) {
  // One IPv6 host holds a /64: counted as one, else it would be 2^64 addresses.
  in6_addr v6{};
  if (address.find(':') == std::string::npos || inet_pton(AF_INET6, address.c_str(), &v6) != 1) return address;
  if (IN6_IS_ADDR_V4MAPPED(&v6)) return address;
  std::fill(v6.s6_addr + 8, v6.s6_addr + 16, 0);
  char text[INET6_ADDRSTRLEN];
  if (inet_ntop(AF_INET6, &v6, text, sizeof text) == nullptr) return address;
  return std::string(text) + "/64";
}

std::int64_t wall_clock_ms() {
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::system_clock::now().time_since_epoch())
      .count();
}

ServerCore::ServerCore(ServerOptions options, std::shared_ptr<PluginHost> games,
                       std::function<void(std::function<void()>)> post)
    : options_(std::move(options)), games_(std::move(games)), post_(std::move(post)), records_(options_.log) {}

void ServerCore::log(const std::string& line) const { options_.log(printable(line)); }

bool ServerCore::Bucket::refill(std::int64_t now, double per_ms, double burst) {
  allowance = std::min(burst, allowance + static_cast<double>(now - last_ms) * per_ms);
  last_ms = now;
  return allowance >= 1;
}

ServerCore::~ServerCore() { stop(); }

std::int64_t ServerCore::now_ms() const {
  if (options_.clock) return options_.clock();
  return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

Result<void> ServerCore::start() {
  std::error_code ec;
  std::filesystem::create_directories(options_.data / "records", ec);
  if (ec) return make_error("cannot make the data folder " + options_.data.string() + ": " + ec.message());
  if (!options_.redis.empty()) return start_redis();
  const auto journal_file = options_.data / "journal";
  auto lines = Journal::read(journal_file);
  if (!lines) return make_error(lines.message());
  const std::int64_t now = now_ms();
  const std::int64_t wall = wall_clock_ms();
  std::unordered_map<std::string, std::vector<std::string>> kept;  // game id -> its lines
  std::unordered_map<std::string, std::int64_t> ended_wall;
  std::size_t number = 0;
  for (const auto& line : lines.value()) {
    ++number;
    const std::string where = journal_file.string() + " line " + std::to_string(number) + ": ";
    Json entry = Json::parse(line, nullptr, false);
    if (entry.is_discarded() || !entry.is_object() || !entry.contains("g") || !entry.contains("e") ||
        !entry["g"].is_string() || !entry["e"].is_object())
      return make_error(where + "not a journal entry");
    const std::string id = entry["g"].get<std::string>();
    const Json& event = entry["e"];
    if (event.value("kind", "") == "expired") {
      // An open game nobody joined, forgotten: it leaves this compaction.
      if (auto it = live_.find(id); it != live_.end()) {
        codes_.erase(it->second.game->code());
        open_ids_.erase(id);
        live_.erase(it);
      }
      kept.erase(id);
      continue;
    }
    kept[id].push_back(line);
    const auto decoded = online::decode_event(event, online::Secrets::kKept);
    if (!decoded.event) return make_error(where + decoded.problem);
    if (const auto* created = std::get_if<online::Created>(&decoded.event->body)) {
      auto game = games_->find(created->rules);
      if (!game) {
        log("journal-kept " + id + ": no plugin for game '" + created->rules + "'");
        continue;
      }
      auto made = OnlineGame::from_created(*decoded.event, game, now);
      if (!made) return make_error(where + made.message());
      hold(id, std::move(made.value()));
      continue;
    }
    auto it = live_.find(id);
    if (it == live_.end()) continue;  // a game whose plugin is missing: its lines are kept as they are
    if (!it->second.game->apply(*decoded.event, now)) return make_error(where + "the event does not fit game " + id);
    note_open(it->second);
    if (std::holds_alternative<online::Ended>(decoded.event->body))
      ended_wall[id] = decoded.event->time >= 0 ? decoded.event->time : wall;
  }
  // Games over for a while: their records written for good, then dropped
  // from the journal.
  std::vector<std::string> compacted;
  for (auto it = live_.begin(); it != live_.end();) {
    OnlineGame& game = *it->second.game;
    // A game called off before anyone joined leaves nothing, not even a record.
    const bool old = game.over() && (!game.started() || wall - ended_wall[it->first] > options_.keep_finished_ms);
    if (old) {
      if (game.started())
        if (auto written = Journal::write_file(options_.data / "records" / (it->first + ".djed"), game.record_text());
            !written)
          return make_error(written.message());
      codes_.erase(game.code());
      kept.erase(it->first);
      open_ids_.erase(it->first);
      it = live_.erase(it);
      continue;
    }
    for (int side = 0; side < 2; ++side) {
      // A token leads to its player's latest game (a rematch's, once there is one).
      if (game.seat(side).taken && game.rematch_game().empty()) tokens_[game.seat(side).token_hash] = {it->first, side};
      // Nobody is connected after a restart; the grace runs from now.
      if (game.seat(side).taken) it->second.gone_since[static_cast<std::size_t>(side)] = now;
    }
    ++it;
  }
  for (auto& [id, game_lines] : kept) {
    compacted.insert(compacted.end(), game_lines.begin(), game_lines.end());
    // A game whose plugin is missing keeps its lines in every compaction too.
    if (auto it = live_.find(id); it != live_.end()) it->second.journal = std::move(game_lines);
    else orphan_lines_.insert(orphan_lines_.end(), game_lines.begin(), game_lines.end());
  }
  if (auto rewritten = Journal::rewrite(journal_file, compacted); !rewritten) return rewritten;
  journal_ = std::make_unique<Journal>(
      journal_file,
      [this](std::uint64_t line) { post_([this, line] { on_durable(line); }); },
      [this](std::string reason) {
        post_([this, reason] {
          storage_failed_ = true;
          log("storage-failed " + reason);
          drop_held();
        });
      });
  if (auto started = journal_->start(); !started) return started;
  records_.start();
  for (const auto& [id, live] : live_) schedule(live);
  log("start games=" + std::to_string(live_.size()) + " journal-lines=" + std::to_string(compacted.size()));
  return {};
}

void ServerCore::stop() {
  if (journal_) journal_->stop();
  if (redis_) {
    // The others stop counting this node's players at once.
    redis_->command({"PUBLISH", RedisStore::kNodesChannel, node::encode(node::Bye{node_})});
    redis_->stop();
  }
  records_.stop();
}

// ---- connections -----------------------------------------------------------------

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
  if ((journal_ == nullptr && redis_ == nullptr) || appended() == durable_ || storage_failed_) {
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

// ---- games ----------------------------------------------------------------------------

ServerCore::Live* ServerCore::find_live(const std::string& id) {
  auto it = live_.find(id);
  return it == live_.end() ? nullptr : &it->second;
}

std::optional<std::string> ServerCore::random_hex(std::size_t bytes) {
  std::vector<unsigned char> buffer(bytes);
  if (RAND_bytes(buffer.data(), static_cast<int>(bytes)) != 1) {
    log("random-failed: OpenSSL's generator gave no bytes");
    return std::nullopt;
  }
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  for (auto b : buffer) {
    out.push_back(kDigits[b >> 4]);
    out.push_back(kDigits[b & 15]);
  }
  return out;
}

std::optional<std::string> ServerCore::new_code() {
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::string code;
    while (code.size() < static_cast<std::size_t>(kCodeLength)) {
      unsigned char bytes[16];
      if (RAND_bytes(bytes, sizeof bytes) != 1) {
        log("random-failed: OpenSSL's generator gave no bytes");
        return std::nullopt;
      }
      // Bytes below 248 (8 x 31) map evenly onto the alphabet.
      for (unsigned char b : bytes)
        if (b < 248 && code.size() < static_cast<std::size_t>(kCodeLength))
          code.push_back(kCodeAlphabet[b % kCodeAlphabet.size()]);
    }
    if (!codes_.count(code)) return code;
  }
  return std::nullopt;
}

bool ServerCore::may_look_up(Peer& peer, const std::string& code, const std::string& id) {
  std::string key = code;
  std::transform(key.begin(), key.end(), key.begin(), [](unsigned char ch) { return static_cast<char>(std::tolower(ch)); });
  if (auto it = codes_.find(key); it != codes_.end())
    if (const Live* live = find_live(it->second); live && live->game->listed() && !live->game->started()) return true;
  const std::int64_t now = now_ms();
  const bool server_left = all_guesses_.refill(now, options_.all_code_guesses_per_second / 1000.0,
                                               3 * options_.all_code_guesses_per_second);
  auto [it, fresh] = guesses_.try_emplace(peer.group);
  if (fresh) it->second = {options_.code_guesses_per_minute, now};
  const bool address_left =
      it->second.refill(now, options_.code_guesses_per_minute / 60'000.0, options_.code_guesses_per_minute);
  if (address_left && server_left) return true;
  refuse(peer, ErrorCode::kRateLimited,
         address_left ? "too many unknown invite codes asked for on this server; try again in a few seconds"
                      : "too many unknown invite codes from " + peer.group + "; try again in a minute",
         id);
  return false;
}

void ServerCore::spend_guess(Peer& peer) {
  all_guesses_.allowance -= 1;
  if (auto it = guesses_.find(peer.group); it != guesses_.end()) it->second.allowance -= 1;
}

ServerCore::Live& ServerCore::hold(const std::string& id, std::unique_ptr<OnlineGame> game) {
  Live& live = live_[id];
  live.game = std::move(game);
  codes_[live.game->code()] = id;
  note_open(live);
  return live;
}

void ServerCore::take_seat(Live& live, int side, const std::string& group) {
  std::string& held = live.seat_groups[static_cast<std::size_t>(side)];
  const std::string& id = live.game->id();
  if (!held.empty() && held != group && live.seat_groups[static_cast<std::size_t>(1 - side)] != held)
    games_by_address_.remove(held, id);
  held = group;
  games_by_address_.add(group, id, !live.game->started() && !live.game->over());
}

void ServerCore::note_open(const Live& live) {
  const std::string& id = live.game->id();
  const bool open = !live.game->started() && !live.game->over();
  if (open) open_ids_.insert(id);
  else open_ids_.erase(id);
  for (const std::string& group : live.seat_groups) games_by_address_.set_open(group, id, open);
}

std::pair<int, int> ServerCore::open_games(const std::string& group) const {
  return {static_cast<int>(open_ids_.size()), static_cast<int>(games_by_address_.open(group))};
}

int ServerCore::games_of(const std::string& group) const { return static_cast<int>(games_by_address_.games(group)); }

std::string ServerCore::too_many_games(const std::string& group, bool new_game) const {
  if (new_game && live_.size() >= static_cast<std::size_t>(options_.games))
    return "the server holds " + std::to_string(live_.size()) + " games, as many as it may; try again later";
  const int games = games_of(group);
  if (games < options_.games_per_address) return {};
  return group + " has " + std::to_string(games) +
         " games on this server (open, in play or just over), as many as one address may have";
}

void ServerCore::expire(const std::string& id) {
  Live* live = find_live(id);
  if (live == nullptr) return;
  ++expired_;
  log("expired " + id + ": nobody joined");
  if (redis_) {
    // The game's keys go; another node holding it forgets it when idle.
    const OnlineGame& g = *live->game;
    lobby_remove(g);
    std::vector<std::string> del = {"DEL", RedisStore::events_key(id), RedisStore::tag_key(id), RedisStore::code_key(g.code())};
    for (int side = 0; side < 2; ++side)
      if (g.seat(side).taken) del.push_back(RedisStore::token_key(g.seat(side).token_hash));
    redis_->command(del);
  } else {
    journal_->append(json_text(Json{{"g", id}, {"e", {{"kind", "expired"}}}}));
  }
  std::set<Connection*> following(live->watchers);
  for (const auto& seat : live->seats) following.insert(seat.begin(), seat.end());
  for (Connection* c : following)
    if (auto peer = peers_.find(c); peer != peers_.end()) detach(peer->second);
  forget(id);
}

void ServerCore::claim_code(std::weak_ptr<Connection> connection, std::function<void(Peer&, std::string)> then,
                            int attempt) {
  // Every node draws codes: Redis says which are free (SET NX, in line with
  // the writes: no wait on the network thread). The game id is not known
  // yet; the code is claimed empty, then pointed at its game.
  const auto drawn = new_code();
  if (!drawn) {
    if (auto c = connection.lock(); c && peers_.count(c.get())) then(peers_.find(c.get())->second, {});
    return;
  }
  const std::string code = *drawn;
  redis_->claim(RedisStore::code_key(code), [this, connection, then, attempt, code](RedisStore::Claim result) {
    post_([this, connection, then, attempt, code, result] {
      auto c = connection.lock();
      auto peer = c ? peers_.find(c.get()) : peers_.end();
      if (peer == peers_.end()) return;
      try {
        if (result == RedisStore::Claim::kTaken && attempt < 20) return claim_code(connection, then, attempt + 1);
        then(peer->second, result == RedisStore::Claim::kClaimed ? code : std::string());
      } catch (const std::exception& e) {
        contained(c.get(), e.what());
      }
    });
  });
}

bool ServerCore::commit(Live& live, online::GameEvent event) {
  if (storage_failed_) return false;
  const std::int64_t now = now_ms();
  event.time = wall_clock_ms();
  if (!live.game->apply(event, now)) return false;
  note_open(live);
  journal(live, journal_line(live.game->id(), event));
  broadcast_last(live);
  if (std::holds_alternative<online::TurnPlayed>(event.body)) ++turns_;
  if (std::holds_alternative<online::Ended>(event.body)) finished(live);
  schedule(live);
  return true;
}

void ServerCore::broadcast_last(Live& live) {
  const auto& sent = live.game->events().back();
  for (int side = 0; side < 2; ++side) {
    if (sent.players_only && sent.from_side == 1 - side && live.muted[static_cast<std::size_t>(side)]) continue;
    for (Connection* c : live.seats[static_cast<std::size_t>(side)]) send(c, sent.text);
  }
  if (!sent.players_only)
    for (Connection* c : live.watchers) send(c, sent.text);
}

void ServerCore::send_events(Live& live, Connection* connection, int side, std::int64_t after) {
  const auto& events = live.game->events();
  for (std::size_t i = static_cast<std::size_t>(std::max<std::int64_t>(0, after)); i < events.size(); ++i) {
    const auto& sent = events[i];
    if (sent.players_only && side < 0) continue;
    if (sent.players_only && sent.from_side == 1 - side && live.muted[static_cast<std::size_t>(side)]) continue;
    send(connection, sent.text);
  }
}

std::string ServerCore::status_text(const Live& live) const {
  const OnlineGame& g = *live.game;
  const std::int64_t now = now_ms();
  const auto clocks = g.clocks(now);
  const auto running = g.running();
  online::Status status;
  status.game = g.id();
  status.n = static_cast<std::int64_t>(g.events().size());
  status.clocks = clocks;
  status.running = running;
  status.to_move = g.side_to_move();
  status.throw_index = g.throw_due();
  for (int side = 0; side < 2; ++side) {
    const auto s = static_cast<std::size_t>(side);
    const bool taken = g.seat(side).taken;
    const bool present = here(live, side);
    status.presence[s] = !taken ? online::Presence::kEmpty : present ? online::Presence::kHere : online::Presence::kGone;
    status.gone_ms[s] = taken && !present && live.gone_since[s] >= 0 ? now - live.gone_since[s] : 0;
    status.reveal_waiting[s] = g.awaits_reveal(side);
  }
  status.grace_ms = options_.grace_ms;
  status.spectators = watcher_count(live);
  status.draw_offer = g.draw_offer();
  status.rematch_offer = g.rematch_offer();
  status.over = g.over();
  return online::encode_message(status);
}

void ServerCore::send_status(Live& live) {
  const std::string text = status_text(live);
  for (const auto& seat : live.seats)
    for (Connection* c : seat) send(c, text);
  for (Connection* c : live.watchers) send(c, text);
}

void ServerCore::request_reveals(Live& live) {
  const int due = live.game->throw_due();
  if (due == 0) return;
  std::string text;
  for (int side = 0; side < 2; ++side) {
    if (!live.game->awaits_reveal(side)) continue;
    if (text.empty()) {
      // The outcomes the throw is drawn from, in order, so that a client
      // without the game's rules can check each throw exactly.
      const State& state = live.game->record().state();
      online::RevealRequest request{live.game->id(), due, {}};
      for (const ChanceOutcome& outcome : state.chance_outcomes())
        request.outcomes.push_back({state.action_to_string(outcome.action), outcome.probability});
      text = online::encode_message(request);
    }
    for (Connection* c : live.seats[static_cast<std::size_t>(side)]) send(c, text);
  }
}

void ServerCore::request_turn(Live& live) {
  const int side = live.game->side_to_move();
  if (side < 0 || live.seats[static_cast<std::size_t>(side)].empty()) return;
  online::TurnRequest request{live.game->id(), live.game->turns_played(), {}, {}};
  const std::string plain = online::encode_message(request);
  // The legal turns, only for clients that asked for them (they do not carry
  // the game's rules): writing every turn costs more than the rest of a turn.
  std::string listed;
  for (Connection* c : live.seats[static_cast<std::size_t>(side)]) {
    auto peer = peers_.find(c);
    if (peer == peers_.end() || !peer->second.turn_lists) {
      send(c, plain);
      continue;
    }
    if (listed.empty()) {
      const State& state = live.game->record().state();
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

ServerCore::Live* ServerCore::game_of_code(Peer& peer, const Request& r) {
  if (!may_look_up(peer, r.code, r.id)) return nullptr;
  Live* live = load_by_code(r.code);
  if (live == nullptr) {
    spend_guess(peer);
    refuse(peer, ErrorCode::kUnknownCode, "no game has the code '" + r.code + "'", r.id);
  }
  return live;
}

std::string ServerCore::free_seat_word(const OnlineGame& game) {
  const int free = game.seat(0).taken ? 1 : 0;
  return free == game.record().start().side_to_move() ? "first" : "second";
}

void ServerCore::invite(Peer& peer, const Request& r) {
  Live* live = game_of_code(peer, r);
  if (live == nullptr) return;
  const OnlineGame& g = *live->game;
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

void ServerCore::send_turns(Peer& peer, const Request& r) {
  Live* live = peer.game.empty() ? nullptr : find_live(peer.game);
  if (live == nullptr)
    return refuse(peer, ErrorCode::kNotSeated, "turns needs a seat in a game or a game watched", r.id);
  const OnlineGame& g = *live->game;
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

void ServerCore::after_change(Live& live, bool status) {
  if (status) send_status(live);
  request_reveals(live);
  request_turn(live);
}

void ServerCore::attach(Peer& peer, Live& live, int side) {
  detach(peer);
  peer.game = live.game->id();
  peer.side = side;
  Connection* c = peer.connection.get();
  if (side >= 0) {
    // A seat holds a few connections (a player on two devices, one not yet
    // noticed gone); a further one takes the place of the oldest.
    auto& seat = live.seats[static_cast<std::size_t>(side)];
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
    live.seats[static_cast<std::size_t>(side)].insert(c);
    live.gone_since[static_cast<std::size_t>(side)] = -1;
  } else {
    live.watchers.insert(c);
  }
  presence_changed(live);
}

void ServerCore::detach(Peer& peer) {
  if (peer.game.empty()) return;
  Live* live = find_live(peer.game);
  const int side = peer.side;
  peer.game.clear();
  peer.side = -1;
  if (live == nullptr) return;
  Connection* c = peer.connection.get();
  if (side >= 0) {
    auto& seat = live->seats[static_cast<std::size_t>(side)];
    seat.erase(c);
    const bool gone = !here(*live, side);
    presence_changed(*live);
    if (gone && !live->game->over()) send_status(*live);
  } else {
    live->watchers.erase(c);
    presence_changed(*live);
    send_status(*live);
  }
}

void ServerCore::journal(Live& live, std::string line) {
  if (redis_) {
    // Tags name events uniquely across nodes: this node's name and a count.
    const std::string tag = node_ + "." + std::to_string(++tags_);
    redis_->append(live.game->id(), live.journal.size() + 1, live.tag, tag, line);
    live.tag = tag;
  } else {
    journal_->append(line);
  }
  live.journal.push_back(std::move(line));
}

std::uint64_t ServerCore::appended() const {
  if (redis_) return redis_->appended();
  return journal_ ? journal_->appended() : 0;
}

bool ServerCore::here(const Live& live, int side) const {
  const auto s = static_cast<std::size_t>(side);
  if (!live.seats[s].empty()) return true;
  for (const auto& [node, remote] : live.remote)
    if (remote.seats[s] > 0) return true;
  return false;
}

std::size_t ServerCore::watcher_count(const Live& live) const {
  std::size_t count = live.watchers.size();
  for (const auto& [node, remote] : live.remote) count += static_cast<std::size_t>(remote.watchers);
  return count;
}

void ServerCore::presence_changed(Live& live) {
  const std::int64_t now = now_ms();
  for (int side = 0; side < 2; ++side) {
    auto& since = live.gone_since[static_cast<std::size_t>(side)];
    const bool present = here(live, side);
    if (present) since = -1;
    else if (since < 0 && live.game->seat(side).taken) since = now;
  }
  const bool nobody = live.seats[0].empty() && live.seats[1].empty() && live.watchers.empty();
  if (!nobody) live.idle_since = -1;
  else if (live.idle_since < 0) live.idle_since = now;
  schedule(live);
  if (redis_) publish_presence(live, false);
}

void ServerCore::publish_presence(Live& live, bool ask, bool force) {
  const std::array<int, 2> seats{{static_cast<int>(live.seats[0].size()), static_cast<int>(live.seats[1].size())}};
  const int watchers = static_cast<int>(live.watchers.size());
  if (!ask && !force && seats == live.published && watchers == live.published_watchers) return;
  live.published = seats;
  live.published_watchers = watchers;
  redis_->command({"PUBLISH", RedisStore::game_channel(live.game->id()),
                   node::encode(node::Presence{node_, seats, watchers, ask})});
}

void ServerCore::compact_journal() {
  std::vector<std::string> lines = orphan_lines_;
  for (const auto& [id, live] : live_) lines.insert(lines.end(), live.journal.begin(), live.journal.end());
  const std::size_t count = lines.size();
  if (journal_->compact(std::move(lines))) {
    ++compactions_;
    log("compact journal-lines=" + std::to_string(count));
  }
}

bool ServerCore::flag_is_mine(const Live& live) const {
  if (!redis_) return true;
  // Among nodes, the one with the player whose clock still runs says that
  // the other's flag fell (or, with that player nowhere, the one with the
  // other): two nodes saying it at once would be a conflict.
  const auto fallen = live.game->flag_fallen(now_ms());
  if (!fallen) return false;
  const auto winner = static_cast<std::size_t>(1 - *fallen);
  if (!live.seats[winner].empty()) return true;
  return !here(live, 1 - *fallen) && !live.seats[static_cast<std::size_t>(*fallen)].empty();
}

std::optional<std::int64_t> ServerCore::next_wake(const Live& live) const {
  const OnlineGame& g = *live.game;
  if (!g.started()) {
    if (g.over()) return now_ms();  // called off before anyone joined: nothing to keep
    const int creator = g.seat(0).taken ? 0 : 1;
    const std::int64_t since = live.gone_since[static_cast<std::size_t>(creator)];
    if (here(live, creator) || since < 0) return std::nullopt;
    return since + options_.open_idle_ms;
  }
  if (!g.over()) return g.next_flag(now_ms());
  const bool nobody = live.seats[0].empty() && live.seats[1].empty() && live.watchers.empty();
  if (!nobody) return std::nullopt;
  return g.ended_at() + options_.keep_finished_ms + 1;
}

void ServerCore::schedule(const Live& live) {
  if (const auto at = next_wake(live)) wakes_.wake_at(live.game->id(), *at);
}

void ServerCore::wake(const std::string& id) {
  Live* live = find_live(id);
  if (live == nullptr) return;  // forgotten since it asked
  const OnlineGame& g = *live->game;
  const std::int64_t now = now_ms();
  const auto at = next_wake(*live);
  if (at && *at <= now) {
    if (!g.started()) return expire(id);
    if (!g.over()) {
      // With several nodes one of them says that a flag fell (flag_is_mine);
      // this one looks again while the game is not over, in case that node
      // is gone.
      if (!flag_is_mine(*live)) return wakes_.wake_at(id, now + kFlagElsewhereMs);
      check_flag(*live);
    } else {
      // Kept until its record is written (tick_games() retries the writes).
      if (records_.unwritten(record_path(id))) {
        awaiting_record_.insert(id);
        return;
      }
      return forget(id);
    }
  }
  if (Live* still = find_live(id)) schedule(*still);
}

bool ServerCore::check_flag(Live& live) {
  if (live.game->over()) return false;
  const auto side = live.game->flag_fallen(now_ms());
  if (!side) return false;
  auto checked = live.game->flag_event(*side, now_ms());
  if (checked.event && commit(live, std::move(*checked.event))) after_change(live);
  return true;
}

void ServerCore::finished(Live& live) {
  const OnlineGame& g = *live.game;
  log("end " + g.id() + " " + g.game().info().id + " winner=" + std::to_string(g.winner()) + " reason=" +
               g.end_reason() + " turns=" + std::to_string(g.turns_played()));
  // A game called off before anyone joined is forgotten at the next tick, without a record.
  if (g.started()) records_.write(record_path(g.id()), g.record_text());
  if (redis_) {
    // Redis keeps a finished game as long as a node would keep it in memory.
    lobby_remove(g);
    const std::string seconds = std::to_string(options_.keep_finished_ms / 1000 + 60);
    for (const auto& key : {RedisStore::events_key(g.id()), RedisStore::tag_key(g.id()), RedisStore::code_key(g.code())})
      redis_->command({"EXPIRE", key, seconds});
  }
}

void ServerCore::tick() {
  try {
    tick_games();
  } catch (const std::exception& e) {
    ++failed_requests_;
    log("tick-failed: " + std::string(e.what()));
  }
#if defined(__GLIBC__)
  if (const std::int64_t now = now_ms(); now - last_trim_ms_ >= kTrimEveryMs) {
    last_trim_ms_ = now;
    malloc_trim(0);
  }
#endif
}

void ServerCore::tick_games() {
  const std::int64_t now = now_ms();
  for (const auto& id : wakes_.due(now)) wake(id);
  // Guessers whose allowance is whole again are forgotten.
  for (auto it = guesses_.begin(); it != guesses_.end();)
    if (!it->second.refill(now, options_.code_guesses_per_minute / 60'000.0, options_.code_guesses_per_minute) ||
        it->second.allowance < options_.code_guesses_per_minute)
      ++it;
    else
      it = guesses_.erase(it);
  // The journal lets go of a game only once its record is written: a write
  // that failed (a full disk, no file descriptor left) is made again, and the
  // game stays until it succeeds (wake()).
  if (now - last_record_retry_ms_ >= kRecordRetryEveryMs) {
    last_record_retry_ms_ = now;
    records_.retry();
  }
  for (auto it = awaiting_record_.begin(); it != awaiting_record_.end();) {
    const std::string id = *it;
    if (find_live(id) != nullptr && records_.unwritten(record_path(id))) {
      ++it;
      continue;
    }
    it = awaiting_record_.erase(it);
    wake(id);  // forgotten now, unless somebody came back to it meanwhile
  }
  // After forgetting: what was forgotten leaves the journal too.
  if (journal_ && journal_->bytes_written() > options_.journal_limit_bytes) compact_journal();
  if (redis_) tick_nodes();
}

ServerCore::Stats ServerCore::stats() const {
  Stats s;
  s.connections = peers_.size();
  s.games = live_.size();
  for (const auto& [id, live] : live_)
    if (!live.game->over() && live.game->started()) ++s.live_games;
  s.open_games = open_ids_.size();
  s.turns = turns_;
  s.refused = refused_;
  s.failed_requests = failed_requests_;
  s.expired = expired_;
  s.compactions = compactions_;
  return s;
}

online::OpenGame ServerCore::open_game_entry(const Live& live) const {
  const OnlineGame& g = *live.game;
  const int creator = g.seat(0).taken ? 0 : 1;
  return {g.code(),
          g.game().info().id,
          g.variant(),
          online::format_time_control(g.clock()),
          g.seat(creator).name,
          free_seat_word(g),
          !live.seats[static_cast<std::size_t>(creator)].empty()};
}

std::filesystem::path ServerCore::record_path(const std::string& id) const {
  return options_.data / "records" / (id + ".djed");
}

std::string ServerCore::seated_text(const Live& live, int side, const std::string& token, const std::string& id) const {
  return online::encode_message(online::Seated{live.game->id(), live.game->code(), side, token, id});
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

std::string ServerCore::list_text(const std::string& id) const {
  online::GameList list{{}, id};
  if (redis_) {
    // The lobby of every node.
    if (auto fields = redis_->some_fields(RedisStore::kLobbyKey, 200)) {
      const std::int64_t wall = wall_clock_ms();
      for (const auto& [code, summary] : fields.value()) {
        auto entry = node::decode_lobby_entry(summary);
        if (!entry) continue;
        // An open game whose keys expired (its creator gone) leaves the list.
        if (entry->until < wall) {
          redis_->command({"HDEL", RedisStore::kLobbyKey, code});
          continue;
        }
        list.games.push_back(std::move(entry->game));
      }
    }
    return online::encode_message(list);
  }
  for (const auto& [game_id, live] : live_) {
    const OnlineGame& g = *live.game;
    if (g.started() || g.over() || !g.listed()) continue;
    list.games.push_back(open_game_entry(live));
    if (list.games.size() >= 200) break;
  }
  return online::encode_message(list);
}

// ---- requests -------------------------------------------------------------------------

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
    return send(c, welcome_text());
  }
  if (!peer.hello) return refuse(peer, ErrorCode::kHelloFirst, "say hello first", r.id);
  if (storage_failed_ && r.type != RequestType::kPing && r.type != RequestType::kList)
    return refuse(peer, ErrorCode::kBusy, "the server cannot store games now", r.id);
  switch (r.type) {
    case RequestType::kPing:
      return send(c, online::encode_message(online::Pong{r.id}));
    case RequestType::kList:
      return send(c, list_text(r.id));
    case RequestType::kCreate:
      return create(peer, r);
    case RequestType::kJoin:
      return join(peer, r);
    case RequestType::kInvite:
      return invite(peer, r);
    case RequestType::kTurns:
      return send_turns(peer, r);
    case RequestType::kWatch: {
      Live* live = game_of_code(peer, r);
      if (live == nullptr) return;
      if (!live->watchers.count(c) && live->watchers.size() >= static_cast<std::size_t>(options_.spectators_per_game))
        return refuse(peer, ErrorCode::kTooManyConnections,
                      "game " + live->game->code() + " has " + std::to_string(live->watchers.size()) +
                          " spectators, as many as it may have",
                      r.id);
      attach(peer, *live, -1);
      send(c, online::encode_message(online::Watching{live->game->id(), live->game->code(), r.id}));
      send_events(*live, c, -1, r.after);
      send_status(*live);
      return;
    }
    case RequestType::kResume: {
      const auto seat = token_seat(hash_token(r.token));
      Live* live = seat ? (redis_ ? load(seat->first) : find_live(seat->first)) : nullptr;
      if (live == nullptr) return refuse(peer, ErrorCode::kBadToken, "no seat has this token", r.id);
      const int side = seat->second;
      attach(peer, *live, side);
      log("resume " + live->game->id() + " side=" + std::to_string(side) + " " + c->address());
      send(c, seated_text(*live, side, r.token, r.id));
      send_events(*live, c, side, r.after);
      after_change(*live);
      return;
    }
    default:
      break;
  }
  // Requests of a seat.
  Live* live = peer.game.empty() ? nullptr : find_live(peer.game);
  if (live == nullptr || peer.side < 0)
    return refuse(peer, ErrorCode::kNotSeated, std::string(request_word(r.type)) + " needs a seat in a game", r.id);
  const int side = peer.side;
  OnlineGame& g = *live->game;
  const std::int64_t now = now_ms();
  if (check_flag(*live) && r.type != RequestType::kRematch && r.type != RequestType::kChat)
    return refuse(peer, ErrorCode::kGameOver, "the game has ended: a flag fell", r.id);
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
        schedule(*live);  // the revealer's clock stops
        // The other player may be on another node: it hears of the link too.
        if (redis_) publish_reveal(*live, side);
        send_status(*live);
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
          !here(*live, 1 - side) && live->gone_since[other] >= 0 ? now - live->gone_since[other] : -1;
      checked = g.claim_event(side, gone, options_.grace_ms, now);
      break;
    }
    case RequestType::kChat:
      checked = g.chat_event(side, r.text, options_.chat_lines_per_game, options_.chat_bytes_per_game);
      break;
    case RequestType::kMute:
      live->muted[static_cast<std::size_t>(side)] = r.muted;
      return send(c, online::encode_message(online::MutedReply{r.muted, r.id}));
    case RequestType::kRematch:
      if (g.rematch_offer() == 1 - side && g.rematch_game().empty()) return rematch(peer, *live, r);
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
  if (!commit(*live, std::move(*checked.event)))
    return refuse(peer, ErrorCode::kBusy, "the server cannot store games now", r.id);
  end_by_rules(*live);
  // After a turn the event says what a status would (its clocks, the other
  // side's now running): half the messages of a game, sent by nobody.
  after_change(*live, !(r.type == RequestType::kTurn && !g.over()));
}

void ServerCore::end_by_rules(Live& live) {
  // A turn (or throw) that ends the game by the rules ends it on the server too.
  const OnlineGame& g = *live.game;
  if (g.over() || !g.record().is_over()) return;
  commit(live, std::move(*g.rules_end_event(now_ms()).event));
}

void ServerCore::create(Peer& peer, const Request& r, std::string code) {
  const auto [open, mine] = open_games(peer.group);
  if (mine >= options_.open_games_per_address)
    return refuse(peer, ErrorCode::kTooManyGames,
                  peer.group + " has " + std::to_string(mine) +
                      " open games nobody has joined, as many as one address may have",
                  r.id);
  if (const std::string many = too_many_games(peer.group, true); !many.empty())
    return refuse(peer, ErrorCode::kTooManyGames, many, r.id);
  if (open >= options_.open_games)
    return refuse(peer, ErrorCode::kTooManyGames,
                  "the server has " + std::to_string(open) + " open games nobody has joined; join one, or try later",
                  r.id);
  auto game = games_->find(r.game);
  if (!game) return refuse(peer, ErrorCode::kUnknownGame, "this server has no game '" + r.game + "'", r.id);
  const GameInfo& info = game->info();
  if (!r.variant.empty()) {
    const bool known = std::any_of(info.variants.begin(), info.variants.end(), [&](const auto& v) { return v.id == r.variant; });
    if (!known) return refuse(peer, ErrorCode::kUnknownGame, info.id + " has no variant '" + r.variant + "'", r.id);
  }
  if (info.uses_dice && r.commit.empty())
    return refuse(peer, ErrorCode::kBadField, "create: 'commit' is needed: " + info.id + " uses dice", r.id);
  if (redis_ && code.empty())
    return claim_code(peer.connection, [this, r](Peer& p, std::string claimed) {
      if (claimed.empty()) return refuse(p, ErrorCode::kBusy, "the server cannot store games now", r.id);
      create(p, r, claimed);
    });
  if (code.empty()) {
    auto drawn = new_code();
    if (!drawn) return refuse(peer, ErrorCode::kBusy, "the server cannot draw a code now", r.id);
    code = *drawn;
  }
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
  Live& live = hold(id, std::move(made.value()));
  take_seat(live, side, peer.group);
  tokens_[hash_token(token)] = {id, side};
  journal(live, journal_line(id, event));
  if (redis_) {
    redis_->command({"SET", RedisStore::code_key(code), id});
    redis_->command({"SET", RedisStore::token_key(hash_token(token)), id + " " + std::to_string(side)});
    keep_open(live);
    redis_->subscribe(RedisStore::game_channel(id));
  }
  attach(peer, live, side);
  log("create " + id + " " + info.id + (variant.empty() ? "" : ":" + variant) + " code=" + code + " clock=" +
               online::format_time_control(r.clock) + " " + peer.connection->address());
  send(peer.connection.get(),
       seated_text(live, side, token, r.id));
  send_events(live, peer.connection.get(), side, 0);
  send_status(live);
}

void ServerCore::join(Peer& peer, const Request& r) {
  Live* live = game_of_code(peer, r);
  if (live == nullptr) return;
  // A game joined from the creator's own address counts for it once.
  if (live->seat_groups[0] != peer.group && live->seat_groups[1] != peer.group)
    if (const std::string many = too_many_games(peer.group, false); !many.empty())
      return refuse(peer, ErrorCode::kTooManyGames, many, r.id);
  const auto drawn = random_hex(16);
  if (!drawn) return refuse(peer, ErrorCode::kBusy, "the server cannot draw a seat token now", r.id);
  const std::string token = *drawn;
  auto checked = live->game->join_event(r.name, hash_token(token), r.commit, now_ms());
  if (checked.refused) return refuse(peer, checked.refused->code, checked.refused->reason, r.id);
  const int side = std::get<online::Joined>(checked.event->body).side;
  if (!commit(*live, std::move(*checked.event)))
    return refuse(peer, ErrorCode::kBusy, "the server cannot store games now", r.id);
  take_seat(*live, side, peer.group);
  tokens_[hash_token(token)] = {live->game->id(), side};
  if (redis_) {
    redis_->command({"SET", RedisStore::token_key(hash_token(token)), live->game->id() + " " + std::to_string(side)});
    lobby_remove(*live->game);
    keep_joined(*live);
  }
  attach(peer, *live, side);
  log("start " + live->game->id() + " " + live->game->game().info().id + " " + live->game->seat(0).name +
               " - " + live->game->seat(1).name);
  send(peer.connection.get(), seated_text(*live, side, token, r.id));
  // The joiner sees the game from its first event (the join is among them).
  send_events(*live, peer.connection.get(), side, 0);
  after_change(*live);
}

void ServerCore::rematch(Peer& peer, Live& old_live, const Request& r, std::string code) {
  OnlineGame& old = *old_live.game;
  const GameInfo& info = old.game().info();
  const int side = peer.side;
  if (info.uses_dice && r.commit.empty())
    return refuse(peer, ErrorCode::kBadField, "rematch: 'commit' is needed: " + info.id + " uses dice", r.id);
  for (const std::string& group : old_live.seat_groups)
    if (!group.empty())
      if (const std::string many = too_many_games(group, true); !many.empty())
        return refuse(peer, ErrorCode::kTooManyGames, many, r.id);
  if (redis_ && code.empty())
    return claim_code(peer.connection, [this, r](Peer& p, std::string claimed) {
      if (claimed.empty()) return refuse(p, ErrorCode::kBusy, "the server cannot store games now", r.id);
      // Still the same offer to answer, now that the code is there?
      Live* live = p.game.empty() || p.side < 0 ? nullptr : find_live(p.game);
      if (live == nullptr || live->game->rematch_offer() != 1 - p.side || !live->game->rematch_game().empty()) return;
      rematch(p, *live, r, claimed);
    });
  if (code.empty()) {
    auto drawn = new_code();
    if (!drawn) return refuse(peer, ErrorCode::kBusy, "the server cannot draw a code now", r.id);
    code = *drawn;
  }
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
  const std::array<std::string, 2> hashes = created.token_hashes;
  const online::GameEvent event{std::move(created), wall_clock_ms()};
  std::shared_ptr<const Game> game = games_->find(info.id);
  auto made = OnlineGame::from_created(event, game, now_ms());
  if (!made) return refuse(peer, ErrorCode::kUnknownGame, made.message(), r.id);
  const auto groups = old_live.seat_groups;
  Live& live = hold(id, std::move(made.value()));
  for (int new_side = 0; new_side < 2; ++new_side)  // sides swap
    if (const std::string& group = groups[static_cast<std::size_t>(1 - new_side)]; !group.empty())
      take_seat(live, new_side, group);
  journal(live, journal_line(id, event));
  if (redis_) {
    redis_->command({"SET", RedisStore::code_key(code), id});
    for (int new_side = 0; new_side < 2; ++new_side)
      redis_->command({"SET", RedisStore::token_key(hashes[static_cast<std::size_t>(new_side)]),
                       id + " " + std::to_string(new_side)});
    redis_->subscribe(RedisStore::game_channel(id));
  }
  Live* old_live_again = find_live(old.id());  // live_ may have rehashed
  commit(*old_live_again, online::GameEvent{online::RematchStarted{id, code}});
  log("rematch " + old.id() + " -> " + id);
  for (int new_side = 0; new_side < 2; ++new_side) {
    tokens_[hashes[static_cast<std::size_t>(new_side)]] = {id, new_side};
    const auto old_seat = old_live_again->seats[static_cast<std::size_t>(1 - new_side)];
    for (Connection* c : old_seat) {
      Peer& p = peers_[c];
      attach(p, live, new_side);
      send(c, seated_text(live, new_side, {}, {}));
      send_events(live, c, new_side, 0);
    }
  }
  after_change(live);
}

}  // namespace djed::server
