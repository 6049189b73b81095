#include "naive_ramses.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <sstream>
#include <stdexcept>

namespace naive_ramses {
namespace {

// Grid coordinates. The oblongs 5 (top) and 22 (bottom) cover columns 4..11.
struct Cell {
  int row;
  int col;  // -1 for an oblong
};

Cell cell(int square) {
  if (square >= 1 && square <= 4) return {0, square - 1};
  if (square == 5) return {0, -1};
  if (square >= 6 && square <= 17) return {1, square - 6};
  if (square >= 18 && square <= 21) return {2, square - 18};
  return {2, -1};  // 22
}

bool oblong(int square) { return square == 5 || square == 22; }
bool hieroglyph(int square) {
  return square == 1 || square == 9 || square == 13 || square == 17 || square == 18;
}

bool adjacent(int a, int b) {
  if (a == b) return false;
  const Cell ca = cell(a), cb = cell(b);
  if (oblong(a) && oblong(b)) return false;
  if (oblong(a) || oblong(b)) {
    const Cell o = oblong(a) ? ca : cb;
    const Cell s = oblong(a) ? cb : ca;
    if (s.row == 1) return s.col >= 4 && s.col <= 11;  // a middle square under/over it
    return s.row == o.row && s.col == 3;               // the square at its end: 4 or 21
  }
  return std::abs(ca.row - cb.row) + std::abs(ca.col - cb.col) == 1;
}

struct Board {
  std::map<int, char> owner;  // square -> 'L' / 'D'
  std::map<int, int> align;   // oblong -> middle square
  char side = 'L';
  bool first = false;
};

int parse_number(const std::string& s) {
  if (s.empty() || s.find_first_not_of("0123456789") != std::string::npos) throw std::runtime_error("bad number " + s);
  return std::stoi(s);
}

Board parse(const std::string& text) {
  std::istringstream in(text);
  std::string light, dark, side, first;
  in >> light >> dark >> side >> first;
  Board b;
  for (const std::string* part : {&light, &dark}) {
    const char colour = (*part)[0];
    std::stringstream list(part->substr(2));
    std::string item;
    while (std::getline(list, item, ',')) {
      const auto paren = item.find('(');
      const int square = parse_number(item.substr(0, paren));
      b.owner[square] = colour;
      if (paren != std::string::npos) b.align[square] = parse_number(item.substr(paren + 1, item.size() - paren - 2));
    }
  }
  b.side = side[0];
  b.first = first == "first";
  return b;
}

// The column a piece counts in: its grid column, or the aligned square's.
int column(const Board& b, int square) {
  return oblong(square) ? cell(b.align.at(square)).col : cell(square).col;
}

int distance(const Board& b, int square) {
  int in_row = 0, in_col = 0;
  for (const auto& [s, who] : b.owner) {
    (void)who;
    if (cell(s).row == cell(square).row) ++in_row;
    if (column(b, s) == column(b, square)) ++in_col;
  }
  return std::max(in_row, in_col);
}

std::string name(int square, int alignment) {
  return oblong(square) ? std::to_string(square) + "(" + std::to_string(alignment) + ")" : std::to_string(square);
}

// Walks every path. `path` holds the squares entered so far (start first);
// `free_alignment` is true while standing on an oblong entered from its end.
void walk(const Board& b, std::vector<int>& path, int alignment_here, bool free_alignment, int left,
          std::set<std::string>& ends) {
  const int at = path.back();
  if (left == 0) {
    if (!oblong(at)) {
      ends.insert(name(at, 0));
    } else if (free_alignment) {
      for (int k = 10; k <= 17; ++k) ends.insert(name(at, k));
    } else {
      ends.insert(name(at, alignment_here));
    }
    return;
  }
  for (int next = 1; next <= 22; ++next) {
    if (!adjacent(at, next)) continue;
    if (b.owner.count(next)) continue;                                       // occupied
    if (std::find(path.begin(), path.end(), next) != path.end()) continue;  // entered before
    if (oblong(at)) {
      const int end_square = at == 5 ? 4 : 21;
      const bool starting = path.size() == 1;
      if (starting && next != end_square && next != alignment_here) continue;  // leave: end or aligned
      if (!starting && free_alignment && cell(next).row != 1) continue;     // from the end: onto a middle square
      if (!starting && !free_alignment && next != end_square) continue;     // from a middle square: to the end
    }
    int next_alignment = 0;
    bool next_free = false;
    if (oblong(next)) {
      if (cell(at).row == 1)
        next_alignment = at;
      else
        next_free = true;
    }
    path.push_back(next);
    walk(b, path, next_alignment, next_free, left - 1, ends);
    path.pop_back();
  }
}

std::set<std::string> ends_of(const Board& b, int square) {
  std::set<std::string> ends;
  std::vector<int> path{square};
  walk(b, path, oblong(square) ? b.align.at(square) : 0, false, distance(b, square), ends);
  return ends;
}

// Moves the piece on `from` to the end written as "12" or "5(13)".
Board moved(const Board& b, int from, const std::string& end) {
  Board after = b;
  const char who = after.owner.at(from);
  after.owner.erase(from);
  after.align.erase(from);
  const auto paren = end.find('(');
  const int to = std::stoi(end.substr(0, paren));
  after.owner[to] = who;
  if (paren != std::string::npos) after.align[to] = std::stoi(end.substr(paren + 1));
  return after;
}

int hieroglyphs_held(const Board& b, char who) {
  int n = 0;
  for (const auto& [s, owner] : b.owner)
    if (owner == who && hieroglyph(s)) ++n;
  return n;
}

}  // namespace

std::vector<std::string> destinations(const std::string& position, int square) {
  const Board b = parse(position);
  const auto ends = ends_of(b, square);
  return {ends.begin(), ends.end()};
}

std::vector<std::string> legal_turns(const std::string& position) {
  const Board b = parse(position);
  const char me = b.side, other = b.side == 'L' ? 'D' : 'L';
  std::vector<std::string> turns;
  if (hieroglyphs_held(b, me) >= 3 || hieroglyphs_held(b, other) >= 3) return turns;
  for (const auto& [from, owner] : b.owner) {
    if (owner != me) continue;
    for (const std::string& end : ends_of(b, from)) {
      const Board mid = moved(b, from, end);
      const int to = std::stoi(end);
      if (b.first && hieroglyph(to)) continue;
      const std::string own = std::to_string(from) + "-" + end;
      if (hieroglyphs_held(mid, me) >= 3) {
        turns.push_back(own);
        continue;
      }
      for (const auto& [their, who] : mid.owner) {
        if (who != other || hieroglyph(their)) continue;
        for (const std::string& their_end : ends_of(mid, their))
          turns.push_back(own + " " + std::to_string(their) + "-" + their_end);
      }
    }
  }
  std::sort(turns.begin(), turns.end());
  return turns;
}

}  // namespace naive_ramses
