#pragma once
// One thread doing queued jobs one after another, in the order they came:
// the pattern of the server's background work that needs no batching (the
// records of finished games written, Redis read for the network thread).
// stop() either does what is still queued first or drops it, then joins.
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <utility>

namespace djed::server {

template <class Job>
class WorkQueue {
 public:
  // `work` runs on the queue's thread, for each job in turn.
  explicit WorkQueue(std::function<void(Job&)> work) : work_(std::move(work)) {}
  ~WorkQueue() { stop(Remaining::kDropped); }
  WorkQueue(const WorkQueue&) = delete;
  WorkQueue& operator=(const WorkQueue&) = delete;

  void start() {
    std::lock_guard lock(mutex_);
    if (thread_.joinable()) return;
    stopping_ = false;
    thread_ = std::thread([this] { run(); });
  }
  void push(Job job) {
    {
      std::lock_guard lock(mutex_);
      jobs_.push_back(std::move(job));
    }
    wake_.notify_one();
  }
  // Jobs waiting (not the one under way).
  std::size_t queued() const {
    std::lock_guard lock(mutex_);
    return jobs_.size();
  }
  enum class Remaining { kDone, kDropped };
  void stop(Remaining remaining) {
    {
      std::lock_guard lock(mutex_);
      if (!thread_.joinable()) return;
      stopping_ = true;
      if (remaining == Remaining::kDropped) jobs_.clear();
    }
    wake_.notify_one();
    thread_.join();
  }

 private:
  void run() {
    for (;;) {
      Job job;
      {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [&] { return !jobs_.empty() || stopping_; });
        if (jobs_.empty()) return;
        job = std::move(jobs_.front());
        jobs_.pop_front();
      }
      work_(job);
    }
  }

  std::function<void(Job&)> work_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Job> jobs_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace djed::server
