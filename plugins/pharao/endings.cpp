#include "endings.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <stdexcept>

#include "perft.hpp"
#include "turns.hpp"

namespace pharao {

namespace {

// Binomial coefficients for ranking sets of houses (combinatorial number system).
constexpr int kMaxPieces = kPiecesPerSide;
constexpr auto kBinomial = [] {
  std::array<std::array<std::uint32_t, kMaxPieces + 1>, kHouses + 1> c{};
  for (int n = 0; n <= kHouses; ++n) {
    c[static_cast<std::size_t>(n)][0] = 1;
    for (int k = 1; k <= kMaxPieces && n > 0; ++k)
      c[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)] =
          c[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k - 1)] + c[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k)];
  }
  return c;
}();

// The next larger mask with as many bits (Gosper's hack).
Mask next_same_count(Mask m) {
  const Mask low = m & (~m + 1), ripple = m + low;
  return (((ripple ^ m) >> 2) / low) | ripple;
}

// With Light holding the last piece; the colours are alike in the rules.
Position with_light_alone(const Position& p) {
  if (std::popcount(p.pieces[kLight]) == 1) return p;
  Position q = p;
  std::swap(q.pieces[kLight], q.pieces[kDark]);
  q.side ^= 1;
  return q;
}

}  // namespace

std::vector<Mask> LastPieceEndings::masks_of(int pieces) {
  std::vector<Mask> masks;
  for (Mask m = (Mask{1} << pieces) - 1; m < (Mask{1} << kHouses); m = next_same_count(m)) masks.push_back(m);
  return masks;
}

LastPieceEndings::LastPieceEndings(int max_pieces, double tolerance) : max_pieces_(max_pieces) {
  if (max_pieces < 1 || max_pieces > kMaxPieces) throw std::invalid_argument("max_pieces must be 1 to 4");
  first_rank_.assign(static_cast<std::size_t>(max_pieces + 1), 0);
  for (int k = 1; k <= max_pieces; ++k) {
    first_rank_[static_cast<std::size_t>(k)] = masks_per_square_;
    masks_per_square_ += kBinomial[kHouses][static_cast<std::size_t>(k)];
  }
  value_.assign(2 * kHouses * static_cast<std::size_t>(masks_per_square_), 0.0f);
  std::vector<Position> open;  // the positions whose value is not decided by the rules
  for (int k = 1; k <= max_pieces; ++k)
    for (Mask others : masks_of(k))
      for (int side = 0; side < 2; ++side)
        for (int house = 1; house <= kHouses; ++house) {
          if (others & bit(house)) continue;
          Position p;
          p.pieces = {bit(house), others};
          p.side = static_cast<std::uint8_t>(side);
          // A last piece on the Nile must drown in its owner's turn: lost.
          if (house == kNile && side == kLight) value_[index_of(p)] = -1.0f;
          else open.push_back(p);
        }
  // Gauss-Seidel sweeps: each backup uses the newest values of the others.
  for (double change = tolerance + 1; change > tolerance; ++sweeps_) {
    change = 0;
    for (const Position& p : open) {
      float& v = value_[index_of(p)];
      const float backed_up = static_cast<float>(solve_value(p));
      change = std::max(change, static_cast<double>(std::fabs(backed_up - v)));
      v = backed_up;
    }
  }
}

std::size_t LastPieceEndings::index_of(const Position& p) const {
  const Mask others = p.pieces[kDark];
  std::uint32_t rank = first_rank_[static_cast<std::size_t>(std::popcount(others))];
  std::size_t k = 1;
  for (Mask m = others; m; m &= m - 1, ++k) rank += kBinomial[static_cast<std::size_t>(std::countr_zero(m))][k];
  const auto square = static_cast<std::size_t>(std::countr_zero(p.pieces[kLight]));
  return (p.side * static_cast<std::size_t>(kHouses) + square) * masks_per_square_ + rank;
}

// The value for the side to move: the throws averaged, each answered by its
// best turn; a win is 1, a loss -1.
double LastPieceEndings::solve_value(const Position& start) const {
  double value = 0.0;
  for (int own = 0; own <= 4; ++own)
    for (int opponent = 0; opponent <= 2; ++opponent) {
      const double chance = (own == 0 ? 2.0 : 1.0) / 6 * (2.0 / 6);
      Position p = start;
      p.thrown = true;
      p.roll = Roll{static_cast<std::uint8_t>(own), static_cast<std::uint8_t>(opponent)};
      double best = -1.0;
      bool any_moves = false;
      for_each_turn(p, [&](const TurnMoves& t) {
        any_moves = any_moves || t.moves_a_piece();
        double q = 1.0;
        if (!t.wins) {
          const Position next = after_turn(p, t);
          const int winner = winner_by_pieces(next);
          q = winner >= 0 ? (winner == p.side ? 1.0 : -1.0) : -value_[index_of(next)];
        }
        best = std::max(best, q);
        return best < 1.0;
      });
      // [D-7]: locked up, unless the throw was a double zero.
      if (!any_moves && (own > 0 || opponent > 0)) best = -1.0;
      value += chance * best;
    }
  return value;
}

double LastPieceEndings::last_piece_wins(const Position& position) const {
  const Position p = with_light_alone(position);
  const double v = value_[index_of(p)];
  return p.side == kLight ? (1 + v) / 2 : (1 - v) / 2;
}

}  // namespace pharao
