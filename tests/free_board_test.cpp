// Boards beyond the grid (djed/free_board.hpp): a grid drawn as sites hits
// what the grid hits; a free board's faults are named; the keyboard's
// neighbour in a direction; a game's free board found by its type.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "djed/free_board.hpp"
#include "djed/game.hpp"

namespace djed::test {
namespace {

// A T of squares with an oblong of four spots, as Ramses' board has.
BoardGeometry t_board() {
  BoardGeometry g;
  g.rows = 3;
  g.cols = 4;
  Cell oblong;
  oblong.id = 100;
  oblong.label = "o";
  oblong.col_span = 4;
  oblong.spots = 4;
  g.cells.push_back(oblong);
  Cell half;  // two spots over four columns
  half.id = 200;
  half.label = "h";
  half.row = 2;
  half.col_span = 4;
  half.spots = 2;
  g.cells.push_back(half);
  Cell square;
  square.id = 7;
  square.label = "7";
  square.row = 1;
  square.col = 1;
  g.cells.push_back(square);
  return g;
}

FreeBoard ring_of_holes(int count, double radius) {
  FreeBoard board;
  board.width = board.height = 2 * radius + 2;
  for (int i = 0; i < count; ++i) {
    const double angle = 2 * M_PI * i / count;
    Site s;
    s.cell = i + 1;
    s.centre = {board.width / 2 + radius * std::cos(angle), board.height / 2 + radius * std::sin(angle)};
    s.shape = SiteShape::kHole;
    board.sites.push_back(s);
  }
  return board;
}

BoardGeometry cells_numbered(int count) {
  BoardGeometry g;
  for (int i = 1; i <= count; ++i) {
    Cell c;
    c.id = i;
    c.label = std::to_string(i);
    g.cells.push_back(c);
  }
  return g;
}

TEST(FreeBoard, AGridDrawnAsSitesHitsWhatTheGridHits) {
  for (const BoardGeometry& g : {snake_track(3, 10), snake_track(5, 10), t_board()}) {
    const FreeBoard board = grid_board(g);
    EXPECT_TRUE(free_board_problems(board, g, GameInfo{}).empty());
    EXPECT_EQ(board.width, g.cols);
    EXPECT_EQ(board.height, g.rows);
    for (int row = 0; row < g.rows; ++row)
      for (int col = 0; col < g.cols; ++col)
        for (const double inside : {0.1, 0.5, 0.9}) {
          const CellHit on_grid = hit_test(g, row, col);
          const CellHit on_sites = hit_site(board, g, {col + inside, row + inside});
          EXPECT_EQ(on_sites.cell_index, on_grid.cell_index) << row << "," << col;
          EXPECT_EQ(on_sites.spot, on_grid.spot) << row << "," << col;
        }
  }
  // Off the board, and on a grid square without a cell.
  const BoardGeometry t = t_board();
  EXPECT_EQ(hit_site(grid_board(t), t, {-0.5, 0.5}).cell_index, -1);
  EXPECT_EQ(hit_site(grid_board(t), t, {3.5, 1.5}).cell_index, -1);
}

TEST(FreeBoard, AHoleIsHitNearItsCentreAndTheNearestWins) {
  const BoardGeometry g = cells_numbered(12);
  const FreeBoard ring = ring_of_holes(12, 4);
  ASSERT_TRUE(free_board_problems(ring, g, GameInfo{}).empty());
  for (std::size_t i = 0; i < ring.sites.size(); ++i) {
    const BoardPoint c = ring.sites[i].centre;
    EXPECT_EQ(hit_site(ring, g, {c.x + 0.3, c.y - 0.3}).cell_index, static_cast<int>(i));
  }
  EXPECT_EQ(hit_site(ring, g, {ring.width / 2, ring.height / 2}).cell_index, -1);  // the middle is empty
}

TEST(FreeBoard, EachFaultOfAFreeBoardIsNamed) {
  GameInfo info;
  info.images.push_back({"snake", "<svg/>"});
  const BoardGeometry g = cells_numbered(3);
  FreeBoard good;
  good.width = 6;
  good.height = 2;
  good.art = "snake";
  for (int i = 0; i < 3; ++i) good.sites.push_back({i + 1, {1.0 + 2 * i, 1}, 1.5, 1.5, SiteShape::kHole, ""});
  good.lines.push_back({1, 3, {{3, 1.9}}, LineStyle::kShortcut});
  ASSERT_TRUE(free_board_problems(good, g, info).empty());

  const auto problem = [&](const FreeBoard& board) {
    const auto problems = free_board_problems(board, g, info);
    return problems.empty() ? std::string() : problems.front();
  };
  FreeBoard b = good;
  b.art = "palm";
  EXPECT_EQ(problem(b), "the art 'palm' is not one of the game's images");
  b = good;
  b.sites[2].centre.x = 5.5;
  EXPECT_EQ(problem(b), "the site of cell 3 ('3') lies outside the board");
  b = good;
  b.sites[1].centre.x = 2.2;
  EXPECT_EQ(problem(b), "the sites of cell 1 ('1') and cell 2 ('2') overlap");
  b = good;
  b.sites.pop_back();
  EXPECT_EQ(problem(b), "cell 3 ('3') has no site");
  b = good;
  b.sites.push_back(b.sites.back());
  EXPECT_NE(problem(b).find("cell 3 ('3') has more than one site"), std::string::npos) << problem(b);
  b = good;
  b.sites[0].cell = 9;
  EXPECT_EQ(problem(b), "a site for cell 9, which the board does not have");
  b = good;
  b.lines[0].to = 4;
  EXPECT_EQ(problem(b), "a line from cell 1 to cell 4 ends at a cell the board does not have");
  b = good;
  b.lines[0].bends[0].y = 2.5;
  EXPECT_EQ(problem(b), "a line from cell 1 ('1') bends outside the board");
  b = good;
  b.sites[0].shape = SiteShape::kImage;
  b.sites[0].image = "lion";
  EXPECT_EQ(problem(b), "the site of cell 1 ('1') shows the image 'lion', which is not one of the game's images");
  b = good;
  b.width = 0;
  EXPECT_EQ(problem(b), "the board's size 0 x 2 is not positive");
  // Round holes on a diagonal whose boxes overlap do not touch; a hole in a
  // tile's corner does.
  b = good;
  b.sites[1].centre = {2.1, 0.75};
  b.sites[0].centre = {1.0, 1.25};
  b.sites[0].width = b.sites[0].height = b.sites[1].width = b.sites[1].height = 1.2;
  EXPECT_EQ(problem(b), "");
  b.sites[1].shape = SiteShape::kTile;
  b.sites[1].centre = {1.9, 0.7};
  EXPECT_EQ(problem(b), "the sites of cell 1 ('1') and cell 2 ('2') overlap");
}

TEST(FreeBoard, TheKeyboardGoesToTheNearestSiteThatWay) {
  // On a grid: the neighbour, and past a gap the next square that way.
  const BoardGeometry t = t_board();
  const FreeBoard grid = grid_board(t);
  // Sites: 0 the oblong (row 0), 1 the half oblong (row 2), 2 square 7 (row 1).
  EXPECT_EQ(site_towards(grid, 2, 0, -1), 0u);
  EXPECT_EQ(site_towards(grid, 2, 0, 1), 1u);
  EXPECT_EQ(site_towards(grid, 0, 0, 1), 2u);
  EXPECT_FALSE(site_towards(grid, 2, 1, 0).has_value());  // nothing on its right
  EXPECT_FALSE(site_towards(grid, 0, 0, -1).has_value());
  const BoardGeometry snake = snake_track(3, 10);
  const FreeBoard track = grid_board(snake);
  for (std::size_t i = 0; i < track.sites.size(); ++i) {
    const Cell& c = snake.cells[i];
    const auto right = site_towards(track, i, 1, 0);
    if (c.col == 9) EXPECT_FALSE(right.has_value());
    else EXPECT_EQ(snake.cell_index_at(c.row, c.col + 1), static_cast<int>(*right));
  }
  // Round a ring of holes, every hole is reached by the arrows.
  const FreeBoard ring = ring_of_holes(12, 4);
  std::vector<bool> reached(ring.sites.size());
  reached[0] = true;
  for (int pass = 0; pass < 12; ++pass)
    for (std::size_t i = 0; i < ring.sites.size(); ++i)
      if (reached[i])
        for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
          if (auto next = site_towards(ring, i, dx, dy)) reached[*next] = true;
  EXPECT_TRUE(std::all_of(reached.begin(), reached.end(), [](bool r) { return r; }));
}

// A game with a free board, and one whose board cannot be made.
class RingGame : public Game, public FreeBoardGame {
 public:
  explicit RingGame(bool throws = false) : throws_(throws) {}
  const GameInfo& info() const noexcept override { return info_; }
  FreeBoard make_free_board(const std::string&) const override {
    if (throws_) throw std::runtime_error("no ring today");
    return ring_of_holes(6, 3);
  }

