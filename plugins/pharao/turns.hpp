#pragma once
// Pharao turns of a thrown position, generated without allocation.
//
// A turn (mover P, dice own/opponent):
//   1. with a drowning piece (P's piece on 27): `drown` it first, or keep it
//      for a rescue (only when the rescue can succeed [D-5]);
//   2. the own move: a path move of exactly `own` steps (compulsory when one
//      exists and `own` > 0; onto 27 only when nothing else is possible);
//   3. the rescue, when kept: 27 walks 3 steps, if P had a piece on 26 at the
//      start of the turn or the own move ended on 26;
//   4. the opponent move: exactly `opponent` steps with an opponent piece not
//      on 27 (compulsory when one exists and `opponent` > 0; 27 allowed).
// A last piece moved onto 15 by the own move wins and ends the turn [D-8].
#include <cstdint>

#include "paths.hpp"
#include "position.hpp"

namespace pharao {

// One part of a turn: a path move, or nothing (`from` == 0).
struct Step {
  std::uint8_t from = 0;
  std::uint8_t to = 0;
  bool moves() const { return from != 0; }
  friend bool operator==(const Step&, const Step&) = default;
};

struct TurnMoves {
  bool drown = false;
  Step own;
  Step rescue;       // from 27, when made
  Step opponent;
  bool wins = false;  // the own move reached Second Life with the last piece

  bool moves_a_piece() const { return own.moves() || rescue.moves() || opponent.moves(); }
  friend bool operator==(const TurnMoves&, const TurnMoves&) = default;
};

// Calls visit(const TurnMoves&) for every turn of a thrown position, in a
// fixed order; visit returns false to stop early.
template <typename Visit>
void for_each_turn(const Position& p, Visit&& visit);

struct TurnTally {
  std::uint64_t turns = 0;
  bool any_moves = false;  // some turn moves a piece
};
TurnTally tally_turns(const Position& p);

// [D-7]: a die shows non-zero and no turn moves a piece. Decided without
// enumerating turns, from the two tests below.
bool is_locked_up(const Position& p);

// Whether one of `pieces` (not a drowning one) has a path of `steps` during
// p.side's turn, on the freest board of the turn: letting a drowning piece
// drown frees the Nile, so that mode has the most room for both moves.
bool some_piece_moves(const Position& p, Mask pieces, int steps);

// Whether p.side can rescue its drowning piece without an own move, from a
// House of Beauty held at the start of the turn.
bool rescue_without_own_move(const Position& p);

// The position after a turn, with the other side to move and no dice yet.
Position after_turn(const Position& p, const TurnMoves& t);

}  // namespace pharao

#include "turns_impl.hpp"
