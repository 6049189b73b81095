#include "evaluation.hpp"

#include <array>
#include <bit>

#include "paths.hpp"

namespace ramses {

namespace {

struct SideFeatures {
  int held = 0;      // own pawns on hieroglyph squares
  int reach = 0;     // free hieroglyph squares an own pawn can walk to
  int mobility = 0;  // own path moves
};

SideFeatures features(const Position& p, int side) {
  SideFeatures f;
  f.held = std::popcount(p.pieces[side] & kHieroglyphs);
  const Mask free_hieroglyphs = kHieroglyphs & ~p.occupied();
  Mask reached = 0;
  for (Mask m = p.pieces[side]; m; m &= m - 1) {
    const int from = std::countr_zero(m) + 1;
    const DestMask d = destinations(p, from);
    f.mobility += std::popcount(d);
    reached |= static_cast<Mask>(d) & free_hieroglyphs;
  }
  f.reach = std::popcount(reached);
  return f;
}

// Holding squares is worth more the closer it gets to three.
constexpr std::array<int, 4> kHeldValue{0, 400, 1500, 5000};

}  // namespace

int evaluate(const Position& p) {
  const int me = p.side, them = p.side ^ 1;
  const SideFeatures mine = features(p, me), theirs = features(p, them);
  int score = kHeldValue[static_cast<std::size_t>(mine.held)] - kHeldValue[static_cast<std::size_t>(theirs.held)];
  score += 120 * (mine.reach - theirs.reach);
  // Two held and a third in reach: a threat the other side must answer.
  if (mine.held == 2 && mine.reach > 0) score += 600;
  if (theirs.held == 2 && theirs.reach > 0) score -= 400;
  score += 4 * (mine.mobility - theirs.mobility);
  if (mine.mobility <= 2) score -= 300;  // close to being locked up
  if (theirs.mobility <= 2) score += 300;
  return score;
}

int order_hint(const Position& p, const HalfMove& own, const HalfMove* opponent) {
  int hint = 0;
  if (kHieroglyphs & bit(own.to)) hint += 100;
  // Moving an opponent pawn that stands next to a free hieroglyph square.
  if (opponent && (kNeighbours[opponent->from] & kHieroglyphs & ~p.occupied())) hint += 20;
  return hint;
}

}  // namespace ramses
