#include "unmoves.hpp"

#include <algorithm>
#include <bit>

namespace ramses {

void positions_before(const Position& p, Mask pawns, Mask origins, std::vector<Position>& out, PathCache* cache) {
  out.clear();
  const Mask occupied = p.occupied();
  while (pawns) {
    const int at = std::countr_zero(pawns) + 1;
    pawns &= pawns - 1;
    // The pawn's distance where it came from counted at most the others in
    // that row, and itself; a column holds three squares.
    const Mask others = occupied & ~bit(at);
    const int longest = 1 + std::max({2, std::popcount(others & kTopRow), std::popcount(others & kMiddleRow),
                                      std::popcount(others & kBottomRow)});
    const int alignment = is_oblong(at) ? p.alignment(at) : 0;
    for (int steps = 1; steps <= longest; ++steps) {
      DestMask from = cache ? cache->lookup(occupied, at, alignment, steps)
                            : path_destinations(occupied, at, alignment, steps);
      while (from) {
        const Destination d = destination_of(std::countr_zero(from));
        from &= from - 1;
        if (!(origins & bit(d.square))) continue;
        Position before = p;
        before.make(HalfMove{static_cast<std::uint8_t>(at), static_cast<std::uint8_t>(d.square),
                             static_cast<std::uint8_t>(d.alignment)});
        if (before.distance(d.square) == steps) out.push_back(before);
      }
    }
  }
}

}  // namespace ramses
