#pragma once
// ReviewModel: looking back at the game on the screen. How many turns the
// board shows while a player reviews them (-1: the game itself), and the
// game review (djed/ai/review.hpp) computed on a worker thread: the win
// chance over the turns for the graph, each turn's grade for the turns
// list, the best turn beside the one played. The SessionModel draws the
// board after the turns shown and holds the game's own controls meanwhile.
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <memory>
#include <optional>

#include "background_job.hpp"
#include "qt_executor.hpp"
#include "djed/ai/review.hpp"

namespace djed {
class Game;
class GameRecord;
}  // namespace djed

namespace djed::gui {

class ReviewModel : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Owned by a SessionModel")
  Q_PROPERTY(int turn READ turn NOTIFY changed)
  Q_PROPERTY(bool active READ active NOTIFY changed)
  // The review's computation: whether it may start, runs (with its share
  // done, 0..1), or has finished for the game as it stands.
  Q_PROPERTY(bool canAnalyse READ can_analyse NOTIFY availabilityChanged)
  Q_PROPERTY(bool analysing READ analysing NOTIFY analysisChanged)
  Q_PROPERTY(double progress READ progress NOTIFY analysisChanged)
  Q_PROPERTY(bool analysed READ analysed NOTIFY analysisChanged)
  // The first side's chance of winning at the start and after every turn.
  Q_PROPERTY(QVariantList chances READ chances NOTIFY analysisChanged)
  // Per turn its grade: "best", "good", "inaccuracy", "mistake", "blunder"
  // (ids for the marks), and the same in the player's words.
  Q_PROPERTY(QStringList grades READ grades NOTIFY analysisChanged)
  Q_PROPERTY(QStringList gradeWords READ grade_words NOTIFY analysisChanged)
  // Per side one line: accuracy and the counts of the grades below good,
  // by their marks ("White: accuracy 82 · ?! 1 · ?? 2"), and in words.
  Q_PROPERTY(QStringList summary READ summary NOTIFY analysisChanged)
  Q_PROPERTY(QStringList summaryWords READ summary_words NOTIFY analysisChanged)
  // The turn that decided the game (1-based; 0 for none).
  Q_PROPERTY(int decidingTurn READ deciding_turn NOTIFY analysisChanged)
  // The turn shown, in words: who played what, its grade, the chances, the
  // best turn; "" when not reviewing a graded turn.
  Q_PROPERTY(QString turnText READ turn_text NOTIFY textChanged)

 public:
  // What a review reads: the game, a copy of its record, its solved table.
  struct Source {
    std::shared_ptr<const Game> game;
    std::shared_ptr<const GameRecord> record;
    std::shared_ptr<const solve::SolvedGame> solved;
  };
  // `turns`: how many turns the game has now; `allowed`: whether a review
  // may begin or move (not while the computer plays); `may_grade`: whether
  // the game may be graded now (not an online game under way, which it
  // would read ahead); `source`: the game to review; `side_text`: a side's
  // name in the player's language (`phrase` nullptr), or the game's phrase
  // `phrase` of it (a djed.side.* message, `rest` its {2}).
  using SideText = std::function<QString(int side, const char* phrase, const QString& rest)>;
  ReviewModel(std::function<int()> turns, std::function<bool()> allowed, std::function<bool()> may_grade,
              std::function<Source()> source, SideText side_text, QObject* parent = nullptr);
  ~ReviewModel() override;

  int turn() const { return turn_; }
  bool active() const { return turn_ >= 0; }
  // The board after `turns` turns (0: the start), read-only.
  Q_INVOKABLE void show(int turns);
  // `delta` turns on (back when negative), from the game's end when not reviewing.
  Q_INVOKABLE void step(int delta);
  // Back to the game.
  Q_INVOKABLE void end();
  // Within the game's turns again (some were taken back), without a signal:
  // the caller draws the board anyway.
  void clamp() { turn_ = std::min(turn_, turns_()); }

  // Starts the review of the game as it stands; cancel() stops it.
  Q_INVOKABLE void analyse();
  Q_INVOKABLE void cancel();
  // The game changed (a turn played or taken back, another game): a review
  // of it no longer holds.
  void game_changed();
  // The game moved on or the computer thinks: whether a review may start.
  void recheck() { emit availabilityChanged(); }
  // The words follow the language.
  // (Not `changed`: the board is drawn again by the caller, a hint stays.)
  void retranslate() {
    emit analysisChanged();
    emit textChanged();
  }

  bool can_analyse() const;
  bool analysing() const { return analysing_; }
  double progress() const { return progress_; }
  bool analysed() const { return review_.has_value(); }
  QVariantList chances() const;
  QStringList grades() const;
  QStringList grade_words() const;
  QStringList summary() const { return summary_lines(true); }
  QStringList summary_words() const { return summary_lines(false); }
  int deciding_turn() const { return review_ ? review_->deciding_turn : 0; }
  QString turn_text() const;
  // The review of turn `number` (1-based), when there is one.
  const ai::ReviewedTurn* reviewed_turn(int number) const;
  const std::optional<ai::Review>& review() const { return review_; }
  // A grade in the player's words.
  static QString grade_word(ai::Grade grade);

 signals:
  void changed();
  void analysisChanged();
  // turnText: the turn shown, the review or the language changed.
  void textChanged();
  // canAnalyse may have changed (the computer started or ended its turn).
  void availabilityChanged();
  // A review has finished: the game may keep its grades as comments.
  void reviewed();

 private:
  QStringList summary_lines(bool marks) const;

  std::function<int()> turns_;
  std::function<bool()> allowed_;
  std::function<bool()> may_grade_;
  std::function<Source()> source_;
  SideText side_text_;
  int turn_ = -1;
  bool analysing_ = false;
  double progress_ = 0.0;
  std::optional<ai::Review> review_;
  int generation_ = 0;  // a result of an older request is dropped
  QtExecutor executor_{this};  // where the review's progress and result come back: the GUI thread
  session::BackgroundJob job_;  // last: joined before the rest is destroyed
};

}  // namespace djed::gui
