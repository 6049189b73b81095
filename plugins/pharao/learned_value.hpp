#pragma once
// The chance that a side wins a Pharao position, as the learned evaluation
// knows it: a game already decided exactly, the solved endings of a last
// piece where they cover the position, the network everywhere else.
#include "network.hpp"
#include "position.hpp"
#include "turns.hpp"

namespace pharao {

class LastPieceEndings;

// Before the throw (a throw made is ignored): the chance that p.side wins.
double win_chance_before_throw(const Position& p, const Network& net, const LastPieceEndings* endings);

// After the throw: the chance of the best turn for p.side (a lock-up loses,
// reaching the House of Second Life wins).
double win_chance_after_throw(const Position& p, const Network& net, const LastPieceEndings* endings);

// Either, as p says.
inline double win_chance(const Position& p, const Network& net, const LastPieceEndings* endings) {
  return p.thrown ? win_chance_after_throw(p, net, endings) : win_chance_before_throw(p, net, endings);
}

// The chance for the mover of playing turn t from the thrown p.
double win_chance_of_turn(const Position& p, const TurnMoves& t, const Network& net, const LastPieceEndings* endings);

// The chance before the throw averaged over the fifteen throws, each played
// with its best turn: what one turn of lookahead says of p (the targets
// the network is refined on).
double win_chance_one_turn_ahead(const Position& p, const Network& net, const LastPieceEndings* endings);

// What decides p before the network is asked: the exact chance of a game
// already over, of a side left with only a drowning piece, or of an ending
// the table covers; negative when none of these applies.
double known_win_chance(const Position& p, const LastPieceEndings* endings);

}  // namespace pharao
