#include "redis_store.hpp"

#include <hiredis/hiredis.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <charconv>
#include <chrono>
#include <memory>

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

// KEYS: the owner. ARGV: the node giving it up.
constexpr const char* kReleaseScript = R"lua(
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
)lua";

using Reply = std::unique_ptr<redisReply, RedisStore::ReplyDeleter>;

// A command's words as hiredis takes them: pointers and lengths (binary safe).
struct Words {
  explicit Words(const std::vector<std::string>& argv) {
    for (const auto& a : argv) {
      pointers.push_back(a.data());
      lengths.push_back(a.size());
    }
  }
  int count() const { return static_cast<int>(pointers.size()); }
  std::vector<const char*> pointers;
  std::vector<std::size_t> lengths;
};

Reply run(redisContext* c, const std::vector<std::string>& argv) {
  Words words(argv);  // hiredis 0.14 takes the pointers as const char**
  return Reply(static_cast<redisReply*>(redisCommandArgv(c, words.count(), words.pointers.data(), words.lengths.data())));
}

void append_argv(redisContext* c, const std::vector<std::string>& argv) {
  Words words(argv);  // hiredis 0.14 takes the pointers as const char**
  redisAppendCommandArgv(c, words.count(), words.pointers.data(), words.lengths.data());
}

std::string text_of(const redisReply* r) { return r->str != nullptr ? std::string(r->str, r->len) : std::string(); }

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

RedisStore::RedisStore(RedisAddress address, Handlers handlers)
    : address_(std::move(address)),
      handlers_(std::move(handlers)),
      // While Redis is away, the writer tries again twice a second even with nothing to write.
      writer_([this](std::vector<Item>& batch) { write(batch); }, {.gather = {}, .idle = std::chrono::milliseconds(500)}) {
  for (int i = 0; i < kReaders; ++i) readers_.push_back(std::make_unique<Reader>(*this));
}

RedisStore::Reader::Reader(RedisStore& store)
    : queue([this, &store](std::function<void(Reads&)>& job) {
        Reads reads(store, &connection);
        try {
          job(reads);
        } catch (...) {
          // A job's own failure is its caller's to notice (nothing comes back).
        }
      }) {}

RedisStore::~RedisStore() {
  stop();
  if (wake_fd_ >= 0) ::close(wake_fd_);
}

redisContext* RedisStore::connect(std::string* error) const {
  const timeval timeout{1, 0};
  redisContext* c = redisConnectWithTimeout(address_.host.c_str(), address_.port, timeout);
  if (c == nullptr || c->err != 0) {
    *error = "cannot reach Redis at " + address_.host + ":" + std::to_string(address_.port) +
             (c != nullptr ? std::string(": ") + c->errstr : std::string());
    if (c != nullptr) redisFree(c);
    return nullptr;
  }
  const auto fail = [&](const std::string& what) -> redisContext* {
    *error = what;
    redisFree(c);
    return nullptr;
  };
  if (!address_.password.empty()) {
    Reply r = run(c, {"AUTH", address_.password});
    if (!r || r->type == REDIS_REPLY_ERROR) return fail("Redis refused the password" + (r ? ": " + text_of(r.get()) : ""));
  }
  if (address_.database != 0) {
    Reply r = run(c, {"SELECT", std::to_string(address_.database)});
    if (!r || r->type == REDIS_REPLY_ERROR) return fail("Redis has no database " + std::to_string(address_.database));
  }
  return c;
}

