#include "djed/levels.hpp"
#include "game_statistics.hpp"

#include <QStringList>
#include <QVariantMap>
#include <algorithm>

namespace djed::gui {

namespace {

constexpr int kKept = 100000;  // results kept per pairing, the oldest dropped first
const QString kGroup = QStringLiteral("statistics/");

QString key(const QString& game_id, const QString& level) { return kGroup + game_id + '/' + level; }

int level_rank(const QString& level) {
  static const QStringList order = [] {
    QStringList levels;
    for (std::string_view level : kLevelNames) levels << QString::fromUtf8(level.data(), static_cast<qsizetype>(level.size()));
    return levels << QString::fromUtf8(kPerfectLevel.data(), static_cast<qsizetype>(kPerfectLevel.size()));
  }();
  const int at = static_cast<int>(order.indexOf(level));
  return at < 0 ? static_cast<int>(order.size()) : at;
}

}  // namespace

Tally Tally::of(const QString& results) {
  Tally t;
  int streak = 0;
  for (const QChar c : results) {
    ++t.played;
    if (c == 'W') {
      ++t.won;
      t.best_streak = std::max(t.best_streak, ++streak);
      continue;
    }
    streak = 0;
    if (c == 'L') ++t.lost;
    else ++t.drawn;
  }
  return t;
}

GameStatistics::GameStatistics(const QString& file, QObject* parent)
    : QObject(parent),
      settings_(file.isEmpty() ? std::make_unique<QSettings>() : std::make_unique<QSettings>(file, QSettings::IniFormat)) {}

void GameStatistics::add(const QString& game_id, const QString& level, Result result) {
  QString results = settings_->value(key(game_id, level)).toString() + QChar(static_cast<char>(result));
  if (results.size() > kKept) results.remove(0, results.size() - kKept);
  settings_->setValue(key(game_id, level), results);
  emit changed();
}

void GameStatistics::take_back(const QString& game_id, const QString& level) {
  QString results = settings_->value(key(game_id, level)).toString();
  if (results.isEmpty()) return;
  results.chop(1);
  if (results.isEmpty()) settings_->remove(key(game_id, level));
  else settings_->setValue(key(game_id, level), results);
  emit changed();
}

Tally GameStatistics::tally(const QString& game_id, const QString& level) const {
  return Tally::of(settings_->value(key(game_id, level)).toString());
}

QVariantList GameStatistics::rows() const {
  struct Row {
    QString game, level;
    Tally tally;
  };
  std::vector<Row> found;
  settings_->beginGroup(QStringLiteral("statistics"));
  for (const QString& game : settings_->childGroups()) {
    settings_->beginGroup(game);
    for (const QString& level : settings_->childKeys()) found.push_back({game, level, Tally::of(settings_->value(level).toString())});
    settings_->endGroup();
  }
  settings_->endGroup();
  std::sort(found.begin(), found.end(), [](const Row& a, const Row& b) {
    return a.game != b.game ? a.game < b.game : level_rank(a.level) != level_rank(b.level) ? level_rank(a.level) < level_rank(b.level) : a.level < b.level;
  });
  QVariantList out;
  for (const Row& r : found)
    out.append(QVariantMap{{"gameId", r.game},       {"level", r.level},       {"played", r.tally.played},
                           {"won", r.tally.won},     {"lost", r.tally.lost},   {"drawn", r.tally.drawn},
                           {"bestStreak", r.tally.best_streak}});
  return out;
}

void GameStatistics::reset() {
  settings_->remove(QStringLiteral("statistics"));
  emit changed();
}

}  // namespace djed::gui
