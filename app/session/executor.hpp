#pragma once
// Executor: where a Driver's tasks run, on one thread (the driver's): Qt
// timers in the app (app/gui/qt_executor.hpp), an Asio strand in a server,
// LoopExecutor in tests and djed-cli.
#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <utility>

namespace djed::session {

class Executor {
 public:
  virtual ~Executor() = default;
  // Runs `task` on the driver's thread after `delay_ms` (0: as soon as it
  // can). A task with a delay is posted from the driver's thread; one
  // without may be posted from any thread (a search that has ended).
  virtual void post(std::function<void()> task, int delay_ms = 0) = 0;
};

// The plain loop of tests and bots: tasks run when run_until() is called, in
// the order of their times on a clock that jumps to the next task instead of
// waiting (delays keep their order and cost nothing).
class LoopExecutor final : public Executor {
 public:
  void post(std::function<void()> task, int delay_ms = 0) override {
    {
      std::lock_guard lock(mutex_);
      tasks_.emplace(std::make_pair(now_ + delay_ms, next_++), std::move(task));
    }
    posted_.notify_one();
  }
  // Runs tasks until `done()` holds; false when no task came within
  // `wait_ms` (nothing more will happen without the caller).
  bool run_until(const std::function<bool()>& done, int wait_ms = 120000) {
    while (!done()) {
      std::function<void()> task;
      {
        std::unique_lock lock(mutex_);
        if (!posted_.wait_for(lock, std::chrono::milliseconds(wait_ms), [&] { return !tasks_.empty(); })) return false;
        auto first = tasks_.begin();
        now_ = std::max(now_, first->first.first);
        task = std::move(first->second);
        tasks_.erase(first);
      }
      task();
    }
    return true;
  }
  // The clock: the sum of the delays waited for so far, in milliseconds.
  std::int64_t now_ms() const {
    std::lock_guard lock(mutex_);
    return now_;
  }

 private:
  mutable std::mutex mutex_;
  std::condition_variable posted_;
  std::multimap<std::pair<std::int64_t, std::uint64_t>, std::function<void()>> tasks_;
  std::int64_t now_ = 0;
  std::uint64_t next_ = 0;
};

}  // namespace djed::session
