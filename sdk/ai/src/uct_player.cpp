#include "djed/ai/uct_player.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <random>

#include "djed/chance.hpp"

namespace djed::ai {

namespace {

struct Node {
  Action action = 0;        // the action that leads here
  int mover = 0;            // who chose it (kChancePlayer for an outcome)
  std::vector<int> children;
  std::vector<Action> untried;
  bool initialised = false;  // `untried` filled
  std::uint32_t visits = 0;
  double reward = 0.0;  // summed results in [0, 1] for `mover`
};

class Tree {
 public:
  Tree(const UctConfig& config, const GameContext& context, SearchLimits& limits)
      : config_(config), context_(context), limits_(limits), rng_(config.seed), dice_(config.seed ^ 0xD1CEULL) {
    nodes_.push_back(Node{});
  }

  void iterate(State& s);
  const std::vector<Node>& nodes() const { return nodes_; }
  std::mt19937_64& rng() { return rng_; }

 private:
  int child_with(int parent, Action action) const {
    for (int c : nodes_[static_cast<std::size_t>(parent)].children)
      if (nodes_[static_cast<std::size_t>(c)].action == action) return c;
    return -1;
  }
  int add_child(int parent, Action action, int mover) {
    Node n;
    n.action = action;
    n.mover = mover;
    nodes_.push_back(std::move(n));
    const int id = static_cast<int>(nodes_.size()) - 1;
    nodes_[static_cast<std::size_t>(parent)].children.push_back(id);
    return id;
  }
  int select(int parent) const;
  // Plays random actions to the end; returns each side's result in [0, 1].
  // Stops early (the result is then not used) when the search is interrupted.
  std::array<double, 2> playout(State& s, int& applied);

  const UctConfig& config_;
  const GameContext& context_;
  SearchLimits& limits_;
  std::vector<Node> nodes_;
  std::mt19937_64 rng_;
  ChanceSampler dice_;
};

int Tree::select(int parent) const {
  const Node& p = nodes_[static_cast<std::size_t>(parent)];
  const double log_n = std::log(static_cast<double>(std::max<std::uint32_t>(p.visits, 1)));
  int best = p.children.front();
  double best_value = -1.0;
  for (int c : p.children) {
    const Node& n = nodes_[static_cast<std::size_t>(c)];
    const double value = n.reward / n.visits + config_.exploration * std::sqrt(log_n / n.visits);
    if (value > best_value) {
      best_value = value;
      best = c;
    }
  }
  return best;
}

std::array<double, 2> Tree::playout(State& s, int& applied) {
  int turns = 0;
  int last_side = s.side_to_move();
  while (!s.is_terminal()) {
    if ((applied & 15) == 0 && limits_.interrupted()) return {0.5, 0.5};
    if (s.side_to_move() != last_side) {
      last_side = s.side_to_move();
      if (++turns >= config_.max_playout_turns ||
          (context_.max_turns > 0 && context_.turns_played + turns >= context_.max_turns))
        return {0.5, 0.5};
    }
    Action a;
    if (s.is_chance_node()) {
      a = dice_.sample(s);
    } else {
      const std::vector<Action> actions = s.legal_actions();
      a = actions[rng_() % actions.size()];
    }
    s.apply_action(a);
    ++applied;
  }
  return {(s.returns(0) + 1.0) / 2.0, (s.returns(1) + 1.0) / 2.0};
}

void Tree::iterate(State& s) {
  std::vector<int> path{0};
  int applied = 0;
  int current = 0;
  while (!s.is_terminal()) {
    if (s.is_chance_node()) {
      const Action a = dice_.sample(s);
      int c = child_with(current, a);
      if (c < 0) c = add_child(current, a, kChancePlayer);
      s.apply_action(a);
      ++applied;
      path.push_back(current = c);
      continue;
    }
    Node& n = nodes_[static_cast<std::size_t>(current)];
    if (!n.initialised) {
      n.untried = s.legal_actions();
      std::shuffle(n.untried.begin(), n.untried.end(), rng_);
      n.initialised = true;
    }
    const int mover = s.current_player();
    if (!n.untried.empty()) {  // expand one action, then play out
      const Action a = n.untried.back();
      n.untried.pop_back();
      const int c = add_child(current, a, mover);
      s.apply_action(a);
      ++applied;
      path.push_back(c);
      break;
    }
    const int c = select(current);
    s.apply_action(nodes_[static_cast<std::size_t>(c)].action);
    ++applied;
    path.push_back(current = c);
  }
  const std::array<double, 2> result = playout(s, applied);
  for (int id : path) {
    if (limits_.stopped()) break;
    Node& n = nodes_[static_cast<std::size_t>(id)];
    ++n.visits;
    if (n.mover >= 0) n.reward += result[static_cast<std::size_t>(n.mover)];
  }
  for (int i = 0; i < applied; ++i) s.undo_action();
}

}  // namespace

Decision UctPlayer::choose_turn(const State& state, const GameContext& context, const std::atomic<bool>* stop) {
  SearchLimits limits(config_.budget, stop);
  StatePtr s = state.clone();
  Decision d;
  const int me = s->current_player();
  if (me < 0) return d;
  Tree tree(config_, context, limits);
  const std::vector<Action> first = s->legal_actions();
  if (first.size() > 1 || s->legal_turns().size() > 1)
    while (!limits.tick()) tree.iterate(*s);

  // The turn: the most visited action at each step while `me` is to move.
  int current = 0;
  while (s->current_player() == me) {
    const auto& nodes = tree.nodes();
    int best = -1;
    for (int c : nodes[static_cast<std::size_t>(current)].children)
      if (best < 0 || nodes[static_cast<std::size_t>(c)].visits > nodes[static_cast<std::size_t>(best)].visits)
        best = c;
    Action a;
    if (best >= 0) {
      a = nodes[static_cast<std::size_t>(best)].action;
      if (current == 0 && nodes[static_cast<std::size_t>(best)].visits > 0)
        d.score = 2.0 * nodes[static_cast<std::size_t>(best)].reward / nodes[static_cast<std::size_t>(best)].visits - 1.0;
      current = best;
    } else {  // below the tree: any legal action
      const std::vector<Action> actions = s->legal_actions();
      a = actions[tree.rng()() % actions.size()];
      current = 0;
      // Leaving the tree: later steps are chosen at random too.
      d.turn.push_back(a);
      s->apply_action(a);
      while (s->current_player() == me) {
        const std::vector<Action> more = s->legal_actions();
        const Action b = more[tree.rng()() % more.size()];
        d.turn.push_back(b);
        s->apply_action(b);
      }
      break;
    }
    d.turn.push_back(a);
    s->apply_action(a);
  }
  d.principal_variation = {d.turn};
  d.nodes = limits.nodes();
  d.milliseconds = limits.elapsed_ms();
  return d;
}

}  // namespace djed::ai
