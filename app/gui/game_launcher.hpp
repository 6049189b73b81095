#pragma once
// GameLauncher: starts a game chosen in the launcher. Finds the plugin,
// opens a GameSession with the chosen seats and hands QML a SessionModel.
// A game that cannot start (bad position, unknown variant) gives a message
// and leaves the current screen as it was.
#include <QObject>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <map>
#include <optional>
#include <random>
#include <QtQml/qqmlregistration.h>

#include "coach_model.hpp"
#include "learning_progress.hpp"
#include "session_model.hpp"
#include "solved_tables.hpp"
#include "table_builder.hpp"

namespace djed {
class Game;
class PluginHost;
}
namespace djed::session {
class GameSession;
struct SessionConfig;
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
  // Whether the next game of the series swaps the players' sides (the rules
  // fix who starts) rather than letting the other side start.
  Q_PROPERTY(bool playAgainSwapsSides READ play_again_swaps_sides NOTIFY sessionChanged)
  // The series so far: [wins of the first side, of the second, draws].
  Q_PROPERTY(QVariantList seriesScore READ series_score NOTIFY seriesChanged)
  // "Continue: Ramses against computer (medium), turn 14" when an unfinished
  // game was autosaved; "" otherwise.
  Q_PROPERTY(QString continueText READ continue_text NOTIFY continueChanged)
  // Builds a game's solved table in the background (buildTable()).
  Q_PROPERTY(TableBuilder* tableBuilder READ table_builder CONSTANT)
  // The lesson or puzzle on the game screen (inactive in a game).
  Q_PROPERTY(CoachModel* coach READ coach CONSTANT)

 public:
  GameLauncher(const PluginHost& host, QString glyph_font, QObject* parent = nullptr);

  SessionModel* session() const { return session_; }
  QString glyph_font() const { return glyph_font_; }
  QStringList levels() const;
  TableBuilder* table_builder() { return &builder_; }
  CoachModel* coach() { return &coach_; }
  // The computer levels a game offers: levels, and `perfect` where the
  // game's solved table is there.
  Q_INVOKABLE QStringList levelsFor(const QString& gameId, const QString& variant) const;
  // Builds the solved table of the game on the screen; it is read and taken
  // into the game when done. False when the game cannot be solved or a
  // build is running.
  Q_INVOKABLE bool buildTable();
  bool can_play_again() const { return last_.has_value(); }
  bool play_again_swaps_sides() const { return last_ && last_->first_player < 0; }
  QVariantList series_score() const;
  QString continue_text() const { return continue_text_; }
  // Where the running game is saved after every turn.
  static QString autosave_path();
  // Where the computer's thinking time per level comes from (may be null).
  void set_settings(const class AppSettings* settings) { settings_ = settings; }
  // Where the results against the computer are counted (may be null).
  void set_statistics(class GameStatistics* statistics) { statistics_ = statistics; }
  // Who plays the sounds of the game screen (may be null: silent).
  void set_sound_player(class SoundPlayer* player) { sounds_ = player; }
  // The online game: once its server has said which game it is, the game
  // screen shows it (closing that screen leaves the game).
  void set_online(class OnlineModel* online);
  // Screenshots and previews of a game must not replace a player's autosave.
  void set_autosave(bool on) { autosave_on_ = on; }
  // Where the lessons done and puzzles solved are kept (may be null).
  void set_progress(LearningProgress* progress) {
    progress_ = progress;
    coach_.set_progress(progress);
  }

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
  // Every text again in the language now chosen (the game, the previews,
  // the continue line).
  void retranslate();
  // Opens a record (a .djed file) at its last position; "" on success, else
  // the reason, the current game untouched.
  Q_INVOKABLE QString openRecord(const QUrl& file);
  // Saves the current game as a record, atomically; "" or the reason.
  Q_INVOKABLE QString saveRecord(const QUrl& file);
  // Goes on with the autosaved game.
  Q_INVOKABLE QString continueGame();
  // Lesson `index` of the game's course, or puzzle `index` of its puzzles,
  // on the game screen with the coach (index -1: the first not yet done).
  // A lesson's task and a puzzle are played by one player for both sides;
  // a lesson that is a game has the computer for the other side. Neither is
  // autosaved nor counted in the statistics. "" or what went wrong.
  Q_INVOKABLE QString startLesson(const QString& gameId, int index = -1);
  Q_INVOKABLE QString startPuzzle(const QString& gameId, int index = -1);
  // A start position of the game, for the launcher's miniature (nobody plays
  // it); null when the game cannot make one.
  Q_INVOKABLE SessionModel* preview(const QString& gameId);
  // A position of a game with marked cells, for a diagram of its rules page;
  // null when the game, variant or position is not one.
  Q_INVOKABLE SessionModel* diagram(const QString& gameId, const QString& variant, const QString& position,
                                    const QStringList& marks);

 signals:
  void sessionChanged();
  void seriesChanged();
  void continueChanged();
  // Online, the other player moved: it is the player's turn (the window alerts when behind others).
  void yourTurn();

 private:
  // Takes over a new session: the screen, the autosave, the series.
  void adopt(std::unique_ptr<session::GameSession> session);
  void autosave();
  void read_autosave();
  // Counts the end of a game against the computer once, and takes it out
  // again when the end is undone.
  void count_result();
  QString open_file(const QString& path);

  // Tells the game screen about its table and reads it in the background.
  void offer_table();
  // The table for a game with a `perfect` seat: read at once when needed.
  QString table_for_perfect_seat(const Game& game, session::SessionConfig& config);
  // The thinking time the settings give each computer seat.
  void apply_think_times(session::GameSession& session) const;

  // The online model's game on the game screen.
  void show_online();
  QString start_course(LearningProgress::Kind kind, const QString& game_id, int index);

  const PluginHost& host_;
  class OnlineModel* online_ = nullptr;
  const class AppSettings* settings_ = nullptr;
  class SoundPlayer* sounds_ = nullptr;
  class GameStatistics* statistics_ = nullptr;
  bool result_counted_ = false;  // the game on the screen's end is in the statistics
  // The results of the series' earlier games: [first side's wins, second
  // side's, draws]. The game on the screen counts while it stands finished,
  // so a win taken back is no longer counted and counts once when played again.
  int series_done_[3] = {0, 0, 0};
  bool playing_again_ = false;
  bool autosave_on_ = true;
  QString continue_text_;
  QString glyph_font_;
  // The session let go of, for the caller to delete once the next one is
  // shown (a screen never sees "no session" between two games).
  SessionModel* detach();
  SessionModel* session_ = nullptr;
  SolvedTables tables_;
  TableBuilder builder_;
  CoachModel coach_;
  LearningProgress* progress_ = nullptr;
  // The boards nobody plays (cards, rules diagrams), by game, variant,
  // position and marks.
  std::map<QString, SessionModel*> boards_;
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
