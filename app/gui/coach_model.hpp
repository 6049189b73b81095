#pragma once
// CoachModel: a lesson or a puzzle on the game screen. The game screen plays
// as ever; the coach watches the turns played there, judges each against the
// lesson's task (djed/lessons.hpp) or the puzzle's line (djed/puzzles.hpp),
// says why a wrong try is wrong and takes it back, plays a puzzle's defence,
// and remembers what was learnt (LearningProgress). Navigation (again, next)
// starts a new screen through the launcher.
#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <cstdint>
#include <memory>

#include "djed/message.hpp"
#include "learning_progress.hpp"

namespace djed {
class Game;
struct Lesson;
struct Puzzle;
}  // namespace djed

namespace djed::gui {

class SessionModel;

class CoachModel : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Made by the GameLauncher")
  Q_PROPERTY(bool active READ active NOTIFY changed)
  // "lesson" or "puzzle" ("" when not active).
  Q_PROPERTY(QString kind READ kind NOTIFY changed)
  Q_PROPERTY(QString gameId READ game_id NOTIFY changed)
  Q_PROPERTY(int index READ index NOTIFY changed)
  Q_PROPERTY(int count READ count NOTIFY changed)
  // The game's puzzles (where its course leads on to).
  Q_PROPERTY(int puzzleCount READ puzzle_count NOTIFY changed)
  // Lessons done or puzzles solved in this game.
  Q_PROPERTY(int doneCount READ done_count NOTIFY changed)
  Q_PROPERTY(QString title READ title NOTIFY changed)
  // What the lesson teaches; a puzzle's difficulty.
  Q_PROPERTY(QString text READ text NOTIFY changed)
  Q_PROPERTY(QString task READ task NOTIFY changed)
  // What the coach says to the last try ("" before the first).
  Q_PROPERTY(QString feedback READ feedback NOTIFY changed)
  // 1: solved, -1: the last try was wrong, 0: nothing to say yet.
  Q_PROPERTY(int verdict READ verdict NOTIFY changed)
  Q_PROPERTY(bool solved READ solved NOTIFY changed)
  // Whether this one was done before (now or earlier).
  Q_PROPERTY(bool done READ done NOTIFY changed)
  // A lesson that is a whole game against the computer, hints on.
  Q_PROPERTY(bool isGame READ is_game NOTIFY changed)
  // The answer in the game's notation: a lesson's first solution (a turn
  // or its first moves), a puzzle's first turn.
  Q_PROPERTY(QString answer READ answer NOTIFY changed)
  // The lessons' titles with whether each is done: [{title, done}].
  Q_PROPERTY(QVariantList items READ items NOTIFY changed)

 public:
  explicit CoachModel(QObject* parent = nullptr);
  void set_progress(LearningProgress* progress) { progress_ = progress; }

  // Coaches `session` (a fresh game at the lesson's or puzzle's position).
  void begin(SessionModel* session, std::shared_ptr<const Game> game, LearningProgress::Kind kind, int index);
  void end();
  void retranslate();

  bool active() const { return session_ != nullptr; }
  QString kind() const;
  QString game_id() const;
  int index() const { return index_; }
  int count() const;
  int puzzle_count() const;
  int done_count() const;
  QString title() const;
  QString text() const;
  QString task() const;
  QString feedback() const { return feedback_; }
  int verdict() const { return verdict_; }
  bool solved() const { return verdict_ == 1; }
  bool done() const;
  bool is_game() const;
  QVariantList items() const;
  QString answer() const;

  // Draws the answer's next turn on the board (a lesson: one turn that
  // solves it).
  Q_INVOKABLE void showHint();
  // A puzzle: plays the rest of its line, the answer's turns and the
  // defence's, one after the other; it does not count as solved.
  Q_INVOKABLE void showSolution();

  // How long a wrong try stays on the board before it is taken back, and
  // the defence waits before it answers (ms).
  static constexpr int kWrongTryMs = 1200;
  static constexpr int kReplyMs = 500;

 signals:
  void changed();

 private:
  const Lesson* lesson() const;
  const Puzzle* puzzle() const;
  void on_record();
  void judge_lesson();
  void judge_puzzle();
  // A turn under way judged at its first action that decides the task:
  // a try no completion of which could solve it is wrong at once, and a
  // lesson every completion of which solves it is solved at once.
  void judge_begun();
  // Every turn the actions played so far in the turn under way can still
  // become, written from the turn's start (none when no turn is under way).
  std::vector<std::string> turns_begun() const;
  QString puzzle_wrong_text() const;
  void wrong(const QString& words);
  // The task done: said, and remembered.
  void done(const QString& words);
  // A puzzle's turns played by the player (every other turn of the log).
  std::vector<std::string> players_turns() const;
  void mark_done();
  // The game lesson: the hint shown wherever the player is to move.
  void offer_hint();
  // Plays the puzzle's line turn `step` (the defence, or the answer shown).
  void play_line(int step);
  // The next turn of the solution being shown, and the one after it later.
  void show_solution_step();
  QString words(const Message& message) const;
  QString side_name(int side) const;

  QPointer<SessionModel> session_;
  std::shared_ptr<const Game> game_;
  LearningProgress* progress_ = nullptr;
  LearningProgress::Kind kind_ = LearningProgress::Kind::kLesson;
  int index_ = 0;
  int judged_ = 0;  // turns of the log judged so far
  std::size_t begun_judged_ = 0;  // actions of the record when a turn under way was last judged
  int verdict_ = 0;
  bool showing_ = false;  // the solution is being played out
  QString feedback_;
  std::uint64_t hinted_ = 0;  // the position the game lesson's hint was asked in
};

}  // namespace djed::gui
