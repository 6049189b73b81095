#pragma once
// What the learned evaluation sees of a Pharao position before its throw,
// from the side to move's point of view ("mine" and "theirs", so one network
// serves both colours).
//
// Encoding 2, 77 inputs:
//   0-29   a piece of mine on house 1..30 (27: a drowning piece)
//   30-59  a piece of theirs on house 1..30
//   60-63  I have 1, 2, 3, 4 pieces (a drowning one counts)
//   64-67  they have 1, 2, 3, 4 pieces
//   68     the chance that my opponent die pushes one of theirs into the Nile now
//   69     the chance that their opponent die could push one of mine (as the board stands)
//   70     the chance that my throw locks me up
//   71, 72 my, their last piece: the share of own-die faces that reach the House of Second Life
//   73, 74 I, they can rescue a drowning piece from the House of Beauty
//   75     the turns left before the turn cap draws the game, over 300
//   76     the same close to the cap: 1 - turns left / 50, from 50 turns left on
// The first 68 are 0 or 1 and at most ten of them are 1, so the first layer
// adds ten columns instead of multiplying 68; the next seven are what a
// small network would find hardest to learn from the houses alone: whether a
// path of exactly n steps through free houses exists. The turns left let it
// see a standoff run into the turn cap, which is a draw, not a game won.
#include <array>
#include <cstdint>

#include "position.hpp"

namespace pharao {

inline constexpr int kEncodingVersion = 2;
inline constexpr int kSparseInputs = 68;
inline constexpr int kDenseInputs = 9;
// The turn cap of a Pharao game (GameInfo::max_turns), and what the
// features take for "no cap known": as far from it as a game can be.
inline constexpr int kTurnCap = 300;
inline constexpr int kTurnsLeftUnknown = -1;
inline constexpr int kInputs = kSparseInputs + kDenseInputs;
inline constexpr int kMaxActive = 2 * kPiecesPerSide + 2;

struct Features {
  std::array<std::uint8_t, kMaxActive> active{};  // the sparse inputs that are 1
  int active_count = 0;
  std::array<float, kDenseInputs> dense{};  // inputs 68..76

  // Every input as a number, for training and tests.
  std::array<float, kInputs> dense_vector() const;
};

// The features of p as it stands before the throw (a throw made is ignored),
// `turns_left` turns before the cap.
Features encode(const Position& p, int turns_left = kTurnsLeftUnknown);

}  // namespace pharao
