#pragma once
// What the shared search needs to know about Pharao: a static score of a
// position (thrown or not) and which turns to try first.
#include "djed/types.hpp"
#include "position.hpp"
#include "turns.hpp"

namespace pharao {

class LastPieceEndings;

// A won game on the evaluation's scale, where a piece is 1000: the search
// averages wins and evaluations over the dice, so both are measured alike.
// A score s stands for a share of games won of about (1 + s / kWinValue) / 2.
inline constexpr int kWinValue = 5000;

// For p.side, positive is good: pieces left (a drowning piece counts part),
// the chance of pushing an opponent piece into the Nile this turn and of
// being pushed next turn given the dice, the chance of a rescue, and, for a
// side down to its last piece, its distance to the House of Second Life;
// mixed with the chance that the coming throw wins or locks up at once.
// A last piece pushed in, or a side left with only a drowning piece, is a
// game decided, not a piece. Stays within +-kWinValue.
// With less insight it sees less: Insight::kMaterial counts the pieces only
// (a drowning one in part, a last piece by its distance); Insight::kThreats
// adds the chances of the coming throws but not the chance of a lock-up.
// Insight::kFull also knows how the endings of a last piece go, for
// `player_side`'s last piece (for both with -1; see evaluation.cpp): by the
// solved `endings` when given, else by a coarse table of their averages.
int evaluate(const Position& p, djed::Insight insight = djed::Insight::kFull, int player_side = -1,
             const LastPieceEndings* endings = nullptr);

// The probability that `side`'s pieces can be pushed into the Nile with the
// opponent die (faces 0, 0, 1, 1, 2, 2), or with `thrown` steps when known.
double push_probability(const Position& p, int side, int thrown);

// How `lone`'s last piece stands, as the table of solved endings looks it up:
// how many faces of its own die reach the House of Second Life (at most two,
// by parity) and how many faces of the other side's opponent die push it
// into the Nile (at most one).
struct LastPieceReach {
  int to_second_life = 0;
  int to_nile = 0;
};
LastPieceReach last_piece_reach(const Position& p, int lone);

// The chance that the throw about to come locks `p.side` up [D-7]; 0 once
// the dice are thrown.
double lock_up_probability(const Position& p);

// Turns that push an opponent piece into the Nile or win first.
int order_hint(const Position& p, const TurnMoves& t);

}  // namespace pharao
