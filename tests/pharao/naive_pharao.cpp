#include "naive_pharao.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>
#include <sstream>

namespace naive_pharao {
namespace {

// The board as drawn in the rules.
const int kLayout[3][10] = {
    {1, 2, 3, 4, 5, 6, 7, 8, 9, 10},
    {20, 19, 18, 17, 16, 15, 14, 13, 12, 11},
    {21, 22, 23, 24, 25, 26, 27, 28, 29, 30},
};

bool touching(int a, int b) {
  int ra = 0, ca = 0, rb = 0, cb = 0;
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 10; ++c) {
      if (kLayout[r][c] == a) ra = r, ca = c;
      if (kLayout[r][c] == b) rb = r, cb = c;
    }
  return std::abs(ra - rb) + std::abs(ca - cb) == 1;
}

struct Board {
  std::map<int, char> owner;  // house -> 'L' / 'D'
};

void walk(const Board& b, std::vector<int>& path, int left, std::set<int>& ends) {
  if (left == 0) {
    ends.insert(path.back());
    return;
  }
  for (int next = 1; next <= 30; ++next) {
    if (!touching(path.back(), next) || b.owner.count(next)) continue;
    if (std::find(path.begin(), path.end(), next) != path.end()) continue;
    path.push_back(next);
    walk(b, path, left - 1, ends);
    path.pop_back();
  }
}

std::set<int> ends_of(const Board& b, int from, int steps) {
  std::set<int> ends;
  std::vector<int> path{from};
  walk(b, path, steps, ends);
  return ends;
}

Board moved(Board b, int from, int to) {
  const char who = b.owner.at(from);
  b.owner.erase(from);
  b.owner[to] = who;
  return b;
}

int count(const Board& b, char who) {
  int n = 0;
  for (const auto& [h, o] : b.owner) n += o == who;
  return n;
}

struct Found {
  std::string text;
  bool moves;
};

void opponent_part(const Board& b, char them, int steps, const std::string& before, bool moved_before,
                   std::vector<Found>& out) {
  bool any = false;
  if (steps > 0)
    for (const auto& [h, o] : b.owner) {
      if (o != them || h == 27) continue;
      for (int end : ends_of(b, h, steps)) {
        out.push_back({before + std::to_string(h) + "-" + std::to_string(end), true});
        any = true;
      }
    }
  if (!any) out.push_back({before + "-", moved_before});
}

void mode(const Board& b, char me, char them, int own_steps, int their_steps, bool rescue, bool had_beauty,
          const std::string& start, std::vector<Found>& out) {
  std::vector<std::pair<int, int>> own;
  if (own_steps > 0) {
    for (const auto& [h, o] : b.owner) {
      if (o != me || h == 27) continue;
      for (int end : ends_of(b, h, own_steps)) own.push_back({h, end});
    }
    const bool other_than_nile = std::any_of(own.begin(), own.end(), [](auto m) { return m.second != 27; });
    if (other_than_nile) own.erase(std::remove_if(own.begin(), own.end(), [](auto m) { return m.second == 27; }), own.end());
  }
  if (own.empty()) own.push_back({0, 0});
  const int pieces = count(b, me);
  for (const auto& [from, to] : own) {
    const bool moving = from != 0;
    const Board after = moving ? moved(b, from, to) : b;
    const std::string own_text = start + (moving ? std::to_string(from) + "-" + std::to_string(to) : "-") + " ";
    if (moving && pieces == 1 && to == 15) {
      out.push_back({own_text + "-", true});
      continue;
    }
    if (!rescue) {
      opponent_part(after, them, their_steps, own_text, moving, out);
      continue;
    }
    if (!had_beauty && to != 26) continue;
    for (int end : ends_of(after, 27, 3))
      opponent_part(moved(after, 27, end), them, their_steps, own_text + "27-" + std::to_string(end) + " ", true, out);
  }
}

}  // namespace

std::vector<std::string> legal_turns(const std::string& position) {
  std::istringstream in(position);
  std::string light, dark, side, roll;
  in >> light >> dark >> side >> roll;
  Board b;
  for (const std::string* part : {&light, &dark}) {
    std::stringstream list(part->substr(2));
    for (std::string item; std::getline(list, item, ',');) b.owner[std::stoi(item)] = (*part)[0];
  }
  const char me = side[0], them = me == 'L' ? 'D' : 'L';
  const int own_steps = roll[5] - '0', their_steps = roll[7] - '0';
  std::vector<std::string> turns;
  if (count(b, me) == 0 || count(b, them) == 0) return turns;
  std::vector<Found> found;
  const auto nile = b.owner.find(27);
  if (nile != b.owner.end() && nile->second == me) {
    Board without = b;
    without.owner.erase(27);
    mode(without, me, them, own_steps, their_steps, false, false, "drown ", found);
    const bool had_beauty = b.owner.count(26) && b.owner.at(26) == me;
    mode(b, me, them, own_steps, their_steps, true, had_beauty, "", found);
  } else {
    mode(b, me, them, own_steps, their_steps, false, false, "", found);
  }
  const bool double_zero = own_steps == 0 && their_steps == 0;
  const bool anything_moves = std::any_of(found.begin(), found.end(), [](const Found& f) { return f.moves; });
  if (!double_zero && !anything_moves) return turns;  // locked up
  for (const auto& f : found) turns.push_back(f.text);
  std::sort(turns.begin(), turns.end());
  return turns;
}

}  // namespace naive_pharao
