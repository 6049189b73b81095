#include "djed/ai/puzzle_maker.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>
#include <random>
#include <set>
#include <unordered_map>

#include "djed/chance.hpp"
#include "djed/game.hpp"
#include "djed/solved_game.hpp"
#include "djed/state.hpp"
#include "djed/text.hpp"

namespace djed::ai {

std::string_view puzzle_method_name(PuzzleMethod method) {
  switch (method) {
    case PuzzleMethod::kExact: return "exact";
    case PuzzleMethod::kSearch: return "search";
    case PuzzleMethod::kLearned: return "learned";
  }
  return "search";
}

int puzzle_difficulty(PuzzleGoal goal, int moves, int tempting) {
  const int t = std::clamp(tempting, 0, kTemptingCap);
  return goal == PuzzleGoal::kBestTurn ? t : 10 * (std::max(moves, 1) - 1) + t;
}

namespace {

using solve::Outcome;

// Takes back a whole turn.
void undo_turn(State& s, const Turn& turn) {
  for (std::size_t i = 0; i < turn.size(); ++i) s.undo_action();
}

std::string quoted_turns(const State& s, const std::vector<Turn>& turns, const std::vector<std::size_t>& which) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < which.size() && i < 4; ++i)
    names.push_back("'" + s.turn_to_string(turns[which[i]]) + "'");
  if (which.size() > 4) names.push_back("...");
  return join(names, ", ");
}

std::string plural_turns(int n) { return std::to_string(n) + (n == 1 ? " own turn" : " own turns"); }

// A state of the puzzle's position where a side has to choose a turn.
Result<StatePtr> puzzle_state(const Game& game, const Puzzle& puzzle) {
  auto variant = game.info().resolve_variant(puzzle.variant);
  if (!variant) return make_error(variant.message());
  auto state = game.parse_position(variant.value(), puzzle.position);
  if (!state) return make_error("position '" + puzzle.position + "': " + state.message());
  StatePtr s = std::move(state).value();
  if (s->is_terminal()) return make_error("position '" + puzzle.position + "': the game is over");
  if (s->is_chance_node()) return make_error("position '" + puzzle.position + "': the dice have not been thrown");
  return s;
}

// ---- the tempting turns ---------------------------------------------------

// The position after `turn` with the game's plainest judgement of it for
// the side that plays it (the hand-written evaluation at the beginner's
// insight; a finished game beyond every evaluation).
std::pair<long, std::string> plain_score(const State& s, const Turn& turn, int me) {
  StatePtr child = s.clone();
  child->apply_turn(turn);
  if (child->is_terminal()) {
    const int winner = child->result().winner;
    return {winner == me ? 4L * kEvaluationLimit : winner < 0 ? 0 : -4L * kEvaluationLimit, child->to_string()};
  }
  EvalRequest request;
  request.insight = Insight::kMaterial;
  request.learned = false;
  const long e = child->evaluate(request);
  return {child->side_to_move() == me ? e : -e, child->to_string()};
}

// The turns leading elsewhere that the plainest judgement ranks at least as
// high as the answer.
int count_tempting(const State& s, const Turn& answer) {
  const int me = s.side_to_move();
  const auto [answer_score, answer_result] = plain_score(s, answer, me);
  int tempting = 0;
  for (const Turn& t : s.legal_turns()) {
    if (t == answer) continue;
    const auto [score, result] = plain_score(s, t, me);
    if (score >= answer_score && result != answer_result) ++tempting;
  }
  return tempting;
}

// ---- wins in N own turns ----------------------------------------------------

// What the exact and search methods ask about forced wins. Own turns are
// counted with the one under way: a turn that ends the game won is a win
// in 1, and so is one after which every reply ends it won.
class WinJudge {
 public:
  virtual ~WinJudge() = default;
  // The fewest own turns in which the side to move of `s` wins, up to `cap`.
  virtual std::optional<int> fewest(State& s, int cap) = 0;
  // Whether `turn`, legal at `s`, wins within `k` own turns, it included.
  virtual bool wins_with(State& s, const Turn& turn, int k) = 0;
  // After `reply` by the defence (legal at `s`): the own turns `winner`
  // still needs (0: the reply ended the game won for it); nothing when it
  // does not win within `cap`.
  virtual std::optional<int> after_reply(State& s, const Turn& reply, int winner, int cap) = 0;
};

