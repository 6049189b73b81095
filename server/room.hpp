#pragma once
// A game as a node serves it: the game itself (OnlineGame, folded from its
// events) and who follows it: the connections in its seats and watching on
// this node, those on other nodes as they told, since when a player is
// gone, mutes, and what the store knows of it (how many events, the last
// event's tag, its owner). A room decides what its messages say and when
// it next needs a look; the core sends, stores and schedules.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "connection.hpp"
#include "djed/online/server_messages.hpp"
#include "online_game.hpp"

namespace djed::server {

struct Room {
  std::unique_ptr<OnlineGame> game;
  std::array<std::set<Connection*>, 2> seats;
  std::set<Connection*> watchers;
  std::array<std::int64_t, 2> gone_since{{-1, -1}};  // -1: here (or never came)
  std::array<bool, 2> muted{};                       // side s silenced the other's chat
  std::uint64_t events = 0;                          // the game's events in the store (journal lines)
  std::string tag;                                   // the store's name of the last event
  // Who follows it through other nodes, by node, as they said.
  struct Remote {
    std::array<int, 2> seats{};
    int watchers = 0;
  };
  std::unordered_map<std::string, Remote> remote;
  // Other nodes heard asking who is there, which a node does once it follows
  // the game's channel: what they propose reaches them as the event itself.
  // A node leaves the list only when it goes silent: one that forgot the
  // game and reads it again finds its proposals among the events it reads
  // once it follows the channel again (catch_up).
  std::vector<std::string> nodes_following;
  // This node's players whose join awaits the owner, by seat: counted as
  // seated when this node tells the others who is there, so that the owner
  // shows the joiner here from the join on (the join counts on the owner
  // too: write_proposed).
  std::array<int, 2> joining{};
  std::array<int, 2> published{{-1, -1}};  // this node's seats as last told to the others
  int published_watchers = -1;
  // A shared store: since when this node, having read the game, awaits the
  // owner's word on who is there (-1 not): its statuses wait for it (a
  // second or two at most), as until then they would show the players on
  // the owner's node gone.
  std::int64_t owner_asked_at = -1;
  // What its connections were sent last, so that nothing is sent twice to
  // the same connections (a join across nodes passed both at once): the
  // status (a hash of its text, 0 none) and the turn request (ply and side,
  // -1 none). A connection attached clears both: it has had neither.
  std::size_t status_sent = 0;
  std::int64_t turn_requested = -1;
  std::int64_t idle_since = -1;  // nobody here since
  // The address groups its seats were taken from (not kept over a restart).
  std::array<std::string, 2> seat_groups;
  std::int64_t kept_open_at = -1;  // a shared store: when the open game was last kept open
  // A shared store: the node that writes the game ("" none known), and
  // whether this node is asking the store to make it the owner.
  std::string owner;
  bool taking_over = false;
  // Made on this node (created, or a rematch) and not yet followed: no other
  // node can have written it, and one that found it first would have to be
  // quicker than this node's own subscription (its presence is heard at its
  // next change then).
  bool made_here = false;

  // Whether side `side` is connected here or through another node.
  bool here(int side) const;
  // Whether `node` was heard asking who is there (nodes_following).
  bool followed_by(const std::string& node) const;
  // Spectators here and on other nodes.
  std::size_t watcher_count() const;
  // Whether no seat and no spectator of this node follows it.
  bool nobody_here() const;
  // Every connection of this node following it.
  std::set<Connection*> followers() const;
  // After a change of who is where: since when each player is gone, and
  // since when nobody here follows the game.
  void presence_changed(std::int64_t now);
  // The status message of the game now.
  online::Status status(std::int64_t now, std::int64_t grace_ms) const;
  // When it next needs a look without a request: its flag, an open game's
  // expiry after its creator left, a finished game's leaving memory; none
  // while only a request or a connection can change it.
  std::optional<std::int64_t> next_wake(std::int64_t now, std::int64_t open_idle_ms,
                                        std::int64_t keep_finished_ms) const;
  // Whether a connection in seat `side` (-1: a spectator) is sent event `sent`.
  bool sees(const OnlineGame::SentEvent& sent, int side) const;
};

}  // namespace djed::server
