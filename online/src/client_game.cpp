#include "djed/online/client_game.hpp"

#include "djed/online/online_record.hpp"
#include "djed/online/server_messages.hpp"
#include "djed/record_file.hpp"
#include "djed/record_replay.hpp"
#include "djed/seat_code.hpp"
#include "djed/online/overloaded.hpp"

namespace djed::online {

ClientGame::ClientGame(FindGame find_game) : find_game_(std::move(find_game)) {}
ClientGame::~ClientGame() = default;
ClientGame::ClientGame(ClientGame&&) noexcept = default;
ClientGame& ClientGame::operator=(ClientGame&&) noexcept = default;

bool ClientGame::fail(std::string problem) {
  error_code_ = "client";
  problem_ = std::move(problem);
  return false;
}

bool ClientGame::my_turn() const {
  if (!fold_ || fold_->over() || side_ < 0 || !fold_->started() || fold_->record().is_over()) return false;
  const State& state = fold_->record().state();
  return !state.is_chance_node() && state.current_player() == side_;
}

Received ClientGame::receive(std::string_view text) {
  DecodedMessage decoded = decode_message(text);
  if (!decoded.message) {
    if (decoded.problem.empty()) return Received::kOther;  // a message of a later revision
    fail(decoded.problem);
    return Received::kError;
  }
  return std::visit(
      Overloaded{
          [](const Welcome&) { return Received::kWelcome; },
          [this](GameList& m) {
            open_games_ = std::move(m.games);
            return Received::kGames;
          },
          [](const Pong&) { return Received::kPong; },
          [](const InviteInfo&) { return Received::kOther; },
          [](const TurnsPage&) { return Received::kOther; },
          [](const TurnRequest&) { return Received::kOther; },
          [](const MutedReply&) { return Received::kOther; },
          [this](const ErrorReply& m) {
            error_code_ = m.code;
            problem_ = m.reason;
            return Received::kError;
          },
          [this](const Seated& m) {
            seat(m.game, m.code, m.token, m.side);
            return Received::kSeated;
          },
          [this](const Watching& m) {
            seat(m.game, m.code, {}, -1);
            return Received::kWatching;
          },
          [this](const RevealRequest& m) {
            if (m.game == game_id_) reveal_index_ = m.index;
            return Received::kRevealRequest;
          },
          [this](const Status& m) {
            if (m.game != game_id_) return Received::kOther;
            clocks_ = m.clocks;
            running_ = m.running;
            first_turn_ms_ = m.first_turn_ms;
            paused_ = m.paused;
            presence_ = m.presence;
            gone_ms_ = m.gone_ms;
            grace_ms_ = m.grace_ms;
            spectators_ = static_cast<int>(m.spectators);
            const bool mine = side_ >= 0 && m.throw_index > 0 && m.reveal_waiting[static_cast<std::size_t>(side_)];
            reveal_index_ = mine ? m.throw_index : 0;
            return Received::kStatus;
          },
          [this](const GameEventMessage& m) {
            if (m.game != game_id_) return Received::kOther;
            if (m.n <= number_) return Received::kOther;  // seen already (sent again after a reconnection)
            if (m.n != number_ + 1) {
              fail("event " + std::to_string(m.n) + " came after event " + std::to_string(number_));
              return Received::kError;
            }
            if (!apply_event(m.event)) return Received::kError;
            number_ = m.n;
            last_event_ = std::string(event_kind(m.event));
            return Received::kEvent;
          },
      },
      *decoded.message);
}

void ClientGame::seat(const std::string& game, const std::string& code, const std::string& token, int side) {
  if (game != game_id_) {  // a new game (or a rematch): start from its first event
    FindGame find = find_game_;
    std::vector<OpenGame> lobby = std::move(open_games_);
    *this = ClientGame(std::move(find));
    open_games_ = std::move(lobby);
  }
  game_id_ = game;
  if (!code.empty()) code_ = code;
  if (!token.empty()) token_ = token;
  side_ = side;
  // A reveal asked on an earlier connection may have been taken since: the
  // status that follows a seat says whether one is due.
  reveal_index_ = 0;
}

bool ClientGame::apply_event(const GameEvent& event) {
  if (const auto* created = std::get_if<Created>(&event.body)) {
    auto game = find_game_ ? find_game_(created->rules) : nullptr;
    if (!game) return fail("this client has no game '" + created->rules + "'");
    auto started = FoldedGame::start(*created, std::move(game));
    if (!started) return fail(started.message());
    fold_.emplace(std::move(started.value()));
    return true;
  }
  if (!fold_) return fail("a '" + std::string(event_kind(event)) + "' event before the game's first");
  if (const std::string problem = fold_->apply(event); !problem.empty()) return fail(problem);
  if (const auto* turn = std::get_if<TurnPlayed>(&event.body)) {
    clocks_ = turn->clocks;
    // No status follows a turn: the mover's clock stops, the other's runs.
    running_[static_cast<std::size_t>(turn->side)] = false;
    // (A Fischer clock starts with its side's first turn: a status says so.)
    running_[static_cast<std::size_t>(1 - turn->side)] =
        fold_->clock_started(1 - turn->side) && !fold_->record().is_over();
  } else if (std::holds_alternative<Thrown>(event.body)) {
    ++throws_checked_;
    reveal_index_ = 0;
  } else if (const auto* chat = std::get_if<ChatSaid>(&event.body)) {
    chat_.push_back({chat->side, chat->name, chat->text});
  }
  return true;
}

std::string ClientGame::record_text() const {
  if (!fold_) return {};
  return online_record_text(fold_->game(), fold_->record(), fold_->record_info());
}

}  // namespace djed::online
