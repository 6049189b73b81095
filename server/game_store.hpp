#pragma once
// Where the server keeps its games, behind one interface the core speaks:
// - JournalStore (journal_store.hpp): a server alone, its journal on disk;
// - RedisGameStore (redis_game_store.hpp): nodes sharing Redis;
// - MemoryStore (memory_store.hpp): memory only, alone or shared by the
//   nodes of one process (the core's tests, the nodes' tests without Redis).
// The core calls a store on its network thread, and everything a store
// reports reaches that thread too (through the post it was made with).
//
// A store of one node has nothing to read on demand and nobody to tell: its
// reads answer empty and its messages to other nodes go nowhere. Whether
// other nodes share the store (shared()) is the one thing the core asks.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "djed/result.hpp"
#include "node_messages.hpp"

namespace djed::server {

class OnlineGame;

// Runs a function on the network thread.
using Post = std::function<void(std::function<void()>)>;

class GameStore {
 public:
  // What a store reports, always on the network thread.
  struct Listener {
    // Every write up to `seq` is stored for good.
    std::function<void(std::uint64_t seq)> durable;
    // Writes failed and will not be stored (the journal: for good).
    std::function<void(std::string reason)> failed;
    // A shared store cannot be reached (once per loss), and is again.
    std::function<void(std::string reason)> lost;
    std::function<void()> back;
    // The append numbered `seq` was refused: another node wrote that event of `game` first.
    std::function<void(std::uint64_t seq, std::string game)> conflict;
    // Another node's message about a game this node follows, or about the nodes.
    std::function<void(std::string game, node::GameMessage message)> game_message;
    std::function<void(node::NodesMessage message)> nodes_message;
    // A message from another node that does not read (it is dropped).
    std::function<void(std::string channel, std::string text)> unreadable;
    // This node now hears a game's messages (follow()).
    std::function<void(std::string game)> following;
  };
  // What a key led to, read on demand: its value ("ID" for a code, "ID SIDE"
  // for a seat token; none: no such key, or the store away), and the events
  // of the game it names ("TAG ENTRY" each, node::StoredEvent) with the
  // node that owns it ("" none).
  struct Lookup {
    std::optional<std::string> value;
    std::string game;
    std::vector<std::string> items;
    std::string owner;
    bool failed = false;  // the store could not be read: nothing is known
  };
  enum class Key { kCode, kToken };
  enum class Claim { kClaimed, kTaken, kFailed };

  virtual ~GameStore() = default;

  // ---- starting and stopping ----
  // The journal lines kept from the last run, in order (a shared store
  // keeps none here: its games are read when asked for). An error when
  // they cannot be read.
  virtual Result<std::vector<std::string>> restore() = 0;
  // Keeps `kept` (what restore() gave, less the games done with) and
  // starts storing as node `node` (its name among the nodes sharing a
  // store); reports go to `listener` from now on.
  virtual Result<void> start(const std::vector<std::string>& kept, const std::string& node, Listener listener) = 0;
  // Stores what was written, then stops (nothing is reported after).
  virtual void stop() = 0;
  // Where the games are kept, for the log ("journal=PATH", "redis=HOST:PORT").
  virtual std::string where() const = 0;
  // Whether other nodes share this store: a game in it may be missing from
  // this node's memory, and change under it.
  virtual bool shared() const = 0;
  // The server is alive at wall time `wall_ms` (said five times a second and at
  // a stop), kept through a kill so that the next run knows when this one
  // ended; last_alive(): when the last run last said so (read by
  // restore(); none: unknown, or a shared store, whose games live on).
  virtual void alive(std::int64_t wall_ms) = 0;
  virtual std::optional<std::int64_t> last_alive() const = 0;

