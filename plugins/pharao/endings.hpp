#pragma once
// Exact values of the endings of a last piece: one side has a single piece,
// the other one to `max_pieces`. Which side holds the last piece does not
// matter (the rules treat both colours alike), so the table stores Light
// holding it; lookups of Dark's last piece swap the colours. Values are the
// share of games the last piece wins with best play on both sides, turn
// caps ignored.
//
// The table is solved by endings_solver.hpp (tools/pharao_endings writes it
// to a file at build time) and read by the plugin for the evaluation.
#include <array>
#include <bit>
#include <cstdint>
#include <string>
#include <vector>

#include "djed/result.hpp"
#include "position.hpp"

namespace pharao {

class LastPieceEndings {
 public:
  // A table of every ending with up to `max_pieces` (1 to 4) against the last
  // piece, all values 0 (an even game) until solved; throws
  // std::invalid_argument for other counts.
  explicit LastPieceEndings(int max_pieces);

  // Reads a table written by save() (the SDK's solved-table file); the error
  // names the file and what is wrong with it.
  static djed::Result<LastPieceEndings> load(const std::string& path);
  // What load() refuses that can be seen without reading the values: the
  // file mapped, its header and checksum, its rules and size (a few
  // milliseconds, where load() takes a tenth of a second).
  static djed::Result<void> check(const std::string& path);
  djed::Result<void> save(const std::string& path) const;

  int max_pieces() const { return max_pieces_; }

  // Whether p is an ending of the table: one side with a single piece, the
  // other with one to max_pieces() (a drowning piece counts).
  bool covers(const Position& p) const;
  // The share of games the last piece goes on to win from p (not thrown,
  // covered). With one piece each, Light's counts as the last piece.
  double last_piece_wins(const Position& p) const;
  // last_piece_wins() averaged over every placement of the last piece (off
  // the Nile) against `pieces` pieces, by who moves.
  double mean_last_piece_wins(int pieces, bool last_piece_to_move) const;

  // The solver's view: every position of the table by index, with Light
  // holding the last piece; values for the side to move, in [-1, 1]. Some
  // indices stand for no position (Light's piece on a house of Dark's).
  std::size_t size() const { return value_.size(); }
  static std::size_t size_for(int max_pieces);
  std::size_t index_of(const Position& p) const;  // p with Light's single piece
  // Calls visit(p, index) for every position of the table.
  template <typename Visit>
  void for_each_position(Visit&& visit) const;
  std::vector<float>& values() { return value_; }
  const std::vector<float>& values() const { return value_; }
  // Recomputes the means once the values are final.
  void update_means();
  // The share the last piece wins from a value of the position at `index`.
  double last_piece_wins_at(std::size_t index, int side_to_move) const {
    const double v = value_[index];
    return side_to_move == kLight ? (1 + v) / 2 : (1 - v) / 2;
  }

  // Calls visit(p, wins) for every ending with Light's last piece off the
  // Nile, Dark holding `pieces` pieces, and either side to move.
  template <typename Visit>
  void for_each_ending(int pieces, Visit&& visit) const;

 private:
  int max_pieces_;
  std::uint32_t masks_per_square_ = 0;
  std::vector<std::uint32_t> first_rank_;  // by piece count
  std::vector<float> value_;               // by index
  // [pieces][last piece to move]
  std::array<std::array<double, 2>, kPiecesPerSide + 1> mean_{};
};

// The next larger mask with as many bits (Gosper's hack).
inline Mask next_same_count(Mask m) {
  const Mask low = m & (~m + 1), ripple = m + low;
  return (((ripple ^ m) >> 2) / low) | ripple;
}

template <typename Visit>
void LastPieceEndings::for_each_position(Visit&& visit) const {
  for (int k = 1; k <= max_pieces_; ++k)
    for (Mask others = (Mask{1} << k) - 1; others < (Mask{1} << kHouses); others = next_same_count(others))
      for (int side = 0; side < 2; ++side)
        for (int house = 1; house <= kHouses; ++house) {
          if (others & bit(house)) continue;
          Position p;
          p.pieces = {bit(house), others};
          p.side = static_cast<std::uint8_t>(side);
          visit(static_cast<const Position&>(p), index_of(p));
        }
}

template <typename Visit>
void LastPieceEndings::for_each_ending(int pieces, Visit&& visit) const {
  for_each_position([&](const Position& p, std::size_t i) {
    if (!(p.pieces[kLight] & bit(kNile)) && std::popcount(p.pieces[kDark]) == pieces)
      visit(p, last_piece_wins_at(i, p.side));
  });
}

}  // namespace pharao
