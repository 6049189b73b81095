#include "djed/message.hpp"

namespace djed {

Message Message::of(std::string id, std::vector<Message> args) {
  Message m;
  m.id = std::move(id);
  m.args = std::move(args);
  return m;
}

Message Message::plain(std::string text) {
  Message m;
  m.literal = std::move(text);
  return m;
}

Message Message::number(long long n) { return plain(std::to_string(n)); }

}  // namespace djed
