#include "redis_game_store.hpp"

#include <tuple>

#include "djed/online/protocol.hpp"
#include "online_game.hpp"
#include "wall_clock.hpp"

namespace djed::server {

namespace {

const std::string kGamePrefix = "djed:game:{";

}  // namespace

std::string game_of_channel(const std::string& channel) {
  if (channel.rfind(kGamePrefix, 0) != 0 || channel.size() <= kGamePrefix.size() || channel.back() != '}') return {};
  return channel.substr(kGamePrefix.size(), channel.size() - kGamePrefix.size() - 1);
}

RedisGameStore::RedisGameStore(std::string url, Post post, boost::asio::io_context& io, NodeLinkOptions link)
    : url_(std::move(url)), post_(std::move(post)), io_(io), link_options_(std::move(link)) {}

RedisGameStore::~RedisGameStore() { stop(); }

Result<std::vector<std::string>> RedisGameStore::restore() {
  auto address = parse_redis_url(url_);
  if (!address) return make_error(address.message());
  address_ = address.value();
  return std::vector<std::string>{};
}

std::string RedisGameStore::where() const { return "redis=" + address_.host + ":" + std::to_string(address_.port); }

Result<void> RedisGameStore::start(const std::vector<std::string>&, const std::string& node, Listener listener) {
  node_ = node;
  listener_ = std::move(listener);
  // Each report comes on the network thread's loop already.
  RedisStore::Handlers handlers;
  handlers.durable = [this](std::uint64_t seq) { listener_.durable(seq); };
  handlers.conflict = [this](std::uint64_t seq, std::string game) { listener_.conflict(seq, game); };
  handlers.lost = [this](std::string reason) { listener_.lost(reason); };
  handlers.back = [this] { listener_.back(); };
  handlers.message = [this](std::string channel, std::string text) { on_channel(channel, text); };
  handlers.subscribed = [this](std::string channel) {
    const std::string game = game_of_channel(channel);
    if (!game.empty()) listener_.following(game);
  };
  redis_ = std::make_unique<RedisStore>(io_, address_, std::move(handlers));
  if (auto started = redis_->start(); !started) {
    redis_.reset();
    return started;
  }
  // What other nodes say to this one alone: proposals to an owner, answers.
  redis_->subscribe(RedisStore::node_channel(node_));
  if (link_options_.enabled) return start_links();
  return {};
}

Result<void> RedisGameStore::start_links() {
  NodeLinks::Handlers handlers;
  handlers.message = [this](std::string game, node::GameMessage message) { listener_.game_message(game, message); };
  handlers.unreadable = [this](std::string from, std::string text) { listener_.unreadable("link from " + from, text); };
  handlers.fallback = [this](std::string node, std::string line) {
    redis_->command({"PUBLISH", RedisStore::node_channel(node), std::move(line)});
  };
  handlers.look_up = [this](std::string node) { look_up_link(node); };
  handlers.log = link_options_.log;
  links_ = std::make_unique<NodeLinks>(io_, node_, std::move(handlers));
  if (auto listening = links_->listen(link_options_.host, link_options_.port); !listening) {
    stop();
    return listening;
  }
  const std::string advertised = links_->advertised();
  link_options_.log("node-link " + advertised.substr(0, advertised.find(' ')));
  // Kept while this node says it is alive (publish()), deleted at its stop.
  redis_->command({"SET", RedisStore::link_key(node_), advertised, "EX", "10"});
  return {};
}

void RedisGameStore::look_up_link(const std::string& node) {
  redis_->get(RedisStore::link_key(node), [this, node](Result<std::optional<std::string>> value) {
    // Redis away: as if there were no address (asked again a while later).
    if (links_) links_->learn(node, value ? value.value() : std::nullopt);
  });
}

void RedisGameStore::stop() {
  if (!redis_) return;
  if (links_) {
    links_->stop();
    links_.reset();
    redis_->command({"DEL", RedisStore::link_key(node_)});
  }
  // The others stop counting this node's players at once.
  publish(node::Bye{node_});
  redis_->stop();
  redis_.reset();
}

void RedisGameStore::on_channel(const std::string& channel, const std::string& text) {
  // Another node's message is input too: one that cannot be read is
  // reported and dropped.
  if (channel == RedisStore::kNodesChannel) {
    if (const auto decoded = node::decode_nodes_message(text)) {
      if (const auto* bye = std::get_if<node::Bye>(&*decoded); bye && links_) links_->forget(bye->node);
      return listener_.nodes_message(*decoded);
    }
    return listener_.unreadable(channel, text);
  }
  if (channel == RedisStore::node_channel(node_)) {
    if (auto decoded = node::decode_direct(text)) return listener_.game_message(decoded->first, decoded->second);
    return listener_.unreadable(channel, text);
  }
  const std::string game = game_of_channel(channel);
  if (game.empty()) return;
  if (const auto decoded = node::decode_game_message(text)) return listener_.game_message(game, *decoded);
  listener_.unreadable(channel, text);
}

std::uint64_t RedisGameStore::append(const std::string& game, std::uint64_t number, std::string& tag,
                                     const std::string& line) {
  // Tags name events uniquely across nodes: this node's name and a count.
  const std::string next = node_ + "." + std::to_string(++tags_);
  const std::uint64_t seq = redis_->append(game, number, tag, next, line, node_);
  tag = next;
  return seq;
}

std::uint64_t RedisGameStore::appended() const { return redis_ ? redis_->appended() : 0; }

void RedisGameStore::claim(const std::string& code, std::function<void(Claim)> done) {
  // SET NX, in line with the writes: no wait on the network thread. The
  // game's id is not known yet: the code is claimed empty, then pointed at
  // its game (made()).
  redis_->claim(RedisStore::code_key(code), [done = std::move(done)](RedisStore::Claim result) {
    const Claim claim = result == RedisStore::Claim::kClaimed ? Claim::kClaimed
                        : result == RedisStore::Claim::kTaken ? Claim::kTaken
                                                              : Claim::kFailed;
    done(claim);
  });
}

// An open game's keys last while its creator is here (kept_open() again and
// again); a game under way's for good; a finished game's as long as a node
// would hold it. The game's own three keys change together (one script),
// its code and the tokens of its seats one by one (their own hash slots).
void RedisGameStore::made(const OnlineGame& game) {
  // An open game's code (its key held by the claim) gets its value with its
  // expiry from kept_open(), which follows at once.
  if (game.started()) redis_->command({"SET", RedisStore::code_key(game.code()), game.id()});
  write_tokens(game);
}

std::vector<std::string> RedisGameStore::token_keys(const OnlineGame& game) {
  std::vector<std::string> keys;
  for (int side = 0; side < 2; ++side)
    if (game.seat(side).taken) keys.push_back(RedisStore::token_key(game.seat(side).token_hash));
  return keys;
}

void RedisGameStore::write_tokens(const OnlineGame& game) {
  for (int side = 0; side < 2; ++side)
    if (game.seat(side).taken)
      redis_->command({"SET", RedisStore::token_key(game.seat(side).token_hash), node::encode(node::TokenSeat{game.id(), side})});
}

void RedisGameStore::kept_open(const OnlineGame& game, const std::optional<node::LobbyEntry>& entry,
                               std::int64_t idle_ms) {
  const std::int64_t seconds = idle_ms / 1000 + 1;
  redis_->keep(game.id(), seconds);
  // Kept, never made again (XX, EXPIRE): a game deleted meanwhile stays deleted.
  redis_->command({"SET", RedisStore::code_key(game.code()), game.id(), "XX", "EX", std::to_string(seconds)});
  for (const auto& key : token_keys(game)) redis_->command({"EXPIRE", key, std::to_string(seconds)});
  if (entry) redis_->command({"HSET", RedisStore::kLobbyKey, game.code(), node::encode(*entry)});
}

void RedisGameStore::joined(const OnlineGame& game) {
  if (game.listed()) redis_->command({"HDEL", RedisStore::kLobbyKey, game.code()});
  redis_->keep(game.id(), 0);
  redis_->command({"PERSIST", RedisStore::code_key(game.code())});
  write_tokens(game);
}

void RedisGameStore::finished(const OnlineGame& game, std::int64_t keep_ms) {
  // Redis keeps a finished game as long as a node would keep it in memory.
  if (game.listed()) redis_->command({"HDEL", RedisStore::kLobbyKey, game.code()});
  const std::int64_t seconds = keep_ms / 1000 + 60;
  redis_->keep(game.id(), seconds);
  for (const auto& key : token_keys(game)) redis_->command({"EXPIRE", key, std::to_string(seconds)});
  redis_->command({"EXPIRE", RedisStore::code_key(game.code()), std::to_string(seconds)});
}

void RedisGameStore::expired(const OnlineGame& game) {
  if (game.listed()) redis_->command({"HDEL", RedisStore::kLobbyKey, game.code()});
  std::vector<std::string> del = own_keys_deleted(game);
  for (auto& key : token_keys(game)) del.push_back(std::move(key));
  redis_->command(del);
}

void RedisGameStore::rematch_started(const OnlineGame& old_game, const std::string& id, const std::string& code) {
  redis_->command({"SET", RedisStore::code_key(code), id});
  for (int side = 0; side < 2; ++side)
    if (old_game.seat(side).taken)
      redis_->command({"SET", RedisStore::token_key(old_game.seat(side).token_hash), node::encode(node::TokenSeat{id, 1 - side})});
}

void RedisGameStore::withdrawn(const OnlineGame& game) { redis_->command(own_keys_deleted(game)); }

std::vector<std::string> RedisGameStore::own_keys_deleted(const OnlineGame& game) {
  return {"DEL", RedisStore::events_key(game.id()), RedisStore::tag_key(game.id()), RedisStore::owner_key(game.id()),
          RedisStore::code_key(game.code())};
}

void RedisGameStore::follow(const std::string& game) { redis_->subscribe(RedisStore::game_channel(game)); }

void RedisGameStore::unfollow(const std::string& game) { redis_->unsubscribe(RedisStore::game_channel(game)); }

void RedisGameStore::publish(const std::string& game, const node::GameMessage& message) {
  redis_->command({"PUBLISH", RedisStore::game_channel(game), node::encode(message)});
}

void RedisGameStore::publish(const node::NodesMessage& message) {
  redis_->command({"PUBLISH", RedisStore::kNodesChannel, node::encode(message)});
  if (const auto* alive = std::get_if<node::Alive>(&message); alive && links_ && alive->node == node_)
    redis_->command({"SET", RedisStore::link_key(node_), links_->advertised(), "EX", "10"});
}

void RedisGameStore::look_up(Key key, const std::string& name, std::function<void(Lookup)> done) {
  const std::string redis_key = key == Key::kCode ? RedisStore::code_key(name) : RedisStore::token_key(name);
  redis_->get(redis_key, [this, done = std::move(done)](Result<std::optional<std::string>> value) {
    Lookup found;
    found.failed = !value;
    if (value) found.value = value.value();
    if (!found.value || found.value->empty()) return done(std::move(found));
    found.game = found.value->substr(0, found.value->find(' '));
    const std::string game = found.game;
    redis_->read_game(game, 0, [found = std::move(found), done](Result<RedisStore::GameRead> read) mutable {
      found.failed = !read;
      if (read) {
        found.items = std::move(read.value().items);
        found.owner = std::move(read.value().owner);
      }
      done(std::move(found));
    });
  });
}

void RedisGameStore::read_game(const std::string& game, std::int64_t from, std::function<void(Lookup)> done) {
  redis_->read_game(game, from, [game, done = std::move(done)](Result<RedisStore::GameRead> read) {
    Lookup found;
    found.game = game;
    found.failed = !read;
    if (read) {
      found.items = std::move(read.value().items);
      found.owner = std::move(read.value().owner);
    }
    done(std::move(found));
  });
}

void RedisGameStore::take_over(const std::string& game, const std::string& from,
                               std::function<void(std::optional<std::string>)> done) {
  redis_->take_over(game, from, node_, [this, done = std::move(done)](std::optional<std::string> owner) {
    post_([done, owner] { done(owner); });
  });
}

void RedisGameStore::send(const std::string& node, const std::string& game, const node::GameMessage& message) {
  std::string line = node::encode_direct(game, message);
  // A proposal acknowledges nothing: it may take the short way. An answer
  // tells of a write and goes after it through Redis, which delivers it
  // once the write is synced.
  if (links_ && std::holds_alternative<node::Proposal>(message) && links_->send(node, line)) return;
  redis_->command({"PUBLISH", RedisStore::node_channel(node), std::move(line)});
}

void RedisGameStore::release(const std::string& game) { redis_->release(game, node_); }

void RedisGameStore::read_lobby(int count, std::function<void(std::vector<online::OpenGame>)> done) {
  redis_->some_fields(RedisStore::kLobbyKey, count, [this, done = std::move(done)](auto fields) {
    std::vector<online::OpenGame> games;
    std::vector<std::string> gone;
    const std::int64_t wall = wall_clock_ms();
    if (fields)
      for (const auto& [code, summary] : fields.value()) {
        auto entry = node::decode_lobby_entry(summary);
        if (!entry) continue;
        // An open game whose keys expired (its creator gone) leaves the list.
        if (entry->until < wall) gone.push_back(code);
        else games.push_back(std::move(entry->game));
      }
    redis_->forget_fields(RedisStore::kLobbyKey, gone);
    done(std::move(games));
  });
}

}  // namespace djed::server
