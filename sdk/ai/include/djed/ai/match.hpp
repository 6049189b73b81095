#pragma once
// Engine matches: two named players play a series of games. A and B take the
// first seat in alternate games; the dice of game g and the players' seeds
// follow from the match seed, so a match with node budgets replays exactly.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "djed/ai/levels.hpp"
#include "djed/game.hpp"
#include "djed/record_file.hpp"

namespace djed::ai {

struct MatchConfig {
  std::string variant;
  std::string player_a = "hard";
  std::string player_b = "random";
  int games = 2;
  std::uint64_t seed = 1;
  int time_ms = 0;          // per turn for every player; 0: each level's own
  std::uint64_t nodes = 0;  // per turn for every searching player; 0: none
  int max_turns = 0;        // 0: the game's own turn cap [D-1]
  std::shared_ptr<const solve::SolvedGame> solved{};  // for the player `perfect`
};

struct MatchGame {
  int index = 0;
  int a_side = 0;       // the side A played
  int winner_seat = -1;  // 0: A, 1: B, -1: draw
  std::string reason;
  int turns = 0;
  std::vector<std::string> log;  // the turns in notation
  std::string final_position;
  RecordFile record;  // the game as a record file (docs/records.md)
};

struct MatchSummary {
  int games = 0, a_wins = 0, b_wins = 0, draws = 0;
  double a_ms_per_turn = 0.0, b_ms_per_turn = 0.0;
};

// Plays the match; `on_game` sees each finished game. Errors: unknown player,
// bad variant.
Result<MatchSummary> play_match(const Game& game, const MatchConfig& config,
                                const std::function<void(const MatchGame&)>& on_game = {});

}  // namespace djed::ai
