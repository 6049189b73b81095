#include "cli.hpp"

#include <algorithm>
#include <atomic>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <optional>
#include <ostream>
#include <random>
#include <thread>
#include <vector>
#include <unistd.h>

#include "command_line.hpp"
#include "djed/ai/levels.hpp"
#include "djed/plugin_abi.hpp"
#include "djed/ai/match.hpp"
#include "djed/ai/solved_check.hpp"
#include "djed/plugin_host.hpp"
#include "djed/record_replay.hpp"
#include "djed/parallel.hpp"
#include "djed/solved_game.hpp"
#include "djed/text.hpp"
#include "driver.hpp"
#include "online_command.hpp"
#include "record_input.hpp"
#include "review_command.hpp"
#include "table_input.hpp"
#include "lessons_command.hpp"
#include "puzzles_command.hpp"
#include "text_file.hpp"
#include "game_session.hpp"
#include "solve_progress.hpp"

namespace djed::cli {

namespace {

constexpr const char* kUsage =
    "usage: djed-cli <command> [options]\n"
    "  list                                      the loaded games\n"
    "  perft <game[:variant]> <depth> [--position P] [--divide]\n"
    "  moves <game[:variant]> [--position P]     every legal turn, sorted\n"
    "  apply <game[:variant]> [--position P] <turn>...\n"
    "  match <game[:variant]> --a PLAYER --b PLAYER [--games N] [--seed S] [--time-ms T]\n"
    "        [--nodes N] [--max-turns N] [--json] [--log]   players: random uct easy medium hard\n"
    "        [--table FILE]   a solved table: for the player perfect, and to name the turn\n"
    "                         that threw each decided game away\n"
    "        [--records DIR]   writes each game as DIR/game-0001.djed, ...\n"
    "  play <game[:variant]> [--a PLAYER] [--b PLAYER] [--position P] [--seed S] [--time-ms T] [--nodes N]\n"
    "        [--record FILE]   one game between two computer players, run by the game\n"
    "                          screen's own driver; prints each turn and the result\n"
    "  analyse <game[:variant]> [--position P] [--time-ms T] [--nodes N] [--player P]\n"
    "  analyse <game[:variant]> --table FILE [--position P] [--turns]   exact values from a solved table\n"
    "  solve <game[:variant]> [--out FILE] [--threads N]   builds the game's solved table\n"
    "  verify <game[:variant]> [--table FILE] [--positions N] [--proof-turns T] [--seed S] [--threads N]\n"
    "        checks a solved table on positions of random play against the rules\n"
    "  replay FILE... [--table FILE]             checks game records, prints each final position\n"
    "        (and, with a solved table, the turn that threw a decided game away)\n"
    "  review FILE [--table FILE] [--time-ms T | --nodes N] [--threads N] [--json] [--record OUT]\n"
    "        every turn of a record: win chances before and after it and after the best turn, its grade\n"
    "        (best good inaccuracy mistake blunder), each player's accuracy; --record writes the grades as comments\n"
    "  calibrate <game[:variant]> [--games N] [--seed S] [--nodes N]   fits the curve that reads the\n"
    "        search's scores as win chances on games between the levels, checked on games held out\n"
    "  lessons <game> [--language L] [--log]    the game's course, checked against its rules and texts\n"
    "        (--log: each lesson's position, text and task)\n"
    "  puzzles <game[:variant]> [--json] [--log]   the game's puzzles (--json: id, variant, position, task,\n"
    "        solution, difficulty; --log: each one's line)\n"
    "  puzzles <game> --check ID TURN... | --check ID --answer \"T1;T2\"   checks an answer: 'solved' (exit 0)\n"
    "        or the first wrong turn and the one expected (exit 1)\n"
    "  puzzles <game[:variant]> --verify [--table FILE]   checks every puzzle again by how it was made\n"
    "  make-puzzles <game[:variant]> [--count N] [--seed S] [--table FILE] [--out FILE]   makes puzzles\n"
    "        (every variant's when none is named; exact with a solved table, else by search or the win chance)\n"
    "  online ws://HOST:PORT --create GAME[:VARIANT] [--clock untimed|10+5|3d] [--seat first|second|random]\n"
    "        [--unlisted] | --join CODE | --watch CODE\n"
    "        [--level LEVEL] [--time-ms T] [--name NICK] [--record FILE] [--reconnect-for SECONDS]\n"
    "        [--state FILE]   keeps the seat (token, dice secret) in FILE: started again, it resumes\n"
    "        plays a game on a djed-server: a computer level as a bot, or you (turns typed, --level human);\n"
    "        prints 'code: CODE' once the game exists and the result as its last line; reconnects by itself,\n"
    "        to the next address when given several nodes of one server (ws://A:P1,ws://B:P2)\n"
    "options: --plugins DIR (repeatable, searched first), --no-default-plugins; DJED_PLUGIN_PATH=DIR:DIR\n"
    "  --version                                 Djed's version and the plugin ABI its plugins are built for\n";

// A failure that ends the command with exit code 2 and one line on stderr.
struct Failure {
  std::string message;
};

// Perft deeper than this could never finish (the counts grow by a factor of
// tens with every turn); refused instead of recursing until the stack is gone.
constexpr int kMaxPerftDepth = 64;


// The plugins that did not load, one line each: every command names them.
void report_failures(const PluginHost& host, std::ostream& err) {
  for (const auto& f : host.failures()) err << printable(f.file.string()) << ": " << printable(f.reason) << '\n';
}

struct Session {
  std::ostream* err = nullptr;
  PluginHost host;
  std::shared_ptr<const Game> game;
  std::string variant;
  StatePtr state;
};

void load_plugins(PluginHost& host, const CommandLine& line) {
  std::vector<std::filesystem::path> extra;
  if (auto it = line.options.find("plugins"); it != line.options.end())
    for (const auto& dir : it->second) extra.emplace_back(dir);
  host.load_all(PluginHost::search_path(extra, !line.has("no-default-plugins")));
}

Result<Session*> open_game(Session& s, const CommandLine& line, const std::string& spec) {
  const auto colon = spec.find(':');
  const std::string id = spec.substr(0, colon);
  const std::string variant = colon == std::string::npos ? std::string() : spec.substr(colon + 1);
  if (colon != std::string::npos && variant.empty())
    return make_error("game '" + spec + "': empty variant after ':'");
  s.game = s.host.find(id);
  if (!s.game) {
    std::vector<std::string> ids;
    for (const auto& g : s.host.games()) ids.push_back(g.game->info().id);
    return make_error("unknown game '" + id + "' (loaded: " + (ids.empty() ? "none" : join(ids, ", ")) + ")");
  }
  auto resolved = s.game->info().resolve_variant(variant);
  if (!resolved) return resolved.error();
  s.variant = resolved.value();
  Result<StatePtr> state = line.has("position") ? s.game->parse_position(s.variant, line.value("position"))
                                                : s.game->new_initial_state(s.variant);
  if (!state) return make_error("position '" + line.value("position") + "': " + state.message());
  s.state = std::move(state).value();
  return &s;
}

int list_games(const CommandLine& line, std::ostream& out, std::ostream& err) {
  PluginHost host;
  load_plugins(host, line);
  report_failures(host, err);
  if (host.games().empty()) report(err, "no game plugin was loaded (see --help for where plugins are looked for)");
  for (const auto& g : host.games()) {
    const GameInfo& info = g.game->info();
    std::vector<std::string> variants;
    for (const auto& v : info.variants) variants.push_back(v.id);
    out << info.id << ' ' << (variants.empty() ? "-" : join(variants, ",")) << ' ' << info.text(info.display_name) << '\n';
  }
  return host.games().empty() ? kExitNoGames : kExitOk;
}

int perft(Session& s, const CommandLine& line, std::ostream& out) {
  if (line.positional.size() != 2) throw Failure{"perft needs <game[:variant]> <depth>"};
  const auto depth = parse_int(line.positional[1]);
  if (!depth || *depth > kMaxPerftDepth)
    throw Failure{"depth '" + line.positional[1] + "': expected a number from 0 to " + std::to_string(kMaxPerftDepth)};
  State& state = *s.state;
  if (!line.has("divide") || *depth == 0) {
    out << state.perft(*depth) << '\n';
    return kExitOk;
  }
  std::uint64_t total = 0;
  if (state.is_chance_node()) {
    for (const ChanceOutcome& o : state.chance_outcomes()) {
      StatePtr child = state.clone();
      child->apply_action(o.action);
      const std::uint64_t n = o.weight * child->perft(*depth);
      out << state.action_to_string(o.action) << ": " << n << '\n';
      total += n;
    }
  } else {
    std::vector<std::pair<std::string, std::uint64_t>> rows;
    for (const Turn& t : state.legal_turns()) {
      StatePtr child = state.clone();
      child->apply_turn(t);
      rows.emplace_back(state.turn_to_string(t), child->perft(*depth - 1));
    }
    std::sort(rows.begin(), rows.end());
    for (const auto& [turn, n] : rows) {
      out << turn << ": " << n << '\n';
      total += n;
    }
  }
  out << total << '\n';
  return kExitOk;
}

int moves(Session& s, const CommandLine& line, std::ostream& out) {
  if (line.positional.size() != 1) throw Failure{"moves needs <game[:variant]> and no other argument"};
  const State& state = *s.state;
  if (state.is_chance_node())
    throw Failure{"position '" + state.to_string() + "': the dice have not been thrown; give a position with the throw"};
  std::vector<std::string> turns;
  for (const Turn& t : state.legal_turns()) turns.push_back(state.turn_to_string(t));
  std::sort(turns.begin(), turns.end());
  for (const auto& t : turns) out << t << '\n';
  return kExitOk;
}

int apply(Session& s, const CommandLine& line, std::ostream& out) {
  if (line.positional.size() < 2) throw Failure{"apply needs <game[:variant]> and at least one turn"};
  State& state = *s.state;
  for (std::size_t i = 1; i < line.positional.size(); ++i) {
    const std::string& text = line.positional[i];
    if (state.is_chance_node()) {
      Result<Action> chance = state.action_from_string(trim(text));
      if (!chance) throw Failure{"'" + text + "': the position needs a throw first: " + chance.message()};
      state.apply_action(chance.value());
      continue;
    }
    Result<Turn> turn = state.turn_from_string(text);
    if (!turn) throw Failure{turn.message()};
    state.apply_turn(turn.value());
  }
  out << state.to_string() << '\n';
  return kExitOk;
}


// A whole number option (command_line.hpp), failing the command when malformed.
std::uint64_t number_option(const CommandLine& line, const std::string& name, std::uint64_t fallback,
                            std::uint64_t limit = 2147483647) {
  auto n = parse_number_option(line, name, fallback, limit);
  if (!n) throw Failure{n.message()};
  return n.value();
}

// The solved table named by --table, else the one `solve` keeps by default.
std::shared_ptr<const solve::SolvedGame> load_table(const Session& s, const CommandLine& line) {
  auto solved = solved_table(line, *s.game, s.variant);
  if (!solved) throw Failure{solved.message()};
  return solved.value();
}

// Where a decided game was thrown away, by the table: "turn 7, 8-13, after
// which Dark wins in 5 turns" (empty for a draw or a game the table cannot judge).
std::string thrown_away(const Game& game, const solve::SolvedGame& solved, const GameRecord& record) {
  const auto lost = solve::where_lost(solved, record);
  if (!lost) return {};
  const GameInfo& info = game.info();
  return "turn " + std::to_string(lost->number) + ", " + lost->turn + ", after which " +
         info.text(info.sides[static_cast<std::size_t>(1 - lost->loser)].name) + " wins in " +
         std::to_string(lost->winner_value.turns) + (lost->winner_value.turns == 1 ? " turn" : " turns");
}

int match(Session& s, const CommandLine& line, std::ostream& out) {
  if (line.positional.size() != 1) throw Failure{"match needs <game[:variant]> and no other argument"};
  if (line.has("position")) throw Failure{"match plays from the start position; --position is not allowed"};
  ai::MatchConfig config;
  config.variant = s.variant;
  config.player_a = line.value("a", "hard");
  config.player_b = line.value("b", "random");
  config.games = static_cast<int>(number_option(line, "games", 2));
  config.seed = number_option(line, "seed", 1, UINT64_MAX);
  config.time_ms = static_cast<int>(number_option(line, "time-ms", 0));
  config.nodes = number_option(line, "nodes", 0, UINT64_MAX);
  config.max_turns = static_cast<int>(number_option(line, "max-turns", 0));
  if (line.has("table") || config.player_a == ai::kPerfectPlayer || config.player_b == ai::kPerfectPlayer)
    config.solved = load_table(s, line);
  for (const std::string& p : {config.player_a, config.player_b}) {
    ai::PlayerOptions options;
    options.solved = config.solved;
    if (auto made = ai::make_player(p, options); !made) throw Failure{made.message()};
  }
  const std::filesystem::path records = line.value("records");
  if (!records.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(records, ec);
    if (ec) throw Failure{"--records '" + records.string() + "': " + ec.message()};
  }
  auto summary = ai::play_match(*s.game, config, [&](const ai::MatchGame& g) {
    const char* who = g.winner_seat == 0 ? "A wins" : g.winner_seat == 1 ? "B wins" : "draw";
    out << "game " << g.index << ": " << who << " (" << g.reason << ") in " << g.turns << " turns, A played "
        << s.game->info().text(s.game->info().sides[static_cast<std::size_t>(g.a_side)].name) << '\n'
        << std::flush;
    if (line.has("log")) out << "  turns: " << join(g.log, " | ") << "\n  final: " << g.final_position << '\n';
    if (config.solved && g.winner_seat >= 0)
      if (auto replayed = replay_record(g.record, s.game); replayed)
        if (const std::string where = thrown_away(*s.game, *config.solved, *replayed->record); !where.empty())
          out << "  thrown away by " << (g.winner_seat == 0 ? "B" : "A") << ": " << where << '\n';
    if (!records.empty()) {
      char name[32];
      std::snprintf(name, sizeof name, "game-%04d.djed", g.index);
      if (auto written = write_text_file(records / name, write_record(g.record)); !written)
        throw Failure{written.message()};
    }
  });
  if (!summary) throw Failure{summary.message()};
  const ai::MatchSummary& m = summary.value();
  out << "A " << m.a_wins << " B " << m.b_wins << " draws " << m.draws << '\n';
  if (line.has("json")) {
    char ms[128];
    std::snprintf(ms, sizeof ms, "\"a_ms_per_turn\":%.2f,\"b_ms_per_turn\":%.2f", m.a_ms_per_turn, m.b_ms_per_turn);
    out << "{\"games\":" << m.games << ",\"a_wins\":" << m.a_wins << ",\"b_wins\":" << m.b_wins
        << ",\"draws\":" << m.draws << ',' << ms << "}\n";
  }
  return kExitOk;
}

// One game between two computer players, driven as the game screen drives
// it (session::Driver) on a plain loop without delays.
int play(Session& s, const CommandLine& line, std::ostream& out) {
  if (line.positional.size() != 1) throw Failure{"play needs <game[:variant]> and no other argument"};
  session::SessionConfig config;
  config.game_id = s.game->info().id;
  config.variant = s.variant;
  config.position = line.value("position");
  config.seed = number_option(line, "seed", 1, UINT64_MAX);
  const std::uint64_t nodes = number_option(line, "nodes", 0, UINT64_MAX);
  const int time_ms = static_cast<int>(number_option(line, "time-ms", 0));
  for (int side = 0; side < 2; ++side) {
    const std::string level = line.value(side == 0 ? "a" : "b", side == 0 ? "hard" : "random");
    if (level == ai::kPerfectPlayer && !config.solved) config.solved = load_table(s, line);
    config.seats[static_cast<std::size_t>(side)] = session::Seat::computer(level, nodes, time_ms);
  }
  auto created = session::GameSession::create(s.game, config);
  if (!created) throw Failure{created.message()};
  session::GameSession& game = *created.value();
  session::LoopExecutor loop;
  std::size_t shown = 0;
  const auto show_turns = [&] {
    for (; shown < game.turn_log().size(); ++shown) out << shown + 1 << ". " << game.turn_log()[shown] << '\n';
    out << std::flush;
  };
  session::Driver driver(game, loop, session::Pacing{}.scaled(0), [&](const session::Driver::Change&) { show_turns(); });
  driver.advance();
  if (!loop.run_until([&] { return driver.waiting(); })) throw Failure{"the game stalled"};
  show_turns();
  out << "result: " << game.text(game.result().text) << '\n';
  if (line.has("record"))
    if (auto written = write_text_file(line.value("record"), write_record(game.record_file())); !written)
      throw Failure{written.message()};
  return kExitOk;
}

// Checks each record and prints its final position; a bad record is one
// line on stderr naming the file, the line and the reason.
int replay(const CommandLine& line, std::ostream& out, std::ostream& err) {
  if (line.positional.empty()) {
    report(err, "replay needs at least one record file");
    return kExitBadInput;
  }
  PluginHost host;
  load_plugins(host, line);
  report_failures(host, err);
  int code = kExitOk;
  std::map<std::string, std::shared_ptr<const solve::SolvedGame>> tables;  // read once per game
  for (const std::string& path : line.positional) {
    const auto fail = [&](const std::string& why) {
      report(err, path + ": " + why);
      code = kExitBadInput;
    };
    auto opened = open_record(host, path);
    if (!opened) {
      fail(opened.message());
      continue;
    }
    const std::string& id = opened->game->info().id;
    const std::shared_ptr<const Game>& game = opened->game;
    const ReplayedGame& replayed = opened->replayed;
    const GameRecord& record = *replayed.record;
    out << path << ": " << id << (replayed.header.variant.empty() ? "" : ":" + replayed.header.variant) << ", "
        << record.turns_played() << " turns, " << game->info().text(record.result().text) << '\n'
        << record.state().to_string() << '\n';
    if (line.has("table")) {
      const std::string name = solve::table_name(*game, replayed.header.variant);
      if (!tables.count(name)) {
        auto solved = solve::SolvedGame::load(*game, replayed.header.variant, line.value("table"));
        if (!solved) {
          fail(solved.message());
          continue;
        }
        tables[name] = solved.value();
      }
      const std::string where = thrown_away(*game, *tables[name], record);
      if (!where.empty()) out << "thrown away: " << where << '\n';
    }
  }
  return code;
}

// The exact value of the position from a solved table (last line), with
// --turns every legal turn's value first, best first.
int analyse_exactly(Session& s, const CommandLine& line, std::ostream& out) {
  if (line.has("player") || line.has("time-ms") || line.has("nodes"))
    throw Failure{"analyse --table reads the exact values; --player, --time-ms and --nodes do not apply"};
  const auto solved = load_table(s, line);
  const State& state = *s.state;
  if (line.has("turns")) {
    const auto turns = solved->turn_values(state);
    if (!turns) throw Failure{"position '" + state.to_string() + "': its turns lead outside the table"};
    for (const auto& t : *turns) out << state.turn_to_string(t.turn) << ' ' << solve::to_string(t.value) << '\n';
  }
  const auto value = solved->value(state);
  if (!value) throw Failure{"position '" + state.to_string() + "': not a position of the table"};
  out << solve::to_string(*value) << '\n';
  return kExitOk;
}

int analyse(Session& s, const CommandLine& line, std::ostream& out) {
  if (line.positional.size() != 1) throw Failure{"analyse needs <game[:variant]> and no other argument"};
  if (line.has("table")) return analyse_exactly(s, line, out);
  if (line.has("turns")) throw Failure{"--turns needs --table FILE (the exact values of a solved game)"};
  const State& state = *s.state;
  if (state.is_terminal()) throw Failure{"position '" + state.to_string() + "': the game is over"};
  const auto chance_line = [&](std::optional<double> chance) {
    char text[64];
    std::snprintf(text, sizeof text, "win chance: %.2f\n", *chance);
    return std::string(text);
  };
  if (state.is_chance_node()) {
    // Before the throw there is no turn to choose, but a game that knows
    // how likely the side to move is to win says so.
    if (const auto chance = state.win_chance()) {
      out << chance_line(chance);
      return kExitOk;
    }
    throw Failure{"position '" + state.to_string() + "': the dice have not been thrown; give a position with the throw"};
  }
  ai::PlayerOptions options;
  options.seed = number_option(line, "seed", 1, UINT64_MAX);
  options.time_ms = static_cast<int>(number_option(line, "time-ms", 0));
  options.nodes = number_option(line, "nodes", 0, UINT64_MAX);
  auto player = ai::make_player(line.value("player", "hard"), options);
  if (!player) throw Failure{player.message()};
  ai::GameContext context;
  context.draw_by_repetition = s.game->info().draw_by_repetition;
  context.max_turns = s.game->info().max_turns;
  const ai::Decision d = player.value()->choose_turn(state, context);
  StatePtr work = state.clone();
  std::vector<std::string> pv;
  for (const Turn& t : d.principal_variation) {
    if (work->is_terminal() || work->is_chance_node()) break;
    pv.push_back(work->turn_to_string(t));
    work->apply_turn(t);
  }
  char score[64], rate[64];
  std::snprintf(score, sizeof score, "%.1f", d.score);
  std::snprintf(rate, sizeof rate, "%.0f", d.milliseconds > 0 ? d.nodes / (d.milliseconds / 1000.0) : 0.0);
  out << "best: " << state.turn_to_string(d.turn) << '\n'
      << "score: " << score << '\n'
      << "pv: " << join(pv, " | ") << '\n'
      << "depth: " << d.depth << '\n'
      << "nodes: " << d.nodes << '\n'
      << "nps: " << rate << '\n';
  if (const auto chance = state.win_chance()) out << chance_line(chance);
  return kExitOk;
}

// Builds the game's solved table, with a progress bar on stderr; an
// interrupted build goes on from its checkpoint (FILE.checkpoint).
int solve_game(Session& s, const CommandLine& line, std::ostream& out) {
  if (line.positional.size() != 1) throw Failure{"solve needs <game[:variant]> and no other argument"};
  if (line.has("position")) throw Failure{"solve solves every position; --position is not allowed"};
  if (!s.game->solvable(s.variant))
    throw Failure{"'" + solve::table_name(*s.game, s.variant) + "' cannot be solved exactly (only games without dice that number their positions)"};
  const std::filesystem::path file =
      line.has("out") ? std::filesystem::path(line.value("out")) : solve::default_table_file(*s.game, s.variant);
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  solve::SolveOptions options;
  options.threads = static_cast<int>(number_option(line, "threads", cores, 256));
  if (options.threads == 0) throw Failure{"--threads '0': expected a number from 1 to 256"};
  if (std::filesystem::exists(file.string() + ".checkpoint"))
    *s.err << "djed-cli: going on from " << file.string() << ".checkpoint\n";
  SolveProgressBar bar(*s.err, isatty(STDERR_FILENO) == 1 && s.err == &std::cerr);
  solve::SolveProgress last;
  options.progress = [&](const solve::SolveProgress& p) {
    last = p;
    bar(p);
  };
  const auto start = std::chrono::steady_clock::now();
  auto built = solve::build_table(*s.game, s.variant, file, options);
  bar.finish();
  if (!built) throw Failure{built.message()};
  // The game's progress total is a fact of its rules: when a change of the
  // rules moves it, say so, so that it is not left wrong.
  if (last.stage == solve::SolveProgress::Stage::kDone && last.expected != 0 && last.expected != last.done)
    *s.err << "djed-cli: the solve settled " << last.done << " positions, the game's expected_settled() says "
           << last.expected << ": its progress total is out of date\n";
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  char took[32];
  std::snprintf(took, sizeof took, "%.0f", seconds);
  out << "solved " << solve::table_name(*s.game, s.variant) << " in " << took << " s: " << file.string() << '\n';
  return kExitOk;
}

// Checks the table on positions of random games: each value the best of its
// turns', and wins and losses within --proof-turns proved by search.
int verify(Session& s, const CommandLine& line, std::ostream& out) {
  if (line.positional.size() != 1) throw Failure{"verify needs <game[:variant]> and no other argument"};
  const auto solved = load_table(s, line);
  const auto sum = solved->summary();
  out << "table: " << sum.positions << " positions, " << sum.wins << " won for the side to move (the longest in "
      << sum.longest_win << " turns), " << sum.losses << " lost (the longest in " << sum.longest_loss << "), "
      << sum.draws << " drawn\n";
  const std::uint64_t positions = number_option(line, "positions", 10000);
  const int proof_turns = static_cast<int>(number_option(line, "proof-turns", 6, 12));
  const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
  const int threads = static_cast<int>(number_option(line, "threads", cores, 256));
  if (threads == 0) throw Failure{"--threads '0': expected a number from 1 to 256"};
  // The positions come from one seeded generator, in order; the threads then
  // check them (the table's pages shared), and what they find is printed in
  // the positions' order, so a run says the same on any number of cores.
  std::mt19937_64 rng(number_option(line, "seed", 1, UINT64_MAX));
  std::vector<StatePtr> states;
  states.reserve(static_cast<std::size_t>(std::min<std::uint64_t>(positions, 1u << 20)));
  for (std::uint64_t i = 0; i < positions; ++i) {
    StatePtr state = s.state->clone();
    for (std::uint64_t turns = rng() % 80; turns > 0 && !state->is_terminal(); --turns) {
      const auto legal = state->legal_turns();
      state->apply_turn(legal[static_cast<std::size_t>(rng() % legal.size())]);
    }
    states.push_back(std::move(state));
  }
  std::vector<std::optional<std::string>> found(states.size());
  std::vector<ai::SolvedCheckStats> per_thread(static_cast<std::size_t>(threads));
  std::atomic<std::size_t> next{0}, done{0};
  std::atomic<int> thread_number{0};
  std::size_t reported = 0;
  const auto start = std::chrono::steady_clock::now();
  auto progress = [&] {
    const std::size_t now = done.load() / 1000 * 1000;
    if (now <= reported) return;
    reported = now;
    *s.err << "djed-cli: " << now << " positions checked, "
           << static_cast<long>(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count())
           << " s\n";
  };
  djed::run_threads(threads, [&] {
    ai::SolvedCheckStats& stats = per_thread[static_cast<std::size_t>(thread_number.fetch_add(1))];
    for (std::size_t i; (i = next.fetch_add(1)) < states.size(); done.fetch_add(1))
      found[i] = ai::check_solved_position(*states[i], *solved, proof_turns, stats);
  }, progress);
  ai::SolvedCheckStats stats;
  for (const auto& t : per_thread) {
    stats.positions += t.positions;
    stats.proved += t.proved;
    stats.nodes += t.nodes;
  }
  std::uint64_t problems = 0;
  for (const auto& problem : found)
    if (problem) {
      out << *problem << '\n';
      ++problems;
    }
  out << "checked " << stats.positions << " positions: every value the best of its turns'; " << stats.proved
      << " wins and losses within " << proof_turns << " turns proved by search (" << stats.nodes << " turns played); "
      << problems << " disagreements\n";
  return problems ? kExitDisagrees : kExitOk;
}

}  // namespace

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  Result<CommandLine> parsed = parse_command_line(
      args, {"plugins", "position", "a", "b", "games", "seed", "time-ms", "nodes", "max-turns", "player",
             "records", "table", "out", "threads", "positions", "proof-turns", "record", "create", "join",
             "watch", "level", "clock", "name", "seat", "reconnect-for", "state", "language", "check", "answer",
             "count"},
      {"divide", "help", "no-default-plugins", "json", "log", "turns", "unlisted", "verify", "version"});
  if (!parsed) {
    report(err, parsed.message());
    return kExitBadInput;
  }
  const CommandLine& line = parsed.value();
  if (line.has("version") || line.command == "version") {
    out << "djed-cli " << DJED_VERSION << ", plugin ABI " << kPluginAbiVersion << '\n';
    return kExitOk;
  }
  if (line.command.empty() || line.has("help") || line.command == "help") {
    (line.command.empty() && !line.has("help") ? err : out) << kUsage;
    return line.command.empty() && !line.has("help") ? kExitBadInput : kExitOk;
  }
  if (line.command == "list") return list_games(line, out, err);
  if (line.command == "replay") return replay(line, out, err);
  if (line.command == "review") {
    PluginHost host;
    load_plugins(host, line);
    report_failures(host, err);
    return review_command(line, host, out, err);
  }
  if (line.command == "online") {
    PluginHost host;
    load_plugins(host, line);
    report_failures(host, err);
    return online_command(line, host, std::cin, out, err);
  }

