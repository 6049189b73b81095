// The store's reads (redis_store.hpp): on their own connection on the loop,
// pipelined as the writes are, so that a join waits for its reads and no
// hand-over to a thread and back; Redis answers a connection's commands in
// order, so each answer goes to the read asked first of those still due.
#include <hiredis/hiredis.h>

#include <memory>
#include <utility>

#include "redis_store.hpp"

namespace djed::server {

void RedisStore::read(std::vector<std::string> argv, std::function<void(const redisReply*)> answered) {
  reads_waiting_.push_back({{}, std::move(argv), std::move(answered)});
  if (!reads_due_) {
    reads_due_ = true;
    on_loop([this] { flush_reads(); });
  }
}

void RedisStore::flush_reads() {
  reads_due_ = false;
  if (reads_waiting_.empty()) return;
  if (!reads_.open()) return connect_later(Link::kReader);
  send_waiting(reads_, reads_waiting_, reads_sent_);
}

void RedisStore::on_read_answer(redisReply* r) {
  if (reads_sent_.empty() || stopping_) return;
  Item item = std::move(reads_sent_.front());
  reads_sent_.pop_front();
  if (item.answered) item.answered(r);
}

void RedisStore::reads_lost() {
  // A read changes nothing, so one sent on a connection that failed is sent
  // once more on the next (a connection unused since Redis restarted fails
  // on its first use); a second failure answers it with none.
  std::deque<Item> unanswered;
  for (auto it = reads_sent_.rbegin(); it != reads_sent_.rend(); ++it) {
    if (it->resent) {
      unanswered.push_front(std::move(*it));
      continue;
    }
    it->resent = true;
    reads_waiting_.push_front(std::move(*it));
  }
  reads_sent_.clear();
  if (!stopping_) connect_later(Link::kReader);
  for (const Item& item : unanswered)
    if (item.answered) item.answered(nullptr);
}

void RedisStore::reads_unreachable() {
  std::deque<Item> unanswered;
  unanswered.swap(reads_waiting_);
  for (const Item& item : unanswered)
    if (item.answered) item.answered(nullptr);
}

void RedisStore::get(const std::string& key, std::function<void(Result<std::optional<std::string>>)> done) {
  read({"GET", key}, [key, done = std::move(done)](const redisReply* r) {
    if (r == nullptr || r->type == REDIS_REPLY_ERROR) return done(make_error("Redis could not read " + key));
    if (r->type == REDIS_REPLY_NIL) return done(std::optional<std::string>{});
    done(std::optional<std::string>{reply_text(r)});
  });
}

void RedisStore::read_game(const std::string& game, std::int64_t from, std::function<void(Result<GameRead>)> done) {
  // Two reads in one pipeline; the second's answer comes after the first's.
  auto read_so_far = std::make_shared<Result<GameRead>>(GameRead{});
  const std::string events = events_key(game), owner = owner_key(game);
  read({"LRANGE", events, std::to_string(from), "-1"}, [read_so_far, events](const redisReply* r) {
    if (r == nullptr || r->type != REDIS_REPLY_ARRAY) {
      *read_so_far = make_error("Redis could not read " + events);
      return;
    }
    for (std::size_t i = 0; i < r->elements; ++i) read_so_far->value().items.push_back(reply_text(r->element[i]));
  });
  read({"GET", owner}, [read_so_far, owner, done = std::move(done)](const redisReply* r) {
    if (!*read_so_far) return done(std::move(*read_so_far));
    if (r == nullptr || r->type == REDIS_REPLY_ERROR) return done(make_error("Redis could not read " + owner));
    if (r->type == REDIS_REPLY_STRING) read_so_far->value().owner = reply_text(r);
    done(std::move(*read_so_far));
  });
}

void RedisStore::some_fields(const std::string& key, int count,
                             std::function<void(Result<std::vector<std::pair<std::string, std::string>>>)> done) {
  read({"HSCAN", key, "0", "COUNT", std::to_string(count)}, [key, done = std::move(done)](const redisReply* r) {
    if (r == nullptr || r->type != REDIS_REPLY_ARRAY || r->elements != 2)
      return done(make_error("Redis could not read " + key));
    std::vector<std::pair<std::string, std::string>> out;
    const redisReply* fields = r->element[1];
    for (std::size_t i = 0; i + 1 < fields->elements; i += 2)
      out.emplace_back(reply_text(fields->element[i]), reply_text(fields->element[i + 1]));
    done(std::move(out));
  });
}

void RedisStore::forget_fields(const std::string& key, const std::vector<std::string>& fields) {
  if (fields.empty()) return;
  std::vector<std::string> argv{"HDEL", key};
  argv.insert(argv.end(), fields.begin(), fields.end());
  read(std::move(argv), {});
}

}  // namespace djed::server
