#pragma once
// A deliberately simple second implementation of the Seti move rules, for
// cross-checking the plugin: a grid of cells read from the position string,
// moves found by trying every square and every offset, strings everywhere.
// Shares no code with the plugin.
#include <string>
#include <vector>

namespace naive_seti {

struct Outcome {
  std::string move;      // in move notation
  std::string position;  // the position after it
};

// Every legal move with the position it leads to, sorted by move. `files` is
// 3 (Aleph) or 5 (Beth). Throws std::runtime_error on unreadable input.
std::vector<Outcome> legal_moves(const std::string& position, int files);

}  // namespace naive_seti
