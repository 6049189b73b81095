#pragma once
// A client's view of one online game, built from what the server sends
// (docs/protocol.md): the game folded from the numbered events by the same
// FoldedGame the server folds them with (every throw checked against both
// players' dice chains there), plus what only a client keeps: its seat, the
// clocks of the last status, the chat. djed-cli online and the app keep
// one; after a reconnection they resume from number().
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "djed/game.hpp"
#include "djed/game_record.hpp"
#include "djed/online/dice.hpp"
#include "djed/online/folded_game.hpp"
#include "djed/online/server_messages.hpp"

namespace djed::online {

// What a server message was, for the client's loop.
enum class Received : std::uint8_t {
  kWelcome, kGames, kSeated, kWatching, kEvent, kStatus, kRevealRequest, kError, kPong, kOther,
};

struct ChatLine {
  int side = -1;
  std::string name, text;
};

class ClientGame {
 public:
  using FindGame = std::function<std::shared_ptr<const Game>(const std::string& id)>;
  explicit ClientGame(FindGame find_game);
  ~ClientGame();
  ClientGame(ClientGame&&) noexcept;
  ClientGame& operator=(ClientGame&&) noexcept;

  // Takes one message from the server. A message that does not fit (an
  // event out of order, a turn the rules refuse, a throw that does not
  // follow from the chains) is kError with problem() saying why.
  Received receive(std::string_view text);

  // The last error: the server's code and reason, or the client's own
  // ("client": what did not fit).
  const std::string& error_code() const { return error_code_; }
  const std::string& problem() const { return problem_; }

  // ---- the seat ------------------------------------------------------------
  const std::string& game_id() const { return game_id_; }  // the server's id of the game
  const std::string& code() const { return code_; }
  // The token of the seat, kept across rematches (they keep it too).
  const std::string& token() const { return token_; }
  int side() const { return side_; }  // -1: watching
  // The last event seen: what a `resume` or `watch` names as `after`.
  std::int64_t number() const { return number_; }

  // ---- the game -------------------------------------------------------------
  // The game as its events made it; none before the first.
  const FoldedGame* folded() const { return fold_ ? &*fold_ : nullptr; }
  const Game* game() const { return fold_ ? &fold_->game() : nullptr; }
  const std::string& variant() const { return fold_ ? fold_->variant() : none_; }
  // The time control as the protocol writes it ("" before the first event).
  std::string clock() const { return fold_ ? format_time_control(fold_->clock()) : std::string(); }
  const GameRecord* record() const { return fold_ ? &fold_->record() : nullptr; }
  const std::array<std::string, 2>& names() const { return fold_ ? fold_->names() : no_names_; }
  bool started() const { return fold_ && fold_->started(); }
  bool over() const { return fold_ && fold_->over(); }
  int winner() const { return fold_ ? fold_->winner() : -1; }
  const std::string& end_reason() const { return fold_ ? fold_->end_reason() : none_; }
  int ended_by() const { return fold_ ? fold_->ended_by() : -1; }
  bool first_turn_missed() const { return fold_ && fold_->first_turn_missed(); }
  // The kind of the last event received ("turn", "throw", "end", ...).
  const std::string& last_event() const { return last_event_; }
  const std::vector<ChatLine>& chat() const { return chat_; }
  // A rematch's game id once the rematch started.
  const std::string& rematch_game() const { return fold_ ? fold_->rematch_game() : none_; }
  int rematch_offer() const { return fold_ ? fold_->rematch_offer() : -1; }
  int draw_offer() const { return fold_ ? fold_->draw_offer() : -1; }
  int spectators() const { return spectators_; }
  const std::array<Presence, 2>& presence() const { return presence_; }
  // The open games of the last `games` the server sent.
  const std::vector<OpenGame>& open_games() const { return open_games_; }
  // How long each player had been gone at the last status, and how long one
  // may be gone before the other can claim the game.
  const std::array<std::int64_t, 2>& gone_ms() const { return gone_ms_; }
  std::int64_t grace_ms() const { return grace_ms_; }

  // From the last status (or the last turn event).
  const std::array<std::int64_t, 2>& clocks() const { return clocks_; }
  const std::array<bool, 2>& running() const { return running_; }
  // As the last status said: the time left for the first turn awaited
  // before the game is aborted (-1: none), and whether the clocks are
  // paused (after a server restart, until the player to move is back).
  std::int64_t first_turn_ms() const { return first_turn_ms_; }
  // The side whose first turn the game waits for, -1 when none.
  int first_turn_awaited() const { return fold_ ? fold_->first_turn_awaited() : -1; }
  bool paused() const { return paused_; }
  // Whether it is this seat's turn to send a turn: the game says so (not
  // the status, which may lag behind the events).
  bool my_turn() const;
  // The throw this seat is asked to reveal a link for (0: none).
  int reveal_index() const { return reveal_index_; }
  // Every throw so far followed from both chains (checked as it came).
  int throws_checked() const { return throws_checked_; }

  // The game as a record (docs/records.md) with the players' names.
  std::string record_text() const;

 private:
  bool apply_event(const GameEvent& event);
  // A seat (side -1: watching) in `game`: a game other than this one starts afresh.
  void seat(const std::string& game, const std::string& code, const std::string& token, int side);
  bool fail(std::string problem);

  inline static const std::string none_;
  inline static const std::array<std::string, 2> no_names_{};
  FindGame find_game_;
  std::string error_code_, problem_;
  std::string game_id_, code_, token_;
  int side_ = -1;
  std::int64_t number_ = 0;
  std::optional<FoldedGame> fold_;
  std::string last_event_;
  std::vector<ChatLine> chat_;
  int spectators_ = 0;
  std::array<Presence, 2> presence_{};
  std::vector<OpenGame> open_games_;
  std::array<std::int64_t, 2> gone_ms_{};
  std::int64_t grace_ms_ = 0;
  std::array<std::int64_t, 2> clocks_{};
  std::array<bool, 2> running_{};
  std::int64_t first_turn_ms_ = -1;
  bool paused_ = false;
  int reveal_index_ = 0;
  int throws_checked_ = 0;
};

}  // namespace djed::online
