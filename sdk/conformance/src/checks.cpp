// The conformance checks (see djed/conformance.hpp): each takes one game
// variant and reports through GoogleTest's assertions.
#include "checks.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>

#include "djed/free_board.hpp"
#include "djed/game_record.hpp"
#include "djed/levels.hpp"
#include "djed/rules_page.hpp"
#include "djed/solver.hpp"
#include "djed/text.hpp"
#include "djed/translations.hpp"

namespace djed::conformance {
namespace {

// Picks an index with the outcomes' probabilities.
std::size_t sample(const std::vector<ChanceOutcome>& outcomes, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> u(0.0, 1.0);
  double r = u(rng);
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    r -= outcomes[i].probability;
    if (r <= 0) return i;
  }
  return outcomes.size() - 1;
}

// A game that says how likely the side to move is to win says a number from
// 0 to 1, and of a finished game what its result says.
void check_win_chance(const State& s) {
  const auto chance = s.win_chance();
  if (!chance) return;
  EXPECT_TRUE(std::isfinite(*chance) && *chance >= 0.0 && *chance <= 1.0) << *chance << " at " << s.to_string();
  if (!s.is_terminal()) return;
  const int winner = s.result().winner;
  EXPECT_EQ(*chance, winner < 0 ? 0.5 : winner == s.side_to_move() ? 1.0 : 0.0) << s.to_string();
}

void check_chance_node(const State& s) {
  const auto outcomes = s.chance_outcomes();
  ASSERT_FALSE(outcomes.empty()) << s.to_string();
  double total = 0;
  std::uint64_t weights = 0;
  std::set<Action> actions;
  for (const auto& o : outcomes) {
    EXPECT_GT(o.probability, 0.0);
    EXPECT_GE(o.weight, 1u);
    total += o.probability;
    weights += o.weight;
    EXPECT_TRUE(actions.insert(o.action).second) << "duplicate chance action";
  }
  EXPECT_NEAR(total, 1.0, 1e-9) << s.to_string();
  for (const auto& o : outcomes)
    EXPECT_NEAR(o.probability, double(o.weight) / double(weights), 1e-9) << "probability disagrees with weight";
  auto legal = s.legal_actions();
  EXPECT_EQ(std::set<Action>(legal.begin(), legal.end()), actions);
  EXPECT_TRUE(s.legal_turns().empty());
}

// A message of the game: its id is in the English table (or the SDK's) and
// in every other language the game has, with as many arguments as its
// pattern uses; so are its arguments.
void check_message(const GameInfo& info, const Message& m, const std::string& where) {
  if (m.id.empty()) return;
  const std::vector<const std::vector<Translation>*> sources{&info.translations, &sdk_translations()};
  bool found = false;
  for (const auto* tables : sources)
    for (const Translation& t : *tables) {
      const auto it = t.messages.find(m.id);
      if (it == t.messages.end()) continue;
      found = true;
      auto highest = highest_argument(it->second);
      ASSERT_TRUE(highest.ok()) << m.id << ": " << highest.message();
      EXPECT_LT(highest.value(), static_cast<int>(m.args.size()))
          << where << ": message " << m.id << " (" << t.language << ") needs more arguments";
    }
  EXPECT_TRUE(found) << where << ": message id '" << m.id << "' is in no table";
  EXPECT_EQ(info.text(m).find('['), std::string::npos) << where << ": " << info.text(m);
  for (const Message& arg : m.args) check_message(info, arg, where);
}

// What the board view gets from a state: pieces with existing images and
// named; actions offered on the board from a cell (or the reserve) to a
// cell, or as labelled buttons; chance actions only at chance nodes.
void check_views(const GameInfo& info, const BoardGeometry& geometry, const State& s) {
  const std::string where = s.to_string();
  const BoardSnapshot board = s.board();
  for (const PieceView& p : board.pieces) {
    EXPECT_NE(geometry.cell_index_of(p.cell), -1) << where << ": a piece off the board";
    if (!p.image.empty()) {
      EXPECT_NE(info.image(p.image), nullptr) << where << ": no image '" << p.image << "'";
    }
    EXPECT_FALSE(p.name.empty()) << where << ": a piece without a name";
    check_message(info, p.name, where);
    EXPECT_TRUE(p.level == 0 || p.level == 1) << where;
    if (p.level == 1) {
      EXPECT_TRUE(std::any_of(board.pieces.begin(), board.pieces.end(),
                              [&](const PieceView& q) { return q.cell == p.cell && q.level == 0; }))
          << where << ": a piece stands on nothing on cell " << p.cell;
    }
  }
  EXPECT_TRUE(board.reserves.empty() || board.reserves.size() == 2) << where;
  for (const Reserve& r : board.reserves) check_message(info, r.label, where);
  for (const DieView& d : board.dice) check_message(info, d.name, where);
  for (const CellMarker& m : board.markers) {
    EXPECT_NE(geometry.cell_index_of(m.cell), -1) << where << ": a marker on cell " << m.cell << ", which the board does not have";
    check_message(info, m.marker.name, where);
  }
  // One piece at most is under way.
  const auto active = std::count_if(board.pieces.begin(), board.pieces.end(), [](const PieceView& p) { return p.active; });
  EXPECT_LE(active, 1) << where << ": more than one piece marked as moving";
  if (!s.is_terminal()) check_message(info, s.prompt(), where);
  for (Action a : s.legal_actions()) {
    const ActionView v = s.describe_action(a);
    check_message(info, v.label, where);
    switch (v.interaction) {
      case Interaction::kChance: EXPECT_TRUE(s.is_chance_node()) << where; break;
      case Interaction::kButton:
        EXPECT_FALSE(s.is_chance_node()) << where;
        EXPECT_FALSE(v.label.empty()) << where << ": a button without a label";
        break;
      case Interaction::kBoard:
        EXPECT_FALSE(s.is_chance_node()) << where;
        EXPECT_NE(geometry.cell_index_of(v.to), -1) << where << ": " << s.action_to_string(a) << " goes nowhere";
        if (v.from != kReserve) {
          EXPECT_TRUE(std::any_of(board.pieces.begin(), board.pieces.end(),
                                  [&](const PieceView& p) { return p.cell == v.from; }))
              << where << ": " << s.action_to_string(a) << " picks an empty cell";
        }
        break;
    }
  }
}

// Action texts of the game seen so far (a sample of them) are accepted
// here only when they are legal actions: a parser accepts nothing else.
void check_action_texts(const State& s, const std::vector<std::string>& texts, std::mt19937_64& rng) {
  std::set<Action> legal;
  for (Action a : s.legal_actions()) legal.insert(a);
  for (int i = 0; i < 24 && !texts.empty(); ++i) {
    const std::string& text = texts[std::uniform_int_distribution<std::size_t>(0, texts.size() - 1)(rng)];
    auto parsed = s.action_from_string(text);
    if (parsed.ok()) {
      EXPECT_TRUE(legal.count(parsed.value())) << "'" << text << "' accepted but not legal in " << s.to_string();
    } else {
      EXPECT_FALSE(parsed.message().empty());
    }
  }
  for (Action a : legal) {
    auto back = s.action_from_string(s.action_to_string(a));
    ASSERT_TRUE(back.ok()) << s.action_to_string(a) << " in " << s.to_string() << ": " << back.message();
    EXPECT_EQ(back.value(), a);
  }
}

void check_turn_start(const Game& game, const std::string& variant, const State& s) {
  if (s.has_notation()) {
    auto parsed = game.parse_position(variant, s.to_string());
    ASSERT_TRUE(parsed.ok()) << s.to_string() << ": " << parsed.message();
    EXPECT_EQ(parsed.value()->to_string(), s.to_string());
    EXPECT_EQ(parsed.value()->hash(), s.hash()) << s.to_string();
    EXPECT_EQ(parsed.value()->current_player(), s.current_player());
  }
  const auto turns = s.legal_turns();
  ASSERT_FALSE(turns.empty()) << "no turn before the end in " << s.to_string();
  std::set<std::string> seen;
  for (const Turn& t : turns) {
    ASSERT_FALSE(t.empty());
    const std::string text = s.turn_to_string(t);
    EXPECT_TRUE(seen.insert(text).second) << "turn listed twice: " << text << " in " << s.to_string();
    auto back = s.turn_from_string(text);
    ASSERT_TRUE(back.ok()) << text << " in " << s.to_string() << ": " << back.message();
    EXPECT_EQ(back.value(), t) << text;
  }
  EXPECT_EQ(s.perft(1), turns.size());
}

// Applies `a` to `s` and checks that clone and undo restore what they should.
void apply_checked(State& s, Action a) {
  const std::string before = s.to_string();
  const std::uint64_t hash_before = s.hash();
  const std::size_t history = s.history_size();
  StatePtr copy = s.clone();
  EXPECT_EQ(copy->to_string(), before);
  EXPECT_EQ(copy->hash(), hash_before);
  s.apply_action(a);
  EXPECT_EQ(s.history_size(), history + 1);
  EXPECT_EQ(copy->to_string(), before) << "a clone changed with its original";
  copy->apply_action(a);
  EXPECT_EQ(copy->hash(), s.hash()) << "clone and original differ after " << copy->action_to_string(a);
  s.undo_action();
  EXPECT_EQ(s.to_string(), before) << "undo of " << s.action_to_string(a);
  EXPECT_EQ(s.hash(), hash_before);
  EXPECT_EQ(s.history_size(), history);
  s.apply_action(a);
}

}  // namespace

