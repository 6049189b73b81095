// The server's queue of background jobs (server/work_queue.hpp): jobs run
// one after another in the order they came, or in batches of what gathered,
// numbered as they came; stop() does what is left or drops it, as asked.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>
#include <vector>

#include "work_queue.hpp"

namespace djed::server {
namespace {

struct Recorded {
  std::vector<int> done;
  std::promise<void> started;   // the first job has begun
  std::shared_future<void> go;  // ... and goes on when this is set
};

// The work: notes each job done; job 1 says it began and waits for `go`.
std::function<void(int&)> recording(Recorded& r) {
  return [&r](int& job) {
    if (job == 1) {
      r.started.set_value();
      r.go.wait();
    }
    r.done.push_back(job);
  };
}

// A queue whose first job waits, so that the others are queued behind it.
void fill(WorkQueue<int>& queue, Recorded& r, std::promise<void>& go) {
  r.go = go.get_future().share();
  queue.start();
  for (int job = 1; job <= 5; ++job) queue.push(job);
  r.started.get_future().wait();
}

TEST(WorkQueue, RunsJobsInOrderAndDoesTheRestWhenStoppedSo) {
  Recorded r;
  WorkQueue<int> queue(recording(r));
  std::promise<void> go;
  fill(queue, r, go);
  go.set_value();
  queue.stop(WorkQueue<int>::Remaining::kDone);
  EXPECT_EQ(r.done, (std::vector<int>{1, 2, 3, 4, 5}));
}

TEST(WorkQueue, DropsWhatIsStillQueuedWhenStoppedSo) {
  Recorded r;
  WorkQueue<int> queue(recording(r));
  std::promise<void> go;
  fill(queue, r, go);
  EXPECT_EQ(queue.queued(), 4u);
  std::thread stopper([&] { queue.stop(WorkQueue<int>::Remaining::kDropped); });
  // Jobs 2 to 5 wait behind job 1, so only the stop can empty the queue.
  for (int i = 0; i < 5000 && queue.queued() > 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_EQ(queue.queued(), 0u);
  go.set_value();  // the job under way finishes
  stopper.join();
  EXPECT_EQ(r.done, (std::vector<int>{1}));
}

TEST(WorkQueue, ABatchTakesEverythingThatGatheredInOrderAndNumbersCount) {
  std::vector<std::vector<int>> batches;
  std::promise<void> started;
  std::promise<void> go;
  std::shared_future<void> going = go.get_future().share();
  WorkQueue<int> queue(
      [&](std::vector<int>& batch) {
        if (batches.empty()) {
          started.set_value();
          going.wait();
        }
        batches.push_back(batch);
      },
      {});
  queue.start();
  EXPECT_EQ(queue.push(1), 1u);
  started.get_future().wait();  // the first batch is under way: the rest gather behind it
  for (int job = 2; job <= 5; ++job) EXPECT_EQ(queue.push(job), static_cast<std::uint64_t>(job));
  go.set_value();
  queue.stop(WorkQueue<int>::Remaining::kDone);
  EXPECT_EQ(batches, (std::vector<std::vector<int>>{{1}, {2, 3, 4, 5}}));
}

TEST(WorkQueue, ABatchWorkWithAnIdlePaceIsCalledWithNothingNowAndThen) {
  std::atomic<int> empty_calls{0};
  WorkQueue<int> queue(
      [&](std::vector<int>& batch) {
        if (batch.empty()) ++empty_calls;
      },
      {.gather = {}, .idle = std::chrono::milliseconds(5)});
  queue.start();
  // Bounded wait: a few idle calls come within milliseconds, 10 s is a fault.
  for (int i = 0; i < 10000 && empty_calls < 3; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  queue.stop(WorkQueue<int>::Remaining::kDone);
  EXPECT_GE(empty_calls.load(), 3);
}

}  // namespace
}  // namespace djed::server
