#pragma once
// What one link from another node says (node_link.hpp), read from its bytes
// as they arrive and apart from its socket: the greeting checked against
// this node's secret, then the lines after it, each bounded. The same bytes
// read the same however the network splits them (the link's fuzzer checks it).
#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace djed::server {

// The greeting a link starts with: "djed-link 1 NODE SECRET".
inline constexpr std::string_view kLinkGreeting = "djed-link 1 ";

class LinkReader {
 public:
  LinkReader(std::string secret, std::size_t max_line_bytes)
      : secret_(std::move(secret)), max_line_bytes_(max_line_bytes) {}

  // Reads `bytes`, handing each complete line after the greeting to `line`
  // (without its end) and stopping when `line` says false. What stops the
  // link instead is returned: the reason it is refused (one line).
  std::optional<std::string> read(std::string_view bytes, const std::function<bool(std::string_view)>& line);
  // The sending node's name, once it gave the secret ("" before).
  const std::string& from() const { return from_; }

 private:
  std::optional<std::string> greeting(std::string_view text);

  std::string secret_;
  std::size_t max_line_bytes_;
  std::string partial_;  // what was read of a line not yet complete
  std::string from_;
};

}  // namespace djed::server
