#pragma once
// Mixing a packed position into a well-spread 64-bit key for State::hash().
#include <cstdint>

namespace djed {

// The splitmix64 finaliser: a bijection, so distinct packed positions never
// collide, and every input bit reaches every output bit (the table's index
// takes the low bits).
constexpr std::uint64_t mix64(std::uint64_t x) noexcept {
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

}  // namespace djed
