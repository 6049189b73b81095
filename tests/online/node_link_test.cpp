// Direct links between nodes (server/node_link.hpp), on loopback ports the
// tests bind: a proposal reaches the owner over the link once its address is
// learnt; a connection without the secret, without a greeting, or with a
// line over the limit is closed and nothing it sent is taken; a line that
// does not read is reported and the next one still taken; what a link could
// not carry comes back to go another way; a stopped node's link is lost and
// its address asked for again.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <optional>
#include <string>
#include <utility>  // Boost 1.74's asio uses std::exchange without it
#include <vector>
#include <boost/asio.hpp>

#include "host_port.hpp"
#include "link_reader.hpp"
#include "node_link.hpp"

namespace djed::server {
namespace {

namespace asio = boost::asio;
using tcp = asio::ip::tcp;

// What one node's links reported.
struct LinkReports {
  std::vector<std::pair<std::string, node::GameMessage>> messages;
  std::vector<std::pair<std::string, std::string>> unreadable;
  std::vector<std::pair<std::string, std::string>> fallback;
  std::vector<std::string> look_ups;
  std::vector<std::string> log;
  bool logged(const std::string& start) const {
    for (const auto& line : log)
      if (line.rfind(start, 0) == 0) return true;
    return false;
  }
};

NodeLinks::Handlers handlers_into(LinkReports& heard) {
  NodeLinks::Handlers h;
  h.message = [&heard](std::string game, node::GameMessage m) { heard.messages.emplace_back(game, std::move(m)); };
  h.unreadable = [&heard](std::string from, std::string text) { heard.unreadable.emplace_back(from, text); };
  h.fallback = [&heard](std::string to, std::string line) { heard.fallback.emplace_back(to, line); };
  h.look_up = [&heard](std::string to) { heard.look_ups.push_back(to); };
  h.log = [&heard](std::string line) { heard.log.push_back(line); };
  return h;
}

// Runs the loop until `done` holds, for 10 s at most.
template <typename Done>
bool run_until(asio::io_context& io, Done done) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (!done()) {
    if (std::chrono::steady_clock::now() > deadline) return false;
    io.restart();
    io.run_for(std::chrono::milliseconds(5));
  }
  return true;
}

node::Proposal proposal(std::uint64_t ref) {
  return node::Proposal{"b", "a", ref, 4, R"({"game":"g1","n":5,"turn":"a1-b2"})"};
}

std::uint16_t port_of(const std::string& advertised) { return parse_link_address(advertised)->port; }

class NodeLinkTest : public ::testing::Test {
 protected:
  NodeLinkTest() : a(io, "a", handlers_into(said_a), limits()), b(io, "b", handlers_into(said_b), limits()) {}
  static NodeLinkLimits limits() {
    NodeLinkLimits l;
    l.max_line_bytes = 4096;
    l.hello_timeout = std::chrono::milliseconds(200);
    l.retry_after = std::chrono::milliseconds(50);
    return l;
  }
  void SetUp() override {
    ASSERT_TRUE(a.listen("127.0.0.1", 0));
    ASSERT_TRUE(b.listen("127.0.0.1", 0));
  }
  // a learns b's address, as the store does after asking Redis.
  void link_a_to_b() {
    EXPECT_FALSE(a.send("b", node::encode_direct("g1", proposal(1))));
    ASSERT_EQ(said_a.look_ups, std::vector<std::string>{"b"});
    a.learn("b", b.advertised());
  }
  // A raw connection to b, as anybody may open one.
  tcp::socket raw_to_b() {
    tcp::socket socket(io);
    socket.connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port_of(b.advertised())));
    return socket;
  }
  // Whether the other end closed `socket` (reads until the end, 10 s at most).
  bool closed_by(tcp::socket& socket) {
    bool ended = false;
    std::array<char, 256> sink{};
    std::function<void()> read = [&] {
      socket.async_read_some(asio::buffer(sink), [&](boost::system::error_code error, std::size_t) {
        if (error) ended = true;
        else read();
      });
    };
    read();
    return run_until(io, [&] { return ended; });
  }
  std::string greeting_of(const std::string& from, const std::string& secret) {
    return "djed-link 1 " + from + " " + secret + "\n";
  }

  asio::io_context io;
  LinkReports said_a, said_b;
  NodeLinks a, b;
};

