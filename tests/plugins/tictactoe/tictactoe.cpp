#include "tictactoe.hpp"

#include <stdexcept>

#include "djed/text.hpp"

namespace tictactoe {

namespace {

constexpr std::array<std::array<int, 3>, 8> kLines{{
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}};

// Cell i is file i%3 (a..c), rank i/3+1.
std::string cell_name(int i) { return std::string{char('a' + i % 3), char('1' + i / 3)}; }

int line_owner(const Core& c) {
  for (const auto& l : kLines)
    if (c.cells[l[0]] && c.cells[l[0]] == c.cells[l[1]] && c.cells[l[1]] == c.cells[l[2]])
      return c.cells[l[0]] - 1;
  return -1;
}

djed::Message side_name(int side) { return djed::Message::of(side == 0 ? "tictactoe.side.x" : "tictactoe.side.o"); }

bool full(const Core& c) {
  for (auto v : c.cells)
    if (!v) return false;
  return true;
}

}  // namespace

int TicTacToeState::current_player() const noexcept {
  if (core_.winner >= 0) return djed::kTerminalPlayer;
  if (core_.pending == 0) return djed::kChancePlayer;
  return core_.side;
}

std::vector<djed::Action> TicTacToeState::legal_actions() const {
  std::vector<djed::Action> actions;
  if (core_.winner >= 0) return actions;
  if (core_.pending == 0) return {kOneMark, kTwoMarks};
  for (int i = 0; i < 9; ++i)
    if (!core_.cells[i]) actions.push_back(static_cast<djed::Action>(i));
  return actions;
}

std::vector<djed::ChanceOutcome> TicTacToeState::chance_outcomes() const {
  if (current_player() != djed::kChancePlayer) return {};
  return {{kOneMark, 2.0 / 3.0, 2}, {kTwoMarks, 1.0 / 3.0, 1}};
}

void TicTacToeState::do_apply_action(djed::Action action) {
  history_.push_back(core_);
  if (action == kOneMark || action == kTwoMarks) {
    core_.pending = action == kOneMark ? 1 : 2;
    return;
  }
  core_.cells[action] = static_cast<std::uint8_t>(core_.side + 1);
  if (line_owner(core_) >= 0) {
    core_.winner = core_.side;
  } else if (full(core_)) {
    core_.winner = 2;
  } else if (--core_.pending == 0) {
    core_.side = 1 - core_.side;
    core_.pending = coin_ ? 0 : 1;
  }
}

void TicTacToeState::do_undo_action() {
  core_ = history_.back();
  history_.pop_back();
}

djed::GameResult TicTacToeState::result() const {
  if (core_.winner == 2) return {-1, "board-full", djed::Message::of("tictactoe.end.full"), {}};
  if (core_.winner < 0) return {-1, "", djed::Message::of("djed.not-over"), {}};
  // The cells of the winning line.
  std::vector<int> line;
  for (const auto& l : kLines)
    if (core_.cells[l[0]] == core_.winner + 1 && core_.cells[l[1]] == core_.winner + 1 &&
        core_.cells[l[2]] == core_.winner + 1 && line.empty())
      line.assign(l.begin(), l.end());
  return {core_.winner, "three-in-a-row", djed::Message::of("tictactoe.end.line", {side_name(core_.winner)}), line};
}

std::uint64_t TicTacToeState::hash() const noexcept {
  std::uint64_t h = 1469598103934665603ull;
  auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 1099511628211ull; };
  for (auto v : core_.cells) mix(v);
  mix(static_cast<std::uint64_t>(core_.side));
  mix(static_cast<std::uint64_t>(core_.pending));
  return h;
}

std::string TicTacToeState::to_string() const {
  std::string s;
  for (int rank = 2; rank >= 0; --rank) {
    for (int file = 0; file < 3; ++file) s += ".xo"[core_.cells[rank * 3 + file]];
    if (rank) s += '/';
  }
  s += core_.side == 0 ? " x" : " o";
  if (coin_ && core_.pending > 0 && core_.winner < 0) s += " coin:" + std::to_string(core_.pending);
  return s;
}