void random_games_keep_every_invariant(const GameVariant& gv) {
  const GameInfo& info = gv.game->info();
  std::mt19937_64 rng(20261122);
#ifdef DJED_SANITIZED
  // Djed's sanitized builds look for memory faults on the same paths; the
  // 40 games (Pharao's 94 s under AddressSanitizer) are the optimised build's.
  const int games = 10;
#else
  const int games = 40;
#endif
  auto geometry = gv.game->geometry(gv.variant);
  ASSERT_TRUE(geometry.ok());
  std::set<std::string> seen_texts;
  std::vector<std::string> action_texts;
  for (int g = 0; g < games; ++g) {
    auto start = gv.game->new_initial_state(gv.variant);
    ASSERT_TRUE(start.ok()) << start.message();
    GameRecord record(std::move(start).value(), info);
    record.set_max_turns(info.max_turns);
    while (!record.is_over()) {
      const State& s = record.state();
      ASSERT_FALSE(s.is_terminal());
      check_views(info, geometry.value(), s);
      check_win_chance(s);
      if (s.is_chance_node()) {
        check_chance_node(s);
        const auto outcomes = s.chance_outcomes();
        const Action throw_result = outcomes[sample(outcomes, rng)].action;
        StatePtr probe = s.clone();
        apply_checked(*probe, throw_result);
        record.apply_action(throw_result);
        continue;
      }
      check_turn_start(*gv.game, gv.variant, s);
      if (::testing::Test::HasFatalFailure()) return;
      // Play one random legal turn action by action, checking every step.
      const auto turns = s.legal_turns();
      const Turn turn = turns[std::uniform_int_distribution<std::size_t>(0, turns.size() - 1)(rng)];
      StatePtr work = s.clone();
      const int mover = work->current_player();
      for (std::size_t i = 0; i < turn.size(); ++i) {
        ASSERT_EQ(work->current_player(), mover) << "turn ended early";
        for (Action a : work->legal_actions())
          if (seen_texts.insert(work->action_to_string(a)).second) action_texts.push_back(work->action_to_string(a));
        check_action_texts(*work, action_texts, rng);
        if (i > 0) {
          check_views(info, geometry.value(), *work);
          check_win_chance(*work);
        }
        const auto legal = work->legal_actions();
        ASSERT_FALSE(legal.empty()) << "no action in the middle of a turn";
        ASSERT_NE(std::find(legal.begin(), legal.end(), turn[i]), legal.end());
        apply_checked(*work, turn[i]);
      }
      EXPECT_NE(work->current_player(), mover) << "turn did not end";
      record.apply_turn(turn);
      ASSERT_EQ(record.state().hash(), work->hash());
      ASSERT_LE(record.turns_played(), info.max_turns);
    }
    const GameResult result = record.result();
    EXPECT_FALSE(result.reason.empty());
    EXPECT_FALSE(result.text.empty());
    check_message(info, result.text, "the result");
    for (int cell : result.cells)
      EXPECT_TRUE(std::any_of(geometry->cells.begin(), geometry->cells.end(), [&](const Cell& c) { return c.id == cell; }))
          << "the result marks cell " << cell << ", which the board does not have";
    check_views(info, geometry.value(), record.state());
    EXPECT_GE(result.winner, -1);
    EXPECT_LE(result.winner, 1);
    if (record.state().is_terminal()) {
      const State& end = record.state();
      check_win_chance(end);
      EXPECT_TRUE(end.legal_actions().empty());
      EXPECT_TRUE(end.legal_turns().empty());
      EXPECT_EQ(end.perft(1), 0u);
      // The last position prints, and reads back as the same finished game.
      ASSERT_TRUE(end.has_notation()) << end.to_string();
      auto back = gv.game->parse_position(gv.variant, end.to_string());
      ASSERT_TRUE(back.ok()) << end.to_string() << ": " << back.message();
      EXPECT_TRUE(back.value()->is_terminal()) << end.to_string();
      EXPECT_EQ(back.value()->result().winner, end.result().winner) << end.to_string();
      EXPECT_EQ(back.value()->result().reason, end.result().reason) << end.to_string();
      EXPECT_EQ(back.value()->to_string(), end.to_string());
    }
  }
}

