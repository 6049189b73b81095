#include "position.hpp"

#include "djed/hash.hpp"

namespace pharao {

using djed::mix64;

std::uint64_t Position::key() const {
  const std::uint64_t board = std::uint64_t{pieces[0]} | std::uint64_t{pieces[1]} << 30 | std::uint64_t{side} << 60;
  std::uint64_t h = mix64(board);
  if (thrown) h ^= mix64(0x7000 + std::uint64_t{roll.own} * 8 + roll.opponent);
  return h;
}

Position start_position() {
  Position p;
  p.pieces[kLight] = bit(2) | bit(3) | bit(4) | bit(5);
  p.pieces[kDark] = bit(20) | bit(21) | bit(22) | bit(23);
  p.side = kDark;
  return p;
}

}  // namespace pharao
