#pragma once
// An exact value (solve::Outcome) in players' words, for the side that
// plays the turn: "wins in 5 turns", "holds the draw", "loses in 7 turns at
// best"; and the short mark the board writes on a cell.
#include <QCoreApplication>
#include <QString>

#include "djed/solver.hpp"

namespace djed::gui {

class OutcomeText {
  Q_DECLARE_TR_FUNCTIONS(OutcomeText)

 public:
  static QString words(solve::Outcome value);
  // "win", "draw" or "loss": how the board colours a value.
  static QString kind(solve::Outcome value);
};

}  // namespace djed::gui
