#include "notation.hpp"

#include <bit>
#include <cctype>
#include <vector>

#include "djed/text.hpp"

namespace seti {
namespace {

using djed::make_error;

djed::Result<int> parse_square(std::string_view text, const Shape& shape) {
  const std::string quoted = "'" + djed::printable(text) + "'";
  if (text.size() < 2) return make_error("square " + quoted + ": expected a file and a rank, e.g. b3");
  const int file = text[0] - 'a';
  if (file < 0 || file >= shape.files)
    return make_error("square " + quoted + ": no file '" + djed::first_character(text) + "' (a.." +
                      std::string(1, static_cast<char>('a' + shape.files - 1)) + ")");
  const auto rank = djed::parse_int(text.substr(1));
  if (!rank || *rank < 1 || *rank > kRanks) return make_error("square " + quoted + ": no such rank (1..10)");
  return shape.square(file, *rank);
}

}  // namespace

const char* side_word(int side) { return side == kWhite ? "White" : "Brown"; }

std::string square_name(const Shape& shape, int square) {
  return std::string(1, static_cast<char>('a' + shape.file_of(square))) + std::to_string(shape.rank_of(square));
}

std::string format_position(const Position& p, const Shape& shape) {
  std::string out;
  for (int rank = kRanks; rank >= 1; --rank) {
    int empty = 0;
    for (int file = 0; file < shape.files; ++file) {
      const Bits b = bit(shape.square(file, rank));
      const int owner = (p.figures[0] | p.ships[0]) & b ? 0 : (p.figures[1] | p.ships[1]) & b ? 1 : -1;
      if (owner < 0) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      char c = (p.figures[owner] & b) ? ((p.pharaos & b) ? 'P' : 'H') : 'S';
      if (owner == kBrown) c = static_cast<char>(std::tolower(c));
      out += c;
      if ((p.figures[owner] & b) && (p.ships[owner] & b)) out += '*';
    }
    if (empty) out += std::to_string(empty);
    if (rank > 1) out += '/';
  }
  out += p.side == kWhite ? " w " : " b ";
  out += std::to_string(p.reserve[0]) + " " + std::to_string(p.reserve[1]);
  return out;
}

djed::Result<Position> parse_position(std::string_view text, const Shape& shape) {
  const std::string variant = shape.ships ? "Aleph" : "Beth";
  const auto words = djed::split_words(text);
  if (words.size() != 4)
    return make_error("expected '<ranks> <w|b> <White reserve> <Brown reserve>', got " +
                      std::to_string(words.size()) + " word(s)");
  const auto ranks = djed::split(words[0], '/');
  if (ranks.size() != kRanks)
    return make_error("expected 10 ranks separated by '/', got " + std::to_string(ranks.size()));
  Position p;
  for (std::size_t i = 0; i < ranks.size(); ++i) {
    const int rank = kRanks - static_cast<int>(i);
    const std::string where = "rank " + std::to_string(rank) + " '" + djed::printable(ranks[i]) + "'";
    int file = 0;
    for (std::size_t c = 0; c < ranks[i].size(); ++c) {
      const char ch = ranks[i][c];
      if (ch >= '1' && ch <= '9') {
        file += ch - '0';
        continue;
      }
      if (ch == '*') return make_error(where + ": '*' must follow a figure letter (P, H, p, h)");
      const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
      if (upper != 'P' && upper != 'H' && upper != 'S')
        return make_error(where + ": unknown letter '" + djed::first_character(ranks[i].substr(c)) + "' (P, H, S, p, h, s)");
      if (file >= shape.files) break;  // reported as too wide below
      const int side = std::isupper(static_cast<unsigned char>(ch)) ? kWhite : kBrown;
      const Bits b = bit(shape.square(file, rank));
      const bool on_ship = c + 1 < ranks[i].size() && ranks[i][c + 1] == '*';
      if (upper == 'S' && on_ship) return make_error(where + ": '*' after a ship: a ship cannot stand on a ship");
      if (upper == 'S' || on_ship) {
        if (!shape.ships) return make_error(where + ": " + variant + " has no death-ships");
        if (shape.finishing_row[side] & b)
          return make_error(where + ": a " + side_word(side) + " death-ship on " + side_word(side) +
                            "'s finishing row");
        p.ships[side] |= b;
      }
      if (upper != 'S') {
        p.figures[side] |= b;
        if (upper == 'P') p.pharaos |= b;
      }
      if (on_ship) ++c;
      ++file;
    }
    int width = 0;
    for (char ch : ranks[i]) width += (ch >= '1' && ch <= '9') ? ch - '0' : (ch == '*' ? 0 : 1);
    if (width != shape.files)
      return make_error(where + " has " + std::to_string(width) + " squares; " + variant + " ranks have " +
                        std::to_string(shape.files));
  }
  if (words[1] == "w")
    p.side = kWhite;
  else if (words[1] == "b")
    p.side = kBrown;
  else
    return make_error("side to move '" + djed::printable(words[1]) + "': expected w or b");
  const int max_ships = 2 * shape.initial_ships;
  for (int side : {kWhite, kBrown}) {
    const std::string_view word = words[static_cast<std::size_t>(2 + side)];
    const auto n = djed::parse_int(word);
    if (!n)
      return make_error(std::string(side_word(side)) + " reserve '" + djed::printable(word) +
                        "': expected a number 0.." + std::to_string(max_ships));
    if (*n > max_ships)
      return make_error(std::string(side_word(side)) + " reserve " + std::to_string(*n) + " is too large: " +
                        variant + " has " + std::to_string(max_ships) + " death-ships in all");
    p.reserve[static_cast<std::size_t>(side)] = static_cast<std::uint8_t>(*n);
  }
  const int ships = std::popcount(p.all_ships()) + p.reserve[0] + p.reserve[1];
  if (ships > max_ships)
    return make_error(std::to_string(ships) + " death-ships on the board and in reserve; " + variant + " has " +
                      std::to_string(max_ships));
  // Aleph: figures change sides but never multiply, so the limits are for
  // both sides together; Beth: each side keeps at most its own five.
  const int priests_allowed = 4, pharaos_allowed = shape.ships ? 2 : 1;
  for (int side : {kWhite, kBrown}) {
    const Bits counted = shape.ships ? p.all_figures() : p.figures[static_cast<std::size_t>(side)];
    const std::string whose = shape.ships ? "" : std::string(" of ") + side_word(side);
    if (const int n = std::popcount(counted & p.pharaos); n > pharaos_allowed)
      return make_error(std::to_string(n) + " Pharaos" + whose + "; " + variant + " has " +
                        std::to_string(pharaos_allowed));
    if (const int n = std::popcount(counted & ~p.pharaos); n > priests_allowed)
      return make_error(std::to_string(n) + " High Priests" + whose + "; " + variant + " has " +
                        std::to_string(priests_allowed));
  }
  // Problem positions may hold fewer pieces than a game (docs/rules/seti.md),
  // but not what no game can lead to: nothing to play with, or two figures of
  // a side on its finishing row (the first one there already decided the game).
  if (!p.all_figures()) return make_error("no figure on the board");
  for (int side : {kWhite, kBrown})
    if (std::popcount(p.figures[static_cast<std::size_t>(side)] & shape.finishing_row[static_cast<std::size_t>(side)]) > 1)
      return make_error(std::string("more than one ") + side_word(side) +
                        " figure on its finishing row: the first one there decided the game");
  return p;
}

std::string format_move(const Move& m, const Shape& shape) {
  switch (m.kind) {
    case MoveKind::kPlace: return "+" + square_name(shape, m.to);
    case MoveKind::kTakeBack: return "-" + square_name(shape, m.to);
    case MoveKind::kConquest: return square_name(shape, m.from) + "x" + square_name(shape, m.to);
    case MoveKind::kStep: break;
  }
  return square_name(shape, m.from) + "-" + square_name(shape, m.to);
}

djed::Result<Move> parse_move(std::string_view text, const Shape& shape) {
  const std::string quoted = "move '" + djed::printable(text) + "'";
  if (text.empty()) return make_error("empty move");
  if (text[0] == '+' || text[0] == '-') {
    auto sq = parse_square(text.substr(1), shape);
    if (!sq) return make_error(quoted + ": " + sq.message());
    return Move{text[0] == '+' ? MoveKind::kPlace : MoveKind::kTakeBack, 0, static_cast<std::uint8_t>(*sq)};
  }
  const auto sep = text.find_first_of("-x");
  if (sep == std::string_view::npos)
    return make_error(quoted + ": expected b1-b2, b2xb3, +b4 or -b4");
  auto from = parse_square(text.substr(0, sep), shape);
  if (!from) return make_error(quoted + ": " + from.message());
  auto to = parse_square(text.substr(sep + 1), shape);
  if (!to) return make_error(quoted + ": " + to.message());
  return Move{text[sep] == 'x' ? MoveKind::kConquest : MoveKind::kStep, static_cast<std::uint8_t>(*from),
              static_cast<std::uint8_t>(*to)};
}

}  // namespace seti
