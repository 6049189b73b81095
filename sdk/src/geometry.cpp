#include "djed/geometry.hpp"

namespace djed {

int BoardGeometry::cell_index_at(int row, int col) const {
  for (std::size_t i = 0; i < cells.size(); ++i) {
    const Cell& c = cells[i];
    if (row >= c.row && row < c.row + c.row_span && col >= c.col && col < c.col + c.col_span)
      return static_cast<int>(i);
  }
  return -1;
}

int BoardGeometry::cell_index_of(int id) const {
  for (std::size_t i = 0; i < cells.size(); ++i)
    if (cells[i].id == id) return static_cast<int>(i);
  return -1;
}

BoardGeometry snake_track(int rows, int cols) {
  BoardGeometry g;
  g.rows = rows;
  g.cols = cols;
  for (int n = 1; n <= rows * cols; ++n) {
    Cell cell;
    cell.id = n;
    cell.label = std::to_string(n);
    cell.row = (n - 1) / cols;
    const int along = (n - 1) % cols;
    cell.col = cell.row % 2 == 0 ? along : cols - 1 - along;
    g.cells.push_back(std::move(cell));
  }
  return g;
}

CellHit hit_test(const BoardGeometry& geometry, int row, int col) {
  CellHit hit;
  hit.cell_index = geometry.cell_index_at(row, col);
  if (hit.cell_index < 0) return hit;
  const Cell& c = geometry.cells[static_cast<std::size_t>(hit.cell_index)];
  if (c.spots > 1) {
    // Spots run along the longer side of the span.
    const int offset = c.col_span >= c.row_span ? col - c.col : row - c.row;
    const int length = c.col_span >= c.row_span ? c.col_span : c.row_span;
    hit.spot = offset * c.spots / length;
  }
  return hit;
}

}  // namespace djed