djed::Result<Core> TicTacToeState::parse(bool coin, std::string_view text) {
  const auto words = djed::split_words(text);
  if (words.size() < 2 || words.size() > 3)
    return djed::make_error("position '" + djed::printable(text) + "': expected '<board> <side>" +
                            (coin ? std::string(" [coin:N]") : std::string()) + "'");
  Core c;
  const auto ranks = djed::split(words[0], '/');
  if (ranks.size() != 3) return djed::make_error("board '" + djed::printable(words[0]) + "': expected 3 ranks");
  for (int r = 0; r < 3; ++r) {
    if (ranks[r].size() != 3)
      return djed::make_error("rank '" + djed::printable(ranks[r]) + "': expected 3 cells");
    for (int f = 0; f < 3; ++f) {
      const char ch = ranks[r][f];
      if (ch != '.' && ch != 'x' && ch != 'o')
        return djed::make_error("unknown cell content '" +
                                djed::first_character(ranks[r].substr(static_cast<std::size_t>(f))) +
                                "' (use x, o or .)");
      c.cells[(2 - r) * 3 + f] = ch == 'x' ? 1 : ch == 'o' ? 2 : 0;
    }
  }
  if (words[1] != "x" && words[1] != "o")
    return djed::make_error("side '" + djed::printable(words[1]) + "': expected x or o");
  c.side = words[1] == "x" ? 0 : 1;
  c.pending = coin ? 0 : 1;
  if (words.size() == 3) {
    if (!coin) return djed::make_error("'" + djed::printable(words[2]) + "': the classic game has no coin");
    if (words[2] != "coin:1" && words[2] != "coin:2")
      return djed::make_error("'" + djed::printable(words[2]) + "': expected coin:1 or coin:2");
    c.pending = words[2][5] - '0';
  }
  bool x_line = false, o_line = false;
  for (const auto& l : kLines) {
    if (c.cells[l[0]] && c.cells[l[0]] == c.cells[l[1]] && c.cells[l[1]] == c.cells[l[2]])
      (c.cells[l[0]] == 1 ? x_line : o_line) = true;
  }
  if (x_line && o_line) return djed::make_error("both sides have three in a row");
  if (x_line || o_line)
    c.winner = x_line ? 0 : 1;
  else if (full(c))
    c.winner = 2;
  return c;
}

std::string TicTacToeState::action_to_string(djed::Action action) const {
  if (action == kOneMark) return "coin:1";
  if (action == kTwoMarks) return "coin:2";
  if (action < 9) return cell_name(static_cast<int>(action));
  return "?";
}

djed::Result<djed::Action> TicTacToeState::action_from_string(std::string_view text) const {
  djed::Action action;
  if (text == "coin:1") {
    action = kOneMark;
  } else if (text == "coin:2") {
    action = kTwoMarks;
  } else if (text.size() == 2 && text[0] >= 'a' && text[0] <= 'c' && text[1] >= '1' && text[1] <= '3') {
    action = static_cast<djed::Action>((text[1] - '1') * 3 + (text[0] - 'a'));
  } else {
    return djed::make_error("'" + djed::printable(text) + "' is not a cell (a1..c3) or a coin throw");
  }
  for (auto legal : legal_actions())
    if (legal == action) return action;
  return djed::make_error("'" + djed::printable(text) + "' is not legal here");
}

djed::BoardSnapshot TicTacToeState::board() const {
  djed::BoardSnapshot snapshot;
  // The first of two marks, while the second is due: the turn's piece so far.
  int placed_this_turn = -1;
  if (!history_.empty() && history_.back().side == core_.side && history_.back().pending == 2 && core_.pending == 1)
    for (int i = 0; i < 9; ++i)
      if (core_.cells[i] != history_.back().cells[i]) placed_this_turn = i;
  for (int i = 0; i < 9; ++i)
    if (core_.cells[i]) {
      djed::PieceView piece;
      piece.cell = i;
      piece.owner = core_.cells[i] - 1;
      piece.active = i == placed_this_turn;
      piece.name = djed::Message::of("tictactoe.mark", {side_name(piece.owner)});
      snapshot.pieces.push_back(piece);  // no image: drawn as a disc
    }
#if defined(TICTACTOE_BREAKS) && TICTACTOE_BREAKS == 5
  // A marker of the position on a cell the board does not have.
  snapshot.markers.push_back({99, djed::Marker{djed::MarkerTone::kWarm, djed::Message::of("tictactoe.mark", {side_name(0)}), "", -1}});
#endif
  return snapshot;
}

djed::ActionView TicTacToeState::describe_action(djed::Action action) const {
  djed::ActionView view;
  if (action >= 9) {
    view.interaction = djed::Interaction::kChance;
    return view;
  }
  view.from = djed::kReserve;
  view.to = static_cast<int>(action);
  view.piece_owner = core_.side;
  view.path = {view.to};
  return view;
}

djed::Message TicTacToeState::prompt() const {
  if (core_.winner >= 0) return result().text;
  if (core_.pending == 0) return djed::Message::of("tictactoe.prompt.coin");
  return djed::Message::of(core_.side == 0 ? "tictactoe.prompt.x" : "tictactoe.prompt.o");
}

djed::Turn TicTacToeState::canonical_turn(const djed::Turn& turn) const {
#if defined(TICTACTOE_BREAKS) && TICTACTOE_BREAKS == 1
  return turn;  // every order a turn of its own, yet legal_turns() lists one
#endif
  if (turn.size() != 2 || turn[0] < turn[1] || turn[0] >= 9 || turn[1] >= 9) return turn;
  Core first = core_;
  first.cells[turn[1]] = static_cast<std::uint8_t>(core_.side + 1);
#if !defined(TICTACTOE_BREAKS) || TICTACTOE_BREAKS != 2
  if (line_owner(first) >= 0) return turn;  // that mark alone wins: a turn of its own
#endif
  return {turn[1], turn[0]};
}

