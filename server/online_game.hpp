#pragma once
// One game on the server: its seats, the game itself (a GameRecord under the
// game's own rules), clocks, dice commitments and the numbered events players
// are sent. Every change is an event: checked from a request first
// (the *_event functions: a refusal, or the event to journal), then applied
// by apply(), the same way live and when the journal is read at start-up,
// so a restarted server stands exactly where the journal left it.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "djed/game.hpp"
#include "djed/game_record.hpp"
#include "djed/online/dice.hpp"
#include "djed/online/folded_game.hpp"
#include "djed/online/game_events.hpp"
#include "djed/online/protocol.hpp"
#include "djed/online/server_messages.hpp"
#include "json_text.hpp"

namespace djed::server {

using Json = nlohmann::json;

// A request turned down: the error code and reason the client is sent.
struct Refused {
  online::ErrorCode code;
  std::string reason;
};
// An event to journal and apply, or why there is none.
struct Checked {
  std::optional<online::GameEvent> event;
  std::optional<Refused> refused;
  static Checked refuse(online::ErrorCode code, std::string reason) { return {{}, Refused{code, std::move(reason)}}; }
  static Checked of(online::EventBody body) { return {online::GameEvent{std::move(body)}, {}}; }
};

// A seat as the server sees it: the game's (taken, name) and the server's
// own (the hash of its token, a link revealed before the other's).
struct SeatState {
  bool taken;
  const std::string& name;
  const std::string& token_hash;  // SHA-256 of the seat token, hex: the journal never holds a token
  const std::optional<online::Digest>& pending_link;  // revealed for the throw now due
};

class OnlineGame {
 public:
  // A game from its `created` event with the journal's secrets (refused when
  // the server lacks the game or variant the event names).
  static Result<std::unique_ptr<OnlineGame>> from_created(const online::GameEvent& event,
                                                          std::shared_ptr<const Game> game, std::int64_t now_ms);
  ~OnlineGame();

  const online::FoldedGame& folded() const { return fold_; }
  const std::string& id() const { return fold_.id(); }
  const std::string& code() const { return fold_.code(); }
  const Game& game() const { return fold_.game(); }
  const std::string& variant() const { return fold_.variant(); }
  const online::TimeControl& clock() const { return fold_.clock(); }
  bool listed() const { return fold_.listed(); }
  SeatState seat(int side) const {
    const auto s = static_cast<std::size_t>(side);
    return {fold_.taken(side), fold_.names()[s], token_hashes_[s], pending_links_[s]};
  }
  int seat_of_token_hash(const std::string& hash) const;
  bool started() const { return fold_.started(); }
  bool over() const { return fold_.over(); }
  const GameRecord& record() const { return fold_.record(); }
  int turns_played() const { return fold_.turns_played(); }
  std::int64_t ended_at() const { return ended_at_; }
  int winner() const { return fold_.winner(); }
  const std::string& end_reason() const { return fold_.end_reason(); }
  // The side whose turn it is, -1 when none (not started, dice due, over).
  int side_to_move() const { return fold_.side_to_move(); }
  // The throw now due (1 from the first), 0 when none is.
  int throw_due() const { return fold_.throw_due(); }
  bool awaits_reveal(int side) const;
  int draw_offer() const { return fold_.draw_offer(); }
  int rematch_offer() const { return fold_.rematch_offer(); }
  const std::string& rematch_commit(int side) const { return fold_.rematch_commit(side); }
  const std::string& rematch_game() const { return fold_.rematch_game(); }

  // ---- clocks (docs/protocol.md, "Clocks") -----------------------------------
  // Each side's time left now (ms; untimed: 0), and whether it runs: the
  // clock of whoever the game waits for runs (the side to move, or a player
  // whose dice link is due) once it has started (a Fischer clock with its
  // side's first turn), unless the clocks are paused.
  std::array<std::int64_t, 2> clocks(std::int64_t now_ms) const;
  std::array<bool, 2> running() const;
  // The sides the game waits for whose clocks have started, paused or not.
  std::array<bool, 2> waits_for() const;
  // The side whose flag has fallen by now, if any.
  std::optional<int> flag_fallen(std::int64_t now_ms) const;
  // When something is next due if nothing happens (ms): a flag falls, a
  // first turn is missed, a pause ends; or none.
  std::optional<std::int64_t> next_flag(std::int64_t now_ms) const;
  // How long a side has for its first turn in a Fischer game before the
  // game is aborted (the server's option; set before the game is used).
  void set_first_turn_ms(std::int64_t ms) { first_turn_ms_ = ms; }
  // The time left for the first turn the game waits for (ms, at most 0
  // once missed), none when it waits for none or the clocks are paused.
  std::optional<std::int64_t> first_turn_left(std::int64_t now_ms) const;
  // The side whose first turn did not come in time, if any.
  std::optional<int> first_turn_missed(std::int64_t now_ms) const;
  // When the clocks last started, by the wall clock of the node that wrote
  // the event (ms since 1970; -1: unknown).
  std::int64_t clocks_wall_ms() const { return clocks_wall_ms_; }
  // The game was read back (a restart, or from another node): the clock
  // that runs had run `spent_ms` since the game's last event.
  void ran_before(std::int64_t spent_ms);
  // The clocks stand still until resume(), or until `until_ms` at the latest.
  void pause(std::int64_t until_ms);
  void resume(std::int64_t now_ms);
  bool paused() const { return paused_; }
  std::int64_t paused_until() const { return paused_until_; }

