#include "journal_store.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>

#include <nlohmann/json.hpp>

#include "json_text.hpp"
#include "online_game.hpp"

namespace djed::server {

JournalStore::JournalStore(std::filesystem::path file, std::uint64_t compact_after, Post post)
    : file_(std::move(file)), compact_after_(compact_after), post_(std::move(post)) {}

JournalStore::~JournalStore() {
  stop();
  if (alive_fd_ >= 0) ::close(alive_fd_);
}

namespace {
std::filesystem::path alive_path(const std::filesystem::path& journal) { return journal.parent_path() / "alive"; }
}  // namespace

Result<std::vector<std::string>> JournalStore::restore() {
  // A missing or unreadable "alive" is no error: the clocks are then charged nothing for the stop.
  std::ifstream in(alive_path(file_));
  long long wall = 0;
  if (in >> wall && wall > 0) last_alive_ = wall;
  return Journal::read(file_);
}

void JournalStore::alive(std::int64_t wall_ms) {
  if (alive_fd_ < 0) alive_fd_ = ::open(alive_path(file_).c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
  if (alive_fd_ < 0) return;
  // Fixed width, written in place: one write, never a short file.
  char text[24];
  const int length = std::snprintf(text, sizeof text, "%020lld\n", static_cast<long long>(wall_ms));
  if (::pwrite(alive_fd_, text, static_cast<std::size_t>(length), 0) != length) {
    // A full disk: the next run charges the clocks less; nothing else depends on it.
  }
}

Result<void> JournalStore::start(const std::vector<std::string>& kept, const std::string&, Listener listener) {
  if (auto rewritten = Journal::rewrite(file_, kept); !rewritten) return rewritten;
  journal_ = std::make_unique<Journal>(
      file_,
      [this, durable = listener.durable](std::uint64_t line) { post_([durable, line] { durable(line); }); },
      [this, failed = listener.failed](std::string reason) { post_([failed, reason] { failed(reason); }); });
  return journal_->start();
}

void JournalStore::stop() {
  if (journal_) journal_->stop();
}

std::uint64_t JournalStore::append(const std::string&, std::uint64_t, std::string&, const std::string& line) {
  return journal_->append(line);
}

std::uint64_t JournalStore::appended() const { return journal_ ? journal_->appended() : 0; }

void JournalStore::claim(const std::string&, std::function<void(Claim)> done) { done(Claim::kClaimed); }

void JournalStore::expired(const OnlineGame& game) {
  journal_->append(json_text(Json{{"g", game.id()}, {"e", {{"kind", "expired"}}}}));
}

bool JournalStore::wants_compaction() const { return journal_ && journal_->bytes_written() > compact_after_; }

bool JournalStore::compact(std::unordered_set<std::string> games) { return journal_->compact(std::move(games)); }

}  // namespace djed::server
