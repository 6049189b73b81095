#pragma once
// Language: the language the app speaks, chosen in the settings or taken
// from the system (LANGUAGE, LANG), switched at run time: the app's
// translator (i18n/djed_<code>.ts, built into the program), the plugins'
// message tables and rules pages, and every text on the screen at once.
#include <QObject>
#include <QString>
#include <QTranslator>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;

namespace djed::gui {

class Language : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Made by the application")
  // "en", "de" or "fr".
  Q_PROPERTY(QString code READ code WRITE set_code NOTIFY changed)
  // [{code, name}] of every language the app speaks, each named in itself.
  Q_PROPERTY(QVariantList available READ available CONSTANT)
  // The language the system asks for, among those the app speaks.
  Q_PROPERTY(QString systemCode READ from_system CONSTANT)

 public:
  explicit Language(QObject* parent = nullptr);

  QString code() const { return code_.isEmpty() ? QStringLiteral("en") : code_; }
  // Unknown codes are ignored.
  void set_code(const QString& code);
  QVariantList available() const;
  // The engine whose texts are translated again on a switch.
  void attach(QQmlEngine* engine) { engine_ = engine; }

  static QStringList codes();
  // The first of the system's languages the app speaks, else English.
  static QString from_system();

 signals:
  void changed();

 private:
  QString code_;
  QTranslator translator_;
  QQmlEngine* engine_ = nullptr;
};

}  // namespace djed::gui
