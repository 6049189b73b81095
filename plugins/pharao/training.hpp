#pragma once
// How the learned evaluation learns (tools/pharao_train.cpp runs it; not
// part of the plugin). Two stages, each reproducible from the seed:
//   1. Self-play by TD(lambda) from random weights: both sides play the turn
//      the network likes best after each throw (learned_value.hpp's
//      preference; now and then a random turn instead, without which
//      players who know nothing yet never push a piece in and every game
//      runs to the turn cap), and every position of a game learns the
//      lambda-return of the positions after it: its chances of winning and
//      of losing, a game at the turn cap being a draw. A game stops as soon
//      as its outcome is known exactly (a side left without pieces, or with
//      only a drowning one, or an ending of a last piece the solved table
//      covers), which then is the last target.
//   2. Refinement rounds: positions of self-play games learn what one turn
//      of lookahead over the fifteen throws says of them, and positions of
//      the solved endings their exact value, so that the network alone (a
//      plugin without the table) knows the endings too.
// Progress is measured on positions never trained on: 10,000 endings
// against their exact values, and 1,000 positions of play against one turn
// of lookahead. Every position is seen with the turns left before the cap.
#include <cstdint>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "djed/result.hpp"
#include "network.hpp"

namespace pharao {

class LastPieceEndings;

struct TrainingConfig {
  std::uint64_t seed = 1;
  std::uint64_t td_games = 200000;  // stage 1
  double lambda = 0.7;
  double td_rate = 0.02;  // the step size at the start of stage 1, falling to a tenth by its end
  double explore = 1.0;   // turns played at random at the start of stage 1, falling to a hundredth
  int rounds = 3;                     // stage 2
  std::uint64_t round_positions = 200000;  // positions of play per round
  double endings_share = 0.25;        // endings added, as a share of the positions of play
  int epochs = 3;
  double refine_rate = 0.005;
  int max_turns = 300;  // a game this long is a draw
  std::uint64_t held_out_endings = 10000;
  std::uint64_t held_out_positions = 1000;

  std::string summary() const;  // every field, to refuse resuming under another config
};

// How well the network knew positions it never trained on, after `games`
// self-play games (stage 1) or refinement rounds (stage 2).
struct CurvePoint {
  int stage = 1;
  std::uint64_t games = 0;
  int round = 0;
  double endings_error = 0;    // mean |network - exact| over the held-out endings
  double lookahead_error = 0;  // mean |network - one turn of lookahead| over held-out play
  double seconds = 0;          // training time so far
};

class Trainer {
 public:
  // `endings`: the solved table, needed (it gives exact targets and the
  // held-out endings).
  Trainer(const TrainingConfig& config, const LastPieceEndings& endings);

  // Goes on from a checkpoint written by save() under the same config.
  djed::Result<void> resume(const std::string& path);
  djed::Result<void> save(const std::string& path) const;

  // Trains until done or until `keep_going` returns false (checked between
  // games and positions); `progress` hears each line worth printing and
  // `checkpoint` is called now and then between games. Returns whether the
  // training is complete.
  bool run(const std::function<bool()>& keep_going, const std::function<void(const std::string&)>& progress,
           const std::function<void()>& checkpoint);

  const Network& network() const { return net_; }
  const std::vector<CurvePoint>& curve() const { return curve_; }
  CurvePoint measure(int stage) const;

  // One self-play game of stage 1, learned from; returns its length in turns.
  // `explore`: the share of turns played at random instead of the best.
  int play_and_learn(double rate, double explore);

 private:
  void step(const Features& f, const Outlook& target, double rate);
  void refine_round(const std::function<bool()>& keep_going, const std::function<void(const std::string&)>& progress);
  int throw_die(int faces_index_max);

  TrainingConfig config_;
  const LastPieceEndings& endings_;
  Network net_;
  std::mt19937_64 random_;
  std::uint64_t games_ = 0;
  int rounds_done_ = 0;
  double seconds_ = 0;
  std::vector<CurvePoint> curve_;
  // Held out: never trained on.
  std::vector<std::pair<Position, float>> endings_list_;  // every ending worth learning, with its exact chance
  std::vector<std::size_t> held_out_endings_;  // indices into endings_list_, sorted
  std::vector<std::pair<Position, int>> held_out_positions_;  // with the turns left
};

}  // namespace pharao
