#include "redis_store.hpp"

#include <hiredis/hiredis.h>

#include <array>
#include <charconv>
#include <chrono>
#include <memory>
#include <utility>

#include <boost/asio/post.hpp>

namespace djed::server {

namespace {

// Event n of a game goes in only after event n-1 as the writing node knows
// it: the list's length and the last event's tag both match, or nothing is
// written and 0 comes back.
// Only the game's owner writes it; the node writing its first event becomes
// the owner.
// KEYS: the events list, the tag, the owner. ARGV: n, the previous tag, this
// tag, the entry, the game's channel, the writing node. The list's item is a
// node::StoredEvent, the message a node::Appended (node_messages.hpp),
// written here as those write them.
constexpr const char* kAppendScript = R"lua(
if redis.call('LLEN', KEYS[1]) ~= tonumber(ARGV[1]) - 1 then return 0 end
local tag = redis.call('GET', KEYS[2])
if (tag or '') ~= ARGV[2] then return 0 end
local owner = redis.call('GET', KEYS[3])
if owner ~= ARGV[6] then
  if owner or ARGV[1] ~= '1' then return 0 end
  redis.call('SET', KEYS[3], ARGV[6])
end
redis.call('RPUSH', KEYS[1], ARGV[3] .. ' ' .. ARGV[4])
redis.call('SET', KEYS[2], ARGV[3])
redis.call('PUBLISH', ARGV[5], ARGV[1] .. ' ' .. ARGV[2] .. ' ' .. ARGV[3] .. ' ' .. ARGV[4])
return 1
)lua";

// The owner changes only from the node expected ('' none) to the taker.
// KEYS: the owner. ARGV: the node expected, the taker. The owner after.
constexpr const char* kTakeOverScript = R"lua(
local owner = redis.call('GET', KEYS[1]) or ''
if owner ~= ARGV[1] then return owner end
redis.call('SET', KEYS[1], ARGV[2])
return ARGV[2]
)lua";

// A game's own keys kept ARGV[1] seconds more, or for good ('0'): one
// command for the three, which share the game's hash tag.
// KEYS: the events list, the tag, the owner.
constexpr const char* kKeepScript = R"lua(
for _, key in ipairs(KEYS) do
  if ARGV[1] == '0' then redis.call('PERSIST', key) else redis.call('EXPIRE', key, ARGV[1]) end
end
return 1
)lua";

// KEYS: the owner. ARGV: the node giving it up.
constexpr const char* kReleaseScript = R"lua(
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
)lua";

// Each script's text, loaded on every writer's connection before it writes.
constexpr std::array<const char*, 4> kScripts{kAppendScript, kTakeOverScript, kKeepScript, kReleaseScript};

using Reply = std::unique_ptr<redisReply, RedisStore::ReplyDeleter>;

Reply run(redisContext* c, const std::vector<std::string>& argv) {
  RedisWords words(argv);  // not const: hiredis 0.14 takes const char**
  return Reply(static_cast<redisReply*>(redisCommandArgv(c, words.count(), words.pointers.data(), words.lengths.data())));
}

}  // namespace

void RedisStore::ReplyDeleter::operator()(redisReply* r) const {
  if (r != nullptr) freeReplyObject(r);
}

