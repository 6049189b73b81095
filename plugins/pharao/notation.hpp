#pragma once
// Pharao notation. Position: `L:2,3,4,5 D:20,21,22,23 D` with `roll:a-b`
// appended once the dice are thrown. Turn parts: `drown`, a move `x-y`, the
// rescue `27-z`, `-` for a part that moves nothing.
#include <string>
#include <string_view>

#include "djed/result.hpp"
#include "position.hpp"

namespace pharao {

std::string format_position(const Position& p);
djed::Result<Position> parse_position(std::string_view text);

// The last word of the position of a game won on the House of Second Life
// (`L:15 D:1,10 L won`: Light won); docs/rules/pharao.md.
inline constexpr const char* kWonWord = "won";
// Whether `text` ends with that word; its position is then the rest, and
// must show the winner's one piece on the House of Second Life.
bool ends_won(std::string_view text, std::string_view& position);

// `roll:a-b`.
std::string format_roll(const Roll& r);
djed::Result<Roll> parse_roll(std::string_view text);

// Side names in the notation's error messages, which stay English.
inline const char* side_word(int side) { return side == kLight ? "Light" : "Dark"; }

}  // namespace pharao