// A board of sites (djed/free_board.hpp): sound against its cells and
// images, every site found by a click at its centre and by the arrow keys
// from any other, and labels told apart (rules pages and lessons name cells
// by label).
void check_free_board(const Game& game, const FreeBoard& board, const BoardGeometry& g) {
  const auto problems = free_board_problems(board, g, game.info());
  for (const std::string& problem : problems) ADD_FAILURE() << problem;
  if (!problems.empty()) return;
  for (const Site& site : board.sites)
    EXPECT_EQ(hit_site(board, g, site.centre).cell_index, g.cell_index_of(site.cell))
        << "a click at the centre of cell " << site.cell << "'s site finds another";
  std::vector<bool> reached(board.sites.size());
  std::vector<std::size_t> todo{0};
  if (!board.sites.empty()) reached[0] = true;
  while (!todo.empty()) {
    const std::size_t at = todo.back();
    todo.pop_back();
    for (auto [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}})
      if (auto next = site_towards(board, at, dx, dy); next && !reached[*next]) {
        reached[*next] = true;
        todo.push_back(*next);
      }
  }
  for (std::size_t i = 0; i < board.sites.size(); ++i)
    EXPECT_TRUE(reached[i]) << "cell " << board.sites[i].cell << "'s site cannot be reached with the arrow keys";
  std::set<std::string> labels;
  for (const Cell& c : g.cells) {
    if (c.label.empty()) continue;
    EXPECT_TRUE(labels.insert(c.label).second) << "the label '" << c.label << "' names two cells";
  }
}

