// The dice scheme: SHA-256 itself, chains that hash back to their
// commitment, and throws that follow the game's probabilities.
#include <gtest/gtest.h>

#include <cmath>
#include <map>

#include "djed/online/dice.hpp"

namespace djed::online {
namespace {

Digest digest_of(std::string_view text) {
  return sha256(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
}

TEST(OnlineDice, IsSha256) {
  EXPECT_EQ(to_hex(digest_of("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  Digest back{};
  ASSERT_TRUE(from_hex(to_hex(digest_of("abc")), &back));
  EXPECT_EQ(back, digest_of("abc"));
  EXPECT_FALSE(from_hex(std::string(63, 'a'), &back));
  EXPECT_FALSE(from_hex(std::string(64, 'A'), &back));
}

TEST(OnlineDice, EachLinkHashesToTheOneBefore) {
  const DiceChain chain(digest_of("a secret"));
  EXPECT_EQ(chain.link(kChainLinks), digest_of("a secret"));
  for (int i = 1; i <= kChainLinks; i += 97) EXPECT_TRUE(follows(chain.link(i - 1), chain.link(i))) << i;
  EXPECT_FALSE(follows(chain.link(1), chain.link(3)));
  EXPECT_FALSE(follows(chain.link(2), chain.link(1)));
  // Two random chains differ.
  EXPECT_NE(DiceChain::random().commitment(), DiceChain::random().commitment());
}

TEST(OnlineDice, ThrowsFollowTheProbabilities) {
  // Outcomes of unequal weight, as a pair of dice's sums would be.
  const std::vector<ChanceOutcome> outcomes{{0, 0.5, 2}, {1, 0.25, 1}, {2, 0.125, 1}, {3, 0.125, 1}};
  const DiceChain a(digest_of("a")), b(digest_of("b"));
  std::map<std::size_t, int> counts;
  const int throws = kChainLinks;
  for (int i = 1; i <= throws; ++i) ++counts[throw_from_links(i, a.link(i), b.link(i), outcomes)];
  for (std::size_t k = 0; k < outcomes.size(); ++k) {
    const double expected = outcomes[k].probability * throws;
    // Five standard deviations: a real bias fails, chance does not.
    EXPECT_NEAR(counts[k], expected, 5 * std::sqrt(expected)) << k;
  }
  // Either player's link changes the throw; the order of the links matters.
  int changed = 0;
  for (int i = 1; i <= 200; ++i)
    changed += throw_from_links(i, a.link(i), b.link(i), outcomes) != throw_from_links(i, b.link(i), a.link(i), outcomes);
  EXPECT_GT(changed, 50);
}

}  // namespace
}  // namespace djed::online
