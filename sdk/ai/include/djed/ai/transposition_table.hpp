#pragma once
// A fixed-size transposition table keyed by State::hash(): one entry per
// slot, always replaced. Stores the score with its bound and the index of the
// best turn in the state's legal_turns() order.
#include <cstdint>
#include <vector>

namespace djed::ai {

enum class Bound : std::uint8_t { kNone, kExact, kLower, kUpper };

struct TableEntry {
  std::uint64_t key = 0;
  float score = 0.0f;
  std::uint16_t best = 0;
  std::int8_t depth = -1;
  Bound bound = Bound::kNone;
};

class TranspositionTable {
 public:
  explicit TranspositionTable(int log2_entries = 18);

  const TableEntry* probe(std::uint64_t key) const noexcept {
    const TableEntry& e = entries_[key & mask_];
    return e.bound != Bound::kNone && e.key == key ? &e : nullptr;
  }
  void store(std::uint64_t key, int depth, double score, Bound bound, int best) noexcept;
  void clear() noexcept;

 private:
  std::vector<TableEntry> entries_;
  std::uint64_t mask_;
};

}  // namespace djed::ai
