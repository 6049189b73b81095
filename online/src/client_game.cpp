#include "djed/online/client_game.hpp"

#include <nlohmann/json.hpp>

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
  if (record_ == nullptr || over_ || side_ < 0 || !started() || record_->is_over()) return false;
  const State& state = record_->state();
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
      if (!apply_event(&message)) return Received::kError;
      number_ = n;
      last_event_ = message.at("kind").get<std::string>();
      return Received::kEvent;
    }
  } catch (const json::exception& e) {
    fail("a '" + type + "' message lacks a field: " + e.what());
    return Received::kError;
  }
  return Received::kOther;
}

bool ClientGame::apply_event(const void* raw) {
  const json& e = *static_cast<const json*>(raw);
  const std::string kind = e.at("kind").get<std::string>();
  const auto read_link = [&](const json& seat, std::size_t side) {
    if (game_ && game_->info().uses_dice && !from_hex(seat.at("commit").get<std::string>(), &links_[side]))
      return fail("a commitment is not 64 hex digits");
    return true;
  };
  if (kind == "created") {
    game_ = find_game_ ? find_game_(e.at("rules").get<std::string>()) : nullptr;
    if (!game_) return fail("this client has no game '" + e.at("rules").get<std::string>() + "'");
    variant_ = e.at("variant").get<std::string>();
    clock_ = e.at("clock").get<std::string>();
    date_ = e.value("date", "");
    auto start = game_->new_initial_state(variant_);
    if (!start) return fail(start.message());
    record_ = std::make_unique<GameRecord>(std::move(start.value()), game_->info());
    for (std::size_t side = 0; side < 2; ++side) {
      const json& seat = e.at("seats").at(side);
      if (seat.is_null()) continue;
      names_[side] = seat.at("name").get<std::string>();
      if (!read_link(seat, side)) return false;
    }
    return true;
  }
  if (record_ == nullptr) return fail("a '" + kind + "' event before the game's first");
  if (kind == "joined") {
    const auto side = e.at("side").get<std::size_t>();
    if (side > 1) return fail("a seat beyond the two");
    names_[side] = e.at("name").get<std::string>();
    return read_link(e, side);
  }
  if (kind == "throw") {
    const int index = e.at("index").get<int>();
    std::array<Digest, 2> shown{};
    for (std::size_t side = 0; side < 2; ++side) {
      if (!from_hex(e.at("links").at(side).get<std::string>(), &shown[side]) || !follows(links_[side], shown[side]))
        return fail("throw " + std::to_string(index) + ": a link does not follow its chain");
    }
    const State& state = record_->state();
    if (!state.is_chance_node()) return fail("a throw when no throw is due");
    const auto outcomes = state.chance_outcomes();
    const auto& outcome = outcomes.at(throw_from_links(index, shown[0], shown[1], outcomes));
    if (state.action_to_string(outcome.action) != e.at("outcome").get<std::string>())
      return fail("throw " + std::to_string(index) + ": the links give " + state.action_to_string(outcome.action) +
                  ", the server says " + e.at("outcome").get<std::string>());
    links_ = shown;
    record_->apply_action(outcome.action);
    ++throws_checked_;
    reveal_index_ = 0;
    return true;
  }
  if (kind == "turn") {
    if (e.at("ply").get<int>() != record_->turns_played()) return fail("a turn out of order");
    auto turn = record_->state().turn_from_string(e.at("turn").get<std::string>());
    if (!turn) return fail("the server's turn '" + e.at("turn").get<std::string>() + "': " + turn.message());
    const int mover = e.at("side").get<int>();
    record_->apply_turn(turn.value());
    for (std::size_t s = 0; s < 2; ++s) clocks_[s] = e.at("clocks").at(s).get<std::int64_t>();
    // No status follows a turn: the mover's clock stops, the other's runs.
    running_[static_cast<std::size_t>(mover & 1)] = false;
    running_[static_cast<std::size_t>(1 - (mover & 1))] = clock_ != "untimed" && !record_->is_over();
    draw_offer_ = -1;
    return true;
  }
  if (kind == "chat") {
    chat_.push_back({e.at("side").get<int>(), e.at("name").get<std::string>(), e.at("text").get<std::string>()});
    return true;
  }
  if (kind == "draw-offer") {
    draw_offer_ = e.at("side").get<int>();
    return true;
  }
  if (kind == "draw-declined") {
    draw_offer_ = -1;
    return true;
  }
  if (kind == "rematch-offer") {
    rematch_offer_ = e.at("side").get<int>();
    return true;
  }
  if (kind == "rematch") {
    rematch_game_ = e.at("game").get<std::string>();
    return true;
  }
  if (kind == "end") {
    over_ = true;
    winner_ = e.at("winner").get<int>();
    end_reason_ = e.at("reason").get<std::string>();
    if (!record_->is_over() && end_reason_ == "resigned") record_->end_by_agreement(1 - winner_);
    if (!record_->is_over() && end_reason_ == "agreed-draw") record_->end_by_agreement(-1);
    return true;
  }
  return true;  // an event of a later protocol revision: nothing to do
}

std::string ClientGame::record_text() const {
  if (record_ == nullptr) return {};
  OnlineRecordInfo info;
  info.variant = variant_;
  info.date = date_;
  info.clock = clock_;
  info.names = names_;
  info.over = over_;
  info.winner = winner_;
  info.end_reason = end_reason_;
  return online_record_text(*game_, *record_, info);
}

}  // namespace djed::online
