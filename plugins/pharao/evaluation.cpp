#include "evaluation.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

#include "endings.hpp"

namespace pharao {

namespace {

constexpr int kPiece = 1000;
constexpr int kDrowningPiece = 350;
constexpr int kPushChance = 450;   // times the probability of pushing now
constexpr int kPushedChance = 250;  // times the probability of being pushed next turn
constexpr int kRescueReady = 150;  // drowning, with a piece on the House of Beauty
constexpr int kStepToSecondLife = 40;
// A game the other side may end in its next turn (its last piece reaching
// the House of Second Life, or pushing ours in) counts half: this turn may
// still block or move the piece.
constexpr double kNextTurnShare = 0.5;

// Shortest walks between houses on the empty board, for the last piece.
constexpr std::array<int, kHouses + 1> distances_to_second_life() {
  std::array<int, kHouses + 1> d{};
  for (int& x : d) x = -1;
  std::array<int, kHouses> queue{};
  int head = 0, tail = 0;
  d[kSecondLife] = 0;
  queue[tail++] = kSecondLife;
  while (head < tail) {
    const int h = queue[head++];
    for (int n = 1; n <= kHouses; ++n)
      if ((kNeighbours[h] & bit(n)) && d[n] < 0) {
        d[n] = d[h] + 1;
        queue[tail++] = n;
      }
  }
  return d;
}
constexpr std::array<int, kHouses + 1> kDistanceToSecondLife = distances_to_second_life();

// Can `side`'s opponent push one of `side`'s pieces into the Nile with `steps`?
bool can_be_pushed(const Position& p, int side, int steps) {
  if (steps == 0) return false;
  return path_origins(p.occupied(), kNile, steps, p.pieces[static_cast<std::size_t>(side)]) != 0;
}

// A side's last piece, not drowning: pushed into the Nile, it cannot be
// rescued (that needs another piece on the House of Beauty), so the push
// decides the game.
bool is_last_piece(Mask pieces) { return std::popcount(pieces) == 1 && !(pieces & bit(kNile)); }

// The chance that `side`'s last piece reaches the House of Second Life with
// its own die (faces 0, 0, 1, 2, 3, 4), or with `thrown` when it is known.
double second_life_probability(const Position& p, int side, int thrown) {
  const Mask pieces = p.pieces[static_cast<std::size_t>(side)];
  if (!is_last_piece(pieces)) return 0.0;
  const int from = std::countr_zero(pieces) + 1;
  const auto reaches = [&](int steps) {
    return steps > 0 && (path_destinations(p.occupied(), from, steps) & bit(kSecondLife)) != 0;
  };
  if (thrown >= 0) return reaches(thrown) ? 1.0 : 0.0;
  double chance = 0.0;
  for (int steps = 1; steps <= 4; ++steps)
    if (reaches(steps)) chance += 1.0 / 6;
  return chance;
}

// Without the solved endings beside the plugin (LastPieceEndings), a coarse
// table of their averages: how endings of a last piece against two or more
// pieces go with best play on both sides, as tools/pharao_endings prints it
// for two and three pieces (four are taken as three): the share the last piece wins, by who
// moves, how many faces of its own die reach the House of Second Life and
// how many faces of the other side's opponent die push it into the Nile.
// Indexed [three or more][last piece to move][faces to Second Life][faces to
// the Nile]; parity allows at most two faces to either house.
constexpr double kLastPieceWins[2][2][3][2] = {
    // two pieces against the last one
    {{{0.717, 0.435}, {0.707, 0.384}, {0.705, 0.441}},   // the other side to move
     {{0.743, 0.658}, {0.782, 0.611}, {0.837, 0.743}}},  // the last piece to move
    // three
    {{{0.707, 0.409}, {0.709, 0.366}, {0.706, 0.427}},
     {{0.741, 0.632}, {0.785, 0.597}, {0.845, 0.734}}},
};

// The share of games `lone` (down to its last piece, the other side having
// two or more) goes on to win.
double last_piece_wins(const Position& p, int lone) {
  const Mask others = p.pieces[static_cast<std::size_t>(lone ^ 1)];
  const LastPieceReach reach = last_piece_reach(p, lone);
  return kLastPieceWins[std::popcount(others) >= 3][p.side == lone][reach.to_second_life][reach.to_nile];
}

// The position before its throw: what the solved endings are values of.
Position unthrown(const Position& p) {
  Position q = p;
  q.thrown = false;
  q.roll = Roll{};
  return q;
}

}  // namespace

LastPieceReach last_piece_reach(const Position& p, int lone) {
  return {static_cast<int>(std::lround(6 * second_life_probability(p, lone, -1))),
          static_cast<int>(std::lround(3 * push_probability(p, lone, -1)))};
}

double push_probability(const Position& p, int side, int thrown) {
  if (thrown >= 0) return can_be_pushed(p, side, thrown) ? 1.0 : 0.0;
  return (can_be_pushed(p, side, 1) ? 1.0 / 3 : 0.0) + (can_be_pushed(p, side, 2) ? 1.0 / 3 : 0.0);
}

// Which own and opponent steps could move a piece at all is found once,
// instead of testing each of the fifteen throws.
double lock_up_probability(const Position& p) {
  if (p.thrown || rescue_without_own_move(p)) return 0.0;
  const Mask mine = p.pieces[p.side], theirs = p.pieces[p.side ^ 1];
  std::array<bool, 5> own_moves{}, opponent_moves{};
  for (int steps = 1; steps <= 4; ++steps) {
    own_moves[static_cast<std::size_t>(steps)] = some_piece_moves(p, mine, steps);
    if (steps <= 2) opponent_moves[static_cast<std::size_t>(steps)] = some_piece_moves(p, theirs, steps);
  }
  int locking = 0;  // of the 36 face pairs
  for (int own : kOwnDieFaces)
    for (int opponent : kOpponentDieFaces)
      locking += (own > 0 || opponent > 0) && !own_moves[static_cast<std::size_t>(own)] &&
                 !opponent_moves[static_cast<std::size_t>(opponent)];
  return locking / 36.0;
}

int evaluate(const Position& p, djed::Insight insight, int player_side, const LastPieceEndings* endings) {
  const int me = p.side, them = me ^ 1;
  const Mask mine = p.pieces[static_cast<std::size_t>(me)], theirs = p.pieces[static_cast<std::size_t>(them)];
  // A side left with nothing but a drowning piece has lost: the piece cannot
  // be rescued, and once it drowns the side has no pieces. The side to move
  // can still lose first, by being locked up in this turn.
  if (mine == bit(kNile)) return -kWinValue;
  if (theirs == bit(kNile)) return static_cast<int>(kWinValue * (1.0 - 2.0 * lock_up_probability(p)));
  const bool my_last = is_last_piece(mine), their_last = is_last_piece(theirs);
  double score = 0.0;
  for (int s : {me, them}) {
    const int sign = s == me ? 1 : -1;
    const Mask pieces = p.pieces[static_cast<std::size_t>(s)];
    const bool drowning = pieces & bit(kNile);
    const int alive = std::popcount(pieces & ~bit(kNile));
    double value = kPiece * alive + (drowning ? kDrowningPiece : 0);
    if (drowning && (pieces & bit(kBeauty))) value += kRescueReady;
    if (s == me ? my_last : their_last)
      value -= kStepToSecondLife * kDistanceToSecondLife[static_cast<std::size_t>(std::countr_zero(pieces) + 1)];
    score += sign * value;
  }
  if (insight == djed::Insight::kMaterial) return static_cast<int>(score);
  const bool full = insight == djed::Insight::kFull;
  // This turn the side to move pushes with its opponent die; next turn the
  // opponent does (the board will have changed, so this is an estimate).
  // Pushing a last piece in is not a piece won but the game, below.
  const double push_now = push_probability(p, them, p.thrown ? p.roll.opponent : -1);
  double wins_now = second_life_probability(p, me, p.thrown ? p.roll.own : -1);
  if (their_last) wins_now = 1.0 - (1.0 - wins_now) * (1.0 - push_now);
  // Full insight knows that a last piece against two or more wins about two
  // games in three with best play (kLastPieceWins), and scores such endings
  // by that, a known throw that ends the game mixed in. A player judges the
  // endings of the other side's last piece by the count instead: he trusts
  // himself to win that race, so he still pushes a second-last piece in.
  const auto knows_endings_of = [&](int side) { return full && (player_side < 0 || side == player_side); };
  const int lone = my_last == their_last ? -1 : my_last ? me : them;
  // The solved endings are values before the throw; once thrown, the
  // throw's own chance of ending the game is mixed in as for the rest.
  const bool solved = full && lone >= 0 && endings && endings->covers(p);
  const double solved_wins = solved ? endings->last_piece_wins(unthrown(p)) : 0.0;
  if (lone >= 0 && knows_endings_of(lone)) {
    const double ends_now = p.thrown ? wins_now : 0.0;  // before the throw the table counts it
    if (solved) {
      score = (lone == me ? 1 : -1) * kWinValue * (2 * solved_wins - 1);
      score = ends_now * kWinValue + (1.0 - ends_now) * score;
      return static_cast<int>(std::clamp(score, -double(kWinValue), double(kWinValue)));
    }
    score = (lone == me ? 1 : -1) * kWinValue * (2 * last_piece_wins(p, lone) - 1);
    // The table averages over where the other pieces stand; a blockade about
    // to lock the side to move up is seen here as everywhere else.
    const double locked_up = lock_up_probability(p);  // 0 once thrown
    score = (ends_now - locked_up) * kWinValue + (1.0 - ends_now - locked_up) * score;
    return static_cast<int>(std::clamp(score, -double(kWinValue), double(kWinValue)));
  }
  // The other side's last piece, with the endings solved: still the count,
  // so that pushing a second-last piece in is worth what it was, shifted by
  // how much better or worse than the average such ending this one goes for
  // the defender. The race is then played where the last piece seldom wins
  // (kept next to the Nile, boxed in) without turning passive: valued
  // outright, a race the last piece wins two times in three would never be
  // started, and games against a player who does not push run to the cap.
  if (solved) {
    const int defender = lone ^ 1;
    const double average = endings->mean_last_piece_wins(
        std::popcount(p.pieces[static_cast<std::size_t>(defender)]), p.side == lone);
    score += (defender == me ? 1 : -1) * 2.0 * kWinValue * (average - solved_wins);
  }
  // For the same reason a side down to two pieces that knows the endings
  // does not fear losing one of them.
  const auto keeps_two = [&](int side) {
    const Mask pieces = p.pieces[static_cast<std::size_t>(side)];
    return knows_endings_of(side) && !(pieces & bit(kNile)) && std::popcount(pieces) == 2;
  };
  const double pushed_next = push_probability(p, me, -1);
  if (!their_last && !keeps_two(them)) score += kPushChance * push_now;
  if (my_last) score -= kNextTurnShare * kWinValue * pushed_next;
  else if (!keeps_two(me)) score -= kPushedChance * pushed_next;
  score -= kNextTurnShare * kWinValue * second_life_probability(p, them, -1);
  // The coming or thrown dice may end the game at once: the own die may take
  // a last piece to the House of Second Life [D-8], the opponent die may push
  // the other side's last piece in (the two dice are independent), and a
  // blockade may lock the side up [D-7], which excludes both. The other
  // throws keep the score above.
  // A blockade in the making is the last thing a player learns to see.
  const double locked_up = full ? lock_up_probability(p) : 0.0;
  score = (wins_now - locked_up) * kWinValue + (1.0 - wins_now - locked_up) * score;
  return static_cast<int>(std::clamp(score, -double(kWinValue), double(kWinValue)));
}

int order_hint(const Position& p, const TurnMoves& t) {
  (void)p;
  int hint = 0;
  if (t.wins) hint += 1000;
  if (t.opponent.moves() && t.opponent.to == kNile) hint += 200;
  if (t.rescue.moves()) hint += 100;
  if (t.own.moves() && t.own.to == kBeauty) hint += 30;
  if (t.drown) hint -= 50;
  return hint;
}

}  // namespace pharao
