#include "djed/record_file.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

#include "djed/text.hpp"
#include "line_error.hpp"

namespace djed {

namespace {

bool is_tag_name(std::string_view name) {
  if (name.empty() || name.size() > 64) return false;
  const auto letter = [](char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); };
  if (!letter(name[0])) return false;
  return std::all_of(name.begin(), name.end(),
                     [&](char c) { return letter(c) || (c >= '0' && c <= '9') || c == '-'; });
}

bool has_control(std::string_view text) {
  return std::any_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7F; });
}

std::string quote(std::string_view value) {
  std::string out = "\"";
  for (char c : value) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

// `[Name "value"]`, the brackets already checked.
Result<RecordTag> parse_tag(std::string_view inner, int line) {
  const std::size_t space = inner.find(' ');
  if (space == std::string_view::npos) return line_error(line, "a tag is [Name \"value\"]");
  RecordTag tag{std::string(inner.substr(0, space)), {}};
  if (!is_tag_name(tag.name))
    return line_error(line, "'" + printable(tag.name) + "' is not a tag name (letters, digits, '-')");
  std::string_view rest = trim(inner.substr(space + 1));
  if (rest.size() < 2 || rest.front() != '"' || rest.back() != '"')
    return line_error(line, "the value of " + tag.name + " must be in double quotes");
  rest = rest.substr(1, rest.size() - 2);
  for (std::size_t i = 0; i < rest.size(); ++i) {
    char c = rest[i];
    if (c == '\\') {
      if (i + 1 == rest.size() || (rest[i + 1] != '"' && rest[i + 1] != '\\'))
        return line_error(line, "in the value of " + tag.name + ": only \\\" and \\\\ are escapes");
      c = rest[++i];
    } else if (c == '"') {
      return line_error(line, "in the value of " + tag.name + ": a quote inside the value must be written \\\"");
    }
    tag.value += c;
  }
  return tag;
}

}  // namespace

std::optional<std::string> RecordFile::tag(std::string_view name) const {
  for (const auto& t : tags)
    if (t.name == name) return t.value;
  return std::nullopt;
}

int RecordFile::tag_line(std::string_view name) const {
  for (std::size_t i = 0; i < tags.size() && i < tag_lines.size(); ++i)
    if (tags[i].name == name) return tag_lines[i];
  return 0;
}

void RecordFile::set_tag(std::string_view name, std::string value) {
  const auto it = std::find_if(tags.begin(), tags.end(), [&](const RecordTag& t) { return t.name == name; });
  if (it != tags.end()) {
    if (value.empty()) {
      if (tag_lines.size() == tags.size()) tag_lines.erase(tag_lines.begin() + (it - tags.begin()));
      tags.erase(it);
    } else {
      it->value = std::move(value);
    }
  } else if (!value.empty()) {
    tags.push_back(RecordTag{std::string(name), std::move(value)});
    if (!tag_lines.empty()) tag_lines.push_back(0);
  }
}

std::string write_record(const RecordFile& record) {
  std::string out;
  for (const auto& t : record.tags) out += "[" + t.name + " " + quote(t.value) + "]\n";
  out += "\n";
  for (std::size_t i = 0; i < record.turns.size(); ++i) {
    const RecordedTurn& turn = record.turns[i];
    out += std::to_string(i + 1) + ". " + turn.moves;
    if (!turn.comment.empty()) {
      // A comment is one line between braces: what would end it early or
      // break the line is written otherwise.
      std::string comment = turn.comment;
      for (char& c : comment) {
        if (c == '{') c = '(';
        if (c == '}') c = ')';
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) c = ' ';
      }
      out += " {" + comment + "}";
    }
    out += "\n";
  }
  out += record.tag("Result").value_or("*") + "\n";
  return out;
}

