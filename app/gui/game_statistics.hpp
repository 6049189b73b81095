#pragma once
// GameStatistics: how the player has done against each computer level of
// each game, as KDE games keep their scores: played, won, lost, drawn and
// the best run of wins. Kept in the settings as each pairing's results in
// order ("WLDW"), so that a game whose end is taken back is taken out again
// and every figure is that of the results kept.
#include <QObject>
#include <QSettings>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>

namespace djed::gui {

// The figures of one pairing's results.
struct Tally {
  int played = 0, won = 0, lost = 0, drawn = 0, best_streak = 0;
  static Tally of(const QString& results);
  friend bool operator==(const Tally&, const Tally&) = default;
};

class GameStatistics : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Made by the application")
  // [{gameId, level, played, won, lost, drawn, bestStreak}]: every pairing
  // played, by game, then by level from easy to perfect.
  Q_PROPERTY(QVariantList rows READ rows NOTIFY changed)

 public:
  enum class Result : char { kWon = 'W', kLost = 'L', kDrawn = 'D' };

  // `file`: an INI file to keep them in (tests); empty: the app's settings.
  explicit GameStatistics(const QString& file = {}, QObject* parent = nullptr);

  void add(const QString& game_id, const QString& level, Result result);
  // The pairing's last result taken back (the end of its game was undone).
  void take_back(const QString& game_id, const QString& level);
  Tally tally(const QString& game_id, const QString& level) const;
  QVariantList rows() const;
  Q_INVOKABLE void reset();

 signals:
  void changed();

 private:
  std::unique_ptr<QSettings> settings_;
};

}  // namespace djed::gui
