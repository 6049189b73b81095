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

// `roll:a-b`.
std::string format_roll(const Roll& r);
djed::Result<Roll> parse_roll(std::string_view text);

// Side names in the notation's error messages, which stay English.
inline const char* side_word(int side) { return side == kLight ? "Light" : "Dark"; }

}  // namespace pharao
