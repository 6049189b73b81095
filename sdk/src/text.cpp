#include "djed/text.hpp"

#include <charconv>
#include <cstdio>

namespace djed {

namespace {
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }
}  // namespace

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_space(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !is_space(text[i])) ++i;
    if (i > start) words.push_back(text.substr(start, i - start));
  }
  return words;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = text.find(separator, start);
    if (end == std::string_view::npos) {
      parts.push_back(text.substr(start));
      return parts;
    }
    parts.push_back(text.substr(start, end - start));
    start = end + 1;
  }
}

std::optional<int> parse_int(std::string_view text) {
  if (text.empty() || text.size() > 9) return std::nullopt;
  for (char c : text)
    if (c < '0' || c > '9') return std::nullopt;
  int value = 0;
  std::from_chars(text.data(), text.data() + text.size(), value);
  return value;
}

std::optional<std::uint64_t> parse_u64(std::string_view text) {
  std::uint64_t value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::string_view trim(std::string_view text) {
  std::size_t b = 0, e = text.size();
  while (b < e && is_space(text[b])) ++b;
  while (e > b && is_space(text[e - 1])) --e;
  return text.substr(b, e - b);
}

std::string join(const std::vector<std::string>& parts, std::string_view separator) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (i) out += separator;
    out += parts[i];
  }
  return out;
}

std::optional<Utf8Char> utf8_char_at(std::string_view text, std::size_t i) {
  if (i >= text.size()) return std::nullopt;
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b = byte(i);
  if (b < 0x80) return Utf8Char{b, 1};
  std::size_t n = 0;
  unsigned min = 0;
  if (b >= 0xC2 && b <= 0xDF) n = 2, min = 0x80;
  else if (b >= 0xE0 && b <= 0xEF) n = 3, min = 0x800;
  else if (b >= 0xF0 && b <= 0xF4) n = 4, min = 0x10000;
  else return std::nullopt;
  if (i + n > text.size()) return std::nullopt;
  unsigned code = b & (0x7F >> n);
  for (std::size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return std::nullopt;
    code = code << 6 | (byte(i + k) & 0x3F);
  }
  if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return std::nullopt;
  return Utf8Char{static_cast<char32_t>(code), n};
}

bool is_invisible(char32_t c) {
  if (c < 0x20 || (c >= 0x7F && c <= 0x9F)) return true;            // C0, DEL, C1
  if (c == 0xAD || c == 0x34F || c == 0x61C || c == 0x115F || c == 0x1160 || c == 0x17B4 || c == 0x17B5 ||
      c == 0x180E || c == 0x3164 || c == 0xFEFF || c == 0xFFA0)
    return true;                                                     // soft hyphen, fillers, Arabic mark, BOM
  if (c >= 0x180B && c <= 0x180F) return true;                       // Mongolian selectors
  if ((c >= 0x600 && c <= 0x605) || c == 0x6DD || c == 0x70F || c == 0x890 || c == 0x891 || c == 0x8E2)
    return true;                                                     // Arabic and Syriac number and end marks
  if (c == 0x2800) return true;                                      // the blank Braille pattern
  if (c == 0x110BD || c == 0x110CD) return true;                     // Kaithi number signs
  if (c >= 0x13430 && c <= 0x1343F) return true;                     // Egyptian hieroglyph format controls
  if (c >= 0x200B && c <= 0x200F) return true;                       // zero-width, LRM, RLM
  if (c >= 0x2028 && c <= 0x202E) return true;                       // separators, bidi embeddings, overrides
  if (c >= 0x2060 && c <= 0x206F) return true;                       // word joiner, invisible operators, isolates
  if (c >= 0xFE00 && c <= 0xFE0F) return true;                       // variation selectors
  if (c >= 0xFFF0 && c <= 0xFFFB) return true;                       // interlinear annotation
  if (c >= 0xFDD0 && c <= 0xFDEF) return true;                       // noncharacters
  if ((c & 0xFFFE) == 0xFFFE) return true;                           // U+FFFE, U+FFFF in every plane
  if (c >= 0x1BCA0 && c <= 0x1BCA3) return true;                     // shorthand format controls
  if (c >= 0x1D173 && c <= 0x1D17A) return true;                     // musical format controls
  if (c >= 0xE0000 && c <= 0xE0FFF) return true;                     // tags, variation selectors supplement
  return false;
}

namespace {

void append_escaped(std::string& out, std::string_view text, std::size_t& i) {
  static constexpr char kHex[] = "0123456789abcdef";
  const auto c = static_cast<unsigned char>(text[i]);
  if (c >= 0x20 && c < 0x7F) {
    out += static_cast<char>(c);
    ++i;
    return;
  }
  if (c == '\n' || c == '\r' || c == '\t') {
    out += c == '\n' ? "\\n" : c == '\r' ? "\\r" : "\\t";
    ++i;
    return;
  }
  const auto ch = c >= 0x80 ? utf8_char_at(text, i) : std::nullopt;
  if (!ch) {
    out += "\\x";
    out += kHex[c >> 4];
    out += kHex[c & 15];
    ++i;
    return;
  }
  if (is_invisible(ch->code)) {
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "\\u{%x}", static_cast<unsigned>(ch->code));
    out += buffer;
  } else {
    out.append(text.substr(i, ch->length));
  }
  i += ch->length;
}

}  // namespace

std::string printable(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) append_escaped(out, text, i);
  return out;
}

std::string first_character(std::string_view text) {
  std::string out;
  std::size_t i = 0;
  if (!text.empty()) append_escaped(out, text, i);
  return out;
}

bool is_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto ch = utf8_char_at(text, i);
    if (!ch) return false;
    i += ch->length;
  }
  return true;
}

}  // namespace djed
