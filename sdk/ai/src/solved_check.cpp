#include "djed/ai/solved_check.hpp"

#include <unordered_map>

namespace djed::ai {
namespace {

using solve::Outcome;

// Forced results by search over legal turns, remembered per position and
// number of turns.
class Prover {
 public:
  Prover(const solve::SolvedGame& solved, SolvedCheckStats& stats) : solved_(solved), stats_(stats) {}

  // The side to move can force a win that ends within n turns.
  bool wins_within(State& s, int n) {
    if (n < 1) return false;
    const auto key = s.hash() * 64 + static_cast<std::uint64_t>(n) * 2;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const int mover = s.side_to_move();
    bool found = false;
    for (const Turn& t : ordered(s, n)) {
      play(s, t);
      found = s.is_terminal() ? s.result().winner == mover : loses_within(s, n - 1);
      take_back(s, t);
      if (found) break;
    }
    return memo_[key] = found;
  }

  // Every turn of the side to move leads to its loss within n turns.
  bool loses_within(State& s, int n) {
    if (n < 1) return false;
    const auto key = s.hash() * 64 + static_cast<std::uint64_t>(n) * 2 + 1;
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    const int mover = s.side_to_move();
    bool lost = true;
    for (const Turn& t : ordered(s, n)) {
      play(s, t);
      const bool loses = s.is_terminal() ? s.result().winner >= 0 && s.result().winner != mover
                                         : wins_within(s, n - 1);
      take_back(s, t);
      if (!loses) {
        lost = false;
        break;
      }
    }
    return memo_[key] = lost;
  }

 private:
  // The turns, the table's best first where the search goes deep (finding
  // the right turn first saves the most there); a table that ordered badly
  // would only make the search slower.
  std::vector<Turn> ordered(const State& s, int n) {
    if (n >= 3)
      if (auto values = solved_.turn_values(s)) {
        std::vector<Turn> turns;
        turns.reserve(values->size());
        for (auto& v : *values) turns.push_back(std::move(v.turn));
        return turns;
      }
    return s.legal_turns();
  }
  void play(State& s, const Turn& t) {
    s.apply_turn(t);
    ++stats_.nodes;
  }
  static void take_back(State& s, const Turn& t) {
    for (std::size_t i = 0; i < t.size(); ++i) s.undo_action();
  }

  const solve::SolvedGame& solved_;
  SolvedCheckStats& stats_;
  std::unordered_map<std::uint64_t, bool> memo_;
};

}  // namespace

std::optional<std::string> check_solved_position(const State& state, const solve::SolvedGame& solved,
                                                 int proof_turns, SolvedCheckStats& stats) {
  const std::string where = "position '" + state.to_string() + "': ";
  const auto value = solved.value(state);
  if (!value) return where + "not in the table";
  ++stats.positions;
  if (state.is_terminal()) {
    // A game over is won or lost at once, or drawn as the result says.
    const bool drawn = state.result().winner < 0;
    if (value->turns != 0 || (value->kind == Outcome::Kind::kDraw) != drawn)
      return where + "finished, but the table says " + solve::to_string(*value);
    return std::nullopt;
  }
  const auto turns = solved.turn_values(state);
  if (!turns || turns->empty()) return where + "its turns lead outside the table";
  if (turns->front().value != *value)
    return where + "the table says " + solve::to_string(*value) + ", its best turn " +
           state.turn_to_string(turns->front().turn) + " gives " + solve::to_string(turns->front().value);
  if (value->kind == Outcome::Kind::kDraw || value->turns > proof_turns) return std::nullopt;
  Prover prover(solved, stats);
  StatePtr work = state.clone();
  const int n = value->turns;
  const bool win = value->kind == Outcome::Kind::kWin;
  const bool within = win ? prover.wins_within(*work, n) : prover.loses_within(*work, n);
  if (!within) return where + "the table says " + solve::to_string(*value) + "; search finds no such forced result";
  const bool sooner = win ? prover.wins_within(*work, n - 1) : prover.loses_within(*work, n - 1);
  if (sooner) return where + "the table says " + solve::to_string(*value) + "; search finds it one turn sooner";
  ++stats.proved;
  return std::nullopt;
}

}  // namespace djed::ai
