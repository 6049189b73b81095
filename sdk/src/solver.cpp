#include "djed/solver.hpp"

#include <algorithm>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "solver_checkpoint.hpp"
#include "solver_parallel.hpp"

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

Error too_many_steps(std::uint64_t index) {
  return make_error("position " + std::to_string(index) + " has more than " + std::to_string(kMaxSteps) +
                    " distinct steps");
}

Error not_at_rest(std::uint64_t index) {
  return make_error("position " + std::to_string(index) + " is finished with " +
                    "turns still to play; a finished position's value is win 0, loss 0 or a draw");
}

// Backwards from the finished positions. Each position's state byte holds
// how many of its distinct successors are still open, or kSettled once its
// value is known (kInvalid: no position). A position is settled by its
// first successor lost for the opponent (won for the same side, inside a
// turn), or lost when its last successor is settled against it; taking the
// successors in the order of their turns makes that the quickest win and the
// slowest loss.
class Retrograde {
 public:
  Retrograde(const IndexedGame& game, const SolveOptions& options)
      : game_(game), options_(options), n_(game.size()), threads_(std::max(1, options.threads)),
        state_(n_), values_(n_), cur_(n_), ready_(n_), next_(n_) {}

  Result<std::vector<std::uint8_t>> run() {
    bool resumed = false;
    if (!options_.checkpoint.empty()) {
      CheckpointView view{options_.checkpoint_tag, n_, &turns_, &expanded_, &valid_, &counted_, &values_, &state_, &cur_};
      resumed = read_checkpoint(options_.checkpoint, view);
    }
    // A fresh start, or a checkpoint taken while counting: the counting
    // goes on from where it got.
    if (!resumed || counted_ < n_) {
      if (auto counted = count(); !counted) return counted.error();
      save(true);
    }
    while (!cur_.empty()) {
      if (auto done = level(); !done) return done.error();
      std::swap(cur_, next_);
      ++turns_;
      save(false);
    }
    report({SolveProgress::Stage::kDone, expanded_.load(), solving_total(), turns_, game_.expected_settled()});
    if (!options_.checkpoint.empty()) {
      std::error_code ec;
      std::filesystem::remove(options_.checkpoint, ec);
    }
    return std::move(values_);
  }

 private:
  // The least slice of positions counted between two checkpoints.
  static constexpr std::uint64_t kCountSlice = 1 << 14;
  static constexpr std::uint8_t kSettled = 0xFF;
  static constexpr std::uint8_t kInvalid = 0xFE;
  static bool open(std::uint8_t s) { return s >= 1 && s <= kMaxSteps; }

  std::atomic_ref<std::uint8_t> state(std::uint64_t i) { return std::atomic_ref<std::uint8_t>(state_[i]); }

  std::uint64_t solving_total() const {
    const std::uint64_t expected = game_.expected_settled();
    return expected ? expected : valid_;
  }

  void report(const SolveProgress& p) const {
    if (options_.progress) options_.progress(p);
  }
  bool cancelled() const { return options_.cancel && options_.cancel->load(std::memory_order_relaxed); }

  void fail(Error e) {
    std::lock_guard lock(error_mutex_);
    if (!error_) error_ = std::move(e);
    stop_.store(true);
  }

  // Finds the finished positions and counts the others' distinct
  // successors, from `counted_` on, a slice at a time: the work is kept
  // between two slices as often as between two lengths of results.
  Result<void> count() {
    std::atomic<std::uint64_t> counted{counted_}, valid{valid_};
    const auto* counting = dynamic_cast<const CountedGame*>(&game_);
    const std::uint64_t slice = std::max<std::uint64_t>(kCountSlice, n_ / 64);
    while (counted_ < n_) {
      const std::uint64_t from = counted_, to = std::min(n_, from + slice);
      count_slice(from, to, counting, counted, valid);
      if (error_) return *error_;
      counted_ = to;
      valid_ = valid.load();
      if (counted_ < n_) save(false);
    }
    return {};
  }

  void count_slice(std::uint64_t from, std::uint64_t to, const CountedGame* counting,
                   std::atomic<std::uint64_t>& counted, std::atomic<std::uint64_t>& valid) {
    parallel_blocks(
        threads_, to - from, stop_,
        [&](std::uint64_t begin_here, std::uint64_t end_here) {
          const std::uint64_t begin = from + begin_here, end = from + end_here;
          std::vector<std::uint64_t> next;
          std::uint64_t here_valid = 0;
          for (std::uint64_t i = begin; i < end; ++i) {
            const CountedGame::Census c = counting ? counting->census(i) : census_by_listing(i, next);
            if (!c.valid) {
              state_[i] = kInvalid;
              continue;
            }
            ++here_valid;
            if (c.finished) {
              if (c.finished->turns != 0) return fail(not_at_rest(i));
              values_[i] = encode(*c.finished);
              state_[i] = kSettled;
              if (c.finished->kind != Kind::kDraw) cur_.set(i);
              continue;
            }
            if (c.steps <= 0) return fail(no_turn(i));
            if (c.steps > kMaxSteps) return fail(too_many_steps(i));
            state_[i] = static_cast<std::uint8_t>(c.steps);
          }
          counted += end - begin;
          valid += here_valid;
          if (cancelled()) fail(make_error("cancelled"));
        },
        [&] { report({SolveProgress::Stage::kCounting, counted.load(), n_, 0}); });
  }

