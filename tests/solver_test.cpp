// The exact solver (djed/solver.hpp) on games small enough to check every
// position: tic-tac-toe against a plain recursive search, and random graphs
// with cycles (draws) for the two ways of solving against each other and the
// rule that a position's value is the best of its successors'.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <atomic>
#include <chrono>

#include "djed/solved_table.hpp"
#include "djed/solver.hpp"

namespace djed::solve {
namespace {

using Kind = Outcome::Kind;

// Tic-tac-toe: a position is the nine cells in base 3 (0 empty, 1 X, 2 O);
// X moves when the counts are equal.
class TicTacToe final : public IndexedGame {
 public:
  static std::array<int, 9> cells(std::uint64_t i) {
    std::array<int, 9> c{};
    for (int k = 0; k < 9; ++k, i /= 3) c[static_cast<std::size_t>(k)] = static_cast<int>(i % 3);
    return c;
  }
  static std::uint64_t index(const std::array<int, 9>& c) {
    std::uint64_t i = 0;
    for (int k = 8; k >= 0; --k) i = i * 3 + static_cast<std::uint64_t>(c[static_cast<std::size_t>(k)]);
    return i;
  }
  static bool line(const std::array<int, 9>& c, int who) {
    static constexpr int kLines[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6},
                                         {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    for (const auto& l : kLines)
      if (c[l[0]] == who && c[l[1]] == who && c[l[2]] == who) return true;
    return false;
  }
  static int mover(const std::array<int, 9>& c) {
    const auto x = std::count(c.begin(), c.end(), 1), o = std::count(c.begin(), c.end(), 2);
    return x == o ? 1 : x == o + 1 ? 2 : 0;
  }
  std::uint64_t size() const override { return 19683; }
  bool valid(std::uint64_t i) const override {
    const auto c = cells(i);
    const int m = mover(c);
    if (m == 0) return false;
    const bool x = line(c, 1), o = line(c, 2);
    if (x && o) return false;
    if (x && m != 2) return false;  // X's line came with X's move
    if (o && m != 1) return false;
    return true;
  }
  std::optional<Outcome> finished(std::uint64_t i) const override {
    const auto c = cells(i);
    if (line(c, 3 - mover(c))) return Outcome{Kind::kLoss, 0};
    if (std::count(c.begin(), c.end(), 0) == 0) return Outcome{};
    return std::nullopt;
  }
  void successors(std::uint64_t i, std::vector<std::uint64_t>& out) const override {
    out.clear();
    auto c = cells(i);
    const int m = mover(c);
    for (auto& cell : c)
      if (cell == 0) {
        cell = m;
        out.push_back(index(c));
        cell = 0;
      }
  }
  bool has_predecessors() const override { return true; }
  void predecessors(std::uint64_t i, std::vector<std::uint64_t>& out) const override {
    out.clear();
    auto c = cells(i);
    const int last = 3 - mover(c);
    for (auto& cell : c)
      if (cell == last) {
        cell = 0;
        out.push_back(index(c));
        cell = last;
      }
  }
};

// Plain recursion (tic-tac-toe has no cycles): the value by definition.
Outcome by_search(const TicTacToe& g, std::uint64_t i, std::map<std::uint64_t, Outcome>& memo) {
  if (auto it = memo.find(i); it != memo.end()) return it->second;
  Outcome value;
  if (auto end = g.finished(i)) {
    value = *end;
  } else {
    std::vector<std::uint64_t> next;
    g.successors(i, next);
    std::vector<Outcome> children;
    for (auto c : next) children.push_back(by_search(g, c, memo));
    value = best_of_children(children);
  }
  memo[i] = value;
  return value;
}

TEST(Solver, TicTacToeAgreesWithASearchOfEveryPosition) {
  const TicTacToe game;
  auto backwards = solve(game);
  ASSERT_TRUE(backwards.ok()) << backwards.message();
  SolveOptions forwards_options;
  forwards_options.sweep = true;
  forwards_options.threads = 2;
  auto forwards = solve(game, forwards_options);
  ASSERT_TRUE(forwards.ok()) << forwards.message();
  std::map<std::uint64_t, Outcome> memo;
  int checked = 0;
  for (std::uint64_t i = 0; i < game.size(); ++i) {
    if (!game.valid(i)) continue;
    const Outcome truth = by_search(game, i, memo);
    ASSERT_EQ(decode(backwards.value()[i]), truth) << "position " << i;
    ASSERT_EQ(decode(forwards.value()[i]), truth) << "position " << i;
    ++checked;
  }
  EXPECT_EQ(checked, 5478);  // the legal tic-tac-toe positions
  EXPECT_EQ(decode(backwards.value()[0]), Outcome{}) << "the empty board is a draw";
  // X in the centre, O on an edge: X wins (in three more turns of X's).
  std::array<int, 9> c{};
  c[4] = 1;
  c[1] = 2;
  EXPECT_EQ(decode(backwards.value()[TicTacToe::index(c)]), (Outcome{Kind::kWin, 5}));
}

// A random graph: some positions lost or drawn as they stand, the others
// with one to four successors, cycles included.
class Graph final : public IndexedGame {
 public:
  Graph(std::uint64_t n, std::uint64_t seed) : next_(n), before_(n), end_(n) {
    std::mt19937_64 rng(seed);
    for (std::uint64_t i = 0; i < n; ++i) {
      const auto roll = rng() % 100;
      if (roll < 6) {
        end_[i] = Outcome{Kind::kLoss, 0};
      } else if (roll < 8) {
        end_[i] = Outcome{};
      } else {
        const auto k = 1 + rng() % 4;
        for (std::uint64_t j = 0; j < k; ++j) {
          const auto to = rng() % n;
          next_[i].push_back(to);
          before_[to].push_back(i);
        }
      }
    }
  }
  std::uint64_t size() const override { return next_.size(); }
  bool valid(std::uint64_t) const override { return true; }
  std::optional<Outcome> finished(std::uint64_t i) const override { return end_[i]; }
  void successors(std::uint64_t i, std::vector<std::uint64_t>& out) const override { out = next_[i]; }
  bool has_predecessors() const override { return true; }
  void predecessors(std::uint64_t i, std::vector<std::uint64_t>& out) const override { out = before_[i]; }

