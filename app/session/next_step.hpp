#pragma once
// What a game waits for now: one answer, without Qt, that the screen, a
// server and a bot all act on (the Driver carries it out).
#include <cstdint>

namespace djed::session {

class GameSession;

enum class Step : std::uint8_t {
  kOver,            // the game has ended: nothing more
  kHumanAction,     // a human at this screen chooses an action
  kForcedAction,    // a human here has one action only (a button): it is played after a moment
  kHumanThrow,      // a human here throws the dice
  kComputerSearch,  // a computer seat searches its turn
  kComputerThrow,   // the dice are thrown for a computer seat, after a moment
  kRemoteAction,    // a player elsewhere is to act: their action is handed in (play_remote)
  kOutsideThrow,    // the dice come from outside (a server): a throw is handed in (hand_in_throw)
};

Step next_step(const GameSession& session);

// Whether the step waits for someone else than the driver: a human here, a
// player elsewhere, a throw from outside, or nothing at all.
constexpr bool waits(Step step) {
  return step != Step::kForcedAction && step != Step::kComputerSearch && step != Step::kComputerThrow;
}

}  // namespace djed::session
