#include "position.hpp"

#include "djed/hash.hpp"

namespace senet {

// Pieces take 30 bits per side, the side one more: the packing is exact, and
// mix64 is a bijection, so distinct boards never share a key.
std::uint64_t Position::board_key() const {
  return djed::mix64(std::uint64_t{pieces[0]} | std::uint64_t{pieces[1]} << 30 | std::uint64_t{side} << 60);
}

std::uint64_t Position::key() const {
  return djed::mix64(std::uint64_t{pieces[0]} | std::uint64_t{pieces[1]} << 30 | std::uint64_t{side} << 60 |
                     std::uint64_t{thrown} << 61);
}

Position start_position() {
  Position p;
  for (int s = 1; s <= 10; ++s) p.pieces[static_cast<std::size_t>((s - 1) % 2)] |= bit(s);
  p.side = kLight;
  return p;
}

}  // namespace senet
