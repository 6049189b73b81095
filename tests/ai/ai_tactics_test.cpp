// The searchers see one turn ahead: they take a forced win when there is one
// and avoid a turn that loses at once when another does not. Positions come
// from seeded random games and are checked by brute force here.
#include "ai_test_support.hpp"
#include "djed/ai/levels.hpp"
#include "sanitized.hpp"

namespace djed::ai::test {
namespace {

const GameCase& case_named(const std::string& name) {
  for (const GameCase& c : all_games())
    if (c.name == name) return c;
  throw std::logic_error("no game " + name);
}

bool loses_next(const State& s, const Turn& t) { return opponent_can_win_next(s, t); }

// Positions where some turn forces a win but not every turn does.
std::vector<StatePtr> win_in_one_positions(const GameCase& c, int count) {
  std::vector<StatePtr> found;
  for (std::uint64_t seed = 1; static_cast<int>(found.size()) < count && seed < 200; ++seed)
    for (auto& s : random_positions(c, 60, seed)) {
      const auto turns = s->legal_turns();
      const auto winning = std::count_if(turns.begin(), turns.end(), [&](const Turn& t) { return forces_win(*s, t); });
      if (winning > 0 && winning < static_cast<long>(turns.size())) found.push_back(std::move(s));
      if (static_cast<int>(found.size()) == count) break;
    }
  return found;
}

// Positions without a forced win where some turns lose at once and some do not.
std::vector<StatePtr> loss_in_one_positions(const GameCase& c, int count) {
  std::vector<StatePtr> found;
  for (std::uint64_t seed = 1000; static_cast<int>(found.size()) < count && seed < 1200; ++seed)
    for (auto& s : random_positions(c, 60, seed)) {
      const auto turns = s->legal_turns();
      if (turns.size() > 400) continue;  // keep the brute force quick
      bool safe = false, losing = false, winning = false;
      for (const Turn& t : turns) {
        winning = winning || forces_win(*s, t);
        (loses_next(*s, t) ? losing : safe) = true;
        if (winning) break;
      }
      if (!winning && safe && losing) found.push_back(std::move(s));
      if (static_cast<int>(found.size()) == count) break;
    }
  return found;
}

class AiTactics : public testing::TestWithParam<std::string> {};

TEST_P(AiTactics, TakesAForcedWin) {
  const GameCase& c = case_named(GetParam());
  const auto positions = win_in_one_positions(c, 8);
  ASSERT_EQ(positions.size(), 8u) << "too few test positions found";
  for (const std::string level : {"medium", "hard"}) {
    auto player = make_player(level, PlayerOptions{3, 0, 20000}).value();
    for (const auto& s : positions) {
      const Decision d = player->choose_turn(*s, fresh_context(c));
      EXPECT_TRUE(forces_win(*s, d.turn)) << level << " at " << s->to_string() << " played "
                                          << s->turn_to_string(d.turn);
      EXPECT_GT(d.score, kEvaluationLimit) << level << " does not see the win at " << s->to_string();
    }
  }
}

// Eight searches of 20,000 nodes: a second each; two in the sanitized
// builds, where eight took 35 s for Seti Aleph.
TEST_P(AiTactics, AvoidsALossInOne) {
  const GameCase& c = case_named(GetParam());
  const int count = djed::test::sanitized_share(8, 4);
  const auto positions = loss_in_one_positions(c, count);
  ASSERT_EQ(static_cast<int>(positions.size()), count) << "too few test positions found";
  auto player = make_player("hard", PlayerOptions{3, 0, 20000}).value();
  for (const auto& s : positions) {
    const Decision d = player->choose_turn(*s, fresh_context(c));
    EXPECT_FALSE(loses_next(*s, d.turn)) << "at " << s->to_string() << " played " << s->turn_to_string(d.turn);
  }
}

INSTANTIATE_TEST_SUITE_P(Games, AiTactics, testing::Values("ramses", "seti:aleph", "seti:beth"),
                         [](const testing::TestParamInfo<std::string>& info) {
                           std::string n = info.param;
                           std::replace(n.begin(), n.end(), ':', '_');
                           return n;
                         });

// Light holds 1 and 9; the pawn on 10 (three pawns in the middle row) walks
// 10-11-12-13 onto the third hieroglyph square. No other turn wins.
//
//   top:  L  .  .  .  [ ------------------- ]
//   mid:  .  .  .  L  L  .  .  .  D  .  .  .
//   bot:  D  L  D  D  [ ------------------- ]
TEST(AiTacticsRamses, TheThirdHieroglyphSquare) {
  const GameCase& c = case_named("ramses");
  auto s = c.game->parse_position("", "L:1,9,10,19 D:14,18,20,21 L").value();
  for (const std::string level : {"easy", "medium", "hard"}) {
    const Decision d = make_player(level, PlayerOptions{1, 0, 5000}).value()->choose_turn(*s, fresh_context(c));
    EXPECT_TRUE(wins_at_once(*s, d.turn)) << level << " played " << s->turn_to_string(d.turn);
  }
}

}  // namespace
}  // namespace djed::ai::test
