#include "redis_link.hpp"

#include <fcntl.h>
#include <hiredis/hiredis.h>

#include <boost/asio/error.hpp>

namespace djed::server {

void append_command(redisContext* context, const std::vector<std::string>& argv) {
  RedisWords words(argv);  // not const: hiredis 0.14 takes const char**
  redisAppendCommandArgv(context, words.count(), words.pointers.data(), words.lengths.data());
}

std::string reply_text(const redisReply* reply) {
  return reply->str != nullptr ? std::string(reply->str, reply->len) : std::string();
}

namespace {

void set_blocking(redisContext* context, bool blocking) {
  const int flags = ::fcntl(context->fd, F_GETFL);
  ::fcntl(context->fd, F_SETFL, blocking ? flags & ~O_NONBLOCK : flags | O_NONBLOCK);
  // hiredis reads EAGAIN as "try later" only on a context it knows to be non-blocking.
  if (blocking) context->flags |= REDIS_BLOCK;
  else context->flags &= ~REDIS_BLOCK;
}

}  // namespace

RedisLink::RedisLink(boost::asio::io_context& io, OnReply on_reply, OnFailure on_failure)
    : on_reply_(std::move(on_reply)), on_failure_(std::move(on_failure)), socket_(io) {}

RedisLink::~RedisLink() { close(); }

void RedisLink::adopt(redisContext* context) {
  close();
  context_ = context;
  ++connection_;
  set_blocking(context_, false);
  socket_.assign(context_->fd);
  wait_readable();
  flush();
}

void RedisLink::close() {
  if (context_ == nullptr) return;
  // The descriptor is hiredis's to close: the loop only stops watching it.
  boost::system::error_code ignored;
  socket_.cancel(ignored);
  (void)socket_.release();
  redisFree(context_);
  context_ = nullptr;
  writing_ = false;
  ++connection_;
}

void RedisLink::fail(const std::string& reason) {
  close();
  on_failure_(reason);
}

void RedisLink::send(const std::vector<std::string>& argv) {
  if (context_ != nullptr) append_command(context_, argv);
}

void RedisLink::flush() {
  if (context_ == nullptr || writing_) return;
  int done = 0;
  if (redisBufferWrite(context_, &done) != REDIS_OK) return fail(std::string("lost Redis: ") + context_->errstr);
  if (done == 0) wait_writable();
}

void RedisLink::wait_writable() {
  writing_ = true;
  socket_.async_wait(boost::asio::posix::stream_descriptor::wait_write,
                     [this, life = std::weak_ptr<int>(life_), connection = connection_](const boost::system::error_code& ec) {
                       if (ec == boost::asio::error::operation_aborted || !life.lock() || connection != connection_) return;
                       writing_ = false;
                       flush();
                     });
}

void RedisLink::wait_readable() {
  socket_.async_wait(boost::asio::posix::stream_descriptor::wait_read,
                     [this, life = std::weak_ptr<int>(life_), connection = connection_](const boost::system::error_code& ec) {
                       if (ec == boost::asio::error::operation_aborted || !life.lock() || connection != connection_) return;
                       read();
                     });
}

void RedisLink::read() {
  if (redisBufferRead(context_) != REDIS_OK) return fail(std::string("lost Redis: ") + context_->errstr);
  const std::uint64_t connection = connection_;
  for (;;) {
    void* raw = nullptr;
    if (redisGetReplyFromReader(context_, &raw) != REDIS_OK) return fail(std::string("lost Redis: ") + context_->errstr);
    if (raw == nullptr) break;
    std::unique_ptr<redisReply, void (*)(void*)> reply(static_cast<redisReply*>(raw), freeReplyObject);
    on_reply_(reply.get());
    // A reply may have closed this connection (or made a new one).
    if (connection != connection_) return;
  }
  wait_readable();
}

bool RedisLink::finish(std::size_t replies, std::chrono::seconds timeout) {
  if (context_ == nullptr) return false;
  boost::system::error_code ignored;
  socket_.cancel(ignored);
  (void)socket_.release();
  ++connection_;
  set_blocking(context_, true);
  const timeval wait{static_cast<time_t>(timeout.count()), 0};
  redisSetTimeout(context_, wait);
  for (std::size_t i = 0; i < replies; ++i) {
    void* raw = nullptr;
    if (redisGetReply(context_, &raw) != REDIS_OK) {
      redisFree(context_);
      context_ = nullptr;
      return false;
    }
    std::unique_ptr<redisReply, void (*)(void*)> reply(static_cast<redisReply*>(raw), freeReplyObject);
    on_reply_(reply.get());
    if (context_ == nullptr) return false;
  }
  int done = 0;
  while (done == 0 && redisBufferWrite(context_, &done) == REDIS_OK) {
  }
  redisFree(context_);
  context_ = nullptr;
  return done != 0;
}

}  // namespace djed::server
