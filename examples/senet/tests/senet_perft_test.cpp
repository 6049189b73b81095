// Perft: the plugin against the naive generator of naive_senet.cpp (turn by
// turn on positions from random games, and whole trees), and against the
// table of the rules page.
#include <fstream>
#include <map>
#include <random>
#include <regex>
#include <sstream>

#include "djed/chance.hpp"
#include "naive_senet.hpp"
#include "senet_test_support.hpp"

namespace senet::test {
namespace {

// Positions reached by random play from the start, before the throw: every
// `stride`-th position of games played with random moves.
std::vector<std::string> random_positions(std::uint64_t seed, std::size_t count, int stride) {
  djed::ChanceSampler sticks(seed);
  std::mt19937 rng(static_cast<std::uint32_t>(seed));
  std::vector<std::string> out;
  while (out.size() < count) {
    auto start = game().new_initial_state();
    djed::StatePtr s = std::move(start).value();
    for (int turn = 0; !s->is_terminal() && out.size() < count; ++turn) {
      if (s->is_chance_node()) {
        if (turn % stride == 0) out.push_back(s->to_string());
        s->apply_action(sticks.sample(*s));
        continue;
      }
      const auto turns = s->legal_turns();
      s->apply_turn(turns[rng() % turns.size()]);
    }
  }
  return out;
}

// The perft table of the rules page: the rows `| depth | leaves |` under
// the heading that names it.
std::map<int, std::uint64_t> perft_table_of_rules_page() {
  std::ifstream in(SENET_RULES_PAGE);
  std::map<int, std::uint64_t> table;
  std::string line;
  bool in_section = false;
  const std::regex row(R"(^\|\s*(\d+)\s*\|\s*([\d,]+)\s*\|)");
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0) in_section = line.find("Perft") != std::string::npos;
    std::smatch m;
    if (in_section && std::regex_search(line, m, row)) {
      std::string digits;
      for (char c : m[2].str())
        if (c != ',') digits += c;
      table[std::stoi(m[1].str())] = std::stoull(digits);
    }
  }
  return table;
}

TEST(SenetPerft, TheStartPositionMatchesTheNaiveGenerator) {
  auto start = game().new_initial_state();
  ASSERT_TRUE(start.ok());
  const naive_senet::Board board = naive_senet::read((*start)->to_string());
  for (int depth = 1; depth <= 4; ++depth)
    EXPECT_EQ((*start)->perft(depth), naive_senet::perft(board, depth)) << "depth " << depth;
}

TEST(SenetPerft, TheRulesPageTableIsRight) {
  const auto table = perft_table_of_rules_page();
  ASSERT_GE(table.size(), 4u) << "no perft table in " << SENET_RULES_PAGE;
  auto start = game().new_initial_state();
  ASSERT_TRUE(start.ok());
  int depth = 0;
  for (const auto& [d, leaves] : table) {
    EXPECT_EQ(d, ++depth) << "the table's depths run 1, 2, 3, ...";
    EXPECT_EQ((*start)->perft(d), leaves) << "depth " << d;
  }
  // The first rows by the naive generator too, not only by the plugin.
  const naive_senet::Board board = naive_senet::read((*start)->to_string());
  for (int d = 1; d <= 3; ++d) EXPECT_EQ(table.at(d), naive_senet::perft(board, d)) << "depth " << d;
}

TEST(SenetPerft, RandomPositionsMatchTheNaiveGenerator) {
  const auto positions = random_positions(31, 400, 3);
  for (std::size_t i = 0; i < positions.size(); ++i) {
    const std::string& p = positions[i];
    auto s = at(p);
    ASSERT_TRUE(s);
    const naive_senet::Board board = naive_senet::read(p);
    ASSERT_EQ(naive_senet::write(board), p);
    const int depth = i % 10 == 0 ? 3 : 2;
    ASSERT_EQ(s->perft(depth), naive_senet::perft(board, depth)) << p << " depth " << depth;
  }
}

TEST(SenetPerft, EveryTurnAndItsResultMatchTheNaiveGenerator) {
  // Each throw of each position, turn by turn: the same moves, written the
  // same, leading to the same positions.
  const auto positions = random_positions(47, 1500, 1);
  int swaps = 0, waters = 0, bear_offs = 0, lost = 0, wins = 0;
  for (const std::string& p : positions) {
    for (int t = 1; t <= 5; ++t) {
      const std::string thrown = p + " throw:" + std::to_string(t);
      auto s = at(thrown);
      ASSERT_TRUE(s);
      const auto naive = naive_senet::turns(naive_senet::read(thrown));
      const auto turns = s->legal_turns();
      ASSERT_EQ(turns.size(), naive.size()) << thrown;
      for (std::size_t k = 0; k < turns.size(); ++k) {
        ASSERT_EQ(s->turn_to_string(turns[k]), naive[k].text) << thrown;
        s->apply_turn(turns[k]);
        ASSERT_EQ(s->to_string(), naive_senet::write(naive[k].after)) << thrown << " " << naive[k].text;
        wins += s->is_terminal();
        for (std::size_t u = 0; u < turns[k].size(); ++u) s->undo_action();
        const std::string& text = naive[k].text;
        swaps += text.find('x') != std::string::npos;
        waters += text.size() > 3 && text.substr(text.size() - 3) == "-27";
        bear_offs += text.find("off") != std::string::npos;
        lost += text == "-";
      }
    }
  }
  // The sample reaches every rule.
  EXPECT_GT(swaps, 100);
  EXPECT_GT(waters, 10);
  EXPECT_GT(bear_offs, 50);
  EXPECT_GT(lost, 50);
  EXPECT_GT(wins, 0);
}

}  // namespace
}  // namespace senet::test