 protected:
  StatePtr make_initial_state(const std::string&) const override { return nullptr; }
  Result<StatePtr> make_state(const std::string&, std::string_view) const override { return make_error("none"); }
  BoardGeometry make_geometry(const std::string&) const override { return cells_numbered(6); }

 private:
  GameInfo info_;
  bool throws_;
};

class GridGame : public Game {
 public:
  const GameInfo& info() const noexcept override { return info_; }

 protected:
  StatePtr make_initial_state(const std::string&) const override { return nullptr; }
  Result<StatePtr> make_state(const std::string&, std::string_view) const override { return make_error("none"); }
  BoardGeometry make_geometry(const std::string&) const override { return t_board(); }

 private:
  GameInfo info_;
};

TEST(FreeBoard, AGamesFreeBoardIsFoundByItsType) {
  const RingGame ring;
  const auto geometry = ring.geometry();
  ASSERT_TRUE(geometry.ok());
  auto layout = board_layout(ring, "", geometry.value());
  ASSERT_TRUE(layout.ok()) << layout.message();
  EXPECT_EQ(layout->sites.size(), 6u);
  EXPECT_EQ(layout->sites[0].shape, SiteShape::kHole);
  // Checked against the game's cells.
  layout = board_layout(ring, "", t_board());
  ASSERT_FALSE(layout.ok());
  EXPECT_EQ(layout.message(), "the game's board is wrong: a site for cell 1, which the board does not have");
  // A game without one is drawn from its grid.
  const GridGame grid;
  layout = board_layout(grid, "", t_board());
  ASSERT_TRUE(layout.ok());
  EXPECT_EQ(layout->sites.size(), 3u);
  EXPECT_EQ(layout->sites[0].centre, (BoardPoint{2, 0.5}));
  EXPECT_EQ(layout->sites[0].width, 4);
  const RingGame broken(true);
  layout = board_layout(broken, "", geometry.value());
  ASSERT_FALSE(layout.ok());
  EXPECT_EQ(layout.message(), "the game's board could not be made: no ring today");
}

}  // namespace
}  // namespace djed::test