void metadata_and_geometry_describe_the_game(const GameVariant& gv) {
  const GameInfo& info = gv.game->info();
  EXPECT_FALSE(info.id.empty());
  ASSERT_FALSE(info.translations.empty());
  EXPECT_EQ(info.translations.front().language, "en");
  EXPECT_FALSE(info.rules_text("en").empty());
  for (const Message* m : {&info.display_name, &info.description}) {
    EXPECT_FALSE(m->empty());
    check_message(info, *m, "the game's info");
  }
  for (const auto& v : info.variants) check_message(info, v.name, "variant " + v.id);
  if (!info.throw_label.empty()) {
    EXPECT_TRUE(info.uses_dice) << "a throw button's label in a game without dice";
    check_message(info, info.throw_label, "the throw button");
  }
  for (const auto& side : info.sides) {
    EXPECT_FALSE(side.name.empty());
    check_message(info, side.name, "a side");
    EXPECT_EQ(side.colour.size(), 7u);
  }
  // Every language table says what English says, no more and no less.
  for (const Translation& t : info.translations) {
    for (const auto& [id, pattern] : info.translations.front().messages)
      EXPECT_TRUE(t.messages.count(id)) << t.language << " lacks " << id;
    for (const auto& [id, pattern] : t.messages)
      EXPECT_TRUE(info.translations.front().messages.count(id)) << t.language << " has " << id << ", English not";
  }
  // French counts 0 as one: a plural's singular form there must show the
  // number ('#'), or "0" would read "une barque" (one ship).
  for (const Translation& t : info.translations) {
    if (t.language != "fr") continue;
    for (const auto& [id, pattern] : t.messages) {
      if (pattern.find('|') == std::string::npos) continue;
      Message zero;
      zero.id = id;
      for (int i = 0; i < 10; ++i) zero.args.push_back(Message::number(0));
      EXPECT_NE(info.text(zero, "fr").find('0'), std::string::npos)
          << "fr " << id << ": the singular form also stands for 0 and must show the number ('#')";
    }
  }
  for (const Image& image : info.images) EXPECT_EQ(image.svg.rfind("<svg", 0), 0u) << image.name << " is not an SVG";
  // The rules pages' board diagrams (djed/rules_page.hpp), once per game.
  if (gv.variant == (info.variants.empty() ? std::string() : info.variants.front().id))
    for (const std::string& problem : check_rules_pages(*gv.game)) ADD_FAILURE() << problem;
  auto geometry = gv.game->geometry(gv.variant);
  ASSERT_TRUE(geometry.ok());
  const BoardGeometry& g = geometry.value();
  const auto free_board = free_board_of(*gv.game, gv.variant);
  ASSERT_TRUE(free_board.ok()) << free_board.message();
  const bool free = free_board.value().has_value();
  if (free) {
    check_free_board(*gv.game, *free_board.value(), g);
  } else {
    ASSERT_GT(g.rows, 0);
    ASSERT_GT(g.cols, 0);
  }
  std::set<int> ids;
  for (const Cell& c : g.cells) {
    EXPECT_TRUE(ids.insert(c.id).second) << "cell id " << c.id << " twice";
    for (const Marker& m : c.markers) check_message(info, m.name, "cell " + c.label);
    if (free) continue;  // its grid is not drawn
    EXPECT_GE(c.row, 0);
    EXPECT_GE(c.col, 0);
    EXPECT_LE(c.row + c.row_span, g.rows);
    EXPECT_LE(c.col + c.col_span, g.cols);
    // Every grid position of the cell maps back to it.
    for (int r = c.row; r < c.row + c.row_span; ++r)
      for (int col = c.col; col < c.col + c.col_span; ++col)
        EXPECT_EQ(g.cell_index_at(r, col), g.cell_index_of(c.id));
  }
  // Every piece of the start position stands on a cell of the geometry.
  auto start = gv.game->new_initial_state(gv.variant);
  ASSERT_TRUE(start.ok());
  for (const PieceView& p : start.value()->board().pieces) EXPECT_TRUE(ids.count(p.cell)) << p.cell;
}

