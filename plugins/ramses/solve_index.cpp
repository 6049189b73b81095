#include "solve_index.hpp"

#include <array>
#include <bit>

namespace ramses::solve {
namespace {

// What stands on a long square: nothing, a pawn of the mover, of the opponent.
enum Holder { kEmpty = 0, kMover = 1, kOpponent = 2 };

// The twenty squares that are not long squares (1-4, 6-21), in order, as
// the bits 0..19 of a plain mask: squares 1-4 keep their bits, 6-21 move down
// past the top long square's.
constexpr std::uint32_t plain_bits(Mask m) { return (m & 0xFu) | ((m >> 1) & 0xFFFF0u); }
constexpr Mask board_bits(std::uint32_t plain) { return (plain & 0xFu) | ((plain & 0xFFFF0u) << 1); }
constexpr std::array<std::array<std::uint64_t, 21>, 21> kChoose = [] {
  std::array<std::array<std::uint64_t, 21>, 21> c{};
  for (int n = 0; n <= 20; ++n) {
    c[static_cast<std::size_t>(n)][0] = 1;
    for (int k = 1; k <= n; ++k)
      c[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)] =
          c[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k - 1)] +
          (k <= n - 1 ? c[static_cast<std::size_t>(n - 1)][static_cast<std::size_t>(k)] : 0);
  }
  return c;
}();
constexpr std::uint64_t choose(int n, int k) {
  return k < 0 || k > n ? 0 : kChoose[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)];
}

struct Class {
  int top, bottom;      // Holder on 5 and on 22
  int mover, opponent;  // pawns on the twenty plain squares
  int oblongs;          // long squares taken (8 alignments each)
  std::uint64_t size, offset;
};

constexpr std::array<Class, 9> kClasses = [] {
  std::array<Class, 9> out{};
  std::uint64_t offset = 0;
  for (int t = 0; t < 3; ++t)
    for (int b = 0; b < 3; ++b) {
      Class c{t, b, 4 - (t == kMover) - (b == kMover), 4 - (t == kOpponent) - (b == kOpponent),
              (t != kEmpty) + (b != kEmpty), 0, offset};
      c.size = choose(20, c.mover) * choose(20 - c.mover, c.opponent) * (c.oblongs == 2 ? 64 : c.oblongs == 1 ? 8 : 1);
      offset += c.size;
      out[static_cast<std::size_t>(t * 3 + b)] = c;
    }
  return out;
}();

// The sets of k of the positions 0..19 by colex rank (rank() adds
// choose(item, i + 1) over the items in ascending order), as 20-bit masks. A
// colex rank does not depend on how many positions there are, so the same
// table unranks the opponent's pawns among the squares the mover left free.
struct SetsByRank {
  std::array<std::uint32_t, 4845> of[5];  // choose(20, 4) = 4845 sets at most
};
const SetsByRank& sets_by_rank() {
  static const SetsByRank table = [] {
    SetsByRank t{};
    for (std::uint32_t mask = 0; mask < (1u << 20); ++mask) {
      const int k = std::popcount(mask);
      if (k > 4) continue;
      std::uint64_t r = 0;
      int i = 0;
      for (std::uint32_t set = mask; set; set &= set - 1) r += choose(std::countr_zero(set), ++i);
      t.of[k][static_cast<std::size_t>(r)] = mask;
    }
    return t;
  }();
  return table;
}

// Spreads `chosen` (bit t: the t-th of the free positions) over the free
// positions of `free` (20 bits).
std::uint32_t among(std::uint32_t free, std::uint32_t chosen) {
  std::uint32_t out = 0;
  for (; chosen; free &= free - 1) {
    if (chosen & 1u) out |= free & (0u - free);
    chosen >>= 1;
  }
  return out;
}

}  // namespace

std::uint64_t index_size() { return kClasses.back().offset + kClasses.back().size; }

std::uint64_t rank(const Position& p) {
  const Mask mover = p.pieces[p.side], opponent = p.pieces[p.side ^ 1];
  auto holder = [&](int oblong) { return (mover & bit(oblong)) ? kMover : (opponent & bit(oblong)) ? kOpponent : kEmpty; };
  const Class& c = kClasses[static_cast<std::size_t>(holder(kTopOblong) * 3 + holder(kBottomOblong))];
  const std::uint32_t mine = plain_bits(mover);
  std::uint64_t mine_rank = 0, theirs_rank = 0;
  int k = 0;
  for (std::uint32_t set = mine; set; set &= set - 1) mine_rank += choose(std::countr_zero(set), ++k);
  // The opponent's squares are counted among the plain squares the mover left free.
  k = 0;
  for (std::uint32_t set = plain_bits(opponent); set; set &= set - 1) {
    const int at = std::countr_zero(set);
    theirs_rank += choose(at - std::popcount(mine & ((1u << at) - 1)), ++k);
  }
  std::uint64_t r = mine_rank * choose(20 - c.mover, c.opponent) + theirs_rank;
  if (c.top != kEmpty) r = r * 8 + static_cast<std::uint64_t>(p.oblong_alignment[0] - kFirstMiddle);
  if (c.bottom != kEmpty) r = r * 8 + static_cast<std::uint64_t>(p.oblong_alignment[1] - kFirstMiddle);
  return c.offset + r;
}

Position unrank(std::uint64_t index) {
  std::size_t k = 0;
  while (k + 1 < kClasses.size() && kClasses[k + 1].offset <= index) ++k;
  const Class& c = kClasses[k];
  std::uint64_t r = index - c.offset;
  Position p;
  p.side = kLight;
  if (c.bottom != kEmpty) {
    p.oblong_alignment[1] = static_cast<std::uint8_t>(kFirstMiddle + r % 8);
    r /= 8;
    p.pieces[c.bottom == kMover ? 0 : 1] |= bit(kBottomOblong);
  }
  if (c.top != kEmpty) {
    p.oblong_alignment[0] = static_cast<std::uint8_t>(kFirstMiddle + r % 8);
    r /= 8;
    p.pieces[c.top == kMover ? 0 : 1] |= bit(kTopOblong);
  }
  const std::uint64_t per_mover = choose(20 - c.mover, c.opponent);
  const SetsByRank& sets = sets_by_rank();
  const std::uint32_t mine = sets.of[c.mover][static_cast<std::size_t>(r / per_mover)];
  // The opponent's ranks count the plain squares the mover left free.
  const std::uint32_t theirs = among(~mine & 0xFFFFFu, sets.of[c.opponent][static_cast<std::size_t>(r % per_mover)]);
  p.pieces[0] |= board_bits(mine);
  p.pieces[1] |= board_bits(theirs);
  return p;
}

}  // namespace ramses::solve
