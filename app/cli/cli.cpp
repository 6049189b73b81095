#include "cli.hpp"

#include <algorithm>
#include <filesystem>
#include <ostream>

#include "command_line.hpp"
#include "djed/plugin_host.hpp"
#include "djed/text.hpp"

namespace djed::cli {

namespace {

constexpr const char* kUsage =
    "usage: djed-cli <command> [options]\n"
    "  list                                      the loaded games\n"
    "  perft <game[:variant]> <depth> [--position P] [--divide]\n"
    "  moves <game[:variant]> [--position P]     every legal turn, sorted\n"
    "  apply <game[:variant]> [--position P] <turn>...\n"
    "options: --plugins DIR (repeatable), --no-default-plugins; DJED_PLUGIN_PATH=DIR:DIR\n";

// A failure that ends the command with exit code 2 and one line on stderr.
struct Failure {
  std::string message;
};

struct Session {
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
  for (const auto& f : host.failures()) err << f.file.string() << ": " << f.reason << '\n';
  for (const auto& g : host.games()) {
    const GameInfo& info = g.game->info();
    std::vector<std::string> variants;
    for (const auto& v : info.variants) variants.push_back(v.id);
    out << info.id << ' ' << (variants.empty() ? "-" : join(variants, ",")) << ' ' << info.display_name << '\n';
  }
  return host.games().empty() ? kExitNoGames : kExitOk;
}

int perft(Session& s, const CommandLine& line, std::ostream& out) {
  if (line.positional.size() != 2) throw Failure{"perft needs <game[:variant]> <depth>"};
  const auto depth = parse_int(line.positional[1]);
  if (!depth) throw Failure{"depth '" + line.positional[1] + "': expected a number >= 0"};
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

}  // namespace

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  Result<CommandLine> parsed = parse_command_line(args, {"plugins", "position"}, {"divide", "help", "no-default-plugins"});
  if (!parsed) {
    err << "djed-cli: " << parsed.message() << '\n';
    return kExitBadInput;
  }
  const CommandLine& line = parsed.value();
  if (line.command.empty() || line.has("help") || line.command == "help") {
    (line.command.empty() && !line.has("help") ? err : out) << kUsage;
    return line.command.empty() && !line.has("help") ? kExitBadInput : kExitOk;
  }
  if (line.command == "list") return list_games(line, out, err);

  using Command = int (*)(Session&, const CommandLine&, std::ostream&);
  Command command = nullptr;
  if (line.command == "perft") command = perft;
  if (line.command == "moves") command = moves;
  if (line.command == "apply") command = apply;
  if (!command) {
    err << "djed-cli: unknown command '" << line.command << "' (try --help)\n";
    return kExitBadInput;
  }
  if (line.positional.empty()) {
    err << "djed-cli: " << line.command << " needs <game[:variant]>\n";
    return kExitBadInput;
  }
  Session session;
  load_plugins(session.host, line);
  if (auto opened = open_game(session, line, line.positional[0]); !opened) {
    err << "djed-cli: " << opened.message() << '\n';
    return kExitBadInput;
  }
  try {
    return command(session, line, out);
  } catch (const Failure& f) {
    err << "djed-cli: " << f.message << '\n';
    return kExitBadInput;
  }
}

}  // namespace djed::cli