void malformed_positions_are_refused_with_a_message(const GameVariant& gv) {
  for (const char* bad : {"", "   ", "nonsense", "\x01\x02", "L:99 D:1 L", "///// w 3 3"}) {
    auto parsed = gv.game->parse_position(gv.variant, bad);
    EXPECT_FALSE(parsed.ok()) << "accepted '" << bad << "'";
    if (!parsed.ok()) {
      EXPECT_FALSE(parsed.message().empty());
    }
  }
}

void illegal_turns_are_refused_with_a_message(const GameVariant& gv) {
  auto start = gv.game->new_initial_state(gv.variant);
  ASSERT_TRUE(start.ok());
  StatePtr s = std::move(start).value();
  if (s->is_chance_node()) s->apply_action(s->chance_outcomes().front().action);
  for (const char* bad : {"", "zz-top", "1-1 1-1 1-1 1-1 1-1", "x"}) {
    auto turn = s->turn_from_string(bad);
    EXPECT_FALSE(turn.ok()) << "accepted '" << bad << "'";
    if (!turn.ok()) {
      EXPECT_FALSE(turn.message().empty());
    }
  }
}

namespace {

// Texts with characters beyond ASCII and bytes that are not UTF-8: each
// sample as it is, then put into and over every place of `valid`.
std::vector<std::string> foreign_texts(const std::vector<std::string>& valid) {
  static const std::vector<std::string> kSamples = {
      "\xc3\xa9",           // é
      "\xe6\x97\xa5",       // a CJK character
      "\xf0\x93\x80\x80",   // a hieroglyph
      "\xe2\x80\xae",       // a right-to-left override
      "\xc3",               // a sequence cut short
      "\xff",               // never UTF-8
      "\xed\xa0\x80",       // a surrogate
  };
  std::vector<std::string> texts = kSamples;
  texts.push_back("\xc3\xa9" "1-b2");
  for (const std::string& text : valid)
    for (std::size_t at = 0; at <= text.size(); ++at)
      for (const std::string& sample : kSamples) {
        texts.push_back(text.substr(0, at) + sample + text.substr(at));
        if (at < text.size()) texts.push_back(text.substr(0, at) + sample + text.substr(at + 1));
      }
  return texts;
}

void expect_one_line_of_utf8(const std::string& message, const std::string& input, const char* what) {
  EXPECT_TRUE(is_utf8(message)) << what << " refused '" << printable(input) << "' with a message that is not UTF-8: "
                                << printable(message);
  EXPECT_EQ(message.find('\n'), std::string::npos) << what << ": " << printable(message);
}

}  // namespace

