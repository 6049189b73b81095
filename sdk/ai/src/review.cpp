#include "djed/ai/review.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <thread>

#include "djed/ai/alpha_beta_player.hpp"
#include "djed/ai/game_context.hpp"
#include "djed/game.hpp"
#include "djed/game_record.hpp"
#include "djed/parallel.hpp"
#include "djed/solved_game.hpp"
#include "djed/state.hpp"

namespace djed::ai {

std::string_view grade_name(Grade grade) {
  switch (grade) {
    case Grade::kBest: return "best";
    case Grade::kGood: return "good";
    case Grade::kInaccuracy: return "inaccuracy";
    case Grade::kMistake: return "mistake";
    case Grade::kBlunder: return "blunder";
  }
  return "best";
}

std::string_view method_name(ReviewMethod method) {
  switch (method) {
    case ReviewMethod::kExact: return "exact";
    case ReviewMethod::kLearned: return "learned";
    case ReviewMethod::kSearch: return "search";
  }
  return "search";
}

Grade grade_for_loss(double loss, const GradeThresholds& t) {
  if (loss < t.good) return Grade::kBest;
  if (loss < t.inaccuracy) return Grade::kGood;
  if (loss < t.mistake) return Grade::kInaccuracy;
  if (loss < t.blunder) return Grade::kMistake;
  return Grade::kBlunder;
}

Grade grade_for_outcomes(const solve::Outcome& best, const solve::Outcome& played) {
  using Kind = solve::Outcome::Kind;
  if (best == played) return Grade::kBest;
  const auto rank = [](Kind k) { return k == Kind::kWin ? 2 : k == Kind::kDraw ? 1 : 0; };
  if (rank(played.kind) < rank(best.kind)) return Grade::kBlunder;
  if (best.kind == Kind::kWin) return Grade::kInaccuracy;  // a slower win
  return Grade::kGood;                                     // a quicker loss
}

double chance_from_score(double score, double scale) {
  if (score >= kEvaluationLimit) return 1.0;
  if (score <= -kEvaluationLimit) return 0.0;
  if (scale <= 0) scale = kDefaultScoreScale;
  return 1.0 / (1.0 + std::exp(-score / scale));
}

std::string review_comment(const ReviewedTurn& t) {
  std::string text(grade_name(t.grade));
  if (t.grade == Grade::kBest) return text;
  text += ": best " + t.best;
  if (t.exact_best && t.exact_after)
    return text + " (" + solve::to_string(*t.exact_best) + "), played " + solve::to_string(*t.exact_after);
  char chances[64];
  std::snprintf(chances, sizeof chances, ", chance %.2f -> %.2f", t.chance_best, t.chance_after);
  return text + chances;
}

double turn_accuracy(double loss) { return 100.0 * std::exp(-loss * std::log(2.0) / 0.15); }

namespace {

double exact_chance(const solve::Outcome& o) {
  return o.kind == solve::Outcome::Kind::kWin ? 1.0 : o.kind == solve::Outcome::Kind::kLoss ? 0.0 : 0.5;
}

// A finished position's chance for `side`.
double result_chance(const State& state, int side) { return (state.returns(side) + 1.0) / 2.0; }

std::unique_ptr<Player> review_searcher(const Budget& budget) {
  AlphaBetaConfig config;
  config.budget = budget;
  config.table_log2 = 16;  // a fresh table per search keeps a review repeatable
  return std::make_unique<AlphaBetaPlayer>(config, "review");
}

// Calls `work(i)` for i in [0, count) on `threads` threads (0: one per
// core), each index once, the SDK's way (djed/parallel.hpp): `report` runs
// on the calling thread meanwhile, about twice a second, and at the end.
void for_each_index(std::size_t count, int threads, const std::function<void(std::size_t)>& work,
                    const std::function<void()>& report = [] {}) {
  std::atomic<std::size_t> next{0};
  if (threads <= 0) threads = static_cast<int>(std::thread::hardware_concurrency());
  threads = std::clamp(threads, 1, std::max(1, static_cast<int>(count)));
  run_threads(threads, [&] {
    for (std::size_t i = next++; i < count; i = next++) work(i);
  }, report);
}

// One turn of the record as the review needs it.
struct TurnAt {
  StatePtr before_throw;  // the state before the turn's throw; null without one
  StatePtr state;         // the decision node where the turn starts
  Turn turn;
  std::string throw_text;
  GameContext context;
};

class TurnReviewer {
 public:
  TurnReviewer(const Game& game, const ReviewOptions& options, const std::atomic<bool>* stop)
      : game_(game), options_(options), stop_(stop) {}

