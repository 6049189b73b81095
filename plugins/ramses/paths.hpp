#pragma once
// Where a piece can go: every end of a path move of exactly its distance,
// through empty squares, never entering a square twice, with the oblong rules
// (enter from the hub: choose the alignment and continue onto it; enter from a
// middle square: that alignment, continue to the hub; leave to the hub or the
// aligned square).
#include <array>
#include <cstdint>
#include <vector>

#include "position.hpp"

namespace ramses {

// The destinations of the piece on `from` walking exactly `steps` squares.
// `blocked` holds every occupied square (the piece's own square included).
DestMask path_destinations(Mask blocked, int from, int from_alignment, int steps);

// Remembers recent path_destinations() results. Perft and search meet the
// same local situations again and again; a hit costs one table probe instead
// of a path search. 2^bits entries of 16 bytes (1 MiB by default, which
// stays in a core's cache): allocate it once per search, not per position.
class PathCache {
 public:
  explicit PathCache(int bits = 16) : shift_(64 - bits), entries_(std::size_t{1} << bits) {}

  DestMask lookup(Mask blocked, int from, int from_alignment, int steps) {
    // +1 keeps the all-zero key of an empty entry from ever matching.
    const std::uint64_t key = (std::uint64_t{blocked} | std::uint64_t(from) << 22 |
                               std::uint64_t(from_alignment) << 27 | std::uint64_t(steps) << 32) + 1;
    Entry& e = entries_[(key * 0x9E3779B97F4A7C15ULL) >> shift_];
    if (e.key != key) {
      e.key = key;
      e.destinations = path_destinations(blocked, from, from_alignment, steps);
    }
    return e.destinations;
  }

 private:
  struct Entry {
    std::uint64_t key = 0;
    DestMask destinations = 0;
  };
  int shift_;
  std::vector<Entry> entries_;
};

// The destinations of the piece on `from` in `p` (its distance from p),
// through `cache` when one is given.
inline DestMask destinations(const Position& p, int from, PathCache* cache = nullptr) {
  const int alignment = is_oblong(from) ? p.alignment(from) : 0;
  return cache ? cache->lookup(p.occupied(), from, alignment, p.distance(from))
               : path_destinations(p.occupied(), from, alignment, p.distance(from));
}

// One path that realises a half-move (squares walked, destination last),
// or an empty list when the half-move is impossible. For animation.
std::vector<int> find_path(const Position& p, const HalfMove& m);

}  // namespace ramses
