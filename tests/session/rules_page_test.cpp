// The rules pages as the app shows them: text with board diagrams between.
// Every diagram of every page, in every language, is a position of its game
// with marks on cells the board has.
#include <gtest/gtest.h>

#include <set>

#include "djed/rules_page.hpp"
#include "session_test_support.hpp"

namespace djed::session::test {
namespace {

using djed::RulesSection;
using djed::split_rules_page;
using Kind = RulesSection::Kind;

TEST(RulesPage, SplitsTextAndDiagrams) {
  const auto parts = split_rules_page(
      "# Game\n\nIntro.\n\n```board\nvariant: beth\nposition: x y z\nmark: a1  b3\n```\n\nMore text.\n");
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_EQ(parts[0].kind, Kind::kText);
  EXPECT_EQ(parts[0].text, "# Game\n\nIntro.\n\n");
  EXPECT_EQ(parts[1].kind, Kind::kBoard);
  EXPECT_EQ(parts[1].variant, "beth");
  EXPECT_EQ(parts[1].position, "x y z");
  EXPECT_EQ(parts[1].marks, (std::vector<std::string>{"a1", "b3"}));
  EXPECT_EQ(parts[2].kind, Kind::kText);
  EXPECT_EQ(parts[2].text, "\nMore text.\n");
}

TEST(RulesPage, AnythingElseStaysText) {
  // An unknown key, another fence, a block never closed: all kept as written.
  const std::string page = "A\n```board\ncolour: red\n```\n```\ncode\n```\n```board\nmark: 1\n";
  const auto parts = split_rules_page(page);
  ASSERT_EQ(parts.size(), 1u);
  EXPECT_EQ(parts[0].kind, Kind::kText);
  EXPECT_EQ(parts[0].text, page);
  // An empty block is the start position of the default variant.
  const auto start = split_rules_page("```board\n```");
  ASSERT_EQ(start.size(), 1u);
  EXPECT_EQ(start[0].kind, Kind::kBoard);
  EXPECT_TRUE(start[0].position.empty() && start[0].variant.empty() && start[0].marks.empty());
}

// A game with rules pages of its own making, for check_rules_pages().
class PagedGame final : public Game {
 public:
  PagedGame(std::shared_ptr<const Game> inner, std::string english, std::string german)
      : inner_(std::move(inner)), info_(inner_->info()) {
    for (Translation& t : info_.translations) t.rules = t.language == "en" ? english : t.language == "de" ? german : "";
  }
  const GameInfo& info() const noexcept override { return info_; }
  StatePtr make_initial_state(const std::string& variant) const override { return inner_->new_initial_state(variant).value(); }
  Result<StatePtr> make_state(const std::string& variant, std::string_view text) const override {
    return inner_->parse_position(variant, text);
  }
  BoardGeometry make_geometry(const std::string& variant) const override { return inner_->geometry(variant).value(); }

 private:
  std::shared_ptr<const Game> inner_;
  GameInfo info_;
};

TEST(RulesPage, EveryProblemOfADiagramIsNamedWithItsPageAndLine) {
  const std::string english =
      "# Rules\n"                                  // 1
      "```board\npostion: L:1 D:2 L\n```\n"        // 2
      "```board\nvariant: gimel\n```\n"            // 5
      "```board\nposition: garbage\n```\n"         // 8
      "```board\nmark: a3 zz\n```\n"               // 11
      "```board\njust words\n```\n"                // 14
      "```board\nmark: a1 b2\n```\n"               // 17: a good one
      "```board\nvariant: aleph\n";                // 20: never closed
  const PagedGame game(game_for("seti"), english, "```board\n```\n");
  const auto problems = djed::check_rules_pages(game);
  const std::vector<std::string> expected = {
      "rules (en), line 2: a board diagram with unknown key 'postion' (variant, position or mark)",
      "rules (en), line 14: a board diagram with 'just words' is not 'key: value' (variant, position or mark)",
      "rules (en), line 20: a board diagram never closed with ```",
      "rules (en), line 5: unknown variant 'gimel'",
      "rules (en), line 8: position 'garbage': ",
      "rules (en), line 11: mark 'zz' is no cell label of the board",
      "rules (de), 1 board diagrams where English has 4",
  };
  ASSERT_EQ(problems.size(), expected.size()) << ::testing::PrintToString(problems);
  for (std::size_t i = 0; i < expected.size(); ++i)
    EXPECT_EQ(problems[i].rfind(expected[i], 0), 0u) << problems[i] << "\nexpected to begin with\n" << expected[i];
  // The shipped pages have none.
  for (const std::string id : {"ramses", "pharao", "seti"})
    EXPECT_EQ(djed::check_rules_pages(*game_for(id)), std::vector<std::string>{}) << id;
}

TEST(RulesPage, EveryDiagramIsAPositionOfItsGame) {
  int diagrams = 0;
  for (const std::string id : {"ramses", "pharao", "seti"}) {
    const auto game = game_for(id);
    const GameInfo& info = game->info();
    std::size_t per_language = 0;
    for (const std::string language : {"en", "de", "fr"}) {
      std::size_t here = 0;
      for (const RulesSection& part : split_rules_page(info.rules_text(language))) {
        if (part.kind != Kind::kBoard) continue;
        ++here;
        const std::string where = id + " (" + language + "), diagram " + std::to_string(here);
        // Through the session, as the rules page opens it.
        SessionConfig config{id, part.variant, {}, 1, part.position};
        auto session = GameSession::create(game, config);
        ASSERT_TRUE(session.ok()) << where << ": " << session.message();
        std::set<std::string> labels;
        for (const Cell& c : session.value()->geometry().cells) labels.insert(c.label);
        for (const std::string& mark : part.marks) EXPECT_TRUE(labels.count(mark)) << where << ": no cell " << mark;
        EXPECT_FALSE(session.value()->forced_action().has_value()) << where << ": would play on by itself";
      }
      if (language == "en") per_language = here;
      EXPECT_EQ(here, per_language) << id << ": " << language << " has another number of diagrams than English";
      diagrams += static_cast<int>(here);
    }
    EXPECT_GT(per_language, 0u) << id << " has no diagram";
  }
  EXPECT_GE(diagrams, 3 * 6);
}

}  // namespace
}  // namespace djed::session::test
