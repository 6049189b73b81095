#include "learned_value.hpp"

#include <bit>

#include "endings.hpp"
#include "evaluation.hpp"
#include "perft.hpp"

namespace pharao {

namespace {
int one_turn_later(int turns_left) { return turns_left > 0 ? turns_left - 1 : turns_left; }
}  // namespace

std::optional<Outlook> known_outlook(const Position& p, EndingsView endings, int turns_left) {
  const int me = p.side;
  if (const int w = winner_by_pieces(p); w >= 0) return w == me ? Outlook{1, 0} : Outlook{0, 1};
  if (turns_left == 0) return Outlook{0, 0};
  const Mask mine = p.pieces[static_cast<std::size_t>(me)], theirs = p.pieces[static_cast<std::size_t>(me ^ 1)];
  // Nothing but a drowning piece: it cannot be rescued, and the side loses
  // once it drowns, unless the other side is locked up first.
  if (mine == bit(kNile)) return Outlook{0, 1};
  if (theirs == bit(kNile)) {
    Position q = p;
    q.thrown = false;
    const double locked_up = lock_up_probability(q);
    return Outlook{1 - locked_up, locked_up};
  }
  if (endings.table && endings.table->covers(p)) {
    Position q = p;
    q.thrown = false;
    q.roll = Roll{};
    const int lone = std::popcount(q.pieces[kLight]) == 1 ? kLight : kDark;
    double wins = endings.table->last_piece_wins(q);
    if (endings.player >= 0)
      wins = lone == endings.player ? 1 - kOpponentEndingShare * (1 - wins) : kOpponentEndingShare * wins;
    return lone == me ? Outlook{wins, 1 - wins} : Outlook{1 - wins, wins};
  }
  return std::nullopt;
}

Outlook outlook_before_throw(const Position& p, const Network& net, EndingsView endings, int turns_left) {
  if (const auto known = known_outlook(p, endings, turns_left)) return *known;
  return net.outlook(encode(p, turns_left));
}

Outlook outlook_of_turn(const Position& p, const TurnMoves& t, const Network& net, EndingsView endings,
                        int turns_left) {
  if (t.wins) return {1, 0};
  return outlook_before_throw(after_turn(p, t), net, endings, one_turn_later(turns_left)).flipped();
}

Outlook outlook_after_throw(const Position& p, const Network& net, EndingsView endings, int turns_left) {
  if (const int w = winner_by_pieces(p); w >= 0) return w == p.side ? Outlook{1, 0} : Outlook{0, 1};
  if (is_locked_up(p)) return {0, 1};
  Outlook best{0, 1};
  double best_preference = -2;
  for_each_turn(p, [&](const TurnMoves& t) {
    const Outlook o = outlook_of_turn(p, t, net, endings, turns_left);
    if (const double v = preference(o); v > best_preference) {
      best = o;
      best_preference = v;
    }
    return best.win < 1.0;
  });
  return best;
}

Outlook outlook_one_turn_ahead(const Position& p, const Network& net, EndingsView endings,
                               int turns_left) {
  if (const int w = winner_by_pieces(p); w >= 0) return w == p.side ? Outlook{1, 0} : Outlook{0, 1};
  Outlook sum;
  // The faces of the two dice: own 0, 0, 1, 2, 3, 4; opponent 0, 0, 1, 1, 2, 2.
  for (int own = 0; own <= 4; ++own)
    for (int opponent = 0; opponent <= 2; ++opponent) {
      const double weight = (own == 0 ? 2.0 : 1.0) * 2.0 / 36.0;
      Position q = p;
      q.thrown = true;
      q.roll = Roll{static_cast<std::uint8_t>(own), static_cast<std::uint8_t>(opponent)};
      const Outlook o = outlook_after_throw(q, net, endings, turns_left);
      sum.win += weight * o.win;
      sum.loss += weight * o.loss;
    }
  return sum;
}

}  // namespace pharao
