#pragma once
// The solver's work sharing: a bitmap of positions that threads claim a
// word at a time, and loops over blocks of the index on N threads while the
// calling thread reports progress.
#include <algorithm>
#include <bit>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

#include "djed/parallel.hpp"

namespace djed::solve {

// One bit per position; set and claimed from any thread.
class Bitmap {
 public:
  explicit Bitmap(std::uint64_t n) : words_((n + 63) / 64), bits_(std::make_unique<std::atomic<std::uint64_t>[]>(words_)) {
    for (std::uint64_t w = 0; w < words_; ++w) bits_[w].store(0, std::memory_order_relaxed);
  }
  void set(std::uint64_t i) { bits_[i >> 6].fetch_or(std::uint64_t{1} << (i & 63), std::memory_order_release); }
  // Takes the word's bits: each set bit is handed to exactly one claimer.
  std::uint64_t claim(std::uint64_t word) { return bits_[word].exchange(0, std::memory_order_acq_rel); }
  std::uint64_t word(std::uint64_t w) const { return bits_[w].load(std::memory_order_acquire); }
  void store(std::uint64_t w, std::uint64_t bits) { bits_[w].store(bits, std::memory_order_relaxed); }
  std::uint64_t words() const { return words_; }
  bool empty() const {
    for (std::uint64_t w = 0; w < words_; ++w)
      if (bits_[w].load(std::memory_order_relaxed)) return false;
    return true;
  }
  friend void swap(Bitmap& a, Bitmap& b) noexcept {
    std::swap(a.words_, b.words_);
    std::swap(a.bits_, b.bits_);
  }

 private:
  std::uint64_t words_;
  std::unique_ptr<std::atomic<std::uint64_t>[]> bits_;
};

// `block(begin, end)` over [0, n) in blocks, shared out as threads ask.
template <typename Block, typename Report>
void parallel_blocks(int threads, std::uint64_t n, const std::atomic<bool>& stop, Block&& block, Report&& report) {
  constexpr std::uint64_t kBlock = 1 << 14;
  std::atomic<std::uint64_t> next{0};
  run_threads(threads, [&] {
    for (std::uint64_t b; !stop.load(std::memory_order_relaxed) && (b = next.fetch_add(kBlock)) < n;)
      block(b, std::min(n, b + kBlock));
  }, report);
}

// `visit(i, buffer)` for every bit set in `bits` when its word is claimed
// (bits set behind a thread wait for the next pass).
template <typename Visit, typename Report, typename Cancelled>
void parallel_words(int threads, Bitmap& bits, const std::atomic<bool>& stop, Visit&& visit, Report&& report,
                    Cancelled&& cancelled) {
  constexpr std::uint64_t kWords = 256;
  std::atomic<std::uint64_t> next{0};
  const std::uint64_t words = bits.words();
  run_threads(threads, [&] {
    std::vector<std::uint64_t> buffer;
    for (std::uint64_t b; !stop.load(std::memory_order_relaxed) && !cancelled() && (b = next.fetch_add(kWords)) < words;)
      for (std::uint64_t w = b; w < std::min(words, b + kWords); ++w) {
        if (!bits.word(w)) continue;
        for (std::uint64_t set = bits.claim(w); set; set &= set - 1)
          visit(w * 64 + static_cast<std::uint64_t>(std::countr_zero(set)), buffer);
      }
  }, report);
}

}  // namespace djed::solve
