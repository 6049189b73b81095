#include "stacks.hpp"

#include <stdexcept>

#include "djed/hash.hpp"
#include "djed/text.hpp"

namespace stacks {
namespace {

// Actions: a throw 101/102, waiting 200, bringing a token in on a cell
// 300 + cell, a move from * 10 + to.
constexpr djed::Action kThrow = 100;
constexpr djed::Action kWait = 200;
constexpr djed::Action kPlace = 300;

int height(const Core& c, int cell) { return (c.cells[cell][0] != 0) + (c.cells[cell][1] != 0); }
int top(const Core& c, int cell) { return height(c, cell) == 0 ? 0 : c.cells[cell][height(c, cell) - 1]; }
int far_end(int side) { return side == 0 ? kCells - 1 : 0; }
int step(int side) { return side == 0 ? 1 : -1; }
int entry(int side, int coin) { return side == 0 ? coin - 1 : kCells - coin; }

// A token of `side` may end on `cell`: empty, or one opposing token.
bool may_land(const Core& c, int side, int cell) {
  return cell >= 0 && cell < kCells && (height(c, cell) == 0 || (height(c, cell) == 1 && top(c, cell) != side + 1));
}

void land(Core& c, int side, int cell) {
  c.cells[cell][height(c, cell)] = static_cast<std::uint8_t>(side + 1);
  if (cell == far_end(side)) c.winner = side;
}

djed::Message side_name(int side) { return djed::Message::of(side == 0 ? "stacks.side.red" : "stacks.side.blue"); }

}  // namespace

int StacksState::current_player() const noexcept {
  if (core_.winner >= 0) return djed::kTerminalPlayer;
  return core_.thrown == 0 ? djed::kChancePlayer : core_.side;
}

std::vector<djed::Action> StacksState::legal_actions() const {
  if (core_.winner >= 0) return {};
  if (core_.thrown == 0) return {kThrow + 1, kThrow + 2};
  std::vector<djed::Action> actions;
  const int me = core_.side;
  if (core_.reserve[me] > 0 && may_land(core_, me, entry(me, core_.thrown)))
    actions.push_back(kPlace + static_cast<djed::Action>(entry(me, core_.thrown)));
  for (int from = 0; from < kCells; ++from) {
    const int to = from + step(me) * core_.thrown;
    if (top(core_, from) == me + 1 && may_land(core_, me, to))
      actions.push_back(static_cast<djed::Action>(from * 10 + to));
  }
  actions.push_back(kWait);
  return actions;
}

std::vector<djed::ChanceOutcome> StacksState::chance_outcomes() const {
  if (current_player() != djed::kChancePlayer) return {};
  return {{kThrow + 1, 0.5, 1}, {kThrow + 2, 0.5, 1}};
}

void StacksState::do_apply_action(djed::Action action) {
  history_.push_back(core_);
  const int me = core_.side;
  if (action > kThrow && action <= kThrow + 2) {
    core_.thrown = static_cast<int>(action - kThrow);
    return;
  }
  if (action >= kPlace) {
    --core_.reserve[me];
    land(core_, me, static_cast<int>(action - kPlace));
  } else if (action != kWait) {
    const int from = static_cast<int>(action / 10), to = static_cast<int>(action % 10);
    core_.cells[from][height(core_, from) - 1] = 0;
    land(core_, me, to);
  }
  if (core_.winner < 0) {
    core_.side ^= 1;
    core_.thrown = 0;
  }
}

void StacksState::do_undo_action() {
  core_ = history_.back();
  history_.pop_back();
}

djed::GameResult StacksState::result() const {
  if (core_.winner < 0) return {-1, "", djed::Message::of("djed.not-over"), {}};
  return {core_.winner, "far-end", djed::Message::of("stacks.end.far-end", {side_name(core_.winner)}), {}};
}

std::uint64_t StacksState::hash() const noexcept {
  std::uint64_t h = static_cast<std::uint64_t>(core_.side * 3 + core_.thrown);
  for (const auto& cell : core_.cells) h = djed::mix64(h * 9 + cell[0] * 3 + cell[1]);
  return djed::mix64(h ^ static_cast<std::uint64_t>(core_.reserve[0] * 3 + core_.reserve[1]) << 40);
}

std::string StacksState::to_string() const {
  std::vector<std::string> cells;
  for (int i = 0; i < kCells; ++i) {
    std::string s;
    for (int k = 0; k < height(core_, i); ++k) s += core_.cells[i][k] == 1 ? 'r' : 'b';
    cells.push_back(s.empty() ? "-" : s);
  }
  std::string text = djed::join(cells, ",") + " " + std::to_string(core_.reserve[0]) + ":" +
                     std::to_string(core_.reserve[1]) + (core_.side == 0 ? " r" : " b");
  if (core_.thrown && core_.winner < 0) text += " coin:" + std::to_string(core_.thrown);
  return text;
}

djed::Result<Core> StacksState::parse(std::string_view text) {
  const auto words = djed::split_words(text);
  if (words.size() < 3 || words.size() > 4)
    return djed::make_error("position '" + djed::printable(text) + "': expected '<cells> <reserves> <side> [coin:N]'");
  Core c;
  const auto cells = djed::split(words[0], ',');
  if (cells.size() != kCells) return djed::make_error("expected 7 cells, got " + std::to_string(cells.size()));
  std::array<int, 2> tokens{0, 0};
  for (int i = 0; i < kCells; ++i) {
    const std::string_view cell = cells[static_cast<std::size_t>(i)];
    if (cell == "-") continue;
    if (cell.size() > 2) return djed::make_error("cell " + std::to_string(i) + ": at most two tokens");
    for (std::size_t k = 0; k < cell.size(); ++k) {
      if (cell[k] != 'r' && cell[k] != 'b') return djed::make_error("cell " + std::to_string(i) + ": use r, b or -");
      c.cells[i][k] = cell[k] == 'r' ? 1 : 2;
      ++tokens[cell[k] == 'r' ? 0 : 1];
    }
    if (cell.size() == 2 && cell[0] == cell[1]) return djed::make_error("cell " + std::to_string(i) + ": a token on its own");
  }
  const auto reserves = djed::split(words[1], ':');
  const auto r0 = reserves.size() == 2 ? djed::parse_int(reserves[0]) : std::nullopt;
  const auto r1 = reserves.size() == 2 ? djed::parse_int(reserves[1]) : std::nullopt;
  if (!r0 || !r1) return djed::make_error("reserves '" + djed::printable(words[1]) + "': expected N:N");
  c.reserve = {*r0, *r1};
  for (int side : {0, 1})
    if (tokens[side] + c.reserve[side] != 2) return djed::make_error("each side has two tokens");
  if (words[2] != "r" && words[2] != "b") return djed::make_error("side '" + djed::printable(words[2]) + "': expected r or b");
  c.side = words[2] == "r" ? 0 : 1;
  for (int side : {0, 1})
    if (top(c, far_end(side)) == side + 1 || c.cells[far_end(side)][0] == side + 1) c.winner = side;
  if (words.size() == 4) {
    if (words[3] != "coin:1" && words[3] != "coin:2")
      return djed::make_error("'" + djed::printable(words[3]) + "': expected coin:1 or coin:2");
    c.thrown = words[3][5] - '0';
  }
  return c;
}

std::string StacksState::action_to_string(djed::Action action) const {
  if (action > kThrow && action <= kThrow + 2) return "coin:" + std::to_string(action - kThrow);
  if (action == kWait) return "wait";
  if (action >= kPlace) return "+" + std::to_string(action - kPlace);
  return std::to_string(action / 10) + "-" + std::to_string(action % 10);
}

djed::BoardSnapshot StacksState::board() const {
  djed::BoardSnapshot snapshot;
  for (int i = 0; i < kCells; ++i)
    for (int k = 0; k < height(core_, i); ++k) {
      djed::PieceView piece;
      piece.cell = i;
      piece.owner = core_.cells[i][k] - 1;
      piece.image = piece.owner == 0 ? "token-red" : "token-blue";
      piece.level = k;
      piece.frozen = k == 0 && height(core_, i) == 2;
      piece.name = djed::Message::of("stacks.token", {side_name(piece.owner)});
      snapshot.pieces.push_back(piece);
    }
  for (int side : {0, 1})
    snapshot.reserves.push_back(
        {core_.reserve[side], djed::Message::of("stacks.reserve", {djed::Message::number(core_.reserve[side])})});
  if (core_.thrown) snapshot.dice.push_back({djed::Message::of("stacks.coin"), core_.thrown, ""});
  // The cell a token comes in on after this throw: a marker of the position.
  if (core_.thrown && core_.winner < 0 && core_.reserve[core_.side] > 0) {
    djed::Marker entry_marker;
    entry_marker.tone = djed::MarkerTone::kCool;
    entry_marker.name = djed::Message::of("stacks.entry");
    entry_marker.name_on_cell = false;
    snapshot.markers.push_back({entry(core_.side, core_.thrown), entry_marker});
  }
  return snapshot;
}

djed::ActionView StacksState::describe_action(djed::Action action) const {
  djed::ActionView view;
  view.piece_owner = core_.side;
  if (action > kThrow && action <= kThrow + 2) {
    view.interaction = djed::Interaction::kChance;
  } else if (action == kWait) {
    view.interaction = djed::Interaction::kButton;
    view.label = djed::Message::of("stacks.button.wait");
  } else if (action >= kPlace) {
    view.from = djed::kReserve;
    view.to = static_cast<int>(action - kPlace);
    view.path = {view.to};
    view.captures = height(core_, view.to) == 1;
    view.label = djed::Message::of("stacks.action.place", {djed::Message::number(view.to)});
  } else {
    view.from = static_cast<int>(action / 10);
    view.to = static_cast<int>(action % 10);
    for (int c = view.from; c != view.to + step(core_.side); c += step(core_.side)) view.path.push_back(c);
    view.captures = height(core_, view.to) == 1;
    view.label = djed::Message::of("stacks.action.move", {djed::Message::number(view.from), djed::Message::number(view.to)});
  }
  return view;
}

djed::Message StacksState::prompt() const {
  if (core_.winner >= 0) return result().text;
  if (core_.thrown == 0) return djed::Message::of("stacks.prompt.throw", {side_name(core_.side)});
  return djed::Message::of("stacks.prompt.move", {side_name(core_.side), djed::Message::number(core_.thrown)});
}

StacksGame::StacksGame() {
  info_.id = "stacks";
  info_.display_name = djed::Message::of("stacks.name");
  info_.description = djed::Message::of("stacks.description");
  info_.sides = {djed::SideInfo{side_name(0), "#b03a2e"}, djed::SideInfo{side_name(1), "#2e5fb0"}};
  info_.uses_dice = true;
  info_.throw_label = djed::Message::of("stacks.button.toss");
  info_.max_turns = 60;
  info_.variants = {{"row", djed::Message::of("stacks.variant.row")}, {"arc", djed::Message::of("stacks.variant.arc")}};
  if (auto added = djed::add_embedded_files(info_, embedded_resources()); !added)
    throw std::runtime_error(added.message());
}

djed::StatePtr StacksGame::make_initial_state(const std::string&) const { return own(new StacksState(Core{})); }

djed::Result<djed::StatePtr> StacksGame::make_state(const std::string&, std::string_view text) const {
  auto core = StacksState::parse(text);
  if (!core) return core.error();
  return own(new StacksState(core.value()));
}

djed::BoardGeometry StacksGame::make_geometry(const std::string&) const {
  djed::BoardGeometry g;
  g.rows = 1;
  g.cols = kCells;
  for (int i = 0; i < kCells; ++i) {
    djed::Cell c;
    c.id = i;
    c.label = std::to_string(i);
    c.col = i;
    if (i == 0 || i == kCells - 1)
      c.markers.push_back({djed::MarkerTone::kSide, djed::Message::of(i == 0 ? "stacks.end.blue" : "stacks.end.red"),
                           "", i == 0 ? 1 : 0});
    g.cells.push_back(c);
  }
  return g;
}

djed::FreeBoard StacksGame::make_free_board(const std::string& variant) const {
  djed::FreeBoard board;
  if (variant != "arc") return board;  // the row: drawn from its grid
  board.width = 9;
  board.height = 4;
  board.art = "arc-board";
  board.may_turn = false;
  for (int i = 0; i < kCells; ++i) {
    djed::Site site;
    site.cell = i;
    // Down from the left, through the bottom, up to the right.
    const double across = 1.0 + i * (board.width - 2) / (kCells - 1);
    const double from_middle = (i - (kCells - 1) / 2.0) / ((kCells - 1) / 2.0);
    site.centre = {across, 3.0 - 2.0 * from_middle * from_middle};
    site.width = site.height = 0.9;
    site.shape = djed::SiteShape::kHole;
    if (i == kCells / 2) {
      site.shape = djed::SiteShape::kImage;
      site.image = "well";
      site.width = site.height = 1.1;
    }
    board.sites.push_back(site);
    if (i > 0) board.lines.push_back({i - 1, i, {}, djed::LineStyle::kTrack});
  }
  board.lines.push_back({1, 5, {{4.5, 0.4}}, djed::LineStyle::kShortcut});
  return board;
}

}  // namespace stacks
