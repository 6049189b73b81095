#pragma once
// Template part of turns.hpp.
#include <bit>

namespace pharao {
namespace detail {

template <typename Visit>
bool opponent_part(const Position& board, TurnMoves& t, Visit& visit) {
  const int them = board.side ^ 1;
  bool any = false;
  if (board.roll.opponent > 0) {
    const Mask blocked = board.occupied();
    for (Mask m = board.pieces[them] & ~bit(kNile); m; m &= m - 1) {
      const int from = std::countr_zero(m) + 1;
      for (Mask d = path_destinations(blocked, from, board.roll.opponent); d; d &= d - 1) {
        any = true;
        t.opponent = Step{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(std::countr_zero(d) + 1)};
        if (!visit(static_cast<const TurnMoves&>(t))) return false;
      }
    }
  }
  if (!any) {
    t.opponent = Step{};
    if (!visit(static_cast<const TurnMoves&>(t))) return false;
  }
  return true;
}

// One mode of a turn: plain, after `drown`, or keeping the drowning piece.
template <typename Visit>
bool mode(const Position& q, bool drowned, bool rescue, bool had_beauty, Visit& visit) {
  const int me = q.side;
  Step own[4 * kHouses];
  int n = 0;
  if (q.roll.own > 0) {
    const Mask blocked = q.occupied();
    Mask nile_only = 0;
    for (Mask m = q.pieces[me] & ~bit(kNile); m; m &= m - 1) {
      const int from = std::countr_zero(m) + 1;
      const Mask d = path_destinations(blocked, from, q.roll.own);
      if (d & bit(kNile)) nile_only |= bit(from);
      for (Mask e = d & ~bit(kNile); e; e &= e - 1)
        own[n++] = Step{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(std::countr_zero(e) + 1)};
    }
    // Onto 27 with an own piece only when no other own move exists.
    if (n == 0)
      for (Mask m = nile_only; m; m &= m - 1)
        own[n++] = Step{static_cast<std::uint8_t>(std::countr_zero(m) + 1), static_cast<std::uint8_t>(kNile)};
  }
  if (n == 0) own[n++] = Step{};
  const bool last_piece = std::popcount(q.pieces[me]) == 1;
  TurnMoves t;
  t.drown = drowned;
  for (int i = 0; i < n; ++i) {
    t.own = own[i];
    t.rescue = Step{};
    t.wins = false;
    Position r = q;
    if (own[i].moves()) r.move(own[i].from, own[i].to);
    if (own[i].moves() && last_piece && own[i].to == kSecondLife) {  // [D-8]
      t.wins = true;
      t.opponent = Step{};
      if (!visit(static_cast<const TurnMoves&>(t))) return false;
      continue;
    }
    if (!rescue) {
      if (!opponent_part(r, t, visit)) return false;
      continue;
    }
    if (!had_beauty && !(own[i].moves() && own[i].to == kBeauty)) continue;
    for (Mask d = path_destinations(r.occupied(), kNile, kRescueSteps); d; d &= d - 1) {
      t.rescue = Step{static_cast<std::uint8_t>(kNile), static_cast<std::uint8_t>(std::countr_zero(d) + 1)};
      Position s = r;
      s.move(kNile, t.rescue.to);
      if (!opponent_part(s, t, visit)) return false;
    }
  }
  return true;
}

}  // namespace detail

template <typename Visit>
void for_each_turn(const Position& p, Visit&& visit) {
  const int me = p.side;
  if (p.pieces[me] & bit(kNile)) {
    Position drowned = p;
    drowned.pieces[me] &= ~bit(kNile);
    if (!detail::mode(drowned, true, false, false, visit)) return;
    detail::mode(p, false, true, (p.pieces[me] & bit(kBeauty)) != 0, visit);
    return;
  }
  detail::mode(p, false, false, false, visit);
}

}  // namespace pharao
