#pragma once
// A game's texts in each language it speaks: message tables and the rules
// page. The tables are plain text files the plugin embeds (one per language,
// see cmake/DjedResources.cmake), so a translator needs no C++:
//
//   # comment
//   ramses.prompt.own = {0}: move one of your pawns.
//   seti.reserve = {0|one death-ship|# death-ships} in reserve
//
// {n} is argument n; {n|one|other} picks by the number in argument n with
// the language's plural rule, '#' standing for the number. {{ and }} are
// literal braces.
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "djed/message.hpp"
#include "djed/result.hpp"

namespace djed {

using MessageTable = std::map<std::string, std::string, std::less<>>;

struct Translation {
  std::string language;   // "en", "de", "fr"
  MessageTable messages;  // id -> pattern
  std::string rules;      // the rules page (Markdown); "" falls back to English
};

// Reads a table; the error names the line and what is wrong with it.
Result<MessageTable> parse_message_table(std::string_view text);

// Checks a pattern's braces and returns the highest argument it uses (-1: none).
Result<int> highest_argument(std::string_view pattern);

// The message in `language`: the pattern from that table, else English, else
// the SDK's own tables (draws, ...); an unknown id renders as "[id]".
std::string render(const std::vector<Translation>& tables, const Message& message, std::string_view language);

// The SDK's own messages (a draw by repetition, the game screen's status
// line), one table per language.
const std::vector<Translation>& sdk_translations();

}  // namespace djed
