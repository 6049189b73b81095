#include "endings.hpp"

#include "djed/solved_table.hpp"

#include <algorithm>
#include <bit>
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

// The file is the SDK's solved-table file (djed/solved_table.hpp): its
// header names the game, a version of these endings' rules and a checksum;
// the payload is the values as little-endian 32-bit floats, four bytes each.
constexpr const char* kTableName = "pharao-endings";
// Moves when what the values mean changes (the rules they were solved for,
// turn caps, the index): an older file is then refused instead of misread.
constexpr std::uint64_t kEndingsRules = 1;

std::vector<std::uint8_t> to_bytes(const std::vector<float>& values) {
  std::vector<std::uint8_t> bytes(values.size() * 4);
  for (std::size_t i = 0; i < values.size(); ++i) {
    const auto bits = std::bit_cast<std::uint32_t>(values[i]);
    for (std::size_t b = 0; b < 4; ++b) bytes[4 * i + b] = static_cast<std::uint8_t>(bits >> (8 * b));
  }
  return bytes;
}

std::vector<float> from_bytes(const std::vector<std::uint8_t>& bytes) {
  std::vector<float> values(bytes.size() / 4);
  for (std::size_t i = 0; i < values.size(); ++i) {
    std::uint32_t bits = 0;
    for (std::size_t b = 0; b < 4; ++b) bits |= static_cast<std::uint32_t>(bytes[4 * i + b]) << (8 * b);
    values[i] = std::bit_cast<float>(bits);
  }
  return values;
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

std::size_t LastPieceEndings::size_for(int max_pieces) {
  std::size_t masks = 0;
  for (std::size_t k = 1; k <= static_cast<std::size_t>(max_pieces); ++k) masks += kBinomial[kHouses][k];
  return 2 * kHouses * masks;
}

djed::Result<void> LastPieceEndings::save(const std::string& path) const {
  return djed::solve::write_table(path, {kTableName, to_bytes(value_), kEndingsRules});
}

djed::Result<void> LastPieceEndings::check(const std::string& path) {
  const auto fail = [&](const std::string& what) { return djed::make_error(path + ": " + what); };
  auto file = djed::solve::MappedTable::open(path, kTableName);
  if (!file) return djed::make_error(file.message());
  if (file->rules() != kEndingsRules)
    return fail("endings of rules version " + std::to_string(file->rules()) + ", this program reads " +
                std::to_string(kEndingsRules));
  for (int k = 1; k <= kPiecesPerSide; ++k)
    if (file->values().size() == 4 * size_for(k)) return {};
  return fail(std::to_string(file->values().size()) + " bytes of values, the size of no table of 1 to 4 pieces");
}

djed::Result<LastPieceEndings> LastPieceEndings::load(const std::string& path) {
  const auto fail = [&](const std::string& what) { return djed::make_error(path + ": " + what); };
  auto file = djed::solve::read_table(path, kTableName);
  if (!file) return djed::make_error(file.message());
  if (file->rules != kEndingsRules)
    return fail("endings of rules version " + std::to_string(file->rules) + ", this program reads " +
                std::to_string(kEndingsRules));
  int max_pieces = 0;
  for (int k = 1; k <= kPiecesPerSide; ++k)
    if (file->values.size() == 4 * size_for(k)) max_pieces = k;
  if (max_pieces == 0)
    return fail(std::to_string(file->values.size()) + " bytes of values, the size of no table of 1 to 4 pieces");
  LastPieceEndings table(max_pieces);
  table.value_ = from_bytes(file->values);
  for (float v : table.value_)
    if (!(v >= -1.0f && v <= 1.0f)) return fail("a value outside [-1, 1]");
  table.update_means();
  return table;
}

}  // namespace pharao
