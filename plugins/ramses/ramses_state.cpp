#include "ramses_state.hpp"

#include <algorithm>

#include "djed/text.hpp"
#include "evaluation.hpp"
#include "notation.hpp"
#include "paths.hpp"
#include "ramses_game.hpp"
#include "solve_game.hpp"

namespace ramses {
namespace {

// Side names in the CLI's error messages, which stay English.
const char* side_word(int side) { return side == kLight ? "Light" : "Dark"; }

}  // namespace

djed::Action encode(const HalfMove& m) {
  return djed::Action{m.from} << 9 | djed::Action{m.to} << 4 |
         (m.alignment ? djed::Action(m.alignment - (kFirstMiddle - 1)) : 0);
}

HalfMove decode(djed::Action action) {
  const auto a = static_cast<std::uint8_t>(action & 15);
  return HalfMove{static_cast<std::uint8_t>(action >> 9 & 31), static_cast<std::uint8_t>(action >> 4 & 31),
                  static_cast<std::uint8_t>(a ? a + (kFirstMiddle - 1) : 0)};
}

Situation situation_at_turn_start(const Position& p) {
  Situation s{p, Phase::kOwnPawn, EndReason::kNone, -1};
  if (const int w = p.winner(); w >= 0) {
    s.end = EndReason::kThreeHieroglyphs;
    s.winner = static_cast<std::int8_t>(w);
  } else if (!has_legal_turn(p)) {
    s.end = EndReason::kLockedUp;
    s.winner = static_cast<std::int8_t>(p.side ^ 1);
  }
  return s;
}

int RamsesState::current_player() const noexcept {
  return now_.end != EndReason::kNone ? djed::kTerminalPlayer : now_.position.side;
}

int RamsesState::side_to_move() const noexcept { return now_.end != EndReason::kNone ? -1 : now_.position.side; }

std::vector<djed::Action> RamsesState::legal_actions() const {
  if (now_.end != EndReason::kNone) return {};
  MoveList moves;
  if (now_.phase == Phase::kOwnPawn)
    legal_own_moves(now_.position, moves);
  else
    opponent_moves(now_.position, moves);
  std::vector<djed::Action> actions;
  actions.reserve(static_cast<std::size_t>(moves.size));
  for (const HalfMove& m : moves) actions.push_back(encode(m));
  return actions;
}

void RamsesState::do_apply_action(djed::Action action) {
  history_.push_back(now_);
  const HalfMove m = decode(action);
  Position& p = now_.position;
  p.make(m);
  if (now_.phase == Phase::kOwnPawn) {
    if (p.holds_three(p.side)) {  // [D-4] the first half-move wins and ends the turn
      now_.end = EndReason::kThreeHieroglyphs;
      now_.winner = static_cast<std::int8_t>(p.side);
    } else {
      now_.phase = Phase::kOpponentPawn;
    }
    return;
  }
  // The turn is complete: the opponent is to move. If this half-move put
  // him on his third hieroglyph square, he has won [D-4], and the position
  // (which prints and parses like any other) says so.
  p.pass_turn();
  now_ = situation_at_turn_start(p);
}

void RamsesState::do_undo_action() {
  now_ = history_.back();
  history_.pop_back();
}

djed::GameResult RamsesState::result() const {
  djed::GameResult r;
  r.winner = now_.winner;
  const int loser = now_.winner ^ 1;
  switch (now_.end) {
    case EndReason::kThreeHieroglyphs:
      r.reason = "three-hieroglyphs";
      r.text = djed::Message::of("ramses.end.three-hieroglyphs", {side_name(now_.winner)});
      r.cells = djed::cells_of(now_.position.pieces[static_cast<std::size_t>(now_.winner)] & kHieroglyphs, 1);
      break;
    case EndReason::kLockedUp:
      r.reason = "locked-up";
      r.text = djed::Message::of("ramses.end.locked-up", {side_name(loser), side_name(now_.winner)});
      r.cells = djed::cells_of(now_.position.pieces[static_cast<std::size_t>(loser)], 1);
      break;
    case EndReason::kNone:
      r.winner = -1;
      break;
  }
  return r;
}

std::uint64_t RamsesState::hash() const noexcept {
  return now_.position.key() ^ (now_.phase == Phase::kOpponentPawn ? 0x6a09e667f3bcc909ULL : 0);
}

std::string RamsesState::to_string() const {
  if (now_.phase == Phase::kOwnPawn) return format_position(now_.position);
  return format_position(now_.position) + " (second half-move: " + side_word(now_.position.side) + " moves a " +
         side_word(now_.position.side ^ 1) + " pawn)";
}

std::string RamsesState::action_to_string(djed::Action action) const { return format_half_move(decode(action)); }

std::string RamsesState::why_illegal(const HalfMove& m) const {
  if (now_.end != EndReason::kNone) return "the game is over";
  const Position& p = now_.position;
  const int owner = p.owner(m.from);
  const int mover = p.side;
  const bool own = now_.phase == Phase::kOwnPawn;
  const std::string due = own ? std::string("an own pawn (") + side_word(mover) + ")"
                              : std::string("one of ") + side_word(mover ^ 1) + "'s pawns";
  if (owner < 0) return "no pawn stands on " + std::to_string(m.from);
  if (own && owner != mover) return "the pawn on " + std::to_string(m.from) + " is " + side_word(owner) + "'s; " + due + " moves first";
  if (!own && owner == mover) return "the pawn on " + std::to_string(m.from) + " is " + side_word(owner) + "'s own; now " + due + " moves";
  if (!own && (kHieroglyphs & bit(m.from)))
    return "the pawn on " + std::to_string(m.from) + " stands on a hieroglyph square: " + side_word(mover) +
           " may not move it";
  const DestMask reachable = destinations(p, m.from);
  if (!(reachable & dest_bit(m.to, m.alignment)))
    return "the pawn on " + std::to_string(m.from) + " walks exactly " + std::to_string(p.distance(m.from)) +
           " squares and cannot end on " + format_half_move(m).substr(format_half_move(m).find('-') + 1);
  if (own && p.first && (kHieroglyphs & bit(m.to)))
    return "on the opening turn an own pawn may not end on a hieroglyph square";
  if (own) {
    Position q = p;
    q.make(m);
    if (!q.holds_three(mover) && !has_opponent_move(q))
      return std::string("afterwards no pawn of ") + side_word(mover ^ 1) + " could be moved, so the turn could not be completed";
  }
  return "not legal here";
}

djed::Result<djed::Action> RamsesState::action_from_string(std::string_view text) const {
  auto m = parse_half_move(text);
  if (!m) return m.error();
  // Accepted only when it is one of the legal actions; why_illegal() only
  // explains a refusal.
  const auto legal = legal_actions();
  if (std::find(legal.begin(), legal.end(), encode(*m)) != legal.end()) return encode(*m);
  return djed::make_error("half-move '" + djed::printable(text) + "' is not legal: " + why_illegal(*m));
}

std::vector<djed::Turn> RamsesState::legal_turns() const {
  if (now_.end != EndReason::kNone) return {};
  if (now_.phase == Phase::kOpponentPawn) return State::legal_turns();
  const Position& p = now_.position;
  MoveList own;
  legal_own_moves(p, own);
  std::vector<djed::Turn> turns;
  for (const HalfMove& m : own) {
    Position q = p;
    q.make(m);
    if (q.holds_three(p.side)) {
      turns.push_back({encode(m)});
      continue;
    }
    MoveList replies;
    opponent_moves(q, replies);
    for (const HalfMove& r : replies) turns.push_back({encode(m), encode(r)});
  }
  return turns;
}

std::uint64_t RamsesState::perft(int depth) const {
  if (now_.phase == Phase::kOpponentPawn) return State::perft(depth);
  if (now_.end != EndReason::kNone) return depth == 0 ? 1 : 0;
  return ramses::perft(now_.position, depth);
}

djed::BoardSnapshot RamsesState::board() const {
  djed::BoardSnapshot snapshot;
  const Position& p = now_.position;
  const bool playing = now_.end == EndReason::kNone;
  for (int side : {kLight, kDark}) {
    Mask set = p.pieces[static_cast<std::size_t>(side)];
    while (set) {
      const int square = std::countr_zero(set) + 1;
      set &= set - 1;
      djed::PieceView piece;
      piece.cell = square;
      piece.owner = side;
      piece.image = side == kLight ? "pawn-light" : "pawn-dark";
      if (is_oblong(square)) piece.spot = p.alignment(square) - kFirstMiddle;
      // The mover may not touch the opponent's pawns on hieroglyph squares.
      piece.frozen = playing && side != p.side && (kHieroglyphs & bit(square));
      piece.name = djed::Message::of(piece.frozen ? "ramses.piece.pawn-held" : "ramses.piece.pawn", {side_name(side)});
      snapshot.pieces.push_back(std::move(piece));
    }
  }
  return snapshot;
}

djed::ActionView RamsesState::describe_action(djed::Action action) const {
  const HalfMove m = decode(action);
  djed::ActionView view;
  view.interaction = djed::Interaction::kBoard;
  view.from = m.from;
  view.to = m.to;
  view.to_spot = m.alignment ? m.alignment - kFirstMiddle : -1;
  view.piece_owner = now_.position.owner(m.from);
  view.path = find_path(now_.position, m);
  // Onto a long square the words name its alignment, as the notation does.
  view.label = m.alignment ? djed::Message::of("ramses.action.move-long",
                                               {side_name(view.piece_owner), djed::Message::number(m.from),
                                                djed::Message::number(m.to), djed::Message::number(m.alignment)})
                           : djed::Message::of("ramses.action.move", {side_name(view.piece_owner),
                                                                      djed::Message::number(m.from),
                                                                      djed::Message::number(m.to)});
  return view;
}

djed::Message RamsesState::prompt() const {
  if (now_.end != EndReason::kNone) return result().text;
  const int mover = now_.position.side;
  if (now_.phase == Phase::kOwnPawn) return djed::Message::of("ramses.prompt.own", {side_name(mover)});
  return djed::Message::of("ramses.prompt.opponent", {side_name(mover), side_name(mover ^ 1)});
}

int RamsesState::evaluate(const djed::EvalRequest&) const noexcept { return ramses::evaluate(now_.position); }

std::optional<std::uint64_t> RamsesState::solved_index() const noexcept {
  if (now_.phase != Phase::kOwnPawn || now_.position.first) return std::nullopt;
  return solve::turn_start_index(now_.position);
}

int RamsesState::order_hint(const djed::Turn& turn) const noexcept {
  if (turn.empty() || now_.phase != Phase::kOwnPawn) return 0;
  const HalfMove own = decode(turn[0]);
  if (turn.size() < 2) return ramses::order_hint(now_.position, own, nullptr);
  const HalfMove opponent = decode(turn[1]);
  return ramses::order_hint(now_.position, own, &opponent);
}

}  // namespace ramses
