#include "movegen.hpp"

#include <bit>
#include <memory>

#include "paths.hpp"

namespace ramses {

void add_moves(int from, DestMask destinations, MoveList& out) {
  while (destinations) {
    const Destination d = destination_of(std::countr_zero(destinations));
    destinations &= destinations - 1;
    out.push(HalfMove{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(d.square),
                      static_cast<std::uint8_t>(d.alignment)});
  }
}

namespace {

// Ordinary-square bits of a destination set are the square bits themselves.
constexpr DestMask kHieroglyphDestinations = kHieroglyphs;

template <typename Visit>
void for_each_square(Mask set, Visit&& visit) {
  while (set) {
    const int square = std::countr_zero(set) + 1;
    set &= set - 1;
    visit(square);
  }
}

}  // namespace

void own_candidates(const Position& p, MoveList& out, PathCache* cache) {
  for_each_square(p.pieces[p.side], [&](int from) {
    DestMask d = destinations(p, from, cache);
    if (p.first) d &= ~kHieroglyphDestinations;  // [D-2]
    add_moves(from, d, out);
  });
}

void opponent_moves(const Position& p, MoveList& out, PathCache* cache) {
  for_each_square(p.pieces[p.side ^ 1] & ~kHieroglyphs, [&](int from) { add_moves(from, destinations(p, from, cache), out); });
}

std::uint64_t count_opponent_moves(const Position& p, PathCache* cache) {
  std::uint64_t n = 0;
  for_each_square(p.pieces[p.side ^ 1] & ~kHieroglyphs,
                  [&](int from) { n += static_cast<std::uint64_t>(std::popcount(destinations(p, from, cache))); });
  return n;
}

bool has_opponent_move(const Position& p, PathCache* cache) {
  Mask movable = p.pieces[p.side ^ 1] & ~kHieroglyphs;
  while (movable) {
    const int from = std::countr_zero(movable) + 1;
    movable &= movable - 1;
    if (destinations(p, from, cache)) return true;
  }
  return false;
}

namespace {

// Calls `legal(m)` for each legal first half-move until it returns true.
template <typename Legal>
void for_each_legal_own_move(const Position& p, PathCache* cache, Legal&& legal) {
  MoveList candidates;
  own_candidates(p, candidates, cache);
  for (const HalfMove& m : candidates) {
    Position q = p;
    q.make(m);
    if ((q.holds_three(p.side) || has_opponent_move(q, cache)) && legal(m)) return;
  }
}

}  // namespace

void legal_own_moves(const Position& p, MoveList& out, PathCache* cache) {
  for_each_legal_own_move(p, cache, [&](const HalfMove& m) {
    out.push(m);
    return false;
  });
}

int count_legal_own_moves(const Position& p, PathCache* cache) {
  int n = 0;
  for_each_legal_own_move(p, cache, [&](const HalfMove&) {
    ++n;
    return false;
  });
  return n;
}

bool has_legal_turn(const Position& p, PathCache* cache) {
  if (p.winner() >= 0) return false;
  bool found = false;
  for_each_legal_own_move(p, cache, [&](const HalfMove&) { return found = true; });
  return found;
}

std::uint64_t perft(const Position& p, int depth, PathCache& cache) {
  if (depth == 0) return 1;
  if (p.winner() >= 0) return 0;
  MoveList own;
  own_candidates(p, own, &cache);
  std::uint64_t total = 0;
  for (const HalfMove& m : own) {
    Position q = p;
    q.make(m);
    if (q.holds_three(p.side)) {  // a winning first half-move is the whole turn
      total += depth == 1 ? 1 : 0;
      continue;
    }
    if (depth == 1) {  // bulk count: every opponent half-move completes one turn
      total += count_opponent_moves(q, &cache);
      continue;
    }
    MoveList replies;
    opponent_moves(q, replies, &cache);
    for (const HalfMove& r : replies) {
      Position next = q;
      next.make(r);
      next.pass_turn();
      total += perft(next, depth - 1, cache);
    }
  }
  return total;
}

std::uint64_t perft(const Position& p, int depth) {
  const auto cache = std::make_unique<PathCache>();
  return perft(p, depth, *cache);
}

}  // namespace ramses