TEST(LinkAddressTest, ReadsHostPortAndSecretAndNothingElse) {
  const std::string secret(64, 'a');
  const auto read = parse_link_address("127.0.0.1:7641 " + secret);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->host, "127.0.0.1");
  EXPECT_EQ(read->port, 7641);
  EXPECT_EQ(read->secret, secret);
  ASSERT_TRUE(parse_link_address("::1:80 " + secret));
  EXPECT_EQ(parse_link_address("::1:80 " + secret)->host, "::1");
  for (const std::string& bad : std::vector<std::string>{"127.0.0.1:7641", "127.0.0.1 " + secret, "127.0.0.1:0 " + secret,
                                "127.0.0.1:65536 " + secret, "127.0.0.1:76x " + secret, "host.example:80 " + secret,
                                "127.0.0.1:80 " + std::string(63, 'a'), "127.0.0.1:80 " + std::string(64, 'G'),
                                ":80 " + secret, "127.0.0.1:80 " + secret + " more"})
    EXPECT_FALSE(parse_link_address(bad)) << bad;
}

TEST(HostPortTest, SplitsAtTheLastColonAndTakesOnlyAPortInRange) {
  const auto v4 = parse_host_port("127.0.0.1:0", 0);
  ASSERT_TRUE(v4);
  EXPECT_EQ(v4->host, "127.0.0.1");
  EXPECT_EQ(v4->port, 0);
  const auto v6 = parse_host_port("::1:7640", 0);
  ASSERT_TRUE(v6);
  EXPECT_EQ(v6->host, "::1");
  EXPECT_EQ(v6->port, 7640);
  EXPECT_FALSE(parse_host_port("127.0.0.1:0", 1));
  for (const char* bad : {"127.0.0.1", ":7640", "127.0.0.1:", "127.0.0.1:65536", "127.0.0.1:-1", "127.0.0.1:+80",
                          "127.0.0.1:80 ", "127.0.0.1:8x"})
    EXPECT_FALSE(parse_host_port(bad, 0)) << bad;
}

TEST_F(NodeLinkTest, AProposalReachesTheOwnerOnceItsAddressIsLearnt) {
  link_a_to_b();
  ASSERT_TRUE(a.send("b", node::encode_direct("g1", proposal(2))));
  ASSERT_TRUE(a.send("b", node::encode_direct("g2", proposal(3))));
  ASSERT_TRUE(run_until(io, [&] { return said_b.messages.size() == 2; }));
  EXPECT_EQ(said_b.messages[0].first, "g1");
  EXPECT_EQ(std::get<node::Proposal>(said_b.messages[0].second), proposal(2));
  EXPECT_EQ(said_b.messages[1].first, "g2");
  EXPECT_EQ(std::get<node::Proposal>(said_b.messages[1].second), proposal(3));
  EXPECT_TRUE(a.linked("b"));
  EXPECT_EQ(b.links_in(), 1);
  EXPECT_TRUE(said_a.logged("link-open b"));
  EXPECT_TRUE(said_a.fallback.empty());
  // Each node has a secret of its own.
  EXPECT_NE(parse_link_address(a.advertised())->secret, parse_link_address(b.advertised())->secret);
}

TEST_F(NodeLinkTest, ALineWithANewLineOrANodeNotAdvertisingGoesAnotherWay) {
  link_a_to_b();
  EXPECT_FALSE(a.send("b", "g1 here a 1 0 0\nmore"));
  EXPECT_FALSE(a.send("c", node::encode_direct("g1", proposal(1))));
  a.learn("c", std::nullopt);  // c keeps no address: Redis for a while
  EXPECT_FALSE(a.send("c", node::encode_direct("g1", proposal(1))));
  EXPECT_EQ(said_a.look_ups, (std::vector<std::string>{"b", "c"}));
  a.learn("d", b.advertised());  // not asked for: ignored
  EXPECT_FALSE(a.send("d", node::encode_direct("g1", proposal(1))));
  EXPECT_EQ(said_a.look_ups.back(), "d");
}

