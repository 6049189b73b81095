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

QString side_phrase(const GameInfo& info, const char* id, int side, const QString& rest) {
  const auto name = [&](int s) { return info.sides[static_cast<std::size_t>(s)].name; };
  return plugin_text(info, Message::of(id, {name(side), name(1 - side), Message::plain(rest.toStdString())}));
}

std::map<std::string, std::string> side_phrases(const GameInfo& info, int side) {
  static const std::pair<const char*, const char*> kPhrases[] = {
      {"lastThrow", "djed.side.last-throw"},       {"reserve", "djed.side.reserve"},
      {"offersDraw", "djed.side.offers-draw"},     {"playedBy", "djed.side.played-by"},
      {"starts", "djed.side.starts"},              {"startsByRule", "djed.side.starts-by-rule"},
      {"startsDrawn", "djed.side.starts-drawn"},   {"clock", "djed.side.clock"},
      {"answers", "djed.side.answers"},            {"accuracy", "djed.side.accuracy"},
      {"solvedWins", "djed.side.solved-wins"},     {"notMovable", "djed.side.not-movable"},
      {"chance", "djed.side.chance"},              {"hands", "djed.side.hands"},
      {"played", "djed.side.played"},
  };
  std::map<std::string, std::string> out;
  for (const auto& [key, id] : kPhrases) out[key] = side_phrase(info, id, side, QStringLiteral("%1")).toStdString();
  return out;
}

QVariantMap side_phrase_map(const std::map<std::string, std::string>& phrases) {
  QVariantMap out;
  for (const auto& [key, phrase] : phrases) out.insert(QString::fromStdString(key), QString::fromStdString(phrase));
  return out;
}

}  // namespace djed::gui
