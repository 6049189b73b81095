#include "movegen.hpp"

#include <bit>

namespace seti {

Bits figure_targets(const Position& p, const Shape& shape, int square) {
  const int me = p.side, them = me ^ 1;
  const Bits reach = (p.pharaos & bit(square)) ? shape.pharao_steps[static_cast<std::size_t>(square)]
                                               : shape.priest_leaps[static_cast<std::size_t>(square)];
  return reach & ~p.figures[me] & ~p.shielded(them);
}

Bits placement_squares(const Position& p, const Shape& shape) {
  if (!p.reserve[p.side]) return 0;
  return shape.board & ~p.all_ships() & ~p.figures[p.side ^ 1] & ~shape.finishing_row[p.side];
}

void generate_moves(const Position& p, const Shape& shape, MoveList& out) {
  if (p.side_to_move_has_won(shape)) return;
  const int me = p.side, them = me ^ 1;
  const Bits enemy = p.figures[them] | p.ships[them];
  for (Bits f = p.figures[me]; f; f &= f - 1) {
    const int from = std::countr_zero(f);
    for (Bits t = figure_targets(p, shape, from); t; t &= t - 1) {
      const int to = std::countr_zero(t);
      out.push(Move{(enemy & bit(to)) ? MoveKind::kConquest : MoveKind::kStep, static_cast<std::uint8_t>(from),
                    static_cast<std::uint8_t>(to)});
    }
  }
  for (Bits t = placement_squares(p, shape); t; t &= t - 1)
    out.push(Move{MoveKind::kPlace, 0, static_cast<std::uint8_t>(std::countr_zero(t))});
  for (Bits t = p.ships[me]; t; t &= t - 1)
    out.push(Move{MoveKind::kTakeBack, 0, static_cast<std::uint8_t>(std::countr_zero(t))});
}

std::uint64_t count_moves(const Position& p, const Shape& shape) {
  if (p.side_to_move_has_won(shape)) return 0;
  std::uint64_t n = 0;
  for (Bits f = p.figures[p.side]; f; f &= f - 1)
    n += static_cast<std::uint64_t>(std::popcount(figure_targets(p, shape, std::countr_zero(f))));
  n += static_cast<std::uint64_t>(std::popcount(placement_squares(p, shape)));
  n += static_cast<std::uint64_t>(std::popcount(p.ships[p.side]));
  return n;
}

std::uint64_t perft(const Position& p, const Shape& shape, int depth) {
  if (depth == 0) return 1;
  if (depth == 1) return count_moves(p, shape);
  MoveList moves;
  generate_moves(p, shape, moves);
  std::uint64_t total = 0;
  for (const Move& m : moves) {
    Position next = p;
    next.make(m, shape);
    total += perft(next, shape, depth - 1);
  }
  return total;
}

}  // namespace seti
