#include "plugin_text.hpp"

namespace djed::gui {

namespace {
std::string& current_language() {
  static std::string language = "en";
  return language;
}
}  // namespace

std::string plugin_language() { return current_language(); }

void set_plugin_language(std::string language) { current_language() = std::move(language); }

QString plugin_text(const GameInfo& info, const Message& message) {
  return QString::fromStdString(info.text(message, plugin_language()));
}

}  // namespace djed::gui