  std::vector<std::vector<std::uint64_t>> next_, before_;
  std::vector<std::optional<Outcome>> end_;
};

TEST(Solver, BothWaysAgreeAndEveryValueIsTheBestOfItsSuccessors) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const Graph game(3000, seed);
    auto backwards = solve(game);
    ASSERT_TRUE(backwards.ok()) << backwards.message();
    SolveOptions options;
    options.sweep = true;
    options.threads = static_cast<int>(1 + seed % 2);
    auto forwards = solve(game, options);
    ASSERT_TRUE(forwards.ok()) << forwards.message();
    ASSERT_EQ(backwards.value(), forwards.value()) << "seed " << seed;
    int draws = 0, wins = 0, losses = 0;
    for (std::uint64_t i = 0; i < game.size(); ++i) {
      const Outcome value = decode(backwards.value()[i]);
      draws += value.kind == Kind::kDraw;
      wins += value.kind == Kind::kWin;
      losses += value.kind == Kind::kLoss;
      if (game.end_[i]) {
        ASSERT_EQ(value, *game.end_[i]);
        continue;
      }
      std::vector<Outcome> children;
      for (auto c : game.next_[i]) children.push_back(decode(backwards.value()[c]));
      ASSERT_EQ(value, best_of_children(children)) << "seed " << seed << ", position " << i;
    }
    EXPECT_GT(draws, 0);
    EXPECT_GT(wins, 0);
    EXPECT_GT(losses, 0);
  }
}

// The last report of a solve says how many positions it settled (won or
// lost), the number a game may name as its progress total, beside that total.
TEST(Solver, TheLastReportCountsTheSettledPositionsBesideTheGamesHint) {
  class Hinted final : public IndexedGame {
   public:
    explicit Hinted(const Graph& g) : g_(g) {}
    std::uint64_t size() const override { return g_.size(); }
    bool valid(std::uint64_t i) const override { return g_.valid(i); }
    std::optional<Outcome> finished(std::uint64_t i) const override { return g_.finished(i); }
    void successors(std::uint64_t i, std::vector<std::uint64_t>& out) const override { g_.successors(i, out); }
    bool has_predecessors() const override { return true; }
    void predecessors(std::uint64_t i, std::vector<std::uint64_t>& out) const override { g_.predecessors(i, out); }
    std::uint64_t expected_settled() const override { return 1234; }

   private:
    const Graph& g_;
  };
  const Graph graph(3000, 7);
  const Hinted game(graph);
  SolveProgress last;
  SolveOptions options;
  options.progress = [&](const SolveProgress& p) { last = p; };
  const auto values = solve(game, options);
  ASSERT_TRUE(values.ok()) << values.message();
  std::uint64_t settled = 0;
  for (std::uint64_t i = 0; i < game.size(); ++i)
    settled += game.valid(i) && decode(values.value()[i]).kind != Kind::kDraw;
  EXPECT_EQ(last.stage, SolveProgress::Stage::kDone);
  EXPECT_EQ(last.done, settled);
  EXPECT_EQ(last.expected, 1234u);
  EXPECT_EQ(last.total, 1234u);
}

// A random game whose turns are made of steps: turn-start positions 0..S-1,
// positions inside a turn S..S+I-1 (a step into one keeps the mover; the
// steps inside a turn never go round in a circle).
class SteppedGraph final : public IndexedGame {
 public:
  SteppedGraph(std::uint64_t starts, std::uint64_t inside, std::uint64_t seed)
      : starts_(starts), next_(starts + inside), before_(starts + inside), end_(starts + inside) {
    std::mt19937_64 rng(seed);
    const std::uint64_t n = starts + inside;
    auto link = [&](std::uint64_t from, std::uint64_t to) {
      next_[from].push_back(to);
      before_[to].push_back(from);
    };
    for (std::uint64_t i = 0; i < n; ++i) {
      if (i < starts && rng() % 100 < 7) {
        end_[i] = rng() % 4 ? Outcome{Kind::kLoss, 0} : Outcome{};
        continue;
      }
      const auto k = 1 + rng() % 3;
      for (std::uint64_t j = 0; j < k; ++j) {
        if (rng() % 2 == 0 && i + 1 < n && (i < starts || i + 1 < n)) {
          const std::uint64_t low = std::max(starts, i + 1);  // inside steps only forwards
          if (low < n) {
            link(i, low + rng() % (n - low));
            continue;
          }
        }
        link(i, rng() % starts);
      }
      if (i >= starts) link(i, rng() % starts);  // every turn can end
    }
  }
  std::uint64_t size() const override { return next_.size(); }
  std::uint64_t stored_size() const override { return starts_; }
  bool inside_turn(std::uint64_t i) const override { return i >= starts_; }
  bool valid(std::uint64_t i) const override {
    asked_.fetch_add(1, std::memory_order_relaxed);
    if (cancel_ && i == cancel_at_) cancel_->store(true);
    return true;
  }
  std::optional<Outcome> finished(std::uint64_t i) const override { return end_[i]; }
  void successors(std::uint64_t i, std::vector<std::uint64_t>& out) const override { out = next_[i]; }
  bool has_predecessors() const override { return true; }

