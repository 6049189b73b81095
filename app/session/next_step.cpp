#include "next_step.hpp"

#include "game_session.hpp"

namespace djed::session {

Step next_step(const GameSession& session) {
  if (session.is_over()) return Step::kOver;
  const Seat& seat = session.seat(session.side_to_move());
  if (session.dice_due()) {
    if (session.throws_from_outside() || seat.is_remote()) return Step::kOutsideThrow;
    return seat.is_computer() ? Step::kComputerThrow : Step::kHumanThrow;
  }
  switch (seat.kind) {
    case SeatKind::kComputer: return Step::kComputerSearch;
    case SeatKind::kRemote: return Step::kRemoteAction;
    case SeatKind::kHuman: break;
  }
  return session.forced_action() ? Step::kForcedAction : Step::kHumanAction;
}

}  // namespace djed::session
