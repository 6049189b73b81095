#pragma once
// A Pharao position at the start of a turn: the pieces, the side to move and,
// once thrown, the dice. A piece on the Nile (27) is drowning.
#include <array>
#include <bit>
#include <cstdint>

#include "board.hpp"

namespace pharao {

inline constexpr int kLight = 0;
inline constexpr int kDark = 1;
inline constexpr int kPiecesPerSide = 4;

// The faces of the two dice.
inline constexpr std::array<int, 6> kOwnDieFaces{0, 0, 1, 2, 3, 4};
inline constexpr std::array<int, 6> kOpponentDieFaces{0, 0, 1, 1, 2, 2};

struct Roll {
  std::uint8_t own = 0;       // steps for one of the mover's pieces
  std::uint8_t opponent = 0;  // steps for one of the opponent's pieces
  friend bool operator==(const Roll&, const Roll&) = default;
};

struct Position {
  std::array<Mask, 2> pieces{};
  std::uint8_t side = kDark;
  bool thrown = false;
  Roll roll;

  Mask occupied() const { return pieces[0] | pieces[1]; }
  int owner(int house) const { return (pieces[0] & bit(house)) ? 0 : (pieces[1] & bit(house)) ? 1 : -1; }
  void move(int from, int to) {
    const int s = (pieces[0] & bit(from)) ? 0 : 1;
    pieces[s] ^= bit(from) | bit(to);
  }
  std::uint64_t key() const;  // 64-bit hash of pieces, side and dice

  friend bool operator==(const Position&, const Position&) = default;
};

Position start_position();

}  // namespace pharao