TEST_F(NodeLinkTest, AConnectionWithoutTheSecretIsClosedAndNothingTaken) {
  auto socket = raw_to_b();
  const std::string wrong(64, '0');
  asio::write(socket, asio::buffer(greeting_of("x", wrong) + node::encode_direct("g1", proposal(1)) + "\n"));
  EXPECT_TRUE(closed_by(socket));
  EXPECT_TRUE(said_b.messages.empty());
  EXPECT_TRUE(said_b.logged("link-refused 127.0.0.1: a wrong secret"));
  EXPECT_EQ(b.links_in(), 0);
}

TEST_F(NodeLinkTest, AConnectionThatSaysNothingIsClosedInTime) {
  auto socket = raw_to_b();
  EXPECT_TRUE(closed_by(socket));
  EXPECT_TRUE(said_b.logged("link-refused 127.0.0.1: no greeting in time"));
}

TEST_F(NodeLinkTest, ConnectionsThatStaySilentCannotKeepANodesLinkOut) {
  // Node c takes four links and lets connections wait long for their
  // greeting, four at a time.
  NodeLinkLimits patient = limits();
  patient.hello_timeout = std::chrono::seconds(60);
  patient.max_links_in = 4;
  patient.max_waiting_in = 4;
  LinkReports said_c;
  NodeLinks c(io, "c", handlers_into(said_c), patient);
  ASSERT_TRUE(c.listen("127.0.0.1", 0));
  const auto refused_waiting = [&] {
    return std::count(said_c.log.begin(), said_c.log.end(), "link-refused 127.0.0.1: a newer connection waits to greet");
  };
  std::vector<tcp::socket> silent;
  for (int i = 0; i < 10; ++i) {
    silent.emplace_back(io);
    silent.back().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port_of(c.advertised())));
  }
  // The six that waited longest made room for the newer.
  ASSERT_TRUE(run_until(io, [&] { return refused_waiting() == 6; }));
  EXPECT_TRUE(closed_by(silent.front()));
  // A node's link, greeting at once, gets in and carries its proposal.
  EXPECT_FALSE(a.send("c", node::encode_direct("g1", proposal(1))));
  a.learn("c", c.advertised());
  ASSERT_TRUE(a.send("c", node::encode_direct("g1", proposal(2))));
  ASSERT_TRUE(run_until(io, [&] { return said_c.messages.size() == 1; }));
  EXPECT_EQ(std::get<node::Proposal>(said_c.messages[0].second), proposal(2));
  EXPECT_EQ(c.links_in(), 1);
  c.stop();
}

TEST_F(NodeLinkTest, ConnectionsThatWaitedTogetherAreHeldToTheLinksLimitAsTheyGreet) {
  NodeLinkLimits one = limits();
  one.hello_timeout = std::chrono::seconds(60);
  one.max_links_in = 1;
  LinkReports said_c;
  NodeLinks c(io, "c", handlers_into(said_c), one);
  ASSERT_TRUE(c.listen("127.0.0.1", 0));
  const std::string secret = parse_link_address(c.advertised())->secret;
  std::vector<tcp::socket> waiting;
  for (int i = 0; i < 2; ++i) {
    waiting.emplace_back(io);
    waiting.back().connect(tcp::endpoint(asio::ip::make_address("127.0.0.1"), port_of(c.advertised())));
  }
  // Both taken while nobody had greeted; then both greet.
  ASSERT_TRUE(run_until(io, [&] { return c.links_waiting() == 2; }));
  asio::write(waiting[0], asio::buffer(greeting_of("x", secret)));
  asio::write(waiting[1], asio::buffer(greeting_of("y", secret)));
  ASSERT_TRUE(run_until(io, [&] { return said_c.logged("link-refused 127.0.0.1: too many links"); }));
  EXPECT_EQ(c.links_in(), 1);
  c.stop();
}

TEST_F(NodeLinkTest, AnythingButAGreetingFirstIsRefused) {
  auto socket = raw_to_b();
  asio::write(socket, asio::buffer(std::string("GET / HTTP/1.1\r\n\r\n")));
  EXPECT_TRUE(closed_by(socket));
  EXPECT_TRUE(said_b.logged("link-refused 127.0.0.1: not a node's greeting"));
}

