#include "djed/rules_page.hpp"

#include <algorithm>
#include <optional>
#include <set>

#include "djed/game.hpp"
#include "djed/text.hpp"

namespace djed {
namespace {

// The lines of a ```board block as a diagram, or the reason it is none.
std::optional<RulesSection> diagram(const std::vector<std::string>& lines, std::string& why) {
  RulesSection out;
  out.kind = RulesSection::Kind::kBoard;
  for (const std::string& raw : lines) {
    const std::string_view line = trim(raw);
    if (line.empty()) continue;
    const auto colon = line.find(':');
    if (colon == std::string_view::npos) {
      why = "'" + printable(line) + "' is not 'key: value' (variant, position or mark)";
      return std::nullopt;
    }
    const std::string_view key = trim(line.substr(0, colon));
    const std::string_view value = trim(line.substr(colon + 1));
    if (key == "variant") {
      out.variant = value;
    } else if (key == "position") {
      out.position = value;
    } else if (key == "mark") {
      for (std::string_view w : split_words(value)) out.marks.emplace_back(w);
    } else {
      why = "unknown key '" + printable(key) + "' (variant, position or mark)";
      return std::nullopt;
    }
  }
  return out;
}

// Splits the page; each ```board block that is no diagram is kept as text
// and, when `problems` is given, reported with its line.
std::vector<RulesSection> scan(std::string_view markdown, std::vector<std::string>* problems) {
  std::vector<RulesSection> out;
  std::string text;  // the Markdown since the last diagram, as written
  int text_line = 1;
  auto flush_text = [&] {
    if (!trim(text).empty()) out.push_back({RulesSection::Kind::kText, text, {}, {}, {}, text_line});
    text.clear();
  };
  std::string opener;               // the ```board line, while inside a block
  std::vector<std::string> block;   // the block's lines, each as written
  bool in_board = false;
  int line = 0, block_line = 0;
  std::size_t start = 0;
  while (start < markdown.size()) {
    const auto end = markdown.find('\n', start);
    const std::size_t next = end == std::string_view::npos ? markdown.size() : end + 1;
    const std::string raw(markdown.substr(start, next - start));  // with its newline
    start = next;
    ++line;
    if (!in_board && trim(raw) == "```board") {
      in_board = true;
      opener = raw;
      block.clear();
      block_line = line;
    } else if (in_board && trim(raw) == "```") {
      in_board = false;
      std::string why;
      if (auto board = diagram(block, why)) {
        flush_text();
        board->line = block_line;
        out.push_back(std::move(*board));
        text_line = line + 1;
      } else {
        if (problems) problems->push_back("line " + std::to_string(block_line) + ": a board diagram with " + why);
        if (text.empty()) text_line = block_line;
        text += opener;
        for (const auto& b : block) text += b;
        text += raw;
      }
    } else if (in_board) {
      block.push_back(raw);
    } else {
      if (text.empty()) text_line = line;
      text += raw;
    }
  }
  if (in_board) {  // never closed: text as written
    if (problems) problems->push_back("line " + std::to_string(block_line) + ": a board diagram never closed with ```");
    if (text.empty()) text_line = block_line;
    text += opener;
    for (const auto& b : block) text += b;
  }
  flush_text();
  return out;
}

// What is wrong with one diagram for `game`, or "".
std::string diagram_problem(const Game& game, const RulesSection& board) {
  auto variant = game.info().resolve_variant(board.variant);
  if (!variant) return variant.message();
  if (!board.position.empty()) {
    auto state = game.parse_position(*variant, board.position);
    if (!state) return "position '" + printable(board.position) + "': " + state.message();
  }
  auto geometry = game.geometry(*variant);
  if (!geometry) return geometry.message();
  std::set<std::string> labels;
  for (const Cell& c : geometry->cells) labels.insert(c.label);
  for (const std::string& mark : board.marks)
    if (!labels.count(mark)) return "mark '" + printable(mark) + "' is no cell label of the board";
  return "";
}

}  // namespace

std::vector<RulesSection> split_rules_page(std::string_view markdown) { return scan(markdown, nullptr); }

std::vector<std::string> check_rules_pages(const Game& game) {
  std::vector<std::string> problems;
  const GameInfo& info = game.info();
  std::optional<std::size_t> english_diagrams;
  for (const Translation& t : info.translations) {
    if (t.rules.empty()) continue;  // the English page stands in for it
    const std::string where = "rules (" + t.language + "), ";
    std::vector<std::string> found;
    const auto sections = scan(t.rules, &found);
    for (const std::string& p : found) problems.push_back(where + p);
    std::size_t diagrams = 0;
    for (const RulesSection& s : sections) {
      if (s.kind != RulesSection::Kind::kBoard) continue;
      ++diagrams;
      if (const std::string why = diagram_problem(game, s); !why.empty())
        problems.push_back(where + "line " + std::to_string(s.line) + ": " + why);
    }
    if (t.language == "en") english_diagrams = diagrams;
    else if (english_diagrams && diagrams != *english_diagrams)
      problems.push_back(where + std::to_string(diagrams) + " board diagrams where English has " +
                         std::to_string(*english_diagrams));
  }
  return problems;
}

}  // namespace djed
