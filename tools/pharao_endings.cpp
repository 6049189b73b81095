// Solves the Pharao endings of a last piece against up to four pieces. With
// --write it saves the table the plugin's evaluation reads (the build does
// this: see plugins/pharao/CMakeLists.txt); otherwise it prints how the
// endings go: the share the last piece wins by the number of pieces against
// it and who moves, grouped as the evaluation's coarse table (used when no
// solved table is installed) and, as study output, by the house the last
// piece stands on.
//
//   djed-pharao-endings [--threads N] [--write FILE] [max_pieces (1 to 4)] [tolerance]
//   djed-pharao-endings 3                          # print, up to three pieces
//   djed-pharao-endings --write endings.bin 4 5e-4 # the table the plugin reads
#include <array>
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "endings_solver.hpp"
#include "evaluation.hpp"

namespace {

struct Mean {
  double sum = 0;
  long count = 0;
  void add(double x) { sum += x, ++count; }
  double value() const { return count ? sum / static_cast<double>(count) : 0.0; }
};

int usage() {
  std::fprintf(stderr, "usage: djed-pharao-endings [--threads N] [--write FILE] [max_pieces (1 to 4)] [tolerance]\n");
  return 2;
}

void print_study(const pharao::LastPieceEndings& endings) {
  const int max_pieces = endings.max_pieces();
  std::printf("the last piece wins (mean over every placement):\n");
  // [pieces against][last piece to move][faces to Second Life][faces to the Nile]
  std::array<std::array<std::array<std::array<Mean, 2>, 3>, 2>, 5> table{};
  // [pieces against][last piece to move][house - 1]
  std::array<std::array<std::array<Mean, pharao::kHouses>, 2>, 5> by_house{};
  for (int pieces = 1; pieces <= max_pieces; ++pieces) {
    endings.for_each_ending(pieces, [&](const pharao::Position& p, double wins) {
      const bool lone_to_move = p.side == pharao::kLight;
      by_house[static_cast<std::size_t>(pieces)][lone_to_move][static_cast<std::size_t>(std::countr_zero(p.pieces[pharao::kLight]))].add(wins);
      const pharao::LastPieceReach reach = pharao::last_piece_reach(p, pharao::kLight);
      table[static_cast<std::size_t>(pieces)][lone_to_move][static_cast<std::size_t>(reach.to_second_life)]
           [static_cast<std::size_t>(reach.to_nile)].add(wins);
    });
    std::printf("  against %d: %.3f with the last piece to move, %.3f with the other side to move\n", pieces,
                endings.mean_last_piece_wins(pieces, true), endings.mean_last_piece_wins(pieces, false));
  }
  std::printf("\nkLastPieceWins[three or more][last piece to move][faces to Second Life][faces to the Nile]:\n{\n");
  for (int pieces = 2; pieces <= 3 && pieces <= max_pieces; ++pieces) {
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

}  // namespace

int main(int argc, char** argv) {
  std::string write_to;
  int threads = 2;
  int arg = 1;
  for (; arg < argc && argv[arg][0] == '-' && argv[arg][1] == '-'; arg += 2) {
    if (arg + 1 >= argc) return usage();
    const std::string option = argv[arg];
    if (option == "--write") write_to = argv[arg + 1];
    else if (option == "--threads") threads = std::atoi(argv[arg + 1]);
    else return usage();
  }
  const int max_pieces = arg < argc ? std::atoi(argv[arg]) : 3;
  const double tolerance = arg + 1 < argc ? std::atof(argv[arg + 1]) : 1e-5;
  if (max_pieces < 1 || max_pieces > 4 || tolerance <= 0 || threads < 1 || arg + 2 < argc) return usage();
  pharao::EndingsSolveStats stats;
  const pharao::LastPieceEndings endings = pharao::solve_last_piece_endings(max_pieces, tolerance, threads, &stats);
  if (!write_to.empty()) {
    if (const auto saved = endings.save(write_to); !saved) {
      std::fprintf(stderr, "djed-pharao-endings: %s\n", saved.message().c_str());
      return 1;
    }
    std::printf("endings of a last piece against up to %d pieces: %d sweeps, written to %s\n", max_pieces, stats.sweeps,
                write_to.c_str());
    return 0;
  }
  std::printf("solved in %d sweeps\n\n", stats.sweeps);
  print_study(endings);
}
