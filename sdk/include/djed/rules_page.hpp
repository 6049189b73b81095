#pragma once
// A game's rules page: Markdown text with board diagrams between, each
// written as a fenced block that the board view draws (docs/sdk/rules-pages.md):
//
//   ```board
//   variant: aleph            (optional: the game's default variant)
//   position: <notation>      (optional: the start position)
//   mark: 12 13 14            (optional: cell labels to mark)
//   ```
//
// The app shows a block that says anything else as text, so nothing of a
// page is lost; check_rules_pages() names every such block, and every
// diagram that does not fit the game, for the conformance suite.
#include <string>
#include <string_view>
#include <vector>

namespace djed {

class Game;

struct RulesSection {
  enum class Kind { kText, kBoard };
  Kind kind = Kind::kText;
  std::string text;                 // kText: Markdown
  std::string variant;              // kBoard
  std::string position;             // kBoard: empty for the start position
  std::vector<std::string> marks;   // kBoard: cell labels
  int line = 0;                     // where the section begins on the page (from 1)
};

std::vector<RulesSection> split_rules_page(std::string_view markdown);

// Every problem of the game's rules pages, one line each ("rules (de), line
// 12: ..."): a ```board block with a key other than variant, position and
// mark, or never closed; a variant the game does not have; a position that
// does not parse in it; a mark that is no cell label of its board; a page
// with another number of diagrams than the English one. Empty: all good.
std::vector<std::string> check_rules_pages(const Game& game);

}  // namespace djed
