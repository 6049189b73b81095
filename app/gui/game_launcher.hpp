#pragma once
// GameLauncher: starts a game chosen in the launcher. Finds the plugin,
// opens a GameSession with the chosen seats and hands QML a SessionModel.
// A game that cannot start (bad position, unknown variant) gives a message
// and leaves the current screen as it was.
#include <QObject>
#include <QStringList>
#include <map>
#include <QtQml/qqmlregistration.h>

#include "session_model.hpp"

namespace djed {
class PluginHost;
}

namespace djed::gui {

class GameLauncher : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Made by the application")
  Q_PROPERTY(SessionModel* session READ session NOTIFY sessionChanged)
  Q_PROPERTY(QString glyphFont READ glyph_font CONSTANT)
  Q_PROPERTY(QStringList levels READ levels CONSTANT)

 public:
  GameLauncher(const PluginHost& host, QString glyph_font, QObject* parent = nullptr);

  SessionModel* session() const { return session_; }
  QString glyph_font() const { return glyph_font_; }
  QStringList levels() const;

  // seats: for each side "human" or a computer level ("easy", "medium",
  // "hard"). Returns "" on success, else what went wrong.
  Q_INVOKABLE QString start(const QString& gameId, const QString& variant, const QStringList& seats,
                            const QString& position = {});
  Q_INVOKABLE void close();
  // A start position of the game, for the launcher's miniature (nobody plays
  // it); null when the game cannot make one.
  Q_INVOKABLE SessionModel* preview(const QString& gameId);

 signals:
  void sessionChanged();

 private:
  const PluginHost& host_;
  QString glyph_font_;
  SessionModel* session_ = nullptr;
  std::map<QString, SessionModel*> previews_;
  quint64 games_started_ = 0;
};

}  // namespace djed::gui
