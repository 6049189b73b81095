#include "notation.hpp"

#include <bit>
#include <vector>

#include "djed/text.hpp"

namespace pharao {
namespace {

using djed::make_error;

}  // namespace

std::string format_roll(const Roll& r) {
  return "roll:" + std::to_string(r.own) + "-" + std::to_string(r.opponent);
}

djed::Result<Roll> parse_roll(std::string_view text) {
  const std::string quoted = "'" + djed::printable(text) + "'";
  if (text.substr(0, 5) != "roll:") return make_error("throw " + quoted + ": expected roll:<own>-<opponent>");
  const auto parts = djed::split(text.substr(5), '-');
  if (parts.size() != 2) return make_error("throw " + quoted + ": expected roll:<own>-<opponent>, e.g. roll:3-1");
  const auto own = djed::parse_int(parts[0]);
  const auto opponent = djed::parse_int(parts[1]);
  if (!own || *own > 4) return make_error("throw " + quoted + ": the own die shows 0..4");
  if (!opponent || *opponent > 2) return make_error("throw " + quoted + ": the opponent die shows 0..2");
  return Roll{static_cast<std::uint8_t>(*own), static_cast<std::uint8_t>(*opponent)};
}

std::string format_position(const Position& p) {
  std::string out;
  for (int side : {kLight, kDark}) {
    if (side == kDark) out += ' ';
    out += side == kLight ? "L:" : "D:";
    std::vector<std::string> houses;
    for (Mask m = p.pieces[static_cast<std::size_t>(side)]; m; m &= m - 1)
      houses.push_back(std::to_string(std::countr_zero(m) + 1));
    out += djed::join(houses, ",");
  }
  out += p.side == kLight ? " L" : " D";
  if (p.thrown) out += " " + format_roll(p.roll);
  return out;
}

djed::Result<Position> parse_position(std::string_view text) {
  const auto words = djed::split_words(text);
  if (words.size() < 3 || words.size() > 4)
    return make_error("expected 'L:<houses> D:<houses> <L|D> [roll:a-b]', got " + std::to_string(words.size()) +
                      " word(s)");
  Position p;
  for (int side : {kLight, kDark}) {
    const std::string_view word = words[static_cast<std::size_t>(side)];
    const std::string prefix = side == kLight ? "L:" : "D:";
    if (word.substr(0, 2) != prefix)
      return make_error("'" + djed::printable(word) + "': expected the " + side_word(side) + " houses as '" + prefix +
                        "<houses>'");
    if (word.size() == 2) continue;  // no pieces left
    const auto houses = djed::split(word.substr(2), ',');
    if (houses.size() > kPiecesPerSide)
      return make_error(std::string(side_word(side)) + " has " + std::to_string(houses.size()) +
                        " pieces; each side has at most 4");
    for (std::string_view h : houses) {
      const auto house = djed::parse_int(h);
      if (!house) return make_error("house '" + djed::printable(h) + "': not a house number");
      if (*house < 1 || *house > kHouses) return make_error("house '" + djed::printable(h) + "': no such house (1..30)");
      if (p.occupied() & bit(*house)) return make_error("house " + std::to_string(*house) + " holds two pieces");
      p.pieces[static_cast<std::size_t>(side)] |= bit(*house);
    }
  }
  if (words[2] == "L")
    p.side = kLight;
  else if (words[2] == "D")
    p.side = kDark;
  else
    return make_error("side to move '" + djed::printable(words[2]) + "': expected L or D");
  if (!p.pieces[0] && !p.pieces[1]) return make_error("neither side has a piece");
  if (words.size() == 4) {
    auto roll = parse_roll(words[3]);
    if (!roll) return roll.error();
    p.thrown = true;
    p.roll = *roll;
  }
  return p;
}

bool ends_won(std::string_view text, std::string_view& position) {
  const auto words = djed::split_words(text);
  if (words.empty() || words.back() != kWonWord) return false;
  position = text.substr(0, static_cast<std::size_t>(words.back().data() - text.data()));
  return true;
}

}  // namespace pharao
