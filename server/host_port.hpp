#pragma once
// "HOST:PORT" as options and the nodes' link addresses give it: split at the
// last colon (so an IPv6 address needs no brackets), the port in digits
// alone from `lowest_port` to 65535, the host not empty. None otherwise.
#include <charconv>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace djed::server {

struct HostPort {
  std::string host;
  std::uint16_t port = 0;
};

inline std::optional<HostPort> parse_host_port(std::string_view text, unsigned lowest_port) {
  const auto colon = text.rfind(':');
  if (colon == std::string_view::npos || colon == 0) return std::nullopt;
  const std::string_view digits = text.substr(colon + 1);
  unsigned port = 0;
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), port);
  if (digits.empty() || error != std::errc{} || end != digits.data() + digits.size() || port < lowest_port ||
      port > 65535)
    return std::nullopt;
  return HostPort{std::string(text.substr(0, colon)), static_cast<std::uint16_t>(port)};
}

}  // namespace djed::server
