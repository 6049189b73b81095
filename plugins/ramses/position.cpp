#include "position.hpp"

#include <algorithm>

#include "djed/hash.hpp"

namespace ramses {

Mask Position::column(int square) const {
  const int k = is_oblong(square) ? alignment(square) : square;
  if (!is_aligned_middle(k)) return kFixedColumn[k];
  Mask col = bit(k);
  if (oblong_alignment[0] == k) col |= bit(kTopOblong);
  if (oblong_alignment[1] == k) col |= bit(kBottomOblong);
  return col;
}

int Position::distance(int square) const {
  const Mask occ = occupied();
  return std::max(std::popcount(occ & kRow[square]), std::popcount(occ & column(square)));
}

void Position::make(const HalfMove& m) {
  const Mask from = bit(m.from), to = bit(m.to);
  const int s = (pieces[0] & from) ? 0 : 1;
  pieces[s] ^= from | to;
  if (m.from == kTopOblong) oblong_alignment[0] = 0;
  if (m.from == kBottomOblong) oblong_alignment[1] = 0;
  if (m.to == kTopOblong) oblong_alignment[0] = m.alignment;
  if (m.to == kBottomOblong) oblong_alignment[1] = m.alignment;
}

std::uint64_t Position::key() const {
  std::uint64_t x = std::uint64_t{pieces[0]} | std::uint64_t{pieces[1]} << 22 |
                    std::uint64_t{oblong_alignment[0]} << 44 | std::uint64_t{oblong_alignment[1]} << 49 |
                    std::uint64_t{side} << 54 | std::uint64_t{first} << 55;
  return djed::mix64(x);  // a bijection: distinct positions never collide
}

Position start_position(int first_side) {
  Position p;
  p.pieces[kLight] = bit(2) | bit(3) | bit(4) | bit(kTopOblong);
  p.pieces[kDark] = bit(19) | bit(20) | bit(21) | bit(kBottomOblong);
  p.oblong_alignment = {10, 10};
  p.side = static_cast<std::uint8_t>(first_side);
  p.first = true;
  return p;
}

}  // namespace ramses
