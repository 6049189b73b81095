#include "paths.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace pharao {

namespace {

// Every path of up to kMaxPathSteps from every house, reduced to the houses
// it enters (its end included) and its end. A path whose houses include all
// of another path's with the same end adds nothing and is left out. Looking
// a move up is then one mask test per path instead of a recursive walk,
// which was most of the search's time.
struct PathEnd {
  Mask enters;
  Mask end;
  auto operator<=>(const PathEnd&) const = default;
};

class PathTable {
 public:
  PathTable() {
    for (int from = 1; from <= kHouses; ++from)
      for (int steps = 0; steps <= kMaxPathSteps; ++steps) {
        std::vector<PathEnd> found;
        collect(from, steps, bit(from), 0, found);
        std::sort(found.begin(), found.end());
        found.erase(std::unique(found.begin(), found.end()), found.end());
        first_[static_cast<std::size_t>(from)][static_cast<std::size_t>(steps)] =
            static_cast<std::uint16_t>(ends_.size());
        for (const PathEnd& e : found) {
          const auto covers = [&](const PathEnd& o) {
            return o.end == e.end && o.enters != e.enters && (o.enters & e.enters) == o.enters;
          };
          if (std::any_of(found.begin(), found.end(), covers)) continue;
          enters_.push_back(e.enters);
          ends_.push_back(e.end);
        }
        last_[static_cast<std::size_t>(from)][static_cast<std::size_t>(steps)] =
            static_cast<std::uint16_t>(ends_.size());
      }
  }

  Mask destinations(Mask blocked, int from, int steps) const {
    Mask found = 0;
    const auto f = static_cast<std::size_t>(from), s = static_cast<std::size_t>(steps);
    for (std::size_t i = first_[f][s]; i < last_[f][s]; ++i) found |= (enters_[i] & blocked) ? 0 : ends_[i];
    return found;
  }

  // Paths are the same walked backwards: a path from a start to `to` is a
  // path from `to` whose end is that start.
  Mask origins(Mask blocked, int to, int steps, Mask starts) const {
    Mask found = 0;
    const auto f = static_cast<std::size_t>(to), s = static_cast<std::size_t>(steps);
    for (std::size_t i = first_[f][s]; i < last_[f][s]; ++i)
      found |= ((enters_[i] ^ ends_[i]) & blocked) ? 0 : ends_[i] & starts;
    return found;
  }

 private:
  static void collect(int at, int left, Mask passed, Mask enters, std::vector<PathEnd>& out) {
    if (left == 0) {
      out.push_back(PathEnd{enters, bit(at)});
      return;
    }
    for (Mask next = kNeighbours[static_cast<std::size_t>(at)] & ~passed; next; next &= next - 1) {
      const int to = std::countr_zero(next) + 1;
      collect(to, left - 1, passed | bit(to), enters | bit(to), out);
    }
  }

  // Path i enters the houses enters_[i] and ends on ends_[i] (kept apart so
  // that the look-up loops vectorise).
  std::vector<Mask> enters_, ends_;
  std::array<std::array<std::uint16_t, kMaxPathSteps + 1>, kHouses + 1> first_{}, last_{};
};

const PathTable kPathTable;

}  // namespace

Mask path_destinations(Mask blocked, int from, int steps) {
  if (steps < 0 || steps > kMaxPathSteps) return 0;
  return kPathTable.destinations(blocked, from, steps);
}

Mask path_origins(Mask blocked, int to, int steps, Mask starts) {
  if (steps < 0 || steps > kMaxPathSteps || (blocked & bit(to))) return 0;
  return kPathTable.origins(blocked, to, steps, starts);
}

}  // namespace pharao
