#pragma once
// The retrograde solver's work kept on disk while it counts the positions'
// steps and between two lengths of forced results, so that an interrupted
// solve goes on where it was: how far the counting got, the values, the open
// positions' counts and the positions still to expand.
#include <atomic>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "solver_parallel.hpp"

namespace djed::solve {

struct CheckpointView {
  std::string tag;  // what was being solved; a checkpoint of anything else is ignored
  std::uint64_t size = 0;
  int* turns;
  std::atomic<std::uint64_t>* expanded;
  std::uint64_t* valid;
  std::uint64_t* counted;  // the positions counted so far (all of them once the counting is done)
  std::vector<std::uint8_t>* values;
  std::vector<std::uint8_t>* state;
  Bitmap* pending;
};

// Written whole or not at all (a new file renamed over the old); false when
// it could not be written.
bool write_checkpoint(const std::filesystem::path& file, const CheckpointView& view);
// Fills the view from the file; false (and the view untouched where it
// matters) when there is none, or it is of another solve, cut short or damaged.
bool read_checkpoint(const std::filesystem::path& file, CheckpointView& view);

}  // namespace djed::solve
