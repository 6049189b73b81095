#pragma once
// GameLauncher: starts a game chosen in the launcher. Finds the plugin,
// opens a GameSession with the chosen seats and hands QML a SessionModel.
// A game that cannot start (bad position, unknown variant) gives a message
// and leaves the current screen as it was.
#include <QObject>
#include <QStringList>
#include <map>
#include <optional>
#include <random>
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
  // Whether playAgain() can start the next game of a series.
  Q_PROPERTY(bool canPlayAgain READ can_play_again NOTIFY sessionChanged)

 public:
  GameLauncher(const PluginHost& host, QString glyph_font, QObject* parent = nullptr);

  SessionModel* session() const { return session_; }
  QString glyph_font() const { return glyph_font_; }
  QStringList levels() const;
  bool can_play_again() const { return last_.has_value(); }

  // seats: for each side "human" or a computer level ("easy", "medium",
  // "hard"); firstPlayer: who starts where the rules let the players decide
  // (-1: as the rules say). Returns "" on success, else what went wrong.
  Q_INVOKABLE QString start(const QString& gameId, const QString& variant, const QStringList& seats,
                            const QString& position = {}, int firstPlayer = -1);
  // The next game of a series: same game and players, the other one starts
  // (the other side where either may start, else the players swap sides).
  Q_INVOKABLE QString playAgain();
  // A fair draw of who starts: 0 or 1.
  Q_INVOKABLE int drawFirstPlayer();
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
  std::mt19937_64 draw_{std::random_device{}()};
  // The last game started from the start position, for playAgain().
  struct LastStart {
    QString game_id, variant;
    QStringList seats;
    int first_player = -1;
  };
  std::optional<LastStart> last_;
};

}  // namespace djed::gui
