// The whole path of a request through djed-server: any bytes, as messages
// from the two seats of a game of any loaded plugin, go through
// ServerCore::message, the protocol's checks, the game's own parsers and
// rules, and back as replies. Every reply must be one JSON object of valid
// UTF-8, and the server must still answer a ping after each input.
//
// Input: the first byte picks the game (and variant) among the loaded ones;
// the rest is split at newlines into messages, sent in turn by the seat
// that created the game and the one that joined it.
#include <unistd.h>

#include <chrono>
#include <deque>
#include <filesystem>
#include <functional>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "djed/online/dice.hpp"
#include "djed/plugin_host.hpp"
#include "djed/text.hpp"
#include "fuzz_support.hpp"
#include "server_core.hpp"

namespace {

using djed::server::Connection;
using djed::server::ServerCore;
using Json = nlohmann::json;

// A client that checks every message it is sent.
class CheckingConnection final : public Connection {
 public:
  void send(std::string text) override {
    Json message = Json::parse(text, nullptr, false);  // invalid UTF-8 is a parse error too
    if (message.is_discarded() || !message.is_object() || !message.contains("type") || !message["type"].is_string())
      djed::fuzz::broken("the server sent what is not one JSON object with a type: " + djed::printable(text));
    received.push_back(std::move(message));
  }
  void close() override { closed = true; }
  const std::string& address() const override { return address_; }

  std::vector<Json> received;
  bool closed = false;

 private:
  std::string address_ = "127.0.0.1";
};

struct Server {
  std::shared_ptr<djed::PluginHost> games = std::make_shared<djed::PluginHost>();
  std::vector<std::pair<std::string, std::string>> variants;  // game id, variant
  djed::server::ServerOptions options;
  std::unique_ptr<ServerCore> core;
  std::mutex mutex;
  std::deque<std::function<void()>> posted;

  Server() {
    games->load_directory(DJED_FUZZ_PLUGIN_DIR);
    for (const auto& loaded : games->games()) {
      const auto& info = loaded.game->info();
      if (info.variants.empty()) variants.emplace_back(info.id, "");
      for (const auto& v : info.variants) variants.emplace_back(info.id, v.id);
    }
    if (variants.empty()) djed::fuzz::broken("no plugins in " DJED_FUZZ_PLUGIN_DIR);
    // The journal on a memory file system where there is one: its syncs cost nothing.
    const std::filesystem::path base =
        std::filesystem::exists("/dev/shm") ? std::filesystem::path("/dev/shm") : std::filesystem::temp_directory_path();
    options.data = base / ("djed-server-fuzz-" + std::to_string(::getpid()));
    std::filesystem::remove_all(options.data);
    options.admission.messages_per_second = options.admission.message_burst = options.admission.address_messages_per_second = 1e9;
    options.lobby.open_games_per_address = options.lobby.open_games = options.lobby.games_per_address = options.lobby.games = 1 << 30;
    options.lobby.code_guesses_per_minute = options.lobby.all_code_guesses_per_second = 1e9;
    options.keep_finished_ms = 0;
    options.open_idle_ms = 0;
    start();
  }

  // Starts (again) from the journal in the data folder: whatever the
  // inputs made the server write must read back.
  void start(bool afresh = false) {
    core.reset();
    posted.clear();
    if (afresh) std::filesystem::remove_all(options.data);
    core = std::make_unique<ServerCore>(options, games, [this](std::function<void()> f) {
      std::lock_guard lock(mutex);
      posted.push_back(std::move(f));
    });
    if (auto started = core->start(); !started)
      djed::fuzz::broken("the server did not start again from its journal: " + started.message());
  }

  // Runs what the journal posted until nothing waits for the disk.
  void settle() {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(5);
    for (;;) {
      std::deque<std::function<void()>> run;
      {
        std::lock_guard lock(mutex);
        run.swap(posted);
      }
      for (auto& f : run) f();
      if (core->held_messages() == 0) return;
      if (std::chrono::steady_clock::now() > deadline) djed::fuzz::broken("a message waited for the journal for 5 s");
      std::this_thread::sleep_for(std::chrono::microseconds(50));
    }
  }

  void say(CheckingConnection& c, std::string_view text) {
    core->message(&c, text);
    settle();
  }
};

std::string commitment(std::string_view seed) {
  return djed::online::DiceChain(
             djed::online::sha256(reinterpret_cast<const std::uint8_t*>(seed.data()), seed.size()))
      .commitment();
}

bool answers(const Json& message, const char* id) {
  const auto it = message.find("id");
  return message["type"] != "event" && it != message.end() && it->is_string() && *it == id;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static Server server;
  static const std::string commits[2] = {commitment("a"), commitment("b")};
  static int inputs = 0;
  // Every 200 inputs the server starts again from its journal; every 2,000
  // from nothing, so that games left unfinished do not pile up.
  if (++inputs % 200 == 0) server.start(inputs % 2000 == 0);
  if (size == 0) return 0;
  const auto& [game, variant] = server.variants[data[0] % server.variants.size()];
  auto first = std::make_shared<CheckingConnection>();
  auto second = std::make_shared<CheckingConnection>();
  for (const auto& c : {first, second}) {
    if (!server.core->open(c)) djed::fuzz::broken("a connection was refused");
    server.say(*c, R"({"type":"hello","protocol":1,"turn_lists":true})");
  }
  Json create = {{"type", "create"}, {"name", "A"}, {"game", game}, {"seat", "first"}, {"listed", false}};
  if (!variant.empty()) create["variant"] = variant;
  create["commit"] = commits[0];
  server.say(*first, create.dump());
  std::string code;
  for (const auto& m : first->received)
    if (m["type"] == "seated") code = m.value("code", "");
  if (code.empty()) djed::fuzz::broken("no game of " + game + " was made");
  server.say(*second, Json{{"type", "join"}, {"name", "B"}, {"code", code}, {"commit", commits[1]}}.dump());

  // The input's messages, each from a seat in turn.
  const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
  std::size_t start = 0;
  for (int n = 0; start <= text.size() && n < 16; ++n) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    server.say(n % 2 == 0 ? *first : *second, text.substr(start, end - start));
    start = end + 1;
  }
  // The server still answers, on both connections.
  for (const auto& c : {first, second}) {
    if (c->closed) continue;
    const std::size_t before = c->received.size();
    server.say(*c, R"({"type":"ping","id":"after"})");
    bool answered = false;
    for (std::size_t i = before; i < c->received.size(); ++i) answered = answered || answers(c->received[i], "after");
    if (!answered) djed::fuzz::broken("the server did not answer a ping after the input");
  }
  // Both resign where they sit and leave: the games are forgotten once
  // nobody follows them.
  server.say(*first, R"({"type":"resign"})");
  server.say(*second, R"({"type":"resign"})");
  server.core->closed(first.get());
  server.core->closed(second.get());
  server.core->tick();
  server.settle();
  return 0;
}
