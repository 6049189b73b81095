#include "perft.hpp"

#include "turns.hpp"

namespace pharao {

int winner_by_pieces(const Position& p) {
  if (!p.pieces[p.side]) return p.side ^ 1;
  if (!p.pieces[p.side ^ 1]) return p.side;
  return -1;
}

std::uint64_t perft(const Position& p, int depth) {
  if (depth == 0) return 1;
  if (winner_by_pieces(p) >= 0) return 0;
  if (!p.thrown) {
    std::uint64_t total = 0;
    for (int own = 0; own <= 4; ++own)
      for (int opponent = 0; opponent <= 2; ++opponent) {
        Position q = p;
        q.thrown = true;
        q.roll = Roll{static_cast<std::uint8_t>(own), static_cast<std::uint8_t>(opponent)};
        const std::uint64_t faces = (own == 0 ? 2 : 1) * 2;
        total += faces * perft(q, depth);
      }
    return total;
  }
  if (depth == 1) {
    const TurnTally tally = tally_turns(p);
    const bool double_zero = p.roll.own == 0 && p.roll.opponent == 0;
    return (double_zero || tally.any_moves) ? tally.turns : 0;  // locked up [D-7]: no turns
  }
  if (is_locked_up(p)) return 0;
  std::uint64_t total = 0;
  for_each_turn(p, [&](const TurnMoves& t) {
    if (!t.wins) total += perft(after_turn(p, t), depth - 1);  // a won game has no further turns
    return true;
  });
  return total;
}

}  // namespace pharao
