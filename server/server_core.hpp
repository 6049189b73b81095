#pragma once
// The server without its sockets: the lobby, the games, who is connected to
// which seat, the journal and its acknowledgements, rate limits, clocks and
// presence. The network layer (listener.hpp) hands it connections and
// messages on one thread; tests drive it the same way.
#include <array>
#include <cstdint>
#include <deque>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "djed/online/protocol.hpp"
#include "djed/plugin_host.hpp"
#include "admission.hpp"
#include "claimed_codes.hpp"
#include "game_store.hpp"
#include "lobby.hpp"
#include "node_messages.hpp"
#include "connection.hpp"
#include "online_game.hpp"
#include "record_writer.hpp"
#include "room.hpp"
#include "wake_queue.hpp"
#include "wall_clock.hpp"

namespace djed::server {

// What the limits "per address" count by: an IPv4 address as it is, an IPv6
// address by its /64 ("2001:db8:1:2::/64"), which one host may hold whole.
std::string address_group(const std::string& address);

struct ServerOptions {
  std::filesystem::path data;              // the data folder: journal, records/
  std::int64_t grace_ms = 60'000;          // how long a player may be gone before the other may claim the game
  std::int64_t first_turn_ms = 30'000;     // a Fischer game's first turns: each within this, or the game is aborted
  // Who may connect and how fast they may speak (admission.hpp).
  AdmissionLimits admission;
  std::int64_t keep_finished_ms = 600'000; // a finished game stays for rematches and late returns
  std::uint64_t journal_limit_bytes = 64u << 20;  // the journal is compacted when it grew by this much
  // What a client can make the server hold (docs/server.md, "Limits").
  int connections_per_seat = 4;            // a further one closes the seat's oldest connection
  int spectators_per_game = 50;            // on this node
  // How many games, open and in all, and how many invite codes guessed (lobby.hpp).
  LobbyLimits lobby;
  std::int64_t open_idle_ms = 1'800'000;   // an open game whose creator is gone this long is forgotten
  int chat_lines_per_game = 200;
  int turns_per_message = 2000;            // legal turns listed in one message; a client pages through more
  std::size_t chat_bytes_per_game = 32 * 1024;  // the text of all its lines
  // Where the games are kept, when not in the journal in `data`: Redis for
  // one node of several (djed-server's --redis, docs/scaling.md), or a store
  // in memory (tests).
  std::function<std::unique_ptr<GameStore>(Post post)> store;
  std::function<void(const std::string&)> log = [](const std::string&) {};
  // Milliseconds of a steady clock; none: std::chrono::steady_clock (tests set their own).
  std::function<std::int64_t()> clock{};
};

// A node counts as gone when not heard for this long (it beats every second).
inline constexpr std::int64_t kNodeSilenceMs = 3000;

class ServerCore {
 public:
  // `post` runs a function on the network thread (the store's
  // acknowledgements arrive on threads of its own).
  ServerCore(ServerOptions options, std::shared_ptr<PluginHost> games, Post post);
  ~ServerCore();

  // Reads the store back (every game as it stood), writes the records of
  // games long over, and starts the store with the games kept.
  Result<void> start();
  // Waits until everything written is stored.
  void stop();

  // A new connection; false when its address has too many (it is told and closed).
  bool open(const std::shared_ptr<Connection>& connection);
  void message(Connection* connection, std::string_view text);
  void closed(Connection* connection);
  // Flags, expiries and clean-up of the games that are due (no game is
  // scanned); the network layer calls it about ten times a second.
  void tick();

  std::int64_t now_ms() const;
  struct Stats {
    std::size_t connections = 0, games = 0, live_games = 0, open_games = 0;
    std::uint64_t turns = 0, refused = 0, compactions = 0, failed_requests = 0, expired = 0;
  };
  Stats stats() const;
  // Messages waiting for the journal to reach the disk.
  std::size_t held_messages() const { return held_.size(); }
  // Whether the store failed (the journal: turns are refused from then
  // on), or a shared store cannot be reached (until it can again).
  bool storage_failed() const { return storage_failed_; }
  // This node's name among the nodes sharing one Redis.
  const std::string& node() const { return node_; }
  // Writes one log line, escaped (djed::printable): what a client sent can
  // neither break the line nor reach a terminal raw.
  void log(const std::string& line) const;

