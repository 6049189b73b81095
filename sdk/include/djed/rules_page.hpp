#pragma once
// A game's rules page as the app shows it: Markdown text with board diagrams
// between, each written as a fenced block that the board view draws:
//
//   ```board
//   variant: aleph            (optional: the game's default variant)
//   position: <notation>      (optional: the start position)
//   mark: 12 13 14            (optional: cell labels to mark)
//   ```
//
// A block that says anything else stays text, so nothing of a page is lost.
#include <string>
#include <string_view>
#include <vector>

namespace djed::session {

struct RulesSection {
  enum class Kind { kText, kBoard };
  Kind kind = Kind::kText;
  std::string text;                 // kText: Markdown
  std::string variant;              // kBoard
  std::string position;             // kBoard: empty for the start position
  std::vector<std::string> marks;   // kBoard: cell labels
};

std::vector<RulesSection> split_rules_page(std::string_view markdown);

}  // namespace djed::session
