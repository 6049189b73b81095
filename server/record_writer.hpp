#pragma once
// Writes the records of finished games (data/records/<id>.djed) on a thread
// of its own, so the network thread never waits for a disk. A write that
// fails (a full disk, no file descriptor left) is kept and made again by
// retry(); until a record is written, the journal keeps its game.
#include <filesystem>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <string>
#include <utility>

#include "work_queue.hpp"

namespace djed::server {

class RecordWriter {
 public:
  explicit RecordWriter(std::function<void(const std::string&)> log);
  ~RecordWriter() { stop(); }
  void start();
  void write(std::filesystem::path file, std::string text);
  // Queues again the writes that failed.
  void retry();
  // Whether `file` is queued, being written, or failed and waiting for retry().
  bool unwritten(const std::filesystem::path& file) const;
  // Writes what is queued, then stops.
  void stop();

 private:
  using Record = std::pair<std::filesystem::path, std::string>;
  void write_now(Record& record);

  std::function<void(const std::string&)> log_;
  mutable std::mutex mutex_;  // guards the two below, which both threads read
  std::multiset<std::filesystem::path> unwritten_;         // queued or being written
  std::map<std::filesystem::path, std::string> failed_;   // to write again
  WorkQueue<Record> queue_;
};

}  // namespace djed::server
