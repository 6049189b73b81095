#include "app_settings.hpp"

namespace djed::gui {

AppSettings::AppSettings(QObject* parent) : QObject(parent) {}

QString AppSettings::language() const { return settings_.value(QStringLiteral("language")).toString(); }
void AppSettings::set_language(const QString& code) { store(QStringLiteral("language"), code); }
bool AppSettings::dark_theme() const { return settings_.value(QStringLiteral("darkTheme"), false).toBool(); }
void AppSettings::set_dark_theme(bool dark) { store(QStringLiteral("darkTheme"), dark); }

void AppSettings::store(const QString& key, const QVariant& value) {
  if (settings_.value(key) == value) return;
  if (!read_only_) settings_.setValue(key, value);
  emit changed();
}

}  // namespace djed::gui