  // ---- requests checked into events ------------------------------------------
  Checked join_event(const std::string& name, const std::string& token_hash, const std::string& commit,
                     std::int64_t now_ms) const;
  Checked turn_event(int side, int ply, const std::string& text, std::int64_t now_ms) const;
  // A link for the throw due; when it completes the throw, the throw event.
  // `kept` is set when the link was good but the other is still awaited
  // (no event: the link is kept by note_reveal()).
  Checked reveal_event(int side, int index, const std::string& link_hex, std::int64_t now_ms, bool* kept) const;
  void note_reveal(int side, const online::Digest& link);
  Checked resign_event(int side, std::int64_t now_ms) const;
  Checked draw_offer_event(int side) const;
  Checked draw_answer_event(int side, bool accept, std::int64_t now_ms) const;
  Checked abort_event(int side, std::int64_t now_ms) const;
  // Claims the game of an opponent gone for `gone_ms`, at least `grace_ms`.
  Checked claim_event(int side, std::int64_t gone_ms, std::int64_t grace_ms, std::int64_t now_ms) const;
  // A chat line, once both seats are taken, up to `max_lines` lines and
  // `max_bytes` bytes of text in a game.
  Checked chat_event(int side, const std::string& text, int max_lines, std::size_t max_bytes) const;
  Checked rematch_offer_event(int side, const std::string& commit) const;
  // A fallen flag: lost on time, or aborted when it fell before its side's first turn (a days clock).
  Checked flag_event(int side, std::int64_t now_ms) const;
  // The first turn of `side` did not come in time: aborted.
  Checked first_turn_missed_event(int side, std::int64_t now_ms) const;
  // The end the rules reached, once they have.
  Checked rules_end_event(std::int64_t now_ms) const;

  // Applies an event with the journal's secrets, as the server made it or as
  // the journal gives it back: the game folds it as every client does, the
  // server keeps its secrets and times. Returns false when it does not fit
  // the game (a damaged journal).
  bool apply(const online::GameEvent& event, std::int64_t now_ms);

  // The events so far, numbered from 1: who sees each, and the `event`
  // message clients are sent (written when asked for: a game keeps only the
  // event's own fields).
  struct SentEvent {
    bool players_only = false;  // chat: spectators do not see it
    int from_side = -1;         // chat: who wrote it (a player may silence the other)
  };
  std::size_t event_count() const { return sent_.size(); }
  // Event `index` (from 0; the event numbered index + 1).
  SentEvent event(std::size_t index) const;
  std::string event_text(std::size_t index) const;
  // A record of the game in the record format (docs/records.md).
  std::string record_text() const;

 private:
  explicit OnlineGame(online::FoldedGame fold) : fold_(std::move(fold)) {}
  Checked end_event(int winner, const std::string& reason, std::int64_t now_ms) const;

  void sent(const online::GameEvent& event);

  online::FoldedGame fold_;
  std::array<std::string, 2> token_hashes_{};
  std::array<std::optional<online::Digest>, 2> pending_links_{};
  std::int64_t since_ms_ = 0;  // when the clocks last started (the game's last event)
  std::int64_t spent_before_ = 0;  // what the running clock had run before since_ms_ (read back)
  std::int64_t clocks_wall_ms_ = -1;
  bool paused_ = false;
  std::int64_t paused_until_ = 0;
  std::int64_t first_turn_ms_ = 30'000;
  // Since when the game waits for each side's first turn (-1: not yet, or played).
  std::array<std::int64_t, 2> first_turn_since_{-1, -1};
  std::int64_t ended_at_ = 0;
  // The events' own fields one after the other (event_message_fields), and
  // where each ends: a game is held once in memory, without a string's
  // bookkeeping per event or the envelope every event message repeats.
  struct SentIndex {
    std::uint32_t end = 0;  // a game's events are far below 4 GB (turns and chat are bounded)
    std::int8_t from_side = -1;
    bool players_only = false;
  };
  std::vector<char> sent_texts_;
  std::vector<SentIndex> sent_;
};

}  // namespace djed::server
