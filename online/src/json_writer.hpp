#pragma once
// Writes a JSON object straight to text, byte for byte as a tree of
// nlohmann::json holding the same fields would dump it (its keys in order,
// its strings escaped alike), without building the tree: the messages of
// every turn are written so, at a small part of the tree's cost.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace djed::online {

// `text` as a JSON string, quotes included, appended to `out`.
void append_json_string(std::string& out, std::string_view text);

class JsonObjectWriter {
 public:
  // Fields may be added in any order; each key once, a plain ASCII word.
  JsonObjectWriter& add(std::string_view key, std::int64_t value);
  JsonObjectWriter& add(std::string_view key, int value) { return add(key, std::int64_t{value}); }
  JsonObjectWriter& add(std::string_view key, bool value);
  JsonObjectWriter& add(std::string_view key, std::string_view value);
  // Without it a literal would be taken as a bool.
  JsonObjectWriter& add(std::string_view key, const char* value) { return add(key, std::string_view(value)); }
  JsonObjectWriter& add(std::string_view key, const std::array<std::int64_t, 2>& pair);
  JsonObjectWriter& add(std::string_view key, const std::array<bool, 2>& pair);
  JsonObjectWriter& add(std::string_view key, const std::vector<std::string>& texts);
  // A value written already (an object, an array, null).
  JsonObjectWriter& add_written(std::string_view key, std::string_view json);
  // Each of `items` (objects or arrays written already) in one array.
  JsonObjectWriter& add_array(std::string_view key, const std::vector<std::string>& items);
  // The object, its keys in order.
  std::string text() const;

 private:
  std::string& start(std::string_view key);

  std::string fields_;               // "key":value one after another
  std::vector<std::size_t> starts_;  // where each field begins in it
};

}  // namespace djed::online