class ExactJudge final : public WinJudge {
 public:
  explicit ExactJudge(const solve::SolvedGame& solved) : solved_(solved) {}

  std::optional<int> fewest(State& s, int cap) override {
    const auto v = solved_.value(s);
    if (!v || v->kind != Outcome::Kind::kWin) return std::nullopt;
    const int n = (v->turns + 1) / 2;
    return n <= cap ? std::optional<int>(n) : std::nullopt;
  }
  bool wins_with(State& s, const Turn& turn, int k) override {
    const auto v = solved_.value_after(s, turn);
    return v && v->kind == Outcome::Kind::kWin && (v->turns + 1) / 2 <= k;
  }
  std::optional<int> after_reply(State& s, const Turn& reply, int winner, int cap) override {
    (void)winner;
    const auto v = solved_.value_after(s, reply);  // for the defence
    if (!v || v->kind != Outcome::Kind::kLoss) return std::nullopt;
    const int n = v->turns / 2;
    return n <= cap ? std::optional<int>(n) : std::nullopt;
  }

 private:
  const solve::SolvedGame& solved_;
};

// The exhaustive search: AND-OR over turns, results kept by position.
class SearchJudge final : public WinJudge {
 public:
  std::optional<int> fewest(State& s, int cap) override {
    for (int n = 1; n <= cap; ++n)
      if (wins_within(s, n)) return n;
    return std::nullopt;
  }
  bool wins_with(State& s, const Turn& turn, int k) override {
    const int me = s.side_to_move();
    s.apply_turn(turn);
    const bool won = forced_after(s, me, k);
    undo_turn(s, turn);
    return won;
  }
  std::optional<int> after_reply(State& s, const Turn& reply, int winner, int cap) override {
    s.apply_turn(reply);
    std::optional<int> n;
    if (s.is_terminal()) {
      if (s.result().winner == winner) n = 0;
    } else if (s.side_to_move() == winner && !s.is_chance_node()) {
      n = fewest(s, cap);
    }
    undo_turn(s, reply);
    return n;
  }
  std::uint64_t nodes() const { return nodes_; }

 private:
  struct Known {
    std::int8_t wins_within = 127;  // wins within this many own turns
    std::int8_t not_within = 0;     // does not win within this many
  };

  bool wins_within(State& s, int n) {
    if (n <= 0 || s.is_terminal() || s.is_chance_node()) return false;
    const std::uint64_t key = s.hash();
    if (auto it = known_.find(key); it != known_.end()) {
      if (it->second.wins_within <= n) return true;
      if (it->second.not_within >= n) return false;
    }
    const int me = s.side_to_move();
    bool won = false;
    for (const Turn& t : ordered_turns(s)) {
      s.apply_turn(t);
      won = forced_after(s, me, n);
      undo_turn(s, t);
      if (won) break;
    }
    if (known_.size() > (std::size_t{1} << 22)) known_.clear();
    Known& k = known_[key];
    if (won) k.wins_within = static_cast<std::int8_t>(std::min<int>(k.wins_within, n));
    else k.not_within = static_cast<std::int8_t>(std::max<int>(k.not_within, n));
    return won;
  }

  // `s` after a turn of `me`: whether `me` has won within `n` own turns, the
  // one just played included, whatever the defence does.
  bool forced_after(State& s, int me, int n) {
    ++nodes_;
    if (s.is_terminal()) return s.result().winner == me;
    if (s.is_chance_node() || s.side_to_move() == me) return false;
    for (const Turn& r : ordered_turns(s)) {
      s.apply_turn(r);
      const bool won = s.is_terminal() ? s.result().winner == me : n > 1 && wins_within(s, n - 1);
      undo_turn(s, r);
      if (!won) return false;
    }
    return true;
  }

