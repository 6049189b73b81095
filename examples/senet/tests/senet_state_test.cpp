// The State interface around the rules: chance, undo, the board view's
// vocabulary, prompts and the generic turn services.
#include <array>
#include <bit>
#include <random>
#include <set>

#include "evaluation.hpp"
#include "senet_test_support.hpp"
#include "sticks.hpp"

namespace senet::test {
namespace {

TEST(SenetState, TheThrowIsAChanceNodeWithTheSticksWeights) {
  auto s = at("L:1,3,5,7,9 D:2,4,6,8,10 L");
  ASSERT_TRUE(s);
  ASSERT_TRUE(s->is_chance_node());
  EXPECT_TRUE(s->legal_turns().empty());
  const auto outcomes = s->chance_outcomes();
  ASSERT_EQ(outcomes.size(), 5u);
  const std::uint32_t weights[] = {4, 6, 4, 1, 1};
  double total = 0;
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    EXPECT_EQ(outcomes[i].weight, weights[i]);
    EXPECT_DOUBLE_EQ(outcomes[i].probability, weights[i] / 16.0);
    EXPECT_EQ(s->action_to_string(outcomes[i].action), "throw:" + std::to_string(i + 1));
    total += outcomes[i].probability;
  }
  EXPECT_DOUBLE_EQ(total, 1.0);
  s->apply_action(outcomes[2].action);
  EXPECT_EQ(s->to_string(), "L:1,3,5,7,9 D:2,4,6,8,10 L throw:3");
  EXPECT_EQ(s->current_player(), kLight);
}

TEST(SenetState, TheWeightsCountTheFallsOfFourSticks) {
  std::array<std::uint32_t, 6> counted{};
  for (int fall = 0; fall < 16; ++fall) {
    const int light = std::popcount(static_cast<unsigned>(fall));
    ++counted[static_cast<std::size_t>(light == 0 ? 5 : light)];
  }
  for (int t = kMinThrow; t <= kMaxThrow; ++t)
    EXPECT_EQ(counted[static_cast<std::size_t>(t)], kThrowWeights[static_cast<std::size_t>(t)]) << t;
}

TEST(SenetState, UndoRestoresEveryPositionOfARandomGame) {
  std::mt19937 rng(5);
  auto start = game().new_initial_state();
  ASSERT_TRUE(start.ok());
  djed::StatePtr s = std::move(start).value();
  std::vector<std::string> seen{s->to_string()};
  std::vector<std::uint64_t> hashes{s->hash()};
  while (!s->is_terminal() && seen.size() < 400) {
    const auto actions = s->legal_actions();
    ASSERT_FALSE(actions.empty()) << s->to_string();
    s->apply_action(actions[rng() % actions.size()]);
    seen.push_back(s->to_string());
    hashes.push_back(s->hash());
  }
  while (s->history_size() > 0) {
    seen.pop_back();
    hashes.pop_back();
    s->undo_action();
    ASSERT_EQ(s->to_string(), seen.back());
    ASSERT_EQ(s->hash(), hashes.back());
  }
}

TEST(SenetState, HashesTellThrowsApartAndRepetitionKeysDoNot) {
  auto before = at("L:4 D:20 L");
  auto thrown = at("L:4 D:20 L throw:2");
  auto other_side = at("L:4 D:20 D");
  ASSERT_TRUE(before && thrown && other_side);
  EXPECT_NE(before->hash(), thrown->hash());
  EXPECT_EQ(before->repetition_key(), thrown->repetition_key());
  EXPECT_NE(before->hash(), other_side->hash());
  EXPECT_FALSE(game().info().draw_by_repetition);
  EXPECT_EQ(game().info().max_turns, kMaxTurns);
  EXPECT_TRUE(game().info().uses_dice);
}

TEST(SenetState, TheBoardShowsConesSpoolsAndTheThrow) {
  auto s = at("L:1,26 D:2 L throw:4");
  ASSERT_TRUE(s);
  const djed::BoardSnapshot board = s->board();
  ASSERT_EQ(board.pieces.size(), 3u);
  EXPECT_EQ(board.pieces[0].image, "cone");
  EXPECT_EQ(board.pieces[2].image, "spool");
  EXPECT_EQ(board.pieces[2].cell, 2);
  EXPECT_EQ(game().info().text(board.pieces[0].name), "Light cone");
  EXPECT_EQ(game().info().text(board.pieces[2].name, "de"), "Spule von Dunkel");
  ASSERT_EQ(board.dice.size(), 1u);
  EXPECT_EQ(board.dice[0].value, 4);
  for (const char* image : {"cone", "spool"}) {
    ASSERT_NE(game().info().image(image), nullptr) << image;
    EXPECT_EQ(game().info().image(image)->svg.rfind("<svg", 0), 0u) << image;
  }
  EXPECT_TRUE(at("L:1,26 D:2 L")->board().dice.empty());
}

TEST(SenetState, ActionsAreOfferedAsTheBoardViewCanShowThem) {
  // A swap on the board, marked as taking.
  auto s = at("L:5 D:7,20 L throw:2");
  ASSERT_TRUE(s);
  djed::ActionView v = s->describe_action(s->legal_actions().front());
  EXPECT_EQ(v.interaction, djed::Interaction::kBoard);
  EXPECT_EQ(v.from, 5);
  EXPECT_EQ(v.to, 7);
  EXPECT_TRUE(v.captures);
  EXPECT_EQ(v.path, (std::vector<int>{5, 6, 7}));
  EXPECT_EQ(game().info().text(v.label), "Light piece from 5 to 7, swapping places with the Dark piece there");
  // Into the water: picked on 27, walked on to where the piece comes back.
  s = at("L:14,26 D:15 L throw:1");
  v = s->describe_action(s->legal_actions().back());
  EXPECT_EQ(v.to, 27);
  EXPECT_EQ(v.path, (std::vector<int>{26, 27, 13}));
  EXPECT_EQ(game().info().text(v.label), "Light piece from 26 into the House of Water, back to 13");
  // Off the board there is no cell: a button says what it does.
  s = at("L:5,28 D:1 L throw:3");
  v = s->describe_action(s->legal_actions().back());
  EXPECT_EQ(v.interaction, djed::Interaction::kButton);
  EXPECT_EQ(v.from, 28);
  EXPECT_EQ(game().info().text(v.label), "Bear off the piece on 28");
  EXPECT_EQ(game().info().text(v.label, "de"), "Stein auf 28 vom Brett nehmen");
  // So does a lost throw.
  s = at("L:30 D:1 L throw:4");
  v = s->describe_action(s->legal_actions().front());
  EXPECT_EQ(v.interaction, djed::Interaction::kButton);
  EXPECT_EQ(game().info().text(v.label), "Lose the throw");
  // The throw is chance.
  s = at("L:30 D:1 L");
  EXPECT_EQ(s->describe_action(s->legal_actions().front()).interaction, djed::Interaction::kChance);
}

TEST(SenetState, ThePromptSaysWhatIsDue) {
  const djed::GameInfo& info = game().info();
  EXPECT_EQ(info.text(at("L:4 D:20 D")->prompt()), "Dark: throw the sticks.");
  EXPECT_EQ(info.text(at("L:4 D:20 L throw:2")->prompt()), "Light: move a piece 2 squares.");
  EXPECT_EQ(info.text(at("L:4 D:20 L throw:1")->prompt()), "Light: move a piece one square, then throw again.");
  EXPECT_EQ(info.text(at("L:30 D:20 L throw:4")->prompt()),
            "Light: no piece can move 4 squares; the throw is lost.");
  EXPECT_EQ(info.text(at("L:30 D:20 L throw:4")->prompt(), "de"),
            "Hell: Kein Stein kann 4 Felder ziehen; der Wurf verfällt.");
  EXPECT_EQ(info.text(at("L:4 D: D")->prompt()), "Dark has borne off all five pieces and wins.");
}

TEST(SenetState, TheGenericTurnServicesAgreeWithTheGamesOwn) {
  // The SDK's reference implementations walk the actions; the state's own
  // versions take shortcuts. Both must give the same answers.
  std::mt19937 rng(9);
  auto start = game().new_initial_state();
  ASSERT_TRUE(start.ok());
  djed::StatePtr s = std::move(start).value();
  int checked = 0;
  while (!s->is_terminal() && checked < 60) {
    if (s->is_chance_node()) {
      EXPECT_EQ(s->perft(2), s->State::perft(2)) << s->to_string();
      const auto outcomes = s->chance_outcomes();
      s->apply_action(outcomes[rng() % outcomes.size()].action);
      continue;
    }
    EXPECT_EQ(s->legal_turns(), s->State::legal_turns()) << s->to_string();
    EXPECT_EQ(s->perft(2), s->State::perft(2)) << s->to_string();
    for (const djed::Turn& t : s->legal_turns()) {
      EXPECT_EQ(s->turn_to_string(t), s->State::turn_to_string(t));
      auto generic = s->State::turn_from_string(s->turn_to_string(t));
      ASSERT_TRUE(generic.ok()) << generic.message();
      EXPECT_EQ(*generic, t);
    }
    const auto turns = s->legal_turns();
    s->apply_turn(turns[rng() % turns.size()]);
    ++checked;
  }
}

TEST(SenetState, TheGameDescribesItself) {
  const djed::GameInfo& info = game().info();
  EXPECT_EQ(info.id, "senet");
  EXPECT_EQ(info.text(info.display_name), "Senet");
  EXPECT_EQ(info.languages(), (std::vector<std::string>{"en", "de"}));
  EXPECT_NE(info.rules_text("en").find("Kendall"), std::string::npos);
  EXPECT_NE(info.rules_text("de").find("Kendall"), std::string::npos);
  auto geometry = game().geometry();
  ASSERT_TRUE(geometry.ok());
  EXPECT_EQ(geometry->rows, 3);
  EXPECT_EQ(geometry->cols, 10);
  // The path runs in a snake: 10 above 11, 20 above 21.
  const auto cell = [&](int id) { return geometry->cells[static_cast<std::size_t>(geometry->cell_index_of(id))]; };
  EXPECT_EQ(cell(1).row, 0);
  EXPECT_EQ(cell(1).col, 0);
  EXPECT_EQ(cell(11).col, 9);
  EXPECT_EQ(cell(20).col, 0);
  EXPECT_EQ(cell(21).row, 2);
  EXPECT_EQ(cell(30).col, 9);
  std::set<int> marked;
  for (const djed::Cell& c : geometry->cells)
    if (!c.markers.empty()) marked.insert(c.id);
  EXPECT_EQ(marked, (std::set<int>{15, 26, 27, 28, 29, 30}));
  EXPECT_EQ(info.text(cell(27).markers.front().name, "de"), "Haus des Wassers");
}

}  // namespace
}  // namespace senet::test
