#include "rules_page.hpp"

#include <optional>

#include "djed/text.hpp"

namespace djed::session {
namespace {

// The lines of a ```board block as a diagram, or nothing when one of them is
// not a known key.
std::optional<RulesSection> diagram(const std::vector<std::string>& lines) {
  RulesSection out;
  out.kind = RulesSection::Kind::kBoard;
  for (const std::string& raw : lines) {
    const std::string_view line = trim(raw);
    if (line.empty()) continue;
    const auto colon = line.find(':');
    if (colon == std::string_view::npos) return std::nullopt;
    const std::string_view key = trim(line.substr(0, colon));
    const std::string_view value = trim(line.substr(colon + 1));
    if (key == "variant") {
      out.variant = value;
    } else if (key == "position") {
      out.position = value;
    } else if (key == "mark") {
      for (std::string_view w : split_words(value)) out.marks.emplace_back(w);
    } else {
      return std::nullopt;
    }
  }
  return out;
}

}  // namespace

std::vector<RulesSection> split_rules_page(std::string_view markdown) {
  std::vector<RulesSection> out;
  std::string text;  // the Markdown since the last diagram, as written
  auto flush_text = [&] {
    if (!trim(text).empty()) out.push_back({RulesSection::Kind::kText, text, {}, {}, {}});
    text.clear();
  };
  std::string opener;               // the ```board line, while inside a block
  std::vector<std::string> block;   // the block's lines, each as written
  bool in_board = false;
  std::size_t start = 0;
  while (start < markdown.size()) {
    const auto end = markdown.find('\n', start);
    const std::size_t next = end == std::string_view::npos ? markdown.size() : end + 1;
    const std::string raw(markdown.substr(start, next - start));  // with its newline
    start = next;
    if (!in_board && trim(raw) == "```board") {
      in_board = true;
      opener = raw;
      block.clear();
    } else if (in_board && trim(raw) == "```") {
      in_board = false;
      if (auto board = diagram(block)) {
        flush_text();
        out.push_back(std::move(*board));
      } else {
        text += opener;
        for (const auto& b : block) text += b;
        text += raw;
      }
    } else if (in_board) {
      block.push_back(raw);
    } else {
      text += raw;
    }
  }
  if (in_board) {  // never closed: text as written
    text += opener;
    for (const auto& b : block) text += b;
  }
  flush_text();
  return out;
}

}  // namespace djed::session