  // ---- writes, numbered from 1 in the order made; durable() says when ----
  // Event `number` of `game` (a journal line). `tag` is the store's name
  // of the game's last event as this node knows it, and becomes the new
  // one's: a shared store takes the event only after that one, and only
  // from the game's owner (the node writing a game's first event owns it);
  // else it reports a conflict.
  virtual std::uint64_t append(const std::string& game, std::uint64_t number, std::string& tag,
                               const std::string& line) = 0;
  virtual std::uint64_t appended() const = 0;
  // Claims an invite code no game on any node has; `done` runs on the
  // network thread, at once or later.
  virtual void claim(const std::string& code, std::function<void(Claim)> done) = 0;
  // A game made here (created, or a rematch): its code and the tokens of
  // its seats taken lead to it from every node (an open game's code once
  // kept_open() is called, which follows at once).
  virtual void made(const OnlineGame& game) = 0;
  // An open game is kept `idle_ms` more (its creator is here): its code and
  // its creator's token lead to it that long; `entry`: how the lobby of
  // every node lists it (none: not listed).
  virtual void kept_open(const OnlineGame& game, const std::optional<node::LobbyEntry>& entry,
                         std::int64_t idle_ms) = 0;
  // Both seats taken: their tokens lead to the game, kept for good, off the
  // lobby. Written by the node that writes the join, before its event.
  virtual void joined(const OnlineGame& game) = 0;
  // Over: kept `keep_ms` more for rematches and late returns, off the lobby.
  virtual void finished(const OnlineGame& game, std::int64_t keep_ms) = 0;
  // An open game nobody joined: forgotten.
  virtual void expired(const OnlineGame& game) = 0;
  // The old game's rematch `id` (invite code `code`) has started, written
  // by this node: its code and its players' tokens (sides swapped) lead to
  // it from every node. A store of one node keeps no such keys.
  virtual void rematch_started(const OnlineGame&, const std::string&, const std::string&) {}
  // A rematch made here that never began (the old game's owner declined its
  // start): forgotten, but the tokens of its seats, never pointed at it,
  // still lead where they led. A store of one node declines nothing.
  virtual void withdrawn(const OnlineGame& game) { expired(game); }
  // Whether the store grew enough to be rewritten with the games kept;
  // the rewrite, keeping the events of `games` alone, read back from the
  // store itself (false while one is under way).
  virtual bool wants_compaction() const = 0;
  virtual bool compact(std::unordered_set<std::string> games) = 0;

  // ---- one owner per game (a shared store) ----
  // Makes this node the game's owner if `from` still is ("": nobody is);
  // `done` runs on the network thread with the owner then ("" none; none:
  // the store could not say).
  virtual void take_over(const std::string& game, const std::string& from,
                         std::function<void(std::optional<std::string>)> done) = 0;
  // Gives the game up, if this node still owns it.
  virtual void release(const std::string& game) = 0;

  // ---- between nodes ----
  // Hears the messages of a game's other nodes (Listener::following says
  // from when), and no more.
  virtual void follow(const std::string& game) = 0;
  virtual void unfollow(const std::string& game) = 0;
  virtual void publish(const std::string& game, const node::GameMessage& message) = 0;
  virtual void publish(const node::NodesMessage& message) = 0;
  // To one node alone (it hears it as a game message of `game`, following
  // the game or not).
  virtual void send(const std::string& node, const std::string& game, const node::GameMessage& message) = 0;

  // ---- reads on demand (a shared store), answered on the network thread ----
  // A shared store answers each, `failed` when it could not be read (a
  // store of one node reads nothing on demand).
  virtual void look_up(Key key, const std::string& name, std::function<void(Lookup)> done) = 0;
  // A game's events from the `from`-th (0: all), and its owner.
  virtual void read_game(const std::string& game, std::int64_t from, std::function<void(Lookup)> done) = 0;
  // The open games of every node (at most about `count`, those still open).
  virtual void read_lobby(int count, std::function<void(std::vector<online::OpenGame>)> done) = 0;
};

}  // namespace djed::server