  // The turns with the game's likeliest first (captures, wins): quick
  // proofs both ways.
  static std::vector<Turn> ordered_turns(const State& s) {
    std::vector<Turn> turns = s.legal_turns();
    std::vector<std::pair<int, std::size_t>> order;
    order.reserve(turns.size());
    for (std::size_t i = 0; i < turns.size(); ++i) order.emplace_back(-s.order_hint(turns[i]), i);
    std::stable_sort(order.begin(), order.end());
    std::vector<Turn> out;
    out.reserve(turns.size());
    for (const auto& [hint, i] : order) out.push_back(std::move(turns[i]));
    return out;
  }

  std::unordered_map<std::uint64_t, Known> known_;
  std::uint64_t nodes_ = 0;
};

// The line of a win in `moves` own turns from `start`: at each of the
// winner's steps the one turn that wins within the turns left, and between
// them the defence's reply that resists longest (the first in the game's
// order among equals). An error names the step where it is not so.
Result<std::vector<Turn>> build_line(WinJudge& judge, const State& start, int moves) {
  StatePtr s = start.clone();
  const int me = s->side_to_move();
  std::vector<Turn> line;
  for (int k = moves; k >= 1; --k) {
    const std::string step = "turn " + std::to_string(line.size() + 1) + " of the line";
    const std::vector<Turn> turns = s->legal_turns();
    std::vector<std::size_t> winners;
    for (std::size_t i = 0; i < turns.size(); ++i)
      if (judge.wins_with(*s, turns[i], k)) winners.push_back(i);
    if (winners.empty()) return make_error(step + ": no turn wins within " + plural_turns(k));
    if (winners.size() > 1)
      return make_error(step + ": " + std::to_string(winners.size()) + " turns win within " + plural_turns(k) + " (" +
                        quoted_turns(*s, turns, winners) + ")");
    line.push_back(turns[winners.front()]);
    s->apply_turn(line.back());
    if (k == 1) break;
    const std::string reply_step = "turn " + std::to_string(line.size() + 1) + " of the line";
    if (s->is_terminal() || s->is_chance_node())
      return make_error(reply_step + ": the game does not go on to the defence's reply");
    const std::vector<Turn> replies = s->legal_turns();
    std::optional<std::size_t> longest;
    int resists = -1;
    for (std::size_t i = 0; i < replies.size(); ++i) {
      const auto n = judge.after_reply(*s, replies[i], me, k - 1);
      if (!n)
        return make_error(reply_step + ": the reply '" + s->turn_to_string(replies[i]) + "' escapes a win within " +
                          plural_turns(k - 1));
      if (*n > resists) {
        resists = *n;
        longest = i;
      }
    }
    if (!longest) return make_error(reply_step + ": the defence has no reply");
    if (resists < k - 1)
      return make_error(reply_step + ": every reply loses within " + plural_turns(resists) +
                        ", sooner than the line says");
    line.push_back(replies[*longest]);
    s->apply_turn(line.back());
  }
  return line;
}

// ---- the best turn by the learned chances ------------------------------------

struct BestTurn {
  std::vector<Turn> turns;              // the legal turns, in the game's order
  std::vector<double> chances;          // each one's chance for the mover
  std::vector<std::string> results;     // the position after each
  std::size_t best = 0, second = 0;     // the best turn, the best of the other results
  std::size_t distinct = 0;             // different positions the turns lead to
  std::size_t best_twins = 0;           // other turns leading where the best does
  bool wins_at_once = false;            // the best turn ends the game won
  double margin() const { return chances[best] - chances[second]; }
};

Result<BestTurn> rank_by_chance(const State& s) {
  BestTurn b;
  const int me = s.side_to_move();
  b.turns = s.legal_turns();
  if (b.turns.empty()) return make_error("no legal turn");
  for (const Turn& t : b.turns) {
    StatePtr child = s.clone();
    child->apply_turn(t);
    double chance;
    if (child->is_terminal()) {
      chance = (child->returns(me) + 1.0) / 2.0;
    } else {
      const auto c = child->win_chance();
      if (!c) return make_error("the game gives no win chance after '" + s.turn_to_string(t) + "'");
      chance = child->side_to_move() == me ? *c : 1.0 - *c;
    }
    b.chances.push_back(chance);
    b.results.push_back(child->to_string());
  }
  for (std::size_t i = 1; i < b.turns.size(); ++i)
    if (b.chances[i] > b.chances[b.best]) b.best = i;
  std::set<std::string> seen;
  bool have_second = false;
  for (std::size_t i = 0; i < b.turns.size(); ++i) {
    seen.insert(b.results[i]);
    if (i == b.best) continue;
    if (b.results[i] == b.results[b.best]) {
      ++b.best_twins;
      continue;
    }
    if (!have_second || b.chances[i] > b.chances[b.second]) {
      b.second = i;
      have_second = true;
    }
  }
  b.distinct = seen.size();
  if (!have_second) b.second = b.best;
  StatePtr child = s.clone();
  child->apply_turn(b.turns[b.best]);
  b.wins_at_once = child->is_terminal() && child->result().winner == me;
  return b;
}