  // Stops a solve (through `cancel`) when the counting reaches position `at`.
  void cancel_when_counting(std::uint64_t at, std::atomic<bool>* cancel) {
    cancel_at_ = at;
    cancel_ = cancel;
  }
  // How many positions the counting has looked at since the last call.
  std::uint64_t positions_asked() const { return asked_.exchange(0); }
  void predecessors(std::uint64_t i, std::vector<std::uint64_t>& out) const override { out = before_[i]; }

  // The same game with every turn a single step: from each turn start, the
  // turn starts its steps can reach.
  Graph flattened() const {
    Graph flat(0, 0);
    flat.next_.assign(starts_, {});
    flat.before_.assign(starts_, {});
    flat.end_.assign(end_.begin(), end_.begin() + static_cast<std::ptrdiff_t>(starts_));
    std::vector<std::vector<std::uint64_t>> ends(next_.size());
    for (std::uint64_t i = next_.size(); i-- > 0;) {
      for (std::uint64_t j : next_[i]) {
        if (j < starts_) {
          ends[i].push_back(j);
        } else {
          ends[i].insert(ends[i].end(), ends[j].begin(), ends[j].end());
        }
      }
      std::sort(ends[i].begin(), ends[i].end());
      ends[i].erase(std::unique(ends[i].begin(), ends[i].end()), ends[i].end());
    }
    for (std::uint64_t i = 0; i < starts_; ++i) {
      if (end_[i]) continue;
      flat.next_[i] = ends[i];
      for (std::uint64_t j : ends[i]) flat.before_[j].push_back(i);
    }
    return flat;
  }

