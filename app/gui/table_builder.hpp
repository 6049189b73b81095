#pragma once
// TableBuilder: builds a game's solved table (solve::build_table) into the
// user's data folder on a worker thread while the app goes on, with the
// share done and the time left for a progress bar. Cancel stops it within
// moments; the checkpoint beside the file (written once the positions are
// counted, then every few minutes) lets the next build go on from there, and
// the message on cancelling says whether there is one.
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>

#include "background_job.hpp"
#include "qt_executor.hpp"

namespace djed {
class Game;
}

namespace djed::gui {

// The time left of a build from its share done: at the pace of this run
// since its first report (a build going on from a checkpoint starts past 0),
// and only once a little more than a moment's work is done.
class BuildEstimate {
 public:
  // The share done after `seconds` of this run; returns the seconds left,
  // -1 while unknown.
  int update(double share, double seconds);

 private:
  double first_share_ = -1, first_seconds_ = 0;
};

class TableBuilder : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Owned by the GameLauncher")
  Q_PROPERTY(bool running READ running NOTIFY changed)
  // The game being solved: its id (and its name for players).
  Q_PROPERTY(QString gameId READ game_id NOTIFY changed)
  Q_PROPERTY(QString gameName READ game_name NOTIFY changed)
  // The share done, 0 to 1, and the seconds left (-1 while unknown).
  Q_PROPERTY(double progress READ progress NOTIFY changed)
  Q_PROPERTY(int secondsLeft READ seconds_left NOTIFY changed)
  // How the last build ended when it did not succeed: cancelled, or why it
  // failed; "" otherwise.
  Q_PROPERTY(QString problem READ problem NOTIFY changed)
  // Still counting the positions: nothing is kept before the count ends.
  Q_PROPERTY(bool counting READ counting NOTIFY changed)
  // When the work now kept on disk was written (a checkpoint: a Cancel
  // keeps it), as HH:MM; "" while none is.
  Q_PROPERTY(QString keptAt READ kept_at NOTIFY changed)
  // The game solved by the last build that succeeded ("" none yet).
  Q_PROPERTY(QString solvedGameId READ solved_game_id NOTIFY changed)

 public:
  explicit TableBuilder(QObject* parent = nullptr) : QObject(parent) {}

  bool running() const { return running_; }
  QString game_id() const { return game_id_; }
  QString game_name() const { return game_name_; }
  double progress() const { return progress_; }
  int seconds_left() const { return seconds_left_; }
  QString problem() const { return problem_; }
  bool counting() const { return counting_; }
  QString kept_at() const { return kept_at_; }
  QString solved_game_id() const { return solved_game_id_; }
  // How often the work is kept while solving: a Cancel loses at most this.
  static constexpr std::chrono::seconds kKeepEvery{60};

  // Starts building the table of `game`'s `variant` into its default file
  // (refused while another build runs).
  bool start(std::shared_ptr<const Game> game, const std::string& variant, const QString& game_name);
  Q_INVOKABLE void cancel();

 signals:
  void changed();
  // The table of `game`'s `variant` was written.
  void built(std::shared_ptr<const Game> game, const std::string& variant);

 private:
  void report(double share, bool counting);
  // The checkpoint's time, if one is on disk.
  void look_at_checkpoint();
  void finish(std::shared_ptr<const Game> game, const std::string& variant, const QString& error);

  bool running_ = false;
  QString game_id_, game_name_, problem_, kept_at_, solved_game_id_;
  bool counting_ = false;
  std::filesystem::path checkpoint_;
  double progress_ = 0;
  int seconds_left_ = -1;
  QElapsedTimer clock_;
  BuildEstimate estimate_;
  QtExecutor executor_{this};  // where the solve's progress and end come back: the GUI thread
  session::BackgroundJob job_;  // last: joined before the rest is destroyed
};

}  // namespace djed::gui
