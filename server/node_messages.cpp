#include "node_messages.hpp"

#include <nlohmann/json.hpp>

#include <charconv>

#include "djed/online/dice.hpp"
#include "djed/online/overloaded.hpp"

namespace djed::server::node {

namespace {

using online::Overloaded;

bool is_word(std::string_view word, std::size_t max_chars) {
  if (word.empty() || word.size() > max_chars) return false;
  for (const char c : word)
    if (c <= ' ' || c > '~') return false;
  return true;
}

// Read as the dice read a link: 64 lower-case hex digits.
bool is_hex64(std::string_view text) {
  online::Digest digest{};
  return online::from_hex(text, &digest);
}

// Reads the message a word at a time: words are separated by exactly one
// space, as the encoders write them (an empty word is two spaces in a row).
class Words {
 public:
  explicit Words(std::string_view text) : rest_(text) {}
  // The next word (possibly empty), or nothing at the end of the text.
  std::optional<std::string_view> next() {
    if (done_) return std::nullopt;
    const auto space = rest_.find(' ');
    const std::string_view word = rest_.substr(0, space);
    if (space == std::string_view::npos) done_ = true;
    else rest_.remove_prefix(space + 1);
    return word;
  }
  // Everything after the words read so far, or nothing at the end.
  std::optional<std::string_view> rest() {
    if (done_) return std::nullopt;
    done_ = true;
    return rest_;
  }
  bool at_end() const { return done_; }

