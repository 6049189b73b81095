#include "game_session.hpp"

#include <algorithm>

#include "djed/ai/game_context.hpp"
#include "djed/ai/levels.hpp"
#include "djed/record_replay.hpp"

namespace djed::session {

Result<std::unique_ptr<GameSession>> GameSession::create(std::shared_ptr<const Game> game,
                                                         const SessionConfig& config) {
  auto variant = game->info().resolve_variant(config.variant);
  if (!variant) return variant.error();
  auto geometry = game->geometry(variant.value());
  if (!geometry) return geometry.error();
  auto layout = board_layout(*game, variant.value(), geometry.value());
  if (!layout) return layout.error();
  Result<StatePtr> state = make_error("");
  if (!config.position.empty()) {
    state = game->parse_position(variant.value(), config.position);
    if (!state) return make_error("position '" + config.position + "': " + state.message());
  } else {
    state = config.first_player < 0 ? game->new_initial_state(variant.value())
                                    : game->new_initial_state(variant.value(), config.first_player);
    if (!state) return state.error();
  }
  std::array<std::shared_ptr<ai::Player>, 2> players;
  for (int side = 0; side < 2; ++side) {
    if (!config.seats[static_cast<std::size_t>(side)].is_computer()) continue;
    auto player = seat_player(config, side);
    if (!player) return player.error();
    players[static_cast<std::size_t>(side)] = std::move(player).value();
  }
  SessionConfig resolved = config;
  resolved.variant = variant.value();
  auto record = std::make_unique<GameRecord>(std::move(state).value(), game->info());
  return std::unique_ptr<GameSession>(new GameSession(std::move(game), std::move(resolved), std::move(geometry).value(),
                                                      std::move(layout).value(), std::move(record), std::move(players)));
}

GameSession::GameSession(std::shared_ptr<const Game> game, SessionConfig config, BoardGeometry geometry,
                         FreeBoard layout, std::unique_ptr<GameRecord> record, std::array<std::shared_ptr<ai::Player>, 2> players)
    : game_(std::move(game)), config_(std::move(config)), geometry_(std::move(geometry)), layout_(std::move(layout)), record_(std::move(record)),
      players_(std::move(players)),
      throws_(config_.throws ? config_.throws() : std::make_unique<SeededThrows>(config_.seed)) {
  refresh();
}

SeatCode Seat::code() const {
  switch (kind) {
    case SeatKind::kComputer: return {kind, level};
    case SeatKind::kRemote: return {kind, name};
    case SeatKind::kHuman: break;
  }
  return {};
}

Seat Seat::of(const SeatCode& code) {
  switch (code.kind) {
    case SeatKind::kComputer: return computer(code.detail);
    case SeatKind::kRemote: return remote(code.detail);
    case SeatKind::kHuman: break;
  }
  return human();
}

int GameSession::side_to_move() const { return is_over() ? -1 : state().side_to_move(); }

bool GameSession::human_to_act() const {
  const int side = side_to_move();
  return side >= 0 && !dice_due() && seat(side).is_human();
}

std::optional<Action> GameSession::forced_action() const {
  if (!human_to_act()) return std::nullopt;
  const auto legal = state().legal_actions();
  if (legal.size() != 1 || state().describe_action(legal.front()).interaction != Interaction::kButton)
    return std::nullopt;
  return legal.front();
}

bool GameSession::remote_to_act() const {
  const int side = side_to_move();
  return side >= 0 && !dice_due() && seat(side).is_remote();
}

bool GameSession::computer_to_act() const {
  const int side = side_to_move();
  return side >= 0 && !dice_due() && seat(side).is_computer();
}

Message GameSession::status() const {
  if (is_over()) return result().text;
  const Message who = info().sides[static_cast<std::size_t>(side_to_move())].name;
  if (computer_to_act()) return Message::of("djed.status.thinking", {who});
  // Whom the game waits for, by name when the seat has one: "Waiting for Bob (Dark)."
  if (remote_to_act()) {
    const std::string& name = seat(side_to_move()).name;
    if (name.empty()) return Message::of("djed.status.remote", {who});
    return Message::of("djed.status.remote-named", {who, Message::plain(name)});
  }
  // A game's own prompt says what is thrown (dice, a coin); a game without
  // one gets the generic line.
  Message prompt = state().prompt();
  if (dice_due() && prompt.empty()) return Message::of("djed.status.throw", {who});
  return prompt;
}

void GameSession::refresh() {
  choices_.clear();
  choice_values_.clear();
  selected_ = kNoCell;
  if (is_over() || dice_due()) return;
  for (Action a : state().legal_actions())
    choices_.push_back(Choice{a, state().describe_action(a), state().action_to_string(a)});
  selected_ = default_selection();
  if (analysis_ && config_.solved && human_to_act()) choice_values_ = session::choice_values(*config_.solved, state(), choices_);
}

void GameSession::set_solved(std::shared_ptr<const solve::SolvedGame> solved) {
  config_.solved = std::move(solved);
  make_players();
  const int selected = selected_;
  refresh();
  selected_ = selected;
}

void GameSession::set_analysis(bool on) {
  if (analysis_ == on) return;
  analysis_ = on;
  const int selected = selected_;
  refresh();
  selected_ = selected;
}

std::optional<solve::Outcome> GameSession::turn_value(const Turn& turn) const {
  if (!config_.solved || is_over() || dice_due()) return std::nullopt;
  return config_.solved->value_after(state(), turn);
}

std::optional<solve::LostTurn> GameSession::where_lost() const {
  if (!config_.solved) return std::nullopt;
  return solve::where_lost(*config_.solved, *record_);
}

Result<std::unique_ptr<ai::Player>> GameSession::seat_player(const SessionConfig& config, int side) {
  const Seat& seat = config.seats[static_cast<std::size_t>(side)];
  return ai::make_player(
      seat.level, ai::PlayerOptions{config.seed * 2 + static_cast<std::uint64_t>(side), seat.time_ms, seat.nodes, config.solved});
}

void GameSession::make_players() {
  for (int side = 0; side < 2; ++side) {
    if (!seat(side).is_computer()) continue;
    if (auto player = seat_player(config_, side)) players_[static_cast<std::size_t>(side)] = std::move(player).value();
  }
}

int GameSession::default_selection() const {
  // Placing from a reserve the board does not show (a mark in tic-tac-toe):
  // the reserve is as good as picked, the destinations light up at once.
  if (shows_reserves() || !human_to_act()) return kNoCell;
  for (const Choice& c : choices_)
    if (c.view.interaction == Interaction::kBoard && c.view.from == kReserve) return kReserve;
  return kNoCell;
}

std::vector<int> GameSession::selectable_cells() const {
  std::vector<int> cells;
  if (!human_to_act()) return cells;
  for (const Choice& c : choices_)
    if (c.view.interaction == Interaction::kBoard && std::find(cells.begin(), cells.end(), c.view.from) == cells.end())
      cells.push_back(c.view.from);
  return cells;
}

std::vector<Choice> GameSession::targets() const {
  std::vector<Choice> out;
  if (selected_ == kNoCell) return out;
  for (const Choice& c : choices_)
    if (c.view.interaction == Interaction::kBoard && c.view.from == selected_ && c.view.to != -1) out.push_back(c);
  return out;
}

std::vector<Choice> GameSession::buttons() const {
  std::vector<Choice> out;
  if (!human_to_act()) return out;
  for (const Choice& c : choices_)
    if (c.view.interaction == Interaction::kButton) out.push_back(c);
  return out;
}

std::optional<Choice> GameSession::click(int cell, int spot) {
  if (!human_to_act()) return std::nullopt;
  if (selected_ != kNoCell) {
    for (const Choice& c : targets()) {
      if (c.view.to != cell) continue;
      // On a spanning cell the spot picks the variant (a Ramses oblong's
      // alignment); a click without a spot takes the first.
      if (spot >= 0 && c.view.to_spot >= 0 && c.view.to_spot != spot) continue;
      return play(c.action);
    }
  }
  const auto selectable = selectable_cells();
  const bool can_select = std::find(selectable.begin(), selectable.end(), cell) != selectable.end();
  selected_ = can_select && cell != selected_ ? cell : default_selection();
  return std::nullopt;
}

void GameSession::click_reserve(int side) {
  if (!human_to_act() || side != side_to_move()) return;
  const auto selectable = selectable_cells();
  const bool can_place = std::find(selectable.begin(), selectable.end(), kReserve) != selectable.end();
  selected_ = can_place && selected_ != kReserve ? kReserve : kNoCell;
}

std::optional<Choice> GameSession::play(Action action) {
  if (!human_to_act()) return std::nullopt;
  const auto it = std::find_if(choices_.begin(), choices_.end(), [&](const Choice& c) { return c.action == action; });
  if (it == choices_.end()) return std::nullopt;
  const Choice played = *it;
  apply(action);
  return played;
}

Result<std::unique_ptr<GameSession>> GameSession::open(std::shared_ptr<const Game> game, const RecordFile& file,
                                                       std::shared_ptr<const solve::SolvedGame> solved) {
  auto replayed = replay_record(file, game);
  if (!replayed) return replayed.error();
  const RecordHeader& header = replayed->header;
  SessionConfig config;
  config.game_id = header.game_id;
  config.variant = header.variant;
  config.position = header.start;
  config.first_player = header.start.empty() ? header.first_player : -1;
  config.seed = header.seed.value_or(1);
  config.solved = std::move(solved);
  for (int side = 0; side < 2; ++side) {
    const std::string& who = header.players[static_cast<std::size_t>(side)];
    auto code = SeatCode::parse(who);
    if (!code) return make_error("line " + std::to_string(side_tag_line(file, game->info(), side)) + ": " + code.message());
    config.seats[static_cast<std::size_t>(side)] = Seat::of(code.value());
  }
  for (int side = 0; side < 2; ++side) {
    const Seat& seat = config.seats[static_cast<std::size_t>(side)];
    if (auto player = ai::make_player(seat.level, ai::PlayerOptions{1, 0, 0, config.solved}); seat.is_computer() && !player)
      return make_error("line " + std::to_string(side_tag_line(file, game->info(), side)) + ": " +
                        player.message());
  }
  auto session = create(std::move(game), config);
  if (!session) return session.error();
  GameSession& s = *session.value();
  // Replays through the session's own record, drawing the dice as the game
  // did, so that the throws after the record follow the seed as they would
  // have without the interruption.
  const GameRecord& played = *replayed->record;
  s.record_->set_max_turns(played.max_turns());
  for (Action a : played.actions()) {
    if (s.state().is_chance_node()) (void)s.throws_->next(s.state());
    s.record_->apply_action(a);
  }
  for (std::size_t i = 0; i < played.recorded_turns().size() && i < played.turn_log().size(); ++i)
    s.record_->set_comment(i, played.recorded_turns()[i].comment);
  if (played.ended_by_agreement()) s.record_->end_by_agreement(played.result().winner < 0 ? -1 : 1 - played.result().winner);
  s.rebuild_turn_views();
  s.refresh();
  return session;
}

RecordFile GameSession::record_file(const std::string& date) const {
  RecordHeader header;
  header.game_id = info().id;
  header.variant = config_.variant;
  header.start = config_.position;
  header.first_player = record_->start().side_to_move();
  for (int side = 0; side < 2; ++side) {
    const Seat& seat = config_.seats[static_cast<std::size_t>(side)];
    header.players[static_cast<std::size_t>(side)] = seat.code().format();
  }
  if (info().uses_dice) header.seed = throws_->seed();  // none for throws from outside: it would predict them
  header.date = date;
  return make_record_file(header, *game_, *record_);
}

std::vector<GameSession::PlayedTurn> GameSession::history() const {
  std::vector<PlayedTurn> out;
  const auto recorded = record_->recorded_turns();
  StatePtr walk = record_->start().clone();
  const auto& actions = record_->actions();
  const auto& ends = record_->ends_turn();
  PlayedTurn turn;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (!walk->is_chance_node()) {
      if (turn.views.empty()) turn.side = walk->current_player();
      turn.views.push_back(walk->describe_action(actions[i]));
    }
    walk->apply_action(actions[i]);
    if (ends[i]) {
      turn.text = recorded[out.size()].moves;
      out.push_back(std::move(turn));
      turn = PlayedTurn{};
    }
  }
  // A throw that ended the game (a Pharao side locked up by its throw) is
  // the game's last line too.
  if (is_over() && recorded.size() > out.size()) out.push_back(PlayedTurn{walk->side_to_move(), recorded.back().moves, {}});
  return out;
}

