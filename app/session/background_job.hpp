#pragma once
// BackgroundJob: one piece of work off the caller's thread that can be told
// to stop: the computer's search, a hint, reading or building a solved
// table. The work polls the stop flag it is given; stop() sets it and waits
// for the work to end, and so does the destructor. What the work produced
// goes back by the caller's own means (an Executor's post, a queued call).
#include <atomic>
#include <functional>
#include <thread>

namespace djed::session {

class BackgroundJob {
 public:
  using Work = std::function<void(const std::atomic<bool>& stop)>;

  BackgroundJob() = default;
  ~BackgroundJob() { stop(); }
  BackgroundJob(const BackgroundJob&) = delete;
  BackgroundJob& operator=(const BackgroundJob&) = delete;

  // Runs `work` on a thread of its own. Work started before must have ended
  // or been stopped: its thread is joined first.
  void start(Work work) {
    if (thread_.joinable()) thread_.join();
    stop_ = false;
    thread_ = std::thread([this, work = std::move(work)] { work(stop_); });
  }
  // Asks the work to stop and waits until it has.
  void stop() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
  }
  // Asks the work to stop without waiting (finish() or stop() joins it).
  void request_stop() { stop_ = true; }
  // Waits for work that has ended on its own (joins its thread).
  void finish() {
    if (thread_.joinable()) thread_.join();
  }
  // Whether stop() was asked for since the work started.
  bool stopping() const { return stop_; }

 private:
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace djed::session
