#pragma once
// ReviewModel: looking back at the game on the screen: how many turns the
// board shows while a player reviews them (-1: the game itself). The
// SessionModel draws the board after those turns and holds the game's own
// controls meanwhile. Where the game review's win chances are to go.
#include <QObject>
#include <QtQml/qqmlregistration.h>
#include <algorithm>
#include <functional>

namespace djed::gui {

class ReviewModel : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Owned by a SessionModel")
  Q_PROPERTY(int turn READ turn NOTIFY changed)
  Q_PROPERTY(bool active READ active NOTIFY changed)

 public:
  // `turns`: how many turns the game has now; `allowed`: whether a review
  // may begin or move (not while the computer plays).
  ReviewModel(std::function<int()> turns, std::function<bool()> allowed, QObject* parent = nullptr)
      : QObject(parent), turns_(std::move(turns)), allowed_(std::move(allowed)) {}

  int turn() const { return turn_; }
  bool active() const { return turn_ >= 0; }
  // The board after `turns` turns (0: the start), read-only.
  Q_INVOKABLE void show(int turns) {
    if (!allowed_() || turns < 0 || turns > turns_()) return;
    turn_ = turns;
    emit changed();
  }
  // `delta` turns on (back when negative), from the game's end when not reviewing.
  Q_INVOKABLE void step(int delta) {
    const int from = active() ? turn_ : turns_();
    show(std::clamp(from + delta, 0, turns_()));
  }
  // Back to the game.
  Q_INVOKABLE void end() {
    if (!active()) return;
    turn_ = -1;
    emit changed();
  }
  // Within the game's turns again (some were taken back), without a signal:
  // the caller draws the board anyway.
  void clamp() { turn_ = std::min(turn_, turns_()); }

 signals:
  void changed();

 private:
  std::function<int()> turns_;
  std::function<bool()> allowed_;
  int turn_ = -1;
};

}  // namespace djed::gui
