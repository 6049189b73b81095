// djed-server: plays Djed's games between players on other computers
// (docs/protocol.md, docs/server.md).
#include <utility>  // Boost 1.74's asio uses std::exchange without it
#include <boost/asio.hpp>
#include <charconv>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <ctime>
#include <iostream>
#include <string>
#include <vector>

#include "djed/plugin_host.hpp"
#include "host_port.hpp"
#include "listener.hpp"
#include "redis_game_store.hpp"
#include "server_core.hpp"
#include "web_files.hpp"

namespace {

constexpr const char* kHelp =
    "usage: djed-server [options]\n"
    "Serves Djed's games over WebSocket (protocol: /usr/share/doc/djed-server/protocol.md).\n"
    "\n"
    "  --listen HOST:PORT   address and port to listen on (default 127.0.0.1:7640; port 0: any free port,\n"
    "                       printed on the first line as 'listening on HOST:PORT')\n"
    "  --data DIR           the data folder: the journal of games in play and records/ of finished\n"
    "                       games (default ./djed-data); created when missing\n"
    "  --cert FILE --key FILE   serve TLS (wss://) with this PEM certificate chain and key\n"
    "  --web DIR            answer plain HTTP requests on the same port with the files of DIR (read\n"
    "                       once at start; / is DIR/index.html, and so is an invite code's /CODE);\n"
    "                       default: the browser's pages installed with the server (../share/djed/web\n"
    "                       from the program's folder), when they are there\n"
    "  --no-web             no pages: a plain HTTP request is told to use a WebSocket\n"
    "  --plugins DIR        load game plugins from DIR too (repeatable); DJED_PLUGIN_PATH=DIR:DIR also\n"
    "  --no-default-plugins only the plugins named by --plugins and DJED_PLUGIN_PATH\n"
    "  --grace SECONDS      how long a player may be gone before the other may claim the game (default 60)\n"
    "  --first-turn SECONDS how long each side has for its first turn in a game with a clock before\n"
    "                       the game is aborted (default 30)\n"
    "  --max-per-address N  connections one address may hold (default 200)\n"
    "  --rate N             messages a second one connection may send on average (default 20; bursts of 3 N)\n"
    "  --address-rate N     messages a second all connections of one address may send (default 200; bursts of 3 N)\n"
    "  --keep-finished SECONDS  how long a finished game stays for a rematch (default 600)\n"
    "  --max-connections N  connections from all addresses together (default 20000)\n"
    "  --seat-connections N connections one seat may hold; a further one closes the oldest (default 4)\n"
    "  --spectators N       spectators one game may have (default 50)\n"
    "  --open-games-per-address N  open games (not yet joined) one address may have (default 10)\n"
    "  --open-games N       open games on the whole server (default 10000)\n"
    "  --games-per-address N  games (open, in play or just over) with a seat taken from one address (default 100)\n"
    "  --games N            games (open, in play or just over) on the whole server (default 20000)\n"
    "  --open-idle SECONDS  an open game whose creator has been gone this long is forgotten (default 1800)\n"
    "  --chat-lines N       chat lines in one game (default 200)\n"
    "  --chat-kib N         KiB of chat text in one game (default 32)\n"
    "  --code-guesses N     unknown invite codes one address may ask for a minute (default 10)\n"
    "  --all-code-guesses N unknown invite codes all addresses together may ask for a second (default 20)\n"
    "  --handshakes-per-address N  connections of one address in their handshake (default 16; 10 s each)\n"
    "  --handshakes N       connections in their handshake from all addresses (default 1024)\n"
    "  --max-queued-kib N   KiB waiting for one client before it is closed as not reading (default 512)\n"
    "  --write-timeout SECONDS  a client that takes nothing for this long is closed (default 15)\n"
    "  --redis URL          one node of several: the games live in Redis at redis://[:PASSWORD@]HOST[:PORT][/DB]\n"
    "                       (which must run with appendonly yes, appendfsync always), not in the journal;\n"
    "                       any node serves any game (docs/scaling.md)\n"
    "  --node-link HOST:PORT  with --redis: the address other nodes reach this one on to hand it their\n"
    "                       players' turns for its games (port 0: any free port; default: the --listen\n"
    "                       host, any port; 'off': none, everything goes through Redis)\n"
    "  --quiet              no log lines (errors still go to stderr)\n"
    "  --help, --version\n"
    "\n"
    "Logs one line per event on stderr: start, connect, disconnect, create, start (of a game), resume,\n"
    "refused (a turn or throw refused), end, rematch, expired, storage-failed, request-failed,\n"
    "slow-reader-closed; with --redis also load, owner, conflict, withdrawn, node-failed,\n"
    "node-read-again, node-gone, storage-back, node-link, link-open, link-lost, link-refused. Stops on\n"
    "SIGINT or SIGTERM after everything acknowledged is on disk; after a crash or kill -9 it reads the\n"
    "journal and every game goes on where it stood.\n";

// --node-link's value ("" when not given: the host the server listens on,
// unless that is every address, which other nodes cannot be told).
djed::Result<djed::server::NodeLinkOptions> node_link_options(const std::string& value, const std::string& listen_host) {
  djed::server::NodeLinkOptions link;
  if (value == "off") return link;
  link.enabled = true;
  if (value.empty()) {
    link.host = listen_host;
    link.enabled = listen_host != "0.0.0.0" && listen_host != "::";
    return link;
  }
  const auto where = djed::server::parse_host_port(value, 0);
  if (!where) return djed::make_error("--node-link '" + value + "': expected HOST:PORT or off");
  link.host = where->host;
  link.port = where->port;
  return link;
}

bool number(const std::string& text, long long low, long long high, long long* out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), *out);
  return ec == std::errc() && end == text.data() + text.size() && *out >= low && *out <= high;
}

