#pragma once
// A second Senet move generator for the tests, written apart from the
// plugin and as plainly as possible: the board is an array of squares, every
// rule is re-read from the rules page and checked square by square, and the
// sticks are thrown as 16 separate falls instead of weighted throws. It
// shares nothing with the plugin but the notation it reads and writes.
#include <cstdint>
#include <string>
#include <vector>

namespace naive_senet {

inline constexpr int kEmpty = 0;
inline constexpr int kLightPiece = 1;
inline constexpr int kDarkPiece = 2;

struct Board {
  int square[32] = {};  // squares 1..30; 0 and 31 stay empty
  int to_move = kLightPiece;
  int thrown = 0;  // 0 before the throw
};

// Reads a position written in the game's notation; the notation is trusted.
Board read(const std::string& position);
std::string write(const Board& board);

// The side with no piece left on the board, or kEmpty.
int winner(const Board& board);

struct NaiveTurn {
  std::string text;  // `7-10`, `7x10`, `26-27`, `28-off`, `-`
  Board after;
};
// Every turn after the throw, by the square moved from (`-` alone when no
// piece can move).
std::vector<NaiveTurn> turns(const Board& board);

std::uint64_t perft(const Board& board, int depth);

}  // namespace naive_senet
