// The board view's model on boards of sites (djed/free_board.hpp): each
// cell where its site lies, in board units; a click found by the site under
// it; the keyboard's cursor along a spanning cell's spots, then to the
// nearest site; a free board's lines as points, its art and images as URLs.
#include <gtest/gtest.h>

#include "board_model.hpp"
#include "djed/free_board.hpp"

namespace djed::gui {
namespace {

// A row of a square, an oblong of three spots and a square, as a grid.
BoardGeometry row_with_oblong() {
  BoardGeometry g;
  g.rows = 1;
  g.cols = 5;
  g.cells = {Cell{1, "1", 0, 0, 1, 1, 1, {}}, Cell{2, "2", 0, 1, 1, 3, 3, {}}, Cell{3, "3", 0, 4, 1, 1, 1, {}}};
  return g;
}

// Three holes in a triangle with a shortcut from the first to the third,
// over the game's art, and an area for pieces home.
struct FreeFixture {
  GameInfo info;
  BoardGeometry geometry;
  FreeBoard board;
  FreeFixture() {
    info.id = "ring";
    info.images = {{"snake", "<svg/>"}, {"lion", "<svg/>"}};
    for (int id : {1, 2, 3, 9}) geometry.cells.push_back(Cell{id, std::to_string(id), 0, 0, 1, 1, 1, {}});
    board.width = 6;
    board.height = 4;
    board.art = "snake";
    board.sites = {{1, {1, 1}, 1, 1, SiteShape::kHole, ""},
                   {2, {5, 1}, 1, 1, SiteShape::kImage, "lion"},
                   {3, {3, 3}, 0.8, 0.8, SiteShape::kHole, ""},
                   {9, {5, 3.25}, 2, 1.5, SiteShape::kArea, ""}};
    board.lines = {{1, 3, {{1, 3}}, LineStyle::kShortcut}, {1, 2, {}, LineStyle::kTrack}};
  }
};

TEST(BoardModelSites, AGridsCellsLieOnTheirSquares) {
  const BoardGeometry g = row_with_oblong();
  const GameInfo info;
  BoardModel model;
  model.reset(g, grid_board(g), info);
  EXPECT_EQ(model.board_width(), 5);
  EXPECT_EQ(model.board_height(), 1);
  const QModelIndex oblong = model.index(1);
  EXPECT_EQ(model.data(oblong, BoardModel::SiteXRole).toDouble(), 1);
  EXPECT_EQ(model.data(oblong, BoardModel::SiteYRole).toDouble(), 0);
  EXPECT_EQ(model.data(oblong, BoardModel::SiteWidthRole).toDouble(), 3);
  EXPECT_EQ(model.data(oblong, BoardModel::ShapeRole).toString(), "tile");
  // The chequer of the grid.
  EXPECT_NE(model.data(model.index(0), BoardModel::ShadeRole), model.data(oblong, BoardModel::ShadeRole));
  // A click on the oblong's third column is its spot 2; the keyboard walks its spots.
  EXPECT_EQ(model.hitAt(3.5, 0.5)["cellId"].toInt(), 2);
  EXPECT_EQ(model.hitAt(3.5, 0.5)["spot"].toInt(), 2);
  EXPECT_EQ(model.hitTest(0, 1)["spot"].toInt(), 0);
  QVariantMap at = model.cursorStep(1, -1, 1, 0);
  EXPECT_EQ(at["cellId"].toInt(), 2);
  EXPECT_EQ(at["spot"].toInt(), 0);  // entering from the left
  at = model.cursorStep(2, 0, 1, 0);
  EXPECT_EQ(at["spot"].toInt(), 1);
  at = model.cursorStep(2, 2, 1, 0);
  EXPECT_EQ(at["cellId"].toInt(), 3);
  at = model.cursorStep(3, -1, -1, 0);
  EXPECT_EQ(at["cellId"].toInt(), 2);
  EXPECT_EQ(at["spot"].toInt(), 2);  // entering from the right
  at = model.cursorStep(3, -1, 1, 0);
  EXPECT_EQ(at["cellId"].toInt(), 3);  // nothing further: it stays
  const QVariantMap box = model.cursorBox(2, 1);
  EXPECT_EQ(box["x"].toDouble(), 2);
  EXPECT_EQ(box["width"].toDouble(), 1);
}

TEST(BoardModelSites, AFreeBoardsSitesLinesAndArt) {
  const FreeFixture f;
  ASSERT_TRUE(free_board_problems(f.board, f.geometry, f.info).empty());
  BoardModel model;
  model.reset(f.geometry, f.board, f.info);
  EXPECT_EQ(model.board_width(), 6);
  EXPECT_EQ(model.art(), "image://pieces/ring/snake");
  EXPECT_EQ(model.data(model.index(0), BoardModel::ShapeRole).toString(), "hole");
  EXPECT_EQ(model.data(model.index(1), BoardModel::ShapeRole).toString(), "image");
  EXPECT_EQ(model.data(model.index(1), BoardModel::SiteImageRole).toString(), "image://pieces/ring/lion");
  EXPECT_EQ(model.data(model.index(2), BoardModel::SiteXRole).toDouble(), 2.6);
  EXPECT_EQ(model.data(model.index(3), BoardModel::ShapeRole).toString(), "area");
  const QVariantList lines = model.lines();
  ASSERT_EQ(lines.size(), 2);
  const QVariantMap shortcut = lines[0].toMap();
  EXPECT_EQ(shortcut["style"].toString(), "shortcut");
  const QVariantList points = shortcut["points"].toList();
  ASSERT_EQ(points.size(), 3);  // from the first hole's centre, the bend, to the third's
  EXPECT_EQ(points[0].toMap()["x"].toDouble(), 1);
  EXPECT_EQ(points[1].toMap()["y"].toDouble(), 3);
  EXPECT_EQ(points[2].toMap()["x"].toDouble(), 3);
  // Clicks and the keyboard go by the sites.
  EXPECT_EQ(model.hitAt(3.2, 2.9)["cellId"].toInt(), 3);
  EXPECT_EQ(model.hitAt(3, 1)["cellId"].toInt(), model.no_cell());
  EXPECT_EQ(model.hitAt(5.8, 3.8)["cellId"].toInt(), 9);
  EXPECT_EQ(model.cursorStep(1, -1, 1, 0)["cellId"].toInt(), 2);
  EXPECT_EQ(model.cursorStep(2, -1, 0, 1)["cellId"].toInt(), 9);
  EXPECT_EQ(model.cursorStep(9, -1, -1, 0)["cellId"].toInt(), 3);
}

}  // namespace
}  // namespace djed::gui
