#include "djed/free_board.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <sstream>

#include "djed/game.hpp"

namespace djed {

namespace {

// Sites that merely touch (the tiles of a grid) do not overlap.
constexpr double kTouch = 1e-6;

double half_width(const Site& s) { return s.width / 2; }
double half_height(const Site& s) { return s.height / 2; }
double radius(const Site& s) { return std::min(s.width, s.height) / 2; }

bool overlap(const Site& a, const Site& b) {
  const double dx = std::abs(a.centre.x - b.centre.x);
  const double dy = std::abs(a.centre.y - b.centre.y);
  const bool round_a = a.shape == SiteShape::kHole;
  const bool round_b = b.shape == SiteShape::kHole;
  if (round_a && round_b) return std::hypot(dx, dy) < radius(a) + radius(b) - kTouch;
  if (round_a || round_b) {
    const Site& round = round_a ? a : b;
    const Site& box = round_a ? b : a;
    // The box's point nearest the circle's centre.
    const double nx = std::max(0.0, dx - half_width(box));
    const double ny = std::max(0.0, dy - half_height(box));
    return std::hypot(nx, ny) < radius(round) - kTouch;
  }
  return dx < half_width(a) + half_width(b) - kTouch && dy < half_height(a) + half_height(b) - kTouch;
}

std::string cell_name(const BoardGeometry& geometry, int id) {
  const int index = geometry.cell_index_of(id);
  std::string name = "cell " + std::to_string(id);
  if (index >= 0 && !geometry.cells[static_cast<std::size_t>(index)].label.empty())
    name += " ('" + geometry.cells[static_cast<std::size_t>(index)].label + "')";
  return name;
}

std::string number(double value) {
  std::ostringstream out;
  out << value;
  return out.str();
}

}  // namespace

FreeBoardGame::~FreeBoardGame() = default;

FreeBoard grid_board(const BoardGeometry& geometry) {
  FreeBoard board;
  board.width = geometry.cols;
  board.height = geometry.rows;
  for (const Cell& c : geometry.cells) {
    Site site;
    site.cell = c.id;
    site.centre = {c.col + c.col_span / 2.0, c.row + c.row_span / 2.0};
    site.width = c.col_span;
    site.height = c.row_span;
    board.sites.push_back(site);
  }
  return board;
}

Result<std::optional<FreeBoard>> free_board_of(const Game& game, const std::string& variant) {
  const auto* free = dynamic_cast<const FreeBoardGame*>(&game);
  if (free == nullptr) return std::optional<FreeBoard>();
  FreeBoard board;
  try {
    board = free->make_free_board(variant);
  } catch (const std::exception& e) {
    return make_error("the game's board could not be made: " + std::string(e.what()));
  } catch (...) {
    return make_error("the game's board could not be made");
  }
  if (board.sites.empty()) return std::optional<FreeBoard>();
  return std::optional<FreeBoard>(std::move(board));
}

Result<FreeBoard> board_layout(const Game& game, const std::string& variant, const BoardGeometry& geometry) {
  auto free = free_board_of(game, variant);
  if (!free) return free.error();
  if (!free.value()) return grid_board(geometry);
  const auto problems = free_board_problems(**free, geometry, game.info());
  if (!problems.empty()) return make_error("the game's board is wrong: " + problems.front());
  return std::move(**free);
}

std::vector<std::string> free_board_problems(const FreeBoard& board, const BoardGeometry& geometry,
                                             const GameInfo& info) {
  std::vector<std::string> problems;
  const auto has_image = [&](const std::string& name) {
    return std::any_of(info.images.begin(), info.images.end(), [&](const Image& i) { return i.name == name; });
  };
  if (!(board.width > 0) || !(board.height > 0))
    problems.push_back("the board's size " + number(board.width) + " x " + number(board.height) + " is not positive");
  if (!board.art.empty() && !has_image(board.art))
    problems.push_back("the art '" + board.art + "' is not one of the game's images");
  std::map<int, int> sites_of;
  for (const Site& s : board.sites) {
    const std::string name = "the site of " + cell_name(geometry, s.cell);
    if (geometry.cell_index_of(s.cell) < 0) problems.push_back("a site for cell " + std::to_string(s.cell) + ", which the board does not have");
    if (++sites_of[s.cell] == 2) problems.push_back(cell_name(geometry, s.cell) + " has more than one site");
    if (!(s.width > 0) || !(s.height > 0)) problems.push_back(name + " has no size");
    if (s.centre.x - s.width / 2 < -kTouch || s.centre.y - s.height / 2 < -kTouch ||
        s.centre.x + s.width / 2 > board.width + kTouch || s.centre.y + s.height / 2 > board.height + kTouch)
      problems.push_back(name + " lies outside the board");
    if (s.shape == SiteShape::kImage && !has_image(s.image))
      problems.push_back(name + " shows the image '" + s.image + "', which is not one of the game's images");
  }
  for (const Cell& c : geometry.cells)
    if (!sites_of.count(c.id)) problems.push_back(cell_name(geometry, c.id) + " has no site");
  for (std::size_t i = 0; i < board.sites.size(); ++i)
    for (std::size_t j = i + 1; j < board.sites.size(); ++j)
      if (overlap(board.sites[i], board.sites[j]))
        problems.push_back("the sites of " + cell_name(geometry, board.sites[i].cell) + " and " +
                           cell_name(geometry, board.sites[j].cell) + " overlap");
  for (const BoardLine& line : board.lines) {
    for (int end : {line.from, line.to})
      if (geometry.cell_index_of(end) < 0)
        problems.push_back("a line from cell " + std::to_string(line.from) + " to cell " + std::to_string(line.to) +
                           " ends at a cell the board does not have");
    for (const BoardPoint& p : line.bends)
      if (p.x < -kTouch || p.y < -kTouch || p.x > board.width + kTouch || p.y > board.height + kTouch)
        problems.push_back("a line from " + cell_name(geometry, line.from) + " bends outside the board");
  }
  return problems;
}

CellHit hit_site(const FreeBoard& board, const BoardGeometry& geometry, BoardPoint point) {
  // Of the sites whose box holds the point, the one whose centre is nearest
  // (holes set close on a diagonal share corners of their boxes).
  const Site* found = nullptr;
  double best = 0;
  for (const Site& s : board.sites) {
    const double dx = std::abs(point.x - s.centre.x);
    const double dy = std::abs(point.y - s.centre.y);
    if (dx > half_width(s) || dy > half_height(s)) continue;
    const double distance = std::hypot(dx, dy);
    if (found == nullptr || distance < best) {
      found = &s;
      best = distance;
    }
  }
  CellHit hit;
  if (found == nullptr) return hit;
  hit.cell_index = geometry.cell_index_of(found->cell);
  if (hit.cell_index < 0) return hit;
  const Cell& c = geometry.cells[static_cast<std::size_t>(hit.cell_index)];
  if (c.spots > 1) {
    // Spots run along the longer side, a unit at a time as on a grid.
    const bool along_x = found->width >= found->height;
    const double offset = along_x ? point.x - (found->centre.x - half_width(*found))
                                  : point.y - (found->centre.y - half_height(*found));
    const int length = std::max(1, static_cast<int>(std::lround(along_x ? found->width : found->height)));
    const int unit = std::clamp(static_cast<int>(std::floor(offset)), 0, length - 1);
    hit.spot = unit * c.spots / length;
  }
  return hit;
}

std::optional<std::size_t> site_towards(const FreeBoard& board, std::size_t from, int dx, int dy) {
  if (from >= board.sites.size()) return std::nullopt;
  const BoardPoint origin = board.sites[from].centre;
  std::optional<std::size_t> best;
  double best_score = 0;
  for (std::size_t i = 0; i < board.sites.size(); ++i) {
    if (i == from) continue;
    const double ox = board.sites[i].centre.x - origin.x;
    const double oy = board.sites[i].centre.y - origin.y;
    const double along = ox * dx + oy * dy;
    // Aside measured from the edge of a long site (an oblong), not its middle.
    const double reach = dx != 0 ? board.sites[from].height / 2 : board.sites[from].width / 2;
    const double across = std::max(0.0, std::abs(ox * dy - oy * dx) - std::max(0.0, reach - 0.5));
    if (along <= kTouch || across > along) continue;
    // Straight ahead is nearer than the same distance aside.
    const double score = along + 2 * across;
    if (!best || score < best_score - kTouch) {
      best = i;
      best_score = score;
    }
  }
  return best;
}

}  // namespace djed
