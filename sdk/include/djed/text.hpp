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
// \n, \r, \t or \xNN, and bytes that are not UTF-8 as \xNN, so that
// echoed input can neither break a line nor reach a terminal raw.
std::string printable(std::string_view text);
// Whether every byte belongs to a well-formed UTF-8 sequence.
bool is_utf8(std::string_view text);

}  // namespace djed
