#include "djed/online/dice.hpp"

#include <openssl/sha.h>

#include <random>

namespace djed::online {

Digest sha256(const std::uint8_t* data, std::size_t size) {
  Digest out{};
  SHA256(data, size, out.data());
  return out;
}

std::string to_hex(const Digest& digest) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(64);
  for (auto b : digest) {
    out.push_back(kDigits[b >> 4]);
    out.push_back(kDigits[b & 15]);
  }
  return out;
}

bool from_hex(std::string_view hex, Digest* digest) {
  if (hex.size() != 64) return false;
  const auto nibble = [](char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
  };
  for (std::size_t i = 0; i < 32; ++i) {
    const int hi = nibble(hex[2 * i]), lo = nibble(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) return false;
    (*digest)[i] = static_cast<std::uint8_t>(hi * 16 + lo);
  }
  return true;
}

DiceChain::DiceChain(const Digest& secret) : links_(kChainLinks + 1) {
  links_[kChainLinks] = secret;
  for (int i = kChainLinks; i > 0; --i) {
    const auto& next = links_[static_cast<std::size_t>(i)];
    links_[static_cast<std::size_t>(i - 1)] = sha256(next.data(), next.size());
  }
}

DiceChain DiceChain::random() {
  std::random_device device;
  Digest secret{};
  for (std::size_t i = 0; i < secret.size(); i += 4) {
    const std::uint32_t word = device();
    for (std::size_t k = 0; k < 4; ++k) secret[i + k] = static_cast<std::uint8_t>(word >> (8 * k));
  }
  return DiceChain(secret);
}

bool follows(const Digest& previous, const Digest& link) { return sha256(link.data(), link.size()) == previous; }

std::size_t throw_from_links(int index, const Digest& first, const Digest& second,
                             const std::vector<ChanceOutcome>& outcomes) {
  static constexpr std::string_view kLabel = "djed-throw-1";
  std::vector<std::uint8_t> input(kLabel.begin(), kLabel.end());
  for (int shift = 24; shift >= 0; shift -= 8) input.push_back(static_cast<std::uint8_t>(index >> shift));
  input.insert(input.end(), first.begin(), first.end());
  input.insert(input.end(), second.begin(), second.end());
  const Digest d = sha256(input.data(), input.size());
  std::uint64_t u = 0;
  for (std::size_t i = 0; i < 8; ++i) u = (u << 8) | d[i];
  const double x = static_cast<double>(u >> 11) / 9007199254740992.0;  // 53 bits: exact in a double
  double cumulative = 0;
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    cumulative += outcomes[i].probability;
    if (x < cumulative) return i;
  }
  return outcomes.empty() ? 0 : outcomes.size() - 1;
}

}  // namespace djed::online
