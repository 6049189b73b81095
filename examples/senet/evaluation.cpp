#include "evaluation.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>

#include "sticks.hpp"

namespace senet {

namespace {

constexpr double kAverageThrow = 37.0 / 16.0;  // (4*1 + 6*2 + 4*3 + 4 + 5) / 16
// Throws per turn: the turn goes on after 1, 4 and 5 (6 falls in 16).
constexpr double kThrowsPerTurn = 16.0 / 10.0;
// The side to move is on average half a turn ahead in the race.
constexpr double kTempo = 0.5 * kThrowsPerTurn * kAverageThrow;
// How uncertain a race of a given length is: the spread of the outcome grows
// with the square root of what both sides still have to run. Swaps make
// Senet far less certain than a plain race, hence the generous factor.
constexpr double kSpreadPerRootSquare = 1.3;
constexpr double kMinimumSpread = 2.0;
// A swap the side to move may make now counts more than one the opponent
// may make next: the side to move can still cover its piece first.
constexpr double kOwnSwapShare = 0.6;
constexpr double kTheirSwapShare = 0.35;
// Each opposing piece held behind a blockade, in squares. (A pair is worth
// what it prevents: its pieces cannot be swapped, which swap_threat sees.)
constexpr double kHeldBehindBlockade = 0.5;
// A throw that will be lost, or can only take a piece into the water, costs
// its squares in full for the side to throw next, and half for the other
// side, whose position the coming move still changes.
constexpr double kOwnStuckShare = 1.0;
constexpr double kTheirStuckShare = 0.5;

double probability(int thrown) { return kThrowWeights[static_cast<std::size_t>(thrown)] / double(kStickFalls); }

// The throws a lone piece on each square expects to need to leave the
// board, the rules applied to a piece alone on the board (a throw it cannot
// use is lost, a 1 on 26 takes it into the water). Solved by iteration: the
// water makes the chain go round.
std::array<double, kSquares + 1> lone_piece_throws() {
  std::array<double, kSquares + 1> e{};
  for (int round = 0; round < 2000; ++round) {
    std::array<double, kSquares + 1> next{};
    for (int s = 1; s <= kSquares; ++s) {
      if (s == kWater) continue;
      Position p;
      p.pieces[kLight] = bit(s);
      p.pieces[kDark] = 0;
      double expected = 1.0;
      for (int t = kMinThrow; t <= kMaxThrow; ++t) {
        const auto m = move_of(p, s, t);
        if (!m) {
          expected += probability(t) * e[static_cast<std::size_t>(s)];
          continue;
        }
        if (m->kind == MoveKind::kBearOff) continue;
        const int to = m->kind == MoveKind::kWater ? kSecondLife : m->to;
        expected += probability(t) * e[static_cast<std::size_t>(to)];
      }
      next[static_cast<std::size_t>(s)] = expected;
    }
    e = next;
  }
  return e;
}

// Per square: the squares still to run, and the squares' worth of throws a
// piece there is expected to waste on top (see race_cost).
struct SquareCosts {
  std::array<double, kSquares + 1> distance{};
  std::array<double, kSquares + 1> waste{};
};

const SquareCosts& square_costs() {
  static const SquareCosts costs = [] {
    SquareCosts c;
    const auto throws = lone_piece_throws();
    for (int s = 1; s <= kSquares; ++s) {
      c.distance[static_cast<std::size_t>(s)] = kOff - s;
      c.waste[static_cast<std::size_t>(s)] =
          std::max(0.0, throws[static_cast<std::size_t>(s)] * kAverageThrow - (kOff - s));
    }
    return c;
  }();
  return costs;
}

double win_share_to_score(double lead, double spread) {
  const double share = 0.5 * std::erfc(-lead / (spread * std::sqrt(2.0)));
  return kWinValue * (2.0 * share - 1.0);
}

// Opposing pieces behind `side`'s runs of three or more, which they cannot
// pass.
int held_behind_blockades(const Position& p, int side) {
  const Mask own = p.pieces[static_cast<std::size_t>(side)];
  const Mask runs = own & (own >> 1) & (own >> 2);
  if (!runs) return 0;
  const int last_run = 32 - std::countl_zero(runs);  // the highest square starting a run
  const Mask behind = last_run > 1 ? bit(last_run) - 1 : 0;
  return std::popcount(p.pieces[static_cast<std::size_t>(side ^ 1)] & behind);
}

// The squares `side` expects to lose to its next throw when that throw
// cannot be used (lost) or can be used only to go into the water.
double stuck_loss(const Position& p, int side) {
  Position q = p;
  q.side = static_cast<std::uint8_t>(side);
  double loss = 0.0;
  for (int t = kMinThrow; t <= kMaxThrow; ++t) {
    q.thrown = static_cast<std::uint8_t>(t);
    const MoveList moves = legal_moves(q);
    bool dry = false;
    for (const Move& m : moves) dry = dry || m.kind != MoveKind::kWater;
    if (moves.empty())
      loss += probability(t) * t;
    else if (!dry)
      loss += probability(t) * (kWater - kSecondLife);
  }
  return loss;
}

}  // namespace

double race_cost(Mask pieces, bool waiting) {
  const SquareCosts& c = square_costs();
  const int count = std::popcount(pieces);
  // With more pieces on the board, a throw one piece cannot use another
  // often can: the waste counts less.
  const double waste_share = count <= 1 ? 1.0 : count == 2 ? 0.6 : 0.35;
  double cost = 0.0;
  for (Mask m = pieces; m; m &= m - 1) {
    const auto s = static_cast<std::size_t>(std::countr_zero(m) + 1);
    cost += c.distance[s] + (waiting ? waste_share * c.waste[s] : 0.0);
  }
  return cost;
}

double swap_threat(const Position& p, int attacker) {
  Position q = p;
  q.side = static_cast<std::uint8_t>(attacker);
  double threat = 0.0;
  for (int t = kMinThrow; t <= kMaxThrow; ++t) {
    for (Mask m = q.pieces[static_cast<std::size_t>(attacker)]; m; m &= m - 1) {
      const auto move = move_of(q, std::countr_zero(m) + 1, t);
      if (move && move->kind == MoveKind::kSwap) {
        threat += probability(t) * 2.0 * t;
        break;  // every swap with this throw swings the same
      }
    }
  }
  return threat;
}

int evaluate(const Position& p, djed::Insight insight) {
  const int me = p.side, them = me ^ 1;
  if (p.winner() >= 0) return p.winner() == me ? kWinValue : -kWinValue;
  const bool threats = insight != djed::Insight::kMaterial;
  const bool full = insight == djed::Insight::kFull;
  const double my_cost = race_cost(p.pieces[static_cast<std::size_t>(me)], threats);
  const double their_cost = race_cost(p.pieces[static_cast<std::size_t>(them)], threats);
  double lead = their_cost - my_cost;
  if (threats) {
    // Thrown, the side to move is about to move that far (and throws again
    // after 1, 4, 5); before the throw it is half a turn ahead on average.
    if (p.thrown) {
      lead += legal_moves(p).empty() ? -kTempo : p.thrown + (throws_again(p.thrown) ? 2 * kTempo : 0.0) - kTempo;
    } else {
      lead += kTempo;
    }
    lead += kOwnSwapShare * swap_threat(p, me) - kTheirSwapShare * swap_threat(p, them);
  }
  if (full) {
    lead += kHeldBehindBlockade * (held_behind_blockades(p, me) - held_behind_blockades(p, them));
    if (!p.thrown) lead -= kOwnStuckShare * stuck_loss(p, me);
    lead += kTheirStuckShare * stuck_loss(p, them);
  }
  const double spread = kMinimumSpread + kSpreadPerRootSquare * std::sqrt(my_cost + their_cost);
  const double score = win_share_to_score(lead, spread);
  return static_cast<int>(std::clamp(score, -double(kWinValue - 1), double(kWinValue - 1)));
}

int order_hint(const Position& p, const Move* m) {
  if (!m) return 0;
  switch (m->kind) {
    case MoveKind::kBearOff: return p.on_board(p.side) == 1 ? 5000 : 1000;
    case MoveKind::kSwap: return 200 + 20 * p.thrown;
    case MoveKind::kWater: return -200;
    case MoveKind::kStep: break;
  }
  int hint = m->to == kBeauty ? 50 : 0;
  const Mask own = p.pieces[p.side] & ~bit(m->from);
  if ((m->to > 1 && (own & bit(m->to - 1))) || (m->to < kSquares && (own & bit(m->to + 1)))) hint += 20;
  return hint;
}

}  // namespace senet
