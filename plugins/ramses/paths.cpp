#include "paths.hpp"

#include <bit>
#include <vector>

namespace ramses {
namespace {

struct Walk {
  DestMask found = 0;

  // Standing on ordinary square `at` with `left` steps still to walk.
  void from_square(int at, int left, Mask blocked) {
    if (left == 0) {
      found |= DestMask{1} << (at - 1);
      return;
    }
    Mask next = kNeighbours[at] & ~blocked;
    while (next) {
      const int to = std::countr_zero(next) + 1;
      next &= next - 1;
      if (is_oblong(to))
        into_oblong(to, at, left - 1, blocked | bit(to));
      else
        from_square(to, left - 1, blocked | bit(to));
    }
  }

  // Just stepped onto `oblong` from `via` with `left` steps still to walk.
  void into_oblong(int oblong, int via, int left, Mask blocked) {
    const int hub = hub_of(oblong);
    if (via == hub) {
      if (left == 0) {
        found |= all_alignments(oblong);
        return;
      }
      Mask next = kAlignedMiddle & ~blocked;
      while (next) {
        const int to = std::countr_zero(next) + 1;
        next &= next - 1;
        from_square(to, left - 1, blocked | bit(to));
      }
    } else {
      if (left == 0) {
        found |= dest_bit(oblong, via);
        return;
      }
      if (!(blocked & bit(hub))) from_square(hub, left - 1, blocked | bit(hub));
    }
  }
};

}  // namespace

DestMask path_destinations(Mask blocked, int from, int from_alignment, int steps) {
  Walk walk;
  if (!is_oblong(from)) {
    walk.from_square(from, steps, blocked);
    return walk.found;
  }
  const int hub = hub_of(from);
  if (!(blocked & bit(hub))) walk.from_square(hub, steps - 1, blocked | bit(hub));
  if (!(blocked & bit(from_alignment))) walk.from_square(from_alignment, steps - 1, blocked | bit(from_alignment));
  return walk.found;
}

namespace {

constexpr int kAnyAlignment = 255;

// Depth-first search for one path to `goal`. `alignment` is the alignment of
// the piece while it stands on an oblong (kAnyAlignment: entered from the hub,
// still free to choose); `allowed` are the squares the next step may enter.
bool search_path(int at, int alignment, Mask allowed, int left, Mask blocked, const HalfMove& goal,
                 std::vector<int>& path) {
  if (left == 0)
    return at == goal.to && (!is_oblong(at) || alignment == kAnyAlignment || alignment == goal.alignment);
  Mask next = allowed & ~blocked;
  while (next) {
    const int to = std::countr_zero(next) + 1;
    next &= next - 1;
    int to_alignment = 0;
    Mask to_allowed = kNeighbours[to];
    if (is_oblong(to)) {
      const bool from_hub = at == hub_of(to);
      to_alignment = from_hub ? kAnyAlignment : at;
      to_allowed = from_hub ? kAlignedMiddle : bit(hub_of(to));
    }
    path.push_back(to);
    if (search_path(to, to_alignment, to_allowed, left - 1, blocked | bit(to), goal, path)) return true;
    path.pop_back();
  }
  return false;
}

}  // namespace

std::vector<int> find_path(const Position& p, const HalfMove& m) {
  if (p.owner(m.from) < 0) return {};
  const Mask allowed = is_oblong(m.from) ? bit(hub_of(m.from)) | bit(p.alignment(m.from)) : kNeighbours[m.from];
  std::vector<int> path{m.from};
  if (search_path(m.from, 0, allowed, p.distance(m.from), p.occupied(), m, path)) return path;
  return {};
}

}  // namespace ramses
