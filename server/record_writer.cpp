#include "record_writer.hpp"

#include "journal.hpp"

namespace djed::server {

void RecordWriter::start() {
  thread_ = std::thread([this] {
    for (;;) {
      std::pair<std::filesystem::path, std::string> item;
      {
        std::unique_lock lock(mutex_);
        wake_.wait(lock, [&] { return !queue_.empty() || stopping_; });
        if (queue_.empty()) return;
        item = std::move(queue_.front());
        queue_.pop_front();
      }
      // Not synced: the journal keeps the game until a start-up writes its record for good.
      auto written = Journal::write_file(item.first, item.second, false);
      if (!written) log_("record-failed " + written.message() + "; written again later");
      std::lock_guard lock(mutex_);
      unwritten_.erase(unwritten_.find(item.first));
      if (!written) failed_[item.first] = std::move(item.second);
    }
  });
}

void RecordWriter::write(std::filesystem::path file, std::string text) {
  {
    std::lock_guard lock(mutex_);
    failed_.erase(file);
    unwritten_.insert(file);
    queue_.emplace_back(std::move(file), std::move(text));
  }
  wake_.notify_one();
}

void RecordWriter::retry() {
  {
    std::lock_guard lock(mutex_);
    if (failed_.empty()) return;
    for (auto& [file, text] : failed_) {
      unwritten_.insert(file);
      queue_.emplace_back(file, std::move(text));
    }
    failed_.clear();
  }
  wake_.notify_one();
}

bool RecordWriter::unwritten(const std::filesystem::path& file) const {
  std::lock_guard lock(mutex_);
  return unwritten_.count(file) > 0 || failed_.count(file) > 0;
}

void RecordWriter::stop() {
  {
    std::lock_guard lock(mutex_);
    if (!thread_.joinable()) return;
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

}  // namespace djed::server
