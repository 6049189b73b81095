// Solves the Pharao endings of a last piece against up to four pieces and
// prints how they go: the share the last piece wins by the number of pieces
// against it and who moves, the table the evaluation uses (kLastPieceWins in
// plugins/pharao/evaluation.cpp, grouped as it is looked up there) and, as
// study output, the same shares by the house the last piece stands on (a
// shift by house was tried in the evaluation and not kept: docs/ai.md).
// Three pieces take a few minutes, four most of an hour.
//
//   djed-pharao-endings [max_pieces (2 to 4)] [tolerance]
//   djed-pharao-endings 3          # the table in the evaluation
//   djed-pharao-endings 4 1e-4     # four pieces too (about 50 min)
#include <array>
#include <bit>
#include <cstdio>
#include <cstdlib>

#include "endings.hpp"
#include "evaluation.hpp"

namespace {

struct Mean {
  double sum = 0;
  long count = 0;
  void add(double x) { sum += x, ++count; }
  double value() const { return count ? sum / static_cast<double>(count) : 0.0; }
};

}  // namespace

int main(int argc, char** argv) {
  const int max_pieces = argc > 1 ? std::atoi(argv[1]) : 3;
  const double tolerance = argc > 2 ? std::atof(argv[2]) : 1e-5;
  if (max_pieces < 2 || max_pieces > 4 || tolerance <= 0) {
    std::fprintf(stderr, "usage: djed-pharao-endings [max_pieces (2 to 4)] [tolerance]\n");
    return 2;
  }
  const pharao::LastPieceEndings endings(max_pieces, tolerance);
  std::printf("solved in %d sweeps\n\n", endings.sweeps());
  std::printf("the last piece wins (mean over every placement):\n");
  // [pieces against][last piece to move][faces to Second Life][faces to the Nile]
  std::array<std::array<std::array<std::array<Mean, 2>, 3>, 2>, 5> table{};
  // [pieces against][last piece to move][house - 1]
  std::array<std::array<std::array<Mean, pharao::kHouses>, 2>, 5> by_house{};
  for (int pieces = 1; pieces <= max_pieces; ++pieces) {
    std::array<Mean, 2> by_mover{};
    endings.for_each_ending(pieces, [&](const pharao::Position& p, double wins) {
      const bool lone_to_move = p.side == pharao::kLight;
      by_mover[lone_to_move].add(wins);
      by_house[static_cast<std::size_t>(pieces)][lone_to_move][static_cast<std::size_t>(std::countr_zero(p.pieces[pharao::kLight]))].add(wins);
      const pharao::LastPieceReach reach = pharao::last_piece_reach(p, pharao::kLight);
      table[static_cast<std::size_t>(pieces)][lone_to_move][static_cast<std::size_t>(reach.to_second_life)]
           [static_cast<std::size_t>(reach.to_nile)].add(wins);
    });
    std::printf("  against %d: %.3f with the last piece to move, %.3f with the other side to move\n", pieces,
                by_mover[1].value(), by_mover[0].value());
  }
  std::printf("\nkLastPieceWins[three or more][last piece to move][faces to Second Life][faces to the Nile]:\n{\n");
  for (int pieces = 2; pieces <= 3; ++pieces) {
    if (pieces > max_pieces) break;
    std::printf("  {");
    for (int mover = 0; mover < 2; ++mover) {
      std::printf(mover ? ",\n   {" : "{");
      for (int s = 0; s < 3; ++s)
        std::printf("{%.3f, %.3f}%s", table[static_cast<std::size_t>(pieces)][static_cast<std::size_t>(mover)][static_cast<std::size_t>(s)][0].value(),
                    table[static_cast<std::size_t>(pieces)][static_cast<std::size_t>(mover)][static_cast<std::size_t>(s)][1].value(), s < 2 ? ", " : "}");
    }
    std::printf("},\n");
  }
  std::printf("}\n");
  std::printf("\nthe last piece wins by its house (houses 1 to %d):\n", pharao::kHouses);
  for (int pieces = 1; pieces <= max_pieces; ++pieces)
    for (int mover = 1; mover >= 0; --mover) {
      std::printf("  against %d, %s to move:", pieces, mover ? "last piece" : "other side");
      for (const Mean& house : by_house[static_cast<std::size_t>(pieces)][static_cast<std::size_t>(mover)])
        house.count ? std::printf(" %.3f", house.value()) : std::printf(" -");  // the Nile
      std::printf("\n");
    }
}
