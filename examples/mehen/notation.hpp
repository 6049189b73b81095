#pragma once
// Mehen notation (rules/en.md, "Notation").
//
// Position: `L:s,s,5 lion:- tabas:0 D:27o,12,s lion:3 tabas:2 L throw:4`:
// for each side its marbles (`s` at the start, a square on the way in, the
// square and `o` on the way out, `h` home), its lion (`-` asleep, `h` at
// home, or a square as a marble's), the tabas it keeps; then the side to
// throw and, once the sticks have fallen, the throw. A finished game names
// the winner as the side.
// Throw: `throw:1` (a taba), `throw:2`, `throw:4`, `throw:6`.
// Move: `s-1` (a marble comes out), `5-7`, `30-26` (turning at the head),
// `3-h` (home); the lion's moves start with `L` (`Lh-1`, `L30x26` when it
// eats); `keep` (a taba kept) and `-` (a throw nothing can use).
#include <string>
#include <string_view>

#include "djed/result.hpp"
#include "moves.hpp"
#include "position.hpp"

namespace mehen {

std::string format_position(const Position& p);
djed::Result<Position> parse_position(std::string_view text);

std::string format_throw(int thrown);
djed::Result<int> parse_throw(std::string_view text);

// The move in the notation; `p` is the position it is played in (whether
// the lion eats).
std::string format_move(const Position& p, const Move& m);
inline constexpr const char* kPassText = "-";
inline constexpr const char* kKeepText = "keep";

// What a move text says, before the position decides whether it is legal:
// the piece by where it stands (a square, or its start or home) and where
// it goes (a square, or home).
struct WrittenMove {
  MoveKind kind = MoveKind::kMarble;
  int from_square = 0;  // 0: its start (a marble) or home (the lion)
  int to_square = 0;    // 0: home
  bool eats = false;    // written with x
};
djed::Result<WrittenMove> parse_move(std::string_view text);

// Side names in the notation's error messages, which stay English.
inline const char* side_word(int side) { return side == kLight ? "Light" : "Dark"; }

// `text` quoted for an error message, control characters and bytes that are
// not UTF-8 escaped.
std::string quoted(std::string_view text);

}  // namespace mehen
