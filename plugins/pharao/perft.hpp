#pragma once
// Pharao perft: a thrown position counts its turns; an unthrown one sums over
// the 36 face pairs of the dice (the own die's two zeros count twice).
#include <cstdint>

#include "position.hpp"

namespace pharao {

// The side that has won before anything is thrown (the other has no pieces), or -1.
int winner_by_pieces(const Position& p);

std::uint64_t perft(const Position& p, int depth);

}  // namespace pharao
