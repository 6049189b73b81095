#include "record_writer.hpp"

#include "journal.hpp"

namespace djed::server {

RecordWriter::RecordWriter(std::function<void(const std::string&)> log)
    : log_(std::move(log)), queue_([this](Record& record) { write_now(record); }) {}

void RecordWriter::start() { queue_.start(); }

void RecordWriter::write_now(Record& record) {
  // Not synced: the journal keeps the game until a start-up writes its record for good.
  auto written = Journal::write_file(record.first, record.second, false);
  if (!written) log_("record-failed " + written.message() + "; written again later");
  std::lock_guard lock(mutex_);
  unwritten_.erase(unwritten_.find(record.first));
  if (!written) failed_[record.first] = std::move(record.second);
}

void RecordWriter::write(std::filesystem::path file, std::string text) {
  {
    std::lock_guard lock(mutex_);
    failed_.erase(file);
    unwritten_.insert(file);
  }
  queue_.push({std::move(file), std::move(text)});
}

void RecordWriter::retry() {
  std::map<std::filesystem::path, std::string> again;
  {
    std::lock_guard lock(mutex_);
    if (failed_.empty()) return;
    again.swap(failed_);
    for (const auto& [file, text] : again) unwritten_.insert(file);
  }
  for (auto& [file, text] : again) queue_.push({file, std::move(text)});
}

bool RecordWriter::unwritten(const std::filesystem::path& file) const {
  std::lock_guard lock(mutex_);
  return unwritten_.count(file) > 0 || failed_.count(file) > 0;
}

void RecordWriter::stop() { queue_.stop(WorkQueue<Record>::Remaining::kDone); }

}  // namespace djed::server
