#pragma once
// The server's write-ahead journal: one JSON line per event, appended by the
// network thread and made durable by a writer thread that writes whatever
// has gathered and syncs it with one fdatasync (group commit). Nothing is
// sent to a client before the events it follows from are durable.
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "djed/result.hpp"

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
  // Appends a line (without its newline); returns its number, from 1.
  std::uint64_t append(std::string line);
  std::uint64_t appended() const { return appended_; }
  // Writes and syncs what is pending, then stops the writer.
  void stop();
  // Journal bytes written since start or the last compaction.
  std::uint64_t bytes_written() const;
  // Replaces the journal by `lines` (everything a start-up needs as of the
  // last line appended so far), in order with the appends: what was
  // appended before is synced to the old file first, what comes after goes
  // to the new one. Runs on the writer thread; false when one is under way.
  bool compact(std::vector<std::string> lines);

 private:
  void run();
  // On the writer thread: the new journal written, synced and put in place.
  bool switch_files(const std::vector<std::string>& lines);

  std::filesystem::path file_;
  std::function<void(std::uint64_t)> durable_;
  std::function<void(std::string)> failed_;
  int fd_ = -1;
  std::uint64_t appended_ = 0;  // the network thread's count
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::string pending_;
  std::uint64_t pending_last_ = 0;
  std::uint64_t written_bytes_ = 0;
  bool compacting_ = false;   // asked for, until done
  bool compact_taken_ = false;  // the writer has it in hand
  std::size_t compact_at_ = 0;  // where in pending_ the compaction stands
  std::vector<std::string> compact_lines_;
  bool stopping_ = false;
  std::thread writer_;
};

}  // namespace djed::server
