#pragma once
// A Mehen position: the progress of each side's three marbles and its lion,
// the tabas each side keeps, whose turn it is and, once the sticks have
// fallen, the throw.
#include <array>
#include <cstdint>

#include "board.hpp"

namespace mehen {

inline constexpr int kLight = 0;  // always starts
inline constexpr int kDark = 1;
inline constexpr int kMarbles = 3;

// A lion that its side has not let loose yet (it waits at home).
inline constexpr std::int8_t kLionAsleep = -1;

struct Forces {
  // Progress of each marble (board.hpp), highest first: marbles are alike,
  // so one order keeps equal positions equal.
  std::array<std::int8_t, kMarbles> marbles{};
  std::int8_t lion = kLionAsleep;  // kLionAsleep, or its progress
  std::uint8_t kept = 0;           // tabas kept for later

  int marbles_home() const;
  // Whether a piece of this side stands on `square` (1-30), lion included.
  bool occupies(int square) const;

  friend bool operator==(const Forces&, const Forces&) = default;
};

struct Position {
  std::array<Forces, 2> sides{};
  std::uint8_t side = kLight;
  std::uint8_t thrown = 0;  // 0: the sticks are still to be thrown; else 1 (taba), 2, 4 or 6

  const Forces& own() const { return sides[side]; }
  Forces& own() { return sides[side]; }
  // The side with all three marbles home, or -1 while the game goes on.
  int winner() const;
  // Marbles back in the order that makes equal positions equal.
  void sort_marbles();
  // A 64-bit hash of everything: pieces, tabas, side and throw.
  std::uint64_t key() const;
  // The same without the throw.
  std::uint64_t board_key() const;

  friend bool operator==(const Position&, const Position&) = default;
};

// Every marble at its start, both lions asleep, no tabas; Light to throw.
Position start_position();

}  // namespace mehen
