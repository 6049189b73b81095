#include "position.hpp"

namespace pharao {

namespace {

std::uint64_t mix(std::uint64_t x) {  // splitmix64 finaliser
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

}  // namespace

std::uint64_t Position::key() const {
  const std::uint64_t board = std::uint64_t{pieces[0]} | std::uint64_t{pieces[1]} << 30 | std::uint64_t{side} << 60;
  std::uint64_t h = mix(board);
  if (thrown) h ^= mix(0x7000 + std::uint64_t{roll.own} * 8 + roll.opponent);
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
