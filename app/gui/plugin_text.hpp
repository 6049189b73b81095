#pragma once
// Text that comes from a game plugin (messages, rules pages) in the language
// the app shows. Plugins carry their own tables; the app only picks the
// language, in this one place.
#include <QString>
#include <string>

#include "djed/game_info.hpp"

namespace djed::gui {

// The language of plugin texts ("en", "de", "fr"): the app's language,
// set by Language on the GUI thread; a plugin without a table for it
// falls back to English.
std::string plugin_language();
void set_plugin_language(std::string language);

// A pseudo language for tests: English texts marked with brackets, so a
// test can tell every text that went through here from one that did not.
inline constexpr const char* kPseudoLanguage = "qps";

// Every text of a plugin the app shows goes through one of these.
std::string plugin_string(const GameInfo& info, const Message& message);
QString plugin_text(const GameInfo& info, const Message& message);
// The game's rules page in the app's language.
QString plugin_rules(const GameInfo& info);

}  // namespace djed::gui
