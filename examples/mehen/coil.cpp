#include "coil.hpp"

#include <cmath>
#include <numbers>

#include "board.hpp"
#include "position.hpp"

namespace mehen {

namespace {

constexpr double kGrowth = kPitch / (2 * std::numbers::pi);  // r = kGrowth * angle

// The length of the spiral from its centre out to `angle`.
double arc_length(double angle) {
  return kGrowth / 2 * (angle * std::sqrt(1 + angle * angle) + std::asinh(angle));
}

// The angle at which the spiral is `length` long (bisection: the length
// grows with the angle).
double angle_at(double length) {
  double low = 0, high = 1;
  while (arc_length(high) < length) high *= 2;
  for (int i = 0; i < 60; ++i) {
    const double mid = (low + high) / 2;
    (arc_length(mid) < length ? low : high) = mid;
  }
  return (low + high) / 2;
}

// How far along the spiral a square lies (the head, apart, is its centre).
double length_to(int square) { return arc_length(kNeck / kGrowth) + (kHead - 1 - square) * kSpacing; }

}  // namespace

djed::BoardPoint square_centre(int square) {
  // The spiral is turned so that the tail (square 1) points straight down.
  const double tail = angle_at(length_to(1));
  const double turn = std::numbers::pi / 2 - tail;
  if (square == kHead) return kCoilCentre;
  const double angle = angle_at(length_to(square));
  const double r = kGrowth * angle;
  return {kCoilCentre.x + r * std::cos(angle + turn), kCoilCentre.y + r * std::sin(angle + turn)};
}

djed::FreeBoard coil_board() {
  djed::FreeBoard board;
  board.width = kBoardWidth;
  board.height = kBoardHeight;
  board.art = "coil";
  board.may_turn = false;  // the snake stays upright
  for (int square = 1; square <= kSquares; ++square) {
    djed::Site site;
    site.cell = square;
    site.centre = square_centre(square);
    site.width = site.height = square == kHead ? kHeadSize : kSquareSize;
    site.shape = djed::SiteShape::kHole;
    board.sites.push_back(site);
  }
  // Light's places on the left, Dark's on the right: the start above, home below.
  for (int side : {kLight, kDark}) {
    const double x = side == kLight ? 1.25 : kBoardWidth - 1.25;
    for (int cell : {start_cell(side), home_cell(side)}) {
      djed::Site area;
      area.cell = cell;
      area.centre = {x, cell == start_cell(side) ? 2.75 : 7.65};
      area.width = 2.2;
      area.height = 4.1;
      area.shape = djed::SiteShape::kArea;
      board.sites.push_back(area);
    }
  }
  return board;
}

}  // namespace mehen
