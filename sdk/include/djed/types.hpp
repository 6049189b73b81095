#pragma once
// Small value types every game and algorithm speaks.
#include <cstdint>
#include <string>
#include <vector>

#include "djed/message.hpp"

namespace djed {

// A game-specific encoding of one decision: a half-move, a die throw, a
// placement. Only the plugin that produced it interprets it.
using Action = std::uint32_t;

// A complete turn: every action one player takes before the other acts.
using Turn = std::vector<Action>;

// Values of State::current_player() besides the side indices 0 and 1.
inline constexpr int kChancePlayer = -1;
inline constexpr int kTerminalPlayer = -2;

// State::evaluate() stays within +-kEvaluationLimit; search scores decided
// games beyond it, unless the game gives a win value of its own
// (State::win_value(); see djed/ai/win_scale.hpp).
inline constexpr int kEvaluationLimit = 100000;

// How much of its game knowledge State::evaluate() uses. The AI levels differ
// in what they see as well as in how far they look ahead: in a game of dice,
// looking further hardly separates players, knowing more does. A game may
// ignore it and always evaluate in full.
enum class Insight : std::uint8_t {
  kMaterial,  // what a beginner counts: the pieces on the board
  kThreats,   // and the dangers and chances of the next throw
  kFull,      // everything the game knows
};

// What a search asks of State::evaluate(). One struct, so that a new
// question from the AI adds a field here instead of changing every game's
// signature (it still changes the plugin ABI).
struct EvalRequest {
  Insight insight = Insight::kFull;
  // The side of the player searching (-1: none). A game may judge positions
  // differently for the searching player's side than for the opponent's.
  int player_side = -1;
  // Whether a learned evaluation may answer where the game has one; false
  // asks for the hand-written one (the player `classic`, which progress is
  // measured against).
  bool learned = true;
  // Turns left before the game's turn cap makes it a draw (-1: no cap, or
  // not known): a game with a learned evaluation may see the cap coming.
  int turns_left = -1;
};

// One result of a chance node. `weight` counts the equally likely elementary
// outcomes (die faces) behind it: perft counts faces, search uses probability.
struct ChanceOutcome {
  Action action = 0;
  double probability = 0.0;
  std::uint32_t weight = 1;
};

// How a finished game ended. winner is 0 or 1, or -1 for a draw.
struct GameResult {
  int winner = -1;
  std::string reason;  // stable code, e.g. "three-hieroglyphs", "locked-up", "repetition"
  Message text;        // a sentence for players
  // The cells that decided it (the winner's pieces on the squares that won,
  // the locked-up side's pieces, ...), for the board to mark; may be empty.
  std::vector<int> cells;
};

// The cells of a bit set whose bit i stands for cell id first + i.
template <class Bits>
std::vector<int> cells_of(Bits bits, int first = 0) {
  std::vector<int> cells;
  for (int i = first; bits; ++i, bits >>= 1)
    if (bits & 1) cells.push_back(i);
  return cells;
}

}  // namespace djed
