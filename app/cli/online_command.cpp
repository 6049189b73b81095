#include "online_command.hpp"

#include <utility>  // Boost 1.74's asio uses std::exchange without it
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/websocket.hpp>
#include <sys/socket.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <thread>

#include "cli.hpp"
#include "djed/ai/levels.hpp"
#include "djed/online/client_game.hpp"
#include "djed/online/reconnect_delay.hpp"
#include "driver.hpp"
#include "executor.hpp"
#include "online_play.hpp"
#include "djed/online/player_text.hpp"
#include "djed/online/protocol.hpp"
#include "djed/record_replay.hpp"
#include "djed/text.hpp"

namespace djed::cli {

namespace {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace websocket = beast::websocket;
using tcp = asio::ip::tcp;
using Clock = std::chrono::steady_clock;

struct Address {
  std::string host, port, path = "/";
};

Result<Address> parse_address(const std::string& url) {
  const std::string prefix = "ws://";
  if (url.rfind(prefix, 0) != 0) return make_error("'" + url + "': expected ws://HOST:PORT");
  std::string rest = url.substr(prefix.size());
  Address a;
  if (const auto slash = rest.find('/'); slash != std::string::npos) {
    a.path = rest.substr(slash);
    rest = rest.substr(0, slash);
  }
  const auto colon = rest.rfind(':');
  if (colon == std::string::npos || colon == 0 || colon + 1 == rest.size())
    return make_error("'" + url + "': expected ws://HOST:PORT");
  a.host = rest.substr(0, colon);
  a.port = rest.substr(colon + 1);
  return a;
}

// One connection to the server; every failure is an exception the loop
// below turns into a reconnection.
class Link {
 public:
  explicit Link(const Address& address) : ws_(io_) {
    tcp::resolver resolver(io_);
    auto results = resolver.resolve(address.host, address.port);
    auto& socket = beast::get_lowest_layer(ws_).socket();
    asio::connect(socket, results);
    // A server that says nothing for 30 s (it pings every 10) is gone.
    timeval timeout{30, 0};
    ::setsockopt(socket.native_handle(), SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    ws_.read_message_max(1 << 20);
    ws_.handshake(address.host + ":" + address.port, address.path);
    ws_.text(true);
  }
  void send(const std::string& text) { ws_.write(asio::buffer(text)); }
  std::string read() {
    buffer_.consume(buffer_.size());
    ws_.read(buffer_);
    return beast::buffers_to_string(buffer_.data());
  }

 private:
  asio::io_context io_;
  websocket::stream<beast::tcp_stream> ws_;
  beast::flat_buffer buffer_;
};

struct Fatal {
  std::string message;
};

std::string side_name(const online::ClientGame& client, int side) {
  return side_word(client.game()->info(), side);
}

std::string result_line(const online::ClientGame& client) {
  if (client.end_reason() == "aborted") return "result: aborted";
  if (client.winner() < 0) return "result: draw (" + client.end_reason() + ")";
  return "result: " + side_name(client, client.winner()) + " wins (" + client.end_reason() + ")";
}

}  // namespace

int online_command(const CommandLine& line, const PluginHost& host, std::istream& in, std::ostream& out,
                   std::ostream& err) {
  const auto report = [&](const std::string& message) { cli::report(err, message); };
  if (line.positional.size() != 1) {
    report("online needs the server's address: djed-cli online ws://HOST:PORT --create GAME | --join CODE | --watch CODE");
    return kExitBadInput;
  }
  // Several addresses, comma-separated: the nodes of one server; a lost
  // connection is tried again on the next.
  std::vector<Address> addresses;
  for (std::size_t from = 0;;) {
    const auto comma = line.positional[0].find(',', from);
    auto address = parse_address(line.positional[0].substr(from, comma == std::string::npos ? comma : comma - from));
    if (!address) {
      report(address.message());
      return kExitBadInput;
    }
    addresses.push_back(std::move(address).value());
    if (comma == std::string::npos) break;
    from = comma + 1;
  }
  std::size_t current = 0;
  const int modes = int(line.has("create")) + int(line.has("join")) + int(line.has("watch"));
  if (modes != 1) {
    report("online needs one of --create GAME[:VARIANT], --join CODE, --watch CODE");
    return kExitBadInput;
  }
  online::Request first;
  std::shared_ptr<const Game> game;
  if (line.has("create")) {
    const std::string spec = line.value("create");
    const auto colon = spec.find(':');
    first.type = online::RequestType::kCreate;
    first.game = spec.substr(0, colon);
    first.variant = colon == std::string::npos ? "" : spec.substr(colon + 1);
    game = host.find(first.game);
    if (!game) {
      report("no game '" + first.game + "' is loaded");
      return kExitBadInput;
    }
    auto clock = online::parse_time_control(line.value("clock", "untimed"));
    if (!clock) {
      report("--clock " + clock.message());
      return kExitBadInput;
    }
    first.clock = *clock;
    const std::string seat = line.value("seat", "random");
    first.seat = seat == "first" ? online::SeatChoice::kFirst
                 : seat == "second" ? online::SeatChoice::kSecond
                                    : online::SeatChoice::kRandom;
    if (seat != "first" && seat != "second" && seat != "random") {
      report("--seat '" + seat + "': expected first, second or random");
      return kExitBadInput;
    }
    first.listed = !line.has("unlisted");
  } else if (line.has("join")) {
    first.type = online::RequestType::kJoin;
    first.code = line.value("join");
  } else {
    first.type = online::RequestType::kWatch;
    first.code = line.value("watch");
  }
  const std::string level = line.value("level", first.type == online::RequestType::kWatch ? "" : "human");
  const bool computer = !level.empty() && level != "human";
  int time_ms = 0;
  if (computer) {
    if (line.has("time-ms")) time_ms = std::stoi(line.value("time-ms"));
    // The level checked now, in a sentence, before anything is sent.
    if (auto made = ai::make_player(level, ai::PlayerOptions{0, time_ms, 0, nullptr}); !made) {
      report(made.message());
      return kExitBadInput;
    }
  }
  first.name = line.value("name", level.empty() || level == "human" ? "player" : "djed-" + level);
  if (const std::string wrong = online::name_problem(first.name); !wrong.empty()) {
    report("--name '" + printable(first.name) + "': " + wrong);
    return kExitBadInput;
  }
  const double reconnect_for = line.has("reconnect-for") ? std::stod(line.value("reconnect-for")) : 60.0;

  // The game as the app plays it: OnlinePlay rebuilds it from the server's
  // events into a session whose other seat is remote, reveals the dice
  // links, sends the turn played on the session, and keeps the seat.
  Link* link = nullptr;  // the connection of the moment
  session::OnlinePlay play([&](const std::string& id) { return host.find(id); },
                           [&](const std::string& text) {
                             if (link != nullptr) link->send(text);
                           });
  play.set_client_name("djed-cli");
  // A computer seat plays as it does offline: the session's Driver searches
  // and plays its turn (on a loop without delays), which is then sent.
  if (computer) play.set_local_seat(session::Seat::computer(level, 0, time_ms), std::random_device{}());
  session::LoopExecutor loop;
  std::shared_ptr<session::GameSession> driven;  // kept alive while its driver is
  std::unique_ptr<session::Driver> driver;
  const online::ClientGame& client = play.client();

  // --state FILE: the seat survives this process. Written once seated,
  // read back on start: a bot killed mid-game and started again resumes.
  const std::string state_file = line.value("state");
  bool resumed_from_file = false;
  if (!state_file.empty()) {
    std::ifstream saved(state_file);
    std::string seat;
    if (std::getline(saved, seat) && !seat.empty()) {
      if (auto restored = play.restore(seat); !restored) {
        report(state_file + ": " + restored.message());
        return kExitBadInput;
      }
      resumed_from_file = true;
    }
  }
  const auto save_seat = [&] {
    if (state_file.empty() || client.token().empty()) return;
    std::ofstream saved(state_file + ".new");
    saved << play.seat_text() << '\n';
    saved.close();
    std::filesystem::rename(state_file + ".new", state_file);
  };
  // The turn of the player here, played on the session: the computer's, by
  // its Driver, or the one typed (asked again until the rules take it).
  const auto play_my_turn = [&] {
    session::GameSession* s = play.session();
    if (s == nullptr || s->is_over() || !client.my_turn()) return;
    if (computer) {
      if (driven.get() != s) {
        driver.reset();
        driven = play.shared_session();
        driver = std::make_unique<session::Driver>(*driven, loop, session::Pacing{}.scaled(0));
      }
      driver->advance();
      if (!loop.run_until([&] { return driver->waiting(); })) throw Fatal{"the computer's turn stalled"};
      play.played();
      return;
    }
    if (!s->human_to_act()) return;
    const State& state = s->state();
    Turn turn;
    for (;;) {
      out << state.to_string() << "\nyour turn (" << side_name(client, client.side()) << "): " << std::flush;
      std::string text;
      if (!std::getline(in, text)) throw Fatal{"the terminal closed"};
      auto parsed = state.turn_from_string(text);
      if (parsed) {
        turn = std::move(parsed).value();
        break;
      }
      report("'" + text + "': " + parsed.message());
    }
    for (const Action a : turn)
      if (!s->play(a)) throw Fatal{"the session refused its own turn"};
    play.played();
  };

  bool said_code = resumed_from_file;
  int printed_turns = 0;
  auto lost_since = Clock::now();
  bool ever_connected = false;
  // Tries since the connection was last good: the wait before the next grows with them.
  int tries = 0;
  const online::ReconnectDelay reconnect_delay;
  std::mt19937 jitter(std::random_device{}());
  for (int attempt = 0;; ++attempt) {
    try {
      Link connection(addresses[current]);
      link = &connection;
      play.set_connected(true);
      tries = 0;
      if (client.token().empty() && client.game_id().empty() && client.code().empty() && !play.opening_unanswered())
        play.open(first);
      else play.reopen();
      ever_connected = true;
      for (;;) {
        const std::string text = connection.read();
        const auto kind = play.receive(text);
        if (kind != online::Received::kError || client.error_code() != "busy") lost_since = Clock::now();
        if (kind == online::Received::kError) {
          const std::string& code = client.error_code();
          if (code == "rate-limited" || code == "busy") {
            // Refused unread, or not stored (a node without its Redis):
            // wait, then send again what is due, for as long as a lost
            // connection would be tried again.
            if (code == "busy" &&
                std::chrono::duration<double>(Clock::now() - lost_since).count() > reconnect_for)
              throw Fatal{code + ": " + client.problem()};
            std::this_thread::sleep_for(std::chrono::seconds(1));
            play.send_again();
          } else if (code == "not-your-turn" || code == "stale-turn") {
            report("server: " + code + ": " + client.problem());
            continue;
          } else {
            throw Fatal{code + ": " + client.problem()};
          }
        }
        if (kind == online::Received::kSeated) save_seat();
        if (kind == online::Received::kSeated && !said_code) {
          said_code = true;
          if (first.type == online::RequestType::kCreate) {
            out << "code: " << client.code() << std::endl;
            // A friend with a browser needs only this (the server serves the page).
            const Address& a = addresses.front();
            out << "link: " << online::invite_link("ws://" + a.host + ":" + a.port, client.code()) << std::endl;
          } else {
            out << "joined: " << client.code() << std::endl;
          }
        }
        if (kind == online::Received::kWatching && !said_code) {
          said_code = true;
          out << "watching: " << client.code() << std::endl;
        }
        if (kind == online::Received::kEvent && client.record() != nullptr) {
          const auto& log = client.record()->turn_log();
          for (; printed_turns < static_cast<int>(log.size()); ++printed_turns)
            out << printed_turns + 1 << ". " << log[static_cast<std::size_t>(printed_turns)] << std::endl;
          if (client.last_event() == "joined" && client.started())
            out << "players: " << client.names()[0] << " - " << client.names()[1] << std::endl;
          if (client.over()) {
            link = nullptr;
            if (line.has("record")) {
              std::ofstream file(line.value("record"));
              file << client.record_text();
            }
            out << result_line(client) << std::endl;
            return kExitOk;
          }
        }
        play_my_turn();
      }
    } catch (const Fatal& f) {
      link = nullptr;
      report(f.message);
      return kExitBadInput;
    } catch (const std::exception& e) {
      link = nullptr;
      play.set_connected(false);
      // The connection is gone (or never came): try again for a while.
      const double lost = std::chrono::duration<double>(Clock::now() - lost_since).count();
      if (lost > reconnect_for) {
        report(std::string("the server at ") + line.positional[0] + " is unreachable: " + e.what());
        return kExitNoGames;
      }
      if (ever_connected && attempt % 10 == 0) report(std::string("connection lost (") + e.what() + "), reconnecting");
      current = (current + 1) % addresses.size();
      const double unit = std::uniform_real_distribution<double>(0.0, 1.0)(jitter);
      std::this_thread::sleep_for(std::chrono::milliseconds(reconnect_delay.delay_ms(tries++, unit)));
    }
  }
}

}  // namespace djed::cli
