#include "position.hpp"

#include <random>

namespace seti {

void Position::make(const Move& m, const Shape& shape) {
  const int me = side, them = side ^ 1;
  const Bits to = bit(m.to);
  switch (m.kind) {
    case MoveKind::kPlace:
      ships[me] |= to;
      --reserve[me];
      break;
    case MoveKind::kTakeBack:
      ships[me] &= ~to;
      ++reserve[me];
      break;
    case MoveKind::kStep:
    case MoveKind::kConquest: {
      const Bits from = bit(m.from);
      const bool pharao = pharaos & from;
      const bool conquered_figure = figures[them] & to;
      const bool conquered_pharao = pharaos & to;
      // The figure leaves (its ship, if any, stays behind) ...
      figures[me] &= ~from;
      pharaos &= ~from;
      // ... clears the square it lands on ...
      if (conquered_figure) {
        figures[them] &= ~to;
        pharaos &= ~to;
      } else if (ships[them] & to) {
        ships[them] &= ~to;  // a lone enemy ship goes into the conqueror's reserve
        ++reserve[me];
      }
      // ... and lands.
      figures[me] |= to;
      if (pharao) pharaos |= to;
      // Aleph: the conquered figure changes sides and is set down on the
      // conqueror's side of the board [D-11].
      if (conquered_figure && shape.ships) {
        const Bits occupied = all_figures();
        for (int i = 0; i < shape.squares; ++i) {
          const int sq = shape.placement_order[static_cast<std::size_t>(me)][static_cast<std::size_t>(i)];
          const Bits b = bit(sq);
          if ((occupied & b) || (ships[them] & b)) continue;
          figures[me] |= b;
          if (conquered_pharao) pharaos |= b;
          break;
        }
      }
      break;
    }
  }
  side = static_cast<std::uint8_t>(them);
}

Position start_position(const Shape& shape) {
  Position p;
  // Aleph H P H; Beth H H P H H: the Pharao in the middle file.
  const int middle = shape.files / 2;
  for (int side : {kWhite, kBrown}) {
    p.figures[static_cast<std::size_t>(side)] = shape.start_row[static_cast<std::size_t>(side)];
    p.pharaos |= bit(shape.square(middle, side == kWhite ? 1 : kRanks));
    p.reserve[static_cast<std::size_t>(side)] = static_cast<std::uint8_t>(shape.initial_ships);
  }
  p.side = kWhite;
  return p;
}

namespace {

struct Keys {
  std::array<std::array<std::array<std::uint64_t, kMaxSquares>, 2>, 2> figure;  // [side][pharao]
  std::array<std::array<std::uint64_t, kMaxSquares>, 2> ship;
  std::array<std::array<std::uint64_t, 8>, 2> reserve;
  std::uint64_t brown_to_move;
  std::uint64_t beth;
};

const Keys& keys() {
  static const Keys k = [] {
    Keys k{};
    std::mt19937_64 rng(0x5e71);
    for (auto& side : k.figure)
      for (auto& kind : side)
        for (auto& v : kind) v = rng();
    for (auto& side : k.ship)
      for (auto& v : side) v = rng();
    for (auto& side : k.reserve)
      for (auto& v : side) v = rng();
    k.brown_to_move = rng();
    k.beth = rng();
    return k;
  }();
  return k;
}

}  // namespace

std::uint64_t hash_of(const Position& p, const Shape& shape) {
  const Keys& k = keys();
  std::uint64_t h = shape.variant == Variant::kBeth ? k.beth : 0;
  for (int side : {kWhite, kBrown}) {
    const auto s = static_cast<std::size_t>(side);
    for (Bits f = p.figures[s]; f; f &= f - 1) {
      const int sq = std::countr_zero(f);
      h ^= k.figure[s][(p.pharaos >> sq) & 1][static_cast<std::size_t>(sq)];
    }
    for (Bits f = p.ships[s]; f; f &= f - 1) h ^= k.ship[s][static_cast<std::size_t>(std::countr_zero(f))];
    h ^= k.reserve[s][p.reserve[s] & 7];
  }
  if (p.side == kBrown) h ^= k.brown_to_move;
  return h;
}

}  // namespace seti