  using Command = int (*)(Session&, const CommandLine&, std::ostream&);
  Command command = nullptr;
  if (line.command == "perft") command = perft;
  if (line.command == "moves") command = moves;
  if (line.command == "apply") command = apply;
  if (line.command == "match") command = match;
  if (line.command == "play") command = play;
  if (line.command == "analyse") command = analyse;
  if (line.command == "solve") command = solve_game;
  if (line.command == "verify") command = verify;
  if (line.command == "calibrate") command = [](Session& s, const CommandLine& l, std::ostream& o) {
    return calibrate_command(l, s.game, s.variant, o, *s.err);
  };
  if (line.command == "lessons") command = [](Session& s, const CommandLine& l, std::ostream& o) {
    return lessons_command(l, s.game, o, *s.err);
  };
  if (line.command == "puzzles") command = [](Session& s, const CommandLine& l, std::ostream& o) {
    return puzzles_command(l, s.game, l.positional[0].find(':') == std::string::npos ? "" : s.variant, o, *s.err);
  };
  if (line.command == "make-puzzles") command = [](Session& s, const CommandLine& l, std::ostream& o) {
    return make_puzzles_command(l, s.game, l.positional[0].find(':') == std::string::npos ? "" : s.variant, o, *s.err);
  };
  if (!command) {
    report(err, "unknown command '" + line.command + "' (try --help)");
    return kExitBadInput;
  }
  if (line.positional.empty()) {
    report(err, line.command + " needs <game[:variant]>");
    return kExitBadInput;
  }
  Session session;
  session.err = &err;
  load_plugins(session.host, line);
  report_failures(session.host, err);
  if (auto opened = open_game(session, line, line.positional[0]); !opened) {
    report(err, opened.message());
    return kExitBadInput;
  }
  try {
    return command(session, line, out);
  } catch (const Failure& f) {
    report(err, f.message);
    return kExitBadInput;
  }
}

}  // namespace djed::cli
