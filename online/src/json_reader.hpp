#pragma once
// Reads the fields of one JSON object of the protocol, the first field that
// does not fit becoming the one-line problem, so that a decoder reads every
// field without a check of its own and never throws.
#include <array>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace djed::online {

inline std::string compact_json(const nlohmann::json& value) { return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace); }

inline bool is_lower_hex(std::string_view text, std::size_t digits) {
  if (text.size() != digits) return false;
  for (char c : text)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

// Reads the fields of one object, `what` naming it in the problem ("a 'turn'
// event"); the first field that does not fit is the problem.
class FieldReader {
 public:
  FieldReader(const nlohmann::json& object, std::string what) : object_(object), what_(std::move(what)) {}

  const std::string& problem() const { return problem_; }

  std::string text(const char* field, bool optional = false) {
    const auto it = object_.find(field);
    if (it == object_.end()) {
      if (!optional) fail(field, "is missing");
      return {};
    }
    if (!it->is_string()) return fail(field, "is not a string"), std::string{};
    return it->get<std::string>();
  }
  std::string hex(const char* field, std::size_t digits, bool optional = false) {
    std::string value = text(field, optional);
    if (!value.empty() && !is_lower_hex(value, digits))
      fail(field, "is not " + std::to_string(digits) + " lowercase hex digits");
    return value;
  }
  std::int64_t number(const char* field, std::int64_t low, std::int64_t high) {
    const auto it = object_.find(field);
    if (it == object_.end()) return fail(field, "is missing"), low;
    return in_range(*it, field, low, high);
  }
  int side(const char* field = "side", int low = 0) { return static_cast<int>(number(field, low, 1)); }
  bool flag(const char* field, bool otherwise) {
    const auto it = object_.find(field);
    if (it == object_.end()) return otherwise;
    if (!it->is_boolean()) return fail(field, "is not true or false"), otherwise;
    return it->get<bool>();
  }
  std::array<std::int64_t, 2> clocks() {
    const auto it = object_.find("clocks");
    if (it == object_.end() || !it->is_array() || it->size() != 2) return fail("clocks", "is not two numbers"), std::array<std::int64_t, 2>{};
    return {in_range((*it)[0], "clocks", kMinClock, kMaxClock), in_range((*it)[1], "clocks", kMinClock, kMaxClock)};
  }
  const nlohmann::json* pair(const char* field) {
    const auto it = object_.find(field);
    if (it == object_.end() || !it->is_array() || it->size() != 2) return fail(field, "is not a pair"), nullptr;
    return &*it;
  }
  bool has(const char* field) const { return object_.contains(field); }
  // A list of strings, at most `limit` of them.
  std::vector<std::string> texts(const char* field, std::size_t limit) {
    std::vector<std::string> out;
    const auto it = object_.find(field);
    if (it == object_.end() || !it->is_array()) return fail(field, "is not a list"), out;
    if (it->size() > limit) return fail(field, "is longer than " + std::to_string(limit)), out;
    for (const auto& item : *it) {
      if (!item.is_string()) return fail(field, "holds something that is not a string"), std::vector<std::string>{};
      out.push_back(item.get<std::string>());
    }
    return out;
  }
  // Two flags, by side.
  std::array<bool, 2> flags(const char* field) {
    const nlohmann::json* both = pair(field);
    if (both == nullptr) return {};
    if (!(*both)[0].is_boolean() || !(*both)[1].is_boolean()) return fail(field, "is not two flags"), std::array<bool, 2>{};
    return {(*both)[0].get<bool>(), (*both)[1].get<bool>()};
  }
  // Two numbers, by side.
  std::array<std::int64_t, 2> numbers(const char* field, std::int64_t low, std::int64_t high) {
    const nlohmann::json* both = pair(field);
    if (both == nullptr) return {};
    return {in_range((*both)[0], field, low, high), in_range((*both)[1], field, low, high)};
  }
  // A request's id echoed in a reply, as JSON text ("" for none).
  std::string id() const {
    const auto it = object_.find("id");
    return it == object_.end() ? std::string{} : compact_json(*it);
  }
  void fail(const std::string& field, const std::string& what) {
    if (problem_.empty()) problem_ = what_ + "'s '" + field + "' " + what;
  }

 private:
  // A clock may run below zero before its flag is seen; days are 14 at most.
  static constexpr std::int64_t kMaxClock = 15LL * 24 * 3600 * 1000;
  static constexpr std::int64_t kMinClock = -kMaxClock;

  std::int64_t in_range(const nlohmann::json& value, const char* field, std::int64_t low, std::int64_t high) {
    if (!value.is_number_integer()) return fail(field, "is not a whole number"), low;
    const std::int64_t n = value.is_number_unsigned() && value.get<std::uint64_t>() > static_cast<std::uint64_t>(high)
                               ? high + 1
                               : value.get<std::int64_t>();
    if (n < low || n > high) return fail(field, "is out of range"), low;
    return n;
  }

  const nlohmann::json& object_;
  std::string what_;
  std::string problem_;
};

}  // namespace djed::online
