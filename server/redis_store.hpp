#pragma once
// Where a node of several keeps its games: Redis (docs/scaling.md).
// Its connections, none of which makes the network thread wait:
// - the writer's, on the network thread's own loop (RedisLink): what the
//   thread queued in one turn of the loop goes out as one pipeline, and each
//   write is reported durable when Redis has answered it (Redis runs with
//   `appendfsync always`, so an answer comes after the write is synced);
// - the subscriber's, on the loop too, which hears the events other nodes
//   append to the games this node serves, and the nodes' heartbeats;
// - the reader's, on the loop too, which reads what a request needs (the
//   game behind an invite code or a seat's token and its events, the lobby,
//   the events another node appended that this node missed): the reads
//   asked in one turn of the loop go out as one pipeline, and each answer
//   is handed to its asker as it comes (redis_reads.cpp).
// A connection is made on a thread of its own (connecting may wait) and
// handed to the loop.
// A game's events are appended by a script that takes event n only after
// event n-1 as this node knows it (its tag), so two nodes never write one
// event number twice; the script publishes the event on the game's channel.
#include <array>
#include <chrono>
#include <deque>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include "djed/result.hpp"
#include "redis_link.hpp"
#include "work_queue.hpp"

struct redisContext;
struct redisReply;

namespace djed::server {

struct RedisAddress {
  std::string host = "127.0.0.1";
  int port = 6379;
  std::string password;
  int database = 0;
  std::string text;  // as given
};
// redis://[:PASSWORD@]HOST[:PORT][/DB]
Result<RedisAddress> parse_redis_url(const std::string& url);

class RedisStore {
 public:
  struct ReplyDeleter {
    void operator()(redisReply* r) const;
  };
  struct Handlers {
    // Each on the loop's thread, from the loop's own handlers (never from
    // inside a call to the store).
    // Every write up to `seq` is durable.
    std::function<void(std::uint64_t seq)> durable;
    // The append numbered `seq` was refused: another node wrote that event
    // of `game` first.
    std::function<void(std::uint64_t seq, std::string game)> conflict;
    // Redis cannot be reached (once per loss), and again reached.
    std::function<void(std::string reason)> lost;
    std::function<void()> back;
    // A message on a channel; a subscription now listening.
    std::function<void(std::string channel, std::string message)> message;
    std::function<void(std::string channel)> subscribed;
  };

  // `io`: the network thread's loop, which every call comes from.
  RedisStore(boost::asio::io_context& io, RedisAddress address, Handlers handlers);
  ~RedisStore();
  RedisStore(const RedisStore&) = delete;
  RedisStore& operator=(const RedisStore&) = delete;

  // Connects, checks that Redis syncs every write, starts listening.
  Result<void> start();
  // With the loop no longer running: sends what is queued, waits for its
  // answers (a few seconds at most), then stops.
  void stop();

  // ---- writes, in order, numbered from 1 like journal lines ------------------
  // Appends event `n` of `game` after the event tagged `previous` ("" for the
  // first), tagged `tag`, if `node` owns the game (or writes its first
  // event, which makes it the owner): the game's list holds "tag entry",
  // its channel is told "n previous tag entry".
  std::uint64_t append(const std::string& game, std::uint64_t n, const std::string& previous, const std::string& tag,
                       const std::string& entry, const std::string& node);
  // Makes `node` the game's owner if `from` still is ("": nobody); `done`
  // is called with the owner then ("" none; none when
  // Redis is away).
  std::uint64_t take_over(const std::string& game, const std::string& from, const std::string& node,
                          std::function<void(std::optional<std::string>)> done);
  // Keeps the game's own keys (its events, tag and owner) `seconds` more,
  // or for good (0).
  std::uint64_t keep(const std::string& game, std::int64_t seconds);
  // Gives the game up if `node` owns it.
  std::uint64_t release(const std::string& game, const std::string& node);
  // SET key "" NX (for a day, unless set again), in line with the other writes; `done` is called
  // with: claimed, taken already, or failed (Redis away).
  enum class Claim { kClaimed, kTaken, kFailed };
  std::uint64_t claim(const std::string& key, std::function<void(Claim)> done);
  // Any other command (SET, HSET, EXPIRE, PUBLISH ...).
  std::uint64_t command(std::vector<std::string> argv);
  std::uint64_t appended() const { return appended_; }

  // ---- subscriptions ----------------------------------------------------------------
  void subscribe(const std::string& channel);
  void unsubscribe(const std::string& channel);

  // ---- reads, answered on the loop in the order asked ----------------------------
  // Each `done` gets an error when Redis could not answer (away, or a
  // connection lost with the read on it). Reads take no part in appended().
  void get(const std::string& key, std::function<void(Result<std::optional<std::string>>)> done);
  struct GameRead {
    std::vector<std::string> items;  // the game's list from the `from`-th
    std::string owner;               // "" none
  };
  // A game's events from the `from`-th and its owner, read together.
  void read_game(const std::string& game, std::int64_t from, std::function<void(Result<GameRead>)> done);
  // Up to about `count` fields of a hash (HSCAN from the start).
  void some_fields(const std::string& key, int count,
                   std::function<void(Result<std::vector<std::pair<std::string, std::string>>>)> done);
  // Removes fields of a hash found stale while reading (best effort, unanswered).
  void forget_fields(const std::string& key, const std::vector<std::string>& fields);