// A best turn this likely to win is as good as a win at once.
constexpr double kDecisiveChance = 0.99;

std::string chance_text(double c) {
  char text[16];
  std::snprintf(text, sizeof text, "%.3f", c);
  return text;
}

// ---- positions of play ------------------------------------------------------

// Seeded games of a light player: each game takes a share of random turns
// (all, half, a fifth), the other turns are the ones the game's evaluation
// of the position after them likes best. Yields each decision position
// (after its throw) but the first of a game, and at a game's end the
// positions of its last turns again, marked with who won.
class PlayedPositions {
 public:
  PlayedPositions(const Game& game, std::string variant, std::uint64_t seed)
      : game_(game), variant_(std::move(variant)), rng_(seed), dice_(seed ^ 0x5deece66dULL) {}

  struct Position {
    StatePtr state;
    int turns_to_end = -1;  // at a game's end: its winner's turns left from here (1: the winning turn)
  };

  // The next position of play.
  Position next() {
    for (;;) {
      if (!state_ || state_->is_terminal() || turns_ >= game_.info().max_turns) {
        finish_game();
        if (!ending_.empty()) {
          Position p = std::move(ending_.back());
          ending_.pop_back();
          return p;
        }
        start_game();
      }
      if (state_->is_chance_node()) {
        state_->apply_action(dice_.sample(*state_));
        continue;
      }
      StatePtr here = turns_ > 0 ? state_->clone() : nullptr;
      const std::vector<Turn> turns = state_->legal_turns();
      if (turns.empty()) {  // cannot happen at a decision node; end the game
        turns_ = game_.info().max_turns;
        continue;
      }
      const Turn& chosen = pick(*state_, turns);
      if (here) recent_.push_back(here->clone());
      if (recent_.size() > 2 * kRemembered) recent_.erase(recent_.begin());
      state_->apply_turn(chosen);
      ++turns_;
      if (here) return {std::move(here), -1};
    }
  }

 private:
  static constexpr std::size_t kRemembered = kMaxSearchMoves;

  void start_game() {
    auto start = game_.new_initial_state(variant_);
    state_ = std::move(start).value();
    turns_ = 0;
    static constexpr double kShares[] = {1.0, 0.5, 0.2};
    random_share_ = kShares[games_++ % 3];
    recent_.clear();
  }

  // A won game's last positions of its winner, the farthest first.
  void finish_game() {
    if (!state_) return;
    if (state_->is_terminal() && state_->result().winner >= 0) {
      const int winner = state_->result().winner;
      int own = 0;
      for (auto it = recent_.rbegin(); it != recent_.rend(); ++it) {
        if ((*it)->side_to_move() != winner) continue;
        ++own;
        ending_.insert(ending_.begin(), Position{(*it)->clone(), own});
      }
    }
    recent_.clear();
    state_.reset();
  }

  const Turn& pick(const State& s, const std::vector<Turn>& turns) {
    const double coin = std::uniform_real_distribution<double>(0, 1)(rng_);
    if (coin < random_share_ || turns.size() == 1) return turns[static_cast<std::size_t>(rng_() % turns.size())];
    const int me = s.side_to_move();
    std::size_t best = 0;
    long best_score = 0;
    for (std::size_t i = 0; i < turns.size(); ++i) {
      StatePtr child = s.clone();
      child->apply_turn(turns[i]);
      long score;
      if (child->is_terminal()) {
        const int winner = child->result().winner;
        score = winner == me ? 4L * kEvaluationLimit : winner < 0 ? 0 : -4L * kEvaluationLimit;
      } else {
        const long e = child->evaluate(EvalRequest{});
        score = child->side_to_move() == me ? e : -e;
      }
      if (i == 0 || score > best_score) {
        best = i;
        best_score = score;
      }
    }
    return turns[best];
  }