void log_line(const std::string& line) {
  const auto now = std::chrono::system_clock::now();
  const std::time_t t = std::chrono::system_clock::to_time_t(now);
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
  std::tm tm{};
  gmtime_r(&t, &tm);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%S", &tm);
  std::fprintf(stderr, "%s.%03lldZ %s\n", stamp, static_cast<long long>(ms), line.c_str());
}

// The limits of what one client can make the server hold (docs/server.md).
struct LimitOption {
  const char* name;
  long long low, high;
  const char* unit;  // for the message
  void (*set)(long long, djed::server::ServerOptions&, djed::server::ListenOptions&);
};
constexpr LimitOption kLimits[] = {
    {"--max-connections", 1, 10'000'000, "connections",
     [](long long n, auto& o, auto&) { o.admission.connections = static_cast<int>(n); }},
    {"--games", 1, 100'000'000, "games", [](long long n, auto& o, auto&) { o.lobby.games = static_cast<int>(n); }},
    {"--chat-kib", 1, 1 << 20, "KiB",
     [](long long n, auto& o, auto&) { o.chat_bytes_per_game = static_cast<std::size_t>(n) * 1024; }},
    {"--games-per-address", 1, 10'000'000, "games",
     [](long long n, auto& o, auto&) { o.lobby.games_per_address = static_cast<int>(n); }},
    {"--seat-connections", 1, 1000, "connections",
     [](long long n, auto& o, auto&) { o.connections_per_seat = static_cast<int>(n); }},
    {"--spectators", 0, 100'000, "spectators",
     [](long long n, auto& o, auto&) { o.spectators_per_game = static_cast<int>(n); }},
    {"--open-games-per-address", 1, 1'000'000, "games",
     [](long long n, auto& o, auto&) { o.lobby.open_games_per_address = static_cast<int>(n); }},
    {"--open-games", 1, 10'000'000, "games", [](long long n, auto& o, auto&) { o.lobby.open_games = static_cast<int>(n); }},
    {"--open-idle", 1, 86400 * 30, "seconds", [](long long n, auto& o, auto&) { o.open_idle_ms = n * 1000; }},
    {"--first-turn", 5, 3600, "seconds", [](long long n, auto& o, auto&) { o.first_turn_ms = n * 1000; }},
    {"--chat-lines", 0, 100'000, "lines",
     [](long long n, auto& o, auto&) { o.chat_lines_per_game = static_cast<int>(n); }},
    {"--code-guesses", 1, 100'000, "codes a minute",
     [](long long n, auto& o, auto&) { o.lobby.code_guesses_per_minute = static_cast<double>(n); }},
    {"--all-code-guesses", 1, 1'000'000, "codes a second",
     [](long long n, auto& o, auto&) { o.lobby.all_code_guesses_per_second = static_cast<double>(n); }},
    {"--handshakes-per-address", 1, 1'000'000, "connections",
     [](long long n, auto&, auto& l) { l.handshakes_per_address = static_cast<int>(n); }},
    {"--handshakes", 1, 10'000'000, "connections", [](long long n, auto&, auto& l) { l.handshakes = static_cast<int>(n); }},
    {"--max-queued-kib", 16, 1 << 20, "KiB",
     [](long long n, auto&, auto& l) { l.max_queued_bytes = static_cast<std::size_t>(n) * 1024; }},
    {"--write-timeout", 1, 3600, "seconds",
     [](long long n, auto&, auto& l) { l.write_timeout = std::chrono::seconds(n); }},
};

