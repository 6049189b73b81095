#pragma once
// Text for players as message ids with arguments. A plugin never writes a
// sentence in a language: it names the message (an id of its own tables) and
// fills in its arguments; whoever shows it renders it in the player's
// language from the tables the game carries (djed/translations.hpp).
#include <string>
#include <vector>

namespace djed {

struct Message {
  // A key of the game's message tables; empty: `literal` stands as it is.
  std::string id;
  // Text that reads the same in every language: a number, a square's label.
  std::string literal;
  // What fills {0}, {1}, ... of the message's pattern.
  std::vector<Message> args;

  static Message of(std::string id, std::vector<Message> args = {});
  static Message plain(std::string text);
  static Message number(long long n);

  bool empty() const noexcept { return id.empty() && literal.empty(); }
  friend bool operator==(const Message&, const Message&) = default;
};

}  // namespace djed