Result<RedisAddress> parse_redis_url(const std::string& url) {
  const std::string prefix = "redis://";
  const auto bad = [&] { return make_error("--redis '" + url + "': expected redis://[:PASSWORD@]HOST[:PORT][/DB]"); };
  if (url.rfind(prefix, 0) != 0) return bad();
  RedisAddress a;
  a.text = url;
  std::string rest = url.substr(prefix.size());
  if (const auto at = rest.rfind('@'); at != std::string::npos) {
    std::string user = rest.substr(0, at);
    rest = rest.substr(at + 1);
    const auto colon = user.find(':');
    a.password = colon == std::string::npos ? user : user.substr(colon + 1);
  }
  if (const auto slash = rest.find('/'); slash != std::string::npos) {
    const std::string db = rest.substr(slash + 1);
    rest = rest.substr(0, slash);
    if (!db.empty()) {
      auto [end, ec] = std::from_chars(db.data(), db.data() + db.size(), a.database);
      if (ec != std::errc() || end != db.data() + db.size() || a.database < 0) return bad();
    }
  }
  if (const auto colon = rest.rfind(':'); colon != std::string::npos) {
    const std::string port = rest.substr(colon + 1);
    rest = rest.substr(0, colon);
    auto [end, ec] = std::from_chars(port.data(), port.data() + port.size(), a.port);
    if (ec != std::errc() || end != port.data() + port.size() || a.port < 1 || a.port > 65535) return bad();
  }
  if (rest.empty()) return bad();
  a.host = rest;
  return a;
}

RedisStore::RedisStore(boost::asio::io_context& io, RedisAddress address, Handlers handlers)
    : io_(io),
      address_(std::move(address)),
      handlers_(std::move(handlers)),
      writes_(
          io, [this](redisReply* r) { on_write_answer(r); },
          [this](std::string reason) { writes_failed(reason + " (the writer's connection)"); }),
      listens_(
          io, [this](redisReply* r) { on_channel_message(r); },
          [this](std::string reason) { report_lost(reason + " (the subscriber's connection)"); }),
      watch_(io),
      connector_([](std::function<void()>& job) { job(); }),
      reads_(
          io, [this](redisReply* r) { on_read_answer(r); }, [this](std::string) { reads_lost(); }) {}

RedisStore::~RedisStore() { stop(); }

redisContext* RedisStore::connect(std::string* error) const {
  const timeval timeout{1, 0};
  redisContext* c = redisConnectWithTimeout(address_.host.c_str(), address_.port, timeout);
  if (c == nullptr || c->err != 0) {
    *error = "cannot reach Redis at " + address_.host + ":" + std::to_string(address_.port) +
             (c != nullptr ? std::string(": ") + c->errstr : std::string());
    if (c != nullptr) redisFree(c);
    return nullptr;
  }
  // Connecting happens off the loop, but a Redis that stopped answering
  // must not hold its thread for ever (nor a node's stop, which waits for it).
  const timeval answer_within{2, 0};
  redisSetTimeout(c, answer_within);
  const auto fail = [&](const std::string& what) -> redisContext* {
    *error = what;
    redisFree(c);
    return nullptr;
  };
  if (!address_.password.empty()) {
    Reply r = run(c, {"AUTH", address_.password});
    if (!r || r->type == REDIS_REPLY_ERROR) return fail("Redis refused the password" + (r ? ": " + reply_text(r.get()) : ""));
  }
  if (address_.database != 0) {
    Reply r = run(c, {"SELECT", std::to_string(address_.database)});
    if (!r || r->type == REDIS_REPLY_ERROR) return fail("Redis has no database " + std::to_string(address_.database));
  }
  return c;
}

Result<void> RedisStore::load_scripts(redisContext* c, bool first) {
  // Run by their digest after (EVALSHA): an append sends its words, not the
  // script's 500 bytes. Redis forgets its scripts when it restarts, and a
  // connection made again loads them again first. The digests are kept from
  // the first connection (before the connector's thread runs); a script's
  // digest is its text's, the same each time.
  for (std::size_t i = 0; i < kScripts.size(); ++i) {
    Reply r = run(c, {"SCRIPT", "LOAD", kScripts[i]});
    if (!r || r->type != REDIS_REPLY_STRING || (!first && reply_text(r.get()) != digests_[i]))
      return make_error("Redis at " + address_.text + " did not load the node's scripts");
    if (first) digests_[i] = reply_text(r.get());
  }
  return {};
}