TEST_F(NodeLinkTest, ALineOverTheLimitClosesTheLinkEndedOrNot) {
  for (const std::string end : {"", "\n"}) {
    auto socket = raw_to_b();
    const std::string secret = parse_link_address(b.advertised())->secret;
    asio::write(socket, asio::buffer(greeting_of("x", secret) + "g1 " + std::string(5000, 'x') + end));
    EXPECT_TRUE(closed_by(socket));
    EXPECT_TRUE(said_b.logged("link-refused 127.0.0.1: a line over 4096 bytes"));
    EXPECT_TRUE(said_b.messages.empty());
    EXPECT_TRUE(said_b.unreadable.empty());
    said_b.log.clear();
  }
}

TEST_F(NodeLinkTest, ALineThatDoesNotReadIsReportedAndTheNextTaken) {
  auto socket = raw_to_b();
  const std::string secret = parse_link_address(b.advertised())->secret;
  asio::write(socket, asio::buffer(greeting_of("x", secret) + "g1 propose b a 99999999999999999999 4 {}\n" +
                                   node::encode_direct("g1", proposal(7)) + "\n"));
  ASSERT_TRUE(run_until(io, [&] { return said_b.messages.size() == 1; }));
  ASSERT_EQ(said_b.unreadable.size(), 1U);
  EXPECT_EQ(said_b.unreadable[0].first, "x");
  EXPECT_EQ(std::get<node::Proposal>(said_b.messages[0].second), proposal(7));
  EXPECT_EQ(b.links_in(), 1);
}

TEST_F(NodeLinkTest, WhatALinkCouldNotCarryComesBackAndTheAddressIsAskedAgain) {
  // An address nobody listens on: the port of a socket closed again.
  std::uint16_t closed_port = 0;
  {
    tcp::acceptor gone(io, tcp::endpoint(asio::ip::make_address("127.0.0.1"), 0));
    closed_port = gone.local_endpoint().port();
  }
  EXPECT_FALSE(a.send("c", node::encode_direct("g1", proposal(1))));
  a.learn("c", "127.0.0.1:" + std::to_string(closed_port) + " " + std::string(64, 'f'));
  ASSERT_TRUE(a.send("c", node::encode_direct("g1", proposal(2))));
  ASSERT_TRUE(run_until(io, [&] { return !said_a.fallback.empty(); }));
  ASSERT_EQ(said_a.fallback.size(), 1U);  // the proposal, not the greeting
  EXPECT_EQ(said_a.fallback[0].first, "c");
  EXPECT_EQ(said_a.fallback[0].second, node::encode_direct("g1", proposal(2)));
  EXPECT_TRUE(said_a.logged("link-lost c: cannot connect"));
  // Not asked again at once; after the retry time, asked again.
  EXPECT_FALSE(a.send("c", node::encode_direct("g1", proposal(3))));
  EXPECT_EQ(said_a.look_ups.size(), 1U);
  const auto later = std::chrono::steady_clock::now() + std::chrono::milliseconds(60);
  ASSERT_TRUE(run_until(io, [&] { return std::chrono::steady_clock::now() > later; }));
  EXPECT_FALSE(a.send("c", node::encode_direct("g1", proposal(4))));
  EXPECT_EQ(said_a.look_ups.size(), 2U);
}

TEST_F(NodeLinkTest, AStoppedOwnersLinkIsLostAndItsAddressAskedAgain) {
  link_a_to_b();
  ASSERT_TRUE(a.send("b", node::encode_direct("g1", proposal(2))));
  ASSERT_TRUE(run_until(io, [&] { return said_b.messages.size() == 1; }));
  b.stop();
  ASSERT_TRUE(run_until(io, [&] { return said_a.logged("link-lost b"); }));
  EXPECT_FALSE(a.linked("b"));
  const auto later = std::chrono::steady_clock::now() + std::chrono::milliseconds(60);
  ASSERT_TRUE(run_until(io, [&] { return std::chrono::steady_clock::now() > later; }));
  EXPECT_FALSE(a.send("b", node::encode_direct("g1", proposal(3))));
  EXPECT_EQ(said_a.look_ups, (std::vector<std::string>{"b", "b"}));
}

