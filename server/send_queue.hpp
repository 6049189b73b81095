#pragma once
// The messages waiting for one client, oldest first. A std::deque would do,
// but it takes about 600 bytes even when empty, and nearly every connection's
// queue is empty nearly always: this one holds nothing until it holds a
// message, and gives back what a burst made it grow to once it is empty again.
#include <cstddef>
#include <string>
#include <vector>

namespace djed::server {

class SendQueue {
 public:
  bool empty() const { return head_ == messages_.size(); }
  std::size_t size() const { return messages_.size() - head_; }
  // The bytes of the messages waiting.
  std::size_t bytes() const { return bytes_; }

  void push(std::string message) {
    bytes_ += message.size();
    messages_.push_back(std::move(message));
  }
  // The oldest message, out of the queue (the queue must not be empty).
  std::string take() {
    std::string oldest = std::move(messages_[head_]);
    bytes_ -= oldest.size();
    if (++head_ == messages_.size()) {
      messages_.clear();
      head_ = 0;
      if (messages_.capacity() > kKeptSlots) messages_.shrink_to_fit();
    } else if (head_ >= kKeptSlots && 2 * head_ >= messages_.size()) {
      // A client that keeps a message or two waiting for ever: the slots
      // already taken go, so the queue does not grow with every message.
      messages_.erase(messages_.begin(), messages_.begin() + static_cast<std::ptrdiff_t>(head_));
      head_ = 0;
    }
    return oldest;
  }
  // Slots the queue holds, taken ones included (for its test).
  std::size_t slots() const { return messages_.size(); }
  void clear() {
    std::vector<std::string>().swap(messages_);
    head_ = 0;
    bytes_ = 0;
  }

 private:
  // Room kept for this many messages once the queue is empty again.
  static constexpr std::size_t kKeptSlots = 8;
  std::vector<std::string> messages_;
  std::size_t head_ = 0;  // messages_[head_] is the oldest still waiting
  std::size_t bytes_ = 0;
};

}  // namespace djed::server