Result<void> RedisStore::check_sync(redisContext* c) const {
  // An acknowledged turn must survive Redis's own crash: only an append-only
  // file synced at every write gives that.
  const auto setting = [&](const std::string& name) -> std::optional<std::string> {
    Reply r = run(c, {"CONFIG", "GET", name});
    if (!r || r->type != REDIS_REPLY_ARRAY || r->elements != 2) return std::nullopt;
    return reply_text(r->element[1]);
  };
  const auto appendonly = setting("appendonly");
  const auto appendfsync = setting("appendfsync");
  if (!appendonly || !appendfsync)
    return make_error("cannot read Redis's settings (CONFIG GET) at " + address_.text +
                      ": a node must know that Redis syncs every write");
  if (*appendonly != "yes" || *appendfsync != "always")
    return make_error("Redis at " + address_.text + " does not sync every write (appendonly " + *appendonly +
                      ", appendfsync " + *appendfsync + "): run it with appendonly yes and appendfsync always");
  return {};
}

Result<void> RedisStore::start() {
  std::string error;
  redisContext* writer = connect(&error);
  if (writer == nullptr) return make_error(error);
  if (auto checked = check_sync(writer); !checked) {
    redisFree(writer);
    return checked;
  }
  if (auto loaded = load_scripts(writer, true); !loaded) {
    redisFree(writer);
    return loaded;
  }
  redisContext* listener = connect(&error);
  redisContext* reader = listener != nullptr ? connect(&error) : nullptr;
  if (reader == nullptr) {
    redisFree(writer);
    if (listener != nullptr) redisFree(listener);
    return make_error(error);
  }
  alive_ = std::make_shared<int>(0);
  stopping_ = false;
  writes_.adopt(writer);
  reads_.adopt(reader);
  connected(Link::kSubscriber, listener, "");
  connector_.start();
  watch();
  return {};
}

void RedisStore::stop() {
  if (!alive_) return;
  stopping_ = true;
  // The connector first: its job may be posting to the loop.
  connector_.stop(WorkQueue<std::function<void()>>::Remaining::kDropped);
  alive_.reset();
  watch_.cancel();
  // What was queued goes, answered before the node exits (the loop no longer runs).
  if (writes_.open()) {
    send_waiting(writes_, waiting_, sent_);
    writes_.finish(sent_.size(), std::chrono::seconds(5));
  }
  waiting_.clear();
  sent_.clear();
  listens_.close();
  // Reads still due are dropped unanswered: nothing runs on the loop any more.
  reads_.close();
  reads_waiting_.clear();
  reads_sent_.clear();
}

void RedisStore::on_loop(std::function<void()> then) {
  boost::asio::post(io_, [alive = std::weak_ptr<int>(alive_), then = std::move(then)] {
    if (alive.lock()) then();
  });
}

// Lost and back come from the loop alone, so in the order they happened (a
// "lost" overtaking a later "back" would leave the node refusing turns on a
// Redis that works).
void RedisStore::report_lost(const std::string& reason) {
  if (lost_ || stopping_) return;
  lost_ = true;
  // The writer's connection is as dead, or soon: its answers due are not
  // waited for, and it is made again (which reports back).
  if (writes_.open()) {
    writes_.close();
    writes_failed(reason);
  }
  handlers_.lost(reason);
}

void RedisStore::report_back() {
  if (!lost_) return;
  lost_ = false;
  handlers_.back();
}

bool& RedisStore::connecting(Link link) {
  return link == Link::kWriter ? writer_connecting_ : link == Link::kReader ? reader_connecting_ : listener_connecting_;
}

void RedisStore::connect_later(Link link) {
  bool& connecting = this->connecting(link);
  if (connecting || stopping_) return;
  connecting = true;
  // The job posts its connection back: the loop's handler runs only while the store does.
  connector_.push([this, link, alive = std::weak_ptr<int>(alive_)] {
    std::string error;
    redisContext* c = connect(&error);
    if (c != nullptr && link == Link::kWriter) {
      auto checked = check_sync(c);
      if (checked) checked = load_scripts(c, false);
      if (!checked) {
        error = checked.message();
        redisFree(c);
        c = nullptr;
      }
    }
    // Freed with the job if the store stopped before the loop took it.
    struct Made {
      redisContext* context = nullptr;
      ~Made() {
        if (context != nullptr) redisFree(context);
      }
    };
    auto made = std::make_shared<Made>();
    made->context = c;
    boost::asio::post(io_, [this, link, made, error, alive] {
      if (alive.lock()) connected(link, std::exchange(made->context, nullptr), error);
    });
  });
}