// The start with the first `turns` turns of the log played, and `i` set to
// the next action; `done` says how many turns that was.
StatePtr GameSession::walk_turns(std::size_t turns, std::size_t& i, std::size_t& done) const {
  StatePtr walk = record_->start().clone();
  const auto& actions = record_->actions();
  const auto& ends = record_->ends_turn();
  for (i = 0, done = 0; i < actions.size() && done < turns; ++i) {
    walk->apply_action(actions[i]);
    if (ends[i]) ++done;
  }
  return walk;
}

BoardSnapshot GameSession::board_after(std::size_t turns) const {
  std::size_t i = 0, done = 0;
  return walk_turns(turns, i, done)->board();
}

StatePtr GameSession::state_at_turn(int number) const {
  if (number < 1) return nullptr;
  std::size_t i = 0, done = 0;
  StatePtr walk = walk_turns(static_cast<std::size_t>(number - 1), i, done);
  // The turn's own throw first.
  const auto& actions = record_->actions();
  for (; i < actions.size() && walk->is_chance_node(); ++i) walk->apply_action(actions[i]);
  if (done != static_cast<std::size_t>(number - 1) || walk->is_terminal() || walk->is_chance_node()) return nullptr;
  return walk;
}

std::vector<ActionView> GameSession::describe_turn_at(int number, std::string_view text) const {
  StatePtr walk = state_at_turn(number);
  if (!walk) return {};
  auto turn = walk->turn_from_string(text);
  if (!turn) return {};
  std::vector<ActionView> views;
  for (Action a : turn.value()) {
    views.push_back(walk->describe_action(a));
    walk->apply_action(a);
  }
  return views;
}

