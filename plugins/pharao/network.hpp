#pragma once
// The learned evaluation of Pharao: a network with one hidden layer of
// rectified units and a softmax over three outcomes, giving the chances that
// the side to move wins, draws (the turn cap) and loses a position before
// its throw (features.hpp says what it sees). The draw is an outcome of its
// own because a game a player never finishes is not a game won: a network
// that saw only "win or not" would rate a standoff that runs to the cap at
// an even chance and play for it.
//
// Its weights travel as text (docs/pharao-learning.md): a header of
// `key value` lines, then `weights` and the numbers, input columns first.
//   djed-pharao-net 1     the format
//   encoding 2            features.hpp's kEncodingVersion
//   shape 77 64 2         inputs, hidden units, outputs (win, loss; the draw is the rest)
//   seed 7                the training's seed
//   commit 1a2b3c4        the commit the training ran on
//   games 200000          self-play games it learned from
//   checksum 9f...        FNV-1a of the weights' bits, 16 hex digits
// A file that does not say exactly this, or whose numbers do not match the
// checksum, is refused with the reason.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "djed/result.hpp"
#include "features.hpp"

namespace pharao {

inline constexpr int kNetworkFormat = 1;
inline constexpr int kHidden = 64;
inline constexpr int kOutputs = 2;

// The chances of the two decided outcomes for the side to move; the rest is
// the chance of a draw.
struct Outlook {
  double win = 0;
  double loss = 0;
  double draw() const { return 1.0 - win - loss; }
  // The same game seen from the other side.
  Outlook flipped() const { return {loss, win}; }
};

struct NetworkInfo {
  std::uint64_t seed = 0;
  std::string commit = "none";
  std::uint64_t games = 0;
};

class Network {
 public:
  // The weights in one array: the first layer by input column (kHidden
  // numbers per input), its biases, the output weights by output (win, loss),
  // the output biases.
  static constexpr std::size_t kFirstLayer = static_cast<std::size_t>(kInputs) * kHidden;
  static constexpr std::size_t kParameters = kFirstLayer + kHidden + kOutputs * kHidden + kOutputs;

  // Small random weights drawn from `seed` (the start of training).
  explicit Network(std::uint64_t seed);

  // Reads weights written by to_text(); the error says what is wrong.
  static djed::Result<Network> parse(std::string_view text);
  // parse() of a file; the error starts with the file's path.
  static djed::Result<Network> load(const std::string& path);
  std::string to_text() const;

  // The chances for the side to move.
  Outlook outlook(const Features& f) const { return softmax(logits(f)); }
  // The outputs before the softmax (the draw's is 0), with the hidden layer
  // when asked for (training needs it for the gradient).
  std::array<float, kOutputs> logits(const Features& f, std::array<float, kHidden>* hidden = nullptr) const;
  static Outlook softmax(const std::array<float, kOutputs>& z);

  NetworkInfo& info() { return info_; }
  const NetworkInfo& info() const { return info_; }
  std::vector<float>& weights() { return w_; }
  const std::vector<float>& weights() const { return w_; }
  std::uint64_t checksum() const;

 private:
  Network() = default;
  NetworkInfo info_;
  std::vector<float> w_;
};

}  // namespace pharao
