#pragma once
// The games of a server alone: its journal on disk (journal.hpp), read back
// at start, appended to, and compacted as it grows. There are no other
// nodes: nothing to read on demand, nobody to tell.
#include <cstdint>
#include <filesystem>
#include <memory>

#include "game_store.hpp"
#include "journal.hpp"

namespace djed::server {

class JournalStore final : public GameStore {
 public:
  // `compact_after`: the bytes written since the last compaction that make one due.
  JournalStore(std::filesystem::path file, std::uint64_t compact_after, Post post);
  ~JournalStore() override;

  Result<std::vector<std::string>> restore() override;
  Result<void> start(const std::vector<std::string>& kept, const std::string& node, Listener listener) override;
  void stop() override;
  std::string where() const override { return file_.string(); }
  bool shared() const override { return false; }
  // In the file "alive" beside the journal: one number, rewritten in place.
  void alive(std::int64_t wall_ms) override;
  std::optional<std::int64_t> last_alive() const override { return last_alive_; }

  std::uint64_t append(const std::string& game, std::uint64_t number, std::string& tag,
                       const std::string& line) override;
  std::uint64_t appended() const override;
  // Codes are this server's alone: the core draws one it does not use.
  void claim(const std::string& code, std::function<void(Claim)> done) override;
  void made(const OnlineGame&) override {}
  void kept_open(const OnlineGame&, const std::optional<node::LobbyEntry>&, std::int64_t) override {}
  void joined(const OnlineGame&) override {}
  void finished(const OnlineGame&, std::int64_t) override {}
  // An "expired" line: the game leaves the journal at the next compaction or start.
  void expired(const OnlineGame& game) override;
  bool wants_compaction() const override;
  bool compact(std::unordered_set<std::string> games) override;

  // A server alone owns every game (the core never asks).
  void take_over(const std::string&, const std::string&, std::function<void(std::optional<std::string>)> done) override {
    done(std::string());
  }
  void release(const std::string&) override {}
  void follow(const std::string&) override {}
  void unfollow(const std::string&) override {}
  void publish(const std::string&, const node::GameMessage&) override {}
  void publish(const node::NodesMessage&) override {}
  void send(const std::string&, const std::string&, const node::GameMessage&) override {}
  void look_up(Key, const std::string&, std::function<void(Lookup)> done) override { done({}); }
  void read_game(const std::string&, std::int64_t, std::function<void(Lookup)>) override {}
  void read_lobby(int, std::function<void(std::vector<online::OpenGame>)> done) override { done({}); }

 private:
  std::filesystem::path file_;
  std::uint64_t compact_after_;
  Post post_;
  std::unique_ptr<Journal> journal_;
  std::optional<std::int64_t> last_alive_;
  int alive_fd_ = -1;  // the "alive" file, opened at the first alive()
};

}  // namespace djed::server
