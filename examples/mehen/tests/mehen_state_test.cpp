// Mehen behind the SDK's State: the sticks' chances, undo, what the board
// shows and offers, the prompts, and perft against the rules page.
#include <fstream>
#include <map>
#include <random>
#include <regex>

#include "djed/chance.hpp"
#include "mehen_test_support.hpp"
#include "sticks.hpp"

namespace mehen::test {
namespace {

TEST(MehenState, TheThrowIsAChanceNodeWithTheWeightsOfThreeSticks) {
  auto s = at("L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L");
  ASSERT_TRUE(s);
  EXPECT_TRUE(s->is_chance_node());
  std::map<int, std::uint32_t> weights;
  std::uint32_t total = 0;
  for (const djed::ChanceOutcome& o : s->chance_outcomes()) {
    weights[throw_in(o.action)] = o.weight;
    total += o.weight;
  }
  // Count the falls of three two-faced sticks: flat faces up 1 -> taba, 2 -> 2, 3 -> 4, 0 -> 6.
  std::map<int, std::uint32_t> counted;
  for (int fall = 0; fall < 8; ++fall) {
    const int flat = (fall & 1) + (fall >> 1 & 1) + (fall >> 2 & 1);
    ++counted[flat == 0 ? 6 : flat == 1 ? 1 : flat == 2 ? 2 : 4];
  }
  EXPECT_EQ(weights, counted);
  EXPECT_EQ(total, static_cast<std::uint32_t>(kStickFalls));
}

TEST(MehenState, UndoRestoresEveryPositionOfARandomGame) {
  djed::ChanceSampler sticks(3);
  std::mt19937 rng(3);
  djed::StatePtr s = std::move(game().new_initial_state()).value();
  std::vector<std::string> seen{s->to_string()};
  while (!s->is_terminal()) {
    if (s->is_chance_node()) {
      s->apply_action(sticks.sample(*s));
    } else {
      const auto actions = s->legal_actions();
      s->apply_action(actions[rng() % actions.size()]);
    }
    seen.push_back(s->to_string());
  }
  seen.pop_back();
  while (s->history_size() > 0) {
    s->undo_action();
    ASSERT_EQ(s->to_string(), seen.back());
    seen.pop_back();
  }
}

TEST(MehenState, TheBoardShowsMarblesLionsTabasAndTheThrow) {
  auto s = at("L:h,12,s lion:30 tabas:2 D:12,s,s lion:- tabas:0 L throw:4");
  ASSERT_TRUE(s);
  const djed::BoardSnapshot board = s->board();
  ASSERT_EQ(board.pieces.size(), 8u);
  EXPECT_EQ(board.pieces[0].cell, home_cell(kLight));
  EXPECT_EQ(board.pieces[1].cell, 12);
  EXPECT_EQ(board.pieces[1].level, 0);
  EXPECT_EQ(board.pieces[2].cell, start_cell(kLight));
  EXPECT_EQ(board.pieces[3].image, "lion-light");
  EXPECT_EQ(board.pieces[3].cell, 30);
  EXPECT_FALSE(board.pieces[3].frozen);
  EXPECT_EQ(board.pieces[4].cell, 12);  // Dark's marble shares 12, drawn on top
  EXPECT_EQ(board.pieces[4].level, 1);
  EXPECT_EQ(board.pieces[7].image, "lion-dark");
  EXPECT_TRUE(board.pieces[7].frozen);  // asleep at home
  EXPECT_EQ(board.pieces[7].cell, home_cell(kDark));
  EXPECT_EQ(game().info().text(board.pieces[7].name), "Dark lion, asleep until a marble comes home");
  EXPECT_EQ(game().info().text(board.pieces[1].name, "fr"), "bille de Clair");
  ASSERT_EQ(board.markers.size(), 1u);
  EXPECT_EQ(board.markers[0].cell, start_cell(kLight));
  EXPECT_EQ(game().info().text(board.markers[0].marker.name), "2 tabas kept");
  ASSERT_EQ(board.dice.size(), 1u);
  EXPECT_EQ(board.dice[0].value, 4);
  for (const char* image : {"marble-light", "marble-dark", "lion-light", "lion-dark", "coil"})
    ASSERT_NE(game().info().image(image), nullptr) << image;
}

TEST(MehenState, ActionsAreOfferedOnTheBoardAndKeepingAsAButton) {
  // Out of the start area onto 1, clicked there.
  auto s = at("L:h,12,s lion:h tabas:0 D:s,s,s lion:- tabas:0 L throw:1");
  ASSERT_TRUE(s);
  std::vector<djed::ActionView> views;
  for (djed::Action a : s->legal_actions()) views.push_back(s->describe_action(a));
  ASSERT_EQ(views.size(), 4u);  // 12-13, s-1, Lh-1, keep
  EXPECT_EQ(views[1].from, start_cell(kLight));
  EXPECT_EQ(views[1].to, 1);
  EXPECT_EQ(game().info().text(views[1].label), "Light marble comes out onto 1");
  EXPECT_EQ(game().info().text(views[2].label, "fr"), "le lion de Clair sort sur 1");
  EXPECT_EQ(views[2].from, home_cell(kLight));  // the lion comes out of home
  EXPECT_EQ(views[3].interaction, djed::Interaction::kButton);
  EXPECT_EQ(game().info().text(views[3].label), "Keep the taba");
  // Turning at the head, walking to 26; the lion's eating is a capture.
  s = at("L:h,s,s lion:30 tabas:2 D:27,s,s lion:- tabas:0 L throw:4");
  const djed::ActionView v = s->describe_action(s->legal_actions().front());
  EXPECT_EQ(v.path, (std::vector<int>{30, 29, 28, 27, 26}));
  EXPECT_TRUE(v.captures);
  EXPECT_EQ(game().info().text(v.label), "Light lion from 30 to 26, eating a marble");
  EXPECT_EQ(game().info().text(v.label, "de"), "Löwe von Hell von 30 nach 26 und frisst eine Murmel");
  // Home: the home area is the destination.
  s = at("L:2o,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:4");
  const djed::ActionView home = s->describe_action(s->legal_actions().front());
  EXPECT_EQ(home.to, home_cell(kLight));
  EXPECT_EQ(game().info().text(home.label, "de"), "Murmel von Hell zieht von 2 heim");
}

TEST(MehenState, ThePromptSaysWhatIsDue) {
  const std::pair<const char*, const char*> cases[] = {
      {"L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L", "Light: throw the sticks."},
      {"L:s,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:1",
       "Light: a taba. Bring a marble out, move a piece one square, or keep it for later."},
      {"L:5,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 D throw:2", "Dark: nothing can use the throw of 2; it is lost."},
      {"L:5,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:2", "Light: move a piece 2 squares; then the turn passes."},
      {"L:5,s,s lion:- tabas:0 D:s,s,s lion:- tabas:0 L throw:6", "Light: move a piece 6 squares, then throw again."},
  };
  for (const auto& [position, prompt] : cases) EXPECT_EQ(game().info().text(at(position)->prompt()), prompt);
}

// The perft table of the rules page: the rows `| depth | leaves |` under
// the heading that names it.
std::map<int, std::uint64_t> perft_table_of_rules_page() {
  std::ifstream in(MEHEN_RULES_PAGE);
  std::map<int, std::uint64_t> table;
  std::string line;
  bool in_section = false;
  const std::regex row(R"(^\|\s*(\d+)\s*\|\s*([\d,]+)\s*\|)");
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) in_section = line.find("Perft") != std::string::npos;
    std::smatch m;
    if (in_section && std::regex_search(line, m, row)) {
      std::string digits;
      for (char c : m[2].str())
        if (c != ',') digits += c;
      table[std::stoi(m[1].str())] = std::stoull(digits);
    }
  }
  return table;
}