std::vector<int> GameSession::last_turn_arrivals() const {
  std::vector<int> cells;
  const std::size_t turns = record_->turn_log().size();
  if (turns == 0 || !record_->current_turn().empty()) return cells;
  const BoardSnapshot before = board_after(turns - 1);
  const BoardSnapshot now = board_after(turns);
  const auto destination = [&](int cell) {
    return std::any_of(last_turn_.begin(), last_turn_.end(), [&](const ActionView& v) { return v.to == cell; });
  };
  for (const PieceView& p : now.pieces) {
    if (destination(p.cell)) continue;
    const bool was_there = std::any_of(before.pieces.begin(), before.pieces.end(), [&](const PieceView& q) {
      return q.cell == p.cell && q.owner == p.owner && q.image == p.image && q.level == p.level;
    });
    if (!was_there && std::find(cells.begin(), cells.end(), p.cell) == cells.end()) cells.push_back(p.cell);
  }
  return cells;
}

void GameSession::rebuild_turn_views() {
  current_turn_.clear();
  last_turn_.clear();
  turn_side_ = -1;
  const auto played = history();
  for (auto it = played.rbegin(); it != played.rend() && last_turn_.empty(); ++it) last_turn_ = it->views;
  const std::size_t under_way = record_->current_turn().size();
  if (under_way == 0) return;
  StatePtr walk = state().clone();
  for (std::size_t i = 0; i < under_way; ++i) walk->undo_action();
  turn_side_ = walk->current_player();
  for (Action a : record_->current_turn()) {
    current_turn_.push_back(walk->describe_action(a));
    walk->apply_action(a);
  }
}

