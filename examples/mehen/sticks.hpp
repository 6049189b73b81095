#pragma once
// The three throwing sticks, flat on one face and round on the other. One
// flat face up is a taba, worth a single step and the only throw that brings
// a piece out; two flat faces count 2, three count 4, none counts 6. Of the
// eight ways the sticks can fall, three show one flat face, three two, one
// three and one none: the weights below. Only a 2 ends a player's run of
// throws.
#include <array>
#include <cstdint>

namespace mehen {

inline constexpr int kTaba = 1;
inline constexpr int kStickFalls = 8;

struct ThrowWeight {
  int value;
  std::uint32_t weight;
};
inline constexpr std::array<ThrowWeight, 4> kThrows{{{kTaba, 3}, {2, 3}, {4, 1}, {6, 1}}};

constexpr bool is_throw(int value) { return value == kTaba || value == 2 || value == 4 || value == 6; }
constexpr bool throws_again(int thrown) { return thrown != 2; }

// Tabas a side may keep for later; a piece at the head spends two of them
// to turn for home.
inline constexpr int kMaxKept = 9;
inline constexpr int kTabasToTurn = 2;

}  // namespace mehen
