#include "djed/game_info.hpp"

namespace djed {

Result<std::string> GameInfo::resolve_variant(const std::string& requested) const {
  if (requested.empty()) return variants.empty() ? std::string() : variants.front().id;
  for (const auto& v : variants)
    if (v.id == requested) return v.id;
  std::string known;
  for (const auto& v : variants) known += (known.empty() ? "" : ", ") + v.id;
  if (known.empty()) return make_error("game '" + id + "' has no variants, got '" + requested + "'");
  return make_error("unknown variant '" + requested + "' of game '" + id + "' (known: " + known + ")");
}

std::string GameInfo::text(const Message& message, std::string_view language) const {
  return render(translations, message, language);
}

const std::string& GameInfo::rules_text(std::string_view language) const {
  static const std::string kNone;
  const std::string* english = &kNone;
  for (const Translation& t : translations) {
    if (t.language == language && !t.rules.empty()) return t.rules;
    if (t.language == "en") english = &t.rules;
  }
  return *english;
}

std::vector<std::string> GameInfo::languages() const {
  std::vector<std::string> out;
  for (const Translation& t : translations) out.push_back(t.language);
  return out;
}

const Image* GameInfo::image(std::string_view name) const {
  for (const Image& i : images)
    if (i.name == name) return &i;
  return nullptr;
}

}  // namespace djed
