#include "djed/online/player_text.hpp"

#include <algorithm>
#include <cstdio>
#include <iterator>
#include <utility>

#include "djed/online/protocol.hpp"
#include "djed/text.hpp"

namespace djed::online {

namespace {

// Combining marks: a text made of them alone shows as nothing (or as marks
// on whatever stands before it on the screen), so no text starts with one.
constexpr std::pair<char32_t, char32_t> kCombiningMarks[] = {
#include "combining_marks.inc"
};

bool combining(char32_t c) {
  const auto* end = std::end(kCombiningMarks);
  const auto* it = std::upper_bound(std::begin(kCombiningMarks), end, c,
                                    [](char32_t code, const auto& range) { return code < range.first; });
  return it != std::begin(kCombiningMarks) && c <= std::prev(it)->second;
}

// Spaces that look like U+0020 but are not: a name could hide behind them.
bool other_space(char32_t c) {
  return c == 0xA0 || c == 0x1680 || (c >= 0x2000 && c <= 0x200A) || c == 0x202F || c == 0x205F || c == 0x3000;
}

std::string code_point(char32_t c) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(c));
  return buffer;
}

std::string problem(std::string_view text, std::size_t max_chars, const char* what) {
  std::size_t chars = 0;
  for (std::size_t i = 0; i < text.size(); ++chars) {
    const auto ch = utf8_char_at(text, i);
    if (!ch) return std::string(what) + " is not well-formed UTF-8";
    if (is_invisible(ch->code))
      return std::string(what) + " holds " + code_point(ch->code) + ", a character that does not show";
    if (other_space(ch->code))
      return std::string(what) + " holds " + code_point(ch->code) + ": the only space allowed is U+0020";
    i += ch->length;
  }
  if (chars == 0 || chars > max_chars)
    return std::string(what) + " must have 1 to " + std::to_string(max_chars) + " characters";
  if (combining(utf8_char_at(text, 0)->code)) return std::string(what) + " must not start with a combining mark";
  return {};
}

}  // namespace

std::string name_problem(std::string_view name) {
  if (auto wrong = problem(name, kMaxNameChars, "a name"); !wrong.empty()) return wrong;
  if (name.front() == ' ' || name.back() == ' ') return "a name must not start or end with a space";
  return {};
}

std::string chat_problem(std::string_view text) { return problem(text, kMaxChatChars, "a chat line"); }

}  // namespace djed::online
