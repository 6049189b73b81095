#pragma once
// AppSettings: what a player chooses once and finds again at the next start
// (QSettings: ~/.config/Djed/Djed.conf): the language ("" follows the
// system) and the theme.
#include <QObject>
#include <QSettings>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace djed::gui {

class AppSettings : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Made by the application")
  Q_PROPERTY(QString language READ language WRITE set_language NOTIFY changed)
  Q_PROPERTY(bool darkTheme READ dark_theme WRITE set_dark_theme NOTIFY changed)

 public:
  explicit AppSettings(QObject* parent = nullptr);

  QString language() const;
  void set_language(const QString& code);
  bool dark_theme() const;
  void set_dark_theme(bool dark);
  // Nothing is written (screenshots, tests of the app's rendering).
  void set_read_only(bool read_only) { read_only_ = read_only; }

 signals:
  void changed();

 private:
  void store(const QString& key, const QVariant& value);
  QSettings settings_;
  bool read_only_ = false;
};

}  // namespace djed::gui