  // Names of the keys and channels (docs/scaling.md lists them).
  static std::string events_key(const std::string& game) { return "djed:game:{" + game + "}:events"; }
  static std::string tag_key(const std::string& game) { return "djed:game:{" + game + "}:tag"; }
  static std::string owner_key(const std::string& game) { return "djed:game:{" + game + "}:owner"; }
  static std::string game_channel(const std::string& game) { return "djed:game:{" + game + "}"; }
  static std::string code_key(const std::string& code) { return "djed:code:" + code; }
  static std::string token_key(const std::string& hash) { return "djed:token:" + hash; }
  static constexpr const char* kLobbyKey = "djed:lobby";
  static constexpr const char* kNodesChannel = "djed:nodes";
  static std::string node_channel(const std::string& node) { return "djed:node:" + node; }
  // Where a node listens for the others' links, and its secret (node_link.hpp).
  static std::string link_key(const std::string& node) { return "djed:link:" + node; }

 private:
  struct Item {
    std::string game;  // an append's game; empty for a command
    std::vector<std::string> argv;
    // Called with the answer (none: not answered, Redis away), if any wants it.
    std::function<void(const redisReply*)> answered;
    std::chrono::steady_clock::time_point sent{};
    bool resent = false;  // a read sent again after its connection failed
  };
  std::uint64_t queue(Item item);
  // What waits goes out on `link` as one pipeline, its answers due in that order.
  static void send_waiting(RedisLink& link, std::deque<Item>& waiting, std::deque<Item>& sent);
  redisContext* connect(std::string* error) const;
  Result<void> check_sync(redisContext* c) const;
  // The scripts (redis_store.cpp), loaded on a writer's connection, and run by digest.
  enum class Script { kAppend, kTakeOver, kKeep, kRelease };
  Result<void> load_scripts(redisContext* c, bool first);
  const std::string& digest(Script script) const { return digests_[static_cast<std::size_t>(script)]; }
  void report_lost(const std::string& reason);
  void report_back();
  // Runs `then` on the loop, unless the store stopped meanwhile.
  void on_loop(std::function<void()> then);
  // A connection made on the connector's thread, then adopted on the loop
  // (none, with the reason, when it could not be made).
  enum class Link { kWriter, kSubscriber, kReader };
  bool& connecting(Link link);
  void connect_later(Link link);
  void connected(Link link, redisContext* context, const std::string& error);

  // The writer's: writes queued since the last turn of the loop go out together.
  void flush_writes();
  void on_write_answer(redisReply* reply);
  // The connection failed: what was sent is not answered, what waits goes
  // with the next connection.
  void writes_failed(const std::string& reason);
  // The reader's, as the writer's. A read sent on a connection that failed
  // goes once more on the next; one asked while a connection is being made
  // waits for it; all are answered with none if it cannot be made.
  void read(std::vector<std::string> argv, std::function<void(const redisReply*)> answered);
  void flush_reads();
  void on_read_answer(redisReply* reply);
  void reads_lost();
  void reads_unreachable();
  // The subscriber's: (un)subscriptions sent on the next turn of the loop.
  void flush_subscriptions();
  void on_channel_message(redisReply* reply);
  // Twice a second: a lost connection made again, an answer overdue.
  void watch();

  boost::asio::io_context& io_;
  RedisAddress address_;
  Handlers handlers_;
  std::shared_ptr<int> alive_;  // reset by stop(): what was posted before finds it gone
  bool stopping_ = false;
  bool lost_ = false;  // reported lost, not yet back
  std::uint64_t appended_ = 0;  // writes queued so far
  std::uint64_t answered_ = 0;  // writes answered or dropped so far, in order
  std::array<std::string, 4> digests_;  // the scripts' (SHA-1), written by start() alone

  RedisLink writes_;
  std::deque<Item> waiting_;  // not sent yet
  std::deque<Item> sent_;     // sent, their answers due in this order
  bool flush_due_ = false, writer_connecting_ = false;

  RedisLink listens_;
  std::set<std::string> channels_;    // wanted
  std::vector<std::string> changes_;  // (un)subscriptions not yet sent: "+name" / "-name"
  bool subscriptions_due_ = false, listener_connecting_ = false;

  boost::asio::steady_timer watch_;
  WorkQueue<std::function<void()>> connector_;

  RedisLink reads_;
  std::deque<Item> reads_waiting_;  // not sent yet
  std::deque<Item> reads_sent_;     // sent, their answers due in this order
  bool reads_due_ = false, reader_connecting_ = false;
};

}  // namespace djed::server