  const Game& game_;
  std::string variant_;
  std::mt19937_64 rng_;
  ChanceSampler dice_;
  StatePtr state_;
  int turns_ = 0;
  int games_ = 0;
  double random_share_ = 1.0;
  std::vector<StatePtr> recent_;
  std::vector<Position> ending_;
};

// How many puzzles of each length of win: every length from 1 to six (or
// the method's longest) its share, longer ones together one more share.
class LengthQuotas {
 public:
  LengthQuotas(int count, int longest) : longest_(longest), buckets_(longest > 6 ? 7 : longest) {
    share_.assign(static_cast<std::size_t>(buckets_), count / buckets_);
    for (int i = 0; i < count % buckets_; ++i) ++share_[static_cast<std::size_t>(i)];
    made_.assign(static_cast<std::size_t>(buckets_), 0);
  }
  bool wanted(int n) const { return made_[bucket(n)] < share_[bucket(n)]; }
  void add(int n) { ++made_[bucket(n)]; }
  // The longest length still wanted (any, when `relaxed`); 0 for none.
  int longest_wanted(bool relaxed) const {
    for (int n = longest_; n >= 1; --n)
      if (relaxed || wanted(n)) return n;
    return 0;
  }

 private:
  std::size_t bucket(int n) const { return static_cast<std::size_t>(std::min(n, buckets_) - 1); }
  int longest_, buckets_;
  std::vector<int> share_, made_;
};

std::string id_prefix(const Game& game, const std::string& variant) {
  return game.info().id + (variant.empty() ? "" : "-" + variant);
}

std::vector<std::string> turn_texts(const State& start, const std::vector<Turn>& line) {
  std::vector<std::string> out;
  StatePtr s = start.clone();
  for (const Turn& t : line) {
    out.push_back(s->turn_to_string(t));
    s->apply_turn(t);
  }
  return out;
}

}  // namespace

Result<PuzzleMethod> puzzle_method(const Game& game, const std::string& variant, bool with_table) {
  const GameInfo& info = game.info();
  if (with_table && game.solvable(variant)) return PuzzleMethod::kExact;
  if (!info.uses_dice) return PuzzleMethod::kSearch;
  auto start = game.new_initial_state(variant);
  if (!start) return make_error(start.message());
  StatePtr s = std::move(start).value();
  ChanceSampler dice(1);
  while (s->is_chance_node()) s->apply_action(dice.sample(*s));
  if (!s->is_terminal() && s->win_chance()) return PuzzleMethod::kLearned;
  return make_error(info.id + " has dice and says no win chance: no method makes its puzzles");
}

Result<int> tempting_turns(const Game& game, const Puzzle& puzzle) {
  auto state = puzzle_state(game, puzzle);
  if (!state) return make_error("puzzle " + puzzle.id + ": " + state.message());
  if (puzzle.line.empty()) return make_error("puzzle " + puzzle.id + ": an empty line");
  auto answer = state.value()->turn_from_string(puzzle.line.front());
  if (!answer) return make_error("puzzle " + puzzle.id + ": turn 1 of the line: " + answer.message());
  return count_tempting(*state.value(), answer.value());
}

