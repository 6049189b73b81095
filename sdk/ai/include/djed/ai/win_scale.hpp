#pragma once
// What decided games score in search, and how far evaluations may reach.
// Sooner wins score higher (the ply is subtracted). Without a game's own win
// value a win lies beyond any evaluation; with one (State::win_value(), games
// with dice) evaluations are kept just below it, so that a decided score is
// still recognised however deep it was found.
#include <algorithm>
#include <cmath>

#include "djed/types.hpp"

namespace djed::ai {

// The deepest ply a search goes to.
inline constexpr int kMaxSearchPly = 200;

struct WinScale {
  explicit WinScale(int win_value)
      : win(win_value > 0 ? win_value : 1e6),
        evaluation_limit(win_value > 0 ? win_value - kMaxSearchPly - 1 : kEvaluationLimit) {}

  // A decided game for the side it is scored for, found `ply` plies deep.
  double decided(int returns, int ply) const { return returns * (win - ply); }
  // A static evaluation, kept below any decided score.
  double leaf(int evaluation) const {
    return std::clamp(static_cast<double>(evaluation), -evaluation_limit, evaluation_limit);
  }
  bool is_decided(double score) const { return std::abs(score) > evaluation_limit; }

  double win;
  double evaluation_limit;
};

}  // namespace djed::ai
