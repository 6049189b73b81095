#pragma once
// Text that comes from a game plugin (messages, rules pages) in the language
// the app shows. Plugins carry their own tables; the app only picks the
// language, in this one place.
#include <QString>
#include <QVariantMap>
#include <map>
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

// The phrases the app makes of side `side`'s name, each a djed.side.*
// message the game may word for its sides, with "%1" where the rest goes
// (QML's arg()): lastThrow, reserve, offersDraw, playedBy, starts,
// startsByRule, startsDrawn, clock, answers, accuracy, solvedWins,
// notMovable, chance, hands, played.
std::map<std::string, std::string> side_phrases(const GameInfo& info, int side);
// The same as QML reads them: key -> phrase.
QVariantMap side_phrase_map(const std::map<std::string, std::string>& phrases);
// One of them in full: `id` the message (djed.side.answers), `rest` for {2}.
QString side_phrase(const GameInfo& info, const char* id, int side, const QString& rest = {});

}  // namespace djed::gui
