#include "puzzles_command.hpp"
#include "table_input.hpp"

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <cstdio>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "command_line.hpp"
#include "djed/ai/puzzle_maker.hpp"
#include "djed/puzzles.hpp"
#include "djed/solved_game.hpp"
#include "djed/text.hpp"
#include "text_file.hpp"

namespace djed::cli {

namespace {

// A puzzle's variant as an id ("" stays the default's).
std::string variant_of(const GameInfo& info, const Puzzle& p) {
  auto resolved = info.resolve_variant(p.variant);
  return resolved ? resolved.value() : p.variant;
}

// The shipped puzzles of `variant` ("" for all), in the game's order.
std::vector<const Puzzle*> puzzles_of(const Game& game, const std::string& variant) {
  std::vector<const Puzzle*> out;
  const GameInfo& info = game.info();
  for (const Puzzle& p : info.puzzles) {
    if (!variant.empty() && variant_of(info, p) != variant) continue;
    out.push_back(&p);
  }
  return out;
}

// The table named by --table, loaded for `variant`.
Result<std::shared_ptr<const solve::SolvedGame>> table_option(const CommandLine& line, const Game& game,
                                                               const std::string& variant) {
  if (!line.has("table")) return std::shared_ptr<const solve::SolvedGame>{};
  if (!game.solvable(variant))
    return make_error("--table: '" + solve::table_name(game, variant) + "' has no solved table");
  auto solved = solve::SolvedGame::load(game, variant, line.value("table"));
  if (!solved) return solved.error();
  return solved.value();
}

int list_puzzles(const CommandLine& line, const Game& game, const std::vector<const Puzzle*>& puzzles,
                 std::ostream& out) {
  if (line.has("json")) {
    nlohmann::json all = nlohmann::json::array();
    for (const Puzzle* p : puzzles)
      all.push_back({{"id", p->id},
                     {"variant", p->variant},
                     {"position", p->position},
                     {"task", p->task()},
                     {"solution", p->line},
                     {"difficulty", p->difficulty}});
    out << all.dump() << '\n';
    return kExitOk;
  }
  for (const Puzzle* p : puzzles) {
    out << p->id << "  " << p->task() << "  difficulty " << p->difficulty << "  " << p->position << '\n';
    if (line.has("log")) out << "   " << join(p->line, " ; ") << '\n';
  }
  if (puzzles.empty()) out << game.info().id << " has no puzzles\n";
  return kExitOk;
}

// A player's answer: the turns after the game (or --answer "T1;T2").
int check_answer(const CommandLine& line, const Game& game, std::ostream& out, std::ostream& err) {
  const std::string id = line.value("check");
  const Puzzle* puzzle = nullptr;
  for (const Puzzle& p : game.info().puzzles)
    if (p.id == id) puzzle = &p;
  if (!puzzle) return fail(err, "--check '" + id + "': " + game.info().id + " has no such puzzle");
  std::vector<std::string> turns(line.positional.begin() + 1, line.positional.end());
  if (line.has("answer")) {
    if (!turns.empty()) return fail(err, "give the answer either as turns or as --answer, not both");
    const std::string answer = line.value("answer");
    for (std::string_view t : split(answer, ';'))
      if (!trim(t).empty()) turns.emplace_back(trim(t));
  }
  if (turns.empty()) return fail(err, "--check " + id + " needs the answer: its turns, or --answer \"T1;T2\"");
  auto attempt = try_puzzle(game, *puzzle, turns);
  if (!attempt) return fail(err, "puzzle " + id + ": " + attempt.message());
  if (attempt->solved) {
    out << "solved\n";
    return kExitOk;
  }
  if (attempt->wrong_step >= 0) {
    out << "wrong: turn " << attempt->wrong_step + 1 << ", '" << turns[static_cast<std::size_t>(attempt->wrong_step)]
        << "', expected '" << attempt->expected << "'\n";
    return 1;
  }
  out << "not finished: " << turns.size() << " of " << puzzle->moves << " turns given, all right so far\n";
  return 1;
}

int verify_puzzles(const CommandLine& line, const Game& game, const std::vector<const Puzzle*>& puzzles,
                   std::ostream& out, std::ostream& err) {
  std::map<std::string, std::shared_ptr<const solve::SolvedGame>> tables;  // by variant
  int failed = 0;
  for (const Puzzle* p : puzzles) {
    const std::string variant = variant_of(game.info(), *p);
    if (!tables.count(variant)) {
      auto table = table_option(line, game, variant);
      if (!table) return fail(err, table.message());
      tables[variant] = table.value();
      // A solvable game's wins are checked with its table: the one solve
      // keeps by default, unless --table names another.
      if (!tables[variant] && game.solvable(variant) && p->goal == PuzzleGoal::kWin) {
        auto solved = solved_table(line, game, variant);
        if (!solved)
          return fail(err, "the puzzles of '" + solve::table_name(game, variant) +
                               "' are checked with its table: " + solved.message());
        tables[variant] = solved.value();
      }
    }
    if (auto checked = ai::verify_puzzle(game, *p, tables[variant].get()); !checked) {
      out << checked.message() << '\n';
      ++failed;
    }
  }
  out << "verified " << puzzles.size() - static_cast<std::size_t>(failed) << " of " << puzzles.size() << " puzzles";
  if (failed) out << "; " << failed << " wrong";
  out << '\n';
  return failed ? kExitDisagrees : kExitOk;
}

}  // namespace

int puzzles_command(const CommandLine& line, const std::shared_ptr<const Game>& game, const std::string& variant,
                    std::ostream& out, std::ostream& err) {
  if (line.has("check")) return check_answer(line, *game, out, err);
  if (line.has("answer")) return fail(err, "--answer goes with --check ID");
  if (line.positional.size() != 1) return fail(err, "puzzles needs <game[:variant]> and no other argument");
  const std::vector<const Puzzle*> puzzles = puzzles_of(*game, variant);
  if (line.has("verify")) return verify_puzzles(line, *game, puzzles, out, err);
  return list_puzzles(line, *game, puzzles, out);
}

int make_puzzles_command(const CommandLine& line, const std::shared_ptr<const Game>& game, const std::string& variant,
                         std::ostream& out, std::ostream& err) {
  if (line.positional.size() != 1) return fail(err, "make-puzzles needs <game[:variant]> and no other argument");
  const auto count = parse_number_option(line, "count", 100, 10000);
  if (!count) return fail(err, count.message());
  const auto seed = parse_number_option(line, "seed", 1, UINT64_MAX);
  if (!seed) return fail(err, seed.message());
  const GameInfo& info = game->info();
  std::vector<std::string> variants;
  if (!variant.empty() || info.variants.empty()) variants.push_back(variant);
  else
    for (const Variant& v : info.variants) variants.push_back(v.id);

  std::string command = "djed-cli make-puzzles " + line.positional[0];
  for (const auto& [name, values] : line.options)
    if (name != "plugins" && name != "no-default-plugins")
      for (const std::string& v : values) command += " --" + name + (v.empty() ? "" : " " + v);
  std::string header =
      info.text(info.display_name) + ": puzzles, written by djed-cli make-puzzles (docs/puzzles.md).\n";
  header += "command: " + command + "\n";

  const bool live = isatty(STDERR_FILENO) == 1 && &err == &std::cerr;
  std::vector<Puzzle> all;
  for (const std::string& v : variants) {
    auto table = table_option(line, *game, v);
    if (!table) return fail(err, table.message());
    auto method = ai::puzzle_method(*game, v, table.value() != nullptr);
    if (!method) return fail(err, method.message());
    ai::PuzzleOptions options;
    options.count = static_cast<int>(count.value());
    options.seed = seed.value();
    options.solved = table.value();
    const std::string name = solve::table_name(*game, v);
    options.progress = [&](const ai::PuzzleProgress& p) {
      if (live) err << "\rdjed-cli: " << name << ": " << p.made << " of " << p.wanted << " puzzles, " << p.positions
                    << " positions" << std::flush;
    };
    const auto start = std::chrono::steady_clock::now();
    auto made = ai::make_puzzles(*game, v, options);
    if (live) err << '\n';
    if (!made) return fail(err, made.message());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char took[32];
    std::snprintf(took, sizeof took, "%.0f", seconds);
    err << "djed-cli: " << name << ": " << made->size() << " puzzles (" << ai::puzzle_method_name(method.value())
        << ") in " << took << " s\n";
    std::map<std::string, int> by_task;
    for (const Puzzle& p : made.value()) ++by_task[p.task()];
    std::string tasks;
    for (const auto& [task, n] : by_task) tasks += (tasks.empty() ? "" : ", ") + std::to_string(n) + " " + task;
    header += name + ": method " + std::string(ai::puzzle_method_name(method.value())) + ", seed " +
              std::to_string(seed.value()) + ", " + std::to_string(made->size()) + " puzzles (" + tasks + ")\n";
    for (Puzzle& p : made.value()) all.push_back(std::move(p));
  }
  const std::string text = format_puzzles(all, header);
  if (!line.has("out")) {
    out << text;
    return kExitOk;
  }
  if (auto written = write_text_file(line.value("out"), text); !written) return fail(err, written.message());
  out << "wrote " << all.size() << " puzzles to " << line.value("out") << '\n';
  return kExitOk;
}

}  // namespace djed::cli