  // The census of a game that only lists its steps.
  CountedGame::Census census_by_listing(std::uint64_t i, std::vector<std::uint64_t>& next) const {
    CountedGame::Census c;
    if (!game_.valid(i)) return c;
    c.valid = true;
    if ((c.finished = game_.finished(i))) return c;
    game_.successors(i, next);
    unique_sorted(next);
    // Past the limit the count is only reported, so it need not fit.
    c.steps = static_cast<int>(std::min<std::size_t>(next.size(), kMaxSteps + 1));
    return c;
  }

  // Puts `value` on open position u, if it is still open.
  void settle(std::uint64_t u, Outcome value) {
    auto s = state(u);
    std::uint8_t c = s.load(std::memory_order_relaxed);
    while (open(c))
      if (s.compare_exchange_weak(c, kSettled, std::memory_order_acq_rel)) return mark(u, value);
  }
  // One successor of u was settled against its mover: u loses (`value`)
  // when that was the last open one.
  void lose_one(std::uint64_t u, Outcome value) {
    auto s = state(u);
    std::uint8_t c = s.load(std::memory_order_relaxed);
    while (open(c)) {
      const std::uint8_t to = c == 1 ? kSettled : static_cast<std::uint8_t>(c - 1);
      if (s.compare_exchange_weak(c, to, std::memory_order_acq_rel)) {
        if (to == kSettled) mark(u, value);
        return;
      }
    }
  }
  void mark(std::uint64_t u, Outcome value) {
    values_[u] = encode(value);
    if (value.turns != turns_) return next_.set(u);
    cur_.set(u);
    added_now_.store(true, std::memory_order_relaxed);
  }

  // Hands the value of v to its predecessors.
  void expand(std::uint64_t v, std::vector<std::uint64_t>& before) {
    const Outcome here = decode(values_[v]);
    const bool inside = game_.inside_turn(v);
    game_.predecessors(v, before);
    unique_sorted(before);
    for (std::uint64_t u : before) {
      if (u >= n_ || !open(state(u).load(std::memory_order_relaxed))) continue;
      if (inside) {  // the same side moved into v: v's value is u's
        if (here.kind == Kind::kWin)
          settle(u, here);
        else
          lose_one(u, here);
        continue;
      }
      if (turns_ + 1 > kMaxTurns) return fail(too_long(u));
      if (here.kind == Kind::kLoss)
        settle(u, {Kind::kWin, turns_ + 1});
      else
        lose_one(u, {Kind::kLoss, turns_ + 1});
    }
  }

  // The positions settled with `turns_`: first those inside a turn (their
  // predecessors take the same number of turns, and may be settled now
  // too), then those at the start of a turn (theirs take one turn more).
  Result<void> level() {
    std::atomic<std::uint64_t> expanded_here{0};
    auto progress = [&] {
      report({SolveProgress::Stage::kSolving, expanded_.load() + expanded_here.load(), solving_total(), turns_,
              game_.expected_settled()});
    };
    // Another pass only when this one put positions of the same length on
    // the list (one set behind a thread's scan waits for it).
    for (bool again = true; again;) {
      added_now_.store(false);
      parallel_words(threads_, cur_, stop_, [&](std::uint64_t v, std::vector<std::uint64_t>& before) {
        if (!game_.inside_turn(v)) return ready_.set(v);
        expand(v, before);
        expanded_here.fetch_add(1, std::memory_order_relaxed);
      }, progress, [&] { return cancelled(); });
      again = added_now_.load();
      if (cancelled()) fail(make_error("cancelled"));
      if (error_) return *error_;
    }
    parallel_words(threads_, ready_, stop_, [&](std::uint64_t v, std::vector<std::uint64_t>& before) {
      expand(v, before);
      expanded_here.fetch_add(1, std::memory_order_relaxed);
    }, progress, [&] { return cancelled(); });
    if (cancelled()) fail(make_error("cancelled"));
    if (error_) return *error_;
    expanded_ += expanded_here.load();
    return {};
  }

  void save(bool always) {
    if (options_.checkpoint.empty()) return;
    const auto now = std::chrono::steady_clock::now();
    if (!always && now - last_save_ < options_.checkpoint_every) return;
    CheckpointView view{options_.checkpoint_tag, n_, &turns_, &expanded_, &valid_, &counted_, &values_, &state_, &cur_};
    write_checkpoint(options_.checkpoint, view);  // best effort: a failed save costs only time
    last_save_ = now;
  }

