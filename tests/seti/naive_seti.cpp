#include "naive_seti.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <sstream>
#include <stdexcept>

namespace naive_seti {
namespace {

struct Cell {
  char figure = 0;  // 'P', 'H' (White) or 'p', 'h' (Brown), 0 for none
  int ship = -1;    // owner of a ship here: 0 White, 1 Brown, -1 none
};

struct Game {
  int files = 3;
  Cell cell[11][5];  // [rank 1..10][file]
  int side = 0;
  int reserve[2] = {0, 0};
};

int owner_of(char figure) { return std::isupper(static_cast<unsigned char>(figure)) ? 0 : 1; }

Game read(const std::string& text, int files) {
  Game g;
  g.files = files;
  std::istringstream in(text);
  std::string board, side;
  in >> board >> side >> g.reserve[0] >> g.reserve[1];
  int rank = 10, file = 0;
  for (std::size_t i = 0; i < board.size(); ++i) {
    const char c = board[i];
    if (c == '/') {
      --rank;
      file = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      file += c - '0';
    } else if (c == '*') {
      Cell& prev = g.cell[rank][file - 1];
      prev.ship = owner_of(prev.figure);
    } else if (c == 'S' || c == 's') {
      g.cell[rank][file++].ship = c == 'S' ? 0 : 1;
    } else {
      g.cell[rank][file++].figure = c;
    }
  }
  g.side = side == "w" ? 0 : 1;
  return g;
}

std::string write(const Game& g) {
  std::string out;
  for (int rank = 10; rank >= 1; --rank) {
    int empty = 0;
    for (int file = 0; file < g.files; ++file) {
      const Cell& c = g.cell[rank][file];
      if (!c.figure && c.ship < 0) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      if (c.figure) {
        out += c.figure;
        if (c.ship >= 0) out += '*';
      } else {
        out += c.ship == 0 ? 'S' : 's';
      }
    }
    if (empty) out += std::to_string(empty);
    if (rank > 1) out += '/';
  }
  return out + (g.side == 0 ? " w " : " b ") + std::to_string(g.reserve[0]) + " " + std::to_string(g.reserve[1]);
}

std::string name(int file, int rank) { return std::string(1, static_cast<char>('a' + file)) + std::to_string(rank); }

bool on_board(const Game& g, int file, int rank) { return file >= 0 && file < g.files && rank >= 1 && rank <= 10; }

int finishing_rank(int side) { return side == 0 ? 10 : 1; }

bool has_won(const Game& g) {
  for (int file = 0; file < g.files; ++file) {
    const char f = g.cell[finishing_rank(g.side)][file].figure;
    if (f && owner_of(f) == g.side) return true;
  }
  return false;
}

// Sets a converted figure down for `side`: own start row middle-out, then on.
void set_down(Game& g, char figure, int side) {
  const std::vector<int> order = g.files == 3 ? std::vector<int>{1, 0, 2} : std::vector<int>{2, 1, 3, 0, 4};
  for (int step = 0; step < 10; ++step) {
    const int rank = side == 0 ? 1 + step : 10 - step;
    for (int file : order) {
      Cell& c = g.cell[rank][file];
      if (c.figure) continue;
      if (c.ship >= 0 && c.ship != side) continue;
      c.figure = figure;
      return;
    }
  }
}

}  // namespace

std::vector<Outcome> legal_moves(const std::string& position, int files) {
  const Game g = read(position, files);
  std::vector<Outcome> out;
  if (has_won(g)) return out;
  const int me = g.side, them = 1 - me;
  const bool ships = files == 3;
  for (int rank = 1; rank <= 10; ++rank) {
    for (int file = 0; file < files; ++file) {
      const Cell& here = g.cell[rank][file];
      // Figure moves.
      if (here.figure && owner_of(here.figure) == me) {
        const bool pharao = std::toupper(static_cast<unsigned char>(here.figure)) == 'P';
        for (int df = -2; df <= 2; ++df) {
          for (int dr = -2; dr <= 2; ++dr) {
            const int a = std::abs(df), b = std::abs(dr);
            const bool ok = pharao ? (a <= 1 && b <= 1 && (a || b)) : ((a == 2 && b == 2) || (a + b == 3));
            if (!ok || !on_board(g, file + df, rank + dr)) continue;
            const Cell& there = g.cell[rank + dr][file + df];
            if (there.figure && owner_of(there.figure) == me) continue;
            if (there.figure && there.ship == them) continue;  // shielded
            Game next = g;
            Cell& from = next.cell[rank][file];
            Cell& to = next.cell[rank + dr][file + df];
            const bool conquest = there.figure || there.ship == them;
            const char taken = to.figure;
            if (to.figure) {
              to.figure = 0;
            } else if (to.ship == them) {
              to.ship = -1;
              ++next.reserve[me];
            }
            to.figure = from.figure;
            from.figure = 0;
            if (taken && ships) {
              const char converted = static_cast<char>(me == 0 ? std::toupper(static_cast<unsigned char>(taken))
                                                               : std::tolower(static_cast<unsigned char>(taken)));
              set_down(next, converted, me);
            }
            next.side = them;
            out.push_back({name(file, rank) + (conquest ? "x" : "-") + name(file + df, rank + dr), write(next)});
          }
        }
      }
      if (!ships) continue;
      // Placement.
      if (g.reserve[me] > 0 && here.ship < 0 && !(here.figure && owner_of(here.figure) != me) &&
          rank != finishing_rank(me)) {
        Game next = g;
        next.cell[rank][file].ship = me;
        --next.reserve[me];
        next.side = them;
        out.push_back({"+" + name(file, rank), write(next)});
      }
      // Take-back.
      if (here.ship == me) {
        Game next = g;
        next.cell[rank][file].ship = -1;
        ++next.reserve[me];
        next.side = them;
        out.push_back({"-" + name(file, rank), write(next)});
      }
    }
  }
  std::sort(out.begin(), out.end(), [](const Outcome& a, const Outcome& b) { return a.move < b.move; });
  return out;
}

}  // namespace naive_seti
