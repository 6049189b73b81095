#include "plugin_text.hpp"

namespace djed::gui {

namespace {
std::string& current_language() {
  static std::string language = "en";
  return language;
}
}  // namespace

std::string plugin_language() { return current_language() == kPseudoLanguage ? "en" : current_language(); }

void set_plugin_language(std::string language) { current_language() = std::move(language); }

std::string plugin_string(const GameInfo& info, const Message& message) {
  std::string text = info.text(message, plugin_language());
  if (current_language() == kPseudoLanguage && !text.empty()) text = "\u27e6" + text + "\u27e7";
  return text;
}

QString plugin_text(const GameInfo& info, const Message& message) {
  return QString::fromStdString(plugin_string(info, message));
}

QString plugin_rules(const GameInfo& info) {
  const QString page = QString::fromStdString(info.rules_text(plugin_language()));
  return current_language() == kPseudoLanguage ? QStringLiteral("⟦") + page + QStringLiteral("⟧") : page;
}

}  // namespace djed::gui
