#pragma once
// Boards that are not grids (SDK 1.1): a game places each cell of its
// BoardGeometry anywhere on the board, as a square tile, a round hole or one
// of its own images; draws lines between cells (a track's course, a
// shortcut) and art under them (an SVG of GameInfo::images: a coiled snake,
// a palm tree); and may give areas off the track that hold many pieces
// (pieces to enter, pieces home, pieces taken), clicked like any cell.
//
// A game opts in by deriving from FreeBoardGame beside Game; the app finds
// it by its type, so a game without it (every 1.0 plugin) is drawn from its
// grid as before. Plain data, no Qt; positions are in board units (a grid
// square is one unit).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "djed/game_info.hpp"
#include "djed/geometry.hpp"
#include "djed/result.hpp"

namespace djed {

class Game;

struct BoardPoint {
  double x = 0;
  double y = 0;
  friend bool operator==(const BoardPoint&, const BoardPoint&) = default;
};

enum class SiteShape : std::uint8_t {
  kTile,   // a square (or oblong) tile, as a grid square is drawn
  kHole,   // a round hole, a little darker than the board
  kImage,  // one of the game's images (`Site::image`), drawn to the site's size
  kArea,   // a tray off the track: holds any number of pieces, shown side by side
};

// Where and how one cell of the geometry is drawn.
struct Site {
  int cell = 0;          // the cell's id (Cell::id)
  BoardPoint centre;     // in board units, from the board's top-left corner
  double width = 1;      // board units; a hole's diameter is the smaller of the two
  double height = 1;
  SiteShape shape = SiteShape::kTile;
  std::string image;     // kImage: a GameInfo image's name
};

enum class LineStyle : std::uint8_t {
  kTrack,     // the course pieces follow: a plain line
  kShortcut,  // a way some throws or squares allow: a line in the warm tone, with an arrow at `to`
};

// A line between two cells' centres, through `bends` (board units) in order.
struct BoardLine {
  int from = 0;  // cell ids
  int to = 0;
  std::vector<BoardPoint> bends;
  LineStyle style = LineStyle::kTrack;
};

struct FreeBoard {
  double width = 0;   // the board's size in board units
  double height = 0;
  std::vector<Site> sites;        // exactly one per cell of the geometry
  std::vector<BoardLine> lines;   // drawn under the sites, over the art
  std::string art;                // a GameInfo image drawn to the board's size under everything; "": none
  // Whether the app may draw the board a quarter turn round where that
  // fits the window better (a board more than twice as tall as wide, in a
  // wide window). Art that must stay upright says false.
  bool may_turn = true;
};

// What a game with a free board derives from, beside Game. The key function
// is in the SDK library, so the app finds it across the plugin boundary.
class FreeBoardGame {
 public:
  virtual ~FreeBoardGame();
  // The board of a variant (always a valid variant id, or ""); a board
  // without sites: this variant is drawn from its grid.
  virtual FreeBoard make_free_board(const std::string& variant) const = 0;
};

// The game's free board of a variant; none when the game has none, or none
// for this variant (its grid is drawn). An error when making it threw.
Result<std::optional<FreeBoard>> free_board_of(const Game& game, const std::string& variant);

// How a grid is drawn on a free board: a tile over each cell's span, no
// lines, no art; the board is cols x rows units.
FreeBoard grid_board(const BoardGeometry& geometry);

// The board the app draws for `game`: its free board if it has one, else
// its grid's. An error names what a game's free board gets wrong.
Result<FreeBoard> board_layout(const Game& game, const std::string& variant, const BoardGeometry& geometry);

// What is wrong with a free board against its geometry and images (one
// sentence each; none: it is sound): a site for a cell the board does not
// have, a cell without a site or with two, a site outside the board or
// overlapping another, a line to a missing cell, an image or art the game
// does not carry, a size that is not positive.
std::vector<std::string> free_board_problems(const FreeBoard& board, const BoardGeometry& geometry,
                                             const GameInfo& info);

// Where a point of the board lands: the cell of the site under it and the
// spot within a spanning cell (as hit_test does on a grid), or -1.
CellHit hit_site(const FreeBoard& board, const BoardGeometry& geometry, BoardPoint point);

// The site nearest `from`'s centre in a direction (dx, dy: one of the four
// arrows, y growing downwards), within the quarter that the direction
// points into; none when nothing lies that way. Indices into `board.sites`.
std::optional<std::size_t> site_towards(const FreeBoard& board, std::size_t from, int dx, int dy);

}  // namespace djed
