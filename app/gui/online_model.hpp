#pragma once
// OnlineModel: an online game for the screens. A QWebSocket carries the
// protocol's text frames (docs/protocol.md) to an OnlinePlay (app/session,
// no Qt), which keeps the game as a GameSession; this model adds what Qt
// does best: the connection, reconnecting by itself with the seat's token
// after a drop (waiting longer each time), and every failure said in one
// sentence in the player's language. The interface never waits for the
// network: everything arrives as a signal.
#include <QObject>
#include <QString>
#include <QStringList>
#include <QElapsedTimer>
#include <QTimer>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>

#include "djed/plugin_host.hpp"
#include "online_play.hpp"

class QWebSocket;

namespace djed::gui {

class OnlineModel : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Made by the application")
 public:
  enum class Connection { Offline, Connecting, Online, Reconnecting };
  Q_ENUM(Connection)
  Q_PROPERTY(Connection connection READ connection NOTIFY changed)
  // The last failure in one sentence (empty: none).
  Q_PROPERTY(QString problem READ problem NOTIFY changed)
  Q_PROPERTY(QString code READ code NOTIFY changed)
  Q_PROPERTY(int side READ side NOTIFY changed)
  Q_PROPERTY(QStringList names READ names NOTIFY changed)
  // Each side's time left (ms) at the last news, and which runs.
  Q_PROPERTY(QVariantList clocks READ clocks NOTIFY changed)
  Q_PROPERTY(QVariantList running READ running NOTIFY changed)
  // "here", "gone" or "empty" per side.
  Q_PROPERTY(QStringList presence READ presence NOTIFY changed)
  Q_PROPERTY(int spectators READ spectators NOTIFY changed)
  Q_PROPERTY(QStringList chat READ chat NOTIFY changed)
  Q_PROPERTY(bool over READ over NOTIFY changed)
  // Both seats are taken: the game is under way (or was).
  Q_PROPERTY(bool started READ started NOTIFY changed)
  // The time control ("untimed", "10+5", "3d").
  Q_PROPERTY(QString timeControl READ time_control NOTIFY changed)
  // Each side's time left now (ms), counting down between the server's
  // news; lowTime: the running clock is nearly out.
  Q_PROPERTY(QVariantList timeLeft READ time_left NOTIFY ticked)
  Q_PROPERTY(QVariantList lowTime READ low_time NOTIFY ticked)
  // How long each player has been gone (s, 0: here), and whether the player
  // here may claim the game (the other gone past the grace period).
  Q_PROPERTY(QVariantList goneSeconds READ gone_seconds NOTIFY ticked)
  Q_PROPERTY(bool claimable READ claimable NOTIFY ticked)
  // The first turn the server waits for before it aborts the game: whose
  // (-1: none) and the seconds left (-1: none), counting down.
  Q_PROPERTY(int firstTurnSide READ first_turn_side NOTIFY changed)
  Q_PROPERTY(int firstTurnSeconds READ first_turn_seconds NOTIFY ticked)
  // The clocks stand still after a server restart until the players are back.
  Q_PROPERTY(bool paused READ paused NOTIFY changed)
  // While reconnecting: the seconds until the next try (-1: none planned).
  Q_PROPERTY(int retrySeconds READ retry_seconds NOTIFY ticked)
  // The side offering a draw or a rematch (-1: none).
  Q_PROPERTY(int drawOffer READ draw_offer NOTIFY changed)
  Q_PROPERTY(int rematchOffer READ rematch_offer NOTIFY changed)
  // Before each side has played a turn the game may be called off.
  Q_PROPERTY(bool canAbort READ can_abort NOTIFY changed)
  // How the game ended where the board does not say it (resigned, on time,
  // left, aborted), in a sentence; "" otherwise.
  Q_PROPERTY(QString endText READ end_text NOTIFY changed)
  // News of the game that is no failure ("Bob declined the draw."); "" for none.
  Q_PROPERTY(QString notice READ notice NOTIFY changed)
  // The server this model talks to, as given.
  Q_PROPERTY(QString server READ server NOTIFY changed)
  // The connection only lists open games (no game is being joined or created).
  Q_PROPERTY(bool listing READ listing NOTIFY changed)
  // Whether the other player's chat is silenced here.
  Q_PROPERTY(bool muted READ muted NOTIFY changed)
  // The open games of the last list: maps with code, game, variant, clock, name, seat.
  Q_PROPERTY(QVariantList openGames READ open_games NOTIFY openGamesChanged)

  OnlineModel(std::shared_ptr<const PluginHost> games, QObject* parent = nullptr);
  ~OnlineModel() override;

