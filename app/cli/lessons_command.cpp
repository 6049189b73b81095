#include "lessons_command.hpp"

#include <algorithm>

#include "djed/levels.hpp"
#include "djed/ai/levels.hpp"
#include "djed/lessons.hpp"
#include "djed/text.hpp"

namespace djed::cli {

int lessons_command(const CommandLine& line, const std::shared_ptr<const Game>& game, std::ostream& out,
                    std::ostream& err) {
  const GameInfo& info = game->info();
  const std::string language = line.value("language", "en");
  const auto languages = info.languages();
  if (std::find(languages.begin(), languages.end(), language) == languages.end()) {
    report(err, "--language '" + language + "': " + info.id + " speaks " + join(languages, ", "));
    return 2;
  }
  int number = 0;
  for (const Lesson& lesson : info.lessons) {
    out << ++number << ". " << info.text(lesson.title(), language) << "  (" << lesson.id << ")\n";
    if (line.has("log")) {
      out << "   " << lesson.position << '\n';
      out << "   " << info.text(lesson.text(), language) << '\n';
      out << "   " << info.text(lesson.task(), language) << '\n';
    }
  }
  if (info.lessons.empty()) out << info.id << " has no lessons\n";
  if (auto checked = check_lessons(*game, level_names()); !checked) {
    report(err, checked.message());
    return 1;
  }
  return 0;
}

}  // namespace djed::cli
