#include "naive_senet.hpp"

#include <sstream>

namespace naive_senet {

namespace {

int other(int side) { return side == kLightPiece ? kDarkPiece : kLightPiece; }

bool is_safe_house(int square) { return square == 26 || square == 28 || square == 29 || square == 30; }

int count(const Board& b, int side) {
  int n = 0;
  for (int s = 1; s <= 30; ++s)
    if (b.square[s] == side) ++n;
  return n;
}

// Three opposing pieces on consecutive squares, all of them strictly between
// `from` and `to` (to = 31 for leaving the board).
bool blockade_between(const Board& b, int from, int to, int opponent) {
  for (int first = from + 1; first + 2 <= to - 1; ++first)
    if (b.square[first] == opponent && b.square[first + 1] == opponent && b.square[first + 2] == opponent)
      return true;
  return false;
}

// Who throws next once the mover has moved with `thrown`.
void hand_on(Board& b, int mover, int thrown) {
  b.thrown = 0;
  if (count(b, mover) == 0) {
    b.to_move = mover;  // the game is over; the winner stays named
  } else if (thrown == 1 || thrown == 4 || thrown == 5) {
    b.to_move = mover;
  } else {
    b.to_move = other(mover);
  }
}

}  // namespace

Board read(const std::string& position) {
  Board b;
  std::istringstream in(position);
  std::string word;
  int index = 0;
  while (in >> word) {
    if (index < 2) {
      const int side = word[0] == 'L' ? kLightPiece : kDarkPiece;
      std::string list = word.substr(2);
      std::istringstream items(list);
      std::string item;
      while (std::getline(items, item, ','))
        if (!item.empty()) b.square[std::stoi(item)] = side;
    } else if (index == 2) {
      b.to_move = word == "L" ? kLightPiece : kDarkPiece;
    } else {
      b.thrown = std::stoi(word.substr(6));  // throw:N
    }
    ++index;
  }
  return b;
}

std::string write(const Board& b) {
  std::string out;
  for (int side : {kLightPiece, kDarkPiece}) {
    out += side == kLightPiece ? "L:" : " D:";
    bool first = true;
    for (int s = 1; s <= 30; ++s)
      if (b.square[s] == side) {
        if (!first) out += ",";
        out += std::to_string(s);
        first = false;
      }
  }
  out += b.to_move == kLightPiece ? " L" : " D";
  if (b.thrown) out += " throw:" + std::to_string(b.thrown);
  return out;
}

int winner(const Board& b) {
  if (count(b, kLightPiece) == 0) return kLightPiece;
  if (count(b, kDarkPiece) == 0) return kDarkPiece;
  return kEmpty;
}

std::vector<NaiveTurn> turns(const Board& b) {
  std::vector<NaiveTurn> list;
  const int me = b.to_move, opponent = other(me), t = b.thrown;
  for (int from = 1; from <= 30; ++from) {
    if (b.square[from] != me) continue;
    const int to = from + t;
    Board after = b;
    std::string text;
    if (from >= 26 && to == 31) {
      // Leaving the board from the last houses, with the exact throw.
      if (blockade_between(b, from, 31, opponent)) continue;
      after.square[from] = kEmpty;
      text = std::to_string(from) + "-off";
    } else {
      if (to > 30) continue;
      if (from < 26 && to > 26) continue;  // the House of Beauty may not be jumped
      if (blockade_between(b, from, to, opponent)) continue;
      if (b.square[to] == me) continue;
      if (b.square[to] == opponent) {
        if (is_safe_house(to)) continue;
        const bool partner_before = to - 1 >= 1 && b.square[to - 1] == opponent;
        const bool partner_after = to + 1 <= 30 && b.square[to + 1] == opponent;
        if (partner_before || partner_after) continue;
        after.square[to] = me;
        after.square[from] = opponent;
        text = std::to_string(from) + "x" + std::to_string(to);
      } else if (to == 27) {
        after.square[from] = kEmpty;
        int back = 15;
        while (after.square[back] != kEmpty) --back;
        after.square[back] = me;
        text = std::to_string(from) + "-27";
      } else {
        after.square[from] = kEmpty;
        after.square[to] = me;
        text = std::to_string(from) + "-" + std::to_string(to);
      }
    }
    hand_on(after, me, t);
    list.push_back({text, after});
  }
  if (list.empty()) {
    Board after = b;
    after.thrown = 0;
    after.to_move = opponent;
    list.push_back({"-", after});
  }
  return list;
}

std::uint64_t perft(const Board& b, int depth) {
  if (depth == 0) return 1;
  if (winner(b) != kEmpty) return 0;
  if (b.thrown == 0) {
    // The four sticks, each light (1) or dark (0) face up: 16 falls.
    std::uint64_t total = 0;
    for (int fall = 0; fall < 16; ++fall) {
      const int light = (fall & 1) + (fall >> 1 & 1) + (fall >> 2 & 1) + (fall >> 3 & 1);
      Board thrown = b;
      thrown.thrown = light == 0 ? 5 : light;
      total += perft(thrown, depth);
    }
    return total;
  }
  const std::vector<NaiveTurn> list = turns(b);
  if (depth == 1) return list.size();
  std::uint64_t total = 0;
  for (const NaiveTurn& turn : list) total += perft(turn.after, depth - 1);
  return total;
}

}  // namespace naive_senet
