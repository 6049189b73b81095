#include "journal.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

namespace djed::server {

namespace {

constexpr auto kGather = std::chrono::milliseconds(2);

std::string os_error(const std::string& what, const std::filesystem::path& file) {
  return what + " " + file.string() + ": " + std::strerror(errno);
}

bool write_all(int fd, const char* data, std::size_t size) {
  while (size > 0) {
    const ssize_t n = ::write(fd, data, size);
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    data += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

Result<void> sync_folder(const std::filesystem::path& folder) {
  const int fd = ::open(folder.empty() ? "." : folder.c_str(), O_RDONLY | O_DIRECTORY);
  if (fd < 0) return make_error(os_error("cannot open", folder));
  const bool ok = ::fsync(fd) == 0;
  ::close(fd);
  if (!ok) return make_error(os_error("cannot sync", folder));
  return {};
}

// Replaces `file` whole or not at all: `write` fills a new file beside it,
// which is synced when `durable`, then renamed over it (the folder synced).
Result<void> replace_file(const std::filesystem::path& file, const std::function<bool(int fd)>& write, bool durable) {
  const std::filesystem::path temporary = file.string() + ".new";
  const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0640);
  if (fd < 0) return make_error(os_error("cannot write", temporary));
  const bool ok = write(fd) && (!durable || ::fdatasync(fd) == 0);
  ::close(fd);
  if (!ok) return make_error(os_error("cannot write", temporary));
  std::error_code ec;
  std::filesystem::rename(temporary, file, ec);
  if (ec) return make_error("cannot rename " + temporary.string() + ": " + ec.message());
  return durable ? sync_folder(file.parent_path()) : Result<void>{};
}

}  // namespace

Journal::Journal(std::filesystem::path file, std::function<void(std::uint64_t)> durable,
                 std::function<void(std::string)> failed)
    : file_(std::move(file)),
      durable_(std::move(durable)),
      failed_(std::move(failed)),
      writer_([this](std::vector<Entry>& batch) { write(batch); }, {.gather = kGather, .idle = {}}) {}

Journal::~Journal() { stop(); }

Result<std::vector<std::string>> Journal::read(const std::filesystem::path& file) {
  std::vector<std::string> lines;
  std::error_code ec;
  if (!std::filesystem::exists(file, ec)) return lines;
  std::ifstream in(file, std::ios::binary);
  if (!in) return make_error(os_error("cannot read", file));
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    if (end == std::string::npos) break;  // cut short by a crash: never acknowledged
    if (end > start) lines.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return lines;
}

Result<void> Journal::write_file(const std::filesystem::path& file, const std::string& text, bool durable) {
  return replace_file(file, [&](int fd) { return write_all(fd, text.data(), text.size()); }, durable);
}

Result<void> Journal::rewrite(const std::filesystem::path& file, const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + '\n';
  return write_file(file, text);
}

Result<void> Journal::start() {
  fd_ = ::open(file_.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0640);
  if (fd_ < 0) return make_error(os_error("cannot open the journal", file_));
  if (auto synced = sync_folder(file_.parent_path()); !synced) return synced;
  writer_.start();
  started_ = true;
  return {};
}

std::uint64_t Journal::append(std::string line) {
  line += '\n';
  appended_ = writer_.push(Entry{std::move(line), false, {}});
  return appended_;
}

std::uint64_t Journal::bytes_written() const {
  std::lock_guard lock(mutex_);
  return written_bytes_;
}

bool Journal::compact(std::unordered_set<std::string> games) {
  {
    std::lock_guard lock(mutex_);
    if (compacting_) return false;
    compacting_ = true;
  }
  appended_ = writer_.push(Entry{{}, true, std::move(games)});
  return true;
}

bool Journal::kept_by(std::string_view line, const std::unordered_set<std::string>& games) {
  // The server writes {"e":…,"g":"ID"} (keys in order): the id is read from
  // the line's end without parsing the event; anything else is parsed.
  static constexpr std::string_view kKey = "\"g\":\"";
  const std::size_t key = line.rfind(kKey);
  if (key != std::string_view::npos && line.ends_with("\"}")) {
    const std::string_view id = line.substr(key + kKey.size(), line.size() - key - kKey.size() - 2);
    if (id.find_first_of("\"\\") == std::string_view::npos) return games.contains(std::string(id));
  }
  const nlohmann::json entry = nlohmann::json::parse(line, nullptr, false);
  if (!entry.is_object() || !entry.contains("g") || !entry["g"].is_string()) return true;
  return games.contains(entry["g"].get<std::string>());
}

bool Journal::switch_files(const std::unordered_set<std::string>& games) {
  // Games left out of the new journal live on in their records, written
  // unsynced when they ended: the file system is synced before they go.
  const int folder = ::open(file_.parent_path().empty() ? "." : file_.parent_path().c_str(), O_RDONLY | O_DIRECTORY);
  if (folder < 0) return false;
  const bool synced = ::syncfs(folder) == 0;
  ::close(folder);
  if (!synced) return false;
  // The old journal is whole and synced: its lines of the games kept are
  // copied to the new one a piece at a time, so memory never holds it all.
  std::ifstream in(file_, std::ios::binary);
  if (!in) return false;
  const auto copy_kept = [&](int out) {
    static constexpr std::size_t kPiece = 1u << 20;
    std::string piece;
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || !kept_by(line, games)) continue;
      piece += line;
      piece += '\n';
      if (piece.size() < kPiece) continue;
      if (!write_all(out, piece.data(), piece.size())) return false;
      piece.clear();
    }
    return !in.bad() && write_all(out, piece.data(), piece.size());
  };
  if (!replace_file(file_, copy_kept, true)) return false;
  const int fd = ::open(file_.c_str(), O_WRONLY | O_APPEND | O_CLOEXEC);
  if (fd < 0) return false;
  ::close(fd_);
  fd_ = fd;
  return true;
}

void Journal::stop() {
  if (!started_) return;
  started_ = false;
  writer_.stop(WorkQueue<Entry>::Remaining::kDone);
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
}

void Journal::write(std::vector<Entry>& batch) {
  taken_ += batch.size();
  if (failed_writing_) return;  // nothing more is acknowledged once the disk has failed
  // What came before a compaction goes to the old file, the rest to the new
  // (one compaction at a time: compact() refuses a second until it is done).
  std::string before;
  std::string after;
  const Entry* compaction = nullptr;
  for (const Entry& entry : batch) {
    if (entry.compaction) compaction = &entry;
    else (compaction == nullptr ? before : after) += entry.line;
  }
  bool ok = write_all(fd_, before.data(), before.size()) && ::fdatasync(fd_) == 0;
  if (ok && compaction != nullptr)
    ok = switch_files(compaction->games) && write_all(fd_, after.data(), after.size()) && ::fdatasync(fd_) == 0;
  if (!ok) {
    failed_writing_ = true;
    failed_(os_error("cannot write the journal", file_));
    return;
  }
  {
    std::lock_guard lock(mutex_);
    written_bytes_ = compaction != nullptr ? after.size() : written_bytes_ + before.size();
    if (compaction != nullptr) compacting_ = false;
  }
  durable_(taken_);
}

}  // namespace djed::server
