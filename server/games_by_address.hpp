#pragma once
// The games each address group holds a seat in, and which of them are open
// (created, nobody joined yet), kept as seats are taken, games start or end
// and leave memory, so that the per-address limits cost a look-up instead of
// a walk over every game on the server for each create or join.
#include <cstddef>
#include <string>
#include <unordered_map>
#include <unordered_set>

namespace djed::server {

class GamesByAddress {
 public:
  // `group` took a seat in game `id` (twice is once: both seats from one address).
  void add(const std::string& group, const std::string& id, bool open) {
    if (group.empty()) return;
    Held& held = groups_[group];
    held.games.insert(id);
    if (open) held.open.insert(id);
  }
  // Game `id` started or ended (open: false), as seen by `group`.
  void set_open(const std::string& group, const std::string& id, bool open) {
    const auto it = groups_.find(group);
    if (it == groups_.end() || !it->second.games.contains(id)) return;
    if (open) it->second.open.insert(id);
    else it->second.open.erase(id);
  }
  // Game `id` left memory, or `group` no longer holds a seat in it.
  void remove(const std::string& group, const std::string& id) {
    const auto it = groups_.find(group);
    if (it == groups_.end()) return;
    it->second.games.erase(id);
    it->second.open.erase(id);
    if (it->second.games.empty()) groups_.erase(it);
  }
  std::size_t games(const std::string& group) const {
    const auto it = groups_.find(group);
    return it == groups_.end() ? 0 : it->second.games.size();
  }
  std::size_t open(const std::string& group) const {
    const auto it = groups_.find(group);
    return it == groups_.end() ? 0 : it->second.open.size();
  }

 private:
  struct Held {
    std::unordered_set<std::string> games, open;
  };
  std::unordered_map<std::string, Held> groups_;
};

}  // namespace djed::server
