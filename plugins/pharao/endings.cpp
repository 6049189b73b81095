#include "endings.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <fstream>
#include <stdexcept>
#include <utility>

namespace pharao {

namespace {

// Binomial coefficients for ranking sets of houses (combinatorial number system).
constexpr auto kBinomial = [] {
  std::array<std::array<std::uint32_t, kPiecesPerSide + 1>, kHouses + 1> c{};
  for (std::size_t n = 0; n <= kHouses; ++n) {
    c[n][0] = 1;
    for (std::size_t k = 1; k <= kPiecesPerSide && n > 0; ++k) c[n][k] = c[n - 1][k - 1] + c[n - 1][k];
  }
  return c;
}();

// With Light holding the last piece; the colours are alike in the rules.
Position with_light_alone(const Position& p) {
  if (std::popcount(p.pieces[kLight]) == 1) return p;
  Position q = p;
  std::swap(q.pieces[kLight], q.pieces[kDark]);
  q.side ^= 1;
  return q;
}

// The file: a magic word, the format version, the piece count and the
// number of values, the values (little-endian floats), and a checksum of
// the values so that a truncated or damaged file is refused.
constexpr char kMagic[8] = {'D', 'J', 'E', 'D', 'P', 'H', 'E', 'N'};
constexpr std::uint32_t kFormatVersion = 1;

std::uint64_t checksum(const std::vector<float>& values) {
  std::uint64_t h = 0xcbf29ce484222325ULL;  // FNV-1a over the bytes
  const auto* bytes = reinterpret_cast<const unsigned char*>(values.data());
  for (std::size_t i = 0; i < values.size() * sizeof(float); ++i) h = (h ^ bytes[i]) * 0x100000001b3ULL;
  return h;
}

template <typename T>
void write_raw(std::ofstream& out, const T& x) {
  out.write(reinterpret_cast<const char*>(&x), sizeof x);
}
template <typename T>
bool read_raw(std::ifstream& in, T& x) {
  return static_cast<bool>(in.read(reinterpret_cast<char*>(&x), sizeof x));
}

}  // namespace

LastPieceEndings::LastPieceEndings(int max_pieces) : max_pieces_(max_pieces) {
  if (max_pieces < 1 || max_pieces > kPiecesPerSide) throw std::invalid_argument("max_pieces must be 1 to 4");
  first_rank_.assign(static_cast<std::size_t>(max_pieces + 1), 0);
  for (std::size_t k = 1; k <= static_cast<std::size_t>(max_pieces); ++k) {
    first_rank_[k] = masks_per_square_;
    masks_per_square_ += kBinomial[kHouses][k];
  }
  const std::size_t n = 2 * kHouses * static_cast<std::size_t>(masks_per_square_);
  value_.assign(n, 0.0f);
}

std::size_t LastPieceEndings::index_of(const Position& p) const {
  const Mask others = p.pieces[kDark];
  std::uint32_t rank = first_rank_[static_cast<std::size_t>(std::popcount(others))];
  std::size_t k = 1;
  for (Mask m = others; m; m &= m - 1, ++k) rank += kBinomial[static_cast<std::size_t>(std::countr_zero(m))][k];
  const auto square = static_cast<std::size_t>(std::countr_zero(p.pieces[kLight]));
  return (p.side * static_cast<std::size_t>(kHouses) + square) * masks_per_square_ + rank;
}

bool LastPieceEndings::covers(const Position& p) const {
  const int light = std::popcount(p.pieces[kLight]), dark = std::popcount(p.pieces[kDark]);
  const int others = light == 1 ? dark : dark == 1 ? light : 0;
  return others >= 1 && others <= max_pieces_;
}

double LastPieceEndings::last_piece_wins(const Position& position) const {
  const Position p = with_light_alone(position);
  return last_piece_wins_at(index_of(p), p.side);
}

double LastPieceEndings::mean_last_piece_wins(int pieces, bool last_piece_to_move) const {
  return mean_[static_cast<std::size_t>(std::clamp(pieces, 0, kPiecesPerSide))][last_piece_to_move];
}

void LastPieceEndings::update_means() {
  // [pieces][last piece to move], in one pass over the table.
  std::array<std::array<double, 2>, kPiecesPerSide + 1> sum{};
  std::array<std::array<long, 2>, kPiecesPerSide + 1> count{};
  for_each_position([&](const Position& p, std::size_t i) {
    if (p.pieces[kLight] & bit(kNile)) return;
    const auto k = static_cast<std::size_t>(std::popcount(p.pieces[kDark]));
    const std::size_t lone_to_move = p.side == kLight;
    sum[k][lone_to_move] += last_piece_wins_at(i, p.side);
    ++count[k][lone_to_move];
  });
  for (std::size_t k = 1; k <= static_cast<std::size_t>(max_pieces_); ++k)
    for (std::size_t m = 0; m < 2; ++m) mean_[k][m] = sum[k][m] / static_cast<double>(count[k][m]);
}

djed::Result<void> LastPieceEndings::save(const std::string& path) const {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return djed::make_error("cannot write the endings table " + path);
  out.write(kMagic, sizeof kMagic);
  write_raw(out, kFormatVersion);
  write_raw(out, static_cast<std::uint32_t>(max_pieces_));
  write_raw(out, static_cast<std::uint64_t>(value_.size()));
  out.write(reinterpret_cast<const char*>(value_.data()), static_cast<std::streamsize>(value_.size() * sizeof(float)));
  write_raw(out, checksum(value_));
  out.close();
  if (!out) return djed::make_error("cannot write the endings table " + path);
  return {};
}

djed::Result<LastPieceEndings> LastPieceEndings::load(const std::string& path) {
  const auto fail = [&](const std::string& what) { return djed::make_error("endings table " + path + ": " + what); };
  std::ifstream in(path, std::ios::binary);
  if (!in) return fail("cannot be opened");
  char magic[sizeof kMagic];
  std::uint32_t version = 0, max_pieces = 0;
  std::uint64_t count = 0;
  if (!in.read(magic, sizeof magic) || std::memcmp(magic, kMagic, sizeof kMagic) != 0)
    return fail("not a Pharao endings table");
  if (!read_raw(in, version) || version != kFormatVersion)
    return fail("format version " + std::to_string(version) + ", expected " + std::to_string(kFormatVersion));
  if (!read_raw(in, max_pieces) || max_pieces < 1 || max_pieces > kPiecesPerSide)
    return fail("piece count " + std::to_string(max_pieces) + " is not 1 to 4");
  LastPieceEndings table(static_cast<int>(max_pieces));
  if (!read_raw(in, count) || count != table.value_.size())
    return fail(std::to_string(count) + " values, expected " + std::to_string(table.value_.size()));
  std::uint64_t sum = 0;
  if (!in.read(reinterpret_cast<char*>(table.value_.data()), static_cast<std::streamsize>(count * sizeof(float))) ||
      !read_raw(in, sum))
    return fail("truncated");
  if (sum != checksum(table.value_)) return fail("damaged (checksum mismatch)");
  if (in.peek() != std::char_traits<char>::eof()) return fail("longer than its table (a wrong size)");
  for (float v : table.value_)
    if (!(v >= -1.0f && v <= 1.0f)) return fail("a value outside [-1, 1]");
  table.update_means();
  return table;
}

}  // namespace pharao