 private:
  struct Peer {
    std::shared_ptr<Connection> connection;
    bool hello = false;
    bool turn_lists = false;  // its turn requests list the legal turns
    bool views = false;       // it is sent the board's view after each change (a client without the rules)
    std::string language;     // of the games' texts in its views and steps
    bool lobby = false;       // follows the open games (list with follow)
    std::string game;  // the game this connection plays or watches
    int side = -1;     // its seat; -1 for a spectator or none
    Admission::Meter meter;  // its messages
    std::uint64_t serial = 0;  // the order connections came in: a full seat drops its oldest
    std::string group;         // what limits count it by: its address, an IPv6 address's /64
    std::size_t held = 0;      // its messages held until this node's writes are durable
  };
  // An event of a request that the game's owner, another node, is asked to
  // write (docs/scaling.md, "One owner per game"); by its ref.
  struct Pending {
    std::string game;
    std::uint64_t basis = 0;  // the events of the game this node knew of
    std::string entry;        // the journal line proposed
    std::string owner;        // the node asked
    std::weak_ptr<Connection> connection;
    std::string request_id;
    // What the request does once its event is here (none: nothing more than
    // what every event does).
    std::function<void(Peer&)> accepted;
    // What the request left behind, undone once the owner declines it (not
    // when it does not answer: the event may still be written).
    std::function<void()> undo;
    std::int64_t since = 0;
    int seat = -1;  // the side a join takes once written (-1 not a join)
  };
  // One message from a client, inside the boundary of message(): an
  // exception leaves it, never the server.
  void serve(Connection* connection, std::string_view text);
  // What follows an exception out of serve() or a node's message.
  void contained(Connection* connection, const std::string& what);
  void handle(Peer& peer, const online::Request& request);
  void refuse(Peer& peer, online::ErrorCode code, const std::string& reason, const std::string& id);
  // Sends now, or once every write this node made so far is durable, in
  // order for each connection. While relaying (what another node wrote,
  // durable already when heard: apply_remote), a connection of that game
  // with nothing held is sent to at once.
  void send(Connection* connection, std::string text);
  void on_durable(std::uint64_t line);
  // Nothing held any more, for any connection.
  void clear_held();
  // Journals an event of a game, applies it and sends it to everyone on the
  // game. `line`: the event's journal line as another node wrote it
  // (proposed to this node, the game's owner), its time kept.
  bool commit(Room& room, online::GameEvent event, const std::string* line = nullptr);
  // Commits the end when the rules say the game is over.
  void end_by_rules(Room& room);
  void broadcast_last(Room& room);
  void send_events(Room& room, Connection* connection, int side, std::int64_t after);
  void send_status(Room& room);
  void request_reveals(Room& room);
  void request_turn(Room& room);
  void attach(Peer& peer, Room& room, int side);
  void detach(Peer& peer);
  // What follows a change: the status (unless the event said it all), and
  // the requests of a throw's links or of a turn.
  void after_change(Room& room, bool status = true);
  // Whether a status follows the event just taken: not after a turn whose
  // event says all a status would (the clocks, and the other side's clock
  // running: no first turn awaited). The same on every node, whoever wrote it.
  bool status_after(const OnlineGame& game, bool turn) const;
  bool check_flag(Room& room);
  // Whether this node writes the game: a server alone writes every game,
  // a node of several the games it owns. Only the owner ends a game whose
  // flag fell, throws the dice, or forgets an open game nobody joined.
  bool owns(const Room& room) const;
  // Stores a line of the game's journal.
  void journal(Room& room, std::string line);
  std::uint64_t appended() const { return store_ ? store_->appended() : 0; }
  // Presence recomputed after a change here or elsewhere (gone_since, and
  // since when nobody here follows the game), and told to the other nodes.
  // The callers say it to the game's connections when it matters.
  void presence_changed(Room& room);
  // This node's seats (joins awaiting the owner among them) and spectators,
  // told to the other nodes. `ask`: they answer with theirs; `force`: said
  // even if unchanged.
  void publish_presence(Room& room, bool ask, bool force = false);
  // ---- several nodes (a shared store) ----
  // What the store reports, on the network thread.
  GameStore::Listener listener();
  // A game from the items of its list in the store (read off the network
  // thread: it never waits on the store), held and followed; none when
  // they do not make a game.
  Room* load_items(const std::string& id, const std::vector<std::string>& items, const std::string& owner);
  // What a request needs from the store, read off the network thread: the
  // value at a key (an invite code's or a seat token's: "ID" or "ID SIDE")
  // and the events of the game it names, held in memory; then `again` runs
  // on the network thread, if the connection is still there, with that
  // value (none: no such key). A read that failed answers the request
  // (`request_id`) `busy` instead.
  void read_for(Peer& peer, GameStore::Key key, const std::string& name, const std::string& request_id,
                std::function<void(Peer&, std::optional<std::string>)> again);
  // The seat a token holds: as Redis said (`stored`, "ID SIDE"), which has
  // the last word (a rematch made on another node moves a token), else as
  // this node knows it.
  std::optional<std::pair<std::string, int>> token_seat(const std::string& hash,
                                                        const std::optional<std::string>& stored);
  void on_nodes_message(const node::NodesMessage& message);
  void on_game_message(const std::string& id, const node::GameMessage& message);
  void on_presence(Room& room, const node::Presence& presence);
  void on_reveal(Room& room, const node::Reveal& reveal);
  void on_conflict(std::uint64_t seq, const std::string& id);
  void on_storage_lost(const std::string& reason);
  void on_storage_back();
  // Events other nodes appended since this node's last, read off the network
  // thread, then applied and sent on (those that came meanwhile skipped).
  void catch_up(Room& room);
  void catch_up(Room& room, std::int64_t from, const std::vector<std::string>& items);
  // Tells the other nodes the dice link side `side` gave for the throw due.
  void publish_reveal(Room& room, int side);
  // ---- one owner per game ----
  // Asks the game's owner to write the event of a request from `peer`;
  // `accepted` runs once it is written and here, `undo` if it is declined.
  void propose(Peer& peer, Room& room, online::GameEvent event, const std::string& request_id,
               std::function<void(Peer&)> accepted = {}, std::function<void()> undo = {});
  // The owner's side: a proposal written (and its proposer told), or declined.
  void on_proposal(Room& room, const node::Proposal& proposal);
  // Writes a proposed event (a journal line) if the game still has `basis`
  // events and it fits, and does what follows it; the event's number and
  // tag when it did.
  struct Written {
    std::uint64_t number;
    std::string tag;
  };
  // `from`: the node that proposed it ("" this one), whose joiner counts as here.
  std::optional<Written> write_proposed(Room& room, std::uint64_t basis, const std::string& entry,
                                        const std::string& from);
  void on_accepted(Room& room, const node::Accepted& accepted);
  void on_declined(const node::Declined& declined);
  void on_owner(Room& room, const node::Owner& owner);
  // The proposal whose event (journal line `line`) is here now, if this
  // node made it: what its request does next.
  void run_accepted(Room& room, const std::string& line);
  // What a proposal's request does once its event is here, if its connection still is.
  void carry_on(const Pending& done);
  // A proposal answered, declined or given up: taken out of pending_, its
  // join no longer counted as a seat of its room.
  Pending end_pending(std::map<std::uint64_t, Pending>::iterator it);
  // Tells the proposer's client that its request was not carried out.
  void decline_pending(std::uint64_t ref, const std::string& code, const std::string& reason);
  // The proposals of a game sent again to its owner now, or written here
  // when that is this node.
  void redirect_pending(Room& room);
  // Whether anybody on this node follows the game, or waits for its owner.
  bool follows(const Room& room) const;
  // Asks the store to make this node the game's owner if `from` still is.
  void take_over(Room& room, const std::string& from);
  // Games whose owner is gone (or none) taken over; proposals unanswered too long declined.
  void tick_owners();
  void apply_remote(Room& room, const std::string& tag, const std::string& entry);
  // The rematch another node started: read, then this node's players move to it.
  void follow_rematch(Room& old_room);
  void seat_in_rematch(const std::string& old_id, const std::string& new_id);
  // Forgets a game here: its connections here are closed (their clients
  // resume from what Redis holds), nothing more is sent to them from `seq`.
  void drop_game(const std::string& id, std::uint64_t seq);
  void forget(const std::string& id);
  // Forgets a game whose events could not be read (doing what), and closes
  // its connections here: their clients resume, which reads it again.
  void drop_unread(const std::string& id, const std::string& doing);
  // A read of the store answered: if reads were failing, says so, with the requests refused meanwhile.
  void reads_answer();
  // Forgets a rematch made here whose start in `old_id` was declined, and
  // what the store holds of it (unless `old_id` names it after all).
  void withdraw(const std::string& id, const std::string& old_id);
  // Whether `entry` is the start of a rematch game `old_id` names already.
  bool names_rematch_of(const std::string& old_id, const std::string& entry);
  // The games whose wake is due looked at, records retried, the journal compacted.
  void tick_games();
  // Asks for the game's next wake; called whenever it changes.
  void schedule(const Room& room);
  // A game's wake: what is due of it done (a flag, an expiry, forgetting).
  void wake(const std::string& id);
  // Heartbeats; once a second, nodes gone silent, games nobody here
  // follows any more, open games kept, owners gone.
  void tick_nodes();
  // Rewrites the journal with the games still in memory, when it has grown.
  void compact_journal();
  void finished(Room& room);
  std::filesystem::path record_path(const std::string& id) const;
  Room* find_room(const std::string& id);
  // Secrets and codes from OpenSSL's generator; none when it fails (the
  // request is refused: nothing falls back to a weaker generator).
  std::optional<std::string> random_hex(std::size_t bytes);
  std::optional<std::string> new_code();
  // Whether an invite code may be looked up now: codes of listed games are
  // public; any other look-up is a possible guess, allowed while this
  // address and the server have guesses left (an unknown code spends one).
  bool may_look_up(Peer& peer, const std::string& code, const std::string& id);
  // A game comes into memory (created, read from the journal or from
  // Redis): its code is known, and it counts as open until it starts or ends.
  Room& hold(const std::string& id, std::unique_ptr<OnlineGame> game);
  // A seat of the game was taken from an address group, which the limits count.
  void take_seat(Room& room, int side, const std::string& group);
  // After any event: whether the game is still open, where the limits count it.
  void note_open(const Room& room);
  // Forgets an open game nobody joined: off the list, the journal, memory.
  void expire(const std::string& id);
  // The messages held for the journal, when it failed: each connection is
  // told once that its request was not stored.
  void drop_held();
  std::string status_text(const Room& room) const;
  // The games this node offers, as every connection's `welcome` (once: the plugins are loaded before).
  std::string welcome_text() const;
  // The answer that puts a connection in a seat (`token`: "" when it has it).
  std::string seated_text(const Room& room, int side, const std::string& token, const std::string& id) const;
  // The open games on this node (list_text), or with a shared store on every node, read off the network thread.
  void list(Peer& peer, const std::string& id, bool follow = false);
  std::string list_text(const std::string& id) const;
  // The open games sent again to the connections following them, when they
  // changed (at most once a second; with a shared store, read every few seconds).
  void push_lobby();
  // An open game as the list shows it.
  online::OpenGame open_game_entry(const Room& room) const;
  // An open game is kept open_idle_ms more in a shared store, its lobby
  // entry says until when (nodes skip and remove it after); made again
  // while its creator is here.
  void keep_open(Room& room);
  // `code`: the invite code, once claimed (with Redis, claiming one waits
  // for Redis: the request goes on when it answers).
  void create(Peer& peer, const online::Request& request, std::string code = {});
  // `read`: what Redis holds of the code was read already (read_for).
  void join(Peer& peer, const online::Request& request, bool read = false);
  // A join carrying the token of a seat of its game: that seat, as a resume.
  void join_again(Peer& peer, Room& room, int side, const online::Request& request);
  void watch(Peer& peer, const online::Request& request, bool read = false);
  void resume(Peer& peer, const online::Request& request, bool read = false, std::optional<std::string> stored = {});
  // The game of the request's invite code, or none: refused (rate-limited,
  // or unknown, which spends one of the address's guesses), or, with Redis
  // and `again`, waiting for Redis's answer, after which `again` runs the
  // request once more.
  Room* game_of_code(Peer& peer, const online::Request& request, std::function<void(Peer&)> again);
  // The seat a join of an open game takes: "first" (makes the first turn) or "second".
  static std::string free_seat_word(const OnlineGame& game);
  // What an invite code's game is, before joining it (spends a guess when unknown).
  void invite(Peer& peer, const online::Request& request, bool read = false);
  // A page of the legal turns of the game this connection plays or watches.
  void send_turns(Peer& peer, const online::Request& request);
  // ---- clients without the rules (server_views.cpp) ----
  // A game's description (its board, images, texts) in the peer's language.
  void describe(Peer& peer, const online::Request& request);
  // The choices of the peer's turn after the actions it picked so far.
  void step(Peer& peer, const online::Request& request);
  // The board's view sent to the game's connections that asked for views,
  // or to one of them.
  void send_views(Room& room);
  void send_view(Room& room, Connection* connection);
  void rematch(Peer& peer, Room& room, const online::Request& request, std::string code = {});
  // Draws a code free on every node and goes on with it (empty: Redis is
  // away) if the connection is still there; with a shared store, one
  // claimed ahead if one is at hand.
  void claim_code(std::weak_ptr<Connection> connection, std::function<void(Peer&, std::string)> then, int attempt = 0);
  // A shared store: claims asked for until ClaimedCodes::kAhead are at hand or on the way.
  void claim_codes_ahead();

