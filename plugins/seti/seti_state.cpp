#include "seti_state.hpp"

#include <algorithm>
#include <bit>

#include "djed/text.hpp"
#include "evaluation.hpp"
#include "notation.hpp"
#include "seti_game.hpp"

namespace seti {
namespace {

djed::Message square(const Shape& shape, int sq) { return djed::Message::plain(square_name(shape, sq)); }

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

void SetiState::do_apply_action(djed::Action action) {
  history_.push_back(position_);
  position_.make(decode(action), *shape_);
  decide();
}

void SetiState::do_undo_action() {
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
      r.text = djed::Message::of("seti.end.finishing-row", {side_name(mover), side_name(mover ^ 1)});
      r.cells = djed::cells_of(position_.figures[mover] & shape_->finishing_row[mover]);
      break;
    case EndReason::kNoMove:
      r.winner = mover ^ 1;
      r.reason = "no-move";
      r.text = djed::Message::of("seti.end.no-move", {side_name(mover)});
      // The figures that could not move, or, with none left, those that took them.
      r.cells = djed::cells_of(position_.figures[mover] | position_.ships[mover]);
      if (r.cells.empty()) r.cells = djed::cells_of(position_.figures[mover ^ 1]);
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
      return (p.ships[me] & to) ? "not legal here" : std::string("no ") + side_word(me) + " death-ship lies on " + at;
    if (!p.reserve[me]) return std::string(side_word(me)) + " has no death-ship in reserve";
    if (p.all_ships() & to) return "a death-ship already lies on " + at;
    if (p.figures[them] & to) return at + " holds a " + side_word(them) + " figure";
    if (shape_->finishing_row[me] & to) return std::string("a death-ship may not lie on ") + side_word(me) + "'s finishing row";
    return "not legal here";
  }
  const Bits from = bit(m.from);
  const std::string origin = square_name(*shape_, m.from);
  if (!(p.figures[me] & from)) return std::string("no ") + side_word(me) + " figure stands on " + origin;
  const bool pharao = p.pharaos & from;
  const Bits reach = pharao ? shape_->pharao_steps[m.from] : shape_->priest_leaps[m.from];
  if (!(reach & to))
    return pharao ? "a Pharao steps to one of the eight neighbouring squares"
                  : "a High Priest leaps two squares diagonally or like a knight";
  if (p.figures[me] & to) return at + " holds a " + std::string(side_word(me)) + " figure";
  if (p.shielded(them) & to) return "the " + std::string(side_word(them)) + " figure on " + at + " stands on its death-ship and cannot be conquered";
  const bool conquest = (p.figures[them] | p.ships[them]) & to;
  if (conquest && m.kind != MoveKind::kConquest) return "it conquers: write " + origin + "x" + at;
  if (!conquest && m.kind == MoveKind::kConquest) return "there is nothing to conquer on " + at + ": write " + origin + "-" + at;
  return "not legal here";
}

djed::Result<djed::Action> SetiState::action_from_string(std::string_view text) const {
  auto m = parse_move(text, *shape_);
  if (!m) return m.error();
  // Accepted only when it is one of the legal actions; why_illegal() only
  // explains a refusal.
  const auto legal = legal_actions();
  if (std::find(legal.begin(), legal.end(), encode(*m)) != legal.end()) return encode(*m);
  return djed::make_error("move '" + djed::printable(text) + "' is not legal: " + why_illegal(*m));
}

std::uint64_t SetiState::perft(int depth) const {
  if (end_ != EndReason::kNone) return depth == 0 ? 1 : 0;
  return seti::perft(position_, *shape_, depth);
}

djed::BoardSnapshot SetiState::board() const {
  djed::BoardSnapshot snapshot;
  const Position& p = position_;
  // Death-ships lie on the board; a figure on a ship stands on it (level 1).
  for (int side : {kWhite, kBrown}) {
    const auto s = static_cast<std::size_t>(side);
    const char* colour = side == kWhite ? "white" : "brown";
    for (Bits b = p.ships[s]; b; b &= b - 1) {
      djed::PieceView ship;
      ship.cell = std::countr_zero(b);
      ship.owner = side;
      ship.image = std::string("ship-") + colour;
      ship.name = djed::Message::of("seti.piece.ship", {side_name(side)});
      snapshot.pieces.push_back(std::move(ship));
    }
  }
  for (int side : {kWhite, kBrown}) {
    const auto s = static_cast<std::size_t>(side);
    const char* colour = side == kWhite ? "white" : "brown";
    for (Bits b = p.figures[s]; b; b &= b - 1) {
      const int sq = std::countr_zero(b);
      const bool pharao = p.pharaos & bit(sq);
      djed::PieceView figure;
      figure.cell = sq;
      figure.owner = side;
      figure.image = std::string(pharao ? "pharao-" : "priest-") + colour;
      figure.name = djed::Message::of(pharao ? "seti.piece.pharao" : "seti.piece.priest", {side_name(side)});
      figure.level = (p.all_ships() & bit(sq)) ? 1 : 0;
      snapshot.pieces.push_back(std::move(figure));
    }
  }
  if (shape_->ships)
    for (int side : {kWhite, kBrown}) {
      const int count = p.reserve[static_cast<std::size_t>(side)];
      snapshot.reserves.push_back(djed::Reserve{count, djed::Message::of("seti.reserve", {djed::Message::number(count)})});
    }
  return snapshot;
}

djed::ActionView SetiState::describe_action(djed::Action action) const {
  const Move m = decode(action);
  djed::ActionView view;
  view.piece_owner = position_.side;
  switch (m.kind) {
    case MoveKind::kPlace:
      view.from = djed::kReserve;
      view.to = m.to;
      view.path = {m.to};
      view.label = djed::Message::of("seti.action.place", {square(*shape_, m.to)});
      break;
    case MoveKind::kTakeBack:
      // A button: the ship's square may also hold the figure standing on it,
      // whose moves a click on the square offers.
      view.interaction = djed::Interaction::kButton;
      view.from = m.to;
      view.path = {m.to};
      view.label = djed::Message::of("seti.button.take-back", {square(*shape_, m.to)});
      break;
    case MoveKind::kStep:
    case MoveKind::kConquest: {
      view.from = m.from;
      view.to = m.to;
      view.captures = m.kind == MoveKind::kConquest;
      view.path = {m.from, m.to};
      const int side = position_.side, them = side ^ 1;
      const auto figure = [&](int s, int at) {
        return djed::Message::of(position_.pharaos & bit(at) ? "seti.piece.pharao" : "seti.piece.priest", {side_name(s)});
      };
      const djed::Message mover = figure(side, m.from);
      if (!view.captures) {
        view.label = djed::Message::of("seti.action.step", {mover, square(*shape_, m.from), square(*shape_, m.to)});
      } else if (!(position_.figures[them] & bit(m.to))) {
        view.label = djed::Message::of("seti.action.conquest-ship",
                                       {mover, square(*shape_, m.from), square(*shape_, m.to), side_name(them)});
      } else if (!shape_->ships) {
        view.label = djed::Message::of("seti.action.conquest-out", {mover, square(*shape_, m.from), figure(them, m.to),
                                                                    square(*shape_, m.to)});
      } else {
        // Aleph: the conquered figure changes sides; where it is set down
        // is the one figure of the mover that the move alone does not
        // explain (the square it left may be that place).
        Position after = position_;
        after.make(m, *shape_);
        const Bits moved = (position_.figures[side] & ~bit(m.from)) | bit(m.to);
        const Bits set_down = after.figures[side] & ~moved;
        const int at = set_down ? std::countr_zero(set_down) : m.to;
        view.label = djed::Message::of("seti.action.conquest-turns", {mover, square(*shape_, m.from), figure(them, m.to),
                                                                      square(*shape_, m.to), square(*shape_, at)});
      }
      break;
    }
  }
  return view;
}

djed::Message SetiState::prompt() const {
  if (end_ != EndReason::kNone) return result().text;
  const bool threat = position_.figures[position_.side ^ 1] & shape_->finishing_row[position_.side ^ 1];
  std::string id = shape_->ships ? "seti.prompt.figure-or-ship" : "seti.prompt.figure";
  if (threat) id += "-threat";
  return djed::Message::of(id, {side_name(position_.side)});
}

int SetiState::evaluate(const djed::EvalRequest&) const noexcept { return seti::evaluate(position_, *shape_); }

int SetiState::order_hint(const djed::Turn& turn) const noexcept {
  return turn.size() == 1 ? seti::order_hint(position_, *shape_, decode(turn[0])) : 0;
}

}  // namespace seti
