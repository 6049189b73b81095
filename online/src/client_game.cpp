#include "djed/online/client_game.hpp"

#include <nlohmann/json.hpp>

#include "djed/online/game_events_json.hpp"
#include "djed/online/online_record.hpp"
#include "djed/record_file.hpp"
#include "djed/record_replay.hpp"
#include "djed/seat_code.hpp"

namespace djed::online {

using nlohmann::json;

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
  json message = json::parse(text, nullptr, false);
  if (message.is_discarded() || !message.is_object()) {
    fail("the server sent something that is not a JSON object");
    return Received::kError;
  }
  const std::string type = message.value("type", "");
  try {
    if (type == "welcome") return Received::kWelcome;
    if (type == "games") return Received::kGames;
    if (type == "pong") return Received::kPong;
    if (type == "error") {
      error_code_ = message.value("code", "");
      problem_ = message.value("reason", "");
      return Received::kError;
    }
    if (type == "seated" || type == "watching") {
      const std::string id = message.at("game").get<std::string>();
      if (id != game_id_) {  // a new game (or a rematch): start from its first event
        FindGame find = find_game_;
        *this = ClientGame(std::move(find));
      }
      game_id_ = id;
      code_ = message.value("code", code_);
      if (message.contains("token")) token_ = message["token"].get<std::string>();
      side_ = type == "seated" ? message.at("side").get<int>() : -1;
      return type == "seated" ? Received::kSeated : Received::kWatching;
    }
    if (type == "reveal-request") {
      if (message.value("game", "") == game_id_) reveal_index_ = message.at("index").get<int>();
      return Received::kRevealRequest;
    }
    if (type == "status") {
      if (message.value("game", "") != game_id_) return Received::kOther;
      for (std::size_t s = 0; s < 2; ++s) {
        clocks_[s] = message.at("clocks").at(s).get<std::int64_t>();
        running_[s] = message.at("running").at(s).get<bool>();
        presence_[s] = message.at("presence").at(s).get<std::string>();
        const auto gone = message.find("gone_ms");
        gone_ms_[s] = gone != message.end() && gone->is_array() && gone->size() == 2 ? gone->at(s).get<std::int64_t>() : 0;
      }
      grace_ms_ = message.value("grace_ms", std::int64_t{0});
      spectators_ = message.value("spectators", 0);
      if (message.value("throw", 0) == 0 || (side_ >= 0 && !message.at("reveal_waiting").at(static_cast<std::size_t>(side_)).get<bool>()))
        reveal_index_ = 0;
      else if (side_ >= 0)
        reveal_index_ = message.value("throw", 0);
      return Received::kStatus;
    }
    if (type == "event") {
      if (message.value("game", "") != game_id_) return Received::kOther;
      const std::int64_t n = message.at("n").get<std::int64_t>();
      if (n <= number_) return Received::kOther;  // seen already (sent again after a reconnection)
      if (n != number_ + 1) {
        fail("event " + std::to_string(n) + " came after event " + std::to_string(number_));
        return Received::kError;
      }
      const DecodedEvent decoded = decode_event(message, Secrets::kLeftOut);
      if (!decoded.event) {
        fail(decoded.problem);
        return Received::kError;
      }
      if (!apply_event(*decoded.event)) return Received::kError;
      number_ = n;
      last_event_ = std::string(event_kind(*decoded.event));
      return Received::kEvent;
    }
  } catch (const json::exception& e) {
    fail("a '" + type + "' message lacks a field: " + e.what());
    return Received::kError;
  }
  return Received::kOther;
}

bool ClientGame::apply_event(const GameEvent& event) {
  if (const auto* created = std::get_if<Created>(&event.body)) {
    auto game = find_game_ ? find_game_(created->rules) : nullptr;
    if (!game) return fail("this client has no game '" + created->rules + "'");
    auto started = FoldedGame::start(*created, std::move(game));
    if (!started) return fail(started.message());
    fold_.emplace(std::move(started.value()));
    clock_ = created->clock;
    return true;
  }
  if (!fold_) return fail("a '" + std::string(event_kind(event)) + "' event before the game's first");
  if (const std::string problem = fold_->apply(event); !problem.empty()) return fail(problem);
  if (const auto* turn = std::get_if<TurnPlayed>(&event.body)) {
    clocks_ = turn->clocks;
    // No status follows a turn: the mover's clock stops, the other's runs.
    running_[static_cast<std::size_t>(turn->side)] = false;
    running_[static_cast<std::size_t>(1 - turn->side)] = clock_ != "untimed" && !fold_->record().is_over();
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
