#include "game_session.hpp"

#include <algorithm>

#include "djed/ai/game_context.hpp"
#include "djed/ai/levels.hpp"

namespace djed::session {

Result<std::unique_ptr<GameSession>> GameSession::create(std::shared_ptr<const Game> game,
                                                         const SessionConfig& config) {
  auto variant = game->info().resolve_variant(config.variant);
  if (!variant) return variant.error();
  auto geometry = game->geometry(variant.value());
  if (!geometry) return geometry.error();
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
    const Seat& seat = config.seats[static_cast<std::size_t>(side)];
    if (!seat.computer) continue;
    auto player = ai::make_player(seat.level, ai::PlayerOptions{config.seed * 2 + static_cast<std::uint64_t>(side), 0, seat.nodes});
    if (!player) return player.error();
    players[static_cast<std::size_t>(side)] = std::move(player).value();
  }
  SessionConfig resolved = config;
  resolved.variant = variant.value();
  auto record = std::make_unique<GameRecord>(std::move(state).value(), game->info());
  return std::unique_ptr<GameSession>(new GameSession(std::move(game), std::move(resolved), std::move(geometry).value(),
                                                      std::move(record), std::move(players)));
}

GameSession::GameSession(std::shared_ptr<const Game> game, SessionConfig config, BoardGeometry geometry,
                         std::unique_ptr<GameRecord> record, std::array<std::shared_ptr<ai::Player>, 2> players)
    : game_(std::move(game)), config_(std::move(config)), geometry_(std::move(geometry)), record_(std::move(record)),
      players_(std::move(players)), dice_(config_.seed) {
  refresh();
}

int GameSession::side_to_move() const { return is_over() ? -1 : state().side_to_move(); }

bool GameSession::human_to_act() const {
  const int side = side_to_move();
  return side >= 0 && !dice_due() && !config_.seats[static_cast<std::size_t>(side)].computer;
}

bool GameSession::computer_to_act() const {
  const int side = side_to_move();
  return side >= 0 && !dice_due() && config_.seats[static_cast<std::size_t>(side)].computer;
}

Message GameSession::status() const {
  if (is_over()) return result().text;
  const Message who = info().sides[static_cast<std::size_t>(side_to_move())].name;
  if (computer_to_act()) return Message::of("djed.status.thinking", {who});
  // A game's own prompt says what is thrown (dice, a coin); a game without
  // one gets the generic line.
  Message prompt = state().prompt();
  if (dice_due() && prompt.empty()) return Message::of("djed.status.throw", {who});
  return prompt;
}

void GameSession::refresh() {
  choices_.clear();
  selected_ = kNoCell;
  if (is_over() || dice_due()) return;
  for (Action a : state().legal_actions())
    choices_.push_back(Choice{a, state().describe_action(a), state().action_to_string(a)});
  selected_ = default_selection();
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

void GameSession::apply(Action action) {
  const int mover = state().current_player();
  if (mover >= 0) {
    if (mover != turn_side_) current_turn_.clear();
    turn_side_ = mover;
    current_turn_.push_back(state().describe_action(action));
  }
  record_->apply_action(action);
  if (mover >= 0 && state().current_player() != mover) {
    last_turn_ = current_turn_;
    current_turn_.clear();
    turn_side_ = -1;
  }
  refresh();
}

void GameSession::throw_dice() {
  if (dice_due()) apply(dice_.sample(state()));
}

ai::Decision GameSession::think(const std::atomic<bool>* stop) const {
  const int side = side_to_move();
  if (side < 0 || !players_[static_cast<std::size_t>(side)]) return {};
  return players_[static_cast<std::size_t>(side)]->choose_turn(state(), ai::GameContext::of(*record_), stop);
}

bool GameSession::play_turn(const Turn& turn) {
  if (!computer_to_act()) return false;
  const auto legal = state().legal_turns();
  if (std::find(legal.begin(), legal.end(), turn) == legal.end()) return false;
  for (Action a : turn) apply(a);
  return true;
}

}  // namespace djed::session
