#pragma once
// When a search must stop: a time budget, a node budget, or a request from
// another thread. Checked at every node, so a stop request is honoured within
// one node's work.
#include <atomic>
#include <chrono>
#include <cstdint>

namespace djed::ai {

struct Budget {
  int time_ms = 0;          // 0: no time limit
  std::uint64_t nodes = 0;  // 0: no node limit (node budgets make searches repeatable)
  int depth = 0;            // 0: no depth limit (alpha-beta, in turns)
};

class SearchLimits {
 public:
  SearchLimits(const Budget& budget, const std::atomic<bool>* stop);

  // Counts a node; true once the search must unwind.
  bool tick() noexcept {
    ++nodes_;
    if (stopped_) return true;
    if (budget_.nodes && nodes_ >= budget_.nodes) return stopped_ = true;
    if (stop_ && stop_->load(std::memory_order_relaxed)) return stopped_ = true;
    if (budget_.time_ms && (nodes_ & 7) == 0 && Clock::now() >= deadline_) return stopped_ = true;
    return false;
  }
  // Checks the stop request and the clock without counting a node (for long
  // stretches of work inside one node, such as a playout).
  bool interrupted() noexcept {
    if (!stopped_ && ((stop_ && stop_->load(std::memory_order_relaxed)) ||
                      (budget_.time_ms && Clock::now() >= deadline_)))
      stopped_ = true;
    return stopped_;
  }
  bool stopped() const noexcept { return stopped_; }
  std::uint64_t nodes() const noexcept { return nodes_; }
  double elapsed_ms() const noexcept;
  // Share of the time budget used (0 without one).
  double time_used() const noexcept;

 private:
  using Clock = std::chrono::steady_clock;
  Budget budget_;
  const std::atomic<bool>* stop_;
  Clock::time_point start_;
  Clock::time_point deadline_;
  std::uint64_t nodes_ = 0;
  bool stopped_ = false;
};

}  // namespace djed::ai
