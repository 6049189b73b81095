#pragma once
// AppSettings: what a player chooses once and finds again at the next start
// (QSettings: ~/.config/Djed/Djed.conf): language, theme, animations, the
// help on the board, confirmations, the players of each game, how long the
// computer may think at each level, and the window's place and size.
#include <QObject>
#include <QRect>
#include <QSettings>
#include <QVariantMap>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace djed::gui {

class AppSettings : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Made by the application")
  // "" follows the system, else "en", "de" or "fr".
  Q_PROPERTY(QString language READ language WRITE set_language NOTIFY changed)
  // "light", "dark" or "system".
  Q_PROPERTY(QString theme READ theme WRITE set_theme NOTIFY changed)
  // Whether the theme in use is dark (the system's, when it is followed).
  Q_PROPERTY(bool darkTheme READ dark_theme NOTIFY changed)
  // "off", "fast" or "normal"; animationScale: 0, 0.5 or 1.
  Q_PROPERTY(QString animation READ animation WRITE set_animation NOTIFY changed)
  Q_PROPERTY(double animationScale READ animation_scale NOTIFY changed)
  Q_PROPERTY(bool showLegalMoves READ show_legal_moves WRITE set_show_legal_moves NOTIFY changed)
  Q_PROPERTY(bool confirmResign READ confirm_resign WRITE set_confirm_resign NOTIFY changed)
  // Sound effects, and their volume from 0 to 100.
  Q_PROPERTY(bool sound READ sound WRITE set_sound NOTIFY changed)
  Q_PROPERTY(int volume READ volume WRITE set_volume NOTIFY changed)
  // Online play: the name others see, the server last used (ws:// or
  // wss://) and the port a game hosted here listens on.
  Q_PROPERTY(QString nickname READ nickname WRITE set_nickname NOTIFY changed)
  Q_PROPERTY(QString server READ server WRITE set_server NOTIFY changed)
  Q_PROPERTY(int hostPort READ host_port WRITE set_host_port NOTIFY changed)
  // Whom a game hosted here is open to: "computer" (this computer alone,
  // the default) or "network" (every network it is on, announced there).
  Q_PROPERTY(QString hostReach READ host_reach WRITE set_host_reach NOTIFY changed)
  // The create form's last choices: game, variant, seat ("random", "first",
  // "second"), clock (as the protocol writes it) and listed; empty: none yet.
  Q_PROPERTY(QVariantMap onlineCreate READ online_create WRITE set_online_create NOTIFY changed)

 public:
  explicit AppSettings(QObject* parent = nullptr);

  QString language() const;
  void set_language(const QString& code);
  QString theme() const;
  void set_theme(const QString& theme);
  bool dark_theme() const;
  QString animation() const;
  void set_animation(const QString& speed);
  double animation_scale() const;
  bool show_legal_moves() const;
  void set_show_legal_moves(bool on);
  bool confirm_resign() const;
  void set_confirm_resign(bool on);
  bool sound() const;
  void set_sound(bool on);
  int volume() const;
  void set_volume(int volume);
  QString nickname() const;
  void set_nickname(const QString& name);
  QString server() const;
  void set_server(const QString& address);
  int host_port() const;
  void set_host_port(int port);
  QString host_reach() const;
  void set_host_reach(const QString& reach);
  QVariantMap online_create() const;
  void set_online_create(const QVariantMap& choices);

  // The players last chosen for a game ("human" or a level, per side).
  Q_INVOKABLE QStringList seats(const QString& gameId) const;
  Q_INVOKABLE void setSeats(const QString& gameId, const QStringList& seats);
  // The variant last chosen for a game ("" for none yet).
  Q_INVOKABLE QString variant(const QString& gameId) const;
  Q_INVOKABLE void setVariant(const QString& gameId, const QString& variant);
  // Seconds a computer level may think per turn; 0 for the level's own.
  Q_INVOKABLE double thinkSeconds(const QString& level) const;
  Q_INVOKABLE void setThinkSeconds(const QString& level, double seconds);
  // The window's last place and size (invalid: none yet).
  QRect window_geometry() const;
  void set_window_geometry(const QRect& geometry);
  // Every setting back to its default.
  Q_INVOKABLE void resetToDefaults();

  // Nothing is written (screenshots).
  void set_read_only(bool read_only) { read_only_ = read_only; }
  // The system's scheme when the theme follows it (read at start).
  void set_system_dark(bool dark) { system_dark_ = dark; }

 signals:
  void changed();

 private:
  void store(const QString& key, const QVariant& value);
  QSettings settings_;
  bool read_only_ = false;
  bool system_dark_ = false;
};

}  // namespace djed::gui
