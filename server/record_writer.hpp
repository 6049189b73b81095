#pragma once
// Writes the records of finished games (data/records/<id>.djed) on a thread
// of its own, so the network thread never waits for a disk.
#include <condition_variable>
#include <deque>
#include <filesystem>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <utility>

namespace djed::server {

class RecordWriter {
 public:
  explicit RecordWriter(std::function<void(const std::string&)> log) : log_(std::move(log)) {}
  ~RecordWriter() { stop(); }
  void start();
  void write(std::filesystem::path file, std::string text);
  // Writes what is queued, then stops.
  void stop();

 private:
  std::function<void(const std::string&)> log_;
  std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<std::pair<std::filesystem::path, std::string>> queue_;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace djed::server