bool limit_option(const std::string& name) {
  for (const auto& limit : kLimits)
    if (name == limit.name) return true;
  return false;
}

// Sets a limit; "" when it was set, else what is wrong.
std::string set_limit(const std::string& name, const std::string& value, djed::server::ServerOptions& options,
                      djed::server::ListenOptions& listen) {
  for (const auto& limit : kLimits) {
    if (name != limit.name) continue;
    long long n = 0;
    if (!number(value, limit.low, limit.high, &n))
      return name + " '" + value + "': expected " + std::to_string(limit.low) + " to " + std::to_string(limit.high) +
             " " + limit.unit;
    limit.set(n, options, listen);
    return {};
  }
  return {};
}

int fail(const std::string& message) {
  std::fprintf(stderr, "djed-server: %s\n", message.c_str());
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace djed;
  server::ServerOptions options;
  std::string redis;  // --redis: one node of several
  std::string node_link;  // --node-link HOST:PORT, "off", or "" (the --listen host)
  options.data = "djed-data";
  options.log = log_line;
  server::ListenOptions listen;
  listen.port = 7640;
  std::vector<std::filesystem::path> plugin_dirs;
  bool default_plugins = true;
  bool web_chosen = false;  // --web or --no-web
  const std::vector<std::string> args(argv + 1, argv + argc);
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const auto value = [&]() -> const std::string* { return i + 1 < args.size() ? &args[++i] : nullptr; };
    long long n = 0;
    if (a == "--help" || a == "-h") {
      std::fputs(kHelp, stdout);
      return 0;
    } else if (a == "--version") {
      std::printf("djed-server %s, protocol %d\n", DJED_VERSION, online::kProtocolVersion);
      return 0;
    } else if (a == "--quiet") {
      options.log = [](const std::string&) {};
    } else if (a == "--no-web") {
      web_chosen = true;
    } else if (a == "--no-default-plugins") {
      default_plugins = false;
    } else if (a == "--listen" || a == "--data" || a == "--cert" || a == "--key" || a == "--plugins" ||
               a == "--grace" || a == "--max-per-address" || a == "--rate" || a == "--address-rate" ||
               a == "--keep-finished" || a == "--redis" || a == "--node-link" || a == "--web" || limit_option(a)) {
      const std::string* v = value();
      if (v == nullptr) return fail(a + " needs a value (see --help)");
      if (a == "--listen") {
        const auto where = server::parse_host_port(*v, 0);
        if (!where) return fail("--listen '" + *v + "': expected HOST:PORT");
        listen.host = where->host;
        listen.port = where->port;
      } else if (a == "--redis") {
        redis = *v;
      } else if (a == "--node-link") {
        node_link = *v;
      } else if (a == "--data") {
        options.data = *v;
      } else if (a == "--cert") {
        listen.certificate = *v;
      } else if (a == "--key") {
        listen.key = *v;
      } else if (a == "--plugins") {
        plugin_dirs.emplace_back(*v);
      } else if (a == "--web") {
        auto web = server::WebFiles::load(*v);
        if (!web) return fail("--web: " + web.message());
        listen.web = std::move(web).value();
        web_chosen = true;
      } else if (a == "--grace") {
        if (!number(*v, 1, 86400 * 14, &n)) return fail("--grace '" + *v + "': expected seconds, 1 to 1209600");
        options.grace_ms = n * 1000;
      } else if (a == "--max-per-address") {
        if (!number(*v, 1, 1'000'000, &n)) return fail("--max-per-address '" + *v + "': expected 1 to 1000000");
        options.admission.connections_per_address = static_cast<int>(n);
      } else if (a == "--rate") {
        if (!number(*v, 1, 100'000, &n)) return fail("--rate '" + *v + "': expected 1 to 100000");
        options.admission.messages_per_second = static_cast<double>(n);
        options.admission.message_burst = 3.0 * static_cast<double>(n);
      } else if (a == "--address-rate") {
        if (!number(*v, 1, 10'000'000, &n)) return fail("--address-rate '" + *v + "': expected 1 to 10000000");
        options.admission.address_messages_per_second = static_cast<double>(n);
      } else if (a == "--keep-finished") {
        if (!number(*v, 0, 86400 * 30, &n)) return fail("--keep-finished '" + *v + "': expected seconds");
        options.keep_finished_ms = n * 1000;
      } else if (auto wrong = set_limit(a, *v, options, listen); !wrong.empty()) {
        return fail(wrong);
      }
    } else {
      return fail("unknown option '" + a + "' (see --help)");
    }
  }

  if (!web_chosen) {
    // The pages installed beside the program (or built beside it): a
    // server serves the browser's game unless told not to.
    if (const auto folder = server::WebFiles::installed_folder()) {
      auto web = server::WebFiles::load(*folder);
      if (!web) return fail("the browser's pages in " + folder->string() + ": " + web.message() + " (--no-web serves none)");
      listen.web = std::move(web).value();
      options.log("web pages from " + folder->string());
    }
  }

  auto host = std::make_shared<PluginHost>();
  host->load_all(PluginHost::search_path(plugin_dirs, default_plugins));
  for (const auto& failure : host->failures()) options.log("plugin " + failure.file.string() + ": " + failure.reason);
  if (host->games().empty()) return fail("no game plugins were found (see --plugins)");

  boost::asio::io_context io(1);
  if (!redis.empty()) {
    auto link = node_link_options(node_link, listen.host);
    if (!link) return fail(link.message());
    link.value().log = options.log;
    if (!link.value().enabled && node_link.empty())
      options.log("node-link off: --listen is every address; --node-link HOST:PORT names the one other nodes reach");
    options.store = [&io, &redis, link = link.value()](server::Post post) {
      return std::make_unique<server::RedisGameStore>(redis, std::move(post), io, link);
    };
  } else if (!node_link.empty()) {
    return fail("--node-link needs --redis");
  }
  server::ServerCore core(options, host, [&io](std::function<void()> f) { boost::asio::post(io, std::move(f)); });
  if (auto started = core.start(); !started) return fail(started.message());
  server::Listener listener(io, core);
  if (auto listening = listener.start(listen); !listening) return fail(listening.message());
  // Stops on the first SIGINT or SIGTERM, caught from before the port is
  // announced; a second one (timeout(1) and systemd may send the signal to
  // the process and to its group) is ignored while the server stops, so it
  // cannot kill a server already saving its games.
  boost::asio::signal_set signals(io, SIGINT, SIGTERM);
  const auto ignore_signals = [] {
    std::signal(SIGINT, SIG_IGN);
    std::signal(SIGTERM, SIG_IGN);
  };
  std::printf("listening on %s:%u\n", listen.host.c_str(), static_cast<unsigned>(listener.port()));
  std::fflush(stdout);

  boost::asio::steady_timer ticker(io);
  std::function<void()> tick = [&] {
    ticker.expires_after(std::chrono::milliseconds(100));
    ticker.async_wait([&](boost::system::error_code ec) {
      if (ec) return;
      core.tick();
      tick();
    });
  };
  tick();
  bool stopping = false;
  signals.async_wait([&](boost::system::error_code ec, int) {
    if (ec) return;
    stopping = true;
    options.log("stop");
    listener.stop();
    ticker.cancel();
    io.stop();
  });
  std::signal(SIGPIPE, SIG_IGN);
  io.run();
  if (stopping) {
    signals.clear();  // gives the signals back to their default, so ignore them at once
    ignore_signals();
  }
  core.stop();
  return 0;
}