  const IndexedGame& game_;
  const SolveOptions& options_;
  const std::uint64_t n_;
  const int threads_;
  std::vector<std::uint8_t> state_, values_;
  Bitmap cur_, ready_, next_;
  int turns_ = 0;
  std::uint64_t valid_ = 0;
  std::uint64_t counted_ = 0;
  std::atomic<std::uint64_t> expanded_{0};
  std::atomic<bool> stop_{false};
  std::atomic<bool> added_now_{false};  // mark() put a position on cur_ during this pass
  std::mutex error_mutex_;
  std::optional<Error> error_;
  std::chrono::steady_clock::time_point last_save_ = std::chrono::steady_clock::now();
};

// Forwards: each sweep settles the positions whose successors' values
// (settled before the sweep) decide them; a sweep that settles nothing ends.
Result<std::vector<std::uint8_t>> sweeps(const IndexedGame& game, const SolveOptions& options) {
  const std::uint64_t n = game.size();
  std::vector<std::uint8_t> values(n, 0);
  std::vector<bool> settled(n, false);
  std::uint64_t open = 0;
  for (std::uint64_t i = 0; i < n; ++i) {
    if (!game.valid(i)) continue;
    if (game.inside_turn(i))
      return make_error("position " + std::to_string(i) + " lies inside a turn: sweeps need predecessors then");
    if (auto end = game.finished(i)) {
      if (end->turns != 0) return not_at_rest(i);
      settled[i] = true;
      values[i] = encode(*end);
      continue;
    }
    ++open;
  }
  const int threads = std::max(1, options.threads);
  const auto cancelled = [&] { return options.cancel && options.cancel->load(std::memory_order_relaxed); };
  std::uint64_t solved = 0;
  int turns = 0;
  for (bool changed = true; changed; ++turns) {
    changed = false;
    std::vector<std::vector<std::pair<std::uint64_t, Outcome>>> found(static_cast<std::size_t>(threads));
    std::vector<std::optional<Error>> errors(static_cast<std::size_t>(threads));
    std::atomic<std::uint64_t> found_now{0};
    std::atomic<int> next_thread{0};
    // Each thread takes every threads-th position; the calling thread
    // reports progress about twice a second, and a cancel is heard within
    // a few thousand positions.
    auto work = [&] {
      const int t = next_thread.fetch_add(1);
      std::vector<std::uint64_t> next;
      std::vector<Outcome> children;
      auto& out = found[static_cast<std::size_t>(t)];
      std::uint64_t seen = 0;
      for (std::uint64_t i = static_cast<std::uint64_t>(t); i < n; i += static_cast<std::uint64_t>(threads)) {
        if ((++seen & 4095) == 0 && cancelled()) return;
        if (settled[i] || !game.valid(i)) continue;
        game.successors(i, next);
        if (next.empty()) {
          errors[static_cast<std::size_t>(t)] = no_turn(i);
          return;
        }
        children.clear();
        bool all_settled = true;
        for (std::uint64_t c : next) {
          all_settled = all_settled && settled[c];
          children.push_back(settled[c] ? decode(values[c]) : Outcome{});
        }
        const Outcome best = best_of_children(children);
        if (best.kind == Kind::kWin || (best.kind == Kind::kLoss && all_settled)) {
          out.emplace_back(i, best);
          found_now.fetch_add(1, std::memory_order_relaxed);
        }
      }
    };
    run_threads(threads, work, [&] {
      if (options.progress) options.progress({SolveProgress::Stage::kSolving, solved + found_now.load(), open, turns});
    });
    if (cancelled()) return make_error("cancelled");
    for (const auto& e : errors)
      if (e) return *e;
    for (const auto& list : found)
      for (const auto& [i, value] : list) {
        if (value.turns > kMaxTurns) return too_long(i);
        values[i] = encode(value);
        settled[i] = true;
        changed = true;
        ++solved;
      }
  }
  return values;
}

}  // namespace

bool better(Outcome a, Outcome b) {
  auto rank = [](Outcome o) {  // larger is better
    switch (o.kind) {
      case Kind::kWin: return 1000 - o.turns;
      case Kind::kLoss: return -1000 + o.turns;
      case Kind::kDraw: break;
    }
    return 0;
  };
  return rank(a) > rank(b);
}

Outcome seen_by_mover(Outcome child, bool inside_turn) {
  if (inside_turn) return child;
  switch (child.kind) {
    case Kind::kWin: return {Kind::kLoss, child.turns + 1};
    case Kind::kLoss: return {Kind::kWin, child.turns + 1};
    case Kind::kDraw: break;
  }
  return {};
}

Outcome best_of_children(const std::vector<Outcome>& children, const std::vector<bool>& inside) {
  if (children.empty()) return {};
  Outcome best{Kind::kLoss, 0};
  bool first = true;
  for (std::size_t i = 0; i < children.size(); ++i) {
    const Outcome mine = seen_by_mover(children[i], i < inside.size() && inside[i]);
    if (first || better(mine, best)) best = mine;
    first = false;
  }
  return best;
}

Result<std::vector<std::uint8_t>> solve(const IndexedGame& game, const SolveOptions& options) {
  if (game.has_predecessors() && !options.sweep) return Retrograde(game, options).run();
  return sweeps(game, options);
}

}  // namespace djed::solve