 private:
  std::string_view rest_;
  bool done_ = false;
};

template <typename Number>
std::optional<Number> number(std::optional<std::string_view> word, Number low, Number high) {
  // One spelling per number, as the encoders write it: digits only (no
  // sign, not even "-0"), no leading zero.
  if (!word || word->empty() || (word->size() > 1 && word->front() == '0')) return std::nullopt;
  for (const char c : *word)
    if (c < '0' || c > '9') return std::nullopt;
  Number value{};
  const auto [end, error] = std::from_chars(word->data(), word->data() + word->size(), value);
  if (error != std::errc{} || end != word->data() + word->size() || value < low || value > high) return std::nullopt;
  return value;
}

std::optional<std::string> word_of(std::optional<std::string_view> word, std::size_t max_chars) {
  if (!word || !is_word(*word, max_chars)) return std::nullopt;
  return std::string(*word);
}

}  // namespace

bool is_node_name(std::string_view name) { return is_word(name, kMaxNodeChars); }

std::string encode(const NodesMessage& message) {
  return std::visit(Overloaded{[](const Alive& m) { return "alive " + m.node; },
                               [](const Bye& m) { return "bye " + m.node; }},
                    message);
}

std::string encode(const GameMessage& message) {
  return std::visit(
      Overloaded{[](const Presence& m) {
                   return std::string(m.ask ? "here? " : "here ") + m.node + " " + std::to_string(m.seats[0]) + " " +
                          std::to_string(m.seats[1]) + " " + std::to_string(m.watchers);
                 },
                 [](const Reveal& m) {
                   return "reveal " + std::to_string(m.side) + " " + std::to_string(m.index) + " " + m.link_hex;
                 },
                 [](const Appended& m) {
                   return std::to_string(m.number) + " " + m.previous_tag + " " + m.tag + " " + m.entry;
                 },
                 [](const Proposal& m) {
                   return "propose " + m.owner + " " + m.from + " " + std::to_string(m.ref) + " " +
                          std::to_string(m.basis) + " " + m.entry;
                 },
                 [](const Accepted& m) {
                   return "accepted " + m.node + " " + std::to_string(m.ref) + " " + std::to_string(m.number) + " " +
                          m.tag;
                 },
                 [](const Declined& m) {
                   return "declined " + m.node + " " + std::to_string(m.ref) + " " + m.code + " " + m.reason;
                 },
                 [](const Owner& m) { return "owner " + (m.node.empty() ? std::string("-") : m.node); }},
      message);
}

std::string encode(const StoredEvent& event) { return event.tag + " " + event.entry; }

std::optional<NodesMessage> decode_nodes_message(std::string_view text) {
  Words words(text);
  const auto kind = words.next();
  auto node = word_of(words.next(), kMaxNodeChars);
  if (!kind || !node || !words.at_end()) return std::nullopt;
  if (*kind == "alive") return Alive{std::move(*node)};
  if (*kind == "bye") return Bye{std::move(*node)};
  return std::nullopt;
}

std::optional<GameMessage> decode_game_message(std::string_view text) {
  Words words(text);
  const auto kind = words.next();
  if (!kind) return std::nullopt;
  if (*kind == "here" || *kind == "here?") {
    Presence presence;
    presence.ask = *kind == "here?";
    auto node = word_of(words.next(), kMaxNodeChars);
    const auto seats0 = number(words.next(), 0, kMaxCount);
    const auto seats1 = number(words.next(), 0, kMaxCount);
    const auto watchers = number(words.next(), 0, kMaxCount);
    if (!node || !seats0 || !seats1 || !watchers || !words.at_end()) return std::nullopt;
    presence.node = std::move(*node);
    presence.seats = {*seats0, *seats1};
    presence.watchers = *watchers;
    return presence;
  }
  if (*kind == "reveal") {
    const auto side = number(words.next(), 0, 1);
    const auto index = number(words.next(), 1, kMaxCount);
    const auto link = words.next();
    if (!side || !index || !link || !is_hex64(*link) || !words.at_end()) return std::nullopt;
    return Reveal{*side, *index, std::string(*link)};
  }
  if (*kind == "propose") {
    auto owner = word_of(words.next(), kMaxNodeChars);
    auto from = word_of(words.next(), kMaxNodeChars);
    const auto ref = number<std::uint64_t>(words.next(), 1, UINT64_MAX);
    const auto basis = number<std::uint64_t>(words.next(), 0, UINT64_MAX);
    const auto entry = words.rest();
    if (!owner || !from || !ref || !basis || !entry || entry->empty()) return std::nullopt;
    return Proposal{std::move(*owner), std::move(*from), *ref, *basis, std::string(*entry)};
  }
  if (*kind == "accepted") {
    auto node = word_of(words.next(), kMaxNodeChars);
    const auto ref = number<std::uint64_t>(words.next(), 1, UINT64_MAX);
    const auto n = number<std::uint64_t>(words.next(), 1, UINT64_MAX);
    auto tag = word_of(words.next(), kMaxTagChars);
    if (!node || !ref || !n || !tag || !words.at_end()) return std::nullopt;
    return Accepted{std::move(*node), *ref, *n, std::move(*tag)};
  }
  if (*kind == "declined") {
    auto node = word_of(words.next(), kMaxNodeChars);
    const auto ref = number<std::uint64_t>(words.next(), 1, UINT64_MAX);
    auto code = word_of(words.next(), kMaxNodeChars);
    const auto reason = words.rest();
    if (!node || !ref || !code || !reason || reason->empty() || reason->size() > kMaxReasonChars) return std::nullopt;
    return Declined{std::move(*node), *ref, std::move(*code), std::string(*reason)};
  }
  if (*kind == "owner") {
    auto node = word_of(words.next(), kMaxNodeChars);
    if (!node || !words.at_end()) return std::nullopt;
    return Owner{*node == "-" ? std::string() : std::move(*node)};
  }
  Appended appended;
  const auto n = number<std::uint64_t>(kind, 1, UINT64_MAX);
  const auto previous = words.next();
  auto tag = word_of(words.next(), kMaxTagChars);
  const auto entry = words.rest();
  // The previous tag is empty for a game's first event.
  if (!n || !previous || (!previous->empty() && !is_word(*previous, kMaxTagChars)) || !tag || !entry ||
      entry->empty())
    return std::nullopt;
  appended.number = *n;
  appended.previous_tag = std::string(*previous);
  appended.tag = std::move(*tag);
  appended.entry = std::string(*entry);
  return appended;
}

std::string encode_direct(const std::string& game, const GameMessage& message) {
  return game + " " + encode(message);
}

std::optional<std::pair<std::string, GameMessage>> decode_direct(std::string_view text) {
  const auto space = text.find(' ');
  if (space == std::string_view::npos || !is_word(text.substr(0, space), kMaxNodeChars)) return std::nullopt;
  auto message = decode_game_message(text.substr(space + 1));
  if (!message) return std::nullopt;
  return std::pair{std::string(text.substr(0, space)), std::move(*message)};
}

std::optional<StoredEvent> decode_stored_event(std::string_view text) {
  Words words(text);
  auto tag = word_of(words.next(), kMaxTagChars);
  const auto entry = words.rest();
  if (!tag || !entry || entry->empty()) return std::nullopt;
  return StoredEvent{std::move(*tag), std::string(*entry)};
}

std::string encode(const TokenSeat& seat) { return seat.game + " " + std::to_string(seat.side); }

std::optional<TokenSeat> decode_token_seat(std::string_view text) {
  Words words(text);
  auto game = word_of(words.next(), kMaxTagChars);
  const auto side = number<int>(words.next(), 0, 1);
  if (!game || game->empty() || !side || !words.at_end()) return std::nullopt;
  return TokenSeat{std::move(*game), *side};
}

std::string encode(const LobbyEntry& entry) {
  nlohmann::json object = nlohmann::json::parse(online::encode_open_game(entry.game));
  object["until"] = entry.until;
  return object.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::optional<LobbyEntry> decode_lobby_entry(std::string_view text) {
  const nlohmann::json object = nlohmann::json::parse(text, nullptr, false);
  if (!object.is_object()) return std::nullopt;
  const auto until = object.find("until");
  if (until == object.end() || !until->is_number_integer() || until->get<std::int64_t>() < 0) return std::nullopt;
  auto game = online::decode_open_game(text);
  if (!game) return std::nullopt;
  return LobbyEntry{std::move(*game), until->get<std::int64_t>()};
}

}  // namespace djed::server::node
