#pragma once
// The games of nodes sharing Redis (docs/scaling.md), over RedisStore's
// connections: the keys of codes, seat tokens and the lobby, a game's events
// appended after its last as this node knows it, the nodes' channels, and
// what a node reads on demand; writes, reads and channels on the network
// thread's own loop. Proposals to a game's owner take
// a direct link to it when there is one (node_link.hpp).
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "game_store.hpp"
#include "node_link.hpp"
#include "redis_store.hpp"

namespace djed::server {

class RedisGameStore final : public GameStore {
 public:
  // `url`: redis://[:PASSWORD@]HOST[:PORT][/DB] (read by restore());
  // `io`: the network thread's loop; `post` hands a take-over's answer to it.
  RedisGameStore(std::string url, Post post, boost::asio::io_context& io, NodeLinkOptions link = {});
  ~RedisGameStore() override;

  // Reads the URL; a shared store keeps no lines of its own here.
  Result<std::vector<std::string>> restore() override;
  Result<void> start(const std::vector<std::string>& kept, const std::string& node, Listener listener) override;
  void stop() override;
  std::string where() const override;
  bool shared() const override { return true; }
  void alive(std::int64_t) override {}
  std::optional<std::int64_t> last_alive() const override { return std::nullopt; }

  std::uint64_t append(const std::string& game, std::uint64_t number, std::string& tag,
                       const std::string& line) override;
  std::uint64_t appended() const override;
  void claim(const std::string& code, std::function<void(Claim)> done) override;
  void made(const OnlineGame& game) override;
  void kept_open(const OnlineGame& game, const std::optional<node::LobbyEntry>& entry, std::int64_t idle_ms) override;
  void joined(const OnlineGame& game) override;
  void finished(const OnlineGame& game, std::int64_t keep_ms) override;
  // Its keys deleted; another node holding it forgets it when idle.
  void expired(const OnlineGame& game) override;
  void rematch_started(const OnlineGame& old_game, const std::string& id, const std::string& code) override;
  void withdrawn(const OnlineGame& game) override;
  // Redis rewrites its own append-only file.
  bool wants_compaction() const override { return false; }
  bool compact(std::unordered_set<std::string>) override { return false; }

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

 private:
  void on_channel(const std::string& channel, const std::string& text);
  Result<void> start_links();
  void look_up_link(const std::string& node);
  // The keys of the tokens of the game's seats taken; each written, leading
  // to the game, for good.
  static std::vector<std::string> token_keys(const OnlineGame& game);
  // DEL of the game's events, tag, owner and code.
  static std::vector<std::string> own_keys_deleted(const OnlineGame& game);
  void write_tokens(const OnlineGame& game);

  std::string url_;
  RedisAddress address_;
  Post post_;
  boost::asio::io_context& io_;
  Listener listener_;
  NodeLinkOptions link_options_;
  std::unique_ptr<RedisStore> redis_;
  std::unique_ptr<NodeLinks> links_;
  std::string node_;
  std::uint64_t tags_ = 0;
};

// The game a channel of djed:game:{ID} is about; "" for another channel.
std::string game_of_channel(const std::string& channel);

}  // namespace djed::server
