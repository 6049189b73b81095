#pragma once
// The server's write-ahead journal: one JSON line per event, appended by the
// network thread and made durable by a writer (a batch-taking WorkQueue)
// that writes whatever has gathered and syncs it with one fdatasync (group
// commit). Nothing is
// sent to a client before the events it follows from are durable.
#include <cstdint>
#include <filesystem>
#include <functional>
#include <mutex>
#include <string>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "djed/result.hpp"
#include "work_queue.hpp"

namespace djed::server {

class Journal {
 public:
  // `durable` is called on the writer thread with the number of the last
  // line now on disk; the caller hands it to its own thread.
  // `failed` is called once when a write or sync fails.
  Journal(std::filesystem::path file, std::function<void(std::uint64_t)> durable,
          std::function<void(std::string)> failed);
  ~Journal();
  Journal(const Journal&) = delete;
  Journal& operator=(const Journal&) = delete;

  // Reads the lines of a journal file: complete lines only (a last line cut
  // short by a crash was never acknowledged and is dropped). A missing file
  // is empty.
  static Result<std::vector<std::string>> read(const std::filesystem::path& file);
  // Replaces the journal by `lines`, durably (a new file synced, renamed
  // over the old one, the folder synced). Only before start().
  static Result<void> rewrite(const std::filesystem::path& file, const std::vector<std::string>& lines);
  // Writes `text` to `file` the same way (a record): whole or not at all,
  // and synced to the disk when `durable` (without, the journal still holds
  // what it says until the next start-up writes it durably).
  static Result<void> write_file(const std::filesystem::path& file, const std::string& text, bool durable = true);

  Result<void> start();
  // Appends a line (without its newline); returns its number, from 1 (a
  // compaction takes a number too). From one thread only.
  std::uint64_t append(std::string line);
  std::uint64_t appended() const { return appended_; }
  // Writes and syncs what is pending, then stops the writer.
  void stop();
  // Journal bytes written since start or the last compaction.
  std::uint64_t bytes_written() const;
  // Rewrites the journal with the lines of `games` alone (everything a
  // start-up needs as of the last line appended so far), in order with the
  // appends: what was appended before is synced to the old file first and
  // read back from it, what comes after goes to the new one. Runs on the
  // writer thread; false when one is under way.
  bool compact(std::unordered_set<std::string> games);
  // Whether a line ({"e": event, "g": game id}, as the server writes it)
  // is of one of `games`; a line whose game cannot be read is kept.
  static bool kept_by(std::string_view line, const std::unordered_set<std::string>& games);

 private:
  // A line to append, or a compaction in its place among them.
  struct Entry {
    std::string line;
    bool compaction = false;
    std::unordered_set<std::string> games;  // the compaction's games kept
  };
  // On the writer's thread: what gathered, written and synced.
  void write(std::vector<Entry>& batch);
  // On the writer's thread: the lines of `games` copied to a new journal,
  // synced and put in place.
  bool switch_files(const std::unordered_set<std::string>& games);

  std::filesystem::path file_;
  std::function<void(std::uint64_t)> durable_;
  std::function<void(std::string)> failed_;
  int fd_ = -1;
  std::uint64_t appended_ = 0;  // the appending thread's count
  // The writer's own: entries taken so far, and whether the disk failed.
  std::uint64_t taken_ = 0;
  bool failed_writing_ = false;
  mutable std::mutex mutex_;  // guards the two below
  std::uint64_t written_bytes_ = 0;
  bool compacting_ = false;  // asked for, until done
  bool started_ = false;
  WorkQueue<Entry> writer_;
};

}  // namespace djed::server
