#pragma once
// Games kept in memory, by a MemoryHub that outlives the servers using it:
// - alone, a hub keeps one server's journal lines, read back when a server
//   starts again on it (as after a crash: what was acknowledged is there);
// - shared, a hub plays Redis's part for the nodes of one process: keys of
//   codes and seat tokens, each game's events appended only after its last
//   as the writing node knows it (else a conflict), the lobby, and channels
//   delivering every node's messages to the nodes following (the writer too).
// Every report goes through the store's post, as from a store of threads;
// the hub can hold the acknowledgements back (and, as Redis does until its
// sync, what is published on games' channels and the answers to nodes), go away and come back, and cut
// a node off as a crash would. The tests of the core and of the nodes run on
// it with a clock of their own.
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "game_store.hpp"

namespace djed::server {

class MemoryStore;

class MemoryHub {
 public:
  // Acknowledgements held until released (each store's come at once then).
  void hold_acknowledgements(bool hold);
  // The shared store cannot be reached (every store reports it lost; writes
  // fail), and can again.
  void go_away();
  void come_back();
  // A store no longer hears or is heard, as a node killed: no "bye".
  void cut_off(MemoryStore& store);
  // Subscriptions to games' channels held back (as Redis's come a while
  // after they are asked for), and then made.
  void hold_subscriptions(bool hold);
  // Reads fail while the store is there (as when the reader's connection to
  // Redis is lost), and work again.
  void fail_reads(bool fail) { failing_reads_ = fail; }

  // What an alone store keeps.
  std::vector<std::string> journal;
  std::optional<std::int64_t> alive;  // when its server last said it was
  // What a shared store keeps (Redis's keys, docs/scaling.md).
  std::map<std::string, std::vector<std::string>> events;  // game -> "TAG ENTRY" each
  std::map<std::string, std::string> tags;                  // game -> its last event's tag
  std::map<std::string, std::string> owners;                // game -> the node that writes it
  std::map<std::string, std::string> codes;                 // code -> game ("" claimed for a game to come)
  std::map<std::string, std::string> tokens;                // token hash -> "GAME SIDE"
  std::map<std::string, node::LobbyEntry> lobby;            // code -> entry
  std::vector<node::GameMessage> sent;                      // what nodes said to one node (send()), in order
  std::vector<node::GameMessage> published;                 // what nodes said on games' channels, in order

 private:
  friend class MemoryStore;
  void publish(const std::string& game, const node::GameMessage& message);
  void publish(const node::NodesMessage& message);
  // Now, or once the acknowledgements held are released.
  void deliver(std::function<void()> delivery);
  std::set<MemoryStore*> stores_;
  std::vector<std::function<void()>> held_deliveries_;
  bool holding_ = false;
  bool holding_subscriptions_ = false;
  bool away_ = false;
  bool failing_reads_ = false;
};

class MemoryStore final : public GameStore {
 public:
  MemoryStore(std::shared_ptr<MemoryHub> hub, bool shared, Post post);
  ~MemoryStore() override;

  Result<std::vector<std::string>> restore() override;
  Result<void> start(const std::vector<std::string>& kept, const std::string& node, Listener listener) override;
  void stop() override;
  std::string where() const override { return shared_ ? "memory=shared" : "memory"; }
  bool shared() const override { return shared_; }
  void alive(std::int64_t wall_ms) override {
    if (!shared_) hub_->alive = wall_ms;
  }
  std::optional<std::int64_t> last_alive() const override { return last_alive_; }

  std::uint64_t append(const std::string& game, std::uint64_t number, std::string& tag,
                       const std::string& line) override;
  std::uint64_t appended() const override { return appended_; }
  void claim(const std::string& code, std::function<void(Claim)> done) override;
  void made(const OnlineGame& game) override;
  void kept_open(const OnlineGame& game, const std::optional<node::LobbyEntry>& entry, std::int64_t idle_ms) override;
  void joined(const OnlineGame& game) override;
  void finished(const OnlineGame& game, std::int64_t keep_ms) override;
  void expired(const OnlineGame& game) override;
  void rematch_started(const OnlineGame& old_game, const std::string& id, const std::string& code) override;
  void withdrawn(const OnlineGame& game) override;
  bool wants_compaction() const override { return false; }
  bool compact(std::unordered_set<std::string> games) override;

  void take_over(const std::string& game, const std::string& from,
                 std::function<void(std::optional<std::string>)> done) override;
  void release(const std::string& game) override;
  void follow(const std::string& game) override;
  void unfollow(const std::string& game) override;
  void publish(const std::string& game, const node::GameMessage& message) override;
  void publish(const node::NodesMessage& message) override;
  void send(const std::string& node, const std::string& game, const node::GameMessage& message) override;

  void look_up(Key key, const std::string& name, std::function<void(Lookup)> done) override;
  void read_game(const std::string& game, std::int64_t from, std::function<void(Lookup)> done) override;
  void read_lobby(int count, std::function<void(std::vector<online::OpenGame>)> done) override;

  // This store's own writes left unacknowledged (as a node whose writes
  // are slow to sync), and then acknowledged.
  void hold_acknowledgements(bool hold);

 private:
  friend class MemoryHub;
  // On the hub, and the hub not away.
  bool reachable();
  // Reachable, and reads not failing.
  bool readable();
  // A write numbered and acknowledged (unless held); false when not reachable.
  bool write();
  void acknowledge();
  bool acknowledging() const { return !hub_->holding_ && !holding_own_; }
  bool holding_own_ = false;  // its own acknowledgements
  // The tokens of the game's seats taken lead to it.
  void write_tokens(const OnlineGame& game);
  // The game's events, tag, owner and code.
  void erase_own_keys(const OnlineGame& game);
  // Whether this node owns the game, or writes its first event (and owns it from then).
  bool owns_or_starts(const std::string& game, std::uint64_t number);
  // Runs `report` on the network thread while this store is on its hub.
  void report(std::function<void(Listener&)> report);

  std::shared_ptr<MemoryHub> hub_;
  bool shared_;
  std::optional<std::int64_t> last_alive_;
  Post post_;
  Listener listener_;
  std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);  // reports posted after the store went are dropped
  bool started_ = false;
  std::string node_;
  std::uint64_t appended_ = 0;
  std::uint64_t tags_ = 0;
  std::set<std::string> following_;
  std::set<std::string> to_follow_;  // asked for while the hub held subscriptions back
};

}  // namespace djed::server
