#include "djed/ai/levels.hpp"

#include "djed/ai/alpha_beta_player.hpp"
#include "djed/ai/perfect_player.hpp"
#include "djed/ai/random_player.hpp"
#include "djed/ai/uct_player.hpp"
#include "djed/levels.hpp"
#include "djed/text.hpp"

namespace djed::ai {

namespace {

struct Level {
  const char* name;
  int depth;     // 0: as deep as time allows
  int noise;     // evaluation units at the root
  int contempt;  // evaluation units a draw is worth less than nothing
  int time_ms;   // per turn
  int width_after_throw;     // turns searched after a throw, 0: all
  int root_width_with_dice;  // root turns searched from depth 3 on, 0: all
  Insight insight;           // how much the evaluation knows
  bool learned = true;       // a learned evaluation where the game has one
};

// `hard` stays within 2 s per turn on a 2-core machine. The levels differ in
// knowledge as well as depth: in Pharao, where the dice decide much, a turn
// more of search hardly separates them (docs/ai.md).
constexpr Level kLevels[] = {
    {"easy", 1, 150, 0, 300, 0, 0, Insight::kMaterial},
    {"medium", 2, 40, 50, 800, 0, 0, Insight::kThreats},
    {"hard", 0, 0, 150, 1500, 4, 10, Insight::kFull},
    // Not offered to players, kept to measure progress against: `hard` on
    // the hand-written evaluation, and the evaluation alone (the turn it
    // likes best, no search beyond the turn).
    {"classic", 0, 0, 150, 1500, 4, 10, Insight::kFull, false},
    {"greedy", 1, 0, 0, 100, 0, 0, Insight::kFull},
};

}  // namespace

const std::vector<std::string>& player_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> all{"random", "uct"};
    for (std::string_view level : kLevelNames) all.emplace_back(level);
    return all;
  }();
  return names;
}

int default_time_ms(std::string_view name) {
  if (name == "uct") return 1000;
  for (const Level& l : kLevels)
    if (name == l.name) return l.time_ms;
  return 0;
}

Result<std::unique_ptr<Player>> make_player(std::string_view name, const PlayerOptions& options) {
  const int time_ms = options.time_ms > 0 ? options.time_ms : options.nodes > 0 ? 0 : default_time_ms(name);
  if (name == kPerfectPlayer) {
    if (!options.solved)
      return make_error("the player 'perfect' needs the game's solved table (djed-cli solve <game>)");
    return std::unique_ptr<Player>(std::make_unique<PerfectPlayer>(options.solved, options.seed));
  }
  if (name == "random") return std::unique_ptr<Player>(std::make_unique<RandomPlayer>(options.seed));
  if (name == "uct") {
    UctConfig c;
    c.budget = Budget{time_ms, options.nodes, 0};
    c.seed = options.seed;
    return std::unique_ptr<Player>(std::make_unique<UctPlayer>(c));
  }
  for (const Level& l : kLevels) {
    if (name != l.name) continue;
    AlphaBetaConfig c;
    c.budget = Budget{time_ms, options.nodes, l.depth};
    c.noise = l.noise;
    c.contempt = l.contempt;
    c.width_after_throw = l.width_after_throw;
    c.root_width_with_dice = l.root_width_with_dice;
    c.insight = l.insight;
    c.learned = l.learned;
    c.seed = options.seed;
    return std::unique_ptr<Player>(std::make_unique<AlphaBetaPlayer>(c, l.name));
  }
  return make_error("unknown player '" + std::string(name) + "' (players: " + join(player_names(), ", ") + ", perfect, classic, greedy)");
}

}  // namespace djed::ai
