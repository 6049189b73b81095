#pragma once
// A client's view of one online game, built from what the server sends
// (docs/protocol.md): the game itself replayed under its own rules from the
// numbered events, the seats, the clocks of the last status, the chat, and
// every throw checked against both players' dice chains. djed-cli online
// and the app keep one; after a reconnection they resume from number().
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
  const Game* game() const { return game_.get(); }
  const std::string& variant() const { return variant_; }
  const std::string& clock() const { return clock_; }
  const GameRecord* record() const { return record_.get(); }
  const std::array<std::string, 2>& names() const { return names_; }
  bool started() const { return !names_[0].empty() && !names_[1].empty(); }
  bool over() const { return over_; }
  int winner() const { return winner_; }
  const std::string& end_reason() const { return end_reason_; }
  // The kind of the last event received ("turn", "throw", "end", ...).
  const std::string& last_event() const { return last_event_; }
  const std::vector<ChatLine>& chat() const { return chat_; }
  // A rematch's game id once the rematch started.
  const std::string& rematch_game() const { return rematch_game_; }
  int rematch_offer() const { return rematch_offer_; }
  int draw_offer() const { return draw_offer_; }
  int spectators() const { return spectators_; }
  const std::array<std::string, 2>& presence() const { return presence_; }
  // How long each player had been gone at the last status, and how long one
  // may be gone before the other can claim the game.
  const std::array<std::int64_t, 2>& gone_ms() const { return gone_ms_; }
  std::int64_t grace_ms() const { return grace_ms_; }

  // From the last status (or the last turn event).
  const std::array<std::int64_t, 2>& clocks() const { return clocks_; }
  const std::array<bool, 2>& running() const { return running_; }
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
  bool apply_event(const void* event);  // a nlohmann::json
  bool fail(std::string problem);

  FindGame find_game_;
  std::string error_code_, problem_;
  std::string game_id_, code_, token_;
  int side_ = -1;
  std::int64_t number_ = 0;
  std::shared_ptr<const Game> game_;
  std::string variant_, clock_, date_;
  std::unique_ptr<GameRecord> record_;
  std::array<std::string, 2> names_{};
  std::array<Digest, 2> links_{};
  bool over_ = false;
  int winner_ = -1;
  std::string end_reason_, last_event_;
  std::vector<ChatLine> chat_;
  std::string rematch_game_;
  int rematch_offer_ = -1, draw_offer_ = -1, spectators_ = 0;
  std::array<std::string, 2> presence_{};
  std::array<std::int64_t, 2> gone_ms_{};
  std::int64_t grace_ms_ = 0;
  std::array<std::int64_t, 2> clocks_{};
  std::array<bool, 2> running_{};
  int reveal_index_ = 0;
  int throws_checked_ = 0;
};

}  // namespace djed::online
