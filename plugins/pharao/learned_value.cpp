#include "learned_value.hpp"

#include <algorithm>
#include <bit>

#include "endings.hpp"
#include "evaluation.hpp"
#include "perft.hpp"

namespace pharao {

double known_win_chance(const Position& p, const LastPieceEndings* endings) {
  const int me = p.side;
  if (const int w = winner_by_pieces(p); w >= 0) return w == me ? 1.0 : 0.0;
  const Mask mine = p.pieces[static_cast<std::size_t>(me)], theirs = p.pieces[static_cast<std::size_t>(me ^ 1)];
  // Nothing but a drowning piece: it cannot be rescued, and the side loses
  // once it drowns, unless the other side is locked up first.
  if (mine == bit(kNile)) return 0.0;
  if (theirs == bit(kNile)) {
    Position q = p;
    q.thrown = false;
    return 1.0 - lock_up_probability(q);
  }
  if (endings && endings->covers(p)) {
    Position q = p;
    q.thrown = false;
    q.roll = Roll{};
    const int lone = std::popcount(q.pieces[kLight]) == 1 ? kLight : kDark;
    const double wins = endings->last_piece_wins(q);
    return lone == me ? wins : 1.0 - wins;
  }
  return -1.0;
}

double win_chance_before_throw(const Position& p, const Network& net, const LastPieceEndings* endings) {
  if (const double known = known_win_chance(p, endings); known >= 0) return known;
  return net.win_chance(encode(p));
}

double win_chance_of_turn(const Position& p, const TurnMoves& t, const Network& net, const LastPieceEndings* endings) {
  if (t.wins) return 1.0;
  return 1.0 - win_chance_before_throw(after_turn(p, t), net, endings);
}

double win_chance_after_throw(const Position& p, const Network& net, const LastPieceEndings* endings) {
  if (const int w = winner_by_pieces(p); w >= 0) return w == p.side ? 1.0 : 0.0;
  if (is_locked_up(p)) return 0.0;
  double best = 0.0;
  for_each_turn(p, [&](const TurnMoves& t) {
    best = std::max(best, win_chance_of_turn(p, t, net, endings));
    return best < 1.0;
  });
  return best;
}

double win_chance_one_turn_ahead(const Position& p, const Network& net, const LastPieceEndings* endings) {
  if (const int w = winner_by_pieces(p); w >= 0) return w == p.side ? 1.0 : 0.0;
  double chance = 0.0;
  // The faces of the two dice: own 0, 0, 1, 2, 3, 4; opponent 0, 0, 1, 1, 2, 2.
  for (int own = 0; own <= 4; ++own)
    for (int opponent = 0; opponent <= 2; ++opponent) {
      const double weight = (own == 0 ? 2.0 : 1.0) * 2.0 / 36.0;
      Position q = p;
      q.thrown = true;
      q.roll = Roll{static_cast<std::uint8_t>(own), static_cast<std::uint8_t>(opponent)};
      chance += weight * win_chance_after_throw(q, net, endings);
    }
  return chance;
}

}  // namespace pharao
