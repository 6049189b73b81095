#pragma once
// Board geometry and board snapshots: everything one generic board view needs
// to draw any game and to map a click to a cell. Plain data, no Qt.
#include <array>
#include <string>
#include <vector>

namespace djed {

// Something drawn on a cell: a hieroglyph square, a house, a start row.
struct Marker {
  std::string kind;    // "hieroglyph", "house", "start-row", "finish-row", ...
  std::string name;    // English name, shown as tooltip and accessible name
  std::string glyphs;  // UTF-8 Egyptian hieroglyphs (may be empty)
  int side = -1;       // the side a start row belongs to, else -1
};

// One cell on a grid of rows x columns. A cell may span several grid cells
// (the Ramses oblongs span 8 columns). `spots` > 1 means each grid column of
// the span is a separate click target that picks a variant of the move (an
// oblong's alignment).
struct Cell {
  int id = 0;          // the game's own number for the cell (a square number)
  std::string label;   // what is printed on it ("5", "b3", "27")
  int row = 0;
  int col = 0;
  int row_span = 1;
  int col_span = 1;
  int spots = 1;
  std::vector<Marker> markers;
};

struct BoardGeometry {
  int rows = 0;
  int cols = 0;
  std::vector<Cell> cells;

  // Index into `cells` of the cell covering grid (row, col), or -1.
  int cell_index_at(int row, int col) const;
  // Index into `cells` of the cell with the given id, or -1.
  int cell_index_of(int id) const;
};

// Where a click landed: a cell index and the spot within its span.
struct CellHit {
  int cell_index = -1;
  int spot = 0;
};
CellHit hit_test(const BoardGeometry& geometry, int row, int col);

// A piece on the board as the renderer sees it.
struct PieceView {
  int cell = 0;          // cell id
  int owner = 0;         // side index
  std::string kind;      // "pawn", "pharao", "priest", "ship", ...
  bool on_ship = false;  // a figure standing on its own death-ship
  int spot = -1;         // the spot within a spanning cell (an oblong's alignment)
  bool frozen = false;   // may not be moved now (a Ramses pawn on a hieroglyph)
};

struct DieView {
  std::string name;  // "own die", "opponent die"
  int value = 0;
};

struct BoardSnapshot {
  std::vector<PieceView> pieces;
  std::array<int, 2> reserve{0, 0};  // pieces off the board each side may bring in
  std::string reserve_kind;          // what the reserve holds, "" when unused
  std::vector<DieView> dice;         // empty before the throw or in games without dice
};

// What an action does on the board, for highlighting and animation.
struct ActionView {
  std::string kind;      // "move", "capture", "place", "take-back", "drown", "pass", "chance"
  int from = -1;         // cell id, -1 when it comes from the reserve
  int to = -1;           // cell id, -1 when it leaves the board
  int to_spot = -1;      // the spot picked on a spanning destination
  int piece_owner = -1;  // whose piece moves
  std::vector<int> path; // cell ids walked, from first to last
};

}  // namespace djed
