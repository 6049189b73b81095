#include "turns.hpp"

#include <bit>

namespace pharao {

TurnTally tally_turns(const Position& p) {
  TurnTally tally;
  for_each_turn(p, [&](const TurnMoves& t) {
    ++tally.turns;
    tally.any_moves |= t.moves_a_piece();
    return true;
  });
  return tally;
}

bool some_piece_moves(const Position& p, Mask pieces, int steps) {
  if (steps == 0) return false;
  const Mask mine = p.pieces[p.side];
  const Mask freest = (mine & bit(kNile)) ? p.occupied() & ~bit(kNile) : p.occupied();
  for (Mask m = pieces & ~bit(kNile); m; m &= m - 1)
    if (path_destinations(freest, std::countr_zero(m) + 1, steps)) return true;
  return false;
}

bool rescue_without_own_move(const Position& p) {
  const Mask mine = p.pieces[p.side];
  return (mine & bit(kNile)) && (mine & bit(kBeauty)) && path_destinations(p.occupied(), kNile, kRescueSteps);
}

bool is_locked_up(const Position& p) {
  const int own = p.roll.own, opponent = p.roll.opponent;
  if (own == 0 && opponent == 0) return false;
  // If no own move exists the board is unchanged for the opponent move.
  return !some_piece_moves(p, p.pieces[p.side], own) && !rescue_without_own_move(p) &&
         !some_piece_moves(p, p.pieces[p.side ^ 1], opponent);
}

Position after_turn(const Position& p, const TurnMoves& t) {
  Position next = p;
  if (t.drown) next.pieces[p.side] &= ~bit(kNile);
  if (t.own.moves()) next.move(t.own.from, t.own.to);
  if (t.rescue.moves()) next.move(t.rescue.from, t.rescue.to);
  if (t.opponent.moves()) next.move(t.opponent.from, t.opponent.to);
  next.side ^= 1;
  next.thrown = false;
  next.roll = Roll{};
  return next;
}

}  // namespace pharao
