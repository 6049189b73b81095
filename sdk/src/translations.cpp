#include "djed/translations.hpp"

#include <optional>

#include "djed/resources.hpp"
#include "djed/text.hpp"

namespace djed {

namespace sdk_resources {
EmbeddedFiles embedded_resources();  // sdk/messages, compiled in (sdk/CMakeLists.txt)
}

namespace {

// Where {…} placeholders start and end; fills `out` with the pieces a
// pattern is made of, or says why the pattern is malformed.
struct Placeholder {
  int arg = -1;
  std::string_view one, other;  // set for a plural choice
  bool plural = false;
};

struct Piece {
  std::string_view text;            // literal text, when `placeholder` is empty
  std::optional<Placeholder> placeholder;
};

Result<std::vector<Piece>> split_pattern(std::string_view pattern) {
  std::vector<Piece> pieces;
  std::size_t i = 0, start = 0;
  const auto flush = [&](std::size_t end) {
    if (end > start) pieces.push_back(Piece{pattern.substr(start, end - start), std::nullopt});
  };
  while (i < pattern.size()) {
    const char c = pattern[i];
    if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
      flush(i + 1);  // keep one brace of the pair
      i += 2;
      start = i;
      continue;
    }
    if (c == '}') return make_error("a '}' without its '{' at character " + std::to_string(i + 1) + " of the text");
    if (c != '{') {
      ++i;
      continue;
    }
    const std::size_t close = pattern.find('}', i);
    if (close == std::string_view::npos) return make_error("a '{' without its '}' at character " + std::to_string(i + 1) + " of the text");
    const std::string_view inside = pattern.substr(i + 1, close - i - 1);
    if (inside.find('{') != std::string_view::npos)
      return make_error("a '{' inside a placeholder at character " + std::to_string(i + 1) + " of the text");
    const auto parts = split(inside, '|');
    if (parts.size() != 1 && parts.size() != 3)
      return make_error("placeholder {" + std::string(inside) + "}: expected {n} or {n|one|other}");
    const auto arg = parse_int(parts[0]);
    if (!arg || *arg > 9) return make_error("placeholder {" + std::string(inside) + "}: the argument must be 0..9");
    flush(i);
    Placeholder p;
    p.arg = *arg;
    if (parts.size() == 3) {
      p.plural = true;
      p.one = parts[1];
      p.other = parts[2];
    }
    pieces.push_back(Piece{{}, p});
    i = close + 1;
    start = i;
  }
  flush(i);
  return pieces;
}

// Whether `n` takes the singular form in `language`: French counts 0 and 1
// as one, English and German only 1.
bool singular(std::string_view language, long long n) { return language == "fr" ? (n == 0 || n == 1) : n == 1; }

const std::string* find_pattern(const std::vector<Translation>& tables, std::string_view id, std::string_view language) {
  for (const Translation& t : tables)
    if (t.language == language)
      if (auto it = t.messages.find(id); it != t.messages.end()) return &it->second;
  return nullptr;
}

}  // namespace

Result<MessageTable> parse_message_table(std::string_view text) {
  MessageTable table;
  int number = 0;
  for (std::string_view line : split(text, '\n')) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::string_view trimmed = trim(line);
    if (trimmed.empty() || trimmed.front() == '#') continue;
    const auto at = [&](const std::string& what) { return make_error("line " + std::to_string(number) + ": " + what); };
    const std::size_t eq = trimmed.find('=');
    if (eq == std::string_view::npos) return at("expected 'id = text'");
    const std::string_view id = trim(trimmed.substr(0, eq));
    const std::string_view pattern = trim(trimmed.substr(eq + 1));
    if (id.empty()) return at("the message id is missing");
    for (char c : id)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_'))
        return at("message id '" + std::string(id) + "' may hold only letters, digits, '.', '-' and '_'");
    if (auto checked = highest_argument(pattern); !checked) return at(std::string(id) + ": " + checked.message());
    if (!table.emplace(std::string(id), std::string(pattern)).second) return at("message '" + std::string(id) + "' is given twice");
  }
  return table;
}

Result<int> highest_argument(std::string_view pattern) {
  auto pieces = split_pattern(pattern);
  if (!pieces) return pieces.error();
  int highest = -1;
  for (const Piece& p : pieces.value())
    if (p.placeholder && p.placeholder->arg > highest) highest = p.placeholder->arg;
  return highest;
}

std::string render(const std::vector<Translation>& tables, const Message& message, std::string_view language) {
  if (message.id.empty()) return message.literal;
  const std::string* pattern = find_pattern(tables, message.id, language);
  if (!pattern) pattern = find_pattern(tables, message.id, "en");
  if (!pattern) pattern = find_pattern(sdk_translations(), message.id, language);
  if (!pattern) pattern = find_pattern(sdk_translations(), message.id, "en");
  if (!pattern) return "[" + message.id + "]";
  auto pieces = split_pattern(*pattern);
  if (!pieces) return "[" + message.id + "]";
  std::string out;
  for (const Piece& p : pieces.value()) {
    if (!p.placeholder) {
      out += p.text;
      continue;
    }
    const auto index = static_cast<std::size_t>(p.placeholder->arg);
    const std::string arg = index < message.args.size() ? render(tables, message.args[index], language) : "{?}";
    if (!p.placeholder->plural) {
      out += arg;
      continue;
    }
    const auto n = parse_int(arg);
    const std::string_view form = n && singular(language, *n) ? p.placeholder->one : p.placeholder->other;
    for (char c : form) {
      if (c == '#') out += arg;
      else out += c;
    }
  }
  return out;
}


const std::vector<Translation>& sdk_translations() {
  static const std::vector<Translation> tables = [] {
    GameInfo sdk;
    sdk.id = "djed";
    // The SDK's own tables are checked by its tests; a broken one renders ids.
    (void)add_embedded_files(sdk, sdk_resources::embedded_resources());
    return sdk.translations;
  }();
  return tables;
}

}  // namespace djed
