#include "endings_solver.hpp"

#include <array>
#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <functional>
#include <thread>

#include "djed/parallel.hpp"
#include "paths.hpp"
#include "perft.hpp"
#include "turns.hpp"

namespace pharao {

namespace {

// An own part of a turn, packed: where it leads (an index of the table),
// or that it wins or loses outright, and whether it moved a piece.
constexpr std::uint32_t kWins = 1u << 31;
constexpr std::uint32_t kLoses = 1u << 30;  // e.g. the mover let its last piece drown
constexpr std::uint32_t kMovesPiece = 1u << 29;
constexpr std::uint32_t kIndexBits = kMovesPiece - 1;

// The chance of each number of steps on a die, from its faces.
template <std::size_t Steps, std::size_t Faces>
constexpr std::array<double, Steps> chances_of(const std::array<int, Faces>& faces) {
  std::array<double, Steps> chance{};
  for (int f : faces) chance[static_cast<std::size_t>(f)] += 1.0 / Faces;
  return chance;
}
constexpr int kOwnFaces = 5;  // own die 0..4
constexpr auto kOwnChance = chances_of<kOwnFaces>(kOwnDieFaces);
constexpr auto kOpponentChance = chances_of<3>(kOpponentDieFaces);

class Solver {
 public:
  Solver(LastPieceEndings& table, int threads) : table_(table), threads_(std::max(1, threads)) {
    const std::size_t n = table.size();
    positions_.assign(n, Position{});  // no pieces: an index no ending has
    open_.assign(n, 0);
    table.for_each_position([&](const Position& p, std::size_t i) {
      positions_[i] = p;
      // A last piece on the Nile must drown in its owner's turn: lost.
      if (p.side == kLight && (p.pieces[kLight] & bit(kNile))) table.values()[i] = -1.0f;
      else open_[i] = 1;
    });
    list_own_parts();
    best_reply_.assign(3, std::vector<float>(n, 0.0f));
    can_reply_.assign(n, 0);
  }

  // The positions of one side to move are backed up from the values of the
  // other side's (a turn hands the move over), so a sweep updates Light's
  // to move from Dark's, then Dark's from Light's new values: twice as fast
  // to converge as updating all from the last sweep, and the same on any
  // number of threads.
  double sweep() {
    const std::size_t half = table_.size() / 2;  // the side to move is the index's major part
    double change = 0.0;
    for (std::size_t mover = 0; mover < 2; ++mover) {
      const std::size_t other = 1 - mover;
      parallel(other * half, (other + 1) * half,
               [this](std::size_t, std::size_t begin, std::size_t end) { best_replies(begin, end); });
      std::vector<double> changes(static_cast<std::size_t>(threads_), 0.0);
      parallel(mover * half, (mover + 1) * half, [&](std::size_t thread, std::size_t begin, std::size_t end) {
        changes[thread] = back_up(begin, end);
      });
      change = std::max(change, *std::max_element(changes.begin(), changes.end()));
    }
    return change;
  }

 private:
  // Every own part of every open position and own die face, in one array.
  void list_own_parts() {
    const std::size_t n = table_.size();
    first_part_.assign(n * kOwnFaces + 1, 0);
    for (std::size_t i = 0; i < n; ++i)
      for (int own = 0; own < kOwnFaces; ++own) {
        first_part_[i * kOwnFaces + static_cast<std::size_t>(own)] = static_cast<std::uint32_t>(parts_.size());
        if (!open_[i]) continue;
        Position p = positions_[i];
        p.thrown = true;
        p.roll = Roll{static_cast<std::uint8_t>(own), 0};
        // With the opponent die at 0 every turn is an own part and a pass.
        for_each_turn(p, [&](const TurnMoves& t) {
          std::uint32_t part = t.moves_a_piece() ? kMovesPiece : 0;
          if (t.wins) {
            part |= kWins;
          } else {
            const Position after = after_turn(p, t);
            const int winner = winner_by_pieces(after);
            part |= winner < 0 ? static_cast<std::uint32_t>(table_.index_of(after)) : winner == p.side ? kWins : kLoses;
          }
          parts_.push_back(part);
          return true;
        });
      }
    first_part_[n * kOwnFaces] = static_cast<std::uint32_t>(parts_.size());
  }

