#pragma once
// Direct links between the nodes sharing one Redis (docs/scaling.md, "Node
// links"): a node hands a proposal to a game's owner over TCP instead of
// through a Redis channel, so a player's turn on a node that does not own
// the game waits for one sync of Redis (the owner's write), not two.
//
// Only what acknowledges nothing takes this way: a proposal asks; the
// owner's answer tells of a write and still goes through Redis, which
// delivers it once the write is synced. Anything a link cannot carry (no
// link known yet, the other node unreachable, its queue full) goes through
// Redis as before; a line lost with a link that broke is a proposal left
// unanswered, which the proposer declines to its player in time.
//
// Each node listens on an address of its own and keeps it in Redis with a
// secret made at start: a node that can read Redis may link, as it may
// write games. A connection must give the secret in its first line within
// seconds; every line is bounded and read like any other node's message
// (node_messages.hpp): one that cannot be read is reported and dropped.
//
// Wire: text lines ending in '\n'. First "djed-link 1 NODE SECRET" (NODE
// the sender's name), then "ID MESSAGE" lines as on a node's own channel
// (node::encode_direct).
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "djed/result.hpp"
#include "node_messages.hpp"

namespace boost::asio {
class io_context;
}

namespace djed::server {

// Where a node listens for the other nodes' links (none: it makes none and
// takes none; proposals go through Redis).
struct NodeLinkOptions {
  bool enabled = false;
  std::string host;
  std::uint16_t port = 0;  // 0: any free port
  std::function<void(std::string)> log = [](std::string) {};
};

struct NodeLinkLimits {
  // A line longer than this closes the link that sent it.
  std::size_t max_line_bytes = 256 * 1024;
  // Bytes waiting for one other node; more go through Redis.
  std::size_t max_queued_bytes = 1024 * 1024;
  // Links from other nodes at once (greeted); a further one is closed.
  int max_links_in = 64;
  // Connections yet to greet at once; a further one closes the one that
  // has waited longest. A node greets as soon as it is connected, so
  // connections that stay silent cannot keep its link out (only a flood of
  // new ones within its greeting's moment could).
  int max_waiting_in = 16;
  // How long a new connection may take to give its secret, and a link
  // to another node to be made.
  std::chrono::milliseconds hello_timeout{5'000};
  std::chrono::milliseconds connect_timeout{2'000};
  // After a link failed or an address was missing: when to ask again.
  std::chrono::milliseconds retry_after{1'000};
};

class NodeLinks {
 public:
  struct Handlers {
    // A message read off a link from another node (it gave the secret).
    std::function<void(std::string game, node::GameMessage message)> message;
    // A line from node `from` that does not read (dropped).
    std::function<void(std::string from, std::string text)> unreadable;
    // A line a link could not carry after send() took it: it goes another way.
    std::function<void(std::string node, std::string line)> fallback;
    // Where `node` listens is wanted: answered by learn().
    std::function<void(std::string node)> look_up;
    std::function<void(std::string line)> log;
  };

  NodeLinks(boost::asio::io_context& io, std::string node, Handlers handlers, NodeLinkLimits limits = {});
  ~NodeLinks();
  NodeLinks(const NodeLinks&) = delete;
  NodeLinks& operator=(const NodeLinks&) = delete;

  // Listens on HOST:PORT (port 0: any free one) with a new secret.
  Result<void> listen(const std::string& host, std::uint16_t port);
  // What other nodes need to link to this one: "HOST:PORT SECRET".
  std::string advertised() const;

  // Sends `line` (node::encode_direct's text) to `node` over its link,
  // making the link if need be: false when it cannot be taken now (the
  // caller sends it another way).
  bool send(const std::string& node, std::string line);
  // What `node` advertised (none: nothing, it does not link).
  void learn(const std::string& node, const std::optional<std::string>& advertised);
  // `node` left: its link is closed.
  void forget(const std::string& node);
  // Closes every link and stops listening; nothing is reported after.
  void stop();

  // ---- for tests and the log ----
  bool linked(const std::string& node) const;
  int links_in() const;       // greeted
  int links_waiting() const;  // connections yet to greet

 private:
  struct Impl;
  std::shared_ptr<Impl> impl_;
};

// "HOST:PORT SECRET" read back (the host, the port, the secret); none when
// it is not of that form.
struct LinkAddress {
  std::string host;
  std::uint16_t port = 0;
  std::string secret;
};
std::optional<LinkAddress> parse_link_address(std::string_view text);

}  // namespace djed::server