// Perft counted again the slow way: every turn of the state, every throw
// as many times as the sticks fall that way.
std::uint64_t walked(djed::State& s, int depth) {
  if (depth == 0) return 1;
  if (s.is_terminal()) return 0;
  std::uint64_t total = 0;
  if (s.is_chance_node()) {
    for (const djed::ChanceOutcome& o : s.chance_outcomes()) {
      s.apply_action(o.action);
      total += o.weight * walked(s, depth);
      s.undo_action();
    }
    return total;
  }
  for (const djed::Turn& t : s.legal_turns()) {
    s.apply_turn(t);
    total += walked(s, depth - 1);
    for (std::size_t i = 0; i < t.size(); ++i) s.undo_action();
  }
  return total;
}

TEST(MehenState, PerftMatchesTheRulesPageAndTheStatesOwnWalk) {
  const auto table = perft_table_of_rules_page();
  ASSERT_GE(table.size(), 4u) << "no perft table in " << MEHEN_RULES_PAGE;
  djed::StatePtr start = std::move(game().new_initial_state()).value();
  for (const auto& [depth, leaves] : table) {
    EXPECT_EQ(start->perft(depth), leaves) << "depth " << depth;
    if (depth <= 5) {
      EXPECT_EQ(walked(*start, depth), leaves) << "depth " << depth;
    }
  }
}

}  // namespace
}  // namespace mehen::test
