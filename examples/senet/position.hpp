#pragma once
// A Senet position: where the pieces stand, whose turn it is and, once the
// sticks have fallen, the throw. Pieces not on the board have been borne off.
#include <array>
#include <bit>
#include <cstdint>

#include "board.hpp"

namespace senet {

inline constexpr int kLight = 0;  // the cones; always starts
inline constexpr int kDark = 1;   // the spools
inline constexpr int kPiecesPerSide = 5;

struct Position {
  std::array<Mask, 2> pieces{};
  std::uint8_t side = kLight;
  std::uint8_t thrown = 0;  // 0: the sticks are still to be thrown; else 1..5

  Mask occupied() const { return pieces[0] | pieces[1]; }
  // 0 or 1 for the side with a piece on `square`, -1 when it is empty.
  int owner(int square) const {
    return (pieces[0] & bit(square)) ? 0 : (pieces[1] & bit(square)) ? 1 : -1;
  }
  int on_board(int side_index) const { return std::popcount(pieces[static_cast<std::size_t>(side_index)]); }
  int borne_off(int side_index) const { return kPiecesPerSide - on_board(side_index); }
  // The side that has borne off all its pieces, or -1 while the game goes on.
  int winner() const {
    if (!pieces[0]) return kLight;
    if (!pieces[1]) return kDark;
    return -1;
  }
  // A 64-bit hash of everything: pieces, side and throw.
  std::uint64_t key() const;
  // The same without the throw (what repeats from turn to turn).
  std::uint64_t board_key() const;

  friend bool operator==(const Position&, const Position&) = default;
};

// Light on 1, 3, 5, 7, 9 and Dark on 2, 4, 6, 8, 10; Light to throw.
Position start_position();

}  // namespace senet
