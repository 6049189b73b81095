#include "djed/ai/transposition_table.hpp"

#include <algorithm>

namespace djed::ai {

TranspositionTable::TranspositionTable(int log2_entries)
    : entries_(std::size_t{1} << log2_entries), mask_((std::uint64_t{1} << log2_entries) - 1) {}

void TranspositionTable::store(std::uint64_t key, int depth, double score, Bound bound, int best) noexcept {
  TableEntry& e = entries_[key & mask_];
  e.key = key;
  e.score = static_cast<float>(score);
  e.best = static_cast<std::uint16_t>(std::clamp(best, 0, 0xFFFF));
  e.depth = static_cast<std::int8_t>(std::clamp(depth, 0, 127));
  e.bound = bound;
}

void TranspositionTable::clear() noexcept { std::fill(entries_.begin(), entries_.end(), TableEntry{}); }

}  // namespace djed::ai
