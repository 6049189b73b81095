#pragma once
// Ramses for the exact solver (djed/solver.hpp): the positions at the start
// of a turn (numbered by solve_index.hpp, seen from the side to move) and,
// after them, the positions inside a turn, after the own half-move and
// before the opponent's (the same numbers, seen from the side moving).
// Steps: a legal own half-move (into the turn, or, when it wins at once, to
// the opponent's turn), an opponent half-move (to the opponent's turn); and
// the same taken back with positions_before().
#include "djed/solver.hpp"
#include "position.hpp"

namespace ramses::solve {

class SolveGame final : public djed::solve::CountedGame {
 public:
  std::uint64_t size() const override;
  std::uint64_t stored_size() const override;
  bool inside_turn(std::uint64_t index) const override;
  bool valid(std::uint64_t index) const override;
  std::optional<djed::solve::Outcome> finished(std::uint64_t index) const override;
  void successors(std::uint64_t index, std::vector<std::uint64_t>& out) const override;
  // The steps counted without being made: a side's half-moves lead to
  // distinct positions, so the count of legal half-moves is the count of
  // distinct successors.
  Census census(std::uint64_t index) const override;
  bool has_predecessors() const override { return true; }
  // Won or lost positions, at the start of a turn and inside one, as the
  // solve of this version of the rules found them (for the progress bar;
  // bench/ramses_solve.sh, run by tools/test.sh, fails when a solve settles
  // another number).
  std::uint64_t expected_settled() const override { return 73814692; }
  void predecessors(std::uint64_t index, std::vector<std::uint64_t>& out) const override;
};

// The number of a position at the start of a turn (its first own half-move
// not yet made), seen from its side to move.
std::uint64_t turn_start_index(const Position& p);

}  // namespace ramses::solve
