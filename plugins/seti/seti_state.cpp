#include "seti_state.hpp"

#include <algorithm>

#include "evaluation.hpp"
#include "notation.hpp"

namespace seti {
namespace {

const char* side_name(int side) { return side == kWhite ? "White" : "Brown"; }

}  // namespace

djed::Action encode(const Move& m) {
  return djed::Action(static_cast<unsigned>(m.kind)) << 12 | djed::Action{m.from} << 6 | djed::Action{m.to};
}

Move decode(djed::Action action) {
  return Move{static_cast<MoveKind>(action >> 12 & 3), static_cast<std::uint8_t>(action >> 6 & 63),
              static_cast<std::uint8_t>(action & 63)};
}

void SetiState::decide() {
  if (position_.side_to_move_has_won(*shape_))
    end_ = EndReason::kFinishingRow;
  else if (count_moves(position_, *shape_) == 0)
    end_ = EndReason::kNoMove;
  else
    end_ = EndReason::kNone;
}

int SetiState::current_player() const noexcept {
  return end_ != EndReason::kNone ? djed::kTerminalPlayer : position_.side;
}

int SetiState::side_to_move() const noexcept { return end_ != EndReason::kNone ? -1 : position_.side; }

std::vector<djed::Action> SetiState::legal_actions() const {
  if (end_ != EndReason::kNone) return {};
  MoveList moves;
  generate_moves(position_, *shape_, moves);
  std::vector<djed::Action> actions;
  actions.reserve(static_cast<std::size_t>(moves.size));
  for (const Move& m : moves) actions.push_back(encode(m));
  return actions;
}

void SetiState::apply_action(djed::Action action) {
  history_.push_back(position_);
  position_.make(decode(action), *shape_);
  decide();
}

void SetiState::undo_action() {
  if (history_.empty()) return;
  position_ = history_.back();
  history_.pop_back();
  decide();
}

djed::GameResult SetiState::result() const {
  djed::GameResult r;
  const int mover = position_.side;
  switch (end_) {
    case EndReason::kFinishingRow:
      r.winner = mover;
      r.reason = "finishing-row";
      r.text = std::string(side_name(mover)) + " holds a figure on " + side_name(mover ^ 1) +
               "'s start row after the reply and wins.";
      break;
    case EndReason::kNoMove:
      r.winner = mover ^ 1;
      r.reason = "no-move";
      r.text = std::string(side_name(mover)) + " has no legal move and loses.";
      break;
    case EndReason::kNone:
      break;
  }
  return r;
}

std::string SetiState::to_string() const { return format_position(position_, *shape_); }

std::string SetiState::action_to_string(djed::Action action) const { return format_move(decode(action), *shape_); }

std::string SetiState::why_illegal(const Move& m) const {
  if (end_ != EndReason::kNone) return "the game is over";
  const Position& p = position_;
  const int me = p.side, them = me ^ 1;
  const Bits to = bit(m.to);
  const std::string at = square_name(*shape_, m.to);
  if (m.kind == MoveKind::kPlace || m.kind == MoveKind::kTakeBack) {
    if (!shape_->ships) return "Beth is played without death-ships";
    if (m.kind == MoveKind::kTakeBack)
      return (p.ships[me] & to) ? "" : std::string("no ") + side_name(me) + " death-ship lies on " + at;
    if (!p.reserve[me]) return std::string(side_name(me)) + " has no death-ship in reserve";
    if (p.all_ships() & to) return "a death-ship already lies on " + at;
    if (p.figures[them] & to) return at + " holds a " + side_name(them) + " figure";
    if (shape_->finishing_row[me] & to) return std::string("a death-ship may not lie on ") + side_name(me) + "'s finishing row";
    return {};
  }
  const Bits from = bit(m.from);
  const std::string origin = square_name(*shape_, m.from);
  if (!(p.figures[me] & from)) return std::string("no ") + side_name(me) + " figure stands on " + origin;
  const bool pharao = p.pharaos & from;
  const Bits reach = pharao ? shape_->pharao_steps[m.from] : shape_->priest_leaps[m.from];
  if (!(reach & to))
    return pharao ? "a Pharao steps to one of the eight neighbouring squares"
                  : "a High Priest leaps two squares diagonally or like a knight";
  if (p.figures[me] & to) return at + " holds a " + std::string(side_name(me)) + " figure";
  if (p.shielded(them) & to) return "the " + std::string(side_name(them)) + " figure on " + at + " stands on its death-ship and cannot be conquered";
  const bool conquest = (p.figures[them] | p.ships[them]) & to;
  if (conquest && m.kind != MoveKind::kConquest) return "it conquers: write " + origin + "x" + at;
  if (!conquest && m.kind == MoveKind::kConquest) return "there is nothing to conquer on " + at + ": write " + origin + "-" + at;
  return {};
}

djed::Result<djed::Action> SetiState::action_from_string(std::string_view text) const {
  auto m = parse_move(text, *shape_);
  if (!m) return m.error();
  if (std::string why = why_illegal(*m); !why.empty())
    return djed::make_error("move '" + std::string(text) + "' is not legal: " + why);
  return encode(*m);
}

std::uint64_t SetiState::perft(int depth) const {
  if (end_ != EndReason::kNone) return depth == 0 ? 1 : 0;
  return seti::perft(position_, *shape_, depth);
}

djed::BoardSnapshot SetiState::board() const {
  djed::BoardSnapshot snapshot;
  const Position& p = position_;
  for (int side : {kWhite, kBrown}) {
    const auto s = static_cast<std::size_t>(side);
    for (Bits b = p.figures[s] | p.ships[s]; b; b &= b - 1) {
      const int sq = std::countr_zero(b);
      djed::PieceView piece;
      piece.cell = sq;
      piece.owner = side;
      const bool figure = p.figures[s] & bit(sq);
      piece.kind = !figure ? "ship" : (p.pharaos & bit(sq)) ? "pharao" : "priest";
      piece.on_ship = figure && (p.ships[s] & bit(sq));
      snapshot.pieces.push_back(std::move(piece));
    }
  }
  if (shape_->ships) {
    snapshot.reserve = {p.reserve[0], p.reserve[1]};
    snapshot.reserve_kind = "ship";
  }
  return snapshot;
}

djed::ActionView SetiState::describe_action(djed::Action action) const {
  const Move m = decode(action);
  djed::ActionView view;
  view.piece_owner = position_.side;
  switch (m.kind) {
    case MoveKind::kPlace:
      view.kind = "place";
      view.to = m.to;
      view.path = {m.to};
      break;
    case MoveKind::kTakeBack:
      view.kind = "take-back";
      view.from = m.to;
      view.path = {m.to};
      break;
    case MoveKind::kStep:
    case MoveKind::kConquest:
      view.kind = m.kind == MoveKind::kStep ? "move" : "capture";
      view.from = m.from;
      view.to = m.to;
      view.path = {m.from, m.to};
      break;
  }
  return view;
}

std::string SetiState::prompt() const {
  if (end_ != EndReason::kNone) return result().text;
  const std::string who = side_name(position_.side);
  std::string text = who + ": move a figure";
  if (shape_->ships) text += ", or place or take back a death-ship";
  if (position_.figures[position_.side ^ 1] & shape_->finishing_row[position_.side ^ 1])
    text += " (an enemy figure stands on your start row: conquer it or lose)";
  return text + ".";
}

int SetiState::evaluate(djed::Insight, int) const noexcept { return seti::evaluate(position_, *shape_); }

int SetiState::order_hint(const djed::Turn& turn) const noexcept {
  return turn.size() == 1 ? seti::order_hint(position_, *shape_, decode(turn[0])) : 0;
}

}  // namespace seti
