#include "network.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

namespace pharao {

Network::Network(std::uint64_t seed) : w_(kParameters, 0.0F) {
  info_.seed = seed;
  std::mt19937_64 random(seed);
  // Uniform in +-1/sqrt(fan-in), so the hidden units start neither dead nor saturated.
  std::uniform_real_distribution<float> first(-0.3F, 0.3F), second(-0.125F, 0.125F);
  for (std::size_t i = 0; i < kFirstLayer; ++i) w_[i] = first(random);
  for (std::size_t i = 0; i < kOutputs * kHidden; ++i) w_[kFirstLayer + kHidden + i] = second(random);
}

Outlook Network::softmax(const std::array<float, kOutputs>& z) {
  const float top = std::max({z[0], z[1], 0.0F});
  const double win = std::exp(z[0] - top), loss = std::exp(z[1] - top), draw = std::exp(-top);
  const double sum = win + loss + draw;
  return {win / sum, loss / sum};
}

std::array<float, kOutputs> Network::logits(const Features& f, std::array<float, kHidden>* hidden) const {
  alignas(32) std::array<float, kHidden> h{};
  const float* w = w_.data();
  const float* bias = w + kFirstLayer;
  for (int k = 0; k < kHidden; ++k) h[static_cast<std::size_t>(k)] = bias[k];
  for (int i = 0; i < f.active_count; ++i) {
    const float* column = w + static_cast<std::size_t>(f.active[static_cast<std::size_t>(i)]) * kHidden;
    for (int k = 0; k < kHidden; ++k) h[static_cast<std::size_t>(k)] += column[k];
  }
  for (int j = 0; j < kDenseInputs; ++j) {
    const float x = f.dense[static_cast<std::size_t>(j)];
    if (x == 0.0F) continue;
    const float* column = w + static_cast<std::size_t>(kSparseInputs + j) * kHidden;
    for (int k = 0; k < kHidden; ++k) h[static_cast<std::size_t>(k)] += x * column[k];
  }
  const float* out = bias + kHidden;
  std::array<float, kOutputs> z{out[kOutputs * kHidden], out[kOutputs * kHidden + 1]};
  for (int k = 0; k < kHidden; ++k) {
    const float a = std::max(h[static_cast<std::size_t>(k)], 0.0F);
    h[static_cast<std::size_t>(k)] = a;
    z[0] += a * out[k];
    z[1] += a * out[kHidden + k];
  }
  if (hidden) *hidden = h;
  return z;
}

std::uint64_t Network::checksum() const {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (float x : w_) {
    std::uint32_t bits = std::bit_cast<std::uint32_t>(x);
    for (int b = 0; b < 4; ++b) {
      hash ^= (bits >> (8 * b)) & 0xFF;
      hash *= 0x100000001b3ULL;
    }
  }
  return hash;
}

std::string Network::to_text() const {
  std::ostringstream out;
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(checksum()));
  out << "djed-pharao-net " << kNetworkFormat << "\nencoding " << kEncodingVersion << "\nshape " << kInputs << ' '
      << kHidden << ' ' << kOutputs << "\nseed " << info_.seed << "\ncommit " << info_.commit << "\ngames " << info_.games
      << "\nchecksum " << hex << "\nweights\n";
  char number[32];
  for (std::size_t i = 0; i < w_.size(); ++i) {
    std::snprintf(number, sizeof number, "%.9g", static_cast<double>(w_[i]));
    out << number << ((i + 1) % kHidden == 0 || i + 1 == w_.size() ? '\n' : ' ');
  }
  return out.str();
}

namespace {

djed::Result<void> expect(std::istream& in, const std::string& key, const std::string& want) {
  std::string got_key, got;
  if (!(in >> got_key >> got)) return djed::make_error("ends before '" + key + "'");
  if (got_key != key) return djed::make_error("'" + got_key + "' where '" + key + "' belongs");
  if (got != want) return djed::make_error(key + " " + got + ", not " + want);
  return {};
}

}  // namespace

djed::Result<Network> Network::parse(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string word;
  if (!(in >> word) || word != "djed-pharao-net") return djed::make_error("not a Pharao network (no 'djed-pharao-net')");
  if (!(in >> word) || word != std::to_string(kNetworkFormat))
    return djed::make_error("format " + word + ", this version reads " + std::to_string(kNetworkFormat));
  if (auto ok = expect(in, "encoding", std::to_string(kEncodingVersion)); !ok)
    return djed::make_error("input encoding: " + ok.message());
  std::string inputs, hidden, outputs;
  if (!(in >> word >> inputs >> hidden >> outputs) || word != "shape")
    return djed::make_error("no 'shape' line");
  if (inputs != std::to_string(kInputs) || hidden != std::to_string(kHidden) || outputs != std::to_string(kOutputs))
    return djed::make_error("shape " + inputs + " " + hidden + " " + outputs + ", this version needs " +
                            std::to_string(kInputs) + " " + std::to_string(kHidden) + " " + std::to_string(kOutputs));
  Network net;
  std::string checksum;
  if (!(in >> word >> net.info_.seed) || word != "seed") return djed::make_error("no 'seed' line");
  if (!(in >> word >> net.info_.commit) || word != "commit") return djed::make_error("no 'commit' line");
  if (!(in >> word >> net.info_.games) || word != "games") return djed::make_error("no 'games' line");
  if (!(in >> word >> checksum) || word != "checksum" || checksum.size() != 16)
    return djed::make_error("no 'checksum' line of 16 hex digits");
  if (!(in >> word) || word != "weights") return djed::make_error("no 'weights' line");
  net.w_.reserve(kParameters);
  while (in >> word) {
    if (net.w_.size() == kParameters) return djed::make_error("more than " + std::to_string(kParameters) + " weights");
    char* end = nullptr;
    const float x = std::strtof(word.c_str(), &end);
    if (end != word.c_str() + word.size() || !std::isfinite(x))
      return djed::make_error("weight " + std::to_string(net.w_.size() + 1) + " is '" + word + "', not a number");
    net.w_.push_back(x);
  }
  if (net.w_.size() != kParameters)
    return djed::make_error(std::to_string(net.w_.size()) + " weights, not " + std::to_string(kParameters));
  char hex[17];
  std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(net.checksum()));
  if (checksum != hex) return djed::make_error("checksum " + checksum + " does not match the weights (" + hex + ")");
  return net;
}

djed::Result<Network> Network::load(const std::string& path) {
  const std::string& name = path;
  std::ifstream file(path, std::ios::binary);
  if (!file) return djed::make_error(name + ": cannot be read");
  std::ostringstream text;
  text << file.rdbuf();
  auto net = parse(text.str());
  if (!net) return djed::make_error(name + ": " + net.message());
  return net;
}

}  // namespace pharao
