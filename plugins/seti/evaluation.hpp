#pragma once
// What the shared search needs to know about Seti: a static score of a
// position and which moves to try first.
#include "position.hpp"

namespace seti {

// For p.side, positive is good: material (figures, and death-ships on the
// board or in reserve), advancement toward the finishing row, figures that
// can step onto it next move, figures en prise, and enemy figures that
// threaten one's own start row.
int evaluate(const Position& p, const Shape& shape);

// Moves onto the finishing row first, then conquests.
int order_hint(const Position& p, const Shape& shape, const Move& m);

}  // namespace seti
