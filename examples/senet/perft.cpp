#include "perft.hpp"

#include "moves.hpp"
#include "sticks.hpp"

namespace senet {

std::uint64_t perft(const Position& p, int depth) {
  if (depth <= 0) return 1;
  if (p.winner() >= 0) return 0;
  if (p.thrown == 0) {
    std::uint64_t total = 0;
    for (int t = kMinThrow; t <= kMaxThrow; ++t) {
      Position q = p;
      q.thrown = static_cast<std::uint8_t>(t);
      total += kThrowWeights[static_cast<std::size_t>(t)] * perft(q, depth);
    }
    return total;
  }
  const MoveList moves = legal_moves(p);
  if (moves.empty()) return depth == 1 ? 1 : perft(after_lost_throw(p), depth - 1);
  if (depth == 1) return static_cast<std::uint64_t>(moves.size);
  std::uint64_t total = 0;
  for (const Move& m : moves) total += perft(after_move(p, m), depth - 1);
  return total;
}

}  // namespace senet
