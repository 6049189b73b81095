#pragma once
// Senet notation (rules/en.md, "Notation").
//
// Position: `L:1,3,5,7,9 D:2,4,6,8,10 L`: Light's squares, Dark's squares
// (each in increasing order; a side with nothing left writes `L:`), the side
// to throw; once the sticks have fallen, `throw:N` follows. A finished game
// names the winner as the side.
// Throw: `throw:3`. Move: `7-10`, `7x10` (a swap), `26-27` (into the
// water), `28-off`, and `-` for a throw that moves nothing.
#include <string>
#include <string_view>

#include "djed/result.hpp"
#include "moves.hpp"
#include "position.hpp"

namespace senet {

std::string format_position(const Position& p);
djed::Result<Position> parse_position(std::string_view text);

std::string format_throw(int thrown);
djed::Result<int> parse_throw(std::string_view text);

std::string format_move(const Move& m);
inline constexpr const char* kLostThrowText = "-";

// What a move text says, before the position decides whether it is legal.
struct WrittenMove {
  int from = 0;
  int to = 0;  // a square or kOff
  bool swap = false;
};
djed::Result<WrittenMove> parse_move(std::string_view text);

// Side names in the notation's error messages, which stay English.
inline const char* side_word(int side) { return side == kLight ? "Light" : "Dark"; }

// `text` quoted for an error message, control characters and bytes that are
// not UTF-8 escaped.
std::string quoted(std::string_view text);

}  // namespace senet
