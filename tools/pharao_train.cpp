// Trains Pharao's learned evaluation (plugins/pharao/training.hpp) and
// writes its weights; docs/pharao-learning.md tells how the shipped weights
// were made. A checkpoint is written now and then: run the same command
// again and it goes on where it stopped, to the same weights.
//
//   djed-pharao-train --endings FILE --out FILE [--checkpoint FILE] [--seed N]
//       [--games N] [--rounds N] [--positions N] [--commit ID] [--curve FILE]
//   tools/pharao-train.sh    # the shipped weights, as docs/pharao-learning.md says
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "endings.hpp"
#include "training.hpp"

namespace {

volatile std::sig_atomic_t interrupted = 0;

int usage() {
  std::fprintf(stderr,
               "usage: djed-pharao-train --endings FILE --out FILE [--checkpoint FILE] [--seed N] [--games N]\n"
               "                         [--rounds N] [--positions N] [--commit ID] [--curve FILE]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  pharao::TrainingConfig config;
  std::string endings_file, out, checkpoint, commit = "none", curve_file;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (i + 1 >= argc) return usage();
    const std::string value = argv[++i];
    if (arg == "--endings") endings_file = value;
    else if (arg == "--out") out = value;
    else if (arg == "--checkpoint") checkpoint = value;
    else if (arg == "--seed") config.seed = std::strtoull(value.c_str(), nullptr, 10);
    else if (arg == "--games") config.td_games = std::strtoull(value.c_str(), nullptr, 10);
    else if (arg == "--rounds") config.rounds = std::atoi(value.c_str());
    else if (arg == "--positions") config.round_positions = std::strtoull(value.c_str(), nullptr, 10);
    else if (arg == "--held-out") config.held_out_endings = config.held_out_positions = std::strtoull(value.c_str(), nullptr, 10);
    else if (arg == "--commit") commit = value;
    else if (arg == "--curve") curve_file = value;
    else return usage();
  }
  if (endings_file.empty() || out.empty()) return usage();
  auto endings = pharao::LastPieceEndings::load(endings_file);
  if (!endings) {
    std::fprintf(stderr, "djed-pharao-train: %s\n", endings.message().c_str());
    return 1;
  }
  pharao::Trainer trainer(config, endings.value());
  if (!checkpoint.empty() && std::filesystem::exists(checkpoint)) {
    if (auto resumed = trainer.resume(checkpoint); !resumed) {
      std::fprintf(stderr, "djed-pharao-train: %s\n", resumed.message().c_str());
      return 1;
    }
    std::printf("going on from %s\n", checkpoint.c_str());
  }
  std::signal(SIGINT, [](int) { interrupted = 1; });
  std::signal(SIGTERM, [](int) { interrupted = 1; });
  auto last_save = std::chrono::steady_clock::now();
  const auto save = [&] {
    if (checkpoint.empty()) return;
    if (auto saved = trainer.save(checkpoint); !saved) std::fprintf(stderr, "djed-pharao-train: %s\n", saved.message().c_str());
    last_save = std::chrono::steady_clock::now();
  };
  const bool done = trainer.run([] { return interrupted == 0; },
                                [](const std::string& line) {
                                  std::printf("%s\n", line.c_str());
                                  std::fflush(stdout);
                                },
                                [&] {
                                  if (std::chrono::steady_clock::now() - last_save > std::chrono::seconds(30)) save();
                                });
  save();
  if (!done) {
    std::printf("stopped; run again to go on%s\n", checkpoint.empty() ? " (no --checkpoint: from the start)" : "");
    return 3;
  }
  pharao::Network net = trainer.network();
  net.info().commit = commit;
  net.info().games = config.td_games;
  std::ofstream(out, std::ios::binary | std::ios::trunc) << net.to_text();
  if (!curve_file.empty()) {
    std::ofstream curve(curve_file, std::ios::trunc);
    curve << "stage games round endings_error lookahead_error seconds\n";
    for (const auto& c : trainer.curve())
      curve << c.stage << ' ' << c.games << ' ' << c.round << ' ' << c.endings_error << ' ' << c.lookahead_error << ' '
            << c.seconds << '\n';
  }
  std::printf("wrote %s\n", out.c_str());
  return 0;
}