  std::uint64_t starts_;
  std::vector<std::vector<std::uint64_t>> next_, before_;
  std::vector<std::optional<Outcome>> end_;
  std::uint64_t cancel_at_ = 0;
  std::atomic<bool>* cancel_ = nullptr;
  mutable std::atomic<std::uint64_t> asked_{0};
};

TEST(Solver, TurnsOfSeveralStepsAreSolvedAsTheirWholeTurns) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    const SteppedGraph game(2000, 3000, seed);
    SolveOptions options;
    options.threads = static_cast<int>(1 + seed % 2);
    auto stepped = solve(game, options);
    ASSERT_TRUE(stepped.ok()) << stepped.message();
    const Graph flat = game.flattened();
    SolveOptions sweep;
    sweep.sweep = true;
    auto whole = solve(flat, sweep);
    ASSERT_TRUE(whole.ok()) << whole.message();
    int decided = 0;
    for (std::uint64_t i = 0; i < game.starts_; ++i) {
      ASSERT_EQ(decode(stepped.value()[i]), decode(whole.value()[i])) << "seed " << seed << ", position " << i;
      decided += decode(stepped.value()[i]).kind != Kind::kDraw;
    }
    EXPECT_GT(decided, 100) << "seed " << seed;
    // Inside a turn, a value is the best of its steps' (kept inside the turn).
    for (std::uint64_t i = game.starts_; i < game.size(); ++i) {
      std::vector<Outcome> children;
      std::vector<bool> inside;
      for (auto c : game.next_[i]) {
        children.push_back(decode(stepped.value()[c]));
        inside.push_back(game.inside_turn(c));
      }
      ASSERT_EQ(decode(stepped.value()[i]), best_of_children(children, inside)) << "seed " << seed << ", position " << i;
    }
  }
  // Sweeps take no steps inside a turn.
  SolveOptions sweep;
  sweep.sweep = true;
  auto refused = solve(SteppedGraph(50, 50, 1), sweep);
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("lies inside a turn"), std::string::npos) << refused.message();
}

// Forward sweeps hear a cancel too, and report their progress.
TEST(Solver, SweepsCanBeCancelledAndReportTheirProgress) {
  const Graph game(20000, 1);
  SolveOptions options;
  options.sweep = true;
  options.threads = 2;
  int reports = 0;
  options.progress = [&](const SolveProgress& p) {
    ++reports;
    EXPECT_EQ(p.stage, SolveProgress::Stage::kSolving);
  };
  ASSERT_TRUE(solve(game, options).ok());
  EXPECT_GT(reports, 0);
  std::atomic<bool> cancel{true};
  options.cancel = &cancel;
  auto stopped = solve(game, options);
  ASSERT_FALSE(stopped.ok());
  EXPECT_EQ(stopped.message(), "cancelled");
}

