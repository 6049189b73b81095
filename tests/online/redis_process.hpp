#pragma once
// One redis-server as nodes need it (append-only, synced at every write),
// started by a test on a loopback port it picks and killed with it, and
// asked directly what it holds.
#include <fcntl.h>
#include <hiredis/hiredis.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <optional>
#include <string>
#include <system_error>
#include <vector>

#include "redis_store.hpp"

extern char** environ;

namespace djed::server::testing {

inline int unused_loopback_port() {
  const int s = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  socklen_t size = sizeof a;
  ::bind(s, reinterpret_cast<sockaddr*>(&a), sizeof a);
  ::getsockname(s, reinterpret_cast<sockaddr*>(&a), &size);
  ::close(s);
  return ntohs(a.sin_port);
}

// One redis-server as nodes need it (append-only, synced at every write).
class RedisProcess {
 public:
  // Its files in a folder of its own under the system's temporary folder,
  // named `name` and this process's id, removed with it.
  explicit RedisProcess(const std::string& name)
      : dir_(std::filesystem::temp_directory_path() / (name + "-" + std::to_string(::getpid()))),
        port_(unused_loopback_port()) {
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  ~RedisProcess() {
    kill(SIGKILL);
    std::error_code ignored;
    std::filesystem::remove_all(dir_, ignored);
  }

  bool start() {
    const std::string port = std::to_string(port_);
    const std::string dir = dir_.string();
    std::vector<std::string> words = {"redis-server", "--port",        port,     "--bind", "127.0.0.1", "--dir", dir,
                                      "--appendonly", "yes", "--appendfsync", "always", "--save", ""};
    std::vector<char*> argv;
    for (auto& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t quiet;
    posix_spawn_file_actions_init(&quiet);
    posix_spawn_file_actions_addopen(&quiet, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&quiet, 2, "/dev/null", O_WRONLY, 0);
    const int spawned = posix_spawnp(&pid_, "redis-server", &quiet, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&quiet);
    if (spawned != 0) return false;
    for (int attempt = 0; attempt < 100; ++attempt) {
      if (ask({"PING"}) == "PONG") return true;
      // Gone: the port was taken meanwhile by another program.
      if (::waitpid(pid_, nullptr, WNOHANG) == pid_) {
        pid_ = 0;
        return false;
      }
      ::usleep(50'000);
    }
    return false;
  }
  // Started, on another port picked when the one picked was taken before
  // Redis bound it.
  bool start_anywhere() {
    for (int attempt = 0; attempt < 5; ++attempt) {
      if (start()) return true;
      kill(SIGKILL);
      port_ = unused_loopback_port();
    }
    return false;
  }
  void kill(int signal) {
    if (pid_ <= 0) return;
    ::kill(pid_, signal);
    ::waitpid(pid_, nullptr, 0);
    pid_ = 0;
  }
  RedisAddress address() const {
    RedisAddress a;
    a.port = port_;
    a.text = "redis://127.0.0.1:" + std::to_string(port_);
    return a;
  }
  // A command's answer as text (a list's items joined by newlines, a
  // number in digits); none
  // when Redis cannot be asked.
  std::optional<std::string> ask(const std::vector<std::string>& argv) const {
    redisContext* c = redisConnect("127.0.0.1", port_);
    if (c == nullptr || c->err != 0) {
      if (c != nullptr) redisFree(c);
      return std::nullopt;
    }
    std::vector<const char*> words;
    std::vector<std::size_t> lengths;
    for (const auto& a : argv) words.push_back(a.data()), lengths.push_back(a.size());
    auto* r = static_cast<redisReply*>(
        redisCommandArgv(c, static_cast<int>(words.size()), words.data(), lengths.data()));
    std::optional<std::string> text;
    if (r != nullptr) {
      text = std::string();
      if (r->type == REDIS_REPLY_ARRAY)
        for (std::size_t i = 0; i < r->elements; ++i) *text += std::string(r->element[i]->str, r->element[i]->len) + "\n";
      else if (r->type == REDIS_REPLY_INTEGER) *text = std::to_string(r->integer);
      else if (r->str != nullptr) *text = std::string(r->str, r->len);
      freeReplyObject(r);
    }
    redisFree(c);
    return text;
  }

 private:
  std::filesystem::path dir_;
  int port_;
  pid_t pid_ = 0;
};

}  // namespace djed::server::testing