  Connection connection() const { return connection_; }
  QString problem() const { return problem_; }
  QString code() const;
  int side() const;
  QStringList names() const;
  QVariantList clocks() const;
  QVariantList running() const;
  QStringList presence() const;
  int spectators() const;
  QStringList chat() const;
  bool over() const;
  bool started() const { return play_ && play_->client().started(); }
  QVariantList open_games() const { return open_games_; }
  QString time_control() const;
  QVariantList time_left() const;
  QVariantList low_time() const;
  QVariantList gone_seconds() const;
  bool claimable() const;
  int first_turn_side() const;
  int first_turn_seconds() const;
  bool paused() const { return play_ && play_->client().paused(); }
  int retry_seconds() const;
  int draw_offer() const;
  int rematch_offer() const;
  bool can_abort() const;
  bool muted() const { return muted_; }
  QString notice() const { return notice_; }
  QString server() const { return servers_text_; }
  bool listing() const { return listing_; }
  QString end_text() const;
  // Where each game's record is written as it goes (CODE.djed) and the seat
  // of each game in play is kept (seats/CODE.seat), to come back after the
  // program was closed; "" for nowhere (screenshots, tests that do not ask).
  void set_keep_folder(const QString& folder) { keep_folder_ = folder; }
  // The seats kept there, the latest first: maps of code, server, game (id)
  // and opponent (the name, "" before anyone joined).
  Q_INVOKABLE QVariantList keptSeats() const;
  // The address of the game's page for a browser on `server` (a ws:// or
  // wss:// address): what a friend without Djed opens; "" without a code.
  Q_INVOKABLE QString inviteLink(const QString& server) const;
  Q_INVOKABLE void resumeKept(const QString& code);

  // Connects to a server and follows its open games (the server sends the
  // list again whenever it changes).
  Q_INVOKABLE void list(const QString& servers);
  // Creates a game (seat: "first", "second" or "random"; clock: "untimed",
  // "10+5", "3d"); an unlisted game is reached by its code alone.
  Q_INVOKABLE void create(const QString& servers, const QString& name, const QString& game, const QString& variant,
                          const QString& seat, const QString& clock, bool listed = true);
  Q_INVOKABLE void join(const QString& servers, const QString& name, const QString& code);
  Q_INVOKABLE void watch(const QString& servers, const QString& code);
  // Comes back to a seat kept by seatText() (after the program was closed).
  Q_INVOKABLE void resume(const QString& servers, const QString& seat_text);
  Q_INVOKABLE QString seatText() const;
  Q_INVOKABLE void resign();
  Q_INVOKABLE void offerDraw();
  Q_INVOKABLE void answerDraw(bool accept);
  Q_INVOKABLE void abort();
  Q_INVOKABLE void claim();
  Q_INVOKABLE void rematch();
  // Sends a chat line; false (and a notice saying why) for one the
  // server would refuse (online/player_text.hpp).
  Q_INVOKABLE bool say(const QString& text);
  // Whether the server takes this nickname (online/player_text.hpp).
  Q_INVOKABLE bool nameAllowed(const QString& name) const;
  Q_INVOKABLE void mute(bool muted);
  Q_INVOKABLE void leave();
  // Leaves the game screen: a game nobody has joined yet is called off (it
  // leaves the server's list and nothing is kept of it); one under way is
  // left to come back to.
  void close_game();

  // The game as the screen plays it (C++: the game screen and tests).
  session::OnlinePlay* play() { return play_.get(); }
  // After the player here acted on play()->session().
  void played();

 signals:
  void changed();
  void openGamesChanged();
  // The game on the session changed (an event arrived): the board redraws.
  void gameChanged();
  // Once or more a second while a clock runs or a player is gone.
  void ticked();

 private:
  void start(const QString& servers, std::function<void()> first);
  void open_socket();
  void on_text(const QString& text);
  void on_connected();
  void on_disconnected();
  void set_connection(Connection c);
  void fail(const QString& sentence);
  QString sentence_for(const std::string& code) const;
  void send(const std::string& text);
  // The record and the seat, written to the keep folder.
  void keep();
  QString seat_path(const QString& code) const;

  std::shared_ptr<const PluginHost> games_;
  std::unique_ptr<session::OnlinePlay> play_;
  QWebSocket* socket_ = nullptr;
  // The server's address, or several nodes of one server separated by
  // commas: a lost connection is tried again on the next.
  QString servers_text_;
  QList<QUrl> servers_;
  int server_index_ = 0;
  std::function<void()> first_;  // what the first connection sends
  bool opened_once_ = false;     // a later connection resumes instead
  bool listing_ = false;         // the connection only lists open games
  Connection connection_ = Connection::Offline;
  QString problem_;
  QVariantList open_games_;
  QTimer retry_;
  QTimer ticker_;
  QElapsedTimer since_status_;  // the clocks and absences are as of then
  QString keep_folder_;
  bool muted_ = false;
  QString notice_;
  std::string shown_game_;  // the game the notices are about
  bool draw_offered_here_ = false;  // at the last event
  bool waiting_for_storage_ = false;  // the last answer was busy
  int attempts_ = 0;
};

}  // namespace djed::gui
