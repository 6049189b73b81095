// Alpha-beta with its table and Star1 chance pruning must return exactly the
// value of a plain, unpruned expectiminimax of the same depth; narrowed after
// throws, exactly the value of a plain search narrowed the same way.
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "ai_test_support.hpp"
#include "knowledge.hpp"
#include "djed/ai/alpha_beta_player.hpp"
#include "djed/ai/win_scale.hpp"
#include "sanitized.hpp"

namespace djed::ai::test {
namespace {

// The same conventions as the searcher: decided games and leaves scored by
// the game's WinScale, chance nodes average without using up depth.
WinScale scale(const State& s) { return WinScale(s.win_value()); }

// The side of the player searching, which leaves are evaluated for; set by
// the root call (ply 0).
int searching_side = -1;

double plain_node(State& s, int depth, int ply, int width = 0, bool after_throw = false);

double plain_after(State& s, const Turn& t, int me, int depth, int ply, int width = 0) {
  if (ply == 0) searching_side = me;
  for (Action a : t) s.apply_action(a);
  double v;
  if (s.is_terminal())
    v = scale(s).decided(s.returns(me), ply + 1);
  else
    v = s.side_to_move() == me ? plain_node(s, depth - 1, ply + 1, width) : -plain_node(s, depth - 1, ply + 1, width);
  for (std::size_t i = 0; i < t.size(); ++i) s.undo_action();
  return v;
}

double plain_node(State& s, int depth, int ply, int width, bool after_throw) {
  if (s.is_chance_node()) {
    if (depth <= 0) return scale(s).leaf(s.evaluate(djed::EvalRequest{djed::Insight::kFull, searching_side}));
    const int me = s.side_to_move();
    double sum = 0.0;
    for (const ChanceOutcome& o : s.chance_outcomes()) {
      s.apply_action(o.action);
      sum += o.probability * (s.is_terminal() ? scale(s).decided(s.returns(me), ply) : plain_node(s, depth, ply, width, true));
      s.undo_action();
    }
    return sum;
  }
  if (depth <= 0) return scale(s).leaf(s.evaluate(djed::EvalRequest{djed::Insight::kFull, searching_side}));
  double best = -1e300;
  const int me = s.side_to_move();
  std::vector<Turn> turns = s.legal_turns();
  if (after_throw && width > 0 && depth >= 2 && static_cast<int>(turns.size()) > width) {
    // Keep the `width` turns best one turn deep; ties in the order of the turns.
    std::vector<std::pair<double, std::size_t>> shallow;
    for (std::size_t i = 0; i < turns.size(); ++i) shallow.emplace_back(-plain_after(s, turns[i], me, 1, ply), i);
    std::sort(shallow.begin(), shallow.end());
    std::vector<Turn> kept;
    for (int k = 0; k < width; ++k) kept.push_back(turns[shallow[static_cast<std::size_t>(k)].second]);
    turns = kept;
  }
  for (const Turn& t : turns) best = std::max(best, plain_after(s, t, me, depth, ply, width));
  return best;
}

double plain_root(const State& state, int depth) {
  auto s = state.clone();
  double best = -1e300;
  const int me = s->side_to_move();
  for (const Turn& t : s->legal_turns()) best = std::max(best, plain_after(*s, t, me, depth, 0));
  return best;
}

struct Case {
  std::string game;
  int depth;
};

class AiSearchExactness : public testing::TestWithParam<Case> {};

TEST_P(AiSearchExactness, PrunedSearchEqualsPlainSearch) {
  const GameCase* c = nullptr;
  for (const GameCase& g : all_games())
    if (g.name == GetParam().game) c = &g;
  ASSERT_NE(c, nullptr);
  const int depth = GetParam().depth;
  GameContext no_draws;  // draws depend on the path: leave them out here
  for (const auto& s : random_positions(*c, 6, 99)) {
    if (s->legal_turns().size() < 2) continue;
    AlphaBetaConfig config;
    config.budget = Budget{0, 0, depth};
    AlphaBetaPlayer player(config);
    const Decision d = player.choose_turn(*s, no_draws);
    ASSERT_EQ(d.depth, depth);
    const double expected = plain_root(*s, depth);
    EXPECT_NEAR(d.score, expected, 0.5) << c->name << " at " << s->to_string();
    // And the chosen turn is worth that value.
    auto work = s->clone();
    EXPECT_NEAR(plain_after(*work, d.turn, s->side_to_move(), depth, 0), expected, 0.5);
  }
}

// Zero windows change how much is searched, never the value: one turn deeper
// than the plain search above can go, with and without them.
TEST(AiSearchZeroWindows, PrincipalVariationSearchKeepsTheValue) {
  GameContext no_draws;
  int compared = 0;
  for (const auto& [game, depth] : {std::pair<std::string, int>{"ramses", 3}, {"seti:aleph", 5}, {"seti:beth", 5}}) {
    const GameCase* c = nullptr;
    for (const GameCase& g : all_games())
      if (g.name == game) c = &g;
    ASSERT_NE(c, nullptr);
    for (const auto& s : random_positions(*c, 4, 17)) {
      if (s->legal_turns().size() < 2) continue;
      AlphaBetaConfig config;
      config.budget = Budget{0, 0, depth};
      const Decision with = AlphaBetaPlayer(config).choose_turn(*s, no_draws);
      config.zero_windows = false;
      const Decision without = AlphaBetaPlayer(config).choose_turn(*s, no_draws);
      EXPECT_NEAR(with.score, without.score, 0.5) << game << " at " << s->to_string();
      ++compared;
    }
  }
  EXPECT_GE(compared, 10);
}

// Pharao at depth 3 with three turns kept after each throw, on positions
// narrow enough for the plain search: three, one in the sanitized builds
// (the plain search of three took 19 s there).
TEST(AiSearchNarrowing, NarrowedSearchEqualsPlainNarrowedSearch) {
  const GameCase& pharao = all_games()[1];
  GameContext no_draws;
  const int wanted = djed::test::sanitized_share(3, 3);
  int checked = 0;
  for (const auto& s : random_positions(pharao, 40, 5)) {
    const std::size_t turns = s->legal_turns().size();
    if (turns < 2 || turns > 12 || checked == wanted) continue;
    AlphaBetaConfig config;
    config.budget = Budget{0, 0, 3};
    config.width_after_throw = 3;
    AlphaBetaPlayer player(config);
    const Decision d = player.choose_turn(*s, no_draws);
    ASSERT_EQ(d.depth, 3);
    auto work = s->clone();
    double expected = -1e300;
    for (const Turn& t : work->legal_turns())
      expected = std::max(expected, plain_after(*work, t, s->side_to_move(), 3, 0, 3));
    EXPECT_NEAR(d.score, expected, 0.5) << s->to_string();
    ++checked;
  }
  EXPECT_EQ(checked, wanted) << "too few narrow positions in the sample";
}

// With one root turn kept, the third depth can only confirm the second's choice.
TEST(AiSearchNarrowing, TheRootNarrowsToTheTurnsThatScoredBest) {
  const GameCase& pharao = all_games()[1];
  GameContext no_draws;
  for (const auto& s : random_positions(pharao, 3, 6)) {
    if (s->legal_turns().size() < 2) continue;
    AlphaBetaConfig config;
    config.budget = Budget{0, 0, 2};
    const Decision two = AlphaBetaPlayer(config).choose_turn(*s, no_draws);
    config.budget = Budget{0, 0, 3};
    config.root_width_with_dice = 1;
    const Decision three = AlphaBetaPlayer(config).choose_turn(*s, no_draws);
    EXPECT_EQ(three.depth, 3);
    EXPECT_EQ(three.turn, two.turn) << s->to_string();
  }
}

// One turn deep, the score is the best turn's leaf as the configured insight
// sees it: the levels' knowledge reaches the game's evaluation.
TEST(AiSearchInsight, LeavesAreScoredWithTheConfiguredInsight) {
  const GameCase& pharao = all_games()[1];
  GameContext no_draws;
  int differing = 0;
  for (const auto& s : random_positions(pharao, 20, 8)) {
    if (s->legal_turns().size() < 2) continue;
    for (Insight insight : {Insight::kMaterial, Insight::kThreats, Insight::kFull}) {
      AlphaBetaConfig config;
      config.budget = Budget{0, 0, 1};
      config.insight = insight;
      const Decision d = AlphaBetaPlayer(config).choose_turn(*s, no_draws);
      auto work = s->clone();
      const int me = work->side_to_move();
      double expected = -1e300;
      for (const Turn& t : work->legal_turns()) {
        for (Action a : t) work->apply_action(a);
        const double v = work->is_terminal() ? scale(*work).decided(work->returns(me), 1)
                                             : -scale(*work).leaf(work->evaluate(djed::EvalRequest{insight, me}));
        for (std::size_t i = 0; i < t.size(); ++i) work->undo_action();
        expected = std::max(expected, v);
      }
      EXPECT_NEAR(d.score, expected, 0.5) << s->to_string();
    }
    differing += s->evaluate(djed::EvalRequest{Insight::kMaterial, -1}) != s->evaluate(djed::EvalRequest{Insight::kFull, -1});
  }
  EXPECT_GT(differing, 0) << "the sample should contain positions the insights judge differently";
}

// The leaves hear how many turns are left before the turn cap, counted from
// the game's turns played and the search's depth: Pharao's network sees a
// standoff run into the cap.
TEST(AiSearchInsight, LeavesHearTheTurnsLeftBeforeTheCap) {
  auto knowledge = std::make_shared<pharao::Knowledge>();
  knowledge->network = std::make_shared<const pharao::Network>(pharao::Network::parse(pharao::shipped_network_text()).value());
  const GameCase pharao{"pharao", std::make_shared<pharao::PharaoGame>(knowledge), ""};
  GameContext near_the_cap;
  near_the_cap.max_turns = 300;
  near_the_cap.turns_played = 290;
  int differing = 0;
  for (const auto& s : random_positions(pharao, 20, 8)) {
    if (s->legal_turns().size() < 2) continue;
    AlphaBetaConfig config;
    config.budget = Budget{0, 0, 1};
    const Decision d = AlphaBetaPlayer(config).choose_turn(*s, near_the_cap);
    auto work = s->clone();
    const int me = work->side_to_move();
    double expected = -1e300;
    for (const Turn& t : work->legal_turns()) {
      for (Action a : t) work->apply_action(a);
      const djed::EvalRequest request{Insight::kFull, me, true, 300 - 290 - 1};
      const double v = work->is_terminal() ? scale(*work).decided(work->returns(me), 1)
                                           : -scale(*work).leaf(work->evaluate(request));
      if (!work->is_terminal())
        differing += work->evaluate(request) != work->evaluate(djed::EvalRequest{Insight::kFull, me});
      for (std::size_t i = 0; i < t.size(); ++i) work->undo_action();
      expected = std::max(expected, v);
    }
    EXPECT_NEAR(d.score, expected, 0.5) << s->to_string();
  }
  EXPECT_GT(differing, 0) << "Pharao's network should judge positions near the cap differently";
}

INSTANTIATE_TEST_SUITE_P(Games, AiSearchExactness,
                         testing::Values(Case{"ramses", 2}, Case{"pharao", 2}, Case{"seti:aleph", 3},
                                         Case{"seti:beth", 3}),
                         [](const testing::TestParamInfo<Case>& info) {
                           std::string n = info.param.game;
                           std::replace(n.begin(), n.end(), ':', '_');
                           return n;
                         });

}  // namespace
}  // namespace djed::ai::test
