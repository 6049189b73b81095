// Puzzles (djed/puzzles.hpp, djed/ai/puzzle_maker.hpp, docs/puzzles.md):
// the file format both ways and its refusals, a player's answer against a
// puzzle's line, every shipped Seti and Pharao puzzle checked again by the
// method that made it (Ramses' need its solved table:
// tests/ramses/ramses_solved_table_test.cpp), puzzles made again from their
// seed, a damaged line found out, and the djed-cli commands.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "cli_run.hpp"
#include "djed/ai/puzzle_maker.hpp"
#include "djed/plugin_host.hpp"
#include "djed/puzzles.hpp"
#include "djed/solved_game.hpp"
#include "sanitized.hpp"
#include "seti_game.hpp"
#include "tictactoe.hpp"

namespace djed::ai::test {
namespace {

// The games as djed-cli loads them: their shipped puzzles and, for Pharao,
// the solved endings its win chances use.
const PluginHost& plugins() {
  static const PluginHost* host = [] {
    auto* h = new PluginHost;
    h->load_all({DJED_GAME_PLUGIN_DIR});
    return h;
  }();
  return *host;
}

std::shared_ptr<const Game> plugin(const std::string& id) {
  auto game = plugins().find(id);
  EXPECT_TRUE(game) << id << " is not among the plugins of " << DJED_GAME_PLUGIN_DIR;
  return game;
}

// A win in 2 of Seti Beth: Brown's High Priest takes on b2 and goes on to
// White's start row; whatever White does, one turn later it stands there
// unassailed. Checked by verify_puzzle below.
Puzzle beth_win_in_two() {
  Puzzle p;
  p.id = "beth-test";
  p.variant = "beth";
  p.position = "5/h1p2/5/5/H4/5/3h1/5/1P3/5 b 0 0";
  p.goal = PuzzleGoal::kWin;
  p.moves = 2;
  p.difficulty = 10;
  p.line = {"d4xb2", "a6-b4", "b2-d1"};
  return p;
}

// ---- the file format -----------------------------------------------------------

TEST(PuzzleFile, FormatsAndParsesBack) {
  Puzzle best;
  best.id = "pharao-test";
  best.position = "L:6 D:5,16,21 L roll:1-2";
  best.goal = PuzzleGoal::kBestTurn;
  best.moves = 1;
  best.difficulty = 3;
  best.line = {"6-15 -"};
  const std::vector<Puzzle> puzzles{beth_win_in_two(), best};
  const std::string text = format_puzzles(puzzles, "made by hand\nfor the test");
  EXPECT_EQ(text.rfind("# made by hand\n# for the test\n# id | variant", 0), 0u) << text;
  auto parsed = parse_puzzles(text);
  ASSERT_TRUE(parsed.ok()) << parsed.message();
  ASSERT_EQ(parsed->size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    const Puzzle &a = puzzles[i], &b = parsed.value()[i];
    EXPECT_EQ(a.id, b.id);
    EXPECT_EQ(a.variant, b.variant);
    EXPECT_EQ(a.position, b.position);
    EXPECT_EQ(a.goal, b.goal);
    EXPECT_EQ(a.moves, b.moves);
    EXPECT_EQ(a.difficulty, b.difficulty);
    EXPECT_EQ(a.line, b.line);
  }
  EXPECT_EQ(format_puzzles(parsed.value(), "made by hand\nfor the test"), text);
  EXPECT_EQ(parsed.value()[0].task(), "win in 2");
  EXPECT_EQ(parsed.value()[1].task(), "best turn");
}

TEST(PuzzleFile, RefusesMalformedLinesNamingThem) {
  const std::string good = "# a comment\n\nok-1 | beth | 5/5/5/5/5/5/5/5/5/5 w 0 0 | win 1 | 0 | a1-a2\n";
  ASSERT_TRUE(parse_puzzles(good).ok());
  const std::map<std::string, std::string> bad{
      {"x-1 | | pos | win 1 | 0\n", "6 fields"},
      {"x-1 | | pos | draw | 0 | a\n", "goal 'draw'"},
      {"x-1 | | pos | win 0 | 0 | a\n", "goal 'win 0'"},
      {"x-1 | | pos | win 1 | hard | a\n", "difficulty 'hard'"},
      {"x-1 | | pos | win 2 | 0 | a ; b\n", "needs a line of 3 turns, not 2"},
      {"x-1 | | pos | best | 0 | a ; b ; c\n", "needs a line of 1 turns, not 3"},
      {"x-1 | | pos | win 2 | 0 | a ;  ; c\n", "an empty turn"},
      {" | | pos | win 1 | 0 | a\n", "needs an id"},
      {"ok-1 | | pos | win 1 | 0 | a\n", "'ok-1' is given twice"},
  };
  for (const auto& [line, why] : bad) {
    auto parsed = parse_puzzles(good + line);
    ASSERT_FALSE(parsed.ok()) << line;
    EXPECT_NE(parsed.message().find("line 4"), std::string::npos) << parsed.message();
    EXPECT_NE(parsed.message().find(why), std::string::npos) << parsed.message();
  }
}

// ---- a player's answer ------------------------------------------------------------

TEST(TryPuzzle, RightWrongAndIllegalAnswers) {
  const seti::SetiGame game;
  const Puzzle p = beth_win_in_two();
  auto right = try_puzzle(game, p, {"d4xb2", "b2-d1"});
  ASSERT_TRUE(right.ok()) << right.message();
  EXPECT_TRUE(right->solved);
  EXPECT_EQ(right->wrong_step, -1);

  auto first_wrong = try_puzzle(game, p, {"d4-c2"});
  ASSERT_TRUE(first_wrong.ok()) << first_wrong.message();
  EXPECT_FALSE(first_wrong->solved);
  EXPECT_EQ(first_wrong->wrong_step, 0);
  EXPECT_EQ(first_wrong->expected, "d4xb2");

  auto second_wrong = try_puzzle(game, p, {"d4xb2", "b2-a4"});
  ASSERT_TRUE(second_wrong.ok()) << second_wrong.message();
  EXPECT_FALSE(second_wrong->solved);
  EXPECT_EQ(second_wrong->wrong_step, 1);
  EXPECT_EQ(second_wrong->expected, "b2-d1");

  auto unfinished = try_puzzle(game, p, {"d4xb2"});
  ASSERT_TRUE(unfinished.ok());
  EXPECT_FALSE(unfinished->solved);
  EXPECT_EQ(unfinished->wrong_step, -1);

  auto illegal = try_puzzle(game, p, {"d4-d5"});
  ASSERT_FALSE(illegal.ok());
  EXPECT_NE(illegal.message().find("turn 1: turn 'd4-d5'"), std::string::npos) << illegal.message();
  auto too_many = try_puzzle(game, p, {"d4xb2", "b2-d1", "d1-d2"});
  EXPECT_FALSE(too_many.ok());
}

// ---- checking puzzles again ------------------------------------------------------

TEST(VerifyPuzzle, ASearchedWinAndItsDamagedLines) {
  const seti::SetiGame game;
  const Puzzle p = beth_win_in_two();
  auto ok = verify_puzzle(game, p, nullptr);
  EXPECT_TRUE(ok.ok()) << ok.message();

  Puzzle first = p;
  first.line[0] = "d4-c2";  // legal, but no win
  auto wrong_first = verify_puzzle(game, first, nullptr);
  ASSERT_FALSE(wrong_first.ok());
  EXPECT_NE(wrong_first.message().find(
                "turn 1 of the line, 'd4-c2': the one turn that wins within 2 own turns is 'd4xb2'"),
            std::string::npos)
      << wrong_first.message();

  Puzzle reply = p;
  reply.line[1] = "a6-c8";  // not the longest defence (or not the first of the longest)
  auto wrong_reply = verify_puzzle(game, reply, nullptr);
  ASSERT_FALSE(wrong_reply.ok());
  EXPECT_NE(wrong_reply.message().find("the longest defence is 'a6-b4'"), std::string::npos) << wrong_reply.message();

  Puzzle longer = p;
  longer.moves = 3;
  longer.line = {"d4xb2", "a6-b4", "b2-d1", "a1-a2", "d1-d2"};
  auto wrong_length = verify_puzzle(game, longer, nullptr);
  ASSERT_FALSE(wrong_length.ok());
  EXPECT_NE(wrong_length.message().find("wins in 2 own turns, not 3"), std::string::npos) << wrong_length.message();

  Puzzle illegal = p;
  illegal.line[2] = "b2-b9";
  auto wrong_turn = verify_puzzle(game, illegal, nullptr);
  ASSERT_FALSE(wrong_turn.ok());
  EXPECT_NE(wrong_turn.message().find("turn 3 of the line, 'b2-b9'"), std::string::npos) << wrong_turn.message();
}

TEST(ShippedPuzzles, SetiEveryOneIsAForcedWinWithOneAnswerAtEachStep) {
  const auto game = plugin("seti");
  ASSERT_TRUE(game);
  std::map<std::string, std::set<int>> lengths;
  std::map<std::string, int> count;
  int checked = 0;
  for (const Puzzle& p : game->info().puzzles) {
    ++count[p.variant];
    lengths[p.variant].insert(p.moves);
    EXPECT_EQ(p.id.rfind("seti-" + p.variant + "-", 0), 0u) << p.id;
#ifdef DJED_SANITIZED
    if (count[p.variant] % 10 != 1) continue;  // a sample where the sanitizers slow the search down
#endif
    auto verified = verify_puzzle(*game, p, nullptr);
    EXPECT_TRUE(verified.ok()) << verified.message();
    ++checked;
  }
  EXPECT_GE(count["aleph"] + count["beth"], 100);
  EXPECT_GE(count["aleph"], 50);
  EXPECT_GE(count["beth"], 50);
  EXPECT_EQ(lengths["aleph"], (std::set<int>{1, 2, 3}));
  EXPECT_EQ(lengths["beth"], (std::set<int>{1, 2, 3}));
  EXPECT_GT(checked, 0);
}

TEST(ShippedPuzzles, PharaoEveryOneHasAClearlyBestTurn) {
#if !DJED_PHARAO_ENDINGS
  // The puzzles were made with the exact endings the build solves beside the
  // plugin; without them the network alone judges last pieces otherwise.
  GTEST_SKIP() << "built without Pharao's endings (DJED_PHARAO_ENDINGS=OFF)";
#endif
  const auto game = plugin("pharao");
  ASSERT_TRUE(game);
  ASSERT_TRUE(game->info().load_notes.empty()) << game->info().load_notes.front();
  const auto& puzzles = game->info().puzzles;
  EXPECT_GE(puzzles.size(), 100u);
  for (const Puzzle& p : puzzles) {
    EXPECT_EQ(p.goal, PuzzleGoal::kBestTurn) << p.id;
    auto verified = verify_puzzle(*game, p, nullptr);
    EXPECT_TRUE(verified.ok()) << verified.message();
  }
  // A puzzle's answer swapped for another legal turn is found out.
  ASSERT_FALSE(puzzles.empty());
  Puzzle swapped = puzzles.back();
  auto state = game->parse_position("", swapped.position).value();
  for (const Turn& t : state->legal_turns())
    if (state->turn_to_string(t) != swapped.line[0]) {
      swapped.line[0] = state->turn_to_string(t);
      break;
    }
  auto wrong = verify_puzzle(*game, swapped, nullptr);
  ASSERT_FALSE(wrong.ok());
  EXPECT_NE(wrong.message().find("is not the best turn"), std::string::npos) << wrong.message();
}

// The shipped sets as the ids and the difficulty order say, Ramses' too
// (its lines are checked with the table elsewhere).
TEST(ShippedPuzzles, NumberedInTheOrderOfTheirDifficulty) {
  for (const char* id : {"ramses", "seti", "pharao"}) {
    const auto game = plugin(id);
    ASSERT_TRUE(game);
    std::map<std::string, int> number, last_difficulty;
    for (const Puzzle& p : game->info().puzzles) {
      const std::string prefix = std::string(id) + (p.variant.empty() ? "" : "-" + p.variant) + "-";
      char expected[64];
      std::snprintf(expected, sizeof expected, "%s%03d", prefix.c_str(), ++number[p.variant]);
      EXPECT_EQ(p.id, expected);
      EXPECT_GE(p.difficulty, last_difficulty[p.variant]) << p.id;
      last_difficulty[p.variant] = p.difficulty;
      EXPECT_LE(p.difficulty, puzzle_difficulty(p.goal, p.moves, kTemptingCap)) << p.id;
      EXPECT_GE(p.difficulty, puzzle_difficulty(p.goal, p.moves, 0)) << p.id;
      const auto tempting = tempting_turns(*game, p);
      EXPECT_TRUE(tempting.ok()) << tempting.message();
    }
  }
  const auto ramses = plugin("ramses");
  ASSERT_TRUE(ramses);
  std::map<int, int> by_length;
  for (const Puzzle& p : ramses->info().puzzles) ++by_length[p.moves];
  EXPECT_GE(ramses->info().puzzles.size(), 100u);
  for (int n = 1; n <= 6; ++n) EXPECT_GE(by_length[n], 5) << "win in " << n;
}

// ---- making puzzles ---------------------------------------------------------------

void expect_same(const std::vector<Puzzle>& a, const std::vector<Puzzle>& b) {
  EXPECT_EQ(format_puzzles(a, ""), format_puzzles(b, ""));
}

// Three puzzles searched for twice (to show the search repeats) and a third
// time from another seed: a few seconds. The sanitized builds search once
// (15 s there), as the search's paths are the same each time.
TEST(MakePuzzles, SearchRepeatsFromItsSeedAndEveryOneVerifies) {
  const auto game = std::make_shared<seti::SetiGame>();
  PuzzleOptions options;
  options.count = 3;
  options.seed = 2;  // seeds whose search is quick: the sanitizers run this too
  int reports = 0;
  options.progress = [&](const PuzzleProgress&) { ++reports; };
  auto first = make_puzzles(*game, "beth", options);
  ASSERT_TRUE(first.ok()) << first.message();
  ASSERT_EQ(first->size(), 3u);
#ifndef DJED_SANITIZED
  auto again = make_puzzles(*game, "beth", options);
  ASSERT_TRUE(again.ok());
  expect_same(first.value(), again.value());
#endif
  EXPECT_GT(reports, 0);
  std::set<int> lengths;
  for (const Puzzle& p : first.value()) {
    lengths.insert(p.moves);
    EXPECT_EQ(p.variant, "beth");
    EXPECT_EQ(static_cast<int>(p.line.size()), 2 * p.moves - 1);
    auto verified = verify_puzzle(*game, p, nullptr);
    EXPECT_TRUE(verified.ok()) << verified.message();
  }
  EXPECT_EQ(lengths, (std::set<int>{1, 2, 3})) << "each length its share";
  EXPECT_EQ(first.value()[0].id, "seti-beth-001");
#ifndef DJED_SANITIZED
  options.seed = 6;
  auto other = make_puzzles(*game, "beth", options);
  ASSERT_TRUE(other.ok());
  EXPECT_NE(format_puzzles(other.value(), ""), format_puzzles(first.value(), ""));
#endif
}

TEST(MakePuzzles, LearnedRepeatsFromItsSeedAndEveryOneVerifies) {
  const auto game = plugin("pharao");
  ASSERT_TRUE(game);
  PuzzleOptions options;
  options.count = 4;
  options.seed = 6;  // a seed that finds them soon: the sanitizers run this too
  auto first = make_puzzles(*game, "", options);
  ASSERT_TRUE(first.ok()) << first.message();
  auto again = make_puzzles(*game, "", options);
  ASSERT_TRUE(again.ok());
  ASSERT_EQ(first->size(), 4u);
  expect_same(first.value(), again.value());
  for (const Puzzle& p : first.value()) {
    EXPECT_EQ(p.goal, PuzzleGoal::kBestTurn);
    auto verified = verify_puzzle(*game, p, nullptr);
    EXPECT_TRUE(verified.ok()) << verified.message();
  }
  EXPECT_EQ(puzzle_method(*game, "", false).value(), PuzzleMethod::kLearned);
}

// Tic-tac-toe solved into a scratch folder: the exact method.
TEST(MakePuzzles, ExactFromASolvedTable) {
  const auto game = std::make_shared<tictactoe::TicTacToeGame>();
  const auto dir = std::filesystem::temp_directory_path() / ("djed-puzzles-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  ASSERT_TRUE(solve::build_table(*game, "classic", dir / "t.solved").ok());
  auto solved = solve::SolvedGame::load(*game, "classic", dir / "t.solved");
  ASSERT_TRUE(solved.ok()) << solved.message();
  PuzzleOptions options;
  options.count = 3;
  options.seed = 2;
  options.solved = solved.value();
  options.max_positions = 20000;
  EXPECT_EQ(puzzle_method(*game, "classic", true).value(), PuzzleMethod::kExact);
  auto made = make_puzzles(*game, "classic", options);
  ASSERT_TRUE(made.ok()) << made.message();
  auto again = make_puzzles(*game, "classic", options);
  ASSERT_TRUE(again.ok());
  expect_same(made.value(), again.value());
  ASSERT_GE(made->size(), 2u);
  for (const Puzzle& p : made.value()) {
    auto verified = verify_puzzle(*game, p, solved->get());
    EXPECT_TRUE(verified.ok()) << verified.message();
    auto searched = verify_puzzle(*game, p, nullptr);  // the search agrees with the table
    EXPECT_TRUE(searched.ok()) << searched.message();
  }
  // The test game's own puzzles, written by hand, are right by the table too.
  for (const Puzzle& p : game->info().puzzles) {
    auto verified = verify_puzzle(*game, p, solved->get());
    EXPECT_TRUE(verified.ok()) << verified.message();
  }
  EXPECT_EQ(game->info().puzzles.size(), 2u);
  std::filesystem::remove_all(dir);
}

// ---- djed-cli ----------------------------------------------------------------------

using djed::test::CliRun;
CliRun cli(std::vector<std::string> args) { return djed::test::run_cli_with_game_plugins(std::move(args)); }

TEST(PuzzlesCli, ListsAsJsonWithTheWholeSolution) {
  const CliRun run = cli({"puzzles", "ramses", "--json"});
  ASSERT_EQ(run.code, 0) << run.err;
  const auto all = nlohmann::json::parse(run.out);
  ASSERT_TRUE(all.is_array());
  ASSERT_GE(all.size(), 100u);
  std::set<std::string> tasks;
  for (const auto& p : all) {
    for (const char* field : {"id", "variant", "position", "task", "solution", "difficulty"})
      ASSERT_TRUE(p.contains(field)) << field << " in " << p.dump();
    const std::string task = p["task"];
    tasks.insert(task);
    ASSERT_EQ(task.rfind("win in ", 0), 0u) << task;
    const int n = std::stoi(task.substr(7));
    ASSERT_TRUE(p["solution"].is_array());
    EXPECT_EQ(p["solution"].size(), static_cast<std::size_t>(2 * n - 1)) << p.dump();
  }
  for (int n = 1; n <= 6; ++n) EXPECT_TRUE(tasks.count("win in " + std::to_string(n))) << n;

  const CliRun beth = cli({"puzzles", "seti:beth", "--json"});
  ASSERT_EQ(beth.code, 0) << beth.err;
  const auto beths = nlohmann::json::parse(beth.out);
  ASSERT_FALSE(beths.empty());
  for (const auto& p : beths) EXPECT_EQ(p["variant"], "beth");
  const CliRun pharao = cli({"puzzles", "pharao"});
  ASSERT_EQ(pharao.code, 0) << pharao.err;
  EXPECT_NE(pharao.out.find("pharao-001  best turn  difficulty "), std::string::npos) << pharao.out;
}

TEST(PuzzlesCli, ChecksAnAnswer) {
  const auto game = plugin("ramses");
  ASSERT_TRUE(game);
  const Puzzle* two = nullptr;
  for (const Puzzle& p : game->info().puzzles)
    if (p.moves == 2 && !two) two = &p;
  ASSERT_TRUE(two);
  const CliRun right = cli({"puzzles", "ramses", "--check", two->id, two->line[0], two->line[2]});
  EXPECT_EQ(right.code, 0) << right.err;
  EXPECT_EQ(right.out, "solved\n");
  const CliRun answer = cli({"puzzles", "ramses", "--check", two->id, "--answer", two->line[0] + " ; " + two->line[2]});
  EXPECT_EQ(answer.code, 0) << answer.err;
  EXPECT_EQ(answer.out, "solved\n");

  // Another legal turn at the second step.
  auto state = game->parse_position("", two->position).value();
  state->apply_turn(state->turn_from_string(two->line[0]).value());
  state->apply_turn(state->turn_from_string(two->line[1]).value());
  std::string other;
  for (const Turn& t : state->legal_turns())
    if (state->turn_to_string(t) != two->line[2]) other = state->turn_to_string(t);
  ASSERT_FALSE(other.empty());
  const CliRun wrong = cli({"puzzles", "ramses", "--check", two->id, two->line[0], other});
  EXPECT_EQ(wrong.code, 1) << wrong.err;
  EXPECT_EQ(wrong.out, "wrong: turn 2, '" + other + "', expected '" + two->line[2] + "'\n");

  const CliRun unknown = cli({"puzzles", "ramses", "--check", "ramses-999", "1-2"});
  EXPECT_EQ(unknown.code, 2);
  EXPECT_NE(unknown.err.find("no such puzzle"), std::string::npos) << unknown.err;
  const CliRun illegal = cli({"puzzles", "ramses", "--check", two->id, "1-2 3-4"});
  EXPECT_EQ(illegal.code, 2);
  EXPECT_EQ(std::count(illegal.err.begin(), illegal.err.end(), '\n'), 1) << illegal.err;
}

// Three puzzles; one in the sanitized builds, where each takes seconds (the
// search itself is MakePuzzles' test).
TEST(PuzzlesCli, MakePuzzlesWritesAFileThatParsesAndVerifies) {
  const int count = djed::test::sanitized_share(3, 3);
  const auto file = std::filesystem::temp_directory_path() / ("djed-puzzles-" + std::to_string(::getpid()) + ".txt");
  const CliRun run =
      cli({"make-puzzles", "seti:beth", "--count", std::to_string(count), "--seed", "6", "--out", file.string()});
  ASSERT_EQ(run.code, 0) << run.err;
  std::ifstream in(file);
  std::stringstream text;
  text << in.rdbuf();
  std::filesystem::remove(file);
  EXPECT_NE(text.str().find("# command: djed-cli make-puzzles seti:beth --count " + std::to_string(count)),
            std::string::npos)
      << text.str();
  EXPECT_NE(text.str().find("seed 6"), std::string::npos) << text.str();
  auto parsed = parse_puzzles(text.str());
  ASSERT_TRUE(parsed.ok()) << parsed.message();
  ASSERT_EQ(parsed->size(), static_cast<std::size_t>(count));
  const auto game = plugin("seti");
  for (const Puzzle& p : parsed.value()) EXPECT_TRUE(verify_puzzle(*game, p, nullptr).ok()) << p.id;

#ifndef DJED_SANITIZED
  const CliRun verify = cli({"puzzles", "seti:beth", "--verify"});
  EXPECT_EQ(verify.code, 0) << verify.out << verify.err;
  EXPECT_EQ(verify.out.rfind("verified ", 0), 0u) << verify.out;
  EXPECT_EQ(verify.out.find(" wrong"), std::string::npos) << verify.out;
#endif
  const CliRun no_table = cli({"make-puzzles", "pharao", "--count", "2", "--table", "/nonexistent"});
  EXPECT_EQ(no_table.code, 2);
}

}  // namespace
}  // namespace djed::ai::test
