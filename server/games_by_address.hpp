#pragma once
// The games each address group holds a seat in, kept as seats are taken and
// as games leave memory, so that the per-address limits look at one group's
// own games instead of walking every game on the server for each create or
// join.
#include <algorithm>
#include <cstddef>
#include <string>
#include <unordered_map>
#include <vector>

namespace djed::server {

class GamesByAddress {
 public:
  // `group` took a seat in game `id` (twice is once: both seats from one address).
  void add(const std::string& group, const std::string& id) {
    if (group.empty()) return;
    auto& ids = games_[group];
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
  // Game `id` left memory, or `group` no longer holds a seat in it.
  void remove(const std::string& group, const std::string& id) {
    const auto it = games_.find(group);
    if (it == games_.end()) return;
    auto& ids = it->second;
    ids.erase(std::remove(ids.begin(), ids.end(), id), ids.end());
    if (ids.empty()) games_.erase(it);
  }
  // The games `group` holds a seat in (a limit's worth: the limits refuse more).
  const std::vector<std::string>& of(const std::string& group) const {
    static const std::vector<std::string> none;
    const auto it = games_.find(group);
    return it == games_.end() ? none : it->second;
  }
  std::size_t groups() const { return games_.size(); }

 private:
  std::unordered_map<std::string, std::vector<std::string>> games_;
};

}  // namespace djed::server
