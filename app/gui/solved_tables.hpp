#pragma once
// SolvedTables: the solved tables of the games (djed/solved_game.hpp) the
// app has read, by table name. A table is read on a worker thread when a
// game screen opens, so the screen never waits for it; a `perfect` seat,
// which cannot play without it, reads it at once. A file that is not a
// good table is refused with the reason and read again only when asked
// anew (after a new build). It is read with the game driver's pieces (a
// BackgroundJob, the result posted through the executor), but by no one
// session's driver: the launcher's boards and every game screen share it.
#include <QObject>
#include <QString>
#include <map>
#include <memory>
#include <set>
#include <string>

#include "djed/result.hpp"
#include "background_job.hpp"
#include "djed/solved_game.hpp"
#include "qt_executor.hpp"

namespace djed {
class Game;
}

namespace djed::gui {

class SolvedTables : public QObject {
  Q_OBJECT
 public:
  enum class Status { kNotSolvable, kAbsent, kLoading, kLoaded, kBroken };

  explicit SolvedTables(QObject* parent = nullptr) : QObject(parent) {}
  ~SolvedTables() override = default;

  Status status(const Game& game, const std::string& variant) const;
  // The table once read, else null.
  std::shared_ptr<const solve::SolvedGame> table(const Game& game, const std::string& variant) const;
  // Why the table's file was refused ("" when it was not).
  QString problem(const Game& game, const std::string& variant) const;
  // Starts reading the table in the background when its file is there and
  // it is neither read nor refused yet; `ready` or `refused` follows.
  void request(const std::shared_ptr<const Game>& game, const std::string& variant);
  // Reads the table now (or hands over the one read before).
  Result<std::shared_ptr<const solve::SolvedGame>> load_now(const Game& game, const std::string& variant);
  // Forgets what was read or refused (a new build wrote the file).
  void forget(const Game& game, const std::string& variant);

 signals:
  // `name`: the table's name (solve::table_name).
  void ready(const QString& name);
  void refused(const QString& name, const QString& reason);

 private:
  void finish(const std::string& name, Result<std::shared_ptr<const solve::SolvedGame>> loaded);

  std::map<std::string, std::shared_ptr<const solve::SolvedGame>> tables_;
  std::map<std::string, QString> problems_;
  std::set<std::string> loading_;
  std::map<std::string, std::unique_ptr<session::BackgroundJob>> readers_;  // one per table, joined when it is done
  QtExecutor executor_{this};  // where a read table is handed over: the GUI thread
};

}  // namespace djed::gui