Result<RecordFile> parse_record(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  RecordFile record;
  bool in_turns = false;
  bool ended = false;  // the result line, the record's last, was read
  int number = 0;
  const auto lines = split(text, '\n');
  for (std::size_t index = 0; index < lines.size(); ++index) {
    const int line = static_cast<int>(index) + 1;
    std::string_view raw = lines[index];
    if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
    if (!is_utf8(raw)) return line_error(line, "not UTF-8 text");
    if (has_control(raw)) return line_error(line, "a control character (" + printable(raw) + ")");
    const std::string_view content = trim(raw);
    if (content.empty()) continue;
    if (content.front() == '[') {
      if (in_turns) return line_error(line, "a tag after the first turn");
      if (content.back() != ']') return line_error(line, "a tag must end with ']'");
      auto tag = parse_tag(content.substr(1, content.size() - 2), line);
      if (!tag) return tag.error();
      if (record.tag(tag->name)) return line_error(line, "the tag " + tag->name + " is given twice");
      record.tags.push_back(std::move(tag).value());
      record.tag_lines.push_back(line);
      continue;
    }
    if (ended) return line_error(line, "text after the record's last line '" + printable(*record.tag("Result")) + "'");
    const auto result = record.tag("Result");
    if (result && content == *result) {
      ended = true;
      continue;
    }
    in_turns = true;
    // "N. moves {comment}"
    const std::size_t dot = content.find('.');
    const auto n = dot == std::string_view::npos ? std::nullopt : parse_int(content.substr(0, dot));
    if (!n)
      return line_error(line, "expected a tag or a numbered turn like '1. ...', got '" + printable(content) + "'");
    if (*n != number + 1)
      return line_error(line, "turn " + std::to_string(*n) + " where turn " + std::to_string(number + 1) + " was due");
    number = *n;
    RecordedTurn turn;
    turn.line = line;
    std::string_view rest = content.substr(dot + 1);
    const std::size_t open = rest.find('{');
    if (open != std::string_view::npos) {
      const std::size_t close = rest.find('}', open);
      if (close == std::string_view::npos)
        return line_error(line, "a comment opened with '{' is not closed on its line");
      if (!trim(rest.substr(close + 1)).empty()) return line_error(line, "text after the comment");
      turn.comment = std::string(trim(rest.substr(open + 1, close - open - 1)));
      rest = rest.substr(0, open);
    }
    if (rest.find('}') != std::string_view::npos) return line_error(line, "a '}' without its '{'");
    turn.moves = std::string(trim(rest));
    if (turn.moves.empty()) return line_error(line, "turn " + std::to_string(number) + " has no moves");
    record.turns.push_back(std::move(turn));
  }
  const auto game = record.tag("Game");
  if (!game || game->empty()) return line_error(1, "the record names no game (a tag [Game \"...\"])");
  const auto result = record.tag("Result");
  if (!result) return line_error(1, "the record has no [Result \"...\"] tag (\"*\" for a game not over)");
  if (!ended)
    return line_error(static_cast<int>(lines.size()),
                      "the record is cut short: it does not end with its result line '" + printable(*result) + "'");
  const auto format = record.tag("Format");
  if (!format) return line_error(1, "the record has no [Format \"...\"] tag");
  const auto version = parse_int(*format);
  if (!version || *version < 1)
    return line_error(record.tag_line("Format"), "Format '" + printable(*format) + "' is not a version number");
  if (*version > kRecordFormat)
    return line_error(record.tag_line("Format"), "format " + std::to_string(*version) +
                                                     " is from a newer Djed (this one reads up to " +
                                                     std::to_string(kRecordFormat) + ")");
  return record;
}

Result<std::string> read_record_text(const std::filesystem::path& file) {
  constexpr std::uintmax_t kMaxBytes = 16u << 20;
  std::error_code ec;
  const auto status = std::filesystem::status(file, ec);
  if (ec) return make_error(ec.message());
  if (!std::filesystem::is_regular_file(status)) return make_error("not a file");
  const auto size = std::filesystem::file_size(file, ec);
  if (ec) return make_error(ec.message());
  if (size > kMaxBytes) return make_error("too large for a record (" + std::to_string(size) + " bytes)");
  std::ifstream in(file, std::ios::binary);
  if (!in) return make_error(std::strerror(errno));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) return make_error("read error");
  return text;
}

}  // namespace djed
