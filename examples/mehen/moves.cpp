#include "moves.hpp"

#include "sticks.hpp"

namespace mehen {

namespace {

// Where a piece at `from` goes with `thrown`, ignoring the squares' owners;
// -1 when the throw cannot take it anywhere.
int destination(const Forces& f, int from, int thrown) {
  if (from >= kAtHome) return -1;
  if (from == kAtStart) return thrown == kTaba ? 1 : -1;
  if (from == kAtHead) return thrown != kTaba && f.kept >= kTabasToTurn ? from + thrown : -1;
  const int to = from + thrown;
  if (from < kAtHead) return to <= kAtHead ? to : -1;  // the head is reached exactly
  return to < kAtHome ? to : kAtHome;                  // home needs no exact throw
}

}  // namespace

std::string why_it_cannot_move(const Position& p, MoveKind kind, int from) {
  const Forces& f = p.own();
  const int v = p.thrown;
  const std::string what = kind == MoveKind::kLion ? "the lion" : "a marble";
  if (from >= kAtHome) return what + " that is home moves no more";
  if (from == kAtStart && v != kTaba) return what + " comes out only with a taba";
  if (from == kAtHead && v == kTaba) return what + " turns at the head only with a 2, 4 or 6";
  if (from == kAtHead && f.kept < kTabasToTurn)
    return what + " turns at the head only by spending two kept tabas (" + std::to_string(f.kept) + " kept)";
  if (from < kAtHead && from + v > kAtHead)
    return what + " reaches the head only with the exact throw (" + std::to_string(kAtHead - from) + ")";
  const int to = destination(f, from, v);
  if (to > 0 && to < kAtHome && f.occupies(square_of(to)))
    return "square " + std::to_string(square_of(to)) + " holds a piece of the same side";
  return {};
}

std::optional<Move> move_of(const Position& p, MoveKind kind, int from) {
  // The search's path: no sentence is built (why_it_cannot_move says the same in words).
  const int to = destination(p.own(), from, p.thrown);
  if (to < 0 || (to < kAtHome && p.own().occupies(square_of(to)))) return std::nullopt;
  return Move{kind, static_cast<std::int8_t>(from), static_cast<std::int8_t>(to)};
}

MoveList legal_moves(const Position& p) {
  MoveList moves;
  if (p.thrown == 0 || p.winner() >= 0) return moves;
  const Forces& f = p.own();
  for (std::size_t i = 0; i < f.marbles.size(); ++i) {
    if (i > 0 && f.marbles[i] == f.marbles[i - 1]) continue;  // alike: one move
    if (auto m = move_of(p, MoveKind::kMarble, f.marbles[i])) moves.push(*m);
  }
  if (f.lion != kLionAsleep)
    if (auto m = move_of(p, MoveKind::kLion, f.lion)) moves.push(*m);
  if (p.thrown == kTaba && f.kept < kMaxKept) moves.push(Move{MoveKind::kKeep, 0, 0});
  return moves;
}

namespace {

// Whether a lion's move out passes or lands on the square of a marble on its
// way (the lion eats it).
bool eats(const Move& m, int marble) {
  if (m.kind != MoveKind::kLion || m.to <= kAtHead || square_of(marble) == 0) return false;
  const int square = square_of(marble);
  return square < square_of(m.from) && (m.to >= kAtHome || square >= square_of(m.to));
}

}  // namespace

int eaten_by(const Position& p, const Move& m) {
  int eaten = 0;
  for (std::int8_t marble : p.sides[p.side ^ 1u].marbles) eaten += eats(m, marble) ? 1 : 0;
  return eaten;
}

Position after_move(const Position& p, const Move& m) {
  Position q = p;
  Forces& f = q.own();
  switch (m.kind) {
    case MoveKind::kKeep: ++f.kept; break;
    case MoveKind::kPass: break;
    case MoveKind::kMarble:
    case MoveKind::kLion: {
      if (turns_at_head(m)) f.kept = static_cast<std::uint8_t>(f.kept - kTabasToTurn);
      if (m.kind == MoveKind::kLion) {
        f.lion = m.to;
        for (std::int8_t& marble : q.sides[p.side ^ 1u].marbles)
          if (eats(m, marble)) marble = kAtStart;
      } else {
        for (std::int8_t& marble : f.marbles)
          if (marble == m.from) {
            marble = m.to;
            break;
          }
        // The first marble home lets its side's lion loose.
        if (m.to == kAtHome && f.lion == kLionAsleep) f.lion = kAtStart;
      }
      break;
    }
  }
  q.sort_marbles();
  q.thrown = 0;
  if (!throws_again(p.thrown)) q.side ^= 1u;
  if (const int w = q.winner(); w >= 0) q.side = static_cast<std::uint8_t>(w);  // a finished game names its winner
  return q;
}

}  // namespace mehen
