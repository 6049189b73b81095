#include "moves.hpp"

#include "sticks.hpp"

namespace senet {

namespace {

// The squares lo..hi; none when lo > hi.
constexpr Mask squares(int lo, int hi) {
  if (lo > hi) return 0;
  return (kAllSquares >> (kSquares - (hi - lo + 1))) << (lo - 1);
}

}  // namespace

bool is_protected(const Position& p, int square) {
  if (kSafeSquares & bit(square)) return true;
  const int side = p.owner(square);
  if (side < 0) return false;
  const Mask own = p.pieces[static_cast<std::size_t>(side)];
  return (square > 1 && (own & bit(square - 1))) || (square < kSquares && (own & bit(square + 1)));
}

bool passes_blockade(Mask opponents, int from, int to) {
  // Bit b-1 of `runs` is set when squares b, b+1 and b+2 all hold opponents;
  // such a run is passed when it lies wholly between `from` and `to`.
  const Mask runs = opponents & (opponents >> 1) & (opponents >> 2);
  const int last_passed = (to == kOff ? kSquares + 1 : to) - 1;
  return (runs & squares(from + 1, last_passed - 2)) != 0;
}

int water_return(Mask occupied) {
  for (int s = kSecondLife; s >= 1; --s)
    if (!(occupied & bit(s))) return s;
  return 0;  // unreachable: at most nine other pieces stand on 1..15
}

std::optional<Move> move_of(const Position& p, int from, int steps) {
  const int me = p.side;
  const Mask opponents = p.pieces[static_cast<std::size_t>(me ^ 1)];
  if (!(p.pieces[static_cast<std::size_t>(me)] & bit(from)) || steps < kMinThrow || steps > kMaxThrow)
    return std::nullopt;
  const int target = from + steps;
  if (from >= kBeauty && target == kOff) {
    if (passes_blockade(opponents, from, kOff)) return std::nullopt;
    return Move{static_cast<std::uint8_t>(from), kOff, MoveKind::kBearOff};
  }
  if (target > kSquares) return std::nullopt;                   // beyond 30 only the exact throw leaves
  if (from < kBeauty && target > kBeauty) return std::nullopt;  // every piece stops on 26 first
  if (passes_blockade(opponents, from, target)) return std::nullopt;
  const auto move = [&](MoveKind kind) {
    return Move{static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(target), kind};
  };
  const int owner = p.owner(target);
  if (owner < 0) return move(target == kWater ? MoveKind::kWater : MoveKind::kStep);
  if (owner == me || is_protected(p, target)) return std::nullopt;  // own piece, a pair, a safe house
  return move(MoveKind::kSwap);
}

std::string why_it_cannot_move(const Position& p, int from) {
  const int me = p.side, steps = p.thrown;
  const std::string at = std::to_string(from);
  if (!(p.pieces[static_cast<std::size_t>(me)] & bit(from))) return "there is no piece of the side to move on " + at;
  if (move_of(p, from, steps)) return {};
  const int target = from + steps;
  const Mask opponents = p.pieces[static_cast<std::size_t>(me ^ 1)];
  if (target > kOff)
    return "a piece on " + at + " leaves the board only with a throw of exactly " + std::to_string(kOff - from);
  if (from < kBeauty && target > kBeauty)
    return "every piece must stop on the House of Beauty (26) first; the piece on " + at + " needs exactly " +
           std::to_string(kBeauty - from);
  if (passes_blockade(opponents, from, target))
    return "the piece on " + at + " would pass three opposing pieces in a row (a blockade)";
  if (p.owner(target) == me) return "square " + std::to_string(target) + " holds a piece of the same side";
  if (kSafeSquares & bit(target)) return "the piece on " + std::to_string(target) + " is safe on its house";
  return "the piece on " + std::to_string(target) + " is protected by a piece of its side next to it";
}

MoveList legal_moves(const Position& p) {
  MoveList list;
  if (p.thrown == 0 || p.winner() >= 0) return list;
  for (Mask m = p.pieces[p.side]; m; m &= m - 1)
    if (const auto move = move_of(p, std::countr_zero(m) + 1, p.thrown))
      list.moves[static_cast<std::size_t>(list.size++)] = *move;
  return list;
}

Position after_move(const Position& p, const Move& m) {
  Position q = p;
  Mask& mine = q.pieces[q.side];
  Mask& theirs = q.pieces[q.side ^ 1];
  mine &= ~bit(m.from);
  switch (m.kind) {
    case MoveKind::kStep: mine |= bit(m.to); break;
    case MoveKind::kSwap:
      mine |= bit(m.to);
      theirs = (theirs & ~bit(m.to)) | bit(m.from);
      break;
    case MoveKind::kWater: mine |= bit(water_return(q.occupied())); break;
    case MoveKind::kBearOff: break;
  }
  const int thrown = q.thrown;
  q.thrown = 0;
  if (mine && !throws_again(thrown)) q.side ^= 1;
  return q;
}

Position after_lost_throw(const Position& p) {
  Position q = p;
  q.thrown = 0;
  q.side ^= 1;
  return q;
}

}  // namespace senet