  // For the position at index i after an own part (the other side to move
  // next), the value for the mover of the best move of one of the other
  // side's pieces with each opponent die face.
  void best_replies(std::size_t begin, std::size_t end) {
    const std::vector<float>& value = table_.values();
    for (std::size_t i = begin; i < end; ++i) {
      const Position& r = positions_[i];
      if (!r.pieces[kLight]) continue;
      best_reply_[0][i] = -value[i];
      std::uint8_t can = 0;
      for (int steps = 1; steps <= 2; ++steps) {
        float best = -1.0f;
        bool any = false;
        for (Mask m = r.pieces[r.side] & ~bit(kNile); m; m &= m - 1) {
          const int from = std::countr_zero(m) + 1;
          for (Mask d = path_destinations(r.occupied(), from, steps); d; d &= d - 1) {
            Position next = r;
            next.move(from, std::countr_zero(d) + 1);
            best = std::max(best, -value[table_.index_of(next)]);
            any = true;
          }
        }
        if (any) can |= static_cast<std::uint8_t>(1 << steps);
        best_reply_[static_cast<std::size_t>(steps)][i] = any ? best : -value[i];
      }
      can_reply_[i] = can;
    }
  }

  // One Bellman backup of every open position in [begin, end); returns the
  // largest change.
  double back_up(std::size_t begin, std::size_t end) {
    std::vector<float>& value = table_.values();
    double change = 0.0;
    for (std::size_t i = begin; i < end; ++i) {
      if (!open_[i]) continue;
      double v = 0.0;
      for (std::size_t own = 0; own < kOwnFaces; ++own) {
        std::array<float, 3> best{-1.0f, -1.0f, -1.0f};
        std::array<bool, 3> moves{false, false, false};
        const std::uint32_t first = first_part_[i * kOwnFaces + own], last = first_part_[i * kOwnFaces + own + 1];
        for (std::uint32_t k = first; k < last; ++k) {
          const std::uint32_t part = parts_[k];
          const bool moved = part & kMovesPiece;
          if (part & kWins) {
            best = {1.0f, 1.0f, 1.0f};
            moves = {true, true, true};
            break;
          }
          if (part & kLoses) {
            for (bool& m : moves) m = m || moved;
            continue;
          }
          const std::size_t j = part & kIndexBits;
          for (std::size_t face = 0; face < 3; ++face) {
            best[face] = std::max(best[face], best_reply_[face][j]);
            moves[face] = moves[face] || moved || (can_reply_[j] & (1u << face));
          }
        }
        for (std::size_t face = 0; face < 3; ++face) {
          // [D-7]: locked up, unless the throw was a double zero.
          const bool locked_up = !moves[face] && (own > 0 || face > 0);
          v += kOwnChance[own] * kOpponentChance[face] * (locked_up ? -1.0 : best[face]);
        }
      }
      change = std::max(change, std::fabs(v - value[i]));
      value[i] = static_cast<float>(v);
    }
    return change;
  }

  // work(thread, begin, end) on equal slices of [first, last), one per
  // thread, on the SDK's threads (djed/parallel.hpp).
  void parallel(std::size_t first, std::size_t last,
                const std::function<void(std::size_t, std::size_t, std::size_t)>& work) {
    const std::size_t n = last - first, parts = static_cast<std::size_t>(threads_);
    std::atomic<std::size_t> next{0};
    djed::run_threads(threads_, [&] {
      const std::size_t t = next.fetch_add(1);
      work(t, first + n * t / parts, first + n * (t + 1) / parts);
    }, [] {});
  }

  LastPieceEndings& table_;
  int threads_;
  std::vector<Position> positions_;  // by index
  std::vector<std::uint8_t> open_;
  std::vector<std::uint32_t> first_part_;  // by index * kOwnFaces + own die
  std::vector<std::uint32_t> parts_;
  std::vector<std::vector<float>> best_reply_;  // [opponent die][index]
  std::vector<std::uint8_t> can_reply_;         // bit `steps`: some piece moves
};

}  // namespace

LastPieceEndings solve_last_piece_endings(int max_pieces, double tolerance, int threads, EndingsSolveStats* stats) {
  LastPieceEndings table(max_pieces);
  Solver solver(table, threads);
  EndingsSolveStats s;
  do {
    s.last_change = solver.sweep();
    ++s.sweeps;
  } while (s.last_change > tolerance);
  table.update_means();
  if (stats) *stats = s;
  return table;
}

}  // namespace pharao
