#pragma once
// The Mehen board: a snake coiled thirty squares long, numbered from its
// tail (1, on the outside) to its head (30, in the middle). Each side has two
// places off the snake: its start, where its marbles wait to enter, and its
// home, where they come back to and where its lion waits to be let loose.
//
// A piece's way is counted in steps, its `progress`: 0 at its start, 1-30
// on the squares going in (30 is the head, where it turns), 31-59 on the
// squares going out again (29 down to 1), 60 at home.
namespace mehen {

inline constexpr int kSquares = 30;
inline constexpr int kHead = kSquares;

inline constexpr int kAtStart = 0;
inline constexpr int kAtHead = kHead;
inline constexpr int kAtHome = 2 * kSquares;

// The cell ids of the places off the snake (the squares are 1-30).
constexpr int start_cell(int side) { return 31 + side; }
constexpr int home_cell(int side) { return 33 + side; }

// The square a piece on its way stands on (1-30), or 0 at its start or home.
constexpr int square_of(int progress) {
  if (progress <= kAtStart || progress >= kAtHome) return 0;
  return progress <= kAtHead ? progress : kAtHome - progress;
}

// The cell a marble is drawn on.
constexpr int cell_of(int progress, int side) {
  if (progress <= kAtStart) return start_cell(side);
  if (progress >= kAtHome) return home_cell(side);
  return square_of(progress);
}

// The cell a lion is drawn on: it waits at home, not at the start.
constexpr int lion_cell_of(int progress, int side) {
  return progress <= kAtStart ? home_cell(side) : cell_of(progress, side);
}

}  // namespace mehen
