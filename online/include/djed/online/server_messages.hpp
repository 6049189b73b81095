#pragma once
// What the server sends a client (docs/protocol.md, "Server to client") as
// types: one encoder the server writes with and one decoder every client
// reads with, which checks each field's kind and range and gives a one-line
// problem instead of throwing. Events are game_events.hpp's.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "djed/online/game_events.hpp"
#include "djed/online/protocol.hpp"

namespace djed::online {

// A game the server plays, as `welcome` lists it.
struct OfferedGame {
  struct Variant {
    std::string id, name;
  };
  std::string id, name;
  std::vector<Variant> variants;
  std::array<std::string, 2> sides;
  bool dice = false;
  bool draw_offers = false;
};
struct Welcome {
  int protocol = kProtocolVersion;
  std::string server;
  std::vector<OfferedGame> games;
};

// An open game in the lobby.
struct OpenGame {
  std::string code, game, variant, clock;
  std::string name;  // who waits
  std::string seat;  // the seat left: "first" or "second"
  bool waiting = false;  // whether its creator is connected
};
// One open game alone (as the nodes sharing Redis keep their lobby): its
// JSON object, and back (fields beside its own are left alone).
std::string encode_open_game(const OpenGame& game);
std::optional<OpenGame> decode_open_game(std::string_view text);

struct GameList {
  std::vector<OpenGame> games;
  std::string id;  // the request's id as JSON text; "" for none (as in every reply)
};

struct Seated {
  std::string game, code;
  int side = 0;
  std::string token;  // "" in a rematch's: the token stays
  std::string id;
};
struct Watching {
  std::string game, code;
  std::string id;
};

struct InviteInfo {
  std::string code, game, variant, clock;
  bool dice = false;
  std::array<std::optional<std::string>, 2> names;  // by side; none: the seat is free
  std::string seat;  // the seat a join takes ("first" or "second"); "" once started
  bool started = false, over = false;
  std::string id;
};

struct TurnsPage {
  std::string game;
  int ply = 0;
  std::int64_t from = 0, total = 0;
  std::vector<std::string> turns;
  std::string id;
};

struct GameEventMessage {
  std::string game;
  std::int64_t n = 0;
  GameEvent event;
};

enum class Presence : std::uint8_t { kEmpty, kHere, kGone };
std::string_view presence_word(Presence presence);

struct Status {
  std::string game;
  std::int64_t n = 0;  // events so far
  std::array<std::int64_t, 2> clocks{};
  std::array<bool, 2> running{};
  int to_move = -1;
  int throw_index = 0;  // the throw due, 0: none
  std::array<bool, 2> reveal_waiting{};
  std::array<Presence, 2> presence{};
  std::array<std::int64_t, 2> gone_ms{};
  std::int64_t grace_ms = 0;
  std::int64_t spectators = 0;
  int draw_offer = -1, rematch_offer = -1;
  bool over = false;
  // The time left for the first turn the game waits for before it is
  // aborted (ms), -1 when it waits for none (docs/protocol.md, "Clocks").
  std::int64_t first_turn_ms = -1;
  // The clocks stand still after a server restart until the player they
  // wait for is back.
  bool paused = false;
};

struct TurnRequest {
  std::string game;
  int ply = 0;
  std::optional<std::vector<std::string>> turns;  // for clients that asked for turn lists
  std::optional<std::int64_t> turns_total;        // instead, when more than one message holds
};

struct RevealRequest {
  struct Outcome {
    std::string outcome;
    double p = 0;
  };
  std::string game;
  int index = 1;
  std::vector<Outcome> outcomes;
};

struct MutedReply {
  bool muted = false;
  std::string id;
};
struct Pong {
  std::string id;
};
struct ErrorReply {
  std::string code;  // error_word() of an ErrorCode (a later server may send others)
  std::string reason;
  std::string id;
};

using ServerMessage = std::variant<Welcome, GameList, Seated, Watching, InviteInfo, TurnsPage, GameEventMessage, Status,
                                   TurnRequest, RevealRequest, MutedReply, Pong, ErrorReply>;

std::string encode_message(const ServerMessage& message);

// An `event` message in two parts: the event's own fields (its secrets left
// out) as a JSON object's text, which a server keeps for each event, and the
// message they make in a game under a number. encode_message() writes every
// event message this way.
std::string event_message_fields(const GameEvent& event);
std::string event_message_text(std::string_view game, std::int64_t n, std::string_view fields);

struct DecodedMessage {
  std::optional<ServerMessage> message;
  std::string type;     // the message's type, when it has one
  std::string problem;  // why there is no message: "" for a type of a later revision
};
DecodedMessage decode_message(std::string_view text);

}  // namespace djed::online