  ReviewedTurn review(const TurnAt& at, int number) const {
    ReviewedTurn r;
    r.number = number;
    r.side = at.state->side_to_move();
    r.played = at.state->turn_to_string(at.turn);
    r.throw_text = at.throw_text;
    if (exactly(at, r) || learned(at, r)) return r;
    by_search(at, r);
    return r;
  }

 private:
  bool exactly(const TurnAt& at, ReviewedTurn& r) const {
    if (!options_.solved) return false;
    const auto turns = options_.solved->turn_values(*at.state);
    const auto played = options_.solved->value_after(*at.state, at.turn);
    if (!turns || turns->empty() || !played) return false;
    const solve::TurnValue& best = turns->front();
    r.method = ReviewMethod::kExact;
    r.best = at.state->turn_to_string(best.turn);
    r.exact_best = best.value;
    r.exact_after = *played;
    r.chance_best = r.chance_before = exact_chance(best.value);
    r.chance_after = exact_chance(*played);
    r.grade = grade_for_outcomes(best.value, *played);
    if (r.grade == Grade::kBest) r.best = r.played;  // as good as the table's first
    return true;
  }

  // The chance of `side` after `turn` by the game's own win chance; nothing
  // when the game cannot say. `finished` tells a game ended by the turn.
  static std::optional<double> win_chance_after(const State& state, const Turn& turn, int side, bool& finished) {
    StatePtr child = state.clone();
    child->apply_turn(turn);
    finished = child->is_terminal();
    if (finished) return result_chance(*child, side);
    const auto chance = child->win_chance();
    if (!chance) return std::nullopt;
    return child->side_to_move() == side ? *chance : 1.0 - *chance;
  }

  bool learned(const TurnAt& at, ReviewedTurn& r) const {
    const std::vector<Turn> turns = at.state->legal_turns();
    std::optional<double> best;
    bool all_finish = true;  // then every value is exact, whatever the game knows
    for (const Turn& t : turns) {
      bool finished = false;
      const auto chance = win_chance_after(*at.state, t, r.side, finished);
      if (!chance) return false;
      all_finish = all_finish && finished;
      if (!best || *chance > *best) {
        best = chance;
        r.best = at.state->turn_to_string(t);
      }
      if (t == at.turn) r.chance_after = *chance;
    }
    if (!best) return false;
    r.method = all_finish ? ReviewMethod::kExact : ReviewMethod::kLearned;
    r.chance_best = *best;
    r.chance_before = r.chance_best;
    // Before the throw the chance is the average over the throws.
    if (at.before_throw)
      if (const auto before = at.before_throw->win_chance())
        r.chance_before = at.before_throw->side_to_move() == r.side ? *before : 1.0 - *before;
    r.grade = r.best == r.played ? Grade::kBest : grade_for_loss(r.chance_best - r.chance_after, options_.thresholds);
    return true;
  }

  static std::unique_ptr<Player> searcher(const Budget& budget) { return review_searcher(budget); }

