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
      if (auto written = Journal::write_file(item.first, item.second, false); !written)
        log_("record-failed " + written.message());
    }
  });
}

void RecordWriter::write(std::filesystem::path file, std::string text) {
  {
    std::lock_guard lock(mutex_);
    queue_.emplace_back(std::move(file), std::move(text));
  }
  wake_.notify_one();
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