void RedisStore::connected(Link link, redisContext* context, const std::string& error) {
  const bool writer = link == Link::kWriter;
  connecting(link) = false;
  if (link == Link::kReader) {
    // A reader that cannot connect says nothing of the writes: the writer
    // reports Redis lost if it is; the reads waiting are answered with none.
    if (context == nullptr) return reads_unreachable();
    reads_.adopt(context);
    return flush_reads();
  }
  if (context == nullptr) {
    // Nothing waiting to be written was acknowledged: it is dropped with the
    // connection's games (the node starts again from Redis when back).
    report_lost(error);
    if (writer) {
      for (Item& item : waiting_) {
        ++answered_;
        if (item.answered) item.answered(nullptr);
      }
      waiting_.clear();
    }
    return;
  }
  if (writer) {
    writes_.adopt(context);
    report_back();
    flush_writes();
    return;
  }
  // Everything wanted, anew: a restarted Redis knows no subscription.
  listens_.adopt(context);
  changes_.clear();
  listens_.send({"SUBSCRIBE", kNodesChannel});
  for (const auto& channel : channels_) listens_.send({"SUBSCRIBE", channel});
  listens_.flush();
}

std::uint64_t RedisStore::append(const std::string& game, std::uint64_t n, const std::string& previous,
                                 const std::string& tag, const std::string& entry, const std::string& node) {
  return queue({game,
                {"EVALSHA", digest(Script::kAppend), "3", events_key(game), tag_key(game), owner_key(game), std::to_string(n),
                 previous, tag, entry, game_channel(game), node},
                {}});
}

std::uint64_t RedisStore::claim(const std::string& key, std::function<void(Claim)> done) {
  // A claim whose game never came (its player left first) expires in a day.
  return queue({{}, {"SET", key, "", "NX", "EX", "86400"}, [done](const redisReply* r) {
                  done(r == nullptr ? Claim::kFailed : r->type == REDIS_REPLY_NIL ? Claim::kTaken : Claim::kClaimed);
                }});
}

std::uint64_t RedisStore::take_over(const std::string& game, const std::string& from, const std::string& node,
                                    std::function<void(std::optional<std::string>)> done) {
  return queue({{}, {"EVALSHA", digest(Script::kTakeOver), "1", owner_key(game), from, node}, [done](const redisReply* r) {
                  if (r == nullptr || r->type != REDIS_REPLY_STRING) return done(std::nullopt);
                  done(reply_text(r));
                }});
}

std::uint64_t RedisStore::release(const std::string& game, const std::string& node) {
  return command({"EVALSHA", digest(Script::kRelease), "1", owner_key(game), node});
}

std::uint64_t RedisStore::keep(const std::string& game, std::int64_t seconds) {
  return command({"EVALSHA", digest(Script::kKeep), "3", events_key(game), tag_key(game), owner_key(game), std::to_string(seconds)});
}

std::uint64_t RedisStore::command(std::vector<std::string> argv) {
  return queue({{}, std::move(argv), {}});
}

std::uint64_t RedisStore::queue(Item item) {
  waiting_.push_back(std::move(item));
  if (!flush_due_) {
    flush_due_ = true;
    on_loop([this] { flush_writes(); });
  }
  return ++appended_;
}

void RedisStore::flush_writes() {
  flush_due_ = false;
  if (waiting_.empty()) return;
  if (!writes_.open()) return connect_later(Link::kWriter);
  // One pipeline: Redis syncs what arrives together with one write.
  send_waiting(writes_, waiting_, sent_);
}