  // The chance of `side` at `state`, one turn into the context `context`.
  double searched_chance(const State& state, const GameContext& context, int side, const Budget& budget) const {
    if (state.is_terminal()) return result_chance(state, side);
    if (state.is_chance_node()) {
      // Each throw searched with its share of the budget.
      const auto outcomes = state.chance_outcomes();
      Budget share = budget;
      const auto n = static_cast<std::uint64_t>(outcomes.size());
      if (share.nodes) share.nodes = std::max<std::uint64_t>(share.nodes / n, 500);
      if (share.time_ms) share.time_ms = std::max(1, static_cast<int>(share.time_ms / static_cast<int>(n)));
      double sum = 0;
      StatePtr work = state.clone();
      for (const ChanceOutcome& o : outcomes) {
        work->apply_action(o.action);
        sum += o.probability * searched_chance(*work, context, side, share);
        work->undo_action();
      }
      return sum;
    }
    const Decision d = searcher(budget)->choose_turn(state, context, stop_);
    const double chance = chance_from_score(d.score, game_.info().score_scale);
    return state.side_to_move() == side ? chance : 1.0 - chance;
  }

  double chance_after(const TurnAt& at, const Turn& turn, int side) const {
    StatePtr child = at.state->clone();
    child->apply_turn(turn);
    GameContext context = at.context;
    context.seen.insert(child->repetition_key());
    ++context.turns_played;
    // The turn cap reached: the game is drawn whatever the position.
    if (!child->is_terminal() && context.max_turns > 0 && context.turns_played >= context.max_turns) return 0.5;
    return searched_chance(*child, context, side, options_.budget);
  }

  void by_search(const TurnAt& at, ReviewedTurn& r) const {
    const Decision d = searcher(options_.budget)->choose_turn(*at.state, at.context, stop_);
    const Turn& best = d.turn.empty() ? at.turn : d.turn;
    r.method = ReviewMethod::kSearch;
    r.best = at.state->turn_to_string(best);
    r.chance_after = chance_after(at, at.turn, r.side);
    r.chance_best = best == at.turn ? r.chance_after : chance_after(at, best, r.side);
    // Both turns were searched alike; the one played may prove the better.
    if (r.chance_after >= r.chance_best) {
      r.chance_best = r.chance_after;
      r.best = r.played;
    }
    // Before the turn: the root search's own reading of the position, the
    // same search that valued it after the previous turn, so the two agree.
    r.chance_before = d.turn.empty() ? r.chance_best : chance_from_score(d.score, game_.info().score_scale);
    r.grade = r.best == r.played ? Grade::kBest : grade_for_loss(r.chance_best - r.chance_after, options_.thresholds);
  }

