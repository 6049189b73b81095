#include "board.hpp"

#include <cstdlib>

namespace seti {
namespace {

Shape make_shape(Variant variant) {
  Shape s{};
  s.variant = variant;
  s.files = variant == Variant::kAleph ? 3 : 5;
  s.squares = s.files * kRanks;
  s.ships = variant == Variant::kAleph;
  s.initial_ships = s.ships ? 3 : 0;
  s.board = (Bits{1} << s.squares) - 1;
  for (int f = 0; f < s.files; ++f) {
    s.start_row[kWhite] |= bit(s.square(f, 1));
    s.start_row[kBrown] |= bit(s.square(f, kRanks));
  }
  s.finishing_row = {s.start_row[kBrown], s.start_row[kWhite]};
  for (int sq = 0; sq < s.squares; ++sq) {
    const int f = s.file_of(sq), r = s.rank_of(sq);
    auto add = [&](Bits& set, int df, int dr) {
      const int nf = f + df, nr = r + dr;
      if (nf >= 0 && nf < s.files && nr >= 1 && nr <= kRanks) set |= bit(s.square(nf, nr));
    };
    for (int df = -1; df <= 1; ++df)
      for (int dr = -1; dr <= 1; ++dr)
        if (df || dr) add(s.pharao_steps[static_cast<std::size_t>(sq)], df, dr);
    for (int df = -2; df <= 2; ++df)
      for (int dr = -2; dr <= 2; ++dr) {
        const int a = std::abs(df), b = std::abs(dr);
        if ((a == 2 && b == 2) || (a == 1 && b == 2) || (a == 2 && b == 1))
          add(s.priest_leaps[static_cast<std::size_t>(sq)], df, dr);
      }
  }
  // Middle-out file order: Aleph b, a, c; Beth c, b, d, a, e.
  const int aleph_files[] = {1, 0, 2};
  const int beth_files[] = {2, 1, 3, 0, 4};
  const int* order = variant == Variant::kAleph ? aleph_files : beth_files;
  for (int side : {kWhite, kBrown}) {
    int n = 0;
    for (int step = 0; step < kRanks; ++step) {
      const int rank = side == kWhite ? 1 + step : kRanks - step;
      for (int i = 0; i < s.files; ++i)
        s.placement_order[static_cast<std::size_t>(side)][static_cast<std::size_t>(n++)] =
            static_cast<std::int8_t>(s.square(order[i], rank));
    }
  }
  return s;
}

}  // namespace

const Shape& shape(Variant variant) {
  static const Shape aleph = make_shape(Variant::kAleph);
  static const Shape beth = make_shape(Variant::kBeth);
  return variant == Variant::kAleph ? aleph : beth;
}

}  // namespace seti
