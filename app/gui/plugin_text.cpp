#include "plugin_text.hpp"

namespace djed::gui {

std::string plugin_language() { return "en"; }

QString plugin_text(const GameInfo& info, const Message& message) {
  return QString::fromStdString(info.text(message, plugin_language()));
}

}  // namespace djed::gui
