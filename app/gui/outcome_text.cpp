#include "outcome_text.hpp"

namespace djed::gui {

QString OutcomeText::words(solve::Outcome value) {
  switch (value.kind) {
    case solve::Outcome::Kind::kWin: return tr("wins in %n turn(s)", nullptr, value.turns);
    case solve::Outcome::Kind::kLoss: return tr("loses in %n turn(s) at best", nullptr, value.turns);
    case solve::Outcome::Kind::kDraw: break;
  }
  return tr("holds the draw");
}

QString OutcomeText::kind(solve::Outcome value) {
  switch (value.kind) {
    case solve::Outcome::Kind::kWin: return QStringLiteral("win");
    case solve::Outcome::Kind::kLoss: return QStringLiteral("loss");
    case solve::Outcome::Kind::kDraw: break;
  }
  return QStringLiteral("draw");
}

}  // namespace djed::gui
