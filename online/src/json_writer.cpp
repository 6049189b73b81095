#include "json_writer.hpp"

#include <algorithm>
#include <cassert>
#include <charconv>

#include "json_reader.hpp"

namespace djed::online {

namespace {

// Well-formed UTF-8 (Unicode's table 3-7: no overlong forms, no surrogates,
// nothing past U+10FFFF), as nlohmann::json's writer checks it.
bool is_utf8(std::string_view text) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  const auto cont = [&](std::size_t i, unsigned char low = 0x80, unsigned char high = 0xBF) {
    return i < n && s[i] >= low && s[i] <= high;
  };
  for (std::size_t i = 0; i < n;) {
    const unsigned char c = s[i];
    if (c < 0x80) {
      i += 1;
    } else if (c >= 0xC2 && c <= 0xDF) {
      if (!cont(i + 1)) return false;
      i += 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
      const unsigned char low = c == 0xE0 ? 0xA0 : 0x80, high = c == 0xED ? 0x9F : 0xBF;
      if (!cont(i + 1, low, high) || !cont(i + 2)) return false;
      i += 3;
    } else if (c >= 0xF0 && c <= 0xF4) {
      const unsigned char low = c == 0xF0 ? 0x90 : 0x80, high = c == 0xF4 ? 0x8F : 0xBF;
      if (!cont(i + 1, low, high) || !cont(i + 2) || !cont(i + 3)) return false;
      i += 4;
    } else {
      return false;
    }
  }
  return true;
}

// `items` as a JSON array, each written by `write`.
template <typename Write>
void append_list(std::string& out, const std::vector<std::string>& items, Write write) {
  out += '[';
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += ',';
    write(out, items[i]);
  }
  out += ']';
}

void append_number(std::string& out, std::int64_t value) {
  char digits[24];
  const auto end = std::to_chars(digits, digits + sizeof digits, value).ptr;
  out.append(digits, static_cast<std::size_t>(end - digits));
}

}  // namespace

void append_json_string(std::string& out, std::string_view text) {
  // Bytes that are not UTF-8 are replaced as the tree's writer replaces them.
  if (!is_utf8(text)) {
    out += compact_json(nlohmann::json(std::string(text)));
    return;
  }
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  std::size_t plain = 0;  // where the run of characters written as they are began
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c != '"' && c != '\\' && static_cast<unsigned char>(c) >= 0x20) continue;
    out.append(text.data() + plain, i - plain);
    plain = i + 1;
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        out += "\\u00";
        out += kHex[(c >> 4) & 0xF];
        out += kHex[c & 0xF];
    }
  }
  out.append(text.data() + plain, text.size() - plain);
  out += '"';
}

std::string& JsonObjectWriter::start(std::string_view key) {
  if (starts_.empty()) {
    // Enough for the events of a turn at once.
    fields_.reserve(160);
    starts_.reserve(12);
  }
  starts_.push_back(fields_.size());
  fields_ += '"';
  fields_ += key;
  fields_ += "\":";
  return fields_;
}

JsonObjectWriter& JsonObjectWriter::add(std::string_view key, std::int64_t value) {
  append_number(start(key), value);
  return *this;
}

JsonObjectWriter& JsonObjectWriter::add(std::string_view key, bool value) {
  start(key) += value ? "true" : "false";
  return *this;
}

JsonObjectWriter& JsonObjectWriter::add(std::string_view key, std::string_view value) {
  append_json_string(start(key), value);
  return *this;
}

JsonObjectWriter& JsonObjectWriter::add(std::string_view key, const std::array<std::int64_t, 2>& pair) {
  std::string& out = start(key);
  out += '[';
  append_number(out, pair[0]);
  out += ',';
  append_number(out, pair[1]);
  out += ']';
  return *this;
}

JsonObjectWriter& JsonObjectWriter::add(std::string_view key, const std::array<bool, 2>& pair) {
  std::string& out = start(key);
  out += pair[0] ? "[true," : "[false,";
  out += pair[1] ? "true]" : "false]";
  return *this;
}

JsonObjectWriter& JsonObjectWriter::add_array(std::string_view key, const std::vector<std::string>& items) {
  append_list(start(key), items, [](std::string& out, const std::string& item) { out += item; });
  return *this;
}

JsonObjectWriter& JsonObjectWriter::add(std::string_view key, const std::vector<std::string>& texts) {
  append_list(start(key), texts, [](std::string& out, const std::string& text) { append_json_string(out, text); });
  return *this;
}

JsonObjectWriter& JsonObjectWriter::add_written(std::string_view key, std::string_view json) {
  start(key) += json;
  return *this;
}

std::string JsonObjectWriter::text() const {
  std::vector<std::string_view> fields;
  fields.reserve(starts_.size());
  for (std::size_t i = 0; i < starts_.size(); ++i) {
    const std::size_t end = i + 1 < starts_.size() ? starts_[i + 1] : fields_.size();
    fields.push_back(std::string_view(fields_).substr(starts_[i], end - starts_[i]));
  }
  // A tree keeps its keys sorted (a std::map): so are the fields written.
  // The quoted key is each field's start; a key's closing quote sorts below
  // every character a key may hold, so "n" comes before "no" as in the tree.
  std::sort(fields.begin(), fields.end());
  [[maybe_unused]] const auto key_of = [](std::string_view field) { return field.substr(0, field.find("\":")); };
  std::string out;
  out.reserve(fields_.size() + fields.size() + 1);
  out += '{';
  for (std::size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) {
      assert(key_of(fields[i]) != key_of(fields[i - 1]) && "a tree holds a key once");
      out += ',';
    }
    out += fields[i];
  }
  out += '}';
  return out;
}

}  // namespace djed::online
