#pragma once
// What a search needs to know about the game beyond the position: the draw
// rules [D-1] depend on the positions already played and the turns left.
#include <cstdint>
#include <unordered_set>

namespace djed {
class GameRecord;
}

namespace djed::ai {

struct GameContext {
  std::unordered_set<std::uint64_t> seen;  // repetition keys of the positions played
  bool draw_by_repetition = false;
  int turns_played = 0;
  int max_turns = 0;  // 0: no turn cap

  static GameContext of(const GameRecord& record);
  // True when a position reached `ply` turns from now with this key is a draw:
  // inside search a repetition already counts (a cycle cannot gain anything).
  bool is_draw(std::uint64_t repetition_key, int ply) const {
    if (max_turns > 0 && turns_played + ply >= max_turns) return true;
    return draw_by_repetition && seen.count(repetition_key) > 0;
  }
};

}  // namespace djed::ai
