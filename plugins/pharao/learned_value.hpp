#pragma once
// How a Pharao position stands, as the learned evaluation knows it: a game
// already decided exactly, the solved endings of a last piece where they
// cover the position, the network everywhere else. All chances are for the
// side to move.
#include <optional>

#include "network.hpp"
#include "position.hpp"
#include "turns.hpp"

namespace pharao {

class LastPieceEndings;

// The share of its chances with best play that a player choosing its turn
// expects its opponent to make good in the race of a last piece: the
// opponent's wins of an ending it holds the last piece of, or its wins
// against the player's last piece, count this much of the table's value.
// The table's values are those of best play on both sides; a player that
// takes them as they are keeps a standoff rather than give the other side a
// last piece that wins two races in three, and draws the games a weaker
// opponent would lose the race of (docs/pharao-learning.md, "Strength").
inline constexpr double kOpponentEndingShare = 0.5;

// The solved endings as their reader takes them: exactly (the win chance,
// analysis, training), or for `player`, choosing its turn, with the
// opponent's share of every ending at kOpponentEndingShare.
struct EndingsView {
  EndingsView(const LastPieceEndings* endings = nullptr, int player = -1) : table(endings), player(player) {}
  const LastPieceEndings* table;
  int player;  // -1: exactly
};

// How much worse than nothing a player takes a draw when choosing a turn:
// a turn is worth win - loss - kDrawAversion * draw. A draw at the turn cap
// is a game not won, and without this a player who is ahead would rather
// keep a standoff than start the race of a last piece it wins less often.
inline constexpr double kDrawAversion = 0.5;
inline double preference(const Outlook& o) { return o.win - o.loss - kDrawAversion * o.draw(); }

// Every function takes the turns left before the turn cap (features.hpp;
// kTurnsLeftUnknown: far from it); a position with none left is a draw.

// What decides p before the network is asked: a game already over, the cap
// reached, a side left with only a drowning piece, or an ending the table
// covers (whose values leave the cap aside); nothing when none applies.
std::optional<Outlook> known_outlook(const Position& p, EndingsView endings,
                                     int turns_left = kTurnsLeftUnknown);

// Before the throw (a throw made is ignored).
Outlook outlook_before_throw(const Position& p, const Network& net, EndingsView endings,
                             int turns_left = kTurnsLeftUnknown);

// Playing turn t from the thrown p, for its mover.
Outlook outlook_of_turn(const Position& p, const TurnMoves& t, const Network& net, EndingsView endings,
                        int turns_left = kTurnsLeftUnknown);

// After the throw: the turn with the best preference() (a lock-up loses,
// reaching the House of Second Life wins).
Outlook outlook_after_throw(const Position& p, const Network& net, EndingsView endings,
                            int turns_left = kTurnsLeftUnknown);

// Either, as p says.
inline Outlook outlook(const Position& p, const Network& net, EndingsView endings,
                       int turns_left = kTurnsLeftUnknown) {
  return p.thrown ? outlook_after_throw(p, net, endings, turns_left)
                  : outlook_before_throw(p, net, endings, turns_left);
}

// Before the throw, averaged over the fifteen throws, each played with its
// best turn: what one turn of lookahead says of p (the targets the network
// is refined on).
Outlook outlook_one_turn_ahead(const Position& p, const Network& net, EndingsView endings,
                               int turns_left = kTurnsLeftUnknown);

}  // namespace pharao
