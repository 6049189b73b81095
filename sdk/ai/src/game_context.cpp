#include "djed/ai/game_context.hpp"

#include "djed/game_record.hpp"

namespace djed::ai {

GameContext GameContext::of(const GameRecord& record) {
  GameContext c;
  for (const auto& [key, count] : record.repetition_counts()) c.seen.insert(key);
  c.draw_by_repetition = record.draw_by_repetition();
  c.turns_played = record.turns_played();
  c.max_turns = record.max_turns();
  return c;
}

}  // namespace djed::ai
