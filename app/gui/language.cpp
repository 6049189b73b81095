#include "language.hpp"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>

#include "plugin_text.hpp"

namespace djed::gui {

Language::Language(QObject* parent) : QObject(parent) {}

QStringList Language::codes() { return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr")}; }

QVariantList Language::available() const {
  return {QVariantMap{{"code", "en"}, {"name", "English"}}, QVariantMap{{"code", "de"}, {"name", "Deutsch"}},
          QVariantMap{{"code", "fr"}, {"name", QStringLiteral("Français")}}};
}

QString Language::from_system() {
  for (const QString& ui : QLocale::system().uiLanguages()) {
    const QString code = ui.left(2).toLower();
    if (codes().contains(code)) return code;
  }
  return QStringLiteral("en");
}

void Language::set_code(const QString& code) {
  if (!codes().contains(code) || code == code_) return;  // code_ is "" until the first choice
  QCoreApplication::removeTranslator(&translator_);
  // English has a table too: it holds the plural forms.
  if (translator_.load(QStringLiteral(":/i18n/djed_%1.qm").arg(code))) QCoreApplication::installTranslator(&translator_);
  code_ = code;
  set_plugin_language(code.toStdString());
  emit changed();
  if (engine_) engine_->retranslate();
}

}  // namespace djed::gui
