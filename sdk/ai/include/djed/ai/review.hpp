#pragma once
// Reviewing a game: for every turn of a record, the chance of winning of the
// player who made it before the turn, after the turn played and after the
// best turn, the turn graded by what it lost; per player an accuracy and the
// counts of each grade; the turn that decided the game. Knows no game: the
// values come from what the game gives (docs/review.md):
//   exact    a solved table (win, draw or loss and the turns to the end),
//            or a turn whose every choice ends the game
//   learned  State::win_chance() after each legal turn (Pharao's network)
//   search   the alpha-beta search's score, read as a chance through the
//            game's fitted curve (GameInfo::score_scale)
// No Qt; the app runs it on a worker thread, the CLI in place.
#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "djed/ai/search_limits.hpp"
#include "djed/result.hpp"
#include "djed/solver.hpp"

namespace djed {
class Game;
class GameRecord;
}  // namespace djed

namespace djed::solve {
class SolvedGame;
}

namespace djed::ai {

// How good a turn was, from what it lost against the best turn.
enum class Grade : std::uint8_t { kBest, kGood, kInaccuracy, kMistake, kBlunder };
inline constexpr int kGradeCount = 5;
// "best", "good", "inaccuracy", "mistake", "blunder": the words of the
// CLI's table and JSON.
std::string_view grade_name(Grade grade);

// Where a turn's values came from.
enum class ReviewMethod : std::uint8_t { kExact, kLearned, kSearch };
std::string_view method_name(ReviewMethod method);

// The losses of chance (0..1) at which a turn valued by chances becomes
// good, an inaccuracy, a mistake, a blunder: below `good` it counts as best.
struct GradeThresholds {
  double good = 0.01, inaccuracy = 0.05, mistake = 0.10, blunder = 0.20;
};
Grade grade_for_loss(double loss, const GradeThresholds& thresholds = {});
// A turn valued exactly: a won or drawn position let go (to a draw or a
// loss) is a blunder, a slower win an inaccuracy, a quicker loss good.
Grade grade_for_outcomes(const solve::Outcome& best, const solve::Outcome& played);

// A search score for the side to move (as Decision::score) as its chance of
// winning: decided scores (beyond kEvaluationLimit) are 1 or 0, the rest
// 1 / (1 + exp(-score / scale)). `scale` 0 takes kDefaultScoreScale.
inline constexpr double kDefaultScoreScale = 400.0;
double chance_from_score(double score, double scale);

struct ReviewedTurn {
  int number = 0;  // 1 for the record's first turn
  int side = 0;    // who played it
  std::string played, best;  // in the game's turn notation
  std::string throw_text;    // what was thrown before it ("" for none)
  ReviewMethod method = ReviewMethod::kSearch;
  // The chances of `side`: before the turn (before its throw, where it
  // had one and the game can say; by search, the position's own reading,
  // which the previous turn's `after` shares), after the turn played, after
  // the best.
  double chance_before = 0.5, chance_after = 0.5, chance_best = 0.5;
  std::optional<solve::Outcome> exact_after, exact_best;  // kExact: the values behind the chances
  Grade grade = Grade::kBest;
  double loss() const { return chance_best > chance_after ? chance_best - chance_after : 0.0; }
};

struct PlayerReview {
  int turns = 0;
  std::array<int, kGradeCount> grades{};  // by Grade
  double accuracy = 100.0;                // 0..100, docs/review.md
  double average_loss = 0.0;
};

struct Review {
  std::vector<ReviewedTurn> turns;
  std::array<PlayerReview, 2> players;
  // The number of the turn that decided a won game: the loser's last turn
  // from a position not lost to a lost one (exact values), else the loser's
  // costliest turn if it was at least a mistake; 0 for none.
  int deciding_turn = 0;
  // The chance of side 0 at the start and after every turn (the last: the
  // result, when the rules ended the game): the graph's points,
  // turns.size() + 1 of them.
  std::vector<double> side0_chances;
};

// A turn's accuracy (0..100) from the chance it lost: 100 for none, about
// half at a loss of 0.15.
double turn_accuracy(double loss);

struct ReviewOptions {
  // The budget of each search (a root search picks the best turn, then the
  // position after it and after the turn played are searched alike).
  // The default is a node budget: a review then repeats exactly.
  Budget budget{0, 20000, 0};
  std::shared_ptr<const solve::SolvedGame> solved{};  // exact values where it reaches
  int threads = 0;  // turns reviewed at once; 0: as many as the machine has cores
  GradeThresholds thresholds{};
};

// Turns reviewed so far of how many.
using ReviewProgress = std::function<void(int done, int total)>;

// Reviews every complete turn of `record`, a game of `game`. Stops early
// (with an error "stopped") once `stop` becomes true. `progress` is called
// on the calling thread about twice a second, and once at the end.
Result<Review> review_game(const Game& game, const GameRecord& record, const ReviewOptions& options = {},
                           const ReviewProgress& progress = {}, const std::atomic<bool>* stop = nullptr);

// A reviewed turn as a record's comment, in the record's English:
// "mistake: best 3-11 19-8, chance 0.62 -> 0.48" (exact values: "blunder:
// best 6-1 22-21 (win 5), played loss 3"); "best" alone for a best turn.
std::string review_comment(const ReviewedTurn& turn);

// What the review's search says at the start of every complete turn of
// `record`: the score for the side to move and that side, for fitting the
// curve that turns scores into chances (calibration.hpp).
struct TurnScore {
  double score = 0;
  int side = 0;
};
std::vector<TurnScore> turn_scores(const Game& game, const GameRecord& record, const Budget& budget, int threads = 0);

}  // namespace djed::ai