bool GameSession::at_human_turn_start() const {
  return human_to_act() && record_->current_turn().empty();
}

bool GameSession::can_undo() const {
  // Take-backs are a human's at this screen; against a player elsewhere
  // they would need that player's consent, which is not asked for.
  if (!seat(0).is_human() && !seat(1).is_human()) return false;
  if (seat(0).is_remote() || seat(1).is_remote()) return false;
  if (record_->ended_by_agreement() || !record_->current_turn().empty()) return true;
  // A complete turn a human played.
  const auto played = history();
  return std::any_of(played.begin(), played.end(), [&](const PlayedTurn& turn) {
    return turn.side >= 0 && !turn.views.empty() && seat(turn.side).is_human();
  });
}

void GameSession::undo() {
  if (!can_undo()) return;
  TakenBack taken;
  std::vector<Action>& group = taken.actions;
  if (record_->ended_by_agreement()) {
    const int winner = result().winner;
    taken.agreement = winner < 0 ? -1 : 1 - winner;
    record_->reopen();
  } else {
    const auto step = [&] {
      group.push_back(record_->actions().back());
      record_->undo_action();
    };
    bool took_a_move = false;
    do {
      // One action back (a turn's last, or a throw), then to that turn's start.
      if (record_->current_turn().empty() && !record_->actions().empty()) {
        const bool move = record_->ends_turn().back();
        step();
        took_a_move = took_a_move || move;
      }
      while (!record_->current_turn().empty()) {
        step();
        took_a_move = true;
      }
    } while (!record_->actions().empty() && !(took_a_move && at_human_turn_start()));
    std::reverse(group.begin(), group.end());
  }
  redo_.push_back(std::move(taken));
  rebuild_turn_views();
  refresh();
}

