#include "djed/ai/alpha_beta_player.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>
#include <random>
#include <utility>

#include "djed/ai/transposition_table.hpp"
#include "djed/ai/win_scale.hpp"

namespace djed::ai {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

class Search {
 public:
  Search(TranspositionTable& table, const GameContext& context, SearchLimits& limits, int root_side,
         const AlphaBetaConfig& config, WinScale scale)
      : table_(table), context_(context), limits_(limits), root_side_(root_side), config_(config), scale_(scale) {}

  // The value for the side to move of `s` (a decision or chance node);
  // `after_throw` when the dice were thrown just before it.
  double node(State& s, int depth, double alpha, double beta, int ply, bool after_throw = false);
  // The value, for the side `me` that plays it, of turn `t` from `s`.
  double after_turn(State& s, const Turn& t, int me, int depth, double alpha, double beta, int ply);
  // after_turn(), the first turn of a node with the full window and the
  // others first with a zero window on alpha (principal variation search).
  double principal_variation_search(State& s, const Turn& t, int me, int depth, double alpha, double beta, int ply,
                                    bool first);
  // Turn indices in search order: the table's move first, then by hint.
  std::vector<int> order(const State& s, const std::vector<Turn>& turns, int first) const;

 private:
  double chance(State& s, int depth, double alpha, double beta, int ply);
  // The `width` turns of `order` that score best one turn deep, best first.
  std::vector<int> most_promising(State& s, const std::vector<Turn>& turns, const std::vector<int>& order, int width,
                                  int ply);
  // `ply`: turns from the root, to tell the game how far the turn cap is.
  double evaluate(const State& s, int ply) const {
    const int turns_left = context_.max_turns > 0 ? std::max(0, context_.max_turns - context_.turns_played - ply) : -1;
    return scale_.leaf(s.evaluate(EvalRequest{config_.insight, root_side_, config_.learned, turns_left}));
  }

