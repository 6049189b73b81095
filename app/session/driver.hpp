#pragma once
// Driver: carries out what a game waits for (next_step) on an Executor,
// the same for the screen, a server and a bot. It throws a computer seat's
// dice after a moment, runs its search off the executor's thread and plays
// its turn action by action at a pace a player can follow, plays a human's
// only action after a moment, and waits for a human, a player elsewhere or
// a throw from outside. It also runs the hint's search.
//
// While busy() the session must not be changed by anyone else: a search
// reads it from another thread, a turn is being played out.
#include <chrono>
#include <functional>
#include <memory>
#include <vector>

#include "background_job.hpp"
#include "djed/ai/player.hpp"
#include "djed/geometry.hpp"
#include "executor.hpp"
#include "next_step.hpp"

namespace djed::session {

class GameSession;

// How long the driver lets things show, in milliseconds.
struct Pacing {
  int throw_ms = 350;     // before a computer's throw: long enough to see the dice roll
  int action_ms = 300;    // between the actions of a computer's turn, as the board animates them
  int turn_min_ms = 700;  // from a computer's search starting to its first action
  int forced_ms = 300;    // before a human's only action is played
  // Every delay times `scale` (the animation setting: 0 for none).
  Pacing scaled(double scale) const;
};

class Driver {
 public:
  // What the driver did, for a screen to show.
  struct Change {
    enum class Kind : std::uint8_t {
      kThinking,  // a computer's search started
      kThrown,    // the dice were thrown
      kPlayed,    // an action was played (`view`: how the board shows it)
      kIdle,      // a search ended without a turn to play
    };
    Kind kind = Kind::kIdle;
    ActionView view;
  };
  using Listener = std::function<void(const Change&)>;

  Driver(GameSession& session, Executor& executor, Pacing pacing = {}, Listener listener = {});
  ~Driver();  // stops a search and waits for it
  Driver(const Driver&) = delete;
  Driver& operator=(const Driver&) = delete;

  // Starts what is due now, unless the driver is busy or has it in hand.
  // Called after anything else changed the session (a human's action, a
  // throw or an action handed in, undo).
  void advance();
  // Stops a search; what was scheduled does nothing once it comes.
  void stop();

  bool thinking() const { return thinking_; }
  bool hinting() const { return hinting_; }
  // A search runs or a computer's turn is being played out.
  bool busy() const { return thinking_ || hinting_ || !pending_.empty(); }
  // Nothing for the driver to do until someone else acts (or the game is over).
  bool waiting() const;

  // The hint's search, off the thread; `done` gets its decision on the
  // driver's thread (not called when stopped).
  void hint(std::function<void(const ai::Decision&)> done);
  void set_pacing(const Pacing& pacing) { pacing_ = pacing; }

 private:
  // Runs `task` after `delay_ms` if the game still waits for `expected`
  // then, and the driver is still there.
  void schedule(int delay_ms, Step expected, std::function<void()> task);
  void search();
  void play_next();
  void tell(Change::Kind kind, const ActionView& view = {});

  GameSession& session_;
  Executor& executor_;
  Pacing pacing_;
  Listener listener_;
  BackgroundJob job_;
  bool thinking_ = false;
  bool hinting_ = false;
  bool scheduled_ = false;        // a throw or forced action is waiting for its moment
  std::vector<Action> pending_;   // the rest of a computer's turn, the next last
  std::uint64_t generation_ = 0;  // stop() makes what was scheduled or searched before stale
  std::shared_ptr<Driver*> alive_;  // tasks hold it weakly: none runs once the driver is gone
};

}  // namespace djed::session
