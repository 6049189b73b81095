#include "review_model.hpp"

#include <QMetaObject>
#include <algorithm>
#include <thread>

#include "djed/game.hpp"
#include "djed/game_record.hpp"

namespace djed::gui {

ReviewModel::ReviewModel(std::function<int()> turns, std::function<bool()> allowed, std::function<bool()> may_grade,
                         std::function<Source()> source, SideText side_text, QObject* parent)
    : QObject(parent),
      turns_(std::move(turns)),
      allowed_(std::move(allowed)),
      may_grade_(std::move(may_grade)),
      source_(std::move(source)),
      side_text_(std::move(side_text)) {
  // Whatever moves the turn shown or the review moves its words too.
  connect(this, &ReviewModel::changed, this, &ReviewModel::textChanged);
  connect(this, &ReviewModel::analysisChanged, this, &ReviewModel::availabilityChanged);
}

ReviewModel::~ReviewModel() { job_.stop(); }


void ReviewModel::show(int turns) {
  if (!allowed_() || turns < 0 || turns > turns_()) return;
  turn_ = turns;
  emit changed();
}

void ReviewModel::step(int delta) {
  const int from = active() ? turn_ : turns_();
  show(std::clamp(from + delta, 0, turns_()));
}

void ReviewModel::end() {
  if (!active()) return;
  turn_ = -1;
  emit changed();
}

bool ReviewModel::can_analyse() const {
  return !analysing_ && !review_ && turns_() > 0 && allowed_() && may_grade_();
}

void ReviewModel::analyse() {
  if (!can_analyse()) return;
  Source source = source_();
  if (!source.game || !source.record) return;
  analysing_ = true;
  progress_ = 0.0;
  const int generation = ++generation_;
  emit analysisChanged();
  // One core stays free for the screen.
  ai::ReviewOptions options;
  options.solved = source.solved;
  options.threads = std::max(1, static_cast<int>(std::thread::hardware_concurrency()) - 1);
  // The model outlives the work (its destructor stops and joins it), and
  // what is posted back runs only while the model lives.
  job_.start([this, generation, source = std::move(source), options](const std::atomic<bool>& stop) {
    auto result = ai::review_game(*source.game, *source.record, options, [&](int done, int total) {
      executor_.post([this, generation, done, total] {
        if (generation_ != generation) return;
        progress_ = total ? static_cast<double>(done) / total : 1.0;
        emit analysisChanged();
      });
    }, &stop);
    if (!result) return;  // stopped
    executor_.post([this, generation, review = std::move(result).value()]() mutable {
      if (generation_ != generation) return;
      analysing_ = false;
      progress_ = 1.0;
      review_ = std::move(review);
      emit analysisChanged();
      emit changed();
      emit reviewed();
    });
  });
}

void ReviewModel::cancel() {
  if (!analysing_) return;
  ++generation_;
  job_.request_stop();
  analysing_ = false;
  progress_ = 0.0;
  emit analysisChanged();
}

void ReviewModel::game_changed() {
  const bool had = analysing_ || review_;
  if (analysing_) {
    ++generation_;
    job_.request_stop();
    analysing_ = false;
  }
  review_.reset();
  if (had) {
    emit analysisChanged();
    emit changed();
  } else {
    emit analysisChanged();  // whether a review may start
  }
}

QVariantList ReviewModel::chances() const {
  QVariantList list;
  if (review_)
    for (double c : review_->side0_chances) list.append(c);
  return list;
}

QStringList ReviewModel::grades() const {
  QStringList list;
  if (review_)
    for (const ai::ReviewedTurn& t : review_->turns) list << QString::fromUtf8(ai::grade_name(t.grade).data());
  return list;
}

QString ReviewModel::grade_word(ai::Grade grade) {
  switch (grade) {
    case ai::Grade::kBest: return tr("best");
    case ai::Grade::kGood: return tr("good");
    case ai::Grade::kInaccuracy: return tr("inaccuracy");
    case ai::Grade::kMistake: return tr("mistake");
    case ai::Grade::kBlunder: return tr("blunder");
  }
  return {};
}

QStringList ReviewModel::grade_words() const {
  QStringList list;
  if (review_)
    for (const ai::ReviewedTurn& t : review_->turns) list << grade_word(t.grade);
  return list;
}

namespace {
QString percent(double chance) { return ReviewModel::tr("%1%").arg(qRound(chance * 100)); }
}  // namespace

QStringList ReviewModel::summary_lines(bool marks) const {
  QStringList lines;
  if (!review_) return lines;
  for (int side = 0; side < 2; ++side) {
    const ai::PlayerReview& p = review_->players[static_cast<std::size_t>(side)];
    QStringList counts;
    const auto count = [&](ai::Grade g, const char* mark, const QString& words) {
      const int n = p.grades[static_cast<std::size_t>(g)];
      if (n > 0) counts << (marks ? QStringLiteral("%1 %2").arg(QLatin1String(mark)).arg(n) : words);
    };
    count(ai::Grade::kInaccuracy, "?!", tr("%n inaccuracies", nullptr, p.grades[2]));
    count(ai::Grade::kMistake, "?", tr("%n mistakes", nullptr, p.grades[3]));
    count(ai::Grade::kBlunder, "??", tr("%n blunders", nullptr, p.grades[4]));
    QString line = side_text_(side, "djed.side.accuracy", QString::number(qRound(p.accuracy)));
    const QString separator = marks ? QStringLiteral(" · ") : tr(", ");
    if (!counts.isEmpty()) line += separator + counts.join(separator);
    lines << line;
  }
  return lines;
}

const ai::ReviewedTurn* ReviewModel::reviewed_turn(int number) const {
  if (!review_ || number < 1 || number > static_cast<int>(review_->turns.size())) return nullptr;
  return &review_->turns[static_cast<std::size_t>(number - 1)];
}

QString ReviewModel::turn_text() const {
  const ai::ReviewedTurn* t = active() ? reviewed_turn(turn_) : nullptr;
  if (!t) return {};
  QString text = tr("Turn %1: %2 — %3.")
                     .arg(t->number)
                     .arg(side_text_(t->side, "djed.side.played", QString::fromStdString(t->played)), grade_word(t->grade));
  text += QLatin1Char(' ') + tr("Chance of winning: %1 before, %2 after.")
                                 .arg(percent(t->chance_before), percent(t->chance_after));
  if (t->grade != ai::Grade::kBest)
    text += QLatin1Char(' ') +
            tr("Best: %1 (%2).").arg(QString::fromStdString(t->best), percent(t->chance_best));
  if (review_->deciding_turn == t->number) text += QLatin1Char(' ') + tr("This turn decided the game.");
  return text;
}

}  // namespace djed::gui
