#include "turns.hpp"

namespace pharao {
namespace {

void walk(int at, int left, Mask blocked, Mask& found) {
  if (left == 0) {
    found |= bit(at);
    return;
  }
  for (Mask next = kNeighbours[at] & ~blocked; next; next &= next - 1) {
    const int to = std::countr_zero(next) + 1;
    walk(to, left - 1, blocked | bit(to), found);
  }
}

}  // namespace

Mask path_destinations(Mask blocked, int from, int steps) {
  Mask found = 0;
  walk(from, steps, blocked | bit(from), found);
  return found;
}

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
  if (p.roll.own == 0 && p.roll.opponent == 0) return false;
  bool moving = false;
  for_each_turn(p, [&](const TurnMoves& t) {
    moving = t.moves_a_piece();
    return !moving;
  });
  return !moving;
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
