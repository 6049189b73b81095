#include "driver.hpp"

#include <algorithm>

#include "game_session.hpp"

namespace djed::session {

Pacing Pacing::scaled(double scale) const {
  const auto times = [scale](int ms) { return static_cast<int>(ms * scale); };
  return {times(throw_ms), times(action_ms), times(turn_min_ms), times(forced_ms)};
}

Driver::Driver(GameSession& session, Executor& executor, Pacing pacing, Listener listener)
    : session_(session),
      executor_(executor),
      pacing_(pacing),
      listener_(std::move(listener)),
      alive_(std::make_shared<Driver*>(this)) {}

Driver::~Driver() {
  alive_.reset();
  job_.stop();
}

void Driver::stop() {
  ++generation_;
  job_.stop();
  thinking_ = hinting_ = scheduled_ = false;
  pending_.clear();
}

bool Driver::waiting() const { return !busy() && !scheduled_ && waits(next_step(session_)); }

void Driver::tell(Change::Kind kind, const ActionView& view) {
  if (listener_) listener_(Change{kind, view});
}

void Driver::schedule(int delay_ms, Step expected, std::function<void()> task) {
  scheduled_ = true;
  executor_.post(
      [alive = std::weak_ptr<Driver*>(alive_), generation = generation_, expected, task = std::move(task)] {
        const auto self = alive.lock();
        if (!self) return;
        Driver& d = **self;
        if (generation != d.generation_) return;
        d.scheduled_ = false;
        if (d.busy() || next_step(d.session_) != expected) return d.advance();
        task();
      },
      delay_ms);
}

void Driver::advance() {
  if (busy() || scheduled_) return;
  switch (next_step(session_)) {
    case Step::kComputerThrow:
      return schedule(pacing_.throw_ms, Step::kComputerThrow, [this] {
        if (session_.throw_dice()) tell(Change::Kind::kThrown);
        advance();
      });
    case Step::kForcedAction:
      return schedule(pacing_.forced_ms, Step::kForcedAction, [this] {
        const auto forced = session_.forced_action();
        const auto played = forced ? session_.play(*forced) : std::nullopt;
        if (played) tell(Change::Kind::kPlayed, played->view);
        advance();
      });
    case Step::kComputerSearch: return search();
    case Step::kOver:
    case Step::kHumanAction:
    case Step::kHumanThrow:
    case Step::kRemoteAction:
    case Step::kOutsideThrow: return;  // someone else acts
  }
}

void Driver::search() {
  thinking_ = true;
  tell(Change::Kind::kThinking);
  const auto started = std::chrono::steady_clock::now();
  job_.start([this, alive = std::weak_ptr<Driver*>(alive_), generation = generation_,
              started](const std::atomic<bool>& stop) {
    ai::Decision decision = session_.think(&stop);
    if (stop) return;  // stopped: the driver goes on without it
    const auto spent = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
    executor_.post([alive, generation, spent, turn = std::move(decision.turn)] {
      const auto self = alive.lock();
      if (!self) return;
      Driver& d = **self;
      if (generation != d.generation_) return;
      d.job_.finish();
      d.thinking_ = false;
      if (!d.session_.computer_may_play(turn)) {
        d.tell(Change::Kind::kIdle);
        return;
      }
      // Played action by action, so that each piece moves in its turn, and
      // not sooner than a player can follow.
      d.pending_.assign(turn.rbegin(), turn.rend());
      const int wait = std::max(0, d.pacing_.turn_min_ms - static_cast<int>(spent.count()));
      d.executor_.post([alive, generation] {
        const auto again = alive.lock();
        if (again && generation == (**again).generation_) (**again).play_next();
      }, wait);
    });
  });
}

void Driver::play_next() {
  if (pending_.empty()) return;
  const Action action = pending_.back();
  pending_.pop_back();
  const ActionView view = session_.state().describe_action(action);
  if (!session_.play_computer_action(action)) pending_.clear();
  else tell(Change::Kind::kPlayed, view);
  if (pending_.empty()) return advance();
  executor_.post([alive = std::weak_ptr<Driver*>(alive_), generation = generation_] {
    const auto self = alive.lock();
    if (self && generation == (**self).generation_) (**self).play_next();
  }, pacing_.action_ms);
}

void Driver::hint(std::function<void(const ai::Decision&)> done) {
  if (busy()) return;
  hinting_ = true;
  job_.start([this, alive = std::weak_ptr<Driver*>(alive_), generation = generation_,
              done = std::move(done)](const std::atomic<bool>& stop) {
    ai::Decision decision = session_.hint(&stop);
    if (stop) return;
    executor_.post([alive, generation, done, decision = std::move(decision)] {
      const auto self = alive.lock();
      if (!self) return;
      Driver& d = **self;
      if (generation != d.generation_) return;
      d.job_.finish();
      d.hinting_ = false;
      done(decision);
      d.advance();
    });
  });
}

}  // namespace djed::session
