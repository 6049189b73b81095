#pragma once
// What the learned evaluation sees of a Pharao position before its throw,
// from the side to move's point of view ("mine" and "theirs", so one network
// serves both colours).
//
// Encoding 1, 75 inputs:
//   0-29   a piece of mine on house 1..30 (27: a drowning piece)
//   30-59  a piece of theirs on house 1..30
//   60-63  I have 1, 2, 3, 4 pieces (a drowning one counts)
//   64-67  they have 1, 2, 3, 4 pieces
//   68     the chance that my opponent die pushes one of theirs into the Nile now
//   69     the chance that their opponent die could push one of mine (as the board stands)
//   70     the chance that my throw locks me up
//   71, 72 my, their last piece: the share of own-die faces that reach the House of Second Life
//   73, 74 I, they can rescue a drowning piece from the House of Beauty
// The first 68 are 0 or 1 and at most ten of them are 1, so the first layer
// adds ten columns instead of multiplying 68; the last seven are what a
// small network would find hardest to learn from the houses alone: whether a
// path of exactly n steps through free houses exists.
#include <array>
#include <cstdint>

#include "position.hpp"

namespace pharao {

inline constexpr int kEncodingVersion = 1;
inline constexpr int kSparseInputs = 68;
inline constexpr int kDenseInputs = 7;
inline constexpr int kInputs = kSparseInputs + kDenseInputs;
inline constexpr int kMaxActive = 2 * kPiecesPerSide + 2;

struct Features {
  std::array<std::uint8_t, kMaxActive> active{};  // the sparse inputs that are 1
  int active_count = 0;
  std::array<float, kDenseInputs> dense{};  // inputs 68..74

  // Every input as a number, for training and tests.
  std::array<float, kInputs> dense_vector() const;
};

// The features of p as it stands before the throw (a throw made is ignored).
Features encode(const Position& p);

}  // namespace pharao
