#pragma once
// Seti notation. Position (FEN-like): ranks 10 down to 1 separated by '/',
// files a.. within a rank, digits for runs of empty squares, White P H S,
// Brown p h s, '*' after a figure standing on its own ship; then the side to
// move (w/b) and the two reserves: `hph/3/3/3/3/3/3/3/3/HPH w 3 3`.
// Moves: `b1-b2`, `b2xb3`, `+b4`, `-b4`.
#include <string>
#include <string_view>

#include "djed/result.hpp"
#include "position.hpp"

namespace seti {

std::string square_name(const Shape& shape, int square);

// "White" or "Brown": side names in the errors of notation and moves, which
// stay English (the players' names are messages, seti_game.hpp).
const char* side_word(int side);

std::string format_position(const Position& p, const Shape& shape);
// Checks the form and what no game can produce (piece counts, ships on a
// finishing row, ships in Beth); the error names the offending part.
djed::Result<Position> parse_position(std::string_view text, const Shape& shape);

std::string format_move(const Move& m, const Shape& shape);
// Checks the form only.
djed::Result<Move> parse_move(std::string_view text, const Shape& shape);

}  // namespace seti
