#include "djed/resources.hpp"

#include <algorithm>
#include <string_view>

namespace djed {

namespace {

Translation& translation_for(GameInfo& info, const std::string& language) {
  for (Translation& t : info.translations)
    if (t.language == language) return t;
  info.translations.push_back(Translation{language, {}, {}});
  return info.translations.back();
}

}  // namespace

Result<void> add_embedded_files(GameInfo& info, EmbeddedFiles files) {
  for (std::size_t i = 0; i < files.count; ++i) {
    const EmbeddedFile& f = files.files[i];
    const std::string_view text(f.text, f.size);
    switch (f.kind) {
      case ResourceKind::kRules: translation_for(info, f.key).rules = std::string(text); break;
      case ResourceKind::kMessages: {
        auto table = parse_message_table(text);
        if (!table) return make_error(std::string(f.path) + ": " + table.message());
        Translation& t = translation_for(info, f.key);
        for (auto& [id, pattern] : table.value())
          if (!t.messages.emplace(id, pattern).second)
            return make_error(std::string(f.path) + ": message '" + id + "' is given twice");
        break;
      }
      case ResourceKind::kImage: info.images.push_back(Image{f.key, std::string(text)}); break;
      case ResourceKind::kLessons: {
        auto lessons = parse_lessons(text);
        if (!lessons) return make_error(std::string(f.path) + ": " + lessons.message());
        info.lessons.insert(info.lessons.end(), lessons->begin(), lessons->end());
        break;
      }
      case ResourceKind::kPuzzles: {
        auto puzzles = parse_puzzles(text);
        if (!puzzles) return make_error(std::string(f.path) + ": " + puzzles.message());
        info.puzzles.insert(info.puzzles.end(), puzzles->begin(), puzzles->end());
        break;
      }
    }
  }
  const auto english = std::find_if(info.translations.begin(), info.translations.end(),
                                    [](const Translation& t) { return t.language == "en"; });
  if (english == info.translations.end()) return make_error(info.id + ": no English message table");
  std::rotate(info.translations.begin(), english, english + 1);  // English first
  return {};
}

}  // namespace djed
