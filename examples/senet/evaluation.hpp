#pragma once
// What the shared search needs to know about Senet: a static estimate of a
// position and which turns to try first.
#include "djed/types.hpp"
#include "moves.hpp"
#include "position.hpp"

namespace senet {

// A won game on the evaluation's scale. An evaluation is an estimate of the
// share of games the side to move wins, w, as kWinValue * (2w - 1): the
// search averages over the throws, so wins and estimates must be measured
// alike.
inline constexpr int kWinValue = 10000;

// What a side still has to run, in squares, for the race estimate. A piece
// counts its distance to the end of the board, plus (when `waiting`) the
// throws it is expected to waste at the end, where only exact throws move it
// and a 1 on the House of Beauty may send it into the water.
double race_cost(Mask pieces, bool waiting);

// The chance that a throw lets `attacker` swap one of `victim`'s pieces back,
// and the squares that swap is worth to the attacker (the attacked piece
// loses what the attacker gains): the sum over the throws of probability
// times swing, taking the best swap for each throw.
double swap_threat(const Position& p, int attacker);

// For p.side, positive is good, within +-kWinValue: the lead in the race
// turned into a share of games won, the spread of a race growing with its
// length. Insight::kMaterial sees the bare race (squares to run; pieces off
// have none), kThreats adds the throws wasted at the end, the swaps either
// side may make with the next throw (a pair is safe from them) and the turn
// the side to move is ahead by, kFull adds opposing pieces held behind
// blockades and throws about to be lost or spent on the water.
int evaluate(const Position& p, djed::Insight insight = djed::Insight::kFull);

// Search tries these first: bearing off (the last piece above all), swaps
// by how far they send the piece back, reaching the House of Beauty; the
// water last. `m` null: the throw is lost.
int order_hint(const Position& p, const Move* m);

}  // namespace senet
