#pragma once
// The curve that turns a game's search scores into chances of winning
// (review.hpp's chance_from_score), fitted on games between the levels:
// positions scored by the review's own search, paired with how each game
// ended for the side to move. `djed-cli calibrate` runs it; a game states
// the fitted scale as GameInfo::score_scale (docs/review.md).
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "djed/ai/search_limits.hpp"
#include "djed/result.hpp"

namespace djed {
class Game;
}

namespace djed::ai {

// One position: the review's score for its side to move, and what that
// side made of the game (1 won, 0.5 drawn, 0 lost).
struct ScoredPosition {
  double score = 0;
  double result = 0.5;
};

struct CalibrationGames {
  std::string variant;
  int games = 40;
  std::uint64_t seed = 1;
  std::uint64_t player_nodes = 4000;  // the budget of the levels that play the games
  Budget review_budget{0, 20000, 0};  // the review's own (ReviewOptions::budget)
  int threads = 0;
};

// Plays `games` games between the levels (medium and hard, each pairing in
// turn, the seat and the dice from the seed) and scores
// the start of every turn. `progress(done, total)` after each game.
// Returns one list per game, so that some games can be held out.
Result<std::vector<std::vector<ScoredPosition>>> score_games(
    const std::shared_ptr<const Game>& game, const CalibrationGames& config,
    const std::function<void(int, int)>& progress = {});

// The scale of the curve most likely to give these results (maximum
// likelihood over a logarithmic grid refined by golden section); decided
// scores (beyond kEvaluationLimit) take no part.
double fit_score_scale(const std::vector<ScoredPosition>& positions);

// Predicted against observed: the positions in ten bins of the chance the
// curve gives them (decided scores left out).
struct CalibrationBin {
  double low = 0, high = 0;
  int count = 0;
  double predicted = 0;  // the bin's average chance
  double observed = 0;   // the bin's average result
};
std::vector<CalibrationBin> calibration_bins(const std::vector<ScoredPosition>& positions, double scale);
// The average of |predicted - observed| over the bins, weighted by their counts.
double calibration_error(const std::vector<CalibrationBin>& bins);

}  // namespace djed::ai
