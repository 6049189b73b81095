#include "position.hpp"

#include <algorithm>
#include <functional>

namespace mehen {

int Forces::marbles_home() const {
  return static_cast<int>(std::count(marbles.begin(), marbles.end(), kAtHome));
}

bool Forces::occupies(int square) const {
  for (std::int8_t m : marbles)
    if (square_of(m) == square) return true;
  return lion != kLionAsleep && square_of(lion) == square;
}

int Position::winner() const {
  for (int s : {kLight, kDark})
    if (sides[static_cast<std::size_t>(s)].marbles_home() == kMarbles) return s;
  return -1;
}

void Position::sort_marbles() {
  for (Forces& f : sides) std::sort(f.marbles.begin(), f.marbles.end(), std::greater<>());
}

namespace {

std::uint64_t mix(std::uint64_t h, std::uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdULL;
}

}  // namespace

std::uint64_t Position::board_key() const {
  std::uint64_t h = side;
  for (const Forces& f : sides) {
    for (std::int8_t m : f.marbles) h = mix(h, static_cast<std::uint8_t>(m));
    h = mix(h, static_cast<std::uint8_t>(f.lion));
    h = mix(h, f.kept);
  }
  return h;
}

std::uint64_t Position::key() const { return mix(board_key(), thrown); }

Position start_position() { return Position{}; }

}  // namespace mehen