TEST_F(NodeLinkTest, NodesLongGoneMakeRoomForANewOne) {
  // Each start names a node anew: names of nodes killed without a goodbye pile up.
  for (int i = 0; i < 300; ++i) EXPECT_FALSE(a.send("gone" + std::to_string(i), node::encode_direct("g1", proposal(1))));
  EXPECT_FALSE(a.send("b", node::encode_direct("g1", proposal(1))));
  EXPECT_EQ(said_a.look_ups.back(), "b");
  a.learn("b", b.advertised());
  ASSERT_TRUE(a.send("b", node::encode_direct("g1", proposal(2))));
  ASSERT_TRUE(run_until(io, [&] { return said_b.messages.size() == 1; }));
}

TEST_F(NodeLinkTest, ALinkHoldsOnlySoMuchForANodeNotYetReached) {
  NodeLinkLimits small = limits();
  small.max_queued_bytes = 160;
  LinkReports said_c;
  NodeLinks c(io, "c", handlers_into(said_c), small);
  ASSERT_TRUE(c.listen("127.0.0.1", 0));
  EXPECT_FALSE(c.send("b", node::encode_direct("g1", proposal(1))));
  c.learn("b", b.advertised());
  // The greeting and one proposal fit while the link is being made; a second does not.
  EXPECT_TRUE(c.send("b", node::encode_direct("g1", proposal(2))));
  EXPECT_FALSE(c.send("b", node::encode_direct("g1", proposal(3))));
  ASSERT_TRUE(run_until(io, [&] { return said_b.messages.size() == 1; }));
  EXPECT_EQ(std::get<node::Proposal>(said_b.messages[0].second), proposal(2));
}

}  // namespace
}  // namespace djed::server

namespace djed::server {
namespace {

// What a reader made of some bytes: the lines it took and why it refused.
struct ReadOut {
  std::vector<std::string> lines;
  std::optional<std::string> refused;
  std::string from;
  bool operator==(const ReadOut&) const = default;
};

ReadOut read_in_pieces(const std::string& bytes, std::size_t piece) {
  LinkReader reader(std::string(64, 'a'), 100);
  ReadOut out;
  for (std::size_t at = 0; at < bytes.size() && !out.refused; at += piece)
    out.refused = reader.read(std::string_view(bytes).substr(at, piece), [&](std::string_view line) {
      out.lines.emplace_back(line);
      return true;
    });
  out.from = reader.from();
  return out;
}

TEST(LinkReaderTest, ReadsTheSameHoweverTheBytesAreSplit) {
  const std::string greeting = "djed-link 1 n1 " + std::string(64, 'a') + "\n";
  const std::string two_lines = greeting + "g1 one\ng2 two\npart";
  const ReadOut whole = read_in_pieces(two_lines, two_lines.size());
  EXPECT_EQ(whole.lines, (std::vector<std::string>{"g1 one", "g2 two"}));
  EXPECT_FALSE(whole.refused);
  EXPECT_EQ(whole.from, "n1");
  const std::string too_long = greeting + "g1 one\n" + std::string(150, 'x') + "\ng2 two\n";
  for (const std::string& bytes : {two_lines, too_long})
    for (std::size_t piece = 1; piece <= 20; ++piece) EXPECT_EQ(read_in_pieces(bytes, piece), read_in_pieces(bytes, bytes.size())) << piece;
  EXPECT_EQ(read_in_pieces(too_long, too_long.size()).lines, std::vector<std::string>{"g1 one"});
  EXPECT_EQ(read_in_pieces(too_long, 7).refused, "a line over 100 bytes");
}

TEST(LinkReaderTest, NothingIsTakenBeforeTheExactGreeting) {
  const std::string secret(64, 'a');
  const std::vector<std::pair<std::string, std::string>> firsts = {
      {"djed-link 2 n1 " + secret, "not a node's greeting"},  {"djed-link 1 " + secret, "not a node's greeting"},
      {"djed-link 1 n\x01 " + secret, "not a node's greeting"}, {"g1 one", "not a node's greeting"},
      {"djed-link 1 n1  " + secret, "a wrong secret"},         {"djed-link 1 n1 " + secret + " ", "a wrong secret"},
      {"djed-link 1 n1 " + std::string(64, 'b'), "a wrong secret"}};
  for (const auto& [first, reason] : firsts) {
    const ReadOut out = read_in_pieces(first + "\ng1 one\n", 1000);
    EXPECT_TRUE(out.lines.empty()) << first;
    EXPECT_EQ(out.refused, reason) << first;
    EXPECT_EQ(out.from, "");
  }
}

}  // namespace
}  // namespace djed::server