  const Game& game_;
  const ReviewOptions& options_;
  const std::atomic<bool>* stop_;
};

// The record's complete turns, each with the state it started from.
std::vector<TurnAt> turns_of(const Game& game, const GameRecord& record) {
  std::vector<TurnAt> out;
  GameRecord replay(record.start().clone(), game.info());
  replay.set_max_turns(record.max_turns());
  const std::vector<Action>& actions = record.actions();
  const std::vector<bool>& ends = record.ends_turn();
  std::size_t i = 0;
  while (i < actions.size()) {
    TurnAt at;
    std::vector<std::string> thrown;
    if (replay.state().is_chance_node()) at.before_throw = replay.state().clone();
    while (i < actions.size() && replay.state().is_chance_node()) {
      thrown.push_back(replay.state().action_to_string(actions[i]));
      replay.apply_action(actions[i++]);
    }
    if (i >= actions.size()) break;  // a throw whose turn was not played
    at.state = replay.state().clone();
    at.context = GameContext::of(replay);
    for (const std::string& t : thrown) at.throw_text += (at.throw_text.empty() ? "" : " ") + t;
    bool complete = false;
    while (i < actions.size() && !complete) {
      complete = ends[i];
      at.turn.push_back(actions[i]);
      replay.apply_action(actions[i++]);
    }
    if (!complete) break;  // the turn under way
    out.push_back(std::move(at));
  }
  return out;
}

void summarise(Review& review, const GameRecord& record, const GradeThresholds& thresholds) {
  for (PlayerReview& p : review.players) p.accuracy = 0.0;
  for (const ReviewedTurn& t : review.turns) {
    PlayerReview& p = review.players[static_cast<std::size_t>(t.side)];
    ++p.turns;
    ++p.grades[static_cast<std::size_t>(t.grade)];
    p.average_loss += t.loss();
    p.accuracy += turn_accuracy(t.loss());
  }
  for (PlayerReview& p : review.players) {
    if (p.turns == 0) {
      p.accuracy = 100.0;
      continue;
    }
    p.average_loss /= p.turns;
    p.accuracy /= p.turns;
  }
  // The chance of side 0 along the game: at the start, after each turn,
  // and at the end. Where two values stand for one position (after a turn,
  // and before the next one) they are averaged: a search scores a position
  // a turn deeper the one way than the other.
  const auto for_side0 = [](const ReviewedTurn& t, double chance) { return t.side == 0 ? chance : 1.0 - chance; };
  const std::size_t n = review.turns.size();
  review.side0_chances.push_back(n ? for_side0(review.turns[0], review.turns[0].chance_before) : 0.5);
  for (std::size_t i = 0; i < n; ++i) {
    double chance = for_side0(review.turns[i], review.turns[i].chance_after);
    if (i + 1 < n) chance = (chance + for_side0(review.turns[i + 1], review.turns[i + 1].chance_before)) / 2;
    review.side0_chances.push_back(chance);
  }
  // A game ended by the rules ends on its result; a resignation or an
  // agreed draw is no turn's doing, and the graph ends where play did.
  if (record.is_over() && !record.ended_by_agreement() && n > 0) {
    const GameResult result = record.result();
    review.side0_chances.back() = result.winner < 0 ? 0.5 : result.winner == 0 ? 1.0 : 0.0;
  }
  // What decided a won game: the loser's last turn that let a position
  // not lost become lost, valued exactly; else the loser's costliest turn.
  if (!record.is_over() || record.result().winner < 0) return;
  const int loser = 1 - record.result().winner;
  for (auto it = review.turns.rbegin(); it != review.turns.rend(); ++it)
    if (it->side == loser && it->method == ReviewMethod::kExact && it->exact_best && it->exact_after &&
        it->exact_best->kind != solve::Outcome::Kind::kLoss && it->exact_after->kind == solve::Outcome::Kind::kLoss) {
      review.deciding_turn = it->number;
      return;
    }
  // Only a real mistake decides: small losses are within the judgement's noise.
  double worst = thresholds.mistake;
  for (const ReviewedTurn& t : review.turns)
    if (t.side == loser && t.loss() >= worst) {
      worst = t.loss();
      review.deciding_turn = t.number;
    }
}

}  // namespace

Result<Review> review_game(const Game& game, const GameRecord& record, const ReviewOptions& options,
                           const ReviewProgress& progress, const std::atomic<bool>* stop) {
  const std::vector<TurnAt> turns = turns_of(game, record);
  Review review;
  review.turns.resize(turns.size());
  const TurnReviewer reviewer(game, options, stop);
  std::atomic<int> done{0};
  const int total = static_cast<int>(turns.size());
  // Turns are independent: each worker takes the next one not yet taken.
  for_each_index(turns.size(), options.threads, [&](std::size_t i) {
    if (stop && stop->load()) return;
    review.turns[i] = reviewer.review(turns[i], static_cast<int>(i) + 1);
    ++done;
  }, [&] {
    if (progress) progress(done.load(), total);
  });
  if (stop && stop->load()) return make_error("stopped");
  summarise(review, record, options.thresholds);
  return review;
}

std::vector<TurnScore> turn_scores(const Game& game, const GameRecord& record, const Budget& budget, int threads) {
  const std::vector<TurnAt> turns = turns_of(game, record);
  std::vector<TurnScore> out(turns.size());
  for_each_index(turns.size(), threads, [&](std::size_t i) {
    const Decision d = review_searcher(budget)->choose_turn(*turns[i].state, turns[i].context);
    out[i] = {d.score, turns[i].state->side_to_move()};
  });
  return out;
}

}  // namespace djed::ai
