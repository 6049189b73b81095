#include "senet_state.hpp"

#include "djed/text.hpp"
#include "evaluation.hpp"
#include "notation.hpp"
#include "perft.hpp"
#include "sticks.hpp"

namespace senet {

using djed::make_error;

djed::Action throw_action(int thrown) {
  return djed::Action(ActionKind::kThrow) << 12 | static_cast<djed::Action>(thrown);
}
djed::Action lost_throw_action() { return djed::Action(ActionKind::kLostThrow) << 12; }
djed::Action move_action(const Move& m) {
  return djed::Action(ActionKind::kMove) << 12 | djed::Action(m.kind) << 10 | djed::Action{m.from} << 5 | m.to;
}
ActionKind kind_of(djed::Action a) { return static_cast<ActionKind>(a >> 12 & 3); }
Move move_in(djed::Action a) {
  return Move{static_cast<std::uint8_t>(a >> 5 & 31), static_cast<std::uint8_t>(a & 31),
              static_cast<MoveKind>(a >> 10 & 3)};
}
int throw_in(djed::Action a) { return static_cast<int>(a & 7); }

djed::Message side_name(int side) {
  return djed::Message::of(side == kLight ? "senet.side.light" : "senet.side.dark");
}

int SenetState::current_player() const noexcept {
  if (pos_.winner() >= 0) return djed::kTerminalPlayer;
  return pos_.thrown ? pos_.side : djed::kChancePlayer;
}

int SenetState::side_to_move() const noexcept { return pos_.winner() >= 0 ? -1 : pos_.side; }

std::vector<djed::Action> SenetState::legal_actions() const {
  std::vector<djed::Action> actions;
  if (pos_.winner() >= 0) return actions;
  if (!pos_.thrown) {
    for (int t = kMinThrow; t <= kMaxThrow; ++t) actions.push_back(throw_action(t));
    return actions;
  }
  const MoveList moves = legal_moves(pos_);
  if (moves.empty()) return {lost_throw_action()};  // a throw that moves nothing is still a turn
  for (const Move& m : moves) actions.push_back(move_action(m));
  return actions;
}

std::vector<djed::ChanceOutcome> SenetState::chance_outcomes() const {
  std::vector<djed::ChanceOutcome> outcomes;
  if (current_player() != djed::kChancePlayer) return outcomes;
  for (int t = kMinThrow; t <= kMaxThrow; ++t) {
    const std::uint32_t weight = kThrowWeights[static_cast<std::size_t>(t)];
    outcomes.push_back(djed::ChanceOutcome{throw_action(t), weight / double(kStickFalls), weight});
  }
  return outcomes;
}

void SenetState::do_apply_action(djed::Action action) {
  history_.push_back(pos_);
  switch (kind_of(action)) {
    case ActionKind::kThrow: pos_.thrown = static_cast<std::uint8_t>(throw_in(action)); break;
    case ActionKind::kLostThrow: pos_ = after_lost_throw(pos_); break;
    case ActionKind::kMove: pos_ = after_move(pos_, move_in(action)); break;
  }
}

void SenetState::do_undo_action() {
  pos_ = history_.back();
  history_.pop_back();
}

djed::GameResult SenetState::result() const {
  const int w = pos_.winner();
  if (w < 0) return {-1, "", djed::Message::of("djed.not-over"), {}};
  return {w, "borne-off", djed::Message::of("senet.end.borne-off", {side_name(w)}), {}};
}

std::string SenetState::to_string() const { return format_position(pos_); }

std::string SenetState::action_to_string(djed::Action action) const {
  switch (kind_of(action)) {
    case ActionKind::kThrow: return format_throw(throw_in(action));
    case ActionKind::kLostThrow: return kLostThrowText;
    case ActionKind::kMove: return format_move(move_in(action));
  }
  return "?";
}

namespace {

// The moves of a throw, for error messages.
std::string listed(const MoveList& moves) {
  std::vector<std::string> texts;
  for (const Move& m : moves) texts.push_back(format_move(m));
  return moves.empty() ? std::string("none: the throw is lost (-)") : djed::join(texts, " ");
}

}  // namespace

std::string SenetState::why_not_legal(std::string_view text, int from, int to, bool swap) const {
  const std::string q = quoted(text), at = std::to_string(from);
  const std::string with = " with " + format_throw(pos_.thrown);
  if (pos_.owner(from) != pos_.side)
    return q + ": " + side_word(pos_.side) + " has no piece on " + at;
  const int target = from + pos_.thrown;
  if (target != to) {
    const std::string where = target == kOff  ? std::string("off the board (") + at + "-off)"
                              : target > kOff ? std::string("nowhere: it leaves only with exactly ") +
                                                    std::to_string(kOff - from)
                                              : "to " + std::to_string(target);
    return q + ":" + with + " the piece on " + at + " goes " + where;
  }
  if (const std::string reason = why_it_cannot_move(pos_, from); !reason.empty()) return q + ": " + reason;
  const auto move = move_of(pos_, from, pos_.thrown);
  if (move && move->kind == MoveKind::kSwap && !swap)
    return q + ": " + std::to_string(to) + " holds a " + side_word(pos_.side ^ 1) + " piece; the swap is written " +
           format_move(*move);
  if (move && move->kind != MoveKind::kSwap && swap)
    return q + ": there is nothing to swap with on " + std::to_string(to) + "; write " + format_move(*move);
  return {};
}

djed::Result<djed::Action> SenetState::action_from_string(std::string_view text) const {
  const std::string q = quoted(text);
  if (pos_.winner() >= 0) return make_error(q + ": the game is over");
  if (!pos_.thrown) {
    auto thrown = parse_throw(text);
    if (!thrown) return make_error(thrown.message() + " (the sticks must be thrown first)");
    return throw_action(*thrown);
  }
  const MoveList moves = legal_moves(pos_);
  const std::string possible = "; possible with " + format_throw(pos_.thrown) + ": " + listed(moves);
  if (text == kLostThrowText) {
    if (moves.empty()) return lost_throw_action();
    return make_error(q + ": a throw is lost only when no piece can move" + possible);
  }
  auto written = parse_move(text);
  if (!written) return make_error(written.message() + possible);
  const std::string why = why_not_legal(text, written->from, written->to, written->swap);
  if (!why.empty()) return make_error(why + possible);
  return move_action(*move_of(pos_, written->from, pos_.thrown));
}

std::vector<djed::Turn> SenetState::legal_turns() const {
  std::vector<djed::Turn> turns;
  if (current_player() < 0) return turns;
  for (djed::Action a : legal_actions()) turns.push_back({a});
  return turns;
}

std::string SenetState::turn_to_string(const djed::Turn& turn) const {
  if (turn.size() == 1) return action_to_string(turn.front());
  return State::turn_to_string(turn);
}

djed::Result<djed::Turn> SenetState::turn_from_string(std::string_view text) const {
  const auto words = djed::split_words(text);
  const std::string q = quoted(text);
  if (words.empty()) return make_error("empty turn");
  if (pos_.winner() >= 0) return make_error("turn " + q + ": the game is over");
  if (!pos_.thrown) return make_error("turn " + q + ": the sticks have not been thrown yet");
  if (words.size() > 1)
    return make_error("turn " + q + ": a turn is one move (after 1, 4 or 5 the next throw begins a new turn)");
  auto action = action_from_string(words.front());
  if (!action) return make_error("turn " + q + ": " + action.message());
  return djed::Turn{*action};
}

std::uint64_t SenetState::perft(int depth) const { return senet::perft(pos_, depth); }

djed::BoardSnapshot SenetState::board() const {
  djed::BoardSnapshot snapshot;
  for (int side : {kLight, kDark})
    for (Mask m = pos_.pieces[static_cast<std::size_t>(side)]; m; m &= m - 1) {
      djed::PieceView piece;
      piece.cell = std::countr_zero(m) + 1;
      piece.owner = side;
      piece.image = side == kLight ? "cone" : "spool";
      piece.name = djed::Message::of(side == kLight ? "senet.piece.cone" : "senet.piece.spool", {side_name(side)});
      snapshot.pieces.push_back(std::move(piece));
    }
  if (pos_.thrown) snapshot.dice.push_back(djed::DieView{djed::Message::of("senet.sticks"), pos_.thrown, ""});
  return snapshot;
}

djed::ActionView SenetState::describe_action(djed::Action action) const {
  djed::ActionView view;
  const djed::Message me = side_name(pos_.side);
  switch (kind_of(action)) {
    case ActionKind::kThrow: view.interaction = djed::Interaction::kChance; break;
    case ActionKind::kLostThrow:
      view.interaction = djed::Interaction::kButton;
      view.label = djed::Message::of("senet.button.lost-throw");
      break;
    case ActionKind::kMove: {
      const Move m = move_in(action);
      view.from = m.from;
      view.piece_owner = pos_.side;
      const int last = m.kind == MoveKind::kBearOff ? kSquares : m.to;
      for (int s = m.from; s <= last; ++s) view.path.push_back(s);
      const djed::Message from = djed::Message::number(m.from), to = djed::Message::number(m.to);
      switch (m.kind) {
        case MoveKind::kBearOff:
          // The board has no cell off it: leaving is a button.
          view.interaction = djed::Interaction::kButton;
          view.to = -1;
          view.label = djed::Message::of("senet.button.bear-off", {from});
          break;
        case MoveKind::kSwap:
          view.to = m.to;
          view.captures = true;
          view.label = djed::Message::of("senet.action.swap", {me, from, to, side_name(pos_.side ^ 1)});
          break;
        case MoveKind::kWater: {
          const int back = water_return(pos_.occupied() & ~bit(m.from));
          view.to = m.to;
          view.path.push_back(back);
          view.label = djed::Message::of("senet.action.water", {me, from, djed::Message::number(back)});
          break;
        }
        case MoveKind::kStep:
          view.to = m.to;
          view.label = djed::Message::of("senet.action.move", {me, from, to});
          break;
      }
      break;
    }
  }
  return view;
}

djed::Message SenetState::prompt() const {
  if (pos_.winner() >= 0) return result().text;
  const djed::Message me = side_name(pos_.side);
  if (!pos_.thrown) return djed::Message::of("senet.prompt.throw", {me});
  const djed::Message steps = djed::Message::number(pos_.thrown);
  if (legal_moves(pos_).empty()) return djed::Message::of("senet.prompt.lost", {me, steps});
  return djed::Message::of(throws_again(pos_.thrown) ? "senet.prompt.move-again" : "senet.prompt.move", {me, steps});
}

int SenetState::evaluate(const djed::EvalRequest& request) const noexcept {
  return senet::evaluate(pos_, request.insight);
}

int SenetState::win_value() const noexcept { return kWinValue; }

int SenetState::order_hint(const djed::Turn& turn) const noexcept {
  if (turn.size() != 1 || kind_of(turn.front()) != ActionKind::kMove) return 0;
  const Move m = move_in(turn.front());
  return senet::order_hint(pos_, &m);
}

}  // namespace senet
