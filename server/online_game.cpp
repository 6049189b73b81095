#include "online_game.hpp"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "djed/online/online_record.hpp"
#include "djed/record_file.hpp"
#include "djed/record_replay.hpp"
#include "djed/seat_code.hpp"

namespace djed::server {

using online::ErrorCode;

OnlineGame::~OnlineGame() = default;

Result<std::unique_ptr<OnlineGame>> OnlineGame::from_created(const online::GameEvent& event,
                                                             std::shared_ptr<const Game> game, std::int64_t now_ms) {
  const auto* created = std::get_if<online::Created>(&event.body);
  if (created == nullptr) return make_error("a game's first event is not 'created'");
  auto fold = online::FoldedGame::start(*created, std::move(game));
  if (!fold) return make_error(fold.message());
  std::unique_ptr<OnlineGame> g(new OnlineGame(std::move(fold.value())));
  for (std::size_t side = 0; side < 2; ++side) g->token_hashes_[side] = created->token_hashes[side];
  g->since_ms_ = now_ms;
  g->sent(event);
  return g;
}

int OnlineGame::seat_of_token_hash(const std::string& hash) const {
  for (int side = 0; side < 2; ++side)
    if (fold_.taken(side) && token_hashes_[static_cast<std::size_t>(side)] == hash) return side;
  return -1;
}

bool OnlineGame::awaits_reveal(int side) const {
  return throw_due() > 0 && !pending_links_[static_cast<std::size_t>(side)];
}

std::array<bool, 2> OnlineGame::waits_for() const {
  if (clock().kind == online::TimeControl::Kind::kUntimed) return {false, false};
  const int mover = side_to_move();
  std::array<bool, 2> out{};
  for (int side = 0; side < 2; ++side)
    out[static_cast<std::size_t>(side)] = (mover == side || awaits_reveal(side)) && fold_.clock_started(side);
  return out;
}

std::array<bool, 2> OnlineGame::running() const {
  if (paused_) return {false, false};
  return waits_for();
}

std::array<std::int64_t, 2> OnlineGame::clocks(std::int64_t now_ms) const {
  auto out = fold_.clocks();
  const auto waits = waits_for();
  const std::int64_t ran = paused_ ? 0 : std::max<std::int64_t>(0, now_ms - since_ms_);
  for (int side = 0; side < 2; ++side)
    if (waits[static_cast<std::size_t>(side)]) out[static_cast<std::size_t>(side)] -= spent_before_ + ran;
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
  if (over()) return std::nullopt;
  if (paused_) return paused_until_;
  const auto run = running();
  const auto left = clocks(now_ms);
  std::optional<std::int64_t> at;
  for (int side = 0; side < 2; ++side)
    if (run[static_cast<std::size_t>(side)]) {
      const std::int64_t t = now_ms + std::max<std::int64_t>(0, left[static_cast<std::size_t>(side)]);
      at = at ? std::min(*at, t) : t;
    }
  if (const auto first = first_turn_left(now_ms)) {
    const std::int64_t t = now_ms + std::max<std::int64_t>(0, *first);
    at = at ? std::min(*at, t) : t;
  }
  return at;
}

std::optional<std::int64_t> OnlineGame::first_turn_left(std::int64_t now_ms) const {
  // Only a Fischer clock waits for a first turn without running; a days
  // clock runs from the start, and an untimed game has no deadline.
  if (clock().kind != online::TimeControl::Kind::kFischer || paused_) return std::nullopt;
  const int side = fold_.first_turn_awaited();
  if (side < 0) return std::nullopt;
  const std::int64_t since = first_turn_since_[static_cast<std::size_t>(side)];
  if (since < 0) return std::nullopt;
  return since + first_turn_ms_ - now_ms;
}

std::optional<int> OnlineGame::first_turn_missed(std::int64_t now_ms) const {
  const auto left = first_turn_left(now_ms);
  if (!left || *left > 0) return std::nullopt;
  const int side = fold_.first_turn_awaited();
  // A throw's link withheld by the other player: the withholder is named.
  if (throw_due() > 0 && awaits_reveal(1 - side) && !awaits_reveal(side)) return 1 - side;
  return side;
}

void OnlineGame::ran_before(std::int64_t spent_ms) { spent_before_ = std::max<std::int64_t>(0, spent_ms); }

void OnlineGame::pause(std::int64_t until_ms) {
  paused_ = true;
  paused_until_ = until_ms;
}

void OnlineGame::resume(std::int64_t now_ms) {
  if (!paused_) return;
  paused_ = false;
  since_ms_ = now_ms;
  // The first turn awaited has its whole time again from now.
  for (auto& since : first_turn_since_)
    if (since >= 0) since = now_ms;
}

// ---- requests ---------------------------------------------------------------

Checked OnlineGame::join_event(const std::string& name, const std::string& token_hash, const std::string& commit,
                               std::int64_t) const {
  if (over()) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (started()) return Checked::refuse(ErrorCode::kGameFull, "both seats of game " + code() + " are taken");
  if (game().info().uses_dice && commit.empty())
    return Checked::refuse(ErrorCode::kBadField, "join: 'commit' is needed: " + game().info().id + " uses dice");
  return Checked::of(online::Joined{1 - fold_.creator_side(), name, game().info().uses_dice ? commit : std::string{},
                                    token_hash});
}

Checked OnlineGame::turn_event(int side, int ply, const std::string& text, std::int64_t now_ms) const {
  if (over()) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (!started()) return Checked::refuse(ErrorCode::kNotYourTurn, "nobody has joined yet");
  if (ply != turns_played())
    return Checked::refuse(ErrorCode::kStaleTurn, "the turn is for ply " + std::to_string(ply) + ", but " +
                                                      std::to_string(turns_played()) + " turns have been played");
  if (throw_due() > 0) return Checked::refuse(ErrorCode::kNotYourTurn, "the dice are due first");
  if (side_to_move() != side) return Checked::refuse(ErrorCode::kNotYourTurn, "it is the other side's turn");
  auto turn = record().state().turn_from_string(text);
  if (!turn) return Checked::refuse(ErrorCode::kIllegalTurn, "'" + text + "': " + turn.message());
  auto c = clocks(now_ms);
  const online::TimeControl& control = clock();
  if (control.kind == online::TimeControl::Kind::kFischer) c[static_cast<std::size_t>(side)] += control.increment_ms;
  if (control.kind == online::TimeControl::Kind::kDays) c = {control.base_ms, control.base_ms};
  return Checked::of(online::TurnPlayed{side, ply, record().state().turn_to_string(turn.value()), c});
}

Checked OnlineGame::reveal_event(int side, int index, const std::string& link_hex, std::int64_t now_ms,
                                 bool* kept) const {
  *kept = false;
  if (over()) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  const int due = throw_due();
  if (due == 0 || index != due)
    return Checked::refuse(ErrorCode::kNotYourTurn, "no throw " + std::to_string(index) + " is due" +
                                                        (due > 0 ? " (throw " + std::to_string(due) + " is)" : ""));
  if (pending_links_[static_cast<std::size_t>(side)])
    return Checked::refuse(ErrorCode::kNotYourTurn, "this link was revealed already");
  online::Digest link{};
  if (!online::from_hex(link_hex, &link) || !online::follows(fold_.last_link(side), link))
    return Checked::refuse(ErrorCode::kBadReveal, "the link for throw " + std::to_string(index) +
                                                      " does not hash to the one before it");
  if (due > online::kChainLinks) return Checked::refuse(ErrorCode::kNotAllowed, "the dice chains are used up");
  const auto& other = pending_links_[static_cast<std::size_t>(1 - side)];
  if (!other) {
    *kept = true;
    return {};
  }
  const online::Digest& first = side == 0 ? link : *other;
  const online::Digest& second = side == 0 ? *other : link;
  const State& state = record().state();
  const auto outcomes = state.chance_outcomes();
  const auto& outcome = outcomes.at(online::throw_from_links(index, first, second, outcomes));
  return Checked::of(online::Thrown{index,
                                    {online::to_hex(first), online::to_hex(second)},
                                    state.action_to_string(outcome.action),
                                    clocks(now_ms)});
}

void OnlineGame::note_reveal(int side, const online::Digest& link) {
  pending_links_[static_cast<std::size_t>(side)] = link;
}

Checked OnlineGame::end_event(int winner, const std::string& reason, std::int64_t now_ms) const {
  return Checked::of(online::Ended{winner, reason, clocks(now_ms)});
}

Checked OnlineGame::resign_event(int side, std::int64_t now_ms) const {
  if (over()) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (!started()) return Checked::refuse(ErrorCode::kNotAllowed, "nobody has joined yet: abort the game instead");
  return end_event(1 - side, "resigned", now_ms);
}

Checked OnlineGame::draw_offer_event(int side) const {
  if (over()) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (game().info().uses_dice) return Checked::refuse(ErrorCode::kNotAllowed, "draws are not agreed in games with dice");
  if (!started()) return Checked::refuse(ErrorCode::kNotAllowed, "nobody has joined yet");
  if (draw_offer() >= 0) return Checked::refuse(ErrorCode::kNotAllowed, "a draw offer is open already");
  return Checked::of(online::DrawOffered{side});
}

Checked OnlineGame::draw_answer_event(int side, bool accept, std::int64_t now_ms) const {
  if (over()) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (draw_offer() != 1 - side) return Checked::refuse(ErrorCode::kNotAllowed, "the other side offers no draw");
  if (accept) return end_event(-1, "agreed-draw", now_ms);
  return Checked::of(online::DrawDeclined{side});
}

Checked OnlineGame::abort_event(int side, std::int64_t now_ms) const {
  if (over()) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (turns_played() >= 2) return Checked::refuse(ErrorCode::kNotAllowed, "a game is aborted only before its second turn");
  return Checked::of(online::Ended{-1, "aborted", clocks(now_ms), side, false});
}

Checked OnlineGame::claim_event(int side, std::int64_t gone_ms, std::int64_t grace_ms, std::int64_t now_ms) const {
  if (over()) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  if (!started()) return Checked::refuse(ErrorCode::kNotAllowed, "nobody has joined yet");
  if (gone_ms < grace_ms)
    return Checked::refuse(ErrorCode::kNotAllowed, gone_ms < 0 ? "the other player is here"
                                                               : "the other player has been gone " +
                                                                     std::to_string(gone_ms / 1000) + " s of " +
                                                                     std::to_string(grace_ms / 1000) + " s");
  return end_event(side, "abandoned", now_ms);
}

Checked OnlineGame::chat_event(int side, const std::string& text, int max_lines, std::size_t max_bytes) const {
  if (!started()) return Checked::refuse(ErrorCode::kNotAllowed, "nobody has joined yet: nobody would read it");
  if (fold_.chat_lines() >= max_lines)
    return Checked::refuse(ErrorCode::kNotAllowed,
                           "this game's chat is full: " + std::to_string(max_lines) + " lines were written");
  if (fold_.chat_bytes() + text.size() > max_bytes)
    return Checked::refuse(ErrorCode::kNotAllowed, "this game's chat is full: " +
                                                       std::to_string(fold_.chat_bytes() / 1024) + " KiB were written");
  return Checked::of(online::ChatSaid{side, fold_.names()[static_cast<std::size_t>(side)], text});
}

Checked OnlineGame::rematch_offer_event(int side, const std::string& commit) const {
  if (!over()) return Checked::refuse(ErrorCode::kNotAllowed, "a rematch is offered once the game is over");
  if (!started()) return Checked::refuse(ErrorCode::kNotAllowed, "the game never started");
  if (!rematch_game().empty()) return Checked::refuse(ErrorCode::kNotAllowed, "the rematch has started already");
  if (rematch_offer() == side) return Checked::refuse(ErrorCode::kNotAllowed, "a rematch is offered already");
  if (game().info().uses_dice && commit.empty())
    return Checked::refuse(ErrorCode::kBadField, "rematch: 'commit' is needed: " + game().info().id + " uses dice");
  return Checked::of(online::RematchOffered{side, commit});
}

Checked OnlineGame::flag_event(int side, std::int64_t now_ms) const {
  if (!fold_.has_moved(side)) return first_turn_missed_event(side, now_ms);
  return end_event(1 - side, "time", now_ms);
}

Checked OnlineGame::first_turn_missed_event(int side, std::int64_t now_ms) const {
  if (over()) return Checked::refuse(ErrorCode::kGameOver, "the game has ended");
  online::Ended ended{-1, "aborted", clocks(now_ms), side, true};
  return Checked::of(std::move(ended));
}

Checked OnlineGame::rules_end_event(std::int64_t now_ms) const {
  const GameResult result = record().result();
  return end_event(result.winner, result.reason, now_ms);
}

// ---- events -------------------------------------------------------------------

bool OnlineGame::apply(const online::GameEvent& event, std::int64_t now_ms) {
  // A later revision's event is a client's to skip; the server's own journal has none.
  if (std::holds_alternative<online::LaterEvent>(event.body)) return false;
  const auto* joined = std::get_if<online::Joined>(&event.body);
  if (joined != nullptr && joined->token_hash.empty()) return false;
  if (!fold_.apply(event).empty()) return false;
  const bool sets_clocks = joined != nullptr || std::holds_alternative<online::Thrown>(event.body) ||
                          std::holds_alternative<online::TurnPlayed>(event.body) ||
                          std::holds_alternative<online::Ended>(event.body);
  if (sets_clocks) {
    // The event's clocks hold all the time spent until it: they run again from it.
    since_ms_ = now_ms;
    clocks_wall_ms_ = event.time;
    spent_before_ = 0;
    paused_ = false;
  }
  if (joined != nullptr) token_hashes_[static_cast<std::size_t>(joined->side)] = joined->token_hash;
  if (std::holds_alternative<online::Thrown>(event.body)) pending_links_ = {};
  if (std::holds_alternative<online::Ended>(event.body)) ended_at_ = now_ms;
  // A side's first turn is awaited from when it is first that side's turn.
  if (const int side = fold_.first_turn_awaited(); side >= 0 && first_turn_since_[static_cast<std::size_t>(side)] < 0)
    first_turn_since_[static_cast<std::size_t>(side)] = now_ms;
  sent(event);
  return true;
}

void OnlineGame::sent(const online::GameEvent& event) {
  const auto* chat = std::get_if<online::ChatSaid>(&event.body);
  const std::string text = online::event_message_fields(event);
  // Grown by an eighth, not doubled: most of a game's life is spent with
  // its texts' room full, and a finished game gives the rest back.
  const std::size_t needed = sent_texts_.size() + text.size();
  if (needed > sent_texts_.capacity()) sent_texts_.reserve(needed + needed / 8 + 128);
  sent_texts_.insert(sent_texts_.end(), text.begin(), text.end());
  if (std::holds_alternative<online::Ended>(event.body)) sent_texts_.shrink_to_fit();
  sent_.push_back({static_cast<std::uint32_t>(sent_texts_.size()), static_cast<std::int8_t>(chat != nullptr ? chat->side : -1),
                   chat != nullptr});
}

OnlineGame::SentEvent OnlineGame::event(std::size_t index) const {
  const SentIndex& at = sent_.at(index);
  return {at.players_only, at.from_side};
}

std::string OnlineGame::event_text(std::size_t index) const {
  const SentIndex& at = sent_.at(index);
  const std::size_t begin = index == 0 ? 0 : sent_[index - 1].end;
  const std::string_view fields(sent_texts_.data() + begin, at.end - begin);
  return online::event_message_text(id(), static_cast<std::int64_t>(index) + 1, fields);
}

std::string OnlineGame::record_text() const {
  online::OnlineRecordInfo info = fold_.record_info();
  info.server_game = id();
  return online::online_record_text(game(), record(), info);
}

}  // namespace djed::server
