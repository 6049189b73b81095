#include "notation.hpp"

#include <algorithm>

#include "djed/text.hpp"
#include "sticks.hpp"

namespace mehen {

using djed::make_error;

std::string quoted(std::string_view text) { return "'" + djed::printable(text) + "'"; }

namespace {

constexpr std::string_view kThrowPrefix = "throw:";

std::string format_progress(int progress) {
  if (progress <= kAtStart) return "s";
  if (progress >= kAtHome) return "h";
  return progress <= kAtHead ? std::to_string(progress) : std::to_string(square_of(progress)) + "o";
}

std::string format_lion(int lion) {
  if (lion == kLionAsleep) return "-";
  if (lion == kAtStart) return "h";
  if (lion == kAtHome) return "done";
  return format_progress(lion);
}

// A piece on its way: `5` going in, `5o` going out; `s` and `h` for a marble.
djed::Result<int> parse_progress(std::string_view token, const std::string& what) {
  if (token == "s") return kAtStart;
  if (token == "h") return kAtHome;
  const bool out = !token.empty() && token.back() == 'o';
  const auto square = djed::parse_int(out ? token.substr(0, token.size() - 1) : token);
  if (!square)
    return make_error(what + " " + quoted(token) + ": expected s (start), h (home), a square 1..30 or a square and o");
  if (*square < 1 || *square > kSquares) return make_error(what + " " + quoted(token) + ": no such square (1..30)");
  if (out && *square == kHead) return make_error(what + " " + quoted(token) + ": the head (30) is where pieces turn; write 30");
  return out ? kAtHome - *square : *square;
}

djed::Result<int> parse_lion(std::string_view token, const std::string& what) {
  if (token == "-") return int{kLionAsleep};
  if (token == "h") return kAtStart;
  if (token == "done") return kAtHome;
  if (token == "s") return make_error(what + " 's': the lion waits at home (h), not at the start");
  return parse_progress(token, what);
}

// One side's three words: `L:s,5,27o lion:- tabas:0`.
djed::Result<Forces> parse_forces(const std::vector<std::string_view>& words, std::size_t first, int side) {
  const std::string name = side_word(side);
  const std::string prefix = side == kLight ? "L:" : "D:";
  if (words.size() < first + 3)
    return make_error("expected " + name + "'s marbles, lion and tabas, e.g. '" + prefix + "s,5,27o lion:- tabas:0'");
  const std::string_view marbles = words[first], lion = words[first + 1], kept = words[first + 2];
  if (marbles.substr(0, 2) != prefix)
    return make_error(quoted(marbles) + ": expected " + name + "'s marbles as '" + prefix + "<three places>', e.g. '" +
                      prefix + "s,5,27o'");
  Forces f;
  const auto items = djed::split(marbles.substr(2), ',');
  if (items.size() != kMarbles)
    return make_error(name + " has " + std::to_string(items.size()) + " marbles in " + quoted(marbles) +
                      "; a side has " + std::to_string(kMarbles));
  for (std::size_t i = 0; i < items.size(); ++i) {
    auto progress = parse_progress(items[i], name + "'s marble");
    if (!progress) return progress.error();
    f.marbles[i] = static_cast<std::int8_t>(*progress);
  }
  if (lion.substr(0, 5) != "lion:") return make_error(quoted(lion) + ": expected " + name + "'s lion as 'lion:<place>'");
  auto at = parse_lion(lion.substr(5), name + "'s lion");
  if (!at) return at.error();
  f.lion = static_cast<std::int8_t>(*at);
  const auto count = kept.substr(0, 6) == "tabas:" ? djed::parse_int(kept.substr(6)) : std::nullopt;
  if (!count || *count < 0 || *count > kMaxKept)
    return make_error(quoted(kept) + ": expected the tabas " + name + " keeps as 'tabas:N', N from 0 to " +
                      std::to_string(kMaxKept));
  f.kept = static_cast<std::uint8_t>(*count);
  // Two pieces of a side never share a square.
  for (int square = 1; square <= kSquares; ++square) {
    int here = f.lion != kLionAsleep && square_of(f.lion) == square ? 1 : 0;
    for (std::int8_t m : f.marbles) here += square_of(m) == square ? 1 : 0;
    if (here > 1) return make_error(name + " has two pieces on square " + std::to_string(square));
  }
  const bool loose = f.lion != kLionAsleep;
  if (loose != (f.marbles_home() > 0))
    return make_error(loose ? name + "'s lion is loose, but no marble of " + name + " is home yet"
                            : name + " has a marble home, so its lion is loose: write lion:h");
  return f;
}

}  // namespace

std::string format_position(const Position& p) {
  std::string out;
  for (int side : {kLight, kDark}) {
    const Forces& f = p.sides[static_cast<std::size_t>(side)];
    std::vector<std::string> marbles;
    for (std::int8_t m : f.marbles) marbles.push_back(format_progress(m));
    out += std::string(side == kLight ? "L:" : " D:") + djed::join(marbles, ",") + " lion:" + format_lion(f.lion) +
           " tabas:" + std::to_string(f.kept);
  }
  const int w = p.winner();
  out += w == kDark || (w < 0 && p.side == kDark) ? " D" : " L";
  if (w < 0 && p.thrown) out += " " + format_throw(p.thrown);
  return out;
}

djed::Result<Position> parse_position(std::string_view text) {
  const auto words = djed::split_words(text);
  Position p;
  for (int side : {kLight, kDark}) {
    auto forces = parse_forces(words, side == kLight ? 0 : 3, side);
    if (!forces) return forces.error();
    p.sides[static_cast<std::size_t>(side)] = *forces;
  }
  if (words.size() < 7 || (words[6] != "L" && words[6] != "D"))
    return make_error("expected the side to throw (L or D) after both sides");
  p.side = words[6] == "L" ? kLight : kDark;
  if (words.size() > 8) return make_error("unexpected " + quoted(words[8]) + " after the throw");
  if (words.size() == 8) {
    auto thrown = parse_throw(words[7]);
    if (!thrown) return thrown.error();
    p.thrown = static_cast<std::uint8_t>(*thrown);
  }
  if (const int w = p.winner(); w >= 0) {
    if (p.sides[static_cast<std::size_t>(w ^ 1)].marbles_home() == kMarbles)
      return make_error("both sides have all their marbles home");
    if (p.side != w) return make_error(std::string("the game is over: write the winner, ") + (w ? "D" : "L") + ", as the side");
    if (p.thrown) return make_error("the game is over: no throw follows");
  }
  p.sort_marbles();
  return p;
}

std::string format_throw(int thrown) { return std::string(kThrowPrefix) + std::to_string(thrown); }

djed::Result<int> parse_throw(std::string_view text) {
  const auto value = text.substr(0, kThrowPrefix.size()) == kThrowPrefix
                         ? djed::parse_int(text.substr(kThrowPrefix.size()))
                         : std::nullopt;
  if (!value || !is_throw(*value))
    return make_error(quoted(text) + ": expected a throw, throw:1 (a taba), throw:2, throw:4 or throw:6");
  return *value;
}

std::string format_move(const Position& p, const Move& m) {
  switch (m.kind) {
    case MoveKind::kKeep: return kKeepText;
    case MoveKind::kPass: return kPassText;
    case MoveKind::kMarble:
    case MoveKind::kLion: break;
  }
  const bool lion = m.kind == MoveKind::kLion;
  const std::string from = m.from == kAtStart ? (lion ? "h" : "s") : std::to_string(square_of(m.from));
  const std::string to = m.to >= kAtHome ? "h" : std::to_string(square_of(m.to));
  return (lion ? "L" : "") + from + (eaten_by(p, m) > 0 ? "x" : "-") + to;
}

djed::Result<WrittenMove> parse_move(std::string_view text) {
  WrittenMove w;
  std::string_view rest = text;
  if (!rest.empty() && rest.front() == 'L') {
    w.kind = MoveKind::kLion;
    rest.remove_prefix(1);
  }
  const auto at = rest.find_first_of("-x");
  if (at == std::string_view::npos || at == 0)
    return make_error(quoted(text) + ": expected a move such as 5-7, s-1, 3-h, Lh-1, L30x26, keep or -");
  w.eats = rest[at] == 'x';
  const std::string_view from = rest.substr(0, at), to = rest.substr(at + 1);
  const std::string_view start = w.kind == MoveKind::kLion ? "h" : "s";
  if (from == start) {
    w.from_square = 0;
  } else {
    const auto square = djed::parse_int(from);
    if (!square || *square < 1 || *square > kSquares)
      return make_error(quoted(text) + ": the piece is named by its square (1..30) or " + std::string(start) +
                        (w.kind == MoveKind::kLion ? " (the lion at home)" : " (a marble at its start)"));
    w.from_square = *square;
  }
  if (to == "h") {
    w.to_square = 0;
  } else {
    const auto square = djed::parse_int(to);
    if (!square || *square < 1 || *square > kSquares)
      return make_error(quoted(text) + ": a piece goes to a square (1..30) or home (h)");
    w.to_square = *square;
  }
  return w;
}

}  // namespace mehen
