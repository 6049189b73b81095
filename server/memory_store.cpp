#include "memory_store.hpp"

#include <nlohmann/json.hpp>

#include "journal.hpp"
#include "json_text.hpp"
#include "online_game.hpp"
#include "wall_clock.hpp"

namespace djed::server {

// ---- the hub ----------------------------------------------------------------------

void MemoryHub::hold_acknowledgements(bool hold) {
  holding_ = hold;
  if (hold) return;
  // As Redis: what was published goes out once the writes before it are synced.
  std::vector<std::function<void()>> deliveries;
  deliveries.swap(held_deliveries_);
  for (auto& deliver : deliveries) deliver();
  for (MemoryStore* store : stores_)
    if (store->acknowledging()) store->acknowledge();
}

void MemoryHub::deliver(std::function<void()> delivery) {
  if (holding_) held_deliveries_.push_back(std::move(delivery));
  else delivery();
}

void MemoryHub::go_away() {
  if (away_) return;
  away_ = true;
  for (MemoryStore* store : stores_)
    store->report([](GameStore::Listener& l) { l.lost("the shared memory went away"); });
}

void MemoryHub::come_back() {
  if (!away_) return;
  away_ = false;
  for (MemoryStore* store : stores_) store->report([](GameStore::Listener& l) { l.back(); });
}

void MemoryHub::hold_subscriptions(bool hold) {
  holding_subscriptions_ = hold;
  if (hold) return;
  for (MemoryStore* store : stores_) {
    for (const auto& game : store->to_follow_) store->follow(game);
    store->to_follow_.clear();
  }
}

void MemoryHub::cut_off(MemoryStore& store) { stores_.erase(&store); }

void MemoryHub::publish(const std::string& game, const node::GameMessage& message) {
  if (away_) return;
  published.push_back(message);
  deliver([this, game, message] {
    for (MemoryStore* store : stores_)
      if (store->following_.count(game))
        store->report([game, message](GameStore::Listener& l) { l.game_message(game, message); });
  });
}

void MemoryHub::publish(const node::NodesMessage& message) {
  if (away_) return;
  for (MemoryStore* store : stores_)
    if (store->shared_) store->report([message](GameStore::Listener& l) { l.nodes_message(message); });
}

// ---- a store on it ----------------------------------------------------------------

MemoryStore::MemoryStore(std::shared_ptr<MemoryHub> hub, bool shared, Post post)
    : hub_(std::move(hub)), shared_(shared), post_(std::move(post)) {}

MemoryStore::~MemoryStore() {
  hub_->stores_.erase(this);
  *alive_ = false;
}

Result<std::vector<std::string>> MemoryStore::restore() {
  if (shared_) return std::vector<std::string>{};
  last_alive_ = hub_->alive;
  return hub_->journal;
}

Result<void> MemoryStore::start(const std::vector<std::string>& kept, const std::string& node, Listener listener) {
  if (!shared_) hub_->journal = kept;
  node_ = node;
  listener_ = std::move(listener);
  started_ = true;
  hub_->stores_.insert(this);
  return {};
}

void MemoryStore::stop() {
  if (!started_) return;
  started_ = false;
  if (shared_) publish(node::Bye{node_});
  hub_->stores_.erase(this);
}

void MemoryStore::report(std::function<void(Listener&)> report) {
  post_([this, alive = alive_, report = std::move(report)] {
    if (*alive) report(listener_);
  });
}

bool MemoryStore::reachable() { return !hub_->away_ && hub_->stores_.count(this) > 0; }

bool MemoryStore::readable() { return reachable() && !hub_->failing_reads_; }

bool MemoryStore::write() {
  ++appended_;
  if (!reachable()) return false;
  if (acknowledging()) acknowledge();
  return true;
}

void MemoryStore::hold_acknowledgements(bool hold) {
  holding_own_ = hold;
  if (acknowledging()) acknowledge();
}

void MemoryStore::acknowledge() {
  const std::uint64_t seq = appended_;
  report([seq](Listener& l) { l.durable(seq); });
}

std::uint64_t MemoryStore::append(const std::string& game, std::uint64_t number, std::string& tag,
                                  const std::string& line) {
  const std::string previous = tag;
  tag = node_ + "." + std::to_string(++tags_);
  const std::uint64_t seq = ++appended_;
  if (!reachable()) return seq;
  if (!shared_) {
    hub_->journal.push_back(line);
  } else if (auto& events = hub_->events[game]; events.size() + 1 != number || hub_->tags[game] != previous ||
                                               !owns_or_starts(game, number)) {
    // As Redis's script: event n only after event n-1 as this node knows
    // it, and only from the game's owner.
    report([seq, game](Listener& l) { l.conflict(seq, game); });
  } else {
    events.push_back(node::encode(node::StoredEvent{tag, line}));
    hub_->tags[game] = tag;
    hub_->publish(game, node::Appended{number, previous, tag, line});
  }
  if (acknowledging()) acknowledge();
  return seq;
}

bool MemoryStore::owns_or_starts(const std::string& game, std::uint64_t number) {
  auto& owner = hub_->owners[game];
  if (owner == node_) return true;
  if (!owner.empty() || number != 1) return false;
  owner = node_;  // the first event's writer owns the game
  return true;
}

void MemoryStore::take_over(const std::string& game, const std::string& from,
                            std::function<void(std::optional<std::string>)> done) {
  std::optional<std::string> now;
  if (!shared_) {
    now = node_;
  } else if (write()) {
    auto& owner = hub_->owners[game];
    if (owner == from) owner = node_;
    now = owner;
  }
  post_([alive = alive_, done = std::move(done), now] {
    if (*alive) done(now);
  });
}

void MemoryStore::release(const std::string& game) {
  if (!shared_ || !write()) return;
  if (auto it = hub_->owners.find(game); it != hub_->owners.end() && it->second == node_) hub_->owners.erase(it);
}

void MemoryStore::claim(const std::string& code, std::function<void(Claim)> done) {
  if (!shared_) return done(Claim::kClaimed);  // the core draws a code it does not use
  Claim claim = Claim::kFailed;
  if (write()) {
    claim = hub_->codes.count(code) ? Claim::kTaken : Claim::kClaimed;
    if (claim == Claim::kClaimed) hub_->codes[code] = "";
  }
  post_([alive = alive_, done = std::move(done), claim] {
    if (*alive) done(claim);
  });
}

void MemoryStore::made(const OnlineGame& game) {
  if (!shared_ || !write()) return;
  hub_->codes[game.code()] = game.id();
  write_tokens(game);
}

void MemoryStore::write_tokens(const OnlineGame& game) {
  for (int side = 0; side < 2; ++side)
    if (game.seat(side).taken) hub_->tokens[game.seat(side).token_hash] = node::encode(node::TokenSeat{game.id(), side});
}

void MemoryStore::kept_open(const OnlineGame& game, const std::optional<node::LobbyEntry>& entry, std::int64_t) {
  if (!shared_ || !write()) return;
  if (entry) hub_->lobby[game.code()] = *entry;
}

void MemoryStore::joined(const OnlineGame& game) {
  if (!shared_ || !write()) return;
  hub_->lobby.erase(game.code());
  write_tokens(game);
}

void MemoryStore::finished(const OnlineGame& game, std::int64_t) {
  if (!shared_ || !write()) return;
  hub_->lobby.erase(game.code());
}

void MemoryStore::expired(const OnlineGame& game) {
  if (!write()) return;
  if (!shared_) {
    hub_->journal.push_back(json_text(Json{{"g", game.id()}, {"e", {{"kind", "expired"}}}}));
    return;
  }
  erase_own_keys(game);
  hub_->lobby.erase(game.code());
  for (int side = 0; side < 2; ++side)
    if (game.seat(side).taken) hub_->tokens.erase(game.seat(side).token_hash);
}

void MemoryStore::rematch_started(const OnlineGame& old_game, const std::string& id, const std::string& code) {
  if (!shared_ || !write()) return;
  hub_->codes[code] = id;
  for (int side = 0; side < 2; ++side)
    if (old_game.seat(side).taken) hub_->tokens[old_game.seat(side).token_hash] = node::encode(node::TokenSeat{id, 1 - side});
}

void MemoryStore::withdrawn(const OnlineGame& game) {
  if (!shared_) return expired(game);
  if (write()) erase_own_keys(game);
}

void MemoryStore::erase_own_keys(const OnlineGame& game) {
  hub_->events.erase(game.id());
  hub_->tags.erase(game.id());
  hub_->owners.erase(game.id());
  hub_->codes.erase(game.code());
}

bool MemoryStore::compact(std::unordered_set<std::string> games) {
  if (shared_) return false;
  std::erase_if(hub_->journal, [&](const std::string& line) { return !Journal::kept_by(line, games); });
  return true;
}

void MemoryStore::follow(const std::string& game) {
  if (!shared_) return;
  if (hub_->holding_subscriptions_) {
    to_follow_.insert(game);
    return;
  }
  following_.insert(game);
  report([game](Listener& l) { l.following(game); });
}

void MemoryStore::unfollow(const std::string& game) {
  following_.erase(game);
  to_follow_.erase(game);
}

void MemoryStore::publish(const std::string& game, const node::GameMessage& message) {
  if (shared_ && reachable()) hub_->publish(game, message);
}

void MemoryStore::publish(const node::NodesMessage& message) {
  if (shared_ && reachable()) hub_->publish(message);
}

void MemoryStore::send(const std::string& node, const std::string& game, const node::GameMessage& message) {
  if (!shared_ || !reachable()) return;
  hub_->sent.push_back(message);
  const auto to_node = [hub = hub_.get(), node, game, message] {
    for (MemoryStore* store : hub->stores_)
      if (store->node_ == node) store->report([game, message](Listener& l) { l.game_message(game, message); });
  };
  // A proposal takes a direct link; an answer goes through the store, after the write it tells of.
  if (std::holds_alternative<node::Proposal>(message)) to_node();
  else hub_->deliver(to_node);
}

void MemoryStore::look_up(Key key, const std::string& name, std::function<void(Lookup)> done) {
  Lookup found;
  found.failed = shared_ && !readable();
  if (shared_ && !found.failed) {
    const auto& keys = key == Key::kCode ? hub_->codes : hub_->tokens;
    if (auto it = keys.find(name); it != keys.end()) {
      found.value = it->second;
      found.game = it->second.substr(0, it->second.find(' '));
      if (auto events = hub_->events.find(found.game); events != hub_->events.end()) found.items = events->second;
      if (auto owner = hub_->owners.find(found.game); owner != hub_->owners.end()) found.owner = owner->second;
    }
  }
  post_([alive = alive_, done = std::move(done), found = std::move(found)] {
    if (*alive) done(found);
  });
}

void MemoryStore::read_game(const std::string& game, std::int64_t from, std::function<void(Lookup)> done) {
  if (!shared_) return;
  Lookup found;
  found.game = game;
  found.failed = !readable();
  if (!found.failed) {
    if (auto events = hub_->events.find(game); events != hub_->events.end())
      for (std::size_t i = static_cast<std::size_t>(std::max<std::int64_t>(0, from)); i < events->second.size(); ++i)
        found.items.push_back(events->second[i]);
    if (auto owner = hub_->owners.find(game); owner != hub_->owners.end()) found.owner = owner->second;
  }
  post_([alive = alive_, done = std::move(done), found = std::move(found)] {
    if (*alive) done(found);
  });
}

void MemoryStore::read_lobby(int count, std::function<void(std::vector<online::OpenGame>)> done) {
  std::vector<online::OpenGame> games;
  const std::int64_t wall = wall_clock_ms();
  if (shared_ && !hub_->away_)
    for (const auto& [code, entry] : hub_->lobby)
      if (entry.until >= wall && static_cast<int>(games.size()) < count) games.push_back(entry.game);
  post_([alive = alive_, done = std::move(done), games = std::move(games)] {
    if (*alive) done(games);
  });
}

}  // namespace djed::server