void GameSession::redo() {
  if (!can_redo()) return;
  TakenBack taken = std::move(redo_.back());
  redo_.pop_back();
  for (Action a : taken.actions) record_->apply_action(a);
  if (taken.agreement) record_->end_by_agreement(*taken.agreement);
  rebuild_turn_views();
  refresh();
}

ai::Decision GameSession::hint(const std::atomic<bool>* stop) const {
  if (is_over() || dice_due() || !human_to_act()) return {};
  // With the game solved the hint is exact: the perfect player's turn.
  const std::string_view level = config_.solved ? ai::kPerfectPlayer : std::string_view("hard");
  auto player = ai::make_player(level, ai::PlayerOptions{config_.seed * 2 + 7, 0, hint_nodes_, config_.solved});
  if (!player) return {};
  return player.value()->choose_turn(state(), ai::GameContext::of(*record_), stop);
}

std::vector<ActionView> GameSession::describe_turn(const Turn& turn) const {
  std::vector<ActionView> views;
  StatePtr walk = state().clone();
  for (Action a : turn) {
    if (!walk->is_legal(a)) break;
    views.push_back(walk->describe_action(a));
    walk->apply_action(a);
  }
  return views;
}

void GameSession::set_think_time(int side, int time_ms) {
  Seat& seat = config_.seats[static_cast<std::size_t>(side)];
  if (!seat.is_computer() || seat.time_ms == time_ms) return;
  seat.time_ms = time_ms;
  if (auto player = seat_player(config_, side)) players_[static_cast<std::size_t>(side)] = std::move(player).value();
}

int GameSession::human_side() const {
  if (is_over()) return -1;
  const int side = side_to_move();
  if (side >= 0 && seat(side).is_human()) return side;
  const bool human0 = seat(0).is_human(), human1 = seat(1).is_human();
  return human0 != human1 ? (human0 ? 0 : 1) : -1;
}

