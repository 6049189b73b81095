// The position and turn notation: what prints reads back the same, and what
// is malformed is refused with a message naming the problem.
#include <set>
#include <sstream>

#include "notation.hpp"
#include "senet_test_support.hpp"

namespace senet::test {
namespace {

TEST(SenetNotation, PositionsPrintBackAsTheyWereWritten) {
  for (const char* text : {"L:1,3,5,7,9 D:2,4,6,8,10 L", "L:1,3,5,7,9 D:2,4,6,8,10 L throw:5",
                           "L:15,26,30 D:1 D throw:1", "L: D:1,2 L", "L:4 D: D", "L:28,29 D:30 D throw:3"}) {
    auto s = at(text);
    ASSERT_TRUE(s) << text;
    EXPECT_EQ(s->to_string(), text);
  }
}

TEST(SenetNotation, SpacesAroundTheWordsDoNotMatter) {
  auto s = at("  L:1,3   D:2\tL  throw:2 ");
  ASSERT_TRUE(s);
  EXPECT_EQ(s->to_string(), "L:1,3 D:2 L throw:2");
}

TEST(SenetNotation, MalformedPositionsAreRefusedNamingTheProblem) {
  const std::pair<const char*, const char*> cases[] = {
      {"", "got 0 word(s)"},
      {"L:1,3 D:2", "got 2 word(s)"},
      {"L:1 D:2 L throw:2 extra", "got 5 word(s)"},
      {"D:2 L:1 L", "expected Light's squares"},
      {"L:1 X:2 L", "expected Dark's squares"},
      {"L:a D:2 L", "not a square number"},
      {"L:1,,3 D:2 L", "not a square number"},
      {"L:0 D:2 L", "no such square"},
      {"L:31 D:2 L", "no such square"},
      {"L:99 D:1 L", "no such square"},
      {"L:27 D:2 L", "House of Water"},
      {"L:1,1 D:2 L", "holds two pieces"},
      {"L:1 D:1 L", "holds two pieces"},
      {"L:3,1 D:2 L", "increasing order"},
      {"L:1,3,5,7,9,11 D:2 L", "has 6 pieces"},
      {"L:1 D:2 X", "expected L or D"},
      {"L:1 D:2 L throw:0", "1 to 5"},
      {"L:1 D:2 L throw:6", "1 to 5"},
      {"L:1 D:2 L roll:3", "expected throw:"},
      {"L: D: L", "neither side"},
      {"L: D:2 D", "names the winner (L)"},
      {"L: D:2 L throw:3", "finished game has no throw"},
      {"\x01\x02 D:2 L", "\\x01\\x02"},
  };
  for (const auto& [text, why] : cases) {
    auto parsed = game().parse_position("", text);
    ASSERT_FALSE(parsed.ok()) << "accepted '" << text << "'";
    EXPECT_NE(parsed.message().find(why), std::string::npos) << "'" << text << "': " << parsed.message();
  }
}

TEST(SenetNotation, EveryTurnPrintsAndReadsBack) {
  for (const char* position : {"L:1,3,5,7,9 D:2,4,6,8,10 L throw:3", "L:14,26 D:15,28 L throw:1",
                               "L:5,26,28,29,30 D:1 L throw:5", "L:3 D:5,6,7 L throw:5"}) {
    auto s = at(position);
    ASSERT_TRUE(s);
    for (const djed::Turn& t : s->legal_turns()) {
      const std::string text = s->turn_to_string(t);
      auto back = s->turn_from_string(text);
      ASSERT_TRUE(back.ok()) << position << ": " << text << ": " << back.message();
      EXPECT_EQ(*back, t) << text;
      // A turn is one action, written as that action.
      ASSERT_EQ(t.size(), 1u);
      EXPECT_EQ(s->action_to_string(t.front()), text);
    }
  }
}

TEST(SenetNotation, TheMoveKindsAreWrittenApart) {
  EXPECT_EQ(turn_strings(*at("L:14,26 D:15,28 L throw:1")), (std::vector<std::string>{"14x15", "26-27"}));
  EXPECT_EQ(turn_strings(*at("L:5,26,28,29,30 D:1 L throw:5")), (std::vector<std::string>{"5-10", "26-off"}));
}

TEST(SenetNotation, MalformedOrIllegalTurnsAreRefusedNamingTheProblem) {
  const char* start_thrown = "L:1,3,5,7,9 D:2,4,6,8,10 L throw:3";
  const std::pair<const char*, const char*> cases[] = {
      {"", "empty turn"},
      {"zz-top", "expected a move like 7-10"},
      {"x", "expected a move like 7-10"},
      {"7", "expected a move like 7-10"},
      {"7-", "expected a move like 7-10"},
      {"1-1 1-1 1-1 1-1 1-1", "a turn is one move"},
      {"9-12 12-14", "a turn is one move"},
      {"0-3", "no square 0"},
      {"9-31", "no square 31"},
      {"2-5", "has no piece on 2"},
      {"9-13", "goes to 12"},
      {"1-4", "the swap is written 1x4"},
      {"9x12", "nothing to swap with"},
      {"9x-off", "expected a move"},
      {"9xoff", "swaps with nothing"},
      {"9-off", "goes to 12"},
      {"-", "only when no piece can move"},
      {"throw:3", "expected a move like 7-10"},
  };
  for (const auto& [turn, why] : cases) {
    const std::string reason = refusal(start_thrown, turn);
    EXPECT_NE(reason.find(why), std::string::npos) << "'" << turn << "': " << reason;
  }
  // Each refusal lists what is possible.
  EXPECT_NE(refusal(start_thrown, "9-13").find("possible with throw:3: 1x4 3x6 5x8 7x10 9-12"), std::string::npos);
}

TEST(SenetNotation, ThrowsAreWrittenAsThrowN) {
  auto s = at("L:1,3,5,7,9 D:2,4,6,8,10 L");
  ASSERT_TRUE(s);
  for (const djed::ChanceOutcome& o : s->chance_outcomes()) {
    const std::string text = s->action_to_string(o.action);
    auto back = s->action_from_string(text);
    ASSERT_TRUE(back.ok()) << text;
    EXPECT_EQ(*back, o.action);
  }
  EXPECT_EQ(s->action_to_string(s->chance_outcomes().front().action), "throw:1");
  for (const char* bad : {"throw:0", "throw:6", "throw:", "roll:2", "9-12"}) {
    auto refused = s->action_from_string(bad);
    ASSERT_FALSE(refused.ok()) << bad;
    EXPECT_NE(refused.message().find("the sticks must be thrown first"), std::string::npos) << refused.message();
  }
  EXPECT_NE(refusal("L:1,3,5,7,9 D:2,4,6,8,10 L", "9-12").find("not been thrown"), std::string::npos);
  EXPECT_NE(refusal("L: D:2 L", "2-4").find("the game is over"), std::string::npos);
}

// The board diagrams of a rules page: its ```board blocks, each a position
// (empty: the start) and the squares it marks.
struct Diagram {
  std::string position;
  std::vector<std::string> marks;
};

std::vector<Diagram> diagrams_of(const std::string& page) {
  std::vector<Diagram> out;
  std::istringstream lines(page);
  std::string line;
  bool inside = false;
  while (std::getline(lines, line)) {
    if (!inside && line == "```board") {
      inside = true;
      out.emplace_back();
    } else if (inside && line == "```") {
      inside = false;
    } else if (inside && line.rfind("position:", 0) == 0) {
      out.back().position = line.substr(9);
    } else if (inside && line.rfind("mark:", 0) == 0) {
      std::istringstream words(line.substr(5));
      for (std::string w; words >> w;) out.back().marks.push_back(w);
    } else if (inside) {
      ADD_FAILURE() << "a board block with '" << line << "'";
    }
  }
  EXPECT_FALSE(inside) << "a board block is not closed";
  return out;
}

TEST(SenetNotation, TheRulesPagesDiagramsAreGamePositions) {
  const djed::GameInfo& info = game().info();
  const auto geometry = game().geometry();
  ASSERT_TRUE(geometry.ok());
  std::set<std::string> labels;
  for (const djed::Cell& c : geometry->cells) labels.insert(c.label);
  const auto english = diagrams_of(info.rules_text("en"));
  EXPECT_GE(english.size(), 3u);
  for (const std::string language : {"en", "de"}) {
    const auto diagrams = diagrams_of(info.rules_text(language));
    ASSERT_EQ(diagrams.size(), english.size()) << language << " has another number of diagrams than English";
    for (std::size_t i = 0; i < diagrams.size(); ++i) {
      const Diagram& d = diagrams[i];
      EXPECT_EQ(d.position, english[i].position) << language << ", diagram " << i + 1;
      EXPECT_EQ(d.marks, english[i].marks) << language << ", diagram " << i + 1;
      if (!d.position.empty()) {
        auto parsed = game().parse_position("", d.position);
        ASSERT_TRUE(parsed.ok()) << language << ", diagram " << i + 1 << ": " << parsed.message();
        // Shown before the throw, so the app does not play on by itself.
        EXPECT_TRUE((*parsed)->is_chance_node()) << d.position;
      }
      for (const std::string& mark : d.marks) EXPECT_TRUE(labels.count(mark)) << language << ": no square " << mark;
    }
  }
}

}  // namespace
}  // namespace senet::test
