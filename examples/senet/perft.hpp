#pragma once
// Perft straight on positions, without the State machinery: the leaf count
// of the turn tree as the SDK defines it (State::perft). A throw is a chance
// node that sums its outcomes times their weights (the 16 falls of the
// sticks) without using up depth; each move, or each throw that moves
// nothing, is one turn.
#include <cstdint>

#include "position.hpp"

namespace senet {

std::uint64_t perft(const Position& p, int depth);

}  // namespace senet
