#include "pharao_state.hpp"

#include <algorithm>
#include <cmath>
#include <utility>

#include "djed/text.hpp"
#include "evaluation.hpp"
#include "learned_value.hpp"
#include "notation.hpp"
#include "perft.hpp"
#include "pharao_game.hpp"

namespace pharao {

djed::Action roll_action(const Roll& r) {
  return djed::Action(ActionKind::kRoll) << 12 | djed::Action{r.own} << 4 | r.opponent;
}
djed::Action drown_action() { return djed::Action(ActionKind::kDrown) << 12; }
djed::Action pass_action() { return djed::Action(ActionKind::kPass) << 12; }
djed::Action move_action(int from, int to) {
  return djed::Action(ActionKind::kMove) << 12 | djed::Action(from) << 6 | djed::Action(to);
}
ActionKind kind_of(djed::Action a) { return static_cast<ActionKind>(a >> 12); }

namespace {

int from_of(djed::Action a) { return static_cast<int>(a >> 6 & 63); }
int to_of(djed::Action a) { return static_cast<int>(a & 63); }
djed::Action step_action(const Step& s) { return s.moves() ? move_action(s.from, s.to) : pass_action(); }

}  // namespace

TurnActions actions_of(const TurnMoves& t) {
  TurnActions out;
  if (t.drown) out.actions[static_cast<std::size_t>(out.size++)] = drown_action();
  out.actions[static_cast<std::size_t>(out.size++)] = step_action(t.own);
  if (t.wins) return out;
  if (t.rescue.moves()) out.actions[static_cast<std::size_t>(out.size++)] = step_action(t.rescue);
  out.actions[static_cast<std::size_t>(out.size++)] = step_action(t.opponent);
  return out;
}

PharaoState::PharaoState(const Position& p, std::shared_ptr<const Knowledge> knowledge)
    : knowledge_(std::move(knowledge)), start_(p), board_(p) {
  begin_turn();
}

PharaoState PharaoState::won_on_second_life(const Position& p, std::shared_ptr<const Knowledge> knowledge) {
  Position board = p;
  board.thrown = false;
  board.roll = Roll{};
  PharaoState s(board, std::move(knowledge));
  s.end_ = EndReason::kSecondLife;  // [D-8]
  s.winner_ = static_cast<std::int8_t>(board.side);
  s.turns_.clear();
  s.first_ = s.last_ = 0;
  return s;
}

namespace {

// The actions of a turn packed 16 bits each, the first one highest and 0
// past the end: comparing these numbers compares turns action by action,
// and a turn sorts before the longer turns it begins.
std::uint64_t packed(const TurnActions& a) {
  std::uint64_t key = 0;
  for (int k = 0; k < 4; ++k) key = key << 16 | (k < a.size ? a.actions[static_cast<std::size_t>(k)] & 0xFFFF : 0);
  return key;
}

// The k-th action of a packed turn; 0 past its end.
djed::Action action_at(std::uint64_t order, int k) { return static_cast<djed::Action>(order >> (48 - 16 * k) & 0xFFFF); }

}  // namespace

void PharaoState::begin_turn() {
  turns_.clear();
  first_ = last_ = 0;
  prefix_size_ = 0;
  board_ = start_;
  end_ = EndReason::kNone;
  winner_ = -1;
  if (const int w = winner_by_pieces(start_); w >= 0) {
    end_ = EndReason::kAllDrowned;
    winner_ = static_cast<std::int8_t>(w);
    return;
  }
  if (!start_.thrown) return;
  bool any_moves = false;
  for_each_turn(start_, [&](const TurnMoves& t) {
    const TurnActions actions = actions_of(t);
    turns_.push_back(Entry{actions, t, packed(actions)});
    any_moves = any_moves || t.moves_a_piece();
    return true;
  });
  const bool double_zero = start_.roll.own == 0 && start_.roll.opponent == 0;
  if (!double_zero && !any_moves) {
    end_ = EndReason::kLockedUp;  // [D-7]
    winner_ = static_cast<std::int8_t>(start_.side ^ 1);
    turns_.clear();
    return;
  }
  // for_each_turn already yields the turns in this order (drown < pass <
  // move, moves by from and to); sort only should that ever change.
  const auto less = [](const Entry& a, const Entry& b) { return a.order < b.order; };
  if (!std::is_sorted(turns_.begin(), turns_.end(), less)) std::sort(turns_.begin(), turns_.end(), less);
  last_ = static_cast<int>(turns_.size());
}

const PharaoState::Entry* PharaoState::find_turn(const djed::Turn& turn) const {
  if (end_ != EndReason::kNone || !start_.thrown || prefix_size_ > 0) return nullptr;
  const auto it = std::lower_bound(turns_.begin(), turns_.end(), turn, [](const Entry& e, const djed::Turn& t) {
    return std::lexicographical_compare(e.actions.actions.begin(), e.actions.actions.begin() + e.actions.size,
                                        t.begin(), t.end());
  });
  if (it == turns_.end() ||
      !std::equal(turn.begin(), turn.end(), it->actions.actions.begin(), it->actions.actions.begin() + it->actions.size))
    return nullptr;
  return &*it;
}

int PharaoState::current_player() const noexcept {
  if (end_ != EndReason::kNone) return djed::kTerminalPlayer;
  return start_.thrown ? start_.side : djed::kChancePlayer;
}

int PharaoState::side_to_move() const noexcept { return end_ != EndReason::kNone ? -1 : start_.side; }

std::vector<djed::Action> PharaoState::legal_actions() const {
  std::vector<djed::Action> actions;
  if (end_ != EndReason::kNone) return actions;
  if (!start_.thrown) {
    for (const auto& o : chance_outcomes()) actions.push_back(o.action);
    return actions;
  }
  // turns_[first_, last_) share the prefix and are sorted by the next action.
  for (int i = first_; i < last_; ++i) {
    const djed::Action next = action_at(turns_[static_cast<std::size_t>(i)].order, prefix_size_);
    if (next != 0 && (actions.empty() || actions.back() != next)) actions.push_back(next);
  }
  return actions;
}

std::vector<djed::ChanceOutcome> PharaoState::chance_outcomes() const {
  std::vector<djed::ChanceOutcome> outcomes;
  if (end_ != EndReason::kNone || start_.thrown) return outcomes;
  for (int own = 0; own <= 4; ++own)
    for (int opponent = 0; opponent <= 2; ++opponent) {
      const std::uint32_t faces = (own == 0 ? 2u : 1u) * 2u;  // face pairs showing these values
      outcomes.push_back(djed::ChanceOutcome{
          roll_action(Roll{static_cast<std::uint8_t>(own), static_cast<std::uint8_t>(opponent)}), faces / 36.0,
          faces});
    }
  return outcomes;
}

void PharaoState::do_apply_action(djed::Action action) {
  history_.push_back(Snapshot{start_, board_, prefix_, prefix_size_, first_, last_, end_, winner_, false});
  if (kind_of(action) == ActionKind::kRoll) {
    start_.thrown = true;
    start_.roll = Roll{static_cast<std::uint8_t>(action >> 4 & 15), static_cast<std::uint8_t>(action & 15)};
    begin_turn();
    return;
  }
  const int me = start_.side;
  switch (kind_of(action)) {
    case ActionKind::kDrown: board_.pieces[me] &= ~bit(kNile); break;
    case ActionKind::kMove: board_.move(from_of(action), to_of(action)); break;
    default: break;
  }
  // Narrow the range to the turns that continue with this action.
  const int k = prefix_size_;
  const auto begin = turns_.begin() + first_, end = turns_.begin() + last_;
  const auto lo = std::partition_point(begin, end, [&](const Entry& e) { return action_at(e.order, k) < action; });
  const auto hi = std::partition_point(lo, end, [&](const Entry& e) { return action_at(e.order, k) == action; });
  first_ = static_cast<int>(lo - turns_.begin());
  last_ = static_cast<int>(hi - turns_.begin());
  prefix_[static_cast<std::size_t>(prefix_size_++)] = action;
  // The turn is complete when the actions so far are one whole turn; it
  // sorts first among the turns it begins.
  if (first_ == last_) return;
  const Entry& done = turns_[static_cast<std::size_t>(first_)];
  if (done.actions.size != prefix_size_) return;
  if (done.moves.wins) {
    end_ = EndReason::kSecondLife;  // [D-8]
    winner_ = static_cast<std::int8_t>(me);
    return;
  }
  start_ = after_turn(start_, done.moves);
  history_.back().saved_turns = true;
  lists_.saved.push_back(std::move(turns_));
  if (lists_.spare.empty()) {
    turns_ = {};
  } else {
    turns_ = std::move(lists_.spare.back());
    lists_.spare.pop_back();
  }
  begin_turn();
}

void PharaoState::do_undo_action() {
  const Snapshot s = history_.back();
  history_.pop_back();
  // Within a turn the turn list stays; across a turn's end the saved one
  // comes back (a copy has none from before it was made, and enumerates);
  // only undoing a throw rebuilds (an unthrown list is empty).
  if (s.saved_turns) {
    start_ = s.start;
    if (lists_.saved.empty()) {
      begin_turn();
    } else {
      lists_.spare.push_back(std::move(turns_));
      turns_ = std::move(lists_.saved.back());
      lists_.saved.pop_back();
    }
  } else {
    const bool same_turn = s.start.thrown && s.start == start_;
    start_ = s.start;
    if (!same_turn) begin_turn();
  }
  board_ = s.board;
  prefix_ = s.prefix;
  prefix_size_ = s.prefix_size;
  first_ = s.first;
  last_ = s.last;
  end_ = s.end;
  winner_ = s.winner;
}

djed::GameResult PharaoState::result() const {
  djed::GameResult r;
  if (end_ == EndReason::kNone) return r;
  r.winner = winner_;
  const djed::Message winner = side_name(winner_), loser = side_name(winner_ ^ 1);
  switch (end_) {
    case EndReason::kLockedUp:
      r.reason = "locked-up";
      r.text = djed::Message::of("pharao.end.locked-up", {loser, winner});
      r.cells = djed::cells_of(board_.pieces[static_cast<std::size_t>(winner_ ^ 1)], 1);
      break;
    case EndReason::kAllDrowned:
      r.reason = "all-drowned";
      r.text = djed::Message::of("pharao.end.all-drowned", {loser, winner});
      r.cells = {kNile};  // where the last piece went down
      break;
    case EndReason::kSecondLife:
      r.reason = "second-life";
      r.text = djed::Message::of("pharao.end.second-life", {winner});
      r.cells = {kSecondLife};
      break;
    case EndReason::kNone: break;
  }
  return r;
}

std::uint64_t PharaoState::hash() const noexcept {
  std::uint64_t h = start_.key();
  for (int i = 0; i < prefix_size_; ++i) h = (h ^ prefix_[static_cast<std::size_t>(i)]) * 0x100000001b3ULL;
  return h;
}

std::uint64_t PharaoState::repetition_key() const noexcept {
  Position p = start_;
  p.thrown = false;
  p.roll = Roll{};
  return p.key();
}

std::string PharaoState::to_string() const {
  if (end_ == EndReason::kSecondLife) {
    // The board after the winning move, the winner's side, and `won`.
    Position shown = board_;
    shown.side = static_cast<std::uint8_t>(winner_);
    shown.thrown = false;
    shown.roll = Roll{};
    return format_position(shown) + " " + kWonWord;
  }
  if (prefix_size_ == 0) return format_position(start_);
  std::vector<std::string> parts;
  for (int i = 0; i < prefix_size_; ++i) parts.push_back(action_to_string(prefix_[static_cast<std::size_t>(i)]));
  return format_position(start_) + " (turn so far: " + djed::join(parts, " ") + ")";
}

std::string PharaoState::action_to_string(djed::Action action) const {
  switch (kind_of(action)) {
    case ActionKind::kRoll:
      return format_roll(Roll{static_cast<std::uint8_t>(action >> 4 & 15), static_cast<std::uint8_t>(action & 15)});
    case ActionKind::kDrown: return "drown";
    case ActionKind::kPass: return "-";
    case ActionKind::kMove: return std::to_string(from_of(action)) + "-" + std::to_string(to_of(action));
  }
  return "?";
}

djed::Result<djed::Action> PharaoState::action_from_string(std::string_view text) const {
  const std::string quoted = "'" + djed::printable(text) + "'";
  if (end_ != EndReason::kNone) return djed::make_error(quoted + ": the game is over");
  if (!start_.thrown) {
    auto roll = parse_roll(text);
    if (!roll) return djed::make_error(roll.message() + " (the dice must be thrown first)");
    return roll_action(*roll);
  }
  djed::Action action;
  if (text == "drown") {
    action = drown_action();
  } else if (text == "-") {
    action = pass_action();
  } else {
    const auto parts = djed::split(text, '-');
    const auto from = parts.size() == 2 ? djed::parse_int(parts[0]) : std::nullopt;
    const auto to = parts.size() == 2 ? djed::parse_int(parts[1]) : std::nullopt;
    if (!from || !to) return djed::make_error(quoted + ": expected drown, -, or a move like 6-26");
    if (*from < 1 || *from > kHouses || *to < 1 || *to > kHouses)
      return djed::make_error(quoted + ": no such house (1..30)");
    action = move_action(*from, *to);
  }
  const auto legal = legal_actions();
  if (std::find(legal.begin(), legal.end(), action) != legal.end()) return action;
  std::vector<std::string> options;
  for (auto a : legal) options.push_back(action_to_string(a));
  std::sort(options.begin(), options.end());
  if (options.size() > 12) {
    options.resize(12);
    options.push_back("...");
  }
  std::string why = "not legal here";
  if (text == "drown" && !(start_.pieces[start_.side] & bit(kNile)))
    why = std::string(side_word(start_.side)) + " has no piece in the Nile";
  return djed::make_error(quoted + ": " + why + " with " + format_roll(start_.roll) + "; possible: " +
                          djed::join(options, " "));
}

std::vector<djed::Turn> PharaoState::legal_turns() const {
  if (end_ != EndReason::kNone || !start_.thrown || prefix_size_ > 0) return State::legal_turns();
  std::vector<djed::Turn> turns;
  turns.reserve(turns_.size());
  for (const Entry& e : turns_) turns.emplace_back(e.actions.actions.begin(), e.actions.actions.begin() + e.actions.size);
  return turns;
}

std::string PharaoState::turn_to_string(const djed::Turn& turn) const {
  const Entry* e = find_turn(turn);
  if (!e) return State::turn_to_string(turn);
  std::string text;
  for (int i = 0; i < e->actions.size; ++i)
    text += (i ? " " : "") + action_to_string(e->actions.actions[static_cast<std::size_t>(i)]);
  // A turn won on Second Life writes the opponent move it did not make as `-`.
  if (e->moves.wins) text += " -";
  return text;
}

djed::Result<djed::Turn> PharaoState::turn_from_string(std::string_view text) const {
  auto turn = State::turn_from_string(text);
  if (turn) return turn;
  const auto words = djed::split_words(text);
  if (words.size() >= 2 && words.back() == "-") {
    const std::string_view shorter = text.substr(0, text.rfind('-'));
    auto won = State::turn_from_string(shorter);
    if (const Entry* e = won ? find_turn(*won) : nullptr; e && e->moves.wins) return won;
  }
  return turn;
}

std::uint64_t PharaoState::perft(int depth) const {
  if (prefix_size_ > 0) return State::perft(depth);
  if (end_ != EndReason::kNone) return depth == 0 ? 1 : 0;
  return pharao::perft(start_, depth);
}

djed::BoardSnapshot PharaoState::board() const {
  djed::BoardSnapshot snapshot;
  for (int side : {kLight, kDark})
    for (Mask m = board_.pieces[static_cast<std::size_t>(side)]; m; m &= m - 1) {
      djed::PieceView piece;
      piece.cell = std::countr_zero(m) + 1;
      piece.owner = side;
      piece.image = side == kLight ? "piece-light" : "piece-dark";
      piece.name = djed::Message::of("pharao.piece", {side_name(side)});
      snapshot.pieces.push_back(std::move(piece));
    }
  if (start_.thrown) {
    // The own die shows the mover's pieces, the other die the opponent's.
    const auto image = [](int side) { return side == kLight ? "piece-light" : "piece-dark"; };
    snapshot.dice.push_back(
        djed::DieView{djed::Message::of("pharao.die.own"), start_.roll.own, image(start_.side)});
    snapshot.dice.push_back(
        djed::DieView{djed::Message::of("pharao.die.opponent"), start_.roll.opponent, image(start_.side ^ 1)});
  }
  return snapshot;
}

namespace {

bool find_walk(int at, int to, int left, Mask blocked, std::vector<int>& path) {
  if (left == 0) return at == to;
  for (Mask next = kNeighbours[at] & ~blocked; next; next &= next - 1) {
    const int n = std::countr_zero(next) + 1;
    path.push_back(n);
    if (find_walk(n, to, left - 1, blocked | bit(n), path)) return true;
    path.pop_back();
  }
  return false;
}

}  // namespace

djed::ActionView PharaoState::describe_action(djed::Action action) const {
  djed::ActionView view;
  switch (kind_of(action)) {
    case ActionKind::kRoll: view.interaction = djed::Interaction::kChance; break;
    case ActionKind::kPass:
      view.interaction = djed::Interaction::kButton;
      view.label = djed::Message::of("pharao.button.pass");
      break;
    case ActionKind::kDrown:
      view.interaction = djed::Interaction::kButton;
      view.from = kNile;
      view.piece_owner = start_.side;
      view.captures = true;
      view.label = djed::Message::of("pharao.button.drown");
      break;
    case ActionKind::kMove: {
      view.from = from_of(action);
      view.to = to_of(action);
      view.piece_owner = board_.owner(view.from);
      // The walk's length is the die (or 3 for a rescue) that this part uses.
      const int steps = view.from == kNile && view.piece_owner == start_.side ? kRescueSteps
                        : view.piece_owner == start_.side                      ? start_.roll.own
                                                                               : start_.roll.opponent;
      std::vector<int> path{view.from};
      if (find_walk(view.from, view.to, steps, board_.occupied(), path)) view.path = path;
      view.captures = view.to == kNile;
      view.label = djed::Message::of("pharao.action.move", {side_name(view.piece_owner), djed::Message::number(view.from),
                                                            djed::Message::number(view.to)});
      break;
    }
  }
  return view;
}

djed::Message PharaoState::prompt() const {
  if (end_ != EndReason::kNone) return result().text;
  const djed::Message me = side_name(start_.side), them = side_name(start_.side ^ 1);
  if (!start_.thrown) return djed::Message::of("pharao.prompt.throw", {me});
  const auto next = legal_actions();
  const bool drown_offered = std::find(next.begin(), next.end(), drown_action()) != next.end();
  if (drown_offered) return djed::Message::of("pharao.prompt.drown", {me});
  // Which part is due: count the parts already played.
  bool own_done = false, rescue_due = false;
  for (int i = 0; i < prefix_size_; ++i)
    if (kind_of(prefix_[static_cast<std::size_t>(i)]) != ActionKind::kDrown) own_done = true;
  for (auto a : next)
    if (kind_of(a) == ActionKind::kMove && from_of(a) == kNile && board_.owner(kNile) == start_.side) rescue_due = true;
  // A die showing 0 moves nothing: say so rather than "move 0 houses".
  if (!own_done) {
    if (start_.roll.own == 0) return djed::Message::of("pharao.prompt.own-zero", {me});
    return djed::Message::of("pharao.prompt.own", {me, djed::Message::number(start_.roll.own)});
  }
  if (rescue_due) return djed::Message::of("pharao.prompt.rescue", {me});
  if (start_.roll.opponent == 0) return djed::Message::of("pharao.prompt.opponent-zero", {me, them});
  return djed::Message::of("pharao.prompt.opponent", {me, them, djed::Message::number(start_.roll.opponent)});
}

int PharaoState::evaluate(const djed::EvalRequest& request) const noexcept {
  // The learned evaluation answers for full insight, on the hand-written
  // score's scale: a win counts kWinValue, a loss -kWinValue, and a draw,
  // for the searching player, a share of a loss (learned_value.hpp).
  if (request.learned && request.insight == djed::Insight::kFull && network()) {
    const EndingsView as_player{endings(), request.player_side};
    const Outlook o = pharao::outlook(start_, *network(), as_player, request.turns_left);
    double score = o.win - o.loss;
    if (request.player_side >= 0) score += (side_to_move() == request.player_side ? -1 : 1) * kDrawAversion * o.draw();
    return static_cast<int>(std::lround(std::clamp(score, -1.0, 1.0) * kWinValue));
  }
  return pharao::evaluate(start_, request.insight, request.player_side, endings());
}

std::optional<double> PharaoState::win_chance() const noexcept {
  const int me = side_to_move();
  if (end_ != EndReason::kNone) return winner_ < 0 ? 0.5 : winner_ == me ? 1.0 : 0.0;
  if (!network()) {
    // The hand-written score, read as the share of games it stands for.
    const int score = pharao::evaluate(start_, djed::Insight::kFull, -1, endings());
    return (1.0 + static_cast<double>(score) / kWinValue) / 2;
  }
  // A draw counts half (State::win_chance).
  const auto share = [](const Outlook& o) { return o.win + o.draw() / 2; };
  if (prefix_size_ == 0) return share(pharao::outlook(start_, *network(), endings()));
  // Inside a turn: the best of the turns that go on with what was played.
  Outlook best{0, 1};
  for (int i = first_; i < last_; ++i) {
    const Outlook o = outlook_of_turn(start_, turns_[static_cast<std::size_t>(i)].moves, *network(), endings());
    if (preference(o) > preference(best)) best = o;
  }
  return share(best);
}

int PharaoState::win_value() const noexcept { return pharao::kWinValue; }

int PharaoState::order_hint(const djed::Turn& turn) const noexcept {
  const Entry* e = find_turn(turn);
  return e ? pharao::order_hint(start_, e->moves) : 0;
}

}  // namespace pharao
