#pragma once
// One connection to Redis driven by the network thread's own loop: commands
// go out as the socket takes them and replies are handed on as the socket
// has them, so a write costs no hand-over to another thread and back. The
// connection is made elsewhere (connecting may wait) and adopted here.
// Everything runs on the loop; nothing is reported from inside a call to
// send() or flush(), only from the loop's own handlers.
#include <utility>  // Boost 1.74's asio uses std::exchange without it
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include <boost/asio/io_context.hpp>
#include <boost/asio/posix/stream_descriptor.hpp>

struct redisContext;
struct redisReply;

namespace djed::server {

class RedisLink {
 public:
  // Each reply in the order the commands went; the reply is freed after.
  using OnReply = std::function<void(redisReply*)>;
  // The connection failed (already closed when this is called).
  using OnFailure = std::function<void(std::string reason)>;

  RedisLink(boost::asio::io_context& io, OnReply on_reply, OnFailure on_failure);
  ~RedisLink();
  RedisLink(const RedisLink&) = delete;
  RedisLink& operator=(const RedisLink&) = delete;

  bool open() const { return context_ != nullptr; }
  // Takes a connected (blocking) hiredis context and listens on it.
  void adopt(redisContext* context);
  // Puts a command in the output buffer; flush() sends it.
  void send(const std::vector<std::string>& argv);
  // Writes what the socket takes now and waits for room for the rest.
  void flush();
  // Frees the connection; replies still due never come.
  void close();
  // For a stop with the loop no longer running: sends what is buffered and
  // reads `replies` replies, waiting at most `timeout` for each. False when
  // the connection failed first.
  bool finish(std::size_t replies, std::chrono::seconds timeout);

 private:
  void wait_readable();
  void wait_writable();
  void read();
  void fail(const std::string& reason);

  OnReply on_reply_;
  OnFailure on_failure_;
  redisContext* context_ = nullptr;
  boost::asio::posix::stream_descriptor socket_;
  bool writing_ = false;          // waiting for room to write
  std::uint64_t connection_ = 0;  // which adopted connection a handler is for
  std::shared_ptr<int> life_ = std::make_shared<int>(0);  // a handler run after the link is gone finds it gone
};

// A command's words as hiredis takes them: pointers and lengths (binary safe).
struct RedisWords {
  explicit RedisWords(const std::vector<std::string>& argv) {
    for (const auto& word : argv) {
      pointers.push_back(word.data());
      lengths.push_back(word.size());
    }
  }
  int count() const { return static_cast<int>(pointers.size()); }
  std::vector<const char*> pointers;  // hiredis 0.14 takes them as const char**
  std::vector<std::size_t> lengths;
};

// A reply's string ("" for a reply without one).
std::string reply_text(const redisReply* reply);

// Puts a command in a connection's output buffer.
void append_command(redisContext* context, const std::vector<std::string>& argv);

}  // namespace djed::server
