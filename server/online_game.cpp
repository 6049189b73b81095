#include "online_game.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "djed/online/online_record.hpp"
#include "djed/record_file.hpp"
#include "djed/record_replay.hpp"
#include "djed/seat_code.hpp"

namespace djed::server {

using online::ErrorCode;

namespace {

std::array<std::int64_t, 2> clocks_of(const Json& event) {
  return {event.at("clocks").at(0).get<std::int64_t>(), event.at("clocks").at(1).get<std::int64_t>()};
}

}  // namespace

OnlineGame::~OnlineGame() = default;

Result<std::unique_ptr<OnlineGame>> OnlineGame::from_created(const Json& event, std::shared_ptr<const Game> game,
                                                             std::int64_t now_ms) {
  std::unique_ptr<OnlineGame> g(new OnlineGame());
  try {
    g->id_ = event.at("id").get<std::string>();
    g->code_ = event.at("code").get<std::string>();
    g->variant_ = event.at("variant").get<std::string>();
    auto clock = online::parse_time_control(event.at("clock").get<std::string>());
    if (!clock) return make_error(clock.message());
    g->clock_ = *clock;
    g->listed_ = event.value("listed", true);
    g->date_ = event.value("date", "");
    g->game_ = std::move(game);
    auto start = g->game_->new_initial_state(g->variant_);
    if (!start) return make_error(start.message());
    g->record_ = std::make_unique<GameRecord>(std::move(start.value()), g->game_->info());
    const int first = g->record_->start().side_to_move();
    const std::string creator_seat = event.at("creator").get<std::string>();
    g->creator_side_ = creator_seat == "first" ? first : 1 - first;
    const Json& secret = event.at("secret");
    for (int side = 0; side < 2; ++side) {
      const Json& seat = event.at("seats").at(static_cast<std::size_t>(side));
      if (seat.is_null()) continue;
      auto& s = g->seats_[static_cast<std::size_t>(side)];
      s.taken = true;
      s.name = seat.at("name").get<std::string>();
      s.token_hash = secret.at("tokens").at(static_cast<std::size_t>(side)).get<std::string>();
      if (g->game_->info().uses_dice && !online::from_hex(seat.at("commit").get<std::string>(), &s.last_link))
        return make_error("a commitment is not 64 hex digits");
    }
    g->remaining_ = {g->clock_.base_ms, g->clock_.base_ms};
    g->since_ms_ = now_ms;
  } catch (const nlohmann::json::exception& e) {
    return make_error(std::string("a created event lacks a field: ") + e.what());
  }
  Json sent = event;
  sent.erase("secret");
  sent["type"] = "event";
  sent["game"] = g->id_;
  sent["n"] = 1;
  g->events_.push_back({json_text(sent), false, -1});
  return g;
}

int OnlineGame::seat_of_token_hash(const std::string& hash) const {
  for (int side = 0; side < 2; ++side)
    if (seats_[static_cast<std::size_t>(side)].taken && seats_[static_cast<std::size_t>(side)].token_hash == hash)
      return side;
  return -1;
}

int OnlineGame::side_to_move() const {
  if (!started() || over_ || record_->is_over() || record_->state().is_chance_node()) return -1;
  return record_->state().current_player();
}

int OnlineGame::throw_due() const {
  if (!started() || over_ || record_->is_over() || !record_->state().is_chance_node()) return 0;
  return throws_made_ + 1;
}

bool OnlineGame::awaits_reveal(int side) const {
  return throw_due() > 0 && !seats_[static_cast<std::size_t>(side)].pending_link;
}

std::array<bool, 2> OnlineGame::running() const {
  if (clock_.kind == online::TimeControl::Kind::kUntimed) return {false, false};
  const int mover = side_to_move();
  return {mover == 0 || awaits_reveal(0), mover == 1 || awaits_reveal(1)};
}

std::array<std::int64_t, 2> OnlineGame::clocks(std::int64_t now_ms) const {
  auto out = remaining_;
  const auto run = running();
  for (int side = 0; side < 2; ++side)
    if (run[static_cast<std::size_t>(side)]) out[static_cast<std::size_t>(side)] -= std::max<std::int64_t>(0, now_ms - since_ms_);
  return out;
}

std::optional<int> OnlineGame::flag_fallen(std::int64_t now_ms) const {
  const auto run = running();
  const auto left = clocks(now_ms);
  for (int side = 0; side < 2; ++side)
    if (run[static_cast<std::size_t>(side)] && left[static_cast<std::size_t>(side)] <= 0) return side;
  return std::nullopt;
}

std::optional<std::int64_t> OnlineGame::next_flag(std::int64_t now_ms) const {
  const auto run = running();
  const auto left = clocks(now_ms);
  std::optional<std::int64_t> at;
  for (int side = 0; side < 2; ++side)
    if (run[static_cast<std::size_t>(side)]) {
      const std::int64_t t = now_ms + std::max<std::int64_t>(0, left[static_cast<std::size_t>(side)]);
      at = at ? std::min(*at, t) : t;
    }
  return at;
}

void OnlineGame::settle_clocks(std::int64_t now_ms) {
  remaining_ = clocks(now_ms);
  since_ms_ = now_ms;
}

// ---- requests ---------------------------------------------------------------

Checked OnlineGame::join_event(const std::string& name, const std::string& token_hash, const std::string& commit,
                               std::int64_t) const {
  if (over_) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (started()) return Checked::refuse(ErrorCode::kGameFull, "both seats of game " + code_ + " are taken");
  if (game_->info().uses_dice && commit.empty())
    return Checked::refuse(ErrorCode::kBadField, "join: 'commit' is needed: " + game_->info().id + " uses dice");
  Json e = {{"kind", "joined"}, {"side", 1 - creator_side_}, {"name", name}};
  if (game_->info().uses_dice) e["commit"] = commit;
  e["secret"] = {{"token", token_hash}};
  return {e, {}};
}

Checked OnlineGame::turn_event(int side, int ply, const std::string& text, std::int64_t now_ms) const {
  if (over_) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (!started()) return Checked::refuse(ErrorCode::kNotYourTurn, "nobody has joined yet");
  if (ply != turns_played())
    return Checked::refuse(ErrorCode::kStaleTurn, "the turn is for ply " + std::to_string(ply) + ", but " +
                                                      std::to_string(turns_played()) + " turns have been played");
  if (throw_due() > 0) return Checked::refuse(ErrorCode::kNotYourTurn, "the dice are due first");
  if (side_to_move() != side) return Checked::refuse(ErrorCode::kNotYourTurn, "it is the other side's turn");
  auto turn = record_->state().turn_from_string(text);
  if (!turn) return Checked::refuse(ErrorCode::kIllegalTurn, "'" + text + "': " + turn.message());
  auto c = clocks(now_ms);
  if (clock_.kind == online::TimeControl::Kind::kFischer) c[static_cast<std::size_t>(side)] += clock_.increment_ms;
  if (clock_.kind == online::TimeControl::Kind::kDays) c = {clock_.base_ms, clock_.base_ms};
  Json e = {{"kind", "turn"}, {"side", side}, {"ply", ply}, {"turn", record_->state().turn_to_string(turn.value())},
            {"clocks", {c[0], c[1]}}};
  return {e, {}};
}

Checked OnlineGame::reveal_event(int side, int index, const std::string& link_hex, std::int64_t now_ms,
                                 bool* kept) const {
  *kept = false;
  if (over_) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  const int due = throw_due();
  if (due == 0 || index != due)
    return Checked::refuse(ErrorCode::kNotYourTurn, "no throw " + std::to_string(index) + " is due" +
                                                        (due > 0 ? " (throw " + std::to_string(due) + " is)" : ""));
  const auto& seat = seats_[static_cast<std::size_t>(side)];
  if (seat.pending_link) return Checked::refuse(ErrorCode::kNotYourTurn, "this link was revealed already");
  online::Digest link{};
  if (!online::from_hex(link_hex, &link) || !online::follows(seat.last_link, link))
    return Checked::refuse(ErrorCode::kBadReveal, "the link for throw " + std::to_string(index) +
                                                      " does not hash to the one before it");
  if (due > online::kChainLinks) return Checked::refuse(ErrorCode::kNotAllowed, "the dice chains are used up");
  const auto& other = seats_[static_cast<std::size_t>(1 - side)];
  if (!other.pending_link) {
    *kept = true;
    return {};
  }
  const online::Digest& first = side == 0 ? link : *other.pending_link;
  const online::Digest& second = side == 0 ? *other.pending_link : link;
  const auto outcomes = record_->state().chance_outcomes();
  const auto& outcome = outcomes.at(online::throw_from_links(index, first, second, outcomes));
  auto c = clocks(now_ms);
  Json e = {{"kind", "throw"},
            {"index", index},
            {"links", {online::to_hex(first), online::to_hex(second)}},
            {"outcome", record_->state().action_to_string(outcome.action)},
            {"clocks", {c[0], c[1]}}};
  return {e, {}};
}

void OnlineGame::note_reveal(int side, const online::Digest& link) {
  seats_[static_cast<std::size_t>(side)].pending_link = link;
}

Json OnlineGame::end_event(int winner, const std::string& reason, std::int64_t now_ms) const {
  auto c = clocks(now_ms);
  return {{"kind", "end"}, {"winner", winner}, {"reason", reason}, {"clocks", {c[0], c[1]}}};
}

Checked OnlineGame::resign_event(int side, std::int64_t now_ms) const {
  if (over_) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (!started()) return Checked::refuse(ErrorCode::kNotAllowed, "nobody has joined yet: abort the game instead");
  return {end_event(1 - side, "resigned", now_ms), {}};
}

Checked OnlineGame::draw_offer_event(int side) const {
  if (over_) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (game_->info().uses_dice) return Checked::refuse(ErrorCode::kNotAllowed, "draws are not agreed in games with dice");
  if (!started()) return Checked::refuse(ErrorCode::kNotAllowed, "nobody has joined yet");
  if (draw_offer_ >= 0) return Checked::refuse(ErrorCode::kNotAllowed, "a draw offer is open already");
  return {Json{{"kind", "draw-offer"}, {"side", side}}, {}};
}

Checked OnlineGame::draw_answer_event(int side, bool accept, std::int64_t now_ms) const {
  if (over_) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (draw_offer_ != 1 - side) return Checked::refuse(ErrorCode::kNotAllowed, "the other side offers no draw");
  if (accept) return {end_event(-1, "agreed-draw", now_ms), {}};
  return {Json{{"kind", "draw-declined"}, {"side", side}}, {}};
}

Checked OnlineGame::abort_event(int side, std::int64_t now_ms) const {
  (void)side;
  if (over_) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (turns_played() >= 2) return Checked::refuse(ErrorCode::kNotAllowed, "a game is aborted only before its second turn");
  return {end_event(-1, "aborted", now_ms), {}};
}

Checked OnlineGame::claim_event(int side, std::int64_t gone_ms, std::int64_t grace_ms, std::int64_t now_ms) const {
  if (over_) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (!started()) return Checked::refuse(ErrorCode::kNotAllowed, "nobody has joined yet");
  if (gone_ms < grace_ms)
    return Checked::refuse(ErrorCode::kNotAllowed, gone_ms < 0 ? "the other player is here"
                                                               : "the other player has been gone " +
                                                                     std::to_string(gone_ms / 1000) + " s of " +
                                                                     std::to_string(grace_ms / 1000) + " s");
  return {end_event(side, "abandoned", now_ms), {}};
}

Checked OnlineGame::chat_event(int side, const std::string& text, int max_lines, std::size_t max_bytes) const {
  if (!started()) return Checked::refuse(ErrorCode::kNotAllowed, "nobody has joined yet: nobody would read it");
  if (chat_lines_ >= max_lines)
    return Checked::refuse(ErrorCode::kNotAllowed,
                           "this game's chat is full: " + std::to_string(max_lines) + " lines were written");
  if (chat_bytes_ + text.size() > max_bytes)
    return Checked::refuse(ErrorCode::kNotAllowed, "this game's chat is full: " + std::to_string(chat_bytes_ / 1024) +
                                                       " KiB were written");
  return {Json{{"kind", "chat"}, {"side", side}, {"name", seats_[static_cast<std::size_t>(side)].name}, {"text", text}},
          {}};
}

Checked OnlineGame::rematch_offer_event(int side, const std::string& commit) const {
  if (!over_) return Checked::refuse(ErrorCode::kNotAllowed, "a rematch is offered once the game is over");
  if (!started()) return Checked::refuse(ErrorCode::kNotAllowed, "the game never started");
  if (!rematch_game_.empty()) return Checked::refuse(ErrorCode::kNotAllowed, "the rematch has started already");
  if (rematch_offer_ == side) return Checked::refuse(ErrorCode::kNotAllowed, "a rematch is offered already");
  if (game_->info().uses_dice && commit.empty())
    return Checked::refuse(ErrorCode::kBadField, "rematch: 'commit' is needed: " + game_->info().id + " uses dice");
  Json e = {{"kind", "rematch-offer"}, {"side", side}};
  if (!commit.empty()) e["commit"] = commit;
  return {e, {}};
}

Checked OnlineGame::flag_event(int side, std::int64_t now_ms) const {
  return {end_event(1 - side, "time", now_ms), {}};
}

// ---- events -------------------------------------------------------------------

bool OnlineGame::apply(const Json& event, std::int64_t now_ms) {
  try {
    const std::string kind = event.at("kind").get<std::string>();
    if (kind == "joined") {
      const int side = event.at("side").get<int>();
      if (side < 0 || side > 1 || seats_[static_cast<std::size_t>(side)].taken) return false;
      auto& seat = seats_[static_cast<std::size_t>(side)];
      seat.taken = true;
      seat.name = event.at("name").get<std::string>();
      seat.token_hash = event.at("secret").at("token").get<std::string>();
      if (game_->info().uses_dice && !online::from_hex(event.at("commit").get<std::string>(), &seat.last_link))
        return false;
      since_ms_ = now_ms;  // the clocks start
    } else if (kind == "throw") {
      if (throw_due() != event.at("index").get<int>()) return false;
      auto action = record_->state().action_from_string(event.at("outcome").get<std::string>());
      if (!action || !record_->state().is_chance_node()) return false;
      for (int side = 0; side < 2; ++side) {
        auto& seat = seats_[static_cast<std::size_t>(side)];
        if (!online::from_hex(event.at("links").at(static_cast<std::size_t>(side)).get<std::string>(), &seat.last_link))
          return false;
        seat.links_shown++;
        seat.pending_link.reset();
      }
      record_->apply_action(action.value());
      ++throws_made_;
      remaining_ = clocks_of(event);
      since_ms_ = now_ms;
    } else if (kind == "turn") {
      if (event.at("ply").get<int>() != turns_played() || event.at("side").get<int>() != side_to_move()) return false;
      auto turn = record_->state().turn_from_string(event.at("turn").get<std::string>());
      if (!turn) return false;
      record_->apply_turn(turn.value());
      draw_offer_ = -1;
      remaining_ = clocks_of(event);
      since_ms_ = now_ms;
    } else if (kind == "draw-offer") {
      draw_offer_ = event.at("side").get<int>();
    } else if (kind == "draw-declined") {
      draw_offer_ = -1;
    } else if (kind == "rematch-offer") {
      const int side = event.at("side").get<int>();
      rematch_offer_ = side;
      rematch_commits_[static_cast<std::size_t>(side & 1)] = event.value("commit", "");
    } else if (kind == "rematch") {
      rematch_game_ = event.at("game").get<std::string>();
    } else if (kind == "end") {
      if (over_) return false;
      const std::string reason = event.at("reason").get<std::string>();
      const int winner = event.at("winner").get<int>();
      settle_clocks(now_ms);
      remaining_ = clocks_of(event);
      if (!record_->is_over() && reason == "resigned") record_->end_by_agreement(1 - winner);
      if (!record_->is_over() && reason == "agreed-draw") record_->end_by_agreement(-1);
      over_ = true;
      winner_ = winner;
      end_reason_ = reason;
      ended_at_ = now_ms;
      draw_offer_ = -1;
    } else if (kind != "chat") {
      return false;
    }
  } catch (const nlohmann::json::exception&) {
    return false;
  }
  Json sent = event;
  sent.erase("secret");
  sent["type"] = "event";
  sent["game"] = id_;
  sent["n"] = events_.size() + 1;
  const bool chat = sent["kind"] == "chat";
  if (chat) {
    ++chat_lines_;
    chat_bytes_ += sent.value("text", std::string()).size();
  }
  const int from = chat ? sent["side"].get<int>() : -1;
  events_.push_back({json_text(sent), chat, from});
  return true;
}

std::string OnlineGame::side_name(int side) const { return side_word(game_->info(), side); }

std::string OnlineGame::record_text() const {
  online::OnlineRecordInfo info;
  info.variant = variant_;
  info.date = date_;
  info.clock = online::format_time_control(clock_);
  for (std::size_t side = 0; side < 2; ++side)
    if (seats_[side].taken) info.names[side] = seats_[side].name;
  info.server_game = id_;
  info.over = over_;
  info.winner = winner_;
  info.end_reason = end_reason_;
  return online::online_record_text(*game_, *record_, info);
}

}  // namespace djed::server
