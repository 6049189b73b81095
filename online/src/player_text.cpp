#include "djed/online/player_text.hpp"

#include <cstdio>

#include "djed/online/protocol.hpp"
#include "djed/text.hpp"

namespace djed::online {

namespace {

// Combining marks (the common blocks): a name made of them alone shows as
// nothing, so a name may not start with one.
bool combining(char32_t c) {
  return (c >= 0x300 && c <= 0x36F) || (c >= 0x1AB0 && c <= 0x1AFF) || (c >= 0x1DC0 && c <= 0x1DFF) ||
         (c >= 0x20D0 && c <= 0x20FF) || (c >= 0xFE20 && c <= 0xFE2F);
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
  return {};
}

}  // namespace

std::string name_problem(std::string_view name) {
  if (auto wrong = problem(name, kMaxNameChars, "a name"); !wrong.empty()) return wrong;
  if (name.front() == ' ' || name.back() == ' ') return "a name must not start or end with a space";
  if (combining(utf8_char_at(name, 0)->code)) return "a name must not start with a combining mark";
  return {};
}

std::string chat_problem(std::string_view text) { return problem(text, kMaxChatChars, "a chat line"); }

}  // namespace djed::online
