#include "learning_progress.hpp"

namespace djed::gui {

namespace {

QString key(LearningProgress::Kind kind, const QString& game_id) {
  return QStringLiteral("learning/") + game_id + (kind == LearningProgress::Kind::kLesson ? "/lessons" : "/puzzles");
}

}  // namespace

LearningProgress::LearningProgress(const QString& file, QObject* parent)
    : QObject(parent),
      settings_(file.isEmpty() ? std::make_unique<QSettings>() : std::make_unique<QSettings>(file, QSettings::IniFormat)) {}

QStringList LearningProgress::done_ids(Kind kind, const QString& game_id) const {
  return settings_->value(key(kind, game_id)).toStringList();
}

bool LearningProgress::done(Kind kind, const QString& game_id, const QString& id) const {
  return done_ids(kind, game_id).contains(id);
}

void LearningProgress::set_done(Kind kind, const QString& game_id, const QString& id) {
  QStringList ids = done_ids(kind, game_id);
  if (ids.contains(id)) return;
  ids << id;
  settings_->setValue(key(kind, game_id), ids);
  ++revision_;
  emit changed();
}

int LearningProgress::lessonsDone(const QString& gameId) const {
  return static_cast<int>(done_ids(Kind::kLesson, gameId).size());
}

int LearningProgress::puzzlesSolved(const QString& gameId) const {
  return static_cast<int>(done_ids(Kind::kPuzzle, gameId).size());
}

bool LearningProgress::newcomer() const {
  if (has_played_) return false;
  settings_->beginGroup(QStringLiteral("learning"));
  const bool nothing = settings_->allKeys().isEmpty();
  settings_->endGroup();
  return nothing;
}

void LearningProgress::set_has_played(bool played) {
  if (played == has_played_) return;
  has_played_ = played;
  emit changed();
}

void LearningProgress::reset() {
  settings_->remove(QStringLiteral("learning"));
  ++revision_;
  emit changed();
}

}  // namespace djed::gui