  ServerOptions options_;
  std::shared_ptr<PluginHost> games_;
  Post post_;
  std::unique_ptr<GameStore> store_;
  RecordWriter records_;
  std::uint64_t durable_ = 0;
  struct Held {
    std::uint64_t line;
    std::weak_ptr<Connection> connection;
    std::string text;
  };
  std::deque<Held> held_;
  std::string relaying_;  // the game apply_remote() is applying another node's event of ("" none)
  std::unordered_map<Connection*, Peer> peers_;
  Admission admission_;  // connections by address group, and their messages' rates
  std::unordered_map<std::string, Room> rooms_;  // by game id
  Lobby lobby_;  // codes, tokens, open games, the per-address limits, guesses
  const std::string welcome_;  // welcome_text(), sent to every connection
  std::uint64_t serials_ = 0;
  std::int64_t last_trim_ms_ = 0;
  std::int64_t last_alive_ms_ = 0;
  std::unordered_set<Connection*> lobby_followers_;
  std::string lobby_sent_;  // the list they were sent last
  std::int64_t last_lobby_push_ = 0;
  bool lobby_reading_ = false;
  std::int64_t last_record_retry_ms_ = 0;
  bool storage_failed_ = false;
  // Whether the store's reads are failing, and the requests refused busy
  // since: logged when they begin and when reads answer again, not a line a
  // request.
  bool reads_failing_ = false;
  std::uint64_t refused_unread_ = 0;
  ClaimedCodes claimed_codes_;  // a shared store: invite codes claimed ahead
  std::uint64_t turns_ = 0, refused_ = 0, failed_requests_ = 0, expired_ = 0;
  std::uint64_t compactions_ = 0;
  // Descriptions written, by game, variant and language: a few per game.
  std::map<std::string, std::string> descriptions_;
  std::unordered_set<std::string> orphan_games_;  // games of plugins not loaded: kept as read
  WakeQueue wakes_;
  std::set<std::string> awaiting_record_;  // finished games due to leave memory once their record is written
  std::string node_;
  std::unordered_map<std::string, std::int64_t> nodes_heard_;  // other nodes, when last heard
  std::int64_t started_ms_ = 0;
  std::int64_t last_node_scan_ = 0;
  std::map<std::uint64_t, Pending> pending_;  // proposals to other nodes, by ref
  std::uint64_t refs_ = 0;
  std::int64_t last_heartbeat_ = 0;
};

}  // namespace djed::server
