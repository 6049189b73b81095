#pragma once
// Work shared out over threads, the one way the SDK and its games do it
// (the solver, Pharao's endings): `threads` threads run `work`, while the
// calling thread calls `report` about twice a second until they are done,
// and once at the end.
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace djed {

template <typename Work, typename Report>
void run_threads(int threads, Work&& work, Report&& report) {
  std::mutex mutex;
  std::condition_variable finished;
  int running = threads;
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&] {
      work();
      std::lock_guard lock(mutex);
      if (--running == 0) finished.notify_one();
    });
  {
    std::unique_lock lock(mutex);
    while (!finished.wait_for(lock, std::chrono::milliseconds(500), [&] { return running == 0; })) {
      lock.unlock();
      report();
      lock.lock();
    }
  }
  for (auto& t : pool) t.join();
  report();
}

}  // namespace djed
