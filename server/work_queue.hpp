#pragma once
// One thread doing queued jobs in the order they came: the one pattern of
// the server's background work. Either job by job (the records of finished
// games written, a connection to Redis made), or in batches: the work takes
// everything that gathered at once (the journal synced with one fdatasync),
// optionally after waiting a moment for more, and optionally woken with no
// jobs now and then (to try again what failed). stop() either does what is still queued first or
// drops it, then joins.
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <iterator>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace djed::server {

template <class Job>
class WorkQueue {
 public:
  using EachJob = std::function<void(Job&)>;
  using Batch = std::function<void(std::vector<Job>&)>;
  struct Pace {
    // After the first job, wait this long for more to share the batch
    // (a little latency for far fewer syncs under load).
    std::chrono::milliseconds gather{0};
    // When nothing comes, call the work with no jobs this often (0: never).
    std::chrono::milliseconds idle{0};
  };

  // `work` runs on the queue's thread, for each job in turn.
  explicit WorkQueue(EachJob work)
      : work_([each = std::move(work)](std::vector<Job>& jobs) { each(jobs.front()); }), one_at_a_time_(true) {}
  // `work` runs on the queue's thread with every job that gathered.
  WorkQueue(Batch work, Pace pace) : work_(std::move(work)), pace_(pace) {}
  ~WorkQueue() { stop(Remaining::kDropped); }
  WorkQueue(const WorkQueue&) = delete;
  WorkQueue& operator=(const WorkQueue&) = delete;

  void start() {
    std::lock_guard lock(mutex_);
    if (thread_.joinable()) return;
    stopping_ = false;
    thread_ = std::thread([this] { run(); });
  }
  // Queues a job; returns its number, from 1, in the order the jobs came.
  std::uint64_t push(Job job) {
    std::uint64_t number = 0;
    {
      std::lock_guard lock(mutex_);
      jobs_.push_back(std::move(job));
      number = ++pushed_;
    }
    wake_.notify_one();
    return number;
  }
  // Jobs waiting (not those under way).
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
      std::vector<Job> batch;
      {
        std::unique_lock lock(mutex_);
        const auto ready = [&] { return !jobs_.empty() || stopping_; };
        if (pace_.idle.count() > 0) wake_.wait_for(lock, pace_.idle, ready);
        else wake_.wait(lock, ready);
        if (jobs_.empty() && stopping_) return;
        if (!jobs_.empty() && !stopping_ && pace_.gather.count() > 0) {
          lock.unlock();
          std::this_thread::sleep_for(pace_.gather);
          lock.lock();
        }
        if (one_at_a_time_) {
          batch.push_back(std::move(jobs_.front()));
          jobs_.pop_front();
        } else {
          batch.assign(std::make_move_iterator(jobs_.begin()), std::make_move_iterator(jobs_.end()));
          jobs_.clear();
        }
      }
      work_(batch);
    }
  }

  Batch work_;
  Pace pace_;
  bool one_at_a_time_ = false;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Job> jobs_;
  std::uint64_t pushed_ = 0;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace djed::server
