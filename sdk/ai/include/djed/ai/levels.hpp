#pragma once
// The players by name, as the CLI and the GUI offer them:
//   random  a uniformly random turn
//   uct     plain UCT with random playouts (the general-game baseline)
//   easy    alpha-beta, one turn deep, with noisy judgement
//   medium  alpha-beta, two turns deep
//   hard    alpha-beta with iterative deepening on the whole time budget
//   perfect plays from the game's solved table (games that have one)
// and, for measuring, not offered to players:
//   classic `hard` on the game's hand-written evaluation (where a learned one exists)
//   greedy  the turn the evaluation likes best, without search beyond it
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "djed/levels.hpp"
#include "djed/ai/player.hpp"
#include "djed/result.hpp"

namespace djed::solve {
class SolvedGame;  // djed/solved_game.hpp: kept out of this widely included header
}

namespace djed::ai {

struct PlayerOptions {
  std::uint64_t seed = 1;
  int time_ms = 0;          // 0: the level's own time per turn
  std::uint64_t nodes = 0;  // a node (UCT: playout) budget; makes play repeatable
  // The game's solved table, for `perfect`.
  std::shared_ptr<const solve::SolvedGame> solved{};
};

// The level that plays from a solved table.
inline constexpr std::string_view kPerfectPlayer = kPerfectLevel;

// The players every game has: random, uct and the levels of djed/levels.hpp
// (`perfect` needs a solved table besides).
const std::vector<std::string>& player_names();
// The time per turn a level uses when none is given.
int default_time_ms(std::string_view name);
Result<std::unique_ptr<Player>> make_player(std::string_view name, const PlayerOptions& options = {});

}  // namespace djed::ai