void refusals_quote_whole_characters(const GameVariant& gv) {
  auto start = gv.game->new_initial_state(gv.variant);
  ASSERT_TRUE(start.ok());
  StatePtr s = std::move(start).value();
  if (s->is_chance_node()) s->apply_action(s->chance_outcomes().front().action);
  std::vector<std::string> turns, actions;
  for (const Turn& turn : s->legal_turns()) {
    turns.push_back(s->turn_to_string(turn));
    if (turns.size() >= 4) break;
  }
  for (Action a : s->legal_actions()) {
    actions.push_back(s->action_to_string(a));
    if (actions.size() >= 4) break;
  }
  for (const std::string& text : foreign_texts(turns))
    if (auto turn = s->turn_from_string(text); !turn.ok()) expect_one_line_of_utf8(turn.message(), text, "a turn");
  for (const std::string& text : foreign_texts(actions))
    if (auto action = s->action_from_string(text); !action.ok())
      expect_one_line_of_utf8(action.message(), text, "an action");
  const std::vector<std::string> positions = {s->to_string()};
  for (const std::string& text : foreign_texts(positions))
    if (auto parsed = gv.game->parse_position(gv.variant, text); !parsed.ok())
      expect_one_line_of_utf8(parsed.message(), text, "a position");
}

void who_starts_follows_the_rules(const GameVariant& gv) {
  auto standard = gv.game->new_initial_state(gv.variant);
  ASSERT_TRUE(standard.ok());
  const int starter = standard.value()->side_to_move();
  ASSERT_TRUE(starter == 0 || starter == 1);
  for (int first : {0, 1}) {
    auto start = gv.game->new_initial_state(gv.variant, first);
    if (gv.game->info().either_side_starts || first == starter) {
      ASSERT_TRUE(start.ok()) << start.message();
      EXPECT_EQ(start.value()->side_to_move(), first);
      // The same pieces on the same cells: only who starts differs.
      auto pieces = [](const State& s) {
        std::multiset<std::pair<int, int>> out;
        for (const PieceView& p : s.board().pieces) out.insert({p.cell, p.owner});
        return out;
      };
      EXPECT_EQ(pieces(*start.value()), pieces(*standard.value()));
      auto reparsed = gv.game->parse_position(gv.variant, start.value()->to_string());
      ASSERT_TRUE(reparsed.ok()) << reparsed.message();
      EXPECT_EQ(reparsed.value()->to_string(), start.value()->to_string());
    } else {
      ASSERT_FALSE(start.ok());
      EXPECT_NE(start.message().find(gv.game->info().text(gv.game->info().sides[static_cast<std::size_t>(starter)].name) +
                                     " always starts"),
                std::string::npos)
          << start.message();
    }
  }
  EXPECT_FALSE(gv.game->new_initial_state(gv.variant, 2).ok());
}

}  // namespace djed::conformance

