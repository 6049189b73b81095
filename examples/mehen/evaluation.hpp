#pragma once
// What the shared search needs to know about Mehen: a static estimate of a
// position and which turns to try first.
#include "djed/types.hpp"
#include "moves.hpp"
#include "position.hpp"

namespace mehen {

// A won game on the evaluation's scale. An evaluation estimates the share
// of games the side to move wins, w, as kWinValue * (2w - 1), so that the
// search's averages over the throws weigh wins and estimates alike.
inline constexpr int kWinValue = 10000;

// The steps a side's marbles still have to go, in squares. With `waits`,
// what waiting costs: a marble at its start waits for a taba, and pieces
// near the head want tabas kept, two to turn there and one for the last
// square of an odd way, less the tabas the side keeps.
double race_cost(const Forces& f, bool waits);

// While a side's lion sleeps, its leading marble's progress: the sooner a
// marble is home, the sooner the lion hunts.
double wake_bonus(const Forces& f);

// For p.side, positive is good, within +-kWinValue. Insight::kMaterial
// sees the bare race, kThreats adds the waits, the tabas kept and the
// throw under way, kFull the lions about to wake.
int evaluate(const Position& p, djed::Insight insight = djed::Insight::kFull);

// Search tries these first: marbles home, a lion that eats, turning at the
// head, coming out; keeping and losing a throw last.
int order_hint(const Position& p, const Move& m);

}  // namespace mehen