#ifdef TICTACTOE_BREAKS
// 1: a list that drops one of two orders without saying they are one turn;
// 2: a canonical order that is no legal turn (above); 3: a perft that
// counts what legal_turns() does not list; 4: none (its rules page is bad);
// 5: none (its board shows a marker off the board).
std::vector<djed::Turn> TicTacToeState::legal_turns() const {
  auto turns = State::legal_turns();
  if (TICTACTOE_BREAKS == 1)
    std::erase_if(turns, [](const djed::Turn& t) { return t.size() == 2 && t[0] > t[1]; });
  return turns;
}

std::uint64_t TicTacToeState::perft(int depth) const {
  return State::perft(depth) + (TICTACTOE_BREAKS == 3 && depth >= 2 ? 1 : 0);
}
#endif

std::optional<std::uint64_t> TicTacToeState::solved_index() const noexcept {
  if (coin_) return std::nullopt;
  return SolveGame::index_of(core_);
}

namespace {

Core core_of(std::uint64_t index) {
  Core c;
  c.side = index >= 19683 ? 1 : 0;
  index %= 19683;
  for (auto& cell : c.cells) {
    cell = static_cast<std::uint8_t>(index % 3);
    index /= 3;
  }
  return c;
}

}  // namespace

std::uint64_t SolveGame::index_of(const Core& core) {
  std::uint64_t i = 0;
  for (int k = 8; k >= 0; --k) i = i * 3 + core.cells[static_cast<std::size_t>(k)];
  return i + (core.side == 1 ? 19683 : 0);
}

bool SolveGame::valid(std::uint64_t index) const {
  Core c = core_of(index);
  int lines[2] = {0, 0};
  for (const auto& l : kLines)
    if (c.cells[l[0]] && c.cells[l[0]] == c.cells[l[1]] && c.cells[l[1]] == c.cells[l[2]]) ++lines[c.cells[l[0]] - 1];
  return !(lines[0] && lines[1]);
}

std::optional<djed::solve::Outcome> SolveGame::finished(std::uint64_t index) const {
  const Core c = core_of(index);
  using Kind = djed::solve::Outcome::Kind;
  if (const int owner = line_owner(c); owner >= 0) return djed::solve::Outcome{owner == c.side ? Kind::kWin : Kind::kLoss, 0};
  if (full(c)) return djed::solve::Outcome{};
  return std::nullopt;
}

void SolveGame::successors(std::uint64_t index, std::vector<std::uint64_t>& out) const {
  out.clear();
  Core c = core_of(index);
  for (auto& cell : c.cells) {
    if (cell) continue;
    cell = static_cast<std::uint8_t>(c.side + 1);
    Core next = c;
    next.side = 1 - c.side;
    out.push_back(index_of(next));
    cell = 0;
  }
}

void SolveGame::predecessors(std::uint64_t index, std::vector<std::uint64_t>& out) const {
  out.clear();
  const Core now = core_of(index);
  const int maker = 1 - now.side;
  if (const int owner = line_owner(now); owner >= 0 && owner != maker) return;  // no play leads here
  for (std::size_t k = 0; k < 9; ++k) {
    if (now.cells[k] != maker + 1) continue;
    Core before = now;
    before.cells[k] = 0;
    before.side = maker;
    out.push_back(index_of(before));
  }
}

TicTacToeGame::TicTacToeGame() {
  info_.id = "tictactoe";
  info_.display_name = djed::Message::of("tictactoe.name");
  info_.description = djed::Message::of("tictactoe.description");
  info_.variants = {{"classic", djed::Message::of("tictactoe.variant.classic")},
                    {"coin", djed::Message::of("tictactoe.variant.coin")}};
  info_.sides = {djed::SideInfo{side_name(0), "#202020"}, djed::SideInfo{side_name(1), "#a03030"}};
  info_.uses_dice = false;
  if (auto added = djed::add_embedded_files(info_, embedded_resources()); !added)
    throw std::runtime_error(added.message());
}

djed::StatePtr TicTacToeGame::make_initial_state(const std::string& variant) const {
  const bool coin = variant == "coin";
  Core core;
  core.pending = coin ? 0 : 1;
  return own(new TicTacToeState(coin, core));
}

djed::Result<djed::StatePtr> TicTacToeGame::make_state(const std::string& variant, std::string_view text) const {
  const bool coin = variant == "coin";
  auto core = TicTacToeState::parse(coin, text);
  if (!core) return core.error();
  return own(new TicTacToeState(coin, core.value()));
}

djed::BoardGeometry TicTacToeGame::make_geometry(const std::string&) const {
  djed::BoardGeometry g;
  g.rows = 3;
  g.cols = 3;
  for (int i = 0; i < 9; ++i) {
    djed::Cell c;
    c.id = i;
    c.label = cell_name(i);
    c.row = 2 - i / 3;
    c.col = i % 3;
    g.cells.push_back(c);
  }
  return g;
}

}  // namespace tictactoe
