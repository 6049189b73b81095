#include "mehen_state.hpp"

#include <array>

#include "djed/text.hpp"
#include "evaluation.hpp"
#include "notation.hpp"
#include "sticks.hpp"

namespace mehen {

using djed::make_error;

djed::Action throw_action(int thrown) {
  return djed::Action(ActionKind::kThrow) << 14 | static_cast<djed::Action>(thrown);
}
djed::Action move_action(const Move& m) {
  return djed::Action(ActionKind::kMove) << 14 | djed::Action(m.kind) << 12 |
         static_cast<djed::Action>(m.from) << 6 | static_cast<djed::Action>(m.to);
}
ActionKind kind_of(djed::Action a) { return static_cast<ActionKind>(a >> 14 & 3); }
Move move_in(djed::Action a) {
  return Move{static_cast<MoveKind>(a >> 12 & 3), static_cast<std::int8_t>(a >> 6 & 63), static_cast<std::int8_t>(a & 63)};
}
int throw_in(djed::Action a) { return static_cast<int>(a & 7); }

djed::Message side_name(int side) {
  return djed::Message::of(side == kLight ? "mehen.side.light" : "mehen.side.dark");
}

std::uint64_t perft(const Position& p, int depth) {
  if (depth <= 0) return 1;
  if (p.winner() >= 0) return 0;
  if (p.thrown == 0) {
    std::uint64_t total = 0;
    for (const ThrowWeight& t : kThrows) {
      Position q = p;
      q.thrown = static_cast<std::uint8_t>(t.value);
      total += t.weight * perft(q, depth);
    }
    return total;
  }
  const MoveList moves = legal_moves(p);
  if (moves.empty()) return perft(after_move(p, Move{}), depth - 1);  // the lost throw is a turn
  if (depth == 1) return static_cast<std::uint64_t>(moves.size);
  std::uint64_t total = 0;
  for (const Move& m : moves) total += perft(after_move(p, m), depth - 1);
  return total;
}

int MehenState::current_player() const noexcept {
  if (pos_.winner() >= 0) return djed::kTerminalPlayer;
  return pos_.thrown ? pos_.side : djed::kChancePlayer;
}

int MehenState::side_to_move() const noexcept { return pos_.winner() >= 0 ? -1 : pos_.side; }

std::vector<djed::Action> MehenState::legal_actions() const {
  std::vector<djed::Action> actions;
  if (pos_.winner() >= 0) return actions;
  if (!pos_.thrown) {
    for (const ThrowWeight& t : kThrows) actions.push_back(throw_action(t.value));
    return actions;
  }
  const MoveList moves = legal_moves(pos_);
  if (moves.empty()) return {move_action(Move{})};  // a throw nothing can use is still a turn
  for (const Move& m : moves) actions.push_back(move_action(m));
  return actions;
}

std::vector<djed::ChanceOutcome> MehenState::chance_outcomes() const {
  std::vector<djed::ChanceOutcome> outcomes;
  if (current_player() != djed::kChancePlayer) return outcomes;
  for (const ThrowWeight& t : kThrows)
    outcomes.push_back(djed::ChanceOutcome{throw_action(t.value), t.weight / double(kStickFalls), t.weight});
  return outcomes;
}

void MehenState::do_apply_action(djed::Action action) {
  history_.push_back(pos_);
  if (kind_of(action) == ActionKind::kThrow)
    pos_.thrown = static_cast<std::uint8_t>(throw_in(action));
  else
    pos_ = after_move(pos_, move_in(action));
}

void MehenState::do_undo_action() {
  pos_ = history_.back();
  history_.pop_back();
}

djed::GameResult MehenState::result() const {
  const int w = pos_.winner();
  if (w < 0) return {-1, "", djed::Message::of("djed.not-over"), {}};
  return {w, "all-home", djed::Message::of("mehen.end.all-home", {side_name(w)}), {}};
}

std::string MehenState::to_string() const { return format_position(pos_); }

std::string MehenState::action_to_string(djed::Action action) const {
  if (kind_of(action) == ActionKind::kThrow) return format_throw(throw_in(action));
  return format_move(pos_, move_in(action));
}

namespace {

// The moves of a throw, for error messages.
std::string listed(const Position& p, const MoveList& moves) {
  std::vector<std::string> texts;
  for (const Move& m : moves) texts.push_back(format_move(p, m));
  return moves.empty() ? std::string("none: the throw is lost (-)") : djed::join(texts, " ");
}

}  // namespace

djed::Result<Move> MehenState::written_move(std::string_view text) const {
  const std::string q = quoted(text);
  auto written = parse_move(text);
  if (!written) return written.error();
  const Forces& f = pos_.own();
  const bool lion = written->kind == MoveKind::kLion;
  const std::string me = side_word(pos_.side);
  // The piece, by where it stands.
  int from = -1;
  if (lion) {
    if (f.lion == kLionAsleep) return make_error(q + ": " + me + "'s lion is not loose yet (the first marble home lets it go)");
    if (f.lion >= kAtHome) return make_error(q + ": " + me + "'s lion has made its way and rests");
    const bool there = written->from_square == 0 ? f.lion == kAtStart : square_of(f.lion) == written->from_square;
    if (there) from = f.lion;
    if (from < 0) return make_error(q + ": " + me + "'s lion is not " + (written->from_square ? "on " + std::to_string(written->from_square) : std::string("at home")));
  } else {
    for (std::int8_t m : f.marbles)
      if (written->from_square == 0 ? m == kAtStart : square_of(m) == written->from_square) from = m;
    if (from < 0)
      return make_error(q + ": " + me + " has no marble " +
                        (written->from_square ? "on " + std::to_string(written->from_square) : std::string("at its start")));
  }
  if (const std::string why = why_it_cannot_move(pos_, written->kind, from); !why.empty()) return make_error(q + ": " + why);
  const auto move = move_of(pos_, written->kind, from);
  if (!move) return make_error(q + ": that piece cannot use " + format_throw(pos_.thrown));
  const int to_square = move->to >= kAtHome ? 0 : square_of(move->to);
  if (to_square != written->to_square)
    return make_error(q + ": with " + format_throw(pos_.thrown) + " it goes " +
                      (to_square ? "to " + std::to_string(to_square) : std::string("home (h)")));
  const bool eats = eaten_by(pos_, *move) > 0;
  if (eats != written->eats)
    return make_error(q + (eats ? ": the lion eats on its way; write " : ": nothing is eaten; write ") +
                      format_move(pos_, *move));
  return *move;
}

djed::Result<djed::Action> MehenState::action_from_string(std::string_view text) const {
  const std::string q = quoted(text);
  if (pos_.winner() >= 0) return make_error(q + ": the game is over");
  if (!pos_.thrown) {
    auto thrown = parse_throw(text);
    if (!thrown) return make_error(thrown.message() + " (the sticks must be thrown first)");
    return throw_action(*thrown);
  }
  const MoveList moves = legal_moves(pos_);
  const std::string possible = "; possible with " + format_throw(pos_.thrown) + ": " + listed(pos_, moves);
  if (text == kPassText) {
    if (moves.empty()) return move_action(Move{});
    return make_error(q + ": a throw is lost only when nothing can use it" + possible);
  }
  if (text == kKeepText) {
    for (const Move& m : moves)
      if (m.kind == MoveKind::kKeep) return move_action(m);
    return make_error(q + (pos_.thrown == kTaba ? ": no more than " + std::to_string(kMaxKept) + " tabas are kept"
                                                : ": only a taba (throw:1) can be kept") + possible);
  }
  auto move = written_move(text);
  if (!move) return make_error(move.message() + possible);
  return move_action(*move);
}

std::vector<djed::Turn> MehenState::legal_turns() const {
  std::vector<djed::Turn> turns;
  if (current_player() < 0) return turns;
  for (djed::Action a : legal_actions()) turns.push_back({a});
  return turns;
}

std::string MehenState::turn_to_string(const djed::Turn& turn) const {
  if (turn.size() == 1) return action_to_string(turn.front());
  return State::turn_to_string(turn);
}

djed::Result<djed::Turn> MehenState::turn_from_string(std::string_view text) const {
  const auto words = djed::split_words(text);
  const std::string q = quoted(text);
  if (words.empty()) return make_error("empty turn");
  if (pos_.winner() >= 0) return make_error("turn " + q + ": the game is over");
  if (!pos_.thrown) return make_error("turn " + q + ": the sticks have not been thrown yet");
  if (words.size() > 1) return make_error("turn " + q + ": a turn is one move (the next throw begins a new turn)");
  auto action = action_from_string(words.front());
  if (!action) return make_error("turn " + q + ": " + action.message());
  return djed::Turn{*action};
}

std::uint64_t MehenState::perft(int depth) const { return mehen::perft(pos_, depth); }

djed::BoardSnapshot MehenState::board() const {
  djed::BoardSnapshot snapshot;
  std::array<int, kSquares + 1> on_square{};  // pieces already drawn on each square
  const auto place = [&](djed::PieceView piece, int progress) {
    if (const int square = square_of(progress); square > 0) piece.level = std::min(on_square[square]++, 1);
    snapshot.pieces.push_back(std::move(piece));
  };
  for (int side : {kLight, kDark}) {
    const Forces& f = pos_.sides[static_cast<std::size_t>(side)];
    const std::string colour = side == kLight ? "light" : "dark";
    for (std::int8_t m : f.marbles) {
      djed::PieceView piece;
      piece.cell = cell_of(m, side);
      piece.owner = side;
      piece.image = "marble-" + colour;
      piece.name = djed::Message::of("mehen.piece.marble", {side_name(side)});
      place(std::move(piece), m);
    }
    djed::PieceView lion;
    lion.cell = lion_cell_of(f.lion, side);
    lion.owner = side;
    lion.image = "lion-" + colour;
    lion.frozen = f.lion == kLionAsleep || f.lion >= kAtHome;
    lion.name = djed::Message::of(f.lion == kLionAsleep ? "mehen.piece.lion-asleep" : "mehen.piece.lion", {side_name(side)});
    place(std::move(lion), f.lion);
    if (f.kept > 0)
      snapshot.markers.push_back(djed::CellMarker{
          start_cell(side), djed::Marker{djed::MarkerTone::kPlain,
                                         djed::Message::of("mehen.tabas-kept", {djed::Message::number(f.kept)}), "", -1}});
  }
  if (pos_.thrown) snapshot.dice.push_back(djed::DieView{djed::Message::of("mehen.sticks"), pos_.thrown, ""});
  return snapshot;
}

djed::ActionView MehenState::describe_action(djed::Action action) const {
  djed::ActionView view;
  if (kind_of(action) == ActionKind::kThrow) {
    view.interaction = djed::Interaction::kChance;
    return view;
  }
  const Move m = move_in(action);
  const int side = pos_.side;
  const djed::Message me = side_name(side);
  if (m.kind == MoveKind::kKeep || m.kind == MoveKind::kPass) {
    view.interaction = djed::Interaction::kButton;
    view.label = djed::Message::of(m.kind == MoveKind::kKeep ? "mehen.button.keep" : "mehen.button.lost-throw");
    return view;
  }
  const bool lion = m.kind == MoveKind::kLion;
  view.from = lion ? lion_cell_of(m.from, side) : cell_of(m.from, side);
  view.to = cell_of(m.to, side);
  view.piece_owner = side;
  view.path.push_back(view.from);
  for (int step = m.from + 1; step <= m.to; ++step) view.path.push_back(cell_of(step, side));
  const int eaten = eaten_by(pos_, m);
  view.captures = eaten > 0;
  // One sentence for each way a move goes: out of the start, on, turning, home.
  std::string id = lion ? "mehen.action.lion" : "mehen.action.marble";
  if (eaten > 0) id = "mehen.action.lion-eats";
  if (m.from == kAtStart) id += "-out";
  else if (turns_at_head(m) && eaten == 0) id += "-turns";
  else if (m.to >= kAtHome) id += "-home";
  view.label = djed::Message::of(id, {me, djed::Message::number(square_of(m.from)), djed::Message::number(square_of(m.to)),
                                      djed::Message::number(eaten)});
  return view;
}

djed::Message MehenState::prompt() const {
  if (pos_.winner() >= 0) return result().text;
  const djed::Message me = side_name(pos_.side);
  if (!pos_.thrown) return djed::Message::of("mehen.prompt.throw", {me});
  const djed::Message steps = djed::Message::number(pos_.thrown);
  const MoveList moves = legal_moves(pos_);
  if (moves.empty()) return djed::Message::of("mehen.prompt.lost", {me, steps});
  if (pos_.thrown == kTaba) return djed::Message::of("mehen.prompt.taba", {me});
  return djed::Message::of(throws_again(pos_.thrown) ? "mehen.prompt.move-again" : "mehen.prompt.move", {me, steps});
}

int MehenState::evaluate(const djed::EvalRequest& request) const noexcept {
  return mehen::evaluate(pos_, request.insight);
}

int MehenState::win_value() const noexcept { return kWinValue; }

int MehenState::order_hint(const djed::Turn& turn) const noexcept {
  if (turn.size() != 1 || kind_of(turn.front()) != ActionKind::kMove) return 0;
  return mehen::order_hint(pos_, move_in(turn.front()));
}

}  // namespace mehen
