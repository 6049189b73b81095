#include "table.hpp"

#include "game_session.hpp"

namespace djed::session {

bool LocalTable::may_resign() const { return session_ != nullptr && session_->human_side() >= 0; }

bool LocalTable::may_offer_draw() const { return may_resign() && !offered_ && session_->draws_can_be_offered(); }

void LocalTable::resign() {
  offered_ = false;
  session_->resign();
}

bool LocalTable::offer_draw() {
  const int other = 1 - session_->human_side();
  // Two players at this screen: the other answers. The computer answers at once.
  if (session_->seat(other).is_human()) {
    offered_ = true;
    return false;
  }
  return session_->offer_draw();
}

void LocalTable::answer_draw(bool accept) {
  if (!offered_) return;
  offered_ = false;
  if (accept) session_->accept_draw();
}

}  // namespace djed::session
