#include "djed/solver.hpp"

#include <algorithm>
#include <string>
#include <thread>

namespace djed::solve {
namespace {

using Kind = Outcome::Kind;

void unique_sorted(std::vector<std::uint64_t>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

Error too_long(std::uint64_t index) {
  return make_error("position " + std::to_string(index) + ": a forced result longer than " +
                    std::to_string(kMaxTurns) + " turns, more than the table can hold");
}

Error no_turn(std::uint64_t index) {
  return make_error("position " + std::to_string(index) + " is not finished but has no turn");
}

// Finds the finished positions; counts the others' distinct successors.
struct Start {
  std::vector<std::uint8_t> values;
  std::vector<bool> settled;         // finished, or solved as a win or loss
  std::vector<std::uint64_t> level;  // the finished wins and losses
  std::uint64_t open = 0;            // valid positions still to solve
};

Result<Start> find_finished(const IndexedGame& game, std::vector<std::uint16_t>* counts,
                            const SolveOptions& options, double share) {
  const std::uint64_t n = game.size();
  Start s;
  s.values.assign(n, 0);
  s.settled.assign(n, false);
  if (counts) counts->assign(n, 0);
  std::vector<std::uint64_t> next;
  for (std::uint64_t i = 0; i < n; ++i) {
    if (options.progress && (i & 0xFFFF) == 0) options.progress(share * double(i) / double(n));
    if (!game.valid(i)) continue;
    if (auto end = game.finished(i)) {
      s.settled[i] = true;
      s.values[i] = encode(*end);
      if (end->kind != Kind::kDraw) s.level.push_back(i);
      continue;
    }
    ++s.open;
    if (!counts) continue;
    game.successors(i, next);
    unique_sorted(next);
    if (next.empty()) return no_turn(i);
    (*counts)[i] = static_cast<std::uint16_t>(std::min<std::size_t>(next.size(), 0xFFFF));
    if (next.size() >= 0xFFFF) return make_error("position " + std::to_string(i) + ": too many turns");
  }
  return s;
}

// Backwards from the finished positions, one turn at a time: a position
// with a lost successor is won one turn later; one whose successors are all
// won is lost when its last successor is settled.
Result<std::vector<std::uint8_t>> retrograde(const IndexedGame& game, const SolveOptions& options) {
  std::vector<std::uint16_t> counts;
  auto started = find_finished(game, &counts, options, 0.5);
  if (!started) return started.error();
  Start& s = started.value();
  std::vector<std::uint64_t> level = std::move(s.level), next_level, before, after;
  std::uint64_t solved = 0;
  for (int turns = 0; !level.empty(); ++turns) {
    next_level.clear();
    for (std::uint64_t p : level) {
      const Outcome here = decode(s.values[p]);
      game.predecessors(p, before);
      unique_sorted(before);
      for (std::uint64_t q : before) {
        if (q >= s.values.size() || s.settled[q] || !game.valid(q)) continue;
        game.successors(q, after);  // a named predecessor must really lead here
        if (std::find(after.begin(), after.end(), p) == after.end()) continue;
        if (turns + 1 > kMaxTurns) return too_long(q);
        if (here.kind == Kind::kLoss) {
          s.values[q] = encode({Kind::kWin, turns + 1});
        } else if (--counts[q] == 0) {
          s.values[q] = encode({Kind::kLoss, turns + 1});
        } else {
          continue;
        }
        s.settled[q] = true;
        next_level.push_back(q);
        ++solved;
      }
    }
    if (options.progress && s.open > 0) options.progress(0.5 + 0.5 * double(solved) / double(s.open));
    level.swap(next_level);
  }
  return std::move(s.values);
}

// Forwards: each sweep settles the positions whose successors' values
// (settled before the sweep) decide them; a sweep that settles nothing ends.
Result<std::vector<std::uint8_t>> sweeps(const IndexedGame& game, const SolveOptions& options) {
  auto started = find_finished(game, nullptr, options, 0.1);
  if (!started) return started.error();
  Start& s = started.value();
  const std::uint64_t n = game.size();
  const int threads = std::max(1, options.threads);
  std::uint64_t solved = 0;
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<std::vector<std::pair<std::uint64_t, Outcome>>> found(static_cast<std::size_t>(threads));
    std::vector<std::optional<Error>> errors(static_cast<std::size_t>(threads));
    auto work = [&](int t) {
      std::vector<std::uint64_t> next;
      auto& out = found[static_cast<std::size_t>(t)];
      for (std::uint64_t i = static_cast<std::uint64_t>(t); i < n; i += static_cast<std::uint64_t>(threads)) {
        if (s.settled[i] || !game.valid(i)) continue;
        game.successors(i, next);
        if (next.empty()) {
          errors[static_cast<std::size_t>(t)] = no_turn(i);
          return;
        }
        int shortest_win = -1, longest_loss = -1;
        bool all_won = true;
        for (std::uint64_t c : next) {
          const Outcome child = s.settled[c] ? decode(s.values[c]) : Outcome{};
          if (!s.settled[c] || child.kind == Kind::kDraw) all_won = false;
          if (s.settled[c] && child.kind == Kind::kLoss && (shortest_win < 0 || child.turns < shortest_win))
            shortest_win = child.turns;
          if (s.settled[c] && child.kind == Kind::kWin) longest_loss = std::max(longest_loss, child.turns);
        }
        if (shortest_win >= 0) {
          out.emplace_back(i, Outcome{Kind::kWin, shortest_win + 1});
        } else if (all_won) {
          out.emplace_back(i, Outcome{Kind::kLoss, longest_loss + 1});
        }
      }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0);
    for (auto& th : pool) th.join();
    for (const auto& e : errors)
      if (e) return *e;
    for (const auto& list : found)
      for (const auto& [i, value] : list) {
        if (value.turns > kMaxTurns) return too_long(i);
        s.values[i] = encode(value);
        s.settled[i] = true;
        changed = true;
        ++solved;
      }
    if (options.progress && s.open > 0) options.progress(0.1 + 0.9 * double(solved) / double(s.open));
  }
  return std::move(s.values);
}

}  // namespace

Outcome best_of_children(const std::vector<Outcome>& children) {
  int shortest_win = -1, longest_loss = -1;
  bool all_won = !children.empty();
  for (const Outcome& c : children) {
    if (c.kind == Kind::kLoss && (shortest_win < 0 || c.turns < shortest_win)) shortest_win = c.turns;
    if (c.kind == Kind::kWin) longest_loss = std::max(longest_loss, c.turns);
    if (c.kind != Kind::kWin) all_won = false;
  }
  if (shortest_win >= 0) return {Kind::kWin, shortest_win + 1};
  if (all_won) return {Kind::kLoss, longest_loss + 1};
  return {};
}

Result<std::vector<std::uint8_t>> solve(const IndexedGame& game, const SolveOptions& options) {
  if (game.has_predecessors() && !options.sweep) return retrograde(game, options);
  return sweeps(game, options);
}

}  // namespace djed::solve