  TranspositionTable& table_;
  const GameContext& context_;
  SearchLimits& limits_;
  int root_side_;
  const AlphaBetaConfig& config_;
  const WinScale scale_;
  std::vector<std::uint64_t> path_;  // repetition keys since the root
};

std::vector<int> Search::order(const State& s, const std::vector<Turn>& turns, int first) const {
  std::vector<int> idx(turns.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::vector<int> hint(turns.size());
  for (std::size_t i = 0; i < turns.size(); ++i) hint[i] = s.order_hint(turns[i]);
  std::stable_sort(idx.begin(), idx.end(), [&](int a, int b) {
    if ((a == first) != (b == first)) return a == first;
    return hint[static_cast<std::size_t>(a)] > hint[static_cast<std::size_t>(b)];
  });
  return idx;
}

double Search::after_turn(State& s, const Turn& t, int me, int depth, double alpha, double beta, int ply) {
  for (Action a : t) s.apply_action(a);
  double v;
  if (s.is_terminal()) {
    v = scale_.decided(s.returns(me), ply + 1);
  } else if (context_.is_draw(s.repetition_key(), ply + 1) ||
             (context_.draw_by_repetition &&
              std::find(path_.begin(), path_.end(), s.repetition_key()) != path_.end())) {
    v = me == root_side_ ? -config_.contempt : config_.contempt;
  } else {
    path_.push_back(s.repetition_key());
    if (s.side_to_move() == me)
      v = node(s, depth - 1, alpha, beta, ply + 1);
    else
      v = -node(s, depth - 1, -beta, -alpha, ply + 1);
    path_.pop_back();
  }
  for (std::size_t i = 0; i < t.size(); ++i) s.undo_action();
  return v;
}

double Search::principal_variation_search(State& s, const Turn& t, int me, int depth, double alpha, double beta,
                                          int ply, bool first) {
  if (first || alpha == -kInfinity || !config_.zero_windows) return after_turn(s, t, me, depth, alpha, beta, ply);
  // Is the turn better than the best so far at all? Most turns are not, and
  // a window of zero width refutes them quickly; the few that are searched
  // again with the full window.
  const double v = after_turn(s, t, me, depth, alpha, std::nextafter(alpha, kInfinity), ply);
  if (v <= alpha || v >= beta || limits_.stopped()) return v;
  return after_turn(s, t, me, depth, alpha, beta, ply);
}

double Search::chance(State& s, int depth, double alpha, double beta, int ply) {
  if (depth <= 0) return evaluate(s, ply);
  // Star1: after each outcome the expectation is bounded by assuming the
  // worst (kLow) or best (kHigh) value for the outcomes not yet searched.
  const double kLow = -scale_.win, kHigh = scale_.win;
  const int me = s.side_to_move();
  double sum = 0.0, remaining = 1.0;
  for (const ChanceOutcome& o : s.chance_outcomes()) {
    remaining -= o.probability;
    if (remaining < 1e-12) remaining = 0.0;
    const double child_alpha = std::max(kLow, (alpha - sum - remaining * kHigh) / o.probability);
    const double child_beta = std::min(kHigh, (beta - sum - remaining * kLow) / o.probability);
    s.apply_action(o.action);
    const double v =
        s.is_terminal() ? scale_.decided(s.returns(me), ply) : node(s, depth, child_alpha, child_beta, ply, true);
    s.undo_action();
    if (limits_.stopped()) return 0.0;
    sum += o.probability * v;
    if (v <= child_alpha) return sum + remaining * kHigh;  // cannot reach alpha
    if (v >= child_beta) return sum + remaining * kLow;    // reaches beta anyway
  }
  return sum;
}

std::vector<int> Search::most_promising(State& s, const std::vector<Turn>& turns, const std::vector<int>& order,
                                        int width, int ply) {
  const int me = s.side_to_move();
  std::vector<std::pair<double, int>> scored;
  scored.reserve(order.size());
  for (int i : order)
    scored.emplace_back(after_turn(s, turns[static_cast<std::size_t>(i)], me, 1, -kInfinity, kInfinity, ply), i);
  // Best first; equal scores in the order of the legal turns, so that which
  // turns are kept does not depend on the table.
  std::sort(scored.begin(), scored.end(), [](const auto& a, const auto& b) {
    return a.first != b.first ? a.first > b.first : a.second < b.second;
  });
  std::vector<int> kept;
  for (std::size_t k = 0; k < scored.size() && k < static_cast<std::size_t>(width); ++k)
    kept.push_back(scored[k].second);
  return kept;
}

double Search::node(State& s, int depth, double alpha, double beta, int ply, bool after_throw) {
  if (limits_.tick()) return 0.0;
  if (s.is_chance_node()) return chance(s, depth, alpha, beta, ply);
  if (depth <= 0 || ply >= kMaxSearchPly) return evaluate(s, ply);

  const double alpha_in = alpha;
  const std::uint64_t key = s.hash();
  int first = -1;
  if (const TableEntry* e = table_.probe(key)) {
    first = e->best;
    if (e->depth >= depth) {
      const double score = e->score;
      if (e->bound == Bound::kExact) return score;
      if (e->bound == Bound::kLower && score >= beta) return score;
      if (e->bound == Bound::kUpper && score <= alpha) return score;
    }
  }
  const std::vector<Turn> turns = s.legal_turns();
  if (turns.empty()) return evaluate(s, ply);
  if (first >= static_cast<int>(turns.size())) first = -1;

  const int me = s.side_to_move();
  std::vector<int> searched = order(s, turns, first);
  const int width = config_.width_after_throw;
  if (after_throw && width > 0 && depth >= 2 && static_cast<int>(turns.size()) > width) {
    searched = most_promising(s, turns, searched, width, ply);
    if (limits_.stopped()) return 0.0;
  }
  double best = -kInfinity;
  int best_index = 0;
  for (int i : searched) {
    // Right after a throw (Pharao) every turn gets the full window: there the
    // zero windows, narrowed further by Star1's bounds, cost more re-searches
    // than they save (bench/search_bench.cpp).
    const double v = principal_variation_search(s, turns[static_cast<std::size_t>(i)], me, depth, alpha, beta, ply,
                                                best == -kInfinity || after_throw);
    if (limits_.stopped()) return 0.0;
    if (v > best) {
      best = v;
      best_index = i;
    }
    alpha = std::max(alpha, v);
    if (alpha >= beta) break;
  }
  const Bound bound = best <= alpha_in ? Bound::kUpper : best >= beta ? Bound::kLower : Bound::kExact;
  table_.store(key, depth, best, bound, best_index);
  return best;
}

// The principal variation from the table, as far as it reaches.
std::vector<Turn> principal_variation(State& s, const TranspositionTable& table, const Turn& first, int max_turns) {
  std::vector<Turn> pv{first};
  std::size_t applied = 0;
  for (Action a : first) s.apply_action(a), ++applied;
  while (static_cast<int>(pv.size()) < max_turns && !s.is_terminal() && !s.is_chance_node()) {
    const TableEntry* e = table.probe(s.hash());
    if (!e) break;
    const std::vector<Turn> turns = s.legal_turns();
    if (e->best >= turns.size()) break;
    pv.push_back(turns[e->best]);
    for (Action a : turns[e->best]) s.apply_action(a), ++applied;
  }
  for (std::size_t i = 0; i < applied; ++i) s.undo_action();
  return pv;
}

}  // namespace

AlphaBetaPlayer::AlphaBetaPlayer(const AlphaBetaConfig& config, std::string name)
    : config_(config), name_(std::move(name)), table_(std::make_unique<TranspositionTable>(config.table_log2)) {}

AlphaBetaPlayer::~AlphaBetaPlayer() = default;

Decision AlphaBetaPlayer::choose_turn(const State& state, const GameContext& context, const std::atomic<bool>* stop) {
  SearchLimits limits(config_.budget, stop);
  StatePtr s = state.clone();
  const std::vector<Turn> turns = s->legal_turns();
  Decision d;
  if (turns.empty()) return d;
  table_->clear();  // the same position and budget always give the same turn

  // Root noise, fixed for this position and seed.
  std::vector<double> noise(turns.size(), 0.0);
  if (config_.noise > 0) {
    std::mt19937_64 rng(config_.seed ^ (s->hash() * 0x9E3779B97F4A7C15ULL));
    for (double& n : noise)
      n = static_cast<double>(static_cast<int>(rng() % (2 * config_.noise + 1)) - config_.noise);
  }

  const int me = s->side_to_move();
  const WinScale scale(s->win_value());
  Search search(*table_, context, limits, me, config_, scale);
  std::vector<int> root = search.order(*s, turns, -1);
  // In games with dice the root narrows too, from the third turn of depth on,
  // to the turns that scored best one depth less.
  const bool dice = [&] {
    for (Action a : turns.front()) s->apply_action(a);
    const bool chance_next = s->is_chance_node();
    for (std::size_t k = 0; k < turns.front().size(); ++k) s->undo_action();
    return chance_next;
  }();
  const std::size_t root_width =
      dice && config_.root_width_with_dice > 0 ? static_cast<std::size_t>(config_.root_width_with_dice) : turns.size();
  std::vector<double> root_score(turns.size(), -kInfinity);
  int best = root.front();
  double best_score = 0.0;
  const int max_depth = config_.budget.depth > 0 ? config_.budget.depth : kMaxSearchPly;
  for (int depth = 1; depth <= max_depth && turns.size() > 1; ++depth) {
    double alpha = -kInfinity;
    int depth_best = -1;
    double depth_score = -kInfinity;
    const std::size_t searched = depth >= 3 ? std::min(root_width, root.size()) : root.size();
    for (std::size_t k = 0; k < searched; ++k) {
      const int i = root[k];
      const double n = scale.is_decided(alpha) ? 0.0 : noise[static_cast<std::size_t>(i)];
      const double v = search.principal_variation_search(*s, turns[static_cast<std::size_t>(i)], me, depth, alpha - n,
                                                         kInfinity, 0, k == 0 || dice);
      if (limits.stopped()) break;
      const double scored = scale.is_decided(v) ? v : v + n;
      root_score[static_cast<std::size_t>(i)] = scored;  // exact for the best, a bound for the others
      if (scored > depth_score) {
        depth_score = scored;
        depth_best = i;
        alpha = std::max(alpha, scored);
      }
    }
    // A partly searched depth still counts when its best turn was searched
    // in full: the previous best is searched first, so it is at least as good.
    if (depth_best >= 0) {
      best = depth_best;
      best_score = depth_score;
    }
    if (limits.stopped()) break;
    d.depth = depth;
    if (root_width < turns.size())
      std::stable_sort(root.begin(), root.begin() + static_cast<std::ptrdiff_t>(searched), [&](int a, int b) {
        return root_score[static_cast<std::size_t>(a)] > root_score[static_cast<std::size_t>(b)];
      });
    std::stable_partition(root.begin(), root.end(), [&](int i) { return i == best; });
    if (scale.is_decided(best_score)) break;
    if (config_.budget.time_ms && limits.time_used() > 0.45) break;  // the next depth would not finish
  }
  d.turn = turns[static_cast<std::size_t>(best)];
  d.score = best_score;
  d.nodes = limits.nodes();
  d.principal_variation = principal_variation(*s, *table_, d.turn, std::max(d.depth, 1));
  d.milliseconds = limits.elapsed_ms();
  return d;
}

}  // namespace djed::ai
