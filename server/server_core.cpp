#include "server_core.hpp"

#include <arpa/inet.h>
#include <openssl/rand.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <nlohmann/json.hpp>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "core_text.hpp"
#include "journal_store.hpp"
#include "djed/online/dice.hpp"
#include "djed/text.hpp"

namespace djed::server {

using online::ErrorCode;
using online::Request;
using online::RequestType;

namespace {

// Freed memory is handed back to the system this often (a flood of slow
// readers once left 300 MB behind after it left).
constexpr std::int64_t kTrimEveryMs = 10'000;
// Records that could not be written are tried again this often.
constexpr std::int64_t kRecordRetryEveryMs = 10'000;
// How often the server says it is alive (the clocks after a restart are charged up to then).
constexpr std::int64_t kAliveEveryMs = 200;
// How often a node looks again at a game whose flag fell, or whose creator
// left it unjoined, while another node owns it.
constexpr std::int64_t kOwnerElsewhereMs = 500;

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

ServerCore::ServerCore(ServerOptions options, std::shared_ptr<PluginHost> games, Post post)
    : options_(std::move(options)),
      games_(std::move(games)),
      post_(std::move(post)),
      records_(options_.log),
      admission_(options_.admission),
      lobby_(options_.lobby),
      welcome_(welcome_text()) {}

void ServerCore::log(const std::string& line) const { options_.log(printable(line)); }

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
  if (options_.store) store_ = options_.store(post_);
  else store_ = std::make_unique<JournalStore>(options_.data / "journal", options_.journal_limit_bytes, post_);
  auto lines = store_->restore();
  if (!lines) return make_error(lines.message());
  const std::int64_t now = now_ms();
  const std::int64_t wall = wall_clock_ms();
  std::unordered_map<std::string, std::vector<std::string>> kept;  // game id -> its lines
  std::unordered_map<std::string, std::int64_t> ended_wall;
  std::size_t number = 0;
  for (const auto& line : lines.value()) {
    ++number;
    const std::string where = store_->where() + " line " + std::to_string(number) + ": ";
    Json entry = Json::parse(line, nullptr, false);
    if (entry.is_discarded() || !entry.is_object() || !entry.contains("g") || !entry.contains("e") ||
        !entry["g"].is_string() || !entry["e"].is_object())
      return make_error(where + "not a journal entry");
    const std::string id = entry["g"].get<std::string>();
    const Json& event = entry["e"];
    if (event.value("kind", "") == "expired") {
      // An open game nobody joined, forgotten: it leaves this compaction.
      if (auto it = rooms_.find(id); it != rooms_.end()) {
        lobby_.forget(id, it->second.game->code(), {}, {});
        rooms_.erase(it);
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
    auto it = rooms_.find(id);
    if (it == rooms_.end()) continue;  // a game whose plugin is missing: its lines are kept as they are
    if (!it->second.game->apply(*decoded.event, now)) return make_error(where + "the event does not fit game " + id);
    note_open(it->second);
    if (std::holds_alternative<online::Ended>(decoded.event->body))
      ended_wall[id] = decoded.event->time >= 0 ? decoded.event->time : wall;
  }
  // Games over for a while: their records written for good, then dropped
  // from the journal.
  std::vector<std::string> compacted;
  for (auto it = rooms_.begin(); it != rooms_.end();) {
    OnlineGame& game = *it->second.game;
    // A game called off before anyone joined leaves nothing, not even a record.
    const bool old = game.over() && (!game.started() || wall - ended_wall[it->first] > options_.keep_finished_ms);
    if (old) {
      if (game.started())
        if (auto written = Journal::write_file(record_path(it->first), game.record_text()); !written)
          return make_error(written.message());
      lobby_.forget(it->first, game.code(), {}, {});
      kept.erase(it->first);
      it = rooms_.erase(it);
      continue;
    }
    for (int side = 0; side < 2; ++side) {
      // A token leads to its player's latest game (a rematch's, once there is one).
      if (game.seat(side).taken && game.rematch_game().empty()) lobby_.seat_token(game.seat(side).token_hash, it->first, side);
      // Nobody is connected after a restart; the grace runs from now.
      if (game.seat(side).taken) it->second.gone_since[static_cast<std::size_t>(side)] = now;
    }
    // The clock that ran when the last run stopped is charged up to then
    // (it said it was alive five times a second), and stands still until its
    // player is back, or the grace is over (docs/protocol.md, "Clocks").
    if (game.started() && !game.over()) {
      if (const auto last_alive = store_->last_alive(); last_alive && game.clocks_wall_ms() > 0)
        game.ran_before(*last_alive - game.clocks_wall_ms());
      game.pause(now + options_.grace_ms);
    }
    ++it;
  }
  for (auto& [id, game_lines] : kept) {
    compacted.insert(compacted.end(), game_lines.begin(), game_lines.end());
    // A game whose plugin is missing keeps its lines in every compaction too.
    if (auto it = rooms_.find(id); it != rooms_.end()) it->second.events = game_lines.size();
    else orphan_games_.insert(id);
  }
  // The node's name among the nodes sharing a store: its tags and presence.
  auto node = random_hex(4);
  if (!node) return make_error("OpenSSL's generator gave no bytes for the node's name");
  node_ = *node;
  started_ms_ = now;
  if (auto started = store_->start(compacted, node_, listener()); !started) {
    store_.reset();
    return started;
  }
  records_.start();
  for (const auto& [id, room] : rooms_) schedule(room);
  if (store_->shared()) log("start node=" + node_ + " " + store_->where());
  else log("start games=" + std::to_string(rooms_.size()) + " journal-lines=" + std::to_string(compacted.size()));
  return {};
}

void ServerCore::stop() {
  if (store_) {
    store_->alive(wall_clock_ms());
    store_->stop();
  }
  records_.stop();
}

Room* ServerCore::find_room(const std::string& id) {
  auto it = rooms_.find(id);
  return it == rooms_.end() ? nullptr : &it->second;
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

bool ServerCore::commit(Room& room, online::GameEvent event, const std::string* line) {
  if (storage_failed_) return false;
  const std::int64_t now = now_ms();
  if (line == nullptr) event.time = wall_clock_ms();
  if (!room.game->apply(event, now)) return false;
  note_open(room);
  // A join's keys (both tokens, the game kept for good) go before its event:
  // a node that hears of the join, or a player told of it anywhere, finds
  // them written, and the joiner's node need not wait for writes of its own.
  if (std::holds_alternative<online::Joined>(event.body)) store_->joined(*room.game);
  journal(room, line != nullptr ? *line : journal_line(room.game->id(), event));
  broadcast_last(room);
  if (std::holds_alternative<online::TurnPlayed>(event.body)) ++turns_;
  if (std::holds_alternative<online::Ended>(event.body)) finished(room);
  // The node writing a rematch's start points its code and tokens at it.
  if (const auto* started = std::get_if<online::RematchStarted>(&event.body))
    store_->rematch_started(*room.game, started->game, started->code);
  schedule(room);
  return true;
}

void ServerCore::journal(Room& room, std::string line) {
  store_->append(room.game->id(), ++room.events, room.tag, line);
}

void ServerCore::compact_journal() {
  // The store keeps the lines of the games still held (and of those whose
  // plugin is missing), read back from where it keeps them: memory holds
  // a game once, as its events folded.
  std::unordered_set<std::string> games = orphan_games_;
  std::uint64_t count = 0;
  for (const auto& [id, room] : rooms_) {
    games.insert(id);
    count += room.events;
  }
  if (store_->compact(std::move(games))) {
    ++compactions_;
    log("compact games=" + std::to_string(rooms_.size()) + " journal-lines=" + std::to_string(count));
  }
}

bool ServerCore::owns(const Room& room) const { return !store_->shared() || room.owner == node_; }

void ServerCore::schedule(const Room& room) {
  if (const auto at = room.next_wake(now_ms(), options_.open_idle_ms, options_.keep_finished_ms))
    wakes_.wake_at(room.game->id(), *at);
}

void ServerCore::wake(const std::string& id) {
  Room* room = find_room(id);
  if (room == nullptr) return;  // forgotten since it asked
  const OnlineGame& g = *room->game;
  const std::int64_t now = now_ms();
  const auto at = room->next_wake(now, options_.open_idle_ms, options_.keep_finished_ms);
  if (at && *at <= now) {
    // With several nodes the game's owner expires it or says that a flag
    // fell; another node looks again, in case the owner is gone and this
    // node takes the game over.
    if (!g.over() && !owns(*room)) return wakes_.wake_at(id, now + kOwnerElsewhereMs);
    if (!g.started()) return expire(id);
    if (!g.over()) {
      check_flag(*room);
    } else {
      // Kept until its record is written (tick_games() retries the writes).
      if (records_.unwritten(record_path(id))) {
        awaiting_record_.insert(id);
        return;
      }
      return forget(id);
    }
  }
  if (Room* still = find_room(id)) schedule(*still);
}

bool ServerCore::check_flag(Room& room) {
  OnlineGame& g = *room.game;
  if (g.over()) return false;
  const std::int64_t now = now_ms();
  // Clocks paused after a restart run again once the pause is over, from its end.
  if (g.paused() && now >= g.paused_until()) g.resume(g.paused_until());
  std::optional<int> side = g.flag_fallen(now);
  const bool missed = !side && (side = g.first_turn_missed(now)).has_value();
  if (!side) return false;
  if (!owns(room)) return true;  // the owner says so; meanwhile nothing more is taken
  auto checked = missed ? g.first_turn_missed_event(*side, now) : g.flag_event(*side, now);
  if (checked.event && commit(room, std::move(*checked.event))) after_change(room);
  return true;
}

void ServerCore::finished(Room& room) {
  const OnlineGame& g = *room.game;
  log("end " + g.id() + " " + g.game().info().id + " winner=" + std::to_string(g.winner()) + " reason=" +
               g.end_reason() + " turns=" + std::to_string(g.turns_played()));
  // A game called off before anyone joined is forgotten at the next tick, without a record.
  if (g.started()) records_.write(record_path(g.id()), g.record_text());
  store_->finished(g, options_.keep_finished_ms);
}

void ServerCore::tick() {
  if (!store_) return;  // not started
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
  lobby_.forget_guessers(now);
  push_lobby();
  if (now - last_alive_ms_ >= kAliveEveryMs) {
    last_alive_ms_ = now;
    store_->alive(wall_clock_ms());
  }
  // The journal lets go of a game only once its record is written: a write
  // that failed (a full disk, no file descriptor left) is made again, and the
  // game stays until it succeeds (wake()).
  if (now - last_record_retry_ms_ >= kRecordRetryEveryMs) {
    last_record_retry_ms_ = now;
    records_.retry();
  }
  for (auto it = awaiting_record_.begin(); it != awaiting_record_.end();) {
    const std::string id = *it;
    if (find_room(id) != nullptr && records_.unwritten(record_path(id))) {
      ++it;
      continue;
    }
    it = awaiting_record_.erase(it);
    wake(id);  // forgotten now, unless somebody came back to it meanwhile
  }
  // After forgetting: what was forgotten leaves the journal too.
  if (store_->wants_compaction()) compact_journal();
  if (store_->shared()) tick_nodes();
}

ServerCore::Stats ServerCore::stats() const {
  Stats s;
  s.connections = peers_.size();
  s.games = rooms_.size();
  for (const auto& [id, room] : rooms_)
    if (!room.game->over() && room.game->started()) ++s.live_games;
  s.open_games = lobby_.open_games();
  s.turns = turns_;
  s.refused = refused_;
  s.failed_requests = failed_requests_;
  s.expired = expired_;
  s.compactions = compactions_;
  return s;
}

std::filesystem::path ServerCore::record_path(const std::string& id) const {
  return options_.data / "records" / (id + ".djed");
}

}  // namespace djed::server
