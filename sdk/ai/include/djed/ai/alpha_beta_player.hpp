#pragma once
// The strong searcher: negamax alpha-beta (principal variation search) over
// whole turns with iterative deepening, a transposition table and move ordering (table move, then the
// game's order hints). Chance nodes (dice) are averaged over their outcomes
// with Star1 pruning (expectiminimax), without using up depth; below them the
// turns may be narrowed to the most promising ones (width_after_throw).
// Leaves are scored by State::evaluate() with the configured insight; draws
// by repetition and by the turn cap score 0 (less the contempt).
#include <cstdint>
#include <memory>

#include "djed/ai/player.hpp"
#include "djed/ai/search_limits.hpp"

namespace djed::ai {

class TranspositionTable;

struct AlphaBetaConfig {
  Budget budget{1000, 0, 0};
  // Uniform noise in [-noise, +noise] added to each root turn's score, fixed
  // per position by the seed: weaker levels misjudge like a beginner.
  int noise = 0;
  // What a draw is worth less than nothing to the searching side: it plays
  // on rather than repeat positions while it is not clearly worse.
  int contempt = 0;
  // Forward pruning for games with dice: at a decision node right after a
  // throw with at least two turns of depth left, only this many turns are
  // searched, those that score best one turn deep (0: every turn). Each
  // throw's reply is then a choice among a few sensible turns, which is what
  // lets the search see a turn further within the same time.
  int width_after_throw = 0;
  // In games with dice, from the third turn of depth on only this many root
  // turns are searched, those that scored best one turn less deep (0: all).
  int root_width_with_dice = 0;
  // Principal variation search: after the first turn of a node, each turn is
  // first searched with a zero window (off only to measure what it saves).
  bool zero_windows = true;
  // How much of the game's knowledge the evaluation uses.
  Insight insight = Insight::kFull;
  bool learned = true;  // EvalRequest::learned: false plays on the hand-written evaluation
  std::uint64_t seed = 1;
  int table_log2 = 18;
};

class AlphaBetaPlayer final : public Player {
 public:
  explicit AlphaBetaPlayer(const AlphaBetaConfig& config, std::string name = "alpha-beta");
  ~AlphaBetaPlayer() override;

  Decision choose_turn(const State& state, const GameContext& context,
                       const std::atomic<bool>* stop = nullptr) override;
  std::string name() const override { return name_; }

 private:
  AlphaBetaConfig config_;
  std::string name_;
  std::unique_ptr<TranspositionTable> table_;
};

}  // namespace djed::ai
