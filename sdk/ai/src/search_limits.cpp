#include "djed/ai/search_limits.hpp"

namespace djed::ai {

SearchLimits::SearchLimits(const Budget& budget, const std::atomic<bool>* stop)
    : budget_(budget), stop_(stop), start_(Clock::now()),
      deadline_(start_ + std::chrono::milliseconds(budget.time_ms)) {}

double SearchLimits::elapsed_ms() const noexcept {
  return std::chrono::duration<double, std::milli>(Clock::now() - start_).count();
}

double SearchLimits::time_used() const noexcept {
  return budget_.time_ms ? elapsed_ms() / budget_.time_ms : 0.0;
}

}  // namespace djed::ai
