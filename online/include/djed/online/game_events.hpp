#pragma once
// The events of an online game (docs/protocol.md, "Events") as types: what
// the server journals and sends, and what every client folds with the same
// FoldedGame (folded_game.hpp). One encoder and one decoder; the decoder
// checks every field's kind and range and gives a one-line problem instead
// of throwing.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace djed::online {

// A seat taken when the game was made (the creator's; both in a rematch).
struct SeatAtStart {
  std::string name;
  std::string commit;  // the head of its dice chain (64 hex digits); "" in games without dice
};

// The game made: its first event.
struct Created {
  std::string id, code, rules, variant;
  std::string clock;       // a time control as format_time_control() writes it
  bool listed = true;      // shown in the list of open games
  std::string creator;     // "first" or "second": the seat of the seat-0 player as chosen
  std::array<std::optional<SeatAtStart>, 2> seats;
  std::string date;        // YYYY-MM-DD
  std::array<std::string, 2> token_hashes;  // secret: the journal's only
};
struct Joined {
  int side = 0;
  std::string name;
  std::string commit;      // "" in games without dice
  std::string token_hash;  // secret
};
struct TurnPlayed {
  int side = 0;
  int ply = 0;             // turns played before it
  std::string turn;        // in the game's notation
  std::array<std::int64_t, 2> clocks{};  // each side's time left after it (ms)
};
struct Thrown {
  int index = 1;           // the throw's number, from 1
  std::array<std::string, 2> links;  // each chain's link for it (64 hex digits)
  std::string outcome;     // in the game's notation
  std::array<std::int64_t, 2> clocks{};
};
struct ChatSaid {
  int side = 0;
  std::string name, text;
};
struct DrawOffered {
  int side = 0;
};
struct DrawDeclined {
  int side = 0;
};
struct RematchOffered {
  int side = 0;
  std::string commit;      // the offerer's new chain, in games with dice
};
struct RematchStarted {
  std::string game, code;  // the rematch's id and invite code
};
struct Ended {
  int winner = -1;         // -1: nobody (a draw, an abort)
  std::string reason;      // rules, resigned, agreed-draw, aborted, abandoned, time
  std::array<std::int64_t, 2> clocks{};
  // An abort's side: who aborted it, or whose first turn did not come in
  // time (`first_turn_missed`); -1 for every other end.
  int by = -1;
  bool first_turn_missed = false;
};
// An event of a later protocol revision: a client goes past it, a server's
// own journal never holds one.
struct LaterEvent {
  std::string kind;
};

using EventBody = std::variant<Created, Joined, TurnPlayed, Thrown, ChatSaid, DrawOffered, DrawDeclined,
                               RematchOffered, RematchStarted, Ended, LaterEvent>;

struct GameEvent {
  EventBody body;
  std::int64_t time = -1;  // when the server made it (ms since 1970, UTC); -1: not said
};

// The event's word ("created", "turn", ...).
std::string_view event_kind(const GameEvent& event);

// Which fields an encoding carries: the journal keeps the secrets (the
// hashes of the seat tokens), a client never sees them.
enum class Secrets : std::uint8_t { kLeftOut, kKept };

// The event as a JSON object (the `event` message a client is sent, with its
// game and number, is server_messages.hpp's GameEventMessage).
std::string encode_event(const GameEvent& event, Secrets secrets);

struct DecodedEvent {
  std::optional<GameEvent> event;
  std::string problem;  // why there is none
};
// An event from a JSON object (an `event` message's own fields are allowed
// beside it). `secrets`: kKept requires a journal's secrets where they belong.
DecodedEvent decode_event(std::string_view text, Secrets secrets);

}  // namespace djed::online
