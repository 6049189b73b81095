#include "solve_index.hpp"

#include <array>

namespace ramses::solve {
namespace {

// What stands on a long square: nothing, a pawn of the mover, of the opponent.
enum Holder { kEmpty = 0, kMover = 1, kOpponent = 2 };

// The twenty squares that are not long squares, in order.
constexpr std::array<int, 20> kPlain = {1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21};
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

// The colex rank of a set of positions 0..n-1 (ascending), and back.
std::uint64_t rank_set(const int* items, int k) {
  std::uint64_t r = 0;
  for (int i = 0; i < k; ++i) r += choose(items[i], i + 1);
  return r;
}
void unrank_set(std::uint64_t r, int k, int n, int* items) {
  for (int i = k; i >= 1; --i) {
    int c = i - 1;
    while (c + 1 < n && choose(c + 1, i) <= r) ++c;
    items[i - 1] = c;
    r -= choose(c, i);
    n = c;
  }
}

}  // namespace

std::uint64_t index_size() { return kClasses.back().offset + kClasses.back().size; }

std::uint64_t rank(const Position& p) {
  const Mask mover = p.pieces[p.side], opponent = p.pieces[p.side ^ 1];
  auto holder = [&](int oblong) { return (mover & bit(oblong)) ? kMover : (opponent & bit(oblong)) ? kOpponent : kEmpty; };
  const Class& c = kClasses[static_cast<std::size_t>(holder(kTopOblong) * 3 + holder(kBottomOblong))];
  int mine[4], theirs[4], m = 0, o = 0, free_before = 0;
  // The opponent's squares are counted among the plain squares the mover left free.
  for (int i = 0; i < 20; ++i) {
    const Mask b = bit(kPlain[static_cast<std::size_t>(i)]);
    if (mover & b) {
      mine[m++] = i;
    } else {
      if (opponent & b) theirs[o++] = free_before;
      ++free_before;
    }
  }
  std::uint64_t r = rank_set(mine, m) * choose(20 - c.mover, c.opponent) + rank_set(theirs, o);
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
  int mine[4], theirs[4];
  unrank_set(r / per_mover, c.mover, 20, mine);
  unrank_set(r % per_mover, c.opponent, 20 - c.mover, theirs);
  for (int i = 0; i < c.mover; ++i) p.pieces[0] |= bit(kPlain[static_cast<std::size_t>(mine[i])]);
  // The opponent's ranks count the plain squares the mover left free.
  int free_seen = 0, next = 0;
  for (int i = 0; i < 20 && next < c.opponent; ++i) {
    const Mask b = bit(kPlain[static_cast<std::size_t>(i)]);
    if (p.pieces[0] & b) continue;
    if (free_seen == theirs[next]) {
      p.pieces[1] |= b;
      ++next;
    }
    ++free_seen;
  }
  return p;
}

}  // namespace ramses::solve
