// 10,000 random games with seeded dice through GameRecord: each ends, and
// every state on the way is consistent.
#include <bit>
#include <random>

#include "djed/chance.hpp"
#include "djed/game_record.hpp"
#include "pharao_state.hpp"
#include "pharao_test_support.hpp"
#include "sanitized.hpp"

namespace pharao::test {
namespace {

void check_invariants(const PharaoState& state, int light_before, int dark_before) {
  const Position& p = state.board_now();
  ASSERT_EQ(p.pieces[0] & p.pieces[1], 0u);
  ASSERT_EQ(p.occupied() & ~((Mask{1} << kHouses) - 1), 0u);
  ASSERT_LE(std::popcount(p.pieces[0]), light_before);  // pieces only ever leave
  ASSERT_LE(std::popcount(p.pieces[1]), dark_before);
  if (!state.is_terminal()) {
    ASSERT_FALSE(state.legal_actions().empty());
    return;
  }
  const auto r = state.result();
  const int winner = r.winner, loser = winner ^ 1;
  if (r.reason == "second-life") {
    ASSERT_EQ(p.pieces[winner], bit(kSecondLife));
  } else if (r.reason == "all-drowned") {
    ASSERT_EQ(p.pieces[loser], 0u);
  } else {
    ASSERT_EQ(r.reason, "locked-up");
    const Roll roll = state.turn_start().roll;
    ASSERT_TRUE(roll.own != 0 || roll.opponent != 0);
    ASSERT_EQ(state.turn_start().side, loser);
  }
}

TEST(PharaoRandomGames, TenThousandGamesEndWithEveryInvariantHolding) {
  djed::ChanceSampler dice(31);
  std::mt19937 rng(32);
  int decided = 0, drawn = 0;
  for (int g = 0; g < djed::test::sanitized_share(10000); ++g) {
    auto s = game().new_initial_state();
    ASSERT_TRUE(s.ok());
    djed::GameRecord record(std::move(s.value()), game().info());
    int light = 4, dark = 4;
    while (!record.is_over()) {
      const auto& state = static_cast<const PharaoState&>(record.state());
      check_invariants(state, light, dark);
      light = std::popcount(state.board_now().pieces[0]);
      dark = std::popcount(state.board_now().pieces[1]);
      if (state.is_chance_node()) {
        record.apply_action(dice.sample(state));
      } else {
        const auto actions = state.legal_actions();
        record.apply_action(actions[rng() % actions.size()]);
      }
    }
    check_invariants(static_cast<const PharaoState&>(record.state()), light, dark);
    ASSERT_LE(record.turns_played(), record.max_turns());
    (record.result().winner < 0 ? drawn : decided) += 1;
  }
  EXPECT_GT(decided, 0);
}

// A copy does not carry the turn lists its original kept for undoing (they
// grow with the game): undoing past where it was made enumerates them again,
// and must give back every position, turn list and hash the game passed.
TEST(PharaoRandomGames, ACopyMadeLateUndoesToTheStartAsTheOriginalPlayedIt) {
  djed::ChanceSampler dice(41);
  std::mt19937 rng(42);
  for (int g = 0; g < 20; ++g) {
    auto start = game().new_initial_state();
    ASSERT_TRUE(start.ok());
    djed::StatePtr state = std::move(start.value());
    struct Seen {
      std::string text;
      std::uint64_t hash;
      std::vector<std::string> actions;
    };
    std::vector<Seen> seen;
    std::vector<djed::Action> played;
    const auto look = [](const djed::State& s) { return Seen{s.to_string(), s.hash(), action_strings(s)}; };
    const int copy_at = 20 + g * 7;
    djed::StatePtr copy;
    for (int step = 0; !state->is_terminal() && step < 400; ++step) {
      if (step == copy_at) copy = state->clone();
      seen.push_back(look(*state));
      const auto actions = state->legal_actions();
      played.push_back(state->is_chance_node() ? dice.sample(*state) : actions[rng() % actions.size()]);
      state->apply_action(played.back());
    }
    if (!copy) copy = state->clone();
    // The copy plays on as the original did, then undoes everything.
    for (std::size_t i = copy->history_size(); i < played.size(); ++i) copy->apply_action(played[i]);
    ASSERT_EQ(copy->hash(), state->hash());
    for (std::size_t i = seen.size(); i-- > 0;) {
      copy->undo_action();
      const Seen now = look(*copy);
      ASSERT_EQ(now.text, seen[i].text) << "game " << g << ", step " << i;
      ASSERT_EQ(now.hash, seen[i].hash) << "game " << g << ", step " << i;
      ASSERT_EQ(now.actions, seen[i].actions) << "game " << g << ", step " << i;
    }
  }
}

}  // namespace
}  // namespace pharao::test