Result<std::vector<Puzzle>> make_puzzles(const Game& game, const std::string& variant, const PuzzleOptions& options) {
  auto chosen = puzzle_method(game, variant, options.solved != nullptr);
  if (!chosen) return chosen.error();
  const PuzzleMethod method = chosen.value();
  const int count = std::max(options.count, 0);
  const int longest = method == PuzzleMethod::kExact ? kMaxExactMoves : kMaxSearchMoves;
  LengthQuotas quotas(count, longest);
  int decisive = 0;  // learned: best turns that (as good as) win at once, a quarter at most
  const std::uint64_t limit = options.max_positions ? options.max_positions
                              : method == PuzzleMethod::kExact ? 50'000'000
                                                               : 5'000'000;
  // Once this many positions in a row gave nothing, any length is taken.
  const std::uint64_t patience = method == PuzzleMethod::kExact ? 2'000'000 : 200'000;
  std::uint64_t since_last = 0;

  std::unique_ptr<WinJudge> judge;
  if (method == PuzzleMethod::kExact) judge = std::make_unique<ExactJudge>(*options.solved);
  if (method == PuzzleMethod::kSearch) judge = std::make_unique<SearchJudge>();

  PlayedPositions source(game, variant, options.seed);
  std::set<std::string> seen;
  std::vector<Puzzle> made;
  PuzzleProgress progress;
  progress.wanted = count;
  const auto report = [&] {
    if (options.progress) options.progress(progress);
  };
  while (static_cast<int>(made.size()) < count && progress.positions < limit) {
    PlayedPositions::Position p = source.next();
    ++progress.positions;
    ++since_last;
    if (progress.positions % 500 == 0) report();
    State& here = *p.state;
    if (!here.has_notation()) continue;
    const bool relaxed = since_last > patience;
    const int wanted_longest = quotas.longest_wanted(relaxed);

    Puzzle puzzle;
    puzzle.variant = variant;
    puzzle.position = here.to_string();
    if (seen.count(puzzle.position)) continue;
    if (method == PuzzleMethod::kSearch) {
      // The search is dear: only positions of a won game's last turns,
      // with its winner to move.
      if (p.turns_to_end < 1 || p.turns_to_end > wanted_longest) continue;
    }
    if (method == PuzzleMethod::kExact || method == PuzzleMethod::kSearch) {
      // A quick look on the position of play, then everything on the
      // position as the puzzle writes it.
      if (method == PuzzleMethod::kExact) {
        const auto n = judge->fewest(here, wanted_longest);
        if (!n) continue;
        if (!relaxed && !quotas.wanted(*n)) continue;
      }
      seen.insert(puzzle.position);
      auto parsed = game.parse_position(variant, puzzle.position);
      if (!parsed) continue;
      StatePtr s = std::move(parsed).value();
      const auto n = judge->fewest(*s, wanted_longest);
      if (!n) continue;
      if (!relaxed && !quotas.wanted(*n)) continue;
      auto line = build_line(*judge, *s, *n);
      if (!line) continue;
      puzzle.goal = PuzzleGoal::kWin;
      puzzle.moves = *n;
      puzzle.line = turn_texts(*s, line.value());
      puzzle.difficulty = puzzle_difficulty(puzzle.goal, puzzle.moves, count_tempting(*s, line.value().front()));
      quotas.add(*n);
    } else {
      seen.insert(puzzle.position);
      auto parsed = game.parse_position(variant, puzzle.position);
      if (!parsed) continue;
      StatePtr s = std::move(parsed).value();
      if (s->is_terminal() || s->is_chance_node()) continue;
      auto ranked = rank_by_chance(*s);
      if (!ranked) return ranked.error();
      const BestTurn& b = ranked.value();
      if (b.distinct < 3 || b.best_twins > 0 || b.margin() < kBestTurnMargin + kBestTurnSafety) continue;
      const bool wins = b.wins_at_once || b.chances[b.best] >= kDecisiveChance;
      if (wins && 4 * (decisive + 1) > count) continue;
      decisive += wins ? 1 : 0;
      puzzle.goal = PuzzleGoal::kBestTurn;
      puzzle.moves = 1;
      puzzle.line = {s->turn_to_string(b.turns[b.best])};
      puzzle.difficulty = puzzle_difficulty(puzzle.goal, 1, count_tempting(*s, b.turns[b.best]));
    }
    made.push_back(std::move(puzzle));
    since_last = 0;
    progress.made = static_cast<int>(made.size());
    report();
  }
  std::stable_sort(made.begin(), made.end(),
                   [](const Puzzle& a, const Puzzle& b) { return a.difficulty < b.difficulty; });
  const std::string prefix = id_prefix(game, variant);
  for (std::size_t i = 0; i < made.size(); ++i) {
    char number[32];
    std::snprintf(number, sizeof number, "%03zu", i + 1);
    made[i].id = prefix + "-" + number;
  }
  progress.made = static_cast<int>(made.size());
  report();
  return made;
}

