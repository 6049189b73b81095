// The built table of Ramses (djed-cli solve ramses), when the environment
// names it in DJED_RAMSES_TABLE (the test command builds it and runs these
// afterwards): its values agree with the rules, the perfect player makes
// them good against the strongest search, and a review with it names the
// turn that threw a game away; the shipped puzzles are right by it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <random>
#include <set>

#include "djed/ai/levels.hpp"
#include "djed/ai/puzzle_maker.hpp"
#include "djed/ai/review.hpp"
#include "djed/game_record.hpp"
#include "djed/ai/solved_check.hpp"
#include "djed/plugin_host.hpp"
#include "djed/solved_game.hpp"

namespace ramses::test {
namespace {

using djed::solve::Outcome;

struct Loaded {
  djed::PluginHost host;
  std::shared_ptr<const djed::Game> game;
  std::shared_ptr<const djed::solve::SolvedGame> solved;
};

std::unique_ptr<Loaded> load_or_skip() {
  const char* file = std::getenv("DJED_RAMSES_TABLE");
  if (!file || !*file) return nullptr;
  auto loaded = std::make_unique<Loaded>();
  loaded->host.load_all({DJED_GAME_PLUGIN_DIR});
  loaded->game = loaded->host.find("ramses");
  if (!loaded->game) return nullptr;
  auto solved = djed::solve::SolvedGame::load(*loaded->game, "", file);
  EXPECT_TRUE(solved.ok()) << solved.message();
  if (!solved) return nullptr;
  loaded->solved = solved.value();
  return loaded;
}

// Positions of random games, every tenth turn.
std::vector<djed::StatePtr> positions_of_play(const djed::Game& game, int count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<djed::StatePtr> out;
  while (static_cast<int>(out.size()) < count) {
    auto state = game.new_initial_state().value();
    for (int turn = 0; turn < 80 && !state->is_terminal(); ++turn) {
      const auto turns = state->legal_turns();
      state->apply_turn(turns[static_cast<std::size_t>(rng() % turns.size())]);
      if (turn % 10 == 9) out.push_back(state->clone());
    }
  }
  return out;
}

TEST(RamsesSolvedTable, AgreesWithTheRulesOnPositionsOfPlay) {
  auto t = load_or_skip();
  if (!t) GTEST_SKIP() << "DJED_RAMSES_TABLE names no table (djed-cli solve ramses --out FILE builds one)";
  djed::ai::SolvedCheckStats stats;
  const auto positions = positions_of_play(*t->game, 3000, 5);
  for (const auto& state : positions) {
    const auto problem = djed::ai::check_solved_position(*state, *t->solved, 4, stats);
    ASSERT_FALSE(problem) << *problem;
  }
  EXPECT_EQ(stats.positions, positions.size());
  EXPECT_GT(stats.proved, 100u);
  // The start is a position of the table only through its turns (the
  // opening rule): its value is the best of theirs, for either first player.
  for (int first : {0, 1}) {
    auto start = t->game->new_initial_state("", first).value();
    const auto value = t->solved->value(*start);
    ASSERT_TRUE(value);
    EXPECT_EQ(*value, t->solved->turn_values(*start)->front().value);
  }
}

TEST(RamsesSolvedTable, ThePerfectPlayerWinsAWonPositionInTheTurnsTheTableSays) {
  auto t = load_or_skip();
  if (!t) GTEST_SKIP() << "DJED_RAMSES_TABLE names no table";
  djed::ai::PlayerOptions options;
  options.solved = t->solved;
  options.nodes = 3000;
  int games = 0;
  for (const auto& position : positions_of_play(*t->game, 400, 6)) {
    if (position->is_terminal()) continue;
    const auto value = t->solved->value(*position);
    if (!value || value->kind != Outcome::Kind::kWin || value->turns > 9) continue;
    const int winner = position->side_to_move();
    auto perfect = djed::ai::make_player("perfect", options).value();
    auto hard = djed::ai::make_player("hard", options).value();
    auto state = position->clone();
    int turns = 0;
    while (!state->is_terminal() && turns < value->turns) {
      auto& player = state->side_to_move() == winner ? perfect : hard;
      state->apply_turn(player->choose_turn(*state, {}).turn);
      ++turns;
    }
    ASSERT_TRUE(state->is_terminal()) << position->to_string() << ": " << djed::solve::to_string(*value);
    EXPECT_EQ(state->result().winner, winner) << position->to_string();
    if (++games == 12) break;
  }
  EXPECT_EQ(games, 12);
}

// A game in which one side lets a position go that was not lost: the
// review with the table grades that turn a blunder and names it as the
// turn that decided the game, as where_lost does.
TEST(RamsesSolvedTable, TheReviewNamesTheTurnThatThrewTheGameAway) {
  auto t = load_or_skip();
  if (!t) GTEST_SKIP() << "DJED_RAMSES_TABLE names no table";
  for (const auto& position : positions_of_play(*t->game, 200, 7)) {
    const auto value = t->solved->value(*position);
    if (position->is_terminal() || !value || value->kind == Outcome::Kind::kLoss) continue;
    const auto turns = t->solved->turn_values(*position);
    if (!turns || turns->back().value.kind != Outcome::Kind::kLoss) continue;
    // The side to move throws its position away with its worst turn; from
    // then on both play perfectly.
    djed::GameRecord record(position->clone(), t->game->info());
    const int loser = position->side_to_move();
    record.apply_turn(turns->back().turn);
    while (!record.is_over()) record.apply_turn(t->solved->turn_values(record.state())->front().turn);
    ASSERT_EQ(record.result().winner, 1 - loser);
    djed::ai::ReviewOptions options;
    options.solved = t->solved;
    const auto review = djed::ai::review_game(*t->game, record, options);
    ASSERT_TRUE(review.ok()) << review.message();
    const djed::ai::ReviewedTurn& first = review->turns.front();
    EXPECT_EQ(first.method, djed::ai::ReviewMethod::kExact);
    EXPECT_EQ(first.grade, djed::ai::Grade::kBlunder);
    EXPECT_EQ(first.chance_after, 0.0);
    EXPECT_GE(first.chance_best, 0.5);
    EXPECT_EQ(review->deciding_turn, 1);
    const auto lost = djed::solve::where_lost(*t->solved, record);
    ASSERT_TRUE(lost);
    EXPECT_EQ(lost->number, review->deciding_turn);
    for (std::size_t i = 1; i < review->turns.size(); ++i)
      EXPECT_EQ(review->turns[i].grade, djed::ai::Grade::kBest) << "turn " << i + 1 << " was perfect";
    return;
  }
  FAIL() << "no position of play let a side throw a drawn or won game away";
}

// Every shipped puzzle (plugins/ramses/puzzles.txt, docs/puzzles.md) is
// right by the table: the side to move wins in N of its own turns, at each
// of its steps one turn wins within the turns left, and the line's replies
// are the longest defence. A line altered anywhere is found out, and
// puzzles made again from a seed are the same and right.
TEST(RamsesSolvedTable, EveryShippedPuzzleIsRightByTheTable) {
  auto t = load_or_skip();
  if (!t) GTEST_SKIP() << "DJED_RAMSES_TABLE names no table";
  const auto& puzzles = t->game->info().puzzles;
  ASSERT_GE(puzzles.size(), 100u);
  std::set<int> lengths;
  for (const djed::Puzzle& p : puzzles) {
    lengths.insert(p.moves);
    auto verified = djed::ai::verify_puzzle(*t->game, p, t->solved.get());
    EXPECT_TRUE(verified.ok()) << verified.message();
  }
  for (int n = 1; n <= 6; ++n) EXPECT_TRUE(lengths.count(n)) << "no win in " << n;

  // The defence's reply of a win in 2 or more swapped for another.
  const djed::Puzzle* longer = nullptr;
  for (const djed::Puzzle& p : puzzles)
    if (p.moves >= 2 && !longer) longer = &p;
  ASSERT_TRUE(longer);
  djed::Puzzle altered = *longer;
  auto state = t->game->parse_position("", altered.position).value();
  state->apply_turn(state->turn_from_string(altered.line[0]).value());
  for (const djed::Turn& reply : state->legal_turns())
    if (state->turn_to_string(reply) != altered.line[1]) {
      altered.line[1] = state->turn_to_string(reply);
      break;
    }
  auto wrong = djed::ai::verify_puzzle(*t->game, altered, t->solved.get());
  ASSERT_FALSE(wrong.ok());
  EXPECT_NE(wrong.message().find("turn 2 of the line"), std::string::npos) << wrong.message();

  djed::ai::PuzzleOptions options;
  options.count = 7;
  options.seed = 11;
  options.solved = t->solved;
  auto made = djed::ai::make_puzzles(*t->game, "", options);
  ASSERT_TRUE(made.ok()) << made.message();
  auto again = djed::ai::make_puzzles(*t->game, "", options);
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(djed::format_puzzles(made.value(), ""), djed::format_puzzles(again.value(), ""));
  std::set<int> made_lengths;
  for (const djed::Puzzle& p : made.value()) {
    made_lengths.insert(p.moves);
    auto verified = djed::ai::verify_puzzle(*t->game, p, t->solved.get());
    EXPECT_TRUE(verified.ok()) << verified.message();
  }
  EXPECT_EQ(made_lengths.size(), 7u) << "wins in 1 to 6 and a longer one";
}

}  // namespace
}  // namespace ramses::test
