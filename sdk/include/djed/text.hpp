#pragma once
// Small string helpers for the notation parsers.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace djed {

// Splits on runs of ASCII whitespace; no empty parts.
std::vector<std::string_view> split_words(std::string_view text);
// Splits on a separator; keeps empty parts.
std::vector<std::string_view> split(std::string_view text, char separator);
// A non-negative decimal number that fits an int, the whole string, or nothing.
std::optional<int> parse_int(std::string_view text);
// The same for any 64-bit unsigned number (a seed, a count).
std::optional<std::uint64_t> parse_u64(std::string_view text);
std::string_view trim(std::string_view text);
// Joins strings with a separator.
std::string join(const std::vector<std::string>& parts, std::string_view separator);
// The text fit for one line of a message: control characters written as
// \n, \r, \t or \xNN, bytes that are not UTF-8 as \xNN, and characters
// that show nothing or reorder others (is_invisible) as \u{XXXX}, so that
// echoed input can neither break a line, reach a terminal raw nor hide.
// The result is always valid UTF-8.
std::string printable(std::string_view text);
// The first character of the text as printable() writes it: a whole UTF-8
// sequence, never one byte of it ("" for an empty text).
std::string first_character(std::string_view text);
// Whether every byte belongs to a well-formed UTF-8 sequence.
bool is_utf8(std::string_view text);

// One UTF-8 character: its code point and how many bytes it takes.
struct Utf8Char {
  char32_t code = 0;
  std::size_t length = 0;
};
// The character starting at text[i], or none where the bytes there are not
// a well-formed sequence (overlong forms and surrogates included).
std::optional<Utf8Char> utf8_char_at(std::string_view text, std::size_t i);
// Characters that show nothing or change how the text around them shows:
// C0 and C1 controls, bidi marks, overrides and isolates, zero-width and
// every other format character (Unicode's category Cf), line and paragraph
// separators, the soft hyphen, fillers and the blank Braille pattern,
// noncharacters (U+FFFE, U+FDD0..) and tag characters.
bool is_invisible(char32_t code);

}  // namespace djed
