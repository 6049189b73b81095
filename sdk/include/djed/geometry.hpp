#pragma once
// Board geometry, board snapshots and how actions are offered: the UI
// vocabulary one generic board view needs to draw any game and to turn
// clicks into actions. Plain data, no Qt, and no game's words: a game says
// what to draw and what to offer in these terms and names everything players
// read as messages (djed/message.hpp).
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "djed/message.hpp"

namespace djed {

// How a marked cell is tinted. A tone, not a meaning: each game decides
// which of its special squares look alike.
enum class MarkerTone : std::uint8_t {
  kPlain,  // no tint, only the marker's glyphs and name
  kWarm,   // a golden tint
  kCool,   // a blue-green tint
  kSide,   // tinted with the colour of `Marker::side`
};

// Something drawn on a cell: a special square, a start row. The cell is
// tinted by its tone and shows the glyphs; the name is its tooltip and what
// a screen reader says, and is printed small at the foot of a cell large
// enough to hold it, unless `name_on_cell` is false or the tone is kSide (a
// start row: pieces stand on it).
struct Marker {
  MarkerTone tone = MarkerTone::kPlain;
  Message name;        // tooltip and accessible name
  std::string glyphs;  // UTF-8 Egyptian hieroglyphs (may be empty)
  int side = -1;       // the side a kSide marker belongs to, else -1
  bool name_on_cell = true;
  friend bool operator==(const Marker&, const Marker&) = default;
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

// Where a click on grid (row, col) landed: a cell and the spot within its
// span (-1 on a cell without spots). The board view asks this of the model.
struct CellHit {
  int cell_index = -1;
  int spot = -1;
};
CellHit hit_test(const BoardGeometry& geometry, int row, int col);

// A track of rows x cols squares numbered from 1 in a snake, as Senet boards
// are: the top row left to right, the next right to left, and so on. Each
// cell's id and label is its number; the game adds its markers.
BoardGeometry snake_track(int rows, int cols);

// A piece on the board as the renderer sees it.
struct PieceView {
  int cell = 0;        // cell id
  int owner = 0;       // side index
  std::string image;   // a GameInfo image's name; "" (or unknown): a disc in the owner's colour
  Message name;        // "Light pawn": tooltip and accessible name
  int spot = -1;       // the spot within a spanning cell (an oblong's alignment)
  int level = 0;       // 0 on the cell; 1 stands on the level-0 piece of the same cell
  bool frozen = false; // may not be moved now: drawn ringed
  // The piece the turn under way is moving (a capture that may go on, the
  // second step of a move): drawn lifted, in the highlight colour.
  bool active = false;
};

struct DieView {
  Message name;  // "own die"
  int value = 0;
  // A GameInfo image drawn `value` times on the face (a die that counts
  // pieces, as Pharao's show the pieces they move); "": the number.
  std::string image;
};

// Pieces off the board that a side may bring in (from cell kReserve). The
// app writes the side's name before the label ("Light: 2 death-ships in
// reserve"), so the label does not name the side.
struct Reserve {
  int count = 0;
  Message label;  // "2 death-ships in reserve"
};

// A marker of this position only, on one cell: a square special in one
// phase of the game, a target the rules name now.
struct CellMarker {
  int cell = 0;  // cell id
  Marker marker;
};

struct BoardSnapshot {
  std::vector<PieceView> pieces;
  std::vector<Reserve> reserves;  // one per side, or empty in a game without reserves
  std::vector<DieView> dice;      // empty before the throw or in games without dice
  // Drawn after the board's own markers of the same cells (Cell::markers).
  std::vector<CellMarker> markers;
};

// ActionView::from of an action that brings a piece in from the reserve.
inline constexpr int kReserve = -1;

// How the board view offers an action to a player.
enum class Interaction : std::uint8_t {
  kBoard,   // picked on the board: the piece on `from` (or the reserve), then `to`
  kButton,  // a button beside the board, labelled with `label`
  kChance,  // a throw of dice: never a player's pick
};

// What an action does on the board, for offering, highlighting and animation.
struct ActionView {
  Interaction interaction = Interaction::kBoard;
  int from = kReserve;   // cell id; kReserve when it comes from the reserve
  int to = -1;           // cell id, -1 when it leaves the board
  int to_spot = -1;      // the spot picked on a spanning destination
  int piece_owner = -1;  // whose piece moves
  bool captures = false; // takes, converts or pushes away another piece
  std::vector<int> path; // cell ids walked, from first to last
  Message label;         // a button's text; for a board action, a description
};

}  // namespace djed