namespace djed::conformance {

// A solvable game's numbers follow its play: each position at the start of a
// turn has a valid number, finished exactly when the game is over, and the
// turn starts its steps reach (through positions inside the turn) are the
// numbers of the positions after its legal turns; every step is found again
// among the steps back, and a counted game's census agrees with its steps.
void solvable_games_number_their_turns_as_they_are_played(const GameVariant& gv) {
  const solve::IndexedGame* indexed = gv.game->solvable(gv.variant);
  ASSERT_NE(indexed, nullptr);
  const auto* counted = dynamic_cast<const solve::CountedGame*>(indexed);
  std::mt19937_64 rng(20261125);
  std::vector<std::uint64_t> next, back;
  int checked = 0;
  for (int g = 0; g < 12; ++g) {
    auto state = gv.game->new_initial_state(gv.variant).value();
    for (int turn = 0; turn < 40; ++turn) {
      const auto index = state->solved_index();
      if (index) {
        const std::string where = "position '" + state->to_string() + "' (number " + std::to_string(*index) + ")";
        ASSERT_LT(*index, indexed->stored_size()) << where;
        ASSERT_TRUE(indexed->valid(*index)) << where;
        ASSERT_EQ(indexed->finished(*index).has_value(), state->is_terminal()) << where;
        if (state->is_terminal()) break;
        // The turn starts the steps reach, unfinished ones only: a finished
        // state may be numbered from either side.
        std::set<std::uint64_t> by_steps, by_turns;
        std::vector<std::uint64_t> todo{*index};
        std::set<std::uint64_t> seen;
        while (!todo.empty()) {
          const std::uint64_t at = todo.back();
          todo.pop_back();
          indexed->successors(at, next);
          if (counted) {  // the census agrees with the steps listed
            const auto c = counted->census(at);
            ASSERT_TRUE(c.valid) << where << ": the census of " << at;
            ASSERT_EQ(c.finished.has_value(), indexed->finished(at).has_value()) << where << ": the census of " << at;
            const std::set<std::uint64_t> distinct(next.begin(), next.end());
            if (!c.finished) {
              ASSERT_EQ(c.steps, static_cast<int>(distinct.size())) << where << ": the census of " << at;
            }
          }
          for (std::uint64_t j : next) {
            ASSERT_LT(j, indexed->size()) << where;
            if (indexed->has_predecessors() && !indexed->finished(at)) {
              indexed->predecessors(j, back);
              ASSERT_NE(std::find(back.begin(), back.end(), at), back.end())
                  << where << ": the step " << at << " -> " << j << " is not found back";
            }
            if (indexed->inside_turn(j)) {
              if (seen.insert(j).second) todo.push_back(j);
            } else if (!indexed->finished(j)) {
              by_steps.insert(j);
            }
          }
        }
        for (const Turn& t : state->legal_turns()) {
          StatePtr after = state->clone();
          after->apply_turn(t);
          if (after->is_terminal()) continue;
          const auto j = after->solved_index();
          ASSERT_TRUE(j) << where << ": no number after " << state->turn_to_string(t);
          by_turns.insert(*j);
        }
        ASSERT_EQ(by_steps, by_turns) << where;
        ++checked;
      }
      if (state->is_terminal()) break;
      const auto turns = state->legal_turns();
      state->apply_turn(turns[static_cast<std::size_t>(rng() % turns.size())]);
    }
  }
  EXPECT_GT(checked, 50);
}

}  // namespace djed::conformance

namespace djed::conformance {

void lessons_and_puzzles_fit_the_rules(const GameVariant& gv) {
  const GameInfo& info = gv.game->info();
  const auto checked = check_lessons(*gv.game, level_names());
  EXPECT_TRUE(checked.ok()) << checked.message();
  for (const Puzzle& puzzle : info.puzzles) {
    auto variant = info.resolve_variant(puzzle.variant);
    ASSERT_TRUE(variant.ok()) << puzzle.id << ": " << variant.message();
    if (*variant != gv.variant) continue;
    // The line's own turns solve it: every turn of it legal where it stands.
    std::vector<std::string> answers;
    for (std::size_t i = 0; i < puzzle.line.size(); i += 2) answers.push_back(puzzle.line[i]);
    auto attempt = try_puzzle(*gv.game, puzzle, answers);
    ASSERT_TRUE(attempt.ok()) << attempt.message();
    EXPECT_TRUE(attempt->solved) << puzzle.id;
  }
}

}  // namespace djed::conformance

