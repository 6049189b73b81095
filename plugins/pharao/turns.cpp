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

bool is_locked_up(const Position& p) {
  const int own = p.roll.own, opponent = p.roll.opponent;
  if (own == 0 && opponent == 0) return false;
  // Without enumerating turns: letting a drowning piece drown frees the
  // Nile, so that mode has the most room for both moves. If no own move
  // exists the board is unchanged for the opponent move, and a rescue can
  // only start from a House of Beauty held at the start of the turn.
  const Mask mine = p.pieces[p.side], theirs = p.pieces[p.side ^ 1];
  const Mask occupied = p.occupied();
  const Mask freest = (mine & bit(kNile)) ? occupied & ~bit(kNile) : occupied;
  if (own > 0)
    for (Mask m = mine & ~bit(kNile); m; m &= m - 1)
      if (path_destinations(freest, std::countr_zero(m) + 1, own)) return false;
  if ((mine & bit(kNile)) && (mine & bit(kBeauty)) && path_destinations(occupied, kNile, kRescueSteps)) return false;
  if (opponent > 0)
    for (Mask m = theirs & ~bit(kNile); m; m &= m - 1)
      if (path_destinations(freest, std::countr_zero(m) + 1, opponent)) return false;
  return true;
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
