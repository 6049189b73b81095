#include "link_reader.hpp"

#include <openssl/crypto.h>

#include "node_messages.hpp"

namespace djed::server {

std::optional<std::string> LinkReader::read(std::string_view bytes, const std::function<bool(std::string_view)>& line) {
  const std::string too_long = "a line over " + std::to_string(max_line_bytes_) + " bytes";
  partial_.append(bytes);
  // Every line these bytes completed is taken now: a burst of proposals
  // does not wait a turn of the loop for each line.
  std::size_t begin = 0;
  for (std::size_t end; (end = partial_.find('\n', begin)) != std::string::npos; begin = end + 1) {
    if (end - begin > max_line_bytes_) return too_long;
    const std::string_view text(partial_.data() + begin, end - begin);
    if (from_.empty()) {
      if (auto refused = greeting(text)) return refused;
    } else if (!line(text)) {
      return std::nullopt;
    }
  }
  partial_.erase(0, begin);
  if (partial_.size() > max_line_bytes_) return too_long;
  return std::nullopt;
}

std::optional<std::string> LinkReader::greeting(std::string_view text) {
  if (text.substr(0, kLinkGreeting.size()) != kLinkGreeting) return "not a node's greeting";
  const std::string_view rest = text.substr(kLinkGreeting.size());
  const auto space = rest.find(' ');
  if (space == std::string_view::npos || !node::is_node_name(rest.substr(0, space))) return "not a node's greeting";
  const std::string_view given = rest.substr(space + 1);
  if (given.size() != secret_.size() || CRYPTO_memcmp(given.data(), secret_.data(), secret_.size()) != 0)
    return "a wrong secret";
  from_ = std::string(rest.substr(0, space));
  return std::nullopt;
}

}  // namespace djed::server
