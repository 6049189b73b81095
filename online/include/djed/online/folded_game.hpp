#pragma once
// An online game as its events make it: the one reducer the server and every
// client fold events with. The server adds what only it knows (seat tokens,
// a link revealed before the other, when the clocks last started), a client
// what only it was told (its seat, the last status); the game itself — the
// position under the game's own rules, seats, dice chains, clocks as of the
// last event, offers, the end — comes from here on both sides, and a throw
// is accepted only when it follows from both players' chains.
#include <array>
#include <cstdint>
#include <memory>
#include <string>

#include "djed/game.hpp"
#include "djed/game_record.hpp"
#include "djed/online/dice.hpp"
#include "djed/online/game_events.hpp"
#include "djed/online/online_record.hpp"
#include "djed/online/protocol.hpp"
#include "djed/result.hpp"

namespace djed::online {

class FoldedGame {
 public:
  // The game from its first event, under `game`'s rules (which the caller
  // found by the event's `rules`); refused with what does not fit.
  static Result<FoldedGame> start(const Created& created, std::shared_ptr<const Game> game);
  FoldedGame(FoldedGame&&) noexcept;
  FoldedGame& operator=(FoldedGame&&) noexcept;
  ~FoldedGame();

  // Applies the next event; "" when it fits, else why not (a turn out of
  // order or against the rules, a throw that does not follow from the
  // chains, ...), the game untouched. A created or later event is "".
  std::string apply(const GameEvent& event);

  const std::string& id() const { return id_; }
  const std::string& code() const { return code_; }
  const Game& game() const { return *game_; }
  const std::string& variant() const { return variant_; }
  const TimeControl& clock() const { return clock_; }
  bool listed() const { return listed_; }
  const std::string& date() const { return date_; }
  int creator_side() const { return creator_side_; }

  bool taken(int side) const { return taken_[static_cast<std::size_t>(side)]; }
  const std::array<std::string, 2>& names() const { return names_; }
  // Each chain's last link shown (its commitment before the first throw).
  const Digest& last_link(int side) const { return links_[static_cast<std::size_t>(side)]; }
  int throws_made() const { return throws_made_; }

  const GameRecord& record() const { return *record_; }
  int turns_played() const { return record_->turns_played(); }
  bool started() const { return taken_[0] && taken_[1]; }
  bool over() const { return over_; }
  int winner() const { return winner_; }
  const std::string& end_reason() const { return end_reason_; }
  // An abort's side (who aborted, or whose first turn did not come), -1 for other ends.
  int ended_by() const { return ended_by_; }
  bool first_turn_missed() const { return first_turn_missed_; }
  // The side whose turn it is, -1 when none (not started, dice due, over).
  int side_to_move() const;
  // The throw now due (1 from the first), 0 when none is.
  int throw_due() const;
  // Each side's time left as of the last event that set the clocks (ms).
  const std::array<std::int64_t, 2>& clocks() const { return clocks_; }
  // Whether a side has played a turn of this game.
  bool has_moved(int side) const { return moved_[static_cast<std::size_t>(side)]; }
  // Whether a side's clock may run at all (docs/protocol.md, "Clocks"): a
  // Fischer clock from its side's first turn on, a days clock from the
  // start, an untimed game never.
  bool clock_started(int side) const;
  // The side whose first turn the game waits for (the rules' side to play,
  // dice due or not, before it has played one); -1 when none.
  int first_turn_awaited() const;

  int draw_offer() const { return draw_offer_; }
  int rematch_offer() const { return rematch_offer_; }
  const std::string& rematch_commit(int side) const { return rematch_commits_[static_cast<std::size_t>(side)]; }
  const std::string& rematch_game() const { return rematch_game_; }
  int chat_lines() const { return chat_lines_; }
  std::size_t chat_bytes() const { return chat_bytes_; }

  // What a record of the game says besides its turns.
  OnlineRecordInfo record_info() const;

 private:
  FoldedGame() = default;

  std::string id_, code_, variant_, date_;
  std::shared_ptr<const Game> game_;
  TimeControl clock_;
  bool listed_ = true;
  int creator_side_ = 0;
  std::array<bool, 2> taken_{};
  std::array<std::string, 2> names_{};
  std::array<Digest, 2> links_{};
  int throws_made_ = 0;
  std::unique_ptr<GameRecord> record_;
  std::array<std::int64_t, 2> clocks_{};
  std::array<bool, 2> moved_{};
  bool over_ = false;
  int winner_ = -1;
  std::string end_reason_;
  int ended_by_ = -1;
  bool first_turn_missed_ = false;
  int draw_offer_ = -1;
  int rematch_offer_ = -1;
  std::array<std::string, 2> rematch_commits_{};
  std::string rematch_game_;
  int chat_lines_ = 0;
  std::size_t chat_bytes_ = 0;
};

}  // namespace djed::online
