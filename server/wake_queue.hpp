#pragma once
// When games next need the server's attention without a request (a flag
// falling, an open game expiring, a finished game leaving memory), earliest
// first, so that a tick looks only at the games that are due instead of
// scanning all of them.
//
// A game asks for its next time whenever it changes. An earlier time than
// the one it has asked for replaces it; a later one is left for the earlier
// wake, which looks at the game afresh and asks again. So a wake may find
// nothing due (the game changed since); it never comes late.
#include <cstdint>
#include <functional>
#include <queue>
#include <string>
#include <unordered_map>
#include <vector>

namespace djed::server {

class WakeQueue {
 public:
  // Game `id` wants to be looked at by `at` (ms of the server's clock).
  void wake_at(const std::string& id, std::int64_t at) {
    const auto [it, fresh] = earliest_.try_emplace(id, at);
    if (!fresh) {
      if (it->second <= at) return;
      it->second = at;
    }
    heap_.push({at, id});
  }
  // The games due by `now`, each once, earliest first; they ask again when looked at.
  std::vector<std::string> due(std::int64_t now) {
    std::vector<std::string> ids;
    while (!heap_.empty() && heap_.top().at <= now) {
      const Entry entry = heap_.top();
      heap_.pop();
      // Only the game's current wake counts: one replaced by an earlier wake is stale.
      const auto it = earliest_.find(entry.id);
      if (it == earliest_.end() || it->second != entry.at) continue;
      earliest_.erase(it);
      ids.push_back(entry.id);
    }
    return ids;
  }
  // Games waiting for a wake, and entries queued (stale ones included).
  std::size_t games() const { return earliest_.size(); }
  std::size_t entries() const { return heap_.size(); }

 private:
  struct Entry {
    std::int64_t at;
    std::string id;
    bool operator>(const Entry& other) const { return at > other.at; }
  };
  std::priority_queue<Entry, std::vector<Entry>, std::greater<>> heap_;
  std::unordered_map<std::string, std::int64_t> earliest_;  // each game's current wake
};

}  // namespace djed::server
