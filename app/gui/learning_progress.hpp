#pragma once
// LearningProgress: the lessons a player has done and the puzzles solved,
// per game, kept in the settings so that a course goes on where it was left
// and a first-time player can be told where to start.
#include <QObject>
#include <QSettings>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace djed::gui {

class LearningProgress : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Made by the application")
  // Nothing learnt yet, nothing played against the computer: the launcher
  // points to the lessons.
  Q_PROPERTY(bool newcomer READ newcomer NOTIFY changed)
  // Counts up with every change, for bindings that call lessonsDone() and
  // puzzlesSolved() to be evaluated again.
  Q_PROPERTY(int revision READ revision NOTIFY changed)

 public:
  enum class Kind { kLesson, kPuzzle };

  // `file`: an INI file to keep it in (tests); empty: the app's settings.
  explicit LearningProgress(const QString& file = {}, QObject* parent = nullptr);

  bool done(Kind kind, const QString& game_id, const QString& id) const;
  void set_done(Kind kind, const QString& game_id, const QString& id);
  QStringList done_ids(Kind kind, const QString& game_id) const;
  Q_INVOKABLE int lessonsDone(const QString& gameId) const;
  Q_INVOKABLE int puzzlesSolved(const QString& gameId) const;
  bool newcomer() const;
  int revision() const { return revision_; }
  // Whether the player has played against the computer (the statistics).
  void set_has_played(bool played);
  Q_INVOKABLE void reset();

 signals:
  void changed();

 private:
  std::unique_ptr<QSettings> settings_;
  bool has_played_ = false;
  int revision_ = 0;
};

}  // namespace djed::gui
