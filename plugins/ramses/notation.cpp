#include "notation.hpp"

#include <bit>
#include <vector>

#include "djed/text.hpp"

namespace ramses {
namespace {

using djed::make_error;

struct SquareToken {
  int square = 0;
  int alignment = 0;
};

// `12` or `5(13)`.
djed::Result<SquareToken> parse_square(std::string_view text, bool alignment_allowed) {
  const std::string quoted = "'" + djed::printable(text) + "'";
  std::string_view number = text;
  std::string_view alignment;
  if (const auto open = text.find('('); open != std::string_view::npos) {
    if (text.back() != ')') return make_error("square " + quoted + ": expected ')' at the end");
    number = text.substr(0, open);
    alignment = text.substr(open + 1, text.size() - open - 2);
  }
  const auto square = djed::parse_int(number);
  if (!square) return make_error("square " + quoted + ": not a square number");
  if (*square < 1 || *square > kSquares) return make_error("square " + quoted + ": no such square (1..22)");
  SquareToken token{*square, 0};
  if (is_oblong(*square)) {
    if (!alignment_allowed) {
      if (!alignment.empty()) return make_error("square " + quoted + ": an oblong origin is written without its alignment");
      return token;
    }
    if (alignment.empty())
      return make_error("square " + quoted + ": oblong " + std::to_string(*square) + " needs its alignment, e.g. " +
                        std::to_string(*square) + "(12)");
    const auto k = djed::parse_int(alignment);
    if (!k || !is_aligned_middle(*k))
      return make_error("square " + quoted + ": the alignment must be a middle square 10..17");
    token.alignment = *k;
  } else if (!alignment.empty()) {
    return make_error("square " + quoted + ": only the oblongs 5 and 22 have an alignment");
  }
  return token;
}

std::string format_square(int square, int alignment) {
  std::string s = std::to_string(square);
  if (is_oblong(square)) s += "(" + std::to_string(alignment) + ")";
  return s;
}

}  // namespace

std::string format_position(const Position& p) {
  std::string out;
  for (int side : {kLight, kDark}) {
    if (side == kDark) out += ' ';
    out += side_letter(side);
    out += ':';
    std::vector<std::string> squares;
    Mask set = p.pieces[static_cast<std::size_t>(side)];
    while (set) {
      const int square = std::countr_zero(set) + 1;
      set &= set - 1;
      squares.push_back(format_square(square, is_oblong(square) ? p.alignment(square) : 0));
    }
    out += djed::join(squares, ",");
  }
  out += ' ';
  out += side_letter(p.side);
  if (p.first) out += " first";
  return out;
}

djed::Result<Position> parse_position(std::string_view text) {
  const auto words = djed::split_words(text);
  if (words.size() < 3 || words.size() > 4)
    return make_error("expected 'L:<squares> D:<squares> <L|D> [first]', got " + std::to_string(words.size()) +
                      " word(s)");
  Position p;
  for (int side : {kLight, kDark}) {
    const std::string_view word = words[static_cast<std::size_t>(side)];
    const std::string prefix = std::string(1, side_letter(side)) + ":";
    if (word.substr(0, 2) != prefix)
      return make_error("'" + djed::printable(word) + "': expected the " + (side == kLight ? "Light" : "Dark") +
                        " squares as '" + prefix + "<squares>'");
    const std::string side_name = side == kLight ? "Light" : "Dark";
    const auto squares = djed::split(word.substr(2), ',');
    if (squares.size() != kPiecesPerSide || (squares.size() == 1 && squares[0].empty()))
      return make_error(side_name + " has " + std::to_string(squares[0].empty() ? 0 : squares.size()) +
                        " pieces; each side has exactly 4");
    for (std::string_view token : squares) {
      auto square = parse_square(token, true);
      if (!square) return square.error();
      if (p.occupied() & bit(square->square))
        return make_error("square " + std::to_string(square->square) + " holds two pieces");
      p.pieces[static_cast<std::size_t>(side)] |= bit(square->square);
      if (square->square == kTopOblong) p.oblong_alignment[0] = static_cast<std::uint8_t>(square->alignment);
      if (square->square == kBottomOblong) p.oblong_alignment[1] = static_cast<std::uint8_t>(square->alignment);
    }
  }
  if (words[2] == "L")
    p.side = kLight;
  else if (words[2] == "D")
    p.side = kDark;
  else
    return make_error("side to move '" + djed::printable(words[2]) + "': expected L or D");
  if (words.size() == 4) {
    if (words[3] != "first") return make_error("'" + djed::printable(words[3]) + "': expected 'first' or nothing");
    p.first = true;
    // The opening turn is played from the start position only.
    const Position start = start_position(p.side);
    if (p.pieces != start.pieces || p.oblong_alignment != start.oblong_alignment)
      return make_error("'first' marks the opening turn, but the pawns are not where they start (" +
                        format_position(start) + ")");
  }
  return p;
}

std::string format_half_move(const HalfMove& m) {
  return std::to_string(m.from) + "-" + format_square(m.to, m.alignment);
}

djed::Result<HalfMove> parse_half_move(std::string_view text) {
  const auto dash = text.find('-');
  if (dash == std::string_view::npos || text.find('-', dash + 1) != std::string_view::npos)
    return make_error("half-move '" + djed::printable(text) + "': expected <from>-<to>, e.g. 8-17 or 4-5(13)");
  auto from = parse_square(text.substr(0, dash), false);
  if (!from) return make_error("half-move '" + djed::printable(text) + "': " + from.message());
  auto to = parse_square(text.substr(dash + 1), true);
  if (!to) return make_error("half-move '" + djed::printable(text) + "': " + to.message());
  if (from->square == to->square) return make_error("half-move '" + djed::printable(text) + "': goes nowhere");
  return HalfMove{static_cast<std::uint8_t>(from->square), static_cast<std::uint8_t>(to->square),
                  static_cast<std::uint8_t>(to->alignment)};
}

}  // namespace ramses