Result<void> RedisStore::check_sync(redisContext* c) const {
  // An acknowledged turn must survive Redis's own crash: only an append-only
  // file synced at every write gives that.
  const auto setting = [&](const std::string& name) -> std::optional<std::string> {
    Reply r = run(c, {"CONFIG", "GET", name});
    if (!r || r->type != REDIS_REPLY_ARRAY || r->elements != 2) return std::nullopt;
    return text_of(r->element[1]);
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
  redisContext* c = connect(&error);
  if (c == nullptr) return make_error(error);
  auto checked = check_sync(c);
  redisFree(c);
  if (!checked) return checked;
  wake_fd_ = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
  if (wake_fd_ < 0) return make_error("cannot make an eventfd");
  {
    std::lock_guard lock(mutex_);
    stopping_ = false;
  }
  writer_.start();
  listener_ = std::thread([this] { listen_loop(); });
  for (auto& reader : readers_) reader->queue.start();
  return {};
}

void RedisStore::stop() {
  if (!listener_.joinable()) return;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  writer_.stop(WorkQueue<Item>::Remaining::kDone);
  if (write_connection_ != nullptr) redisFree(write_connection_);
  write_connection_ = nullptr;
  const std::uint64_t one = 1;
  if (::write(wake_fd_, &one, sizeof one) < 0) {
  }
  listener_.join();
  for (auto& reader : readers_) {
    reader->queue.stop(WorkQueue<std::function<void(Reads&)>>::Remaining::kDropped);
    if (reader->connection != nullptr) redisFree(reader->connection);
    reader->connection = nullptr;
  }
}

// The writer and the listener both report; each change and its handler go
// together, so the node hears lost and back in the order they happened (a
// "lost" overtaking a later "back" would leave the node refusing turns on a
// Redis that works).
void RedisStore::report_lost(const std::string& reason) {
  std::lock_guard reporting(reports_mutex_);
  {
    std::lock_guard lock(mutex_);
    if (lost_) return;
    lost_ = true;
  }
  handlers_.lost(reason);
}

void RedisStore::report_back() {
  std::lock_guard reporting(reports_mutex_);
  {
    std::lock_guard lock(mutex_);
    if (!lost_) return;
    lost_ = false;
  }
  handlers_.back();
}

std::uint64_t RedisStore::append(const std::string& game, std::uint64_t n, const std::string& previous,
                                 const std::string& tag, const std::string& entry, const std::string& node) {
  return queue({game,
                {"EVAL", kAppendScript, "3", events_key(game), tag_key(game), owner_key(game), std::to_string(n),
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
  return queue({{}, {"EVAL", kTakeOverScript, "1", owner_key(game), from, node}, [done](const redisReply* r) {
                  if (r == nullptr || r->type != REDIS_REPLY_STRING) return done(std::nullopt);
                  done(text_of(r));
                }});
}

std::uint64_t RedisStore::release(const std::string& game, const std::string& node) {
  return command({"EVAL", kReleaseScript, "1", owner_key(game), node});
}

std::uint64_t RedisStore::command(std::vector<std::string> argv) {
  return queue({{}, std::move(argv), {}});
}

std::uint64_t RedisStore::queue(Item item) {
  appended_ = writer_.push(std::move(item));
  return appended_;
}

void RedisStore::write(std::vector<Item>& batch) {
  redisContext*& c = write_connection_;
  const std::uint64_t first = taken_ + 1;  // the batch's first write's number
  taken_ += batch.size();
  {
    // Lost as the listener found: this connection is as dead, or soon.
    std::lock_guard lock(mutex_);
    if (lost_ && c != nullptr) {
      redisFree(c);
      c = nullptr;
    }
  }
  if (c == nullptr) {
    std::string error;
    c = connect(&error);
    if (c != nullptr) {
      if (auto checked = check_sync(c); !checked) {
        error = checked.message();
        redisFree(c);
        c = nullptr;
      }
    }
    if (c == nullptr) {
      // Nothing of the batch was acknowledged: it is dropped with the
      // connection's games (the node starts again from Redis when back).
      report_lost(error);
      for (const Item& item : batch)
        if (item.answered) item.answered(nullptr);
      return;
    }
    const timeval timeout{5, 0};
    redisSetTimeout(c, timeout);
    report_back();
  }
  if (batch.empty()) return;
  // One pipeline: Redis syncs what arrives together with one write.
  for (const Item& item : batch) append_argv(c, item.argv);
  std::string failure;
  std::size_t answered = 0;
  for (const Item& item : batch) {
    void* raw = nullptr;
    if (redisGetReply(c, &raw) != REDIS_OK) {
      failure = std::string("lost Redis: ") + c->errstr;
      break;
    }
    Reply r(static_cast<redisReply*>(raw));
    if (r->type == REDIS_REPLY_ERROR) {
      failure = "Redis refused a write: " + text_of(r.get());
      break;
    }
    if (!item.game.empty() && r->type == REDIS_REPLY_INTEGER && r->integer == 0)
      handlers_.conflict(first + answered, item.game);
    ++answered;
    if (item.answered) item.answered(r.get());
  }
  if (!failure.empty()) {
    for (std::size_t i = answered; i < batch.size(); ++i)
      if (batch[i].answered) batch[i].answered(nullptr);
    redisFree(c);
    c = nullptr;
    report_lost(failure);
    return;
  }
  handlers_.durable(taken_);
}

void RedisStore::subscribe(const std::string& channel) {
  {
    std::lock_guard lock(channels_mutex_);
    if (!channels_.insert(channel).second) return;
    changes_.push_back("+" + channel);
  }
  const std::uint64_t one = 1;
  if (::write(wake_fd_, &one, sizeof one) < 0) {
  }
}

void RedisStore::unsubscribe(const std::string& channel) {
  {
    std::lock_guard lock(channels_mutex_);
    if (channels_.erase(channel) == 0) return;
    changes_.push_back("-" + channel);
  }
  const std::uint64_t one = 1;
  if (::write(wake_fd_, &one, sizeof one) < 0) {
  }
}

void RedisStore::listen_loop() {
  redisContext* c = nullptr;
  const auto stopping = [&] {
    std::lock_guard lock(mutex_);
    return stopping_;
  };
  const auto drop = [&](const std::string& reason) {
    redisFree(c);
    c = nullptr;
    report_lost(reason);
  };
  while (!stopping()) {
    std::vector<std::string> changes;
    if (c == nullptr) {
      std::string error;
      c = connect(&error);
      if (c == nullptr) {
        report_lost(error);
        pollfd wait{wake_fd_, POLLIN, 0};
        ::poll(&wait, 1, 500);
        std::uint64_t count = 0;
        if (::read(wake_fd_, &count, sizeof count) < 0) {
        }
        continue;
      }
      // Everything wanted, anew: a restarted Redis knows no subscription.
      std::lock_guard lock(channels_mutex_);
      changes_.clear();
      changes.push_back(std::string("+") + kNodesChannel);
      for (const auto& channel : channels_) changes.push_back("+" + channel);
    } else {
      std::lock_guard lock(channels_mutex_);
      changes.swap(changes_);
    }
    for (const auto& change : changes)
      append_argv(c, {change[0] == '+' ? "SUBSCRIBE" : "UNSUBSCRIBE", change.substr(1)});
    int done = changes.empty() ? 1 : 0;
    while (done == 0)
      if (redisBufferWrite(c, &done) != REDIS_OK) break;
    if (c->err != 0) {
      drop(std::string("lost Redis: ") + c->errstr);
      continue;
    }
    pollfd fds[2] = {{c->fd, POLLIN, 0}, {wake_fd_, POLLIN, 0}};
    if (::poll(fds, 2, 500) <= 0) continue;
    if (fds[1].revents != 0) {
      std::uint64_t count = 0;
      if (::read(wake_fd_, &count, sizeof count) < 0) {
      }
    }
    if (fds[0].revents == 0) continue;
    if (redisBufferRead(c) != REDIS_OK) {
      drop(std::string("lost Redis: ") + c->errstr);
      continue;
    }
    for (;;) {
      void* raw = nullptr;
      if (redisGetReplyFromReader(c, &raw) != REDIS_OK) {
        drop(std::string("lost Redis: ") + c->errstr);
        break;
      }
      if (raw == nullptr) break;
      Reply r(static_cast<redisReply*>(raw));
      if (r->type != REDIS_REPLY_ARRAY || r->elements < 3) continue;
      const std::string kind = text_of(r->element[0]);
      const std::string channel = text_of(r->element[1]);
      if (kind == "message") handlers_.message(channel, text_of(r->element[2]));
      else if (kind == "subscribe") handlers_.subscribed(channel);
    }
  }
  if (c != nullptr) redisFree(c);
}

redisContext* RedisStore::read_connection(redisContext** connection) const {
  if (*connection != nullptr && (*connection)->err == 0) return *connection;
  if (*connection != nullptr) redisFree(*connection);
  std::string error;
  *connection = connect(&error);
  if (*connection != nullptr) {
    const timeval timeout{2, 0};
    redisSetTimeout(*connection, timeout);
  }
  return *connection;
}

Reply RedisStore::Reads::ask(const std::vector<std::string>& argv) {
  // A connection unused since Redis went away fails on its first use: once
  // more on a new one.
  for (int attempt = 0; attempt < 2; ++attempt) {
    redisContext* c = store_.read_connection(connection_);
    if (c == nullptr) return nullptr;
    Reply r = run(c, argv);
    if (r) return r;
  }
  return nullptr;
}

Result<std::optional<std::string>> RedisStore::Reads::get(const std::string& key) {
  Reply r = ask({"GET", key});
  if (!r || r->type == REDIS_REPLY_ERROR) return make_error("Redis could not read " + key);
  if (r->type == REDIS_REPLY_NIL) return std::optional<std::string>{};
  return std::optional<std::string>{text_of(r.get())};
}

Result<std::vector<std::string>> RedisStore::Reads::range(const std::string& key, std::int64_t from) {
  Reply r = ask({"LRANGE", key, std::to_string(from), "-1"});
  if (!r || r->type != REDIS_REPLY_ARRAY) return make_error("Redis could not read " + key);
  std::vector<std::string> out;
  for (std::size_t i = 0; i < r->elements; ++i) out.push_back(text_of(r->element[i]));
  return out;
}

Result<std::pair<std::vector<std::string>, std::string>> RedisStore::Reads::game(const std::string& game,
                                                                                std::int64_t from) {
  auto items = range(events_key(game), from);
  if (!items) return make_error(items.message());
  auto owner = get(owner_key(game));
  if (!owner) return make_error(owner.message());
  return std::pair{std::move(items.value()), owner.value().value_or("")};
}

void RedisStore::read_later(std::function<void(Reads&)> job) {
  readers_[next_reader_]->queue.push(std::move(job));
  next_reader_ = (next_reader_ + 1) % readers_.size();
}

Result<std::vector<std::pair<std::string, std::string>>> RedisStore::Reads::some_fields(const std::string& key,
                                                                                       int count) {
  Reply r = ask({"HSCAN", key, "0", "COUNT", std::to_string(count)});
  if (!r || r->type != REDIS_REPLY_ARRAY || r->elements != 2) return make_error("Redis could not read " + key);
  std::vector<std::pair<std::string, std::string>> out;
  const redisReply* fields = r->element[1];
  for (std::size_t i = 0; i + 1 < fields->elements; i += 2)
    out.emplace_back(text_of(fields->element[i]), text_of(fields->element[i + 1]));
  return out;
}

void RedisStore::Reads::forget_fields(const std::string& key, const std::vector<std::string>& fields) {
  if (fields.empty()) return;
  std::vector<std::string> argv{"HDEL", key};
  argv.insert(argv.end(), fields.begin(), fields.end());
  ask(argv);
}

}  // namespace djed::server