Result<void> verify_puzzle(const Game& game, const Puzzle& puzzle, const solve::SolvedGame* solved) {
  const auto fail = [&](const std::string& why) { return make_error("puzzle " + puzzle.id + ": " + why); };
  auto state = puzzle_state(game, puzzle);
  if (!state) return fail(state.message());
  StatePtr s = std::move(state).value();
  const int expected_turns = puzzle.goal == PuzzleGoal::kBestTurn ? 1 : 2 * puzzle.moves - 1;
  if (puzzle.moves < 1 || static_cast<int>(puzzle.line.size()) != expected_turns)
    return fail(puzzle.task() + " needs a line of " + std::to_string(expected_turns) + " turns, not " +
                std::to_string(puzzle.line.size()));

  if (puzzle.goal == PuzzleGoal::kBestTurn) {
    auto played = s->turn_from_string(puzzle.line.front());
    if (!played) return fail("turn 1 of the line, '" + puzzle.line.front() + "': " + played.message());
    auto ranked = rank_by_chance(*s);
    if (!ranked) return fail(ranked.message());
    const BestTurn& b = ranked.value();
    const std::string best = s->turn_to_string(b.turns[b.best]);
    if (played.value() != b.turns[b.best]) {
      double mine = 0;
      for (std::size_t i = 0; i < b.turns.size(); ++i)
        if (b.turns[i] == played.value()) mine = b.chances[i];
      return fail("turn 1 of the line, '" + puzzle.line.front() + "' (chance " + chance_text(mine) +
                  "), is not the best turn: '" + best + "' has " + chance_text(b.chances[b.best]));
    }
    if (b.best_twins > 0) return fail("other turns lead to the same position as '" + best + "'");
    if (b.second == b.best) return fail("every turn leads to the same position");
    if (b.margin() < kBestTurnMargin)
      return fail("the best turn '" + best + "' (chance " + chance_text(b.chances[b.best]) + ") leads '" +
                  s->turn_to_string(b.turns[b.second]) + "' (" + chance_text(b.chances[b.second]) + ") by " +
                  chance_text(b.margin()) + ", under the margin " + chance_text(kBestTurnMargin));
    return {};
  }

  const std::string variant = game.info().resolve_variant(puzzle.variant).value();
  std::unique_ptr<WinJudge> judge;
  int cap = puzzle.moves;
  if (solved && game.solvable(variant)) {
    judge = std::make_unique<ExactJudge>(*solved);
    cap = (solve::kMaxTurns + 1) / 2;
  } else {
    if (game.info().uses_dice) return fail("a win in N of a game with dice is checked only with a solved table");
    if (puzzle.moves > kMaxSearchMoves)
      return fail(puzzle.task() + " is checked only with the game's solved table (the search goes to " +
                  std::to_string(kMaxSearchMoves) + " own turns)");
    judge = std::make_unique<SearchJudge>();
  }
  const auto n = judge->fewest(*s, cap);
  if (!n)
    return fail(cap >= kMaxExactMoves ? std::string("the side to move does not win")
                                      : "the side to move does not win within " + plural_turns(cap));
  if (*n != puzzle.moves)
    return fail("the side to move wins in " + plural_turns(*n) + ", not " + std::to_string(puzzle.moves));
  auto line = build_line(*judge, *s, puzzle.moves);
  if (!line) return fail(line.message());
  StatePtr walk = s->clone();
  for (std::size_t i = 0; i < puzzle.line.size(); ++i) {
    const std::string step = "turn " + std::to_string(i + 1) + " of the line, '" + puzzle.line[i] + "'";
    auto given = walk->turn_from_string(puzzle.line[i]);
    if (!given) return fail(step + ": " + given.message());
    const Turn& expected = line.value()[i];
    if (given.value() != expected) {
      const int left = puzzle.moves - static_cast<int>(i / 2);
      return fail(step + ": " +
                  (i % 2 == 0 ? "the one turn that wins within " + plural_turns(left) + " is '"
                              : std::string("the longest defence is '")) +
                  walk->turn_to_string(expected) + "'");
    }
    walk->apply_turn(expected);
  }
  return {};
}

}  // namespace djed::ai
