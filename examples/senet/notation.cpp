#include "notation.hpp"

#include <bit>
#include <vector>

#include "djed/text.hpp"
#include "sticks.hpp"

namespace senet {

using djed::make_error;

std::string quoted(std::string_view text) { return "'" + djed::printable(text) + "'"; }

namespace {

constexpr std::string_view kThrowPrefix = "throw:";

// One side's word, `L:1,3,5` or `D:` for a side with nothing on the board.
djed::Result<Mask> parse_side(std::string_view word, int side, Mask taken) {
  const std::string prefix = side == kLight ? "L:" : "D:";
  if (word.substr(0, 2) != prefix)
    return make_error(quoted(word) + ": expected " + side_word(side) + "'s squares as '" + prefix +
                      "<squares>', e.g. '" + prefix + (side == kLight ? "1,3,5" : "2,4,6") + "'");
  Mask mask = 0;
  if (word.size() == 2) return mask;  // every piece borne off
  const auto items = djed::split(word.substr(2), ',');
  if (items.size() > kPiecesPerSide)
    return make_error(std::string(side_word(side)) + " has " + std::to_string(items.size()) +
                      " pieces on the board; a side has " + std::to_string(kPiecesPerSide));
  int previous = 0;
  for (std::string_view item : items) {
    const auto square = djed::parse_int(item);
    if (!square) return make_error("square " + quoted(item) + " of " + side_word(side) + ": not a square number");
    if (*square < 1 || *square > kSquares)
      return make_error("square " + std::to_string(*square) + " of " + side_word(side) + ": no such square (1..30)");
    if (*square == kWater)
      return make_error(std::string(side_word(side)) +
                        " on 27: no piece rests on the House of Water (it goes back to 15 at once)");
    if ((mask | taken) & bit(*square))
      return make_error("square " + std::to_string(*square) + " holds two pieces");
    if (*square < previous)
      return make_error(std::string(side_word(side)) + "'s squares must be written in increasing order (" +
                        std::to_string(*square) + " after " + std::to_string(previous) + ")");
    previous = *square;
    mask |= bit(*square);
  }
  return mask;
}

}  // namespace

std::string format_position(const Position& p) {
  std::string out;
  for (int side : {kLight, kDark}) {
    if (side == kDark) out += ' ';
    out += side == kLight ? "L:" : "D:";
    std::vector<std::string> squares;
    for (Mask m = p.pieces[static_cast<std::size_t>(side)]; m; m &= m - 1)
      squares.push_back(std::to_string(std::countr_zero(m) + 1));
    out += djed::join(squares, ",");
  }
  out += p.side == kLight ? " L" : " D";
  if (p.thrown) out += " " + format_throw(p.thrown);
  return out;
}

djed::Result<Position> parse_position(std::string_view text) {
  const auto words = djed::split_words(text);
  if (words.size() < 3 || words.size() > 4)
    return make_error("position " + quoted(text) + ": expected 'L:<squares> D:<squares> <L|D> [throw:N]', got " +
                      std::to_string(words.size()) + " word(s)");
  Position p;
  for (int side : {kLight, kDark}) {
    auto mask = parse_side(words[static_cast<std::size_t>(side)], side, p.occupied());
    if (!mask) return mask.error();
    p.pieces[static_cast<std::size_t>(side)] = *mask;
  }
  if (words[2] == "L")
    p.side = kLight;
  else if (words[2] == "D")
    p.side = kDark;
  else
    return make_error("side to throw " + quoted(words[2]) + ": expected L or D");
  if (!p.pieces[0] && !p.pieces[1]) return make_error("neither side has a piece on the board");
  if (words.size() == 4) {
    auto thrown = parse_throw(words[3]);
    if (!thrown) return thrown.error();
    p.thrown = static_cast<std::uint8_t>(*thrown);
  }
  if (const int w = p.winner(); w >= 0) {
    // A finished game: the side that bore off its last piece is named.
    if (p.side != w)
      return make_error(std::string(side_word(w)) + " has borne off every piece and won; the position of a finished "
                        "game names the winner (" + (w == kLight ? "L" : "D") + "), not the other side");
    if (p.thrown) return make_error("the game is over: a finished game has no throw");
  }
  return p;
}

std::string format_throw(int thrown) { return std::string(kThrowPrefix) + std::to_string(thrown); }

djed::Result<int> parse_throw(std::string_view text) {
  if (text.substr(0, kThrowPrefix.size()) != kThrowPrefix)
    return make_error("throw " + quoted(text) + ": expected throw:<1..5>, e.g. throw:3");
  const auto value = djed::parse_int(text.substr(kThrowPrefix.size()));
  if (!value || *value < kMinThrow || *value > kMaxThrow)
    return make_error("throw " + quoted(text) + ": the sticks show 1 to 5 (5: no light face up)");
  return *value;
}

std::string format_move(const Move& m) {
  const std::string from = std::to_string(m.from);
  switch (m.kind) {
    case MoveKind::kBearOff: return from + "-off";
    case MoveKind::kSwap: return from + "x" + std::to_string(m.to);
    default: return from + "-" + std::to_string(m.to);
  }
}

djed::Result<WrittenMove> parse_move(std::string_view text) {
  const std::size_t at = text.find_first_of("-x");
  const auto expected = [&] {
    return make_error(quoted(text) + ": expected a move like 7-10, a swap like 7x10, a bearing off like 28-off, "
                      "or - for a throw that moves nothing");
  };
  if (at == std::string_view::npos) return expected();
  WrittenMove w;
  w.swap = text[at] == 'x';
  const auto from = djed::parse_int(text.substr(0, at));
  const std::string_view rest = text.substr(at + 1);
  if (!from) return expected();
  if (*from < 1 || *from > kSquares) return make_error(quoted(text) + ": no square " + std::to_string(*from) + " (1..30)");
  w.from = *from;
  if (rest == "off") {
    if (w.swap) return make_error(quoted(text) + ": a piece leaving the board swaps with nothing; write " +
                                  std::to_string(w.from) + "-off");
    w.to = kOff;
    return w;
  }
  const auto to = djed::parse_int(rest);
  if (!to) return expected();
  if (*to < 1 || *to > kSquares) return make_error(quoted(text) + ": no square " + std::to_string(*to) + " (1..30)");
  w.to = *to;
  return w;
}

}  // namespace senet
