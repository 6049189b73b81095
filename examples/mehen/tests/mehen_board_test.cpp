// The coiled board (coil.cpp): sound by the SDK's own check, the squares
// along the spiral from the tail at the foot to the head in the middle, and
// a click on each square or place finding it.
#include <cmath>

#include "coil.hpp"
#include "mehen_test_support.hpp"

namespace mehen::test {
namespace {

double distance(djed::BoardPoint a, djed::BoardPoint b) { return std::hypot(a.x - b.x, a.y - b.y); }

TEST(MehenBoard, TheCoilIsASoundFreeBoardForTheGeometry) {
  const djed::FreeBoard board = coil_board();
  const auto geometry = game().geometry("");
  ASSERT_TRUE(geometry);
  EXPECT_TRUE(djed::free_board_problems(board, geometry.value(), game().info()).empty());
  EXPECT_EQ(board.sites.size(), geometry->cells.size());
  EXPECT_FALSE(board.may_turn);
  // The app finds it by the game's type.
  auto found = djed::free_board_of(game(), "");
  ASSERT_TRUE(found && found->has_value());
  EXPECT_EQ((*found)->sites.size(), board.sites.size());
}

TEST(MehenBoard, TheSquaresFollowTheCoilFromTheTailToTheHead) {
  EXPECT_NEAR(square_centre(kHead).x, kCoilCentre.x, 1e-9);
  EXPECT_NEAR(square_centre(kHead).y, kCoilCentre.y, 1e-9);
  // The tail straight below the middle.
  EXPECT_NEAR(square_centre(1).x, kCoilCentre.x, 1e-6);
  EXPECT_GT(square_centre(1).y, kCoilCentre.y + 3);
  double last_radius = 1e9;
  for (int square = 1; square < kHead; ++square) {
    const double step = distance(square_centre(square), square_centre(square + 1));
    // A chord of the curving body, a little shorter than the way along it.
    EXPECT_NEAR(step, square + 1 == kHead ? kNeck : kSpacing, 0.12) << square;
    const double radius = distance(square_centre(square), kCoilCentre);
    EXPECT_LT(radius, last_radius) << square;  // winding inwards
    last_radius = radius;
  }
}

TEST(MehenBoard, AClickOnEachSiteFindsItsCell) {
  const djed::FreeBoard board = coil_board();
  const auto geometry = game().geometry("");
  ASSERT_TRUE(geometry);
  for (const djed::Site& site : board.sites) {
    const djed::CellHit hit = djed::hit_site(board, geometry.value(), site.centre);
    ASSERT_GE(hit.cell_index, 0) << site.cell;
    EXPECT_EQ(geometry->cells[static_cast<std::size_t>(hit.cell_index)].id, site.cell);
  }
  // Between the coils of the body there is no square.
  const djed::BoardPoint between{(square_centre(10).x + square_centre(10).x) / 2, 0.3};
  EXPECT_EQ(djed::hit_site(board, geometry.value(), between).cell_index, -1);
}

}  // namespace
}  // namespace mehen::test