void GameSession::resign() {
  const int side = human_side();
  if (side < 0) return;
  record_->end_by_agreement(side);
  redo_.clear();
  refresh();
}

bool GameSession::offer_draw() {
  if (!draws_can_be_offered()) return false;
  const int other = 1 - human_side();
  const Seat& seat = config_.seats[static_cast<std::size_t>(other)];
  if (!seat.is_computer()) return false;  // the other human answers on the screen (a remote one: not asked)
  // The computer looks at the position with its own level from its side:
  // it accepts when it sees nothing better than a draw for itself.
  auto player = ai::make_player(seat.level, ai::PlayerOptions{config_.seed * 2 + 11, 0, draw_nodes_, config_.solved});
  if (!player || state().is_chance_node()) return false;
  const ai::Decision d = player.value()->choose_turn(state(), ai::GameContext::of(*record_), nullptr);
  const double for_computer = state().side_to_move() == other ? d.score : -d.score;
  if (for_computer > 0) return false;
  accept_draw();
  return true;
}

void GameSession::accept_draw() {
  if (is_over()) return;
  record_->end_by_agreement(-1);
  redo_.clear();
  refresh();
}

void GameSession::end_outside(int winner) {
  if (is_over()) return;
  record_->end_by_agreement(winner < 0 ? -1 : 1 - winner);
  redo_.clear();
  refresh();
}

void GameSession::apply(Action action) {
  const int mover = state().current_player();
  if (mover >= 0) {
    if (mover != turn_side_) current_turn_.clear();
    turn_side_ = mover;
    current_turn_.push_back(state().describe_action(action));
  }
  record_->apply_action(action);
  redo_.clear();
  if (mover >= 0 && state().current_player() != mover) {
    last_turn_ = current_turn_;
    current_turn_.clear();
    turn_side_ = -1;
  }
  refresh();
}

bool GameSession::throw_dice() {
  if (!dice_due()) return false;
  const auto outcome = throws_->next(state());
  if (!outcome) return false;
  apply(*outcome);
  return true;
}

bool GameSession::hand_in_throw(Action outcome) {
  if (!dice_due()) return false;
  const auto outcomes = state().chance_outcomes();
  if (std::none_of(outcomes.begin(), outcomes.end(), [&](const auto& o) { return o.action == outcome; })) return false;
  apply(outcome);
  return true;
}

bool GameSession::play_remote(Action action) {
  if (!remote_to_act() || !state().is_legal(action)) return false;
  apply(action);
  return true;
}

ai::Decision GameSession::think(const std::atomic<bool>* stop) const {
  const int side = side_to_move();
  if (side < 0 || !players_[static_cast<std::size_t>(side)]) return {};
  return players_[static_cast<std::size_t>(side)]->choose_turn(state(), ai::GameContext::of(*record_), stop);
}

bool GameSession::computer_may_play(const Turn& turn) const {
  if (!computer_to_act()) return false;
  const auto legal = state().legal_turns();
  return std::find(legal.begin(), legal.end(), turn) != legal.end();
}

bool GameSession::play_computer_action(Action action) {
  if (is_over() || dice_due() || !state().is_legal(action)) return false;
  if (!seat(side_to_move()).is_computer()) return false;
  apply(action);
  return true;
}

bool GameSession::play_turn(const Turn& turn) {
  if (!computer_to_act()) return false;
  const auto legal = state().legal_turns();
  if (std::find(legal.begin(), legal.end(), turn) == legal.end()) return false;
  for (Action a : turn) apply(a);
  return true;
}

bool GameSession::play_scripted_turn(const Turn& turn) {
  if (is_over() || state().is_chance_node() || !current_turn_.empty()) return false;
  const auto legal = state().legal_turns();
  if (std::find(legal.begin(), legal.end(), turn) == legal.end()) return false;
  for (Action a : turn) apply(a);
  return true;
}

}  // namespace djed::session
