#pragma once
// Shared helpers of the AI tests: the four games built from their rules
// cores, and decision positions collected from seeded random games.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "djed/ai/game_context.hpp"
#include "djed/chance.hpp"
#include "djed/game.hpp"
#include "pharao_game.hpp"
#include "ramses_game.hpp"
#include "seti_game.hpp"

namespace djed::ai::test {

struct GameCase {
  std::string name;  // "ramses", "pharao", "seti:aleph", "seti:beth"
  std::shared_ptr<const Game> game;
  std::string variant;
};

inline const std::vector<GameCase>& all_games() {
  static const std::vector<GameCase> cases{
      {"ramses", std::make_shared<ramses::RamsesGame>(), ""},
      {"pharao", std::make_shared<pharao::PharaoGame>(), ""},
      {"seti:aleph", std::make_shared<seti::SetiGame>(), "aleph"},
      {"seti:beth", std::make_shared<seti::SetiGame>(), "beth"},
  };
  return cases;
}

inline std::string case_name(const testing::TestParamInfo<GameCase>& info) {
  std::string n = info.param.name;
  std::replace(n.begin(), n.end(), ':', '_');
  return n;
}

// `count` decision positions (thrown, unfinished) met in random games.
inline std::vector<StatePtr> random_positions(const GameCase& c, int count, std::uint64_t seed) {
  std::vector<StatePtr> out;
  std::mt19937_64 rng(seed);
  ChanceSampler dice(seed + 1);
  while (static_cast<int>(out.size()) < count) {
    auto s = c.game->new_initial_state(c.variant).value();
    for (int turn = 0; turn < 200 && !s->is_terminal() && static_cast<int>(out.size()) < count; ++turn) {
      if (s->is_chance_node()) s->apply_action(dice.sample(*s));
      if (s->is_terminal()) break;
      if (rng() % 3 == 0) out.push_back(s->clone());
      const auto turns = s->legal_turns();
      s->apply_turn(turns[rng() % turns.size()]);
      if (!s->is_terminal() && s->is_chance_node()) s->apply_action(dice.sample(*s));
    }
  }
  return out;
}

inline bool is_legal(const State& s, const Turn& t) {
  const auto turns = s.legal_turns();
  return std::find(turns.begin(), turns.end(), t) != turns.end();
}

// The context of a position seen on its own (no history, the game's cap).
inline GameContext fresh_context(const GameCase& c) {
  GameContext context;
  context.draw_by_repetition = c.game->info().draw_by_repetition;
  context.max_turns = c.game->info().max_turns;
  return context;
}

// Does `t` win at once for the side to move of `s`?
inline bool wins_at_once(const State& s, const Turn& t) {
  auto child = s.clone();
  const int me = s.side_to_move();
  child->apply_turn(t);
  return child->is_terminal() && child->result().winner == me;
}

// After `t`, is the game won for the mover whatever the opponent replies?
// (Seti: a figure on the finishing row that no reply removes.)
inline bool forces_win(const State& s, const Turn& t) {
  auto child = s.clone();
  const int me = s.side_to_move();
  child->apply_turn(t);
  if (child->is_terminal()) return child->result().winner == me;
  if (child->is_chance_node()) return false;
  for (const Turn& reply : child->legal_turns()) {
    auto after = child->clone();
    after->apply_turn(reply);
    if (!after->is_terminal() || after->result().winner != me) return false;
  }
  return true;
}

// After `t`, can the opponent win with its next turn (whatever the dice)?
inline bool opponent_can_win_next(const State& s, const Turn& t) {
  auto child = s.clone();
  const int me = s.side_to_move();
  child->apply_turn(t);
  if (child->is_terminal()) return child->result().winner == (me ^ 1);
  std::vector<StatePtr> starts;
  if (child->is_chance_node()) {
    for (const auto& o : child->chance_outcomes()) {
      auto thrown = child->clone();
      thrown->apply_action(o.action);
      if (thrown->is_terminal()) {
        if (thrown->result().winner == (me ^ 1)) return true;
        continue;
      }
      starts.push_back(std::move(thrown));
    }
  } else {
    starts.push_back(std::move(child));
  }
  for (const auto& start : starts)
    for (const Turn& reply : start->legal_turns())
      if (wins_at_once(*start, reply)) return true;
  return false;
}

}  // namespace djed::ai::test
