#include "features.hpp"

#include <algorithm>
#include <bit>

#include "evaluation.hpp"
#include "turns.hpp"

namespace pharao {

std::array<float, kInputs> Features::dense_vector() const {
  std::array<float, kInputs> x{};
  for (int i = 0; i < active_count; ++i) x[active[static_cast<std::size_t>(i)]] = 1.0F;
  for (int j = 0; j < kDenseInputs; ++j) x[static_cast<std::size_t>(kSparseInputs + j)] = dense[static_cast<std::size_t>(j)];
  return x;
}

namespace {

bool last_piece(Mask pieces) { return std::popcount(pieces) == 1 && !(pieces & bit(kNile)); }

bool rescue_ready(const Position& p, int side) {
  const Mask own = p.pieces[static_cast<std::size_t>(side)];
  return (own & bit(kNile)) && (own & bit(kBeauty)) && path_destinations(p.occupied(), kNile, kRescueSteps);
}

}  // namespace

Features encode(const Position& p, int turns_left) {
  Position q = p;
  q.thrown = false;
  q.roll = Roll{};
  Features f;
  const int me = q.side, them = me ^ 1;
  const Mask mine = q.pieces[static_cast<std::size_t>(me)], theirs = q.pieces[static_cast<std::size_t>(them)];
  for (Mask m = mine; m; m &= m - 1) f.active[static_cast<std::size_t>(f.active_count++)] = static_cast<std::uint8_t>(std::countr_zero(m));
  for (Mask m = theirs; m; m &= m - 1)
    f.active[static_cast<std::size_t>(f.active_count++)] = static_cast<std::uint8_t>(30 + std::countr_zero(m));
  if (const int n = std::popcount(mine); n >= 1 && n <= 4) f.active[static_cast<std::size_t>(f.active_count++)] = static_cast<std::uint8_t>(59 + n);
  if (const int n = std::popcount(theirs); n >= 1 && n <= 4) f.active[static_cast<std::size_t>(f.active_count++)] = static_cast<std::uint8_t>(63 + n);
  f.dense[0] = static_cast<float>(push_probability(q, them, -1));
  f.dense[1] = static_cast<float>(push_probability(q, me, -1));
  f.dense[2] = static_cast<float>(lock_up_probability(q));
  if (last_piece(mine)) f.dense[3] = static_cast<float>(last_piece_reach(q, me).to_second_life) / 6.0F;
  if (last_piece(theirs)) f.dense[4] = static_cast<float>(last_piece_reach(q, them).to_second_life) / 6.0F;
  f.dense[5] = rescue_ready(q, me) ? 1.0F : 0.0F;
  f.dense[6] = rescue_ready(q, them) ? 1.0F : 0.0F;
  const int left = turns_left < 0 ? kTurnCap : std::min(turns_left, kTurnCap);
  f.dense[7] = static_cast<float>(left) / kTurnCap;
  f.dense[8] = std::max(0.0F, 1.0F - static_cast<float>(left) / 50.0F);
  return f;
}

}  // namespace pharao
