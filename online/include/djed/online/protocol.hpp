#pragma once
// The online protocol (docs/protocol.md): what a client may send, parsed and
// checked before anything acts on it, and the vocabulary both sides share
// (error codes, time controls, limits). Qt-free: djed-server, djed-cli and
// the app link it. JSON stays inside the .cpp files.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "djed/result.hpp"

namespace djed::online {

inline constexpr int kProtocolVersion = 1;
// Limits every server keeps and every client can count on.
inline constexpr std::size_t kMaxMessageBytes = 16 * 1024;
inline constexpr std::size_t kMaxNameChars = 24;
inline constexpr std::size_t kMaxChatChars = 300;
inline constexpr std::size_t kMaxTurnChars = 200;
inline constexpr std::size_t kMaxIdChars = 64;
// The most choices a step may name (no game's turn has more actions).
inline constexpr std::size_t kMaxPathLength = 64;

// Why a request was refused: a closed list, each with a stable word.
enum class ErrorCode : std::uint8_t {
  kBadJson,          // not one JSON object
  kTooLarge,         // longer than kMaxMessageBytes
  kUnknownType,      // "type" names no request
  kBadField,         // a field missing, of the wrong kind or out of range
  kProtocolVersion,  // the hello names another version
  kHelloFirst,       // anything before the hello, or a second hello
  kRateLimited,      // too many messages from this connection
  kTooManyConnections,  // too many connections from this address, on this seat, or watching this game
  kUnknownGame,      // no game (or variant) of that name on this server
  kUnknownCode,      // no game with that invite code (or it is over)
  kBadToken,         // no seat with that token
  kGameFull,         // both seats taken
  kNotSeated,        // a game request from a connection without a seat
  kNotYourTurn,      // a turn, reveal or answer that is not this seat's to give
  kIllegalTurn,      // the game's rules refuse the turn
  kStaleTurn,        // the turn was written for another position (ply)
  kGameOver,         // the game has ended
  kNotAllowed,       // not now: a draw offer in a game with dice, abort after the second turn, ...
  kBadReveal,        // the link does not hash to the one before it
  kBusy,             // the server cannot take it now (storage failed, shutting down)
  kTooManyGames,     // this address, or the server, has as many open games as it may
  kServerError,      // the server failed on the request; it was not carried out (keep it last)
};
std::string_view error_word(ErrorCode code);
// The code a word names (error_word's inverse), none for another word.
std::optional<ErrorCode> error_code_of(std::string_view word);

// A time control: untimed, Fischer (a base and an increment per turn), or
// days per turn (each turn must be played within them; nothing carries over).
struct TimeControl {
  enum class Kind : std::uint8_t { kUntimed, kFischer, kDays } kind = Kind::kUntimed;
  std::int64_t base_ms = 0;       // Fischer: the start; days: the time for each turn
  std::int64_t increment_ms = 0;  // Fischer: added after each own turn
  friend bool operator==(const TimeControl&, const TimeControl&) = default;
};
// "untimed", "M+S" (minutes, then seconds added a turn: 1..180 and 0..180),
// "Nd" (1..14 days a turn); refused with what was expected.
Result<TimeControl> parse_time_control(std::string_view text);
std::string format_time_control(const TimeControl& control);

enum class RequestType : std::uint8_t {
  kHello, kList, kCreate, kJoin, kWatch, kResume, kTurn, kReveal, kResign, kOfferDraw,
  kAcceptDraw, kDeclineDraw, kAbort, kClaim, kRematch, kChat, kMute, kPing, kInvite, kTurns,
  kDescribe, kStep,
};
std::string_view request_word(RequestType type);

// Which side the creator of a game plays.
enum class SeatChoice : std::uint8_t { kFirst, kSecond, kRandom };

// One client message, checked for form (not yet against a game).
struct Request {
  RequestType type = RequestType::kPing;
  std::string id;  // the request's "id" as JSON text, echoed in the answer; "" for none
  int protocol = 0;             // hello
  std::string client;           // hello: the client's name and version
  bool turn_lists = false;      // hello: turn requests list the legal turns (for clients without the rules)
  bool views = false;           // hello: the connection is sent the board's view after each change
  std::string language;         // hello: the language of the games' texts it is sent ("" for English)
  std::string name;             // create, join: the player's nickname
  std::string game, variant;    // create, describe
  SeatChoice seat = SeatChoice::kRandom;  // create
  TimeControl clock;            // create
  bool listed = true;           // create: shown in the list of open games
  bool follow = false;          // list: the list is sent again whenever it changes
  std::string commit;           // create, join, rematch: the head of the dice chain (64 hex digits), games with dice
  std::string code;             // join, watch, invite: the invite code
  std::string token;            // resume: the seat token (32 hex digits); join: the token the client chose for its seat (optional)
  std::int64_t after = 0;       // resume, watch: the last event number already seen
  std::string turn;             // turn: in the game's notation
  int ply = 0;                  // turn, turns: how many turns were played before it
  int from = 0;                 // turns: the first legal turn wanted (a page's start)
  std::vector<int> path;        // step: the choices made so far in the turn, one index each
  int index = 0;                // reveal: the throw's number, from 1
  std::string link;             // reveal: the chain's link for that throw (64 hex digits)
  std::string text;             // chat
  bool muted = false;           // mute
};

// A refusal: its code, a one-line reason, and the request's id when known.
struct Refusal {
  ErrorCode code = ErrorCode::kBadField;
  std::string reason;
  std::string id;
};

// Parses and checks one message: its size, JSON, the type and every field
// the type needs (strings printable and within their limits, hex of the
// right length, numbers in range). Either a request or a refusal.
struct Parsed {
  std::optional<Request> request;
  Refusal refusal;
};
Parsed parse_request(std::string_view text);

// The request as JSON text again (what a client sends); parse_request of it
// gives the same request.
std::string encode_request(const Request& request);

// The address of a game's page for a browser (docs/server.md, "Web pages"):
// the server's ws:// or wss:// address as http:// or https://, the invite
// code as its path. "" for an address of another kind.
std::string invite_link(std::string_view server_url, std::string_view code);

// A nickname by the rule of player_text.hpp (name_problem() says why not).
bool valid_name(std::string_view name);

}  // namespace djed::online