namespace djed::conformance {
namespace {

std::string text_of(const State& s, const Turn& t) {
  std::string text;
  StatePtr work = s.clone();
  for (Action a : t) {
    if (!text.empty()) text += ' ';
    text += work->action_to_string(a);
    if (!work->is_legal(a)) return text + " (not legal)";
    work->apply_action(a);
  }
  return text;
}

std::uint64_t hash_after(const State& s, const Turn& t) {
  StatePtr work = s.clone();
  for (Action a : t) {
    if (!work->is_legal(a)) return 0;
    work->apply_action(a);
  }
  return work->hash();
}

// At one turn start: canonical_turn() keeps to its rule, and legal_turns()
// lists exactly the walk's turns in canonical order, each once.
void check_turns_against_the_walk(const State& s) {
  const std::string where = " in '" + s.to_string() + "'";
  const std::vector<Turn> orders = every_turn_order(s);
  const std::set<Turn> all(orders.begin(), orders.end());
  for (const Turn& t : orders) {
    const Turn c = s.canonical_turn(t);
    if (c == t) continue;
    ASSERT_TRUE(all.count(c)) << "canonical_turn(" << text_of(s, t) << ") is " << text_of(s, c)
                              << ", which is no legal turn" << where;
    ASSERT_EQ(hash_after(s, c), hash_after(s, t))
        << "canonical_turn(" << text_of(s, t) << ") is " << text_of(s, c) << ", which reaches another position" << where;
    ASSERT_EQ(s.canonical_turn(c), c) << "canonical_turn(" << text_of(s, c) << ") is not itself" << where;
  }
  // The SDK's own legal_turns(), not the game's: the walk in canonical order.
  const std::vector<Turn> reference = s.State::legal_turns();
  const std::vector<Turn> listed = s.legal_turns();
  const std::set<Turn> wanted(reference.begin(), reference.end()), got(listed.begin(), listed.end());
  EXPECT_EQ(got.size(), listed.size()) << "legal_turns() lists a turn twice" << where;
  for (const Turn& t : wanted)
    EXPECT_TRUE(got.count(t)) << "legal_turns() leaves out " << text_of(s, t) << ", a turn of the actions" << where;
  for (const Turn& t : got) {
    if (wanted.count(t)) continue;
    if (all.count(t))
      ADD_FAILURE() << "legal_turns() lists " << text_of(s, t) << ", whose canonical order is "
                    << text_of(s, s.canonical_turn(t)) << where;
    else
      ADD_FAILURE() << "legal_turns() lists " << text_of(s, t) << ", which is no turn of the actions" << where;
  }
}

}  // namespace

void turns_are_the_walk_over_the_actions(const GameVariant& gv) {
  std::mt19937_64 rng(20261127);
  int perft_checks = 0;
  for (int g = 0; g < 12; ++g) {
    auto state = gv.game->new_initial_state(gv.variant).value();
    for (int turn = 0; turn < 200 && !state->is_terminal(); ++turn) {
      while (state->is_chance_node()) {
        const auto outcomes = state->chance_outcomes();
        state->apply_action(outcomes[sample(outcomes, rng)].action);
      }
      if (state->is_terminal()) break;
      check_turns_against_the_walk(*state);
      if (::testing::Test::HasFatalFailure()) return;
      // perft two turns deep, against the definition, now and then.
      if (g < 2 && turn % 8 == 0) {
        EXPECT_EQ(state->perft(2), walk_perft(*state, 2)) << "perft(2) in '" << state->to_string() << "'";
        ++perft_checks;
      }
      const auto turns = state->legal_turns();
      ASSERT_FALSE(turns.empty());
      state->apply_turn(turns[static_cast<std::size_t>(rng() % turns.size())]);
    }
  }
  EXPECT_GT(perft_checks, 0);
}

}  // namespace djed::conformance
