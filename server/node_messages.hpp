#pragma once
// What the nodes sharing one Redis tell each other (docs/scaling.md), as
// types: one encoder and one decoder for each channel. Another node's message
// is input like a client's: the decoders check every word and number and
// give nothing for a message they cannot read; none of them throws.
//
// The wire stays the compact text the nodes have always published (words
// separated by single spaces), so nodes of this version and the last one
// understand each other while a cluster is updated one node at a time.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "djed/online/server_messages.hpp"

namespace djed::server::node {

// ---- on the nodes channel (djed:nodes) ----
// "alive NODE": a node's heartbeat, every second.
struct Alive {
  std::string node;
  friend bool operator==(const Alive&, const Alive&) = default;
};
// "bye NODE": a node stopping; the others stop counting its players at once.
struct Bye {
  std::string node;
  friend bool operator==(const Bye&, const Bye&) = default;
};
using NodesMessage = std::variant<Alive, Bye>;

// ---- on a game's channel (djed:game:{ID}) ----
// "here NODE SEATS0 SEATS1 WATCHERS" (or "here?", which asks the others for
// theirs): how many connections follow the game on that node.
struct Presence {
  std::string node;
  std::array<int, 2> seats{};
  int watchers = 0;
  bool ask = false;
  friend bool operator==(const Presence&, const Presence&) = default;
};
// "reveal SIDE INDEX LINK": a player's dice link for throw INDEX, given on
// another node before the other player's.
struct Reveal {
  int side = 0;
  int index = 1;
  std::string link_hex;  // 64 hex digits
  friend bool operator==(const Reveal&, const Reveal&) = default;
};
// "N PREVIOUS TAG ENTRY": event N of the game was appended after the event
// tagged PREVIOUS (empty for the first event). Redis's append script
// publishes it (redis_store.cpp), so this form is the script's too.
struct Appended {
  std::uint64_t number = 1;
  std::string previous_tag;
  std::string tag;
  std::string entry;  // the journal's JSON line; the game checks it
  friend bool operator==(const Appended&, const Appended&) = default;
};
// The game's owner (the one node that writes its events) and what other
// nodes ask of it (docs/scaling.md, "One owner per game"):
// "propose OWNER FROM REF BASIS ENTRY": node FROM asks OWNER to write ENTRY
// (a journal line) as the game's event BASIS+1, REF naming the request on
// FROM. The owner writes ENTRY as it is: FROM knows it when it comes back.
struct Proposal {
  std::string owner;
  std::string from;
  std::uint64_t ref = 1;
  std::uint64_t basis = 0;  // the events FROM knew of
  std::string entry;
  friend bool operator==(const Proposal&, const Proposal&) = default;
};
// "accepted NODE REF N TAG": the owner wrote NODE's proposal REF as event N,
// tagged TAG: NODE, which has the entry, takes it as the event at once.
struct Accepted {
  std::string node;
  std::uint64_t ref = 1;
  std::uint64_t number = 1;
  std::string tag;
  friend bool operator==(const Accepted&, const Accepted&) = default;
};
// "declined NODE REF WORD REASON": it did not; WORD is the error a client
// is told (online::ErrorCode's word), REASON the sentence, spaces and all.
struct Declined {
  std::string node;
  std::uint64_t ref = 1;
  std::string code;
  std::string reason;
  friend bool operator==(const Declined&, const Declined&) = default;
};
// "owner NODE": the game's owner from now (after a takeover); "owner -":
// none (it gave the game up, the next node to write takes it).
struct Owner {
  std::string node;  // empty: none
  friend bool operator==(const Owner&, const Owner&) = default;
};
using GameMessage = std::variant<Presence, Reveal, Appended, Proposal, Accepted, Declined, Owner>;

// ---- on a node's own channel (djed:node:NAME) ----
// "ID MESSAGE": a game message for that node alone (a proposal to a game's
// owner, the answer to its proposer), whether or not it follows the game's
// channel yet.
std::string encode_direct(const std::string& game, const GameMessage& message);
std::optional<std::pair<std::string, GameMessage>> decode_direct(std::string_view text);

// ---- a game's list of events in Redis ----
// "TAG ENTRY": each item of djed:game:{ID}:events.
struct StoredEvent {
  std::string tag;
  std::string entry;
  friend bool operator==(const StoredEvent&, const StoredEvent&) = default;
};

// ---- the seat a token holds ----
// "ID SIDE": the value of djed:token:HASH, the game and the side of the seat
// the token's player takes there.
struct TokenSeat {
  std::string game;
  int side = 0;
  friend bool operator==(const TokenSeat&, const TokenSeat&) = default;
};

// ---- the lobby of every node ----
// An open game's JSON object with "until" (ms since 1970: when its creator's
// absence makes it leave): each field of djed:lobby.
struct LobbyEntry {
  online::OpenGame game;
  std::int64_t until = 0;
};

// Limits of what a decoder accepts (far above what nodes write).
inline constexpr std::size_t kMaxNodeChars = 64;
inline constexpr std::size_t kMaxTagChars = 96;
inline constexpr int kMaxCount = 1'000'000;
inline constexpr std::size_t kMaxReasonChars = 1000;

// Whether `name` may name a node: one word of printable ASCII, at most
// kMaxNodeChars (what every decoder above accepts as one).
bool is_node_name(std::string_view name);

std::string encode(const NodesMessage& message);
std::string encode(const GameMessage& message);
std::string encode(const StoredEvent& event);
std::optional<NodesMessage> decode_nodes_message(std::string_view text);
std::optional<GameMessage> decode_game_message(std::string_view text);
std::optional<StoredEvent> decode_stored_event(std::string_view text);
std::string encode(const TokenSeat& seat);
std::optional<TokenSeat> decode_token_seat(std::string_view text);
std::string encode(const LobbyEntry& entry);
std::optional<LobbyEntry> decode_lobby_entry(std::string_view text);

}  // namespace djed::server::node
