#pragma once
// The four throwing sticks, each light on one face and dark on the other.
// The throw counts the light faces that land up; no light face counts 5.
// Of the 16 ways the sticks can fall, 4 show one light face, 6 two, 4
// three, 1 four and 1 none: the weights below.
#include <array>
#include <cstdint>

namespace senet {

inline constexpr int kMinThrow = 1;
inline constexpr int kMaxThrow = 5;
inline constexpr int kStickFalls = 16;

// Indexed by the throw; [0] is unused.
inline constexpr std::array<std::uint32_t, kMaxThrow + 1> kThrowWeights{0, 4, 6, 4, 1, 1};

// After a move with 1, 4 or 5 the same player throws again.
constexpr bool throws_again(int thrown) { return thrown == 1 || thrown == 4 || thrown == 5; }

}  // namespace senet
