#pragma once
// Fair dice between two players who do not trust each other or the server
// (docs/protocol.md, "Dice"): each player commits to the head of a SHA-256
// hash chain before the first throw and reveals one link per throw, the
// chain walked backwards; a throw is derived from both players' links, so it
// is fixed when the game starts and known to nobody until both have shown
// their link.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "djed/types.hpp"

namespace djed::online {

using Digest = std::array<std::uint8_t, 32>;

Digest sha256(const std::uint8_t* data, std::size_t size);
std::string to_hex(const Digest& digest);
// 64 lowercase hex digits; false for anything else.
bool from_hex(std::string_view hex, Digest* digest);

// Links a chain gives: enough for every throw of a game under any turn cap
// Djed's games have (at most a few per turn).
inline constexpr int kChainLinks = 2048;

// One player's chain. link(0) is the commitment; link(i) is revealed for
// throw i and hashes to link(i - 1).
class DiceChain {
 public:
  // From 32 secret bytes (random: std::random_device, or a seed in tests).
  explicit DiceChain(const Digest& secret);
  static DiceChain random();
  const Digest& link(int index) const { return links_.at(static_cast<std::size_t>(index)); }
  std::string commitment() const { return to_hex(links_[0]); }
  std::string link_hex(int index) const { return to_hex(link(index)); }
  // The secret the chain grew from: what a client keeps to play on after a restart.
  const Digest& secret() const { return links_.back(); }

 private:
  std::vector<Digest> links_;  // [0] the head ... [kChainLinks] the secret
};

// Whether `link` is the link after `previous` (hashes to it).
bool follows(const Digest& previous, const Digest& link);

// The throw made from both players' links for throw `index`: SHA-256 of
// "djed-throw-1", the index (4 bytes, big-endian) and the two links (the
// first side's first); its first 8 bytes read big-endian, the top 53 bits
// of them over 2^53, is a number in [0, 1) that picks an outcome by the
// outcomes' probabilities summed in the game's order. Returns the position
// in `outcomes`.
std::size_t throw_from_links(int index, const Digest& first, const Digest& second,
                             const std::vector<ChanceOutcome>& outcomes);

}  // namespace djed::online