void RedisStore::send_waiting(RedisLink& link, std::deque<Item>& waiting, std::deque<Item>& sent) {
  const auto now = std::chrono::steady_clock::now();
  for (Item& item : waiting) {
    link.send(item.argv);
    item.sent = now;
    sent.push_back(std::move(item));
  }
  waiting.clear();
  link.flush();
}

void RedisStore::on_write_answer(redisReply* r) {
  if (sent_.empty()) return;
  Item item = std::move(sent_.front());
  sent_.pop_front();
  const std::uint64_t seq = ++answered_;
  if (stopping_) return;
  if (r->type == REDIS_REPLY_ERROR) {
    if (item.answered) item.answered(nullptr);
    writes_.close();
    writes_failed("Redis refused a write: " + reply_text(r));
    return;
  }
  if (!item.game.empty() && r->type == REDIS_REPLY_INTEGER && r->integer == 0) handlers_.conflict(seq, item.game);
  if (item.answered) item.answered(r);
  handlers_.durable(seq);
}

void RedisStore::writes_failed(const std::string& reason) {
  std::deque<Item> unanswered;
  unanswered.swap(sent_);
  answered_ += unanswered.size();
  for (const Item& item : unanswered)
    if (item.answered) item.answered(nullptr);
  report_lost(reason);
  // What waits goes with the next connection, tried at once.
  if (!waiting_.empty()) connect_later(Link::kWriter);
}

void RedisStore::subscribe(const std::string& channel) {
  if (!channels_.insert(channel).second) return;
  changes_.push_back("+" + channel);
  if (!subscriptions_due_) {
    subscriptions_due_ = true;
    on_loop([this] { flush_subscriptions(); });
  }
}

void RedisStore::unsubscribe(const std::string& channel) {
  if (channels_.erase(channel) == 0) return;
  changes_.push_back("-" + channel);
  if (!subscriptions_due_) {
    subscriptions_due_ = true;
    on_loop([this] { flush_subscriptions(); });
  }
}

void RedisStore::flush_subscriptions() {
  subscriptions_due_ = false;
  std::vector<std::string> changes;
  changes.swap(changes_);
  // Without a connection, the next one subscribes to everything wanted.
  if (!listens_.open()) return;
  for (const auto& change : changes) listens_.send({change[0] == '+' ? "SUBSCRIBE" : "UNSUBSCRIBE", change.substr(1)});
  listens_.flush();
}

void RedisStore::on_channel_message(redisReply* r) {
  if (r->type != REDIS_REPLY_ARRAY || r->elements < 3) return;
  const std::string kind = reply_text(r->element[0]);
  const std::string channel = reply_text(r->element[1]);
  if (kind == "message") handlers_.message(channel, reply_text(r->element[2]));
  else if (kind == "subscribe") handlers_.subscribed(channel);
}

void RedisStore::watch() {
  // An answer Redis owes for this long: the connection is taken for dead.
  constexpr auto kAnswerWithin = std::chrono::seconds(5);
  if (writes_.open() && !sent_.empty() && std::chrono::steady_clock::now() - sent_.front().sent > kAnswerWithin) {
    writes_.close();
    writes_failed("Redis did not answer a write within 5 s");
  }
  if (reads_.open() && !reads_sent_.empty() && std::chrono::steady_clock::now() - reads_sent_.front().sent > kAnswerWithin) {
    reads_.close();
    reads_lost();
  }
  // While Redis is away, each connection is tried again even with nothing to send.
  if (!writes_.open()) connect_later(Link::kWriter);
  if (!listens_.open()) connect_later(Link::kSubscriber);
  if (!reads_.open()) connect_later(Link::kReader);
  watch_.expires_after(std::chrono::milliseconds(500));
  watch_.async_wait([this, alive = std::weak_ptr<int>(alive_)](const boost::system::error_code& ec) {
    if (!ec && alive.lock()) watch();
  });
}

}  // namespace djed::server