// A scratch folder of the test's own, empty.
std::filesystem::path scratch_folder(const std::string& name) {
  const auto dir = std::filesystem::path(::testing::TempDir()) / name;
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

// A solve that keeps its work in `dir` at every chance, and stops when `cancel` is set.
SolveOptions checkpointing(const std::filesystem::path& dir, const std::string& tag, std::atomic<bool>& cancel) {
  SolveOptions options;
  options.checkpoint = dir / "work";
  options.checkpoint_tag = tag;
  options.checkpoint_every = std::chrono::seconds(0);
  options.cancel = &cancel;
  return options;
}

TEST(Solver, AnInterruptedSolveGoesOnFromItsCheckpoint) {
  const auto dir = scratch_folder("solver-checkpoint");
  const SteppedGraph game(20000, 20000, 7);
  auto whole = solve(game);
  ASSERT_TRUE(whole.ok());
  std::atomic<bool> cancel{false};
  SolveOptions options = checkpointing(dir, "stepped 7", cancel);
  int last_turns = 0;
  options.progress = [&](const SolveProgress& p) {
    last_turns = p.turns;
    if (p.stage == SolveProgress::Stage::kSolving && p.turns >= 3) cancel = true;
  };
  auto stopped = solve(game, options);
  ASSERT_FALSE(stopped.ok());
  EXPECT_EQ(stopped.message(), "cancelled");
  ASSERT_TRUE(std::filesystem::exists(options.checkpoint));
  // Another solve's checkpoint is not taken: the tag differs.
  SolveOptions other = options;
  other.cancel = nullptr;
  other.progress = nullptr;
  other.checkpoint_tag = "stepped 8";
  other.checkpoint = dir / "other";
  std::filesystem::copy_file(options.checkpoint, other.checkpoint);
  auto fresh = solve(game, other);
  ASSERT_TRUE(fresh.ok());
  EXPECT_EQ(fresh.value(), whole.value());
  // The same solve goes on from it: it starts past the counting.
  cancel = false;
  bool counted_again = false;
  options.progress = [&](const SolveProgress& p) { counted_again |= p.stage == SolveProgress::Stage::kCounting; };
  auto resumed = solve(game, options);
  ASSERT_TRUE(resumed.ok()) << resumed.message();
  EXPECT_FALSE(counted_again);
  EXPECT_EQ(resumed.value(), whole.value());
  EXPECT_FALSE(std::filesystem::exists(options.checkpoint)) << "a finished solve removes its checkpoint";
  std::filesystem::remove_all(dir);
}

// A solve stopped while it counts keeps the counting done (a checkpoint a
// slice at a time), and goes on counting from there.
TEST(Solver, AStopWhileCountingKeepsThePositionsCounted) {
  const auto dir = scratch_folder("solver-counting");
  SteppedGraph game(100000, 100000, 11);
  auto whole = solve(game);
  ASSERT_TRUE(whole.ok());
  std::atomic<bool> cancel{false};
  const SolveOptions options = checkpointing(dir, "stepped 11", cancel);
  game.cancel_when_counting(150000, &cancel);
  game.positions_asked();
  auto stopped = solve(game, options);
  ASSERT_FALSE(stopped.ok());
  EXPECT_EQ(stopped.message(), "cancelled");
  ASSERT_TRUE(std::filesystem::exists(options.checkpoint)) << "kept while counting";
  EXPECT_LT(game.positions_asked(), 200000u) << "stopped within the counting";
  game.cancel_when_counting(0, nullptr);
  cancel = false;
  auto resumed = solve(game, options);
  ASSERT_TRUE(resumed.ok()) << resumed.message();
  EXPECT_EQ(resumed.value(), whole.value());
  const std::uint64_t asked = game.positions_asked();
  EXPECT_LE(asked, 200000u - 100000u) << "went on counting past what was kept, not from the start";
  EXPECT_GT(asked, 0u);
  std::filesystem::remove_all(dir);
}

// A chain of forced moves: position k leads only to k-1, position 0 is lost.
class Chain final : public IndexedGame {
 public:
  explicit Chain(std::uint64_t n, bool dead_end = false) : n_(n), dead_end_(dead_end) {}
  std::uint64_t size() const override { return n_; }
  bool valid(std::uint64_t) const override { return true; }
  std::optional<Outcome> finished(std::uint64_t i) const override {
    if (i == 0 && !dead_end_) return Outcome{Kind::kLoss, 0};
    return std::nullopt;
  }
  void successors(std::uint64_t i, std::vector<std::uint64_t>& out) const override {
    out.clear();
    if (i > 0) out.push_back(i - 1);
  }
  bool has_predecessors() const override { return true; }
  void predecessors(std::uint64_t i, std::vector<std::uint64_t>& out) const override {
    out.clear();
    if (i + 1 < n_) out.push_back(i + 1);
  }
  std::uint64_t n_;
  bool dead_end_;
};

TEST(Solver, WhatATableCannotHoldIsRefused) {
  auto fits = solve(Chain(kMaxTurns + 1));
  ASSERT_TRUE(fits.ok()) << fits.message();
  EXPECT_EQ(decode(fits.value()[kMaxTurns]), (Outcome{Kind::kLoss, kMaxTurns}));  // the loser delays to the end
  EXPECT_EQ(decode(fits.value()[kMaxTurns - 1]), (Outcome{Kind::kWin, kMaxTurns - 1}));
  for (bool sweep : {false, true}) {
    SolveOptions options;
    options.sweep = sweep;
    auto longer = solve(Chain(kMaxTurns + 2), options);
    ASSERT_FALSE(longer.ok());
    EXPECT_NE(longer.message().find("longer than 126 turns"), std::string::npos) << longer.message();
    auto stuck = solve(Chain(5, true), options);
    ASSERT_FALSE(stuck.ok());
    EXPECT_EQ(stuck.message(), "position 0 is not finished but has no turn");
  }
}

// Overwrites the byte `from_end` bytes before the end of `file` (1: the last).
void put_byte_from_end(const std::filesystem::path& file, std::streamoff from_end, char byte) {
  std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
  f.seekp(-from_end, std::ios::end);
  f.put(byte);
}

TEST(SolvedTable, RoundTripAndRefusals) {
  const auto dir = std::filesystem::path(::testing::TempDir()) / "solved-table";
  std::filesystem::create_directories(dir);
  const auto file = dir / "tictactoe.solved";
  auto values = solve(TicTacToe());
  ASSERT_TRUE(values.ok());
  ASSERT_TRUE(write_table(file, {"tictactoe", values.value(), 0x1234567890abcdefULL}).ok());
  auto back = read_table(file, "tictactoe");
  ASSERT_TRUE(back.ok()) << back.message();
  EXPECT_EQ(back.value().values, values.value());
  EXPECT_EQ(back.value().rules, 0x1234567890abcdefULL);

  auto other = read_table(file, "ramses");
  ASSERT_FALSE(other.ok());
  EXPECT_NE(other.message().find("a table of 'tictactoe', not of 'ramses'"), std::string::npos);
  // One value changed: the checksum tells.
  put_byte_from_end(file, 100, '\x7f');
  auto damaged = read_table(file, "tictactoe");
  ASSERT_FALSE(damaged.ok());
  EXPECT_NE(damaged.message().find("checksum"), std::string::npos) << damaged.message();
  // Cut short.
  std::filesystem::resize_file(file, std::filesystem::file_size(file) - 10);
  auto cut = read_table(file, "tictactoe");
  ASSERT_FALSE(cut.ok());
  EXPECT_NE(cut.message().find("its header says"), std::string::npos) << cut.message();
  std::ofstream(dir / "junk") << "hello";
  auto junk = read_table(dir / "junk", "tictactoe");
  ASSERT_FALSE(junk.ok());
  EXPECT_NE(junk.message().find("not a solved-game table"), std::string::npos);
  std::ofstream(dir / "empty").flush();
  auto empty = MappedTable::open(dir / "empty", "tictactoe");
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(empty.message().find("not a solved-game table"), std::string::npos);
  std::filesystem::remove_all(dir);
}

// Lookups map the file: the values in place are the values written, every
// byte of them under the checksum (the last ones too, past the last whole
// eight-byte word), and the mapping outlives the file's name.
TEST(SolvedTable, MappedValuesAreTheValuesWrittenAndChecked) {
  const auto dir = std::filesystem::path(::testing::TempDir()) / "mapped-table";
  std::filesystem::create_directories(dir);
  const auto file = dir / "t.solved";
  std::vector<std::uint8_t> values(1003);
  for (std::size_t i = 0; i < values.size(); ++i) values[i] = static_cast<std::uint8_t>(i * 7 + 3);
  ASSERT_TRUE(write_table(file, {"t", values, 5}).ok());
  auto mapped = MappedTable::open(file, "t");
  ASSERT_TRUE(mapped.ok()) << mapped.message();
  EXPECT_EQ(std::vector<std::uint8_t>(mapped->values().begin(), mapped->values().end()), values);
  EXPECT_EQ(mapped->rules(), 5u);
  MappedTable moved = std::move(mapped).value();
  std::filesystem::remove(file);
  EXPECT_EQ(moved.values()[1002], values[1002]);
  for (std::size_t at : {std::size_t{0}, std::size_t{500}, std::size_t{1001}, std::size_t{1002}}) {
    auto changed = values;
    changed[at] ^= 0x10;
    EXPECT_NE(checksum(changed), checksum(values)) << at;
    ASSERT_TRUE(write_table(file, {"t", values, 5}).ok());
    put_byte_from_end(file, static_cast<std::streamoff>(values.size() - at), static_cast<char>(changed[at]));
    auto damaged = MappedTable::open(file, "t");
    ASSERT_FALSE(damaged.ok()) << at;
    EXPECT_NE(damaged.message().find("checksum"), std::string::npos) << damaged.message();
  }
  // Values moved between words change the checksum too.
  auto swapped = values;
  std::swap(swapped[0], swapped[8]);
  EXPECT_NE(checksum(swapped), checksum(values));
  std::filesystem::remove_all(dir);
}

// A table written in the given format (2: a byte-wise FNV-1a checksum, as
// tables were written before format 3).
void write_format(int format, const std::filesystem::path& file, const std::string& game,
                  const std::vector<std::uint8_t>& values, std::uint64_t rules) {
  if (format == 3) {
    ASSERT_TRUE(write_table(file, {game, values, rules}).ok());
    return;
  }
  std::uint64_t sum = 0xcbf29ce484222325ULL;
  for (std::uint8_t v : values) sum = (sum ^ v) * 0x100000001b3ULL;
  auto put64 = [](std::ostream& out, std::uint64_t v) {
    for (int i = 0; i < 8; ++i) out.put(static_cast<char>((v >> (8 * i)) & 0xFF));
  };
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out.write("DJEDSOLV", 8);
  put64(out, 2);
  put64(out, game.size());
  out.write(game.data(), static_cast<std::streamsize>(game.size()));
  put64(out, rules);
  put64(out, values.size());
  put64(out, sum);
  out.write(reinterpret_cast<const char*>(values.data()), static_cast<std::streamsize>(values.size()));
}

// A table larger than the pieces the checksum is read in (8 MiB): every
// piece counts, in both formats.
TEST(SolvedTable, LargeTablesAreCheckedPieceByPiece) {
  const auto dir = std::filesystem::path(::testing::TempDir()) / "large-table";
  std::filesystem::create_directories(dir);
  const auto file = dir / "large.solved";
  std::vector<std::uint8_t> values((std::size_t{17} << 20) + 13);
  std::mt19937_64 rng(7);
  for (auto& v : values) v = static_cast<std::uint8_t>(rng());
  for (int format : {2, 3}) {
    write_format(format, file, "large", values, 9);
    auto mapped = MappedTable::open(file, "large");
    ASSERT_TRUE(mapped.ok()) << format << ": " << mapped.message();
    ASSERT_EQ(mapped->values().size(), values.size());
    EXPECT_TRUE(std::equal(values.begin(), values.end(), mapped->values().begin())) << format;
    for (std::size_t at : {std::size_t{5}, (std::size_t{9} << 20) + 1, values.size() - 1}) {
      auto damaged = values;
      damaged[at] ^= 0x40;
      write_format(format, file, "large", damaged, 9);
      {
        // The header's checksum is the undamaged values'.
        std::fstream f(file, std::ios::in | std::ios::out | std::ios::binary);
        write_format(format, dir / "clean", "large", values, 9);
        std::ifstream clean(dir / "clean", std::ios::binary);
        char header[8 + 8 + 8 + 5 + 8 + 8 + 8];
        clean.read(header, sizeof header);
        f.write(header, sizeof header);
      }
      auto refused = MappedTable::open(file, "large");
      ASSERT_FALSE(refused.ok()) << format << " at " << at;
      EXPECT_NE(refused.message().find("checksum"), std::string::npos) << refused.message();
    }
  }
  std::filesystem::remove_all(dir);
}

// Tables written before format 3 (a byte-wise FNV-1a checksum) still load.
TEST(SolvedTable, FormatTwoTablesAreStillRead) {
  const auto dir = std::filesystem::path(::testing::TempDir()) / "format-two";
  std::filesystem::create_directories(dir);
  const auto file = dir / "old.solved";
  const std::vector<std::uint8_t> values = {0, 3, 4, 1, 9, 2, 0, 0, 7, 8, 5};
  write_format(2, file, "old", values, 77);
  auto read = read_table(file, "old");
  ASSERT_TRUE(read.ok()) << read.message();
  EXPECT_EQ(read->values, values);
  EXPECT_EQ(read->rules, 77u);
  put_byte_from_end(file, 3, '\x55');
  auto damaged = read_table(file, "old");
  ASSERT_FALSE(damaged.ok());
  EXPECT_NE(damaged.message().find("checksum"), std::string::npos) << damaged.message();
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace djed::solve
