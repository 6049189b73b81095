// Generic turn-level services built on the action-level interface. Plugins
// override them with faster versions; these stay the reference behaviour.
#include "djed/state.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

#include "djed/game.hpp"
#include "djed/text.hpp"

namespace djed {

void check_failed(const char* condition, const char* what, const char* file, int line) noexcept {
  std::fprintf(stderr, "%s:%d: check failed: %s (%s)\n", file, line, what, condition);
  std::abort();
}

bool State::is_legal(Action action) const {
  const std::vector<Action> legal = legal_actions();
  return std::find(legal.begin(), legal.end(), action) != legal.end();
}

Result<Action> State::action_from_string(std::string_view text) const {
  for (Action a : legal_actions())
    if (action_to_string(a) == text) return a;
  return make_error("'" + printable(text) + "' is not a legal action here");
}

StatePtr State::clone() const {
  StatePtr copy(clone_impl());
  copy->anchor_ = anchor_;
  return copy;
}

double State::returns(int side) const {
  if (!is_terminal()) return 0.0;
  const int winner = result().winner;
  if (winner < 0) return 0.0;
  return winner == side ? 1.0 : -1.0;
}

namespace {

void collect_turns(State& s, int mover, Turn& prefix, std::vector<Turn>& out) {
  for (Action a : s.legal_actions()) {
    s.apply_action(a);
    prefix.push_back(a);
    if (s.current_player() != mover)
      out.push_back(prefix);
    else
      collect_turns(s, mover, prefix, out);
    prefix.pop_back();
    s.undo_action();
  }
}

// The turns of the walk over the actions, each in its canonical order: what
// State::legal_turns() gives when a game does not override it.
std::vector<Turn> walk_turns(const State& s) {
  std::vector<Turn> turns = every_turn_order(s);
  std::erase_if(turns, [&](const Turn& t) { return s.canonical_turn(t) != t; });
  return turns;
}

// `by_walk`: the turns of the walk at every node, whatever the game overrides.
std::uint64_t perft_from(State& s, int depth, bool by_walk) {
  if (depth == 0) return 1;
  if (s.is_terminal()) return 0;
  std::uint64_t total = 0;
  if (s.is_chance_node()) {
    for (const ChanceOutcome& o : s.chance_outcomes()) {
      s.apply_action(o.action);
      total += o.weight * perft_from(s, depth, by_walk);
      s.undo_action();
    }
    return total;
  }
  const std::vector<Turn> turns = by_walk ? walk_turns(s) : s.legal_turns();
  if (depth == 1) return turns.size();
  for (const Turn& t : turns) {
    for (Action a : t) s.apply_action(a);
    total += perft_from(s, depth - 1, by_walk);
    for (std::size_t i = 0; i < t.size(); ++i) s.undo_action();
  }
  return total;
}

}  // namespace

std::vector<Turn> every_turn_order(const State& state) {
  std::vector<Turn> turns;
  const int mover = state.current_player();
  if (mover < 0) return turns;
  StatePtr work = state.clone();
  Turn prefix;
  collect_turns(*work, mover, prefix, turns);
  return turns;
}

std::vector<Turn> State::legal_turns() const { return walk_turns(*this); }

std::uint64_t walk_perft(const State& state, int depth) {
  if (depth <= 0) return 1;
  StatePtr work = state.clone();
  return perft_from(*work, depth, true);
}

std::string State::turn_to_string(const Turn& turn) const {
  std::string text;
  StatePtr work = clone();
  for (Action a : turn) {
    if (!text.empty()) text += ' ';
    text += work->action_to_string(a);
    work->apply_action(a);
  }
  return text;
}

Result<Turn> State::turn_from_string(std::string_view text) const {
  const std::vector<std::string_view> tokens = split_words(text);
  if (tokens.empty()) return make_error("empty turn");
  if (is_terminal()) return make_error("turn '" + printable(text) + "': the game is over");
  if (is_chance_node())
    return make_error("turn '" + printable(text) + "': the dice have not been thrown yet");
  const int mover = current_player();
  StatePtr work = clone();
  Turn turn;
  for (std::string_view token : tokens) {
    if (work->current_player() != mover)
      return make_error("turn '" + printable(text) + "': the turn is already complete before '" +
                        printable(token) + "'");
    Result<Action> action = work->action_from_string(token);
    if (!action)
      return make_error("turn '" + printable(text) + "': " + action.message());
    work->apply_action(action.value());
    turn.push_back(action.value());
  }
  if (work->current_player() == mover) {
    const Message prompt = work->prompt();
    const std::string need = game() ? game()->info().text(prompt) : std::string();
    return make_error("turn '" + printable(text) + "' is incomplete" +
                      (need.empty() ? std::string() : ": " + need));
  }
  return canonical_turn(turn);
}

void State::apply_turn(const Turn& turn) {
  for (Action a : turn) apply_action(a);
}

std::uint64_t State::perft(int depth) const {
  if (depth <= 0) return 1;
  StatePtr work = clone();
  return perft_from(*work, depth, false);
}

}  // namespace djed
