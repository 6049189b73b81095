#include "evaluation.hpp"

#include <bit>

#include "movegen.hpp"

namespace seti {

namespace {

constexpr int kFigure = 500;
constexpr int kShip = 60;
constexpr int kRunnerToMove = 400;  // can step onto the finishing row now
constexpr int kRunnerWaiting = 250;  // could, once it is its side's move
constexpr int kEnPrise = 120;       // a figure the side to move can conquer

// How many ranks a figure of `side` on `square` has advanced (0..9).
int advance(const Shape& shape, int side, int square) {
  const int rank = shape.rank_of(square);
  return side == kWhite ? rank - 1 : kRanks - rank;
}

struct SideFeatures {
  int material = 0;
  int advancement = 0;
  int runners = 0;  // figures with a target on the finishing row
  Bits attacks = 0;  // squares its figures could move to
};

SideFeatures features(const Position& p, const Shape& shape, int side) {
  Position as_mover = p;
  as_mover.side = static_cast<std::uint8_t>(side);
  SideFeatures f;
  f.material = kFigure * std::popcount(p.figures[side]) +
               kShip * (std::popcount(p.ships[side]) + p.reserve[side]);
  for (Bits m = p.figures[side]; m; m &= m - 1) {
    const int square = std::countr_zero(m);
    const int a = advance(shape, side, square);
    f.advancement += 6 * a + a * a;  // the last ranks count most
    const Bits targets = figure_targets(as_mover, shape, square);
    f.attacks |= targets;
    if (targets & shape.finishing_row[side]) ++f.runners;
  }
  return f;
}

}  // namespace

int evaluate(const Position& p, const Shape& shape) {
  const int me = p.side, them = me ^ 1;
  const SideFeatures mine = features(p, shape, me), theirs = features(p, shape, them);
  int score = mine.material - theirs.material + mine.advancement - theirs.advancement;
  score += kRunnerToMove * mine.runners - kRunnerWaiting * theirs.runners;
  // Enemy figures the side to move can conquer now; own ones it must save.
  score += kEnPrise * std::popcount(mine.attacks & p.figures[them] & ~p.shielded(them));
  score -= (kEnPrise / 3) * std::popcount(theirs.attacks & p.figures[me] & ~p.shielded(me));
  return score;
}

int order_hint(const Position& p, const Shape& shape, const Move& m) {
  int hint = 0;
  if ((m.kind == MoveKind::kStep || m.kind == MoveKind::kConquest) && (shape.finishing_row[p.side] & bit(m.to)))
    hint += 200;
  if (m.kind == MoveKind::kConquest) hint += (p.figures[p.side ^ 1] & bit(m.to)) ? 100 : 40;
  return hint;
}

}  // namespace seti
