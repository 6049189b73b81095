#include "solve_game.hpp"

#include <memory>

#include "movegen.hpp"
#include "solve_index.hpp"
#include "unmoves.hpp"

namespace ramses::solve {
namespace {

using djed::solve::Outcome;

constexpr int kSolverCacheBits = 14;

// One path cache per thread: the solver calls from several. The solver walks
// every placement, so it meets more situations than a search: 2^20 entries
// (16 MiB a thread) find the destinations for several times as many.
PathCache& cache() {
  thread_local const auto local = std::make_unique<PathCache>(kSolverCacheBits);
  return *local;
}

std::uint64_t turns_start() { return index_size(); }

// Inside a turn: the side moving (Light here) has made its own half-move and
// moves one of the opponent's pawns next.
bool playable_inside_turn(const Position& q) {
  return !q.holds_three(kLight) && !q.holds_three(kDark) && has_opponent_move(q, &cache());
}

}  // namespace

std::uint64_t turn_start_index(const Position& p) { return rank(p); }

std::uint64_t SolveGame::size() const { return 2 * index_size(); }
std::uint64_t SolveGame::stored_size() const { return index_size(); }
bool SolveGame::inside_turn(std::uint64_t index) const { return index >= turns_start(); }

bool SolveGame::valid(std::uint64_t index) const {
  if (index < turns_start()) return true;
  return playable_inside_turn(unrank(index - turns_start()));
}

std::optional<Outcome> SolveGame::finished(std::uint64_t index) const {
  if (index >= turns_start()) return std::nullopt;
  const Position p = unrank(index);
  if (p.holds_three(kLight)) return Outcome{Outcome::Kind::kWin, 0};
  if (p.holds_three(kDark) || !has_legal_turn(p, &cache())) return Outcome{Outcome::Kind::kLoss, 0};
  return std::nullopt;
}

SolveGame::Census SolveGame::census(std::uint64_t index) const {
  Census c;
  if (index >= turns_start()) {
    const Position q = unrank(index - turns_start());
    if (q.holds_three(kLight) || q.holds_three(kDark)) return c;
    c.steps = static_cast<int>(count_opponent_moves(q, &cache()));
    c.valid = c.steps > 0;
    return c;
  }
  c.valid = true;
  const Position p = unrank(index);
  if (p.holds_three(kLight)) {
    c.finished = Outcome{Outcome::Kind::kWin, 0};
  } else if (p.holds_three(kDark) || (c.steps = count_legal_own_moves(p, &cache())) == 0) {
    c.finished = Outcome{Outcome::Kind::kLoss, 0};
  }
  return c;
}

void SolveGame::successors(std::uint64_t index, std::vector<std::uint64_t>& out) const {
  out.clear();
  MoveList moves;
  if (index < turns_start()) {
    const Position p = unrank(index);
    legal_own_moves(p, moves, &cache());
    for (const HalfMove& m : moves) {
      Position q = p;
      q.make(m);
      if (q.holds_three(kLight)) {  // won at once: the turn ends there
        q.pass_turn();
        out.push_back(rank(q));
      } else {
        out.push_back(turns_start() + rank(q));
      }
    }
    return;
  }
  const Position q = unrank(index - turns_start());
  opponent_moves(q, moves, &cache());
  for (const HalfMove& r : moves) {
    Position next = q;
    next.make(r);
    next.pass_turn();
    out.push_back(rank(next));
  }
}

void SolveGame::predecessors(std::uint64_t index, std::vector<std::uint64_t>& out) const {
  out.clear();
  thread_local std::vector<Position> before;  // kept: the solver asks tens of millions of times
  if (index >= turns_start()) {
    // Light made its own half-move last.
    const Position q = unrank(index - turns_start());
    positions_before(q, q.pieces[kLight], kAllSquares, before, &cache());
    for (const Position& p : before) out.push_back(rank(p));
    return;
  }
  // Light is to move: Dark's turn ended with a Light pawn moved off a plain
  // square, or with Dark's own half-move onto its third hieroglyph.
  Position now = unrank(index);
  now.side = kDark;  // the positions before are Dark's to move
  positions_before(now, now.pieces[kLight], kAllSquares & ~kHieroglyphs, before, &cache());
  for (const Position& q : before) out.push_back(turns_start() + rank(q));
  if (now.holds_three(kDark)) {
    positions_before(now, now.pieces[kDark], kAllSquares, before, &cache());
    for (const Position& p : before) out.push_back(rank(p));
  }
}

}  // namespace ramses::solve
