#include "djed/solved_game.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>

#include "djed/game.hpp"
#include "djed/game_record.hpp"
#include "djed/solved_table.hpp"
#include "djed/state.hpp"

namespace djed::solve {

std::string table_name(const Game& game, const std::string& variant) {
  return variant.empty() ? game.info().id : game.info().id + ":" + variant;
}

std::filesystem::path default_table_file(const Game& game, const std::string& variant) {
  std::filesystem::path folder;
  if (const char* data = std::getenv("XDG_DATA_HOME"); data && *data)
    folder = data;
  else if (const char* home = std::getenv("HOME"); home && *home)
    folder = std::filesystem::path(home) / ".local" / "share";
  else
    folder = ".";
  const std::string file = variant.empty() ? game.info().id : game.info().id + "-" + variant;
  return folder / "Djed" / "Djed" / (file + ".solved");
}

namespace {

Result<const IndexedGame*> solvable(const Game& game, const std::string& variant) {
  const IndexedGame* indexed = game.solvable(variant);
  if (!indexed) return make_error("'" + table_name(game, variant) + "' cannot be solved exactly (not a game without chance that Djed can number)");
  return indexed;
}

}  // namespace

std::uint64_t rules_fingerprint(const IndexedGame& game) {
  // 512 positions spread over the index, the same every time.
  const std::uint64_t n = game.size();
  std::uint64_t h = 0xcbf29ce484222325ULL ^ n;
  auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 0x100000001b3ULL; h ^= h >> 31; };
  std::vector<std::uint64_t> next;
  std::uint64_t x = 0x9E3779B97F4A7C15ULL;
  for (int i = 0; i < 512 && n > 0; ++i) {
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;
    const std::uint64_t index = (x >> 11) % n;
    mix(index);
    if (!game.valid(index)) {
      mix(1);
      continue;
    }
    if (const auto end = game.finished(index)) {
      mix(2 + encode(*end));
      continue;
    }
    game.successors(index, next);
    std::sort(next.begin(), next.end());
    next.erase(std::unique(next.begin(), next.end()), next.end());
    mix(next.size());
    for (std::uint64_t j : next) mix(j);
  }
  return h;
}

Result<void> build_table(const Game& game, const std::string& variant, const std::filesystem::path& file,
                         SolveOptions options) {
  auto indexed = solvable(game, variant);
  if (!indexed) return indexed.error();
  std::error_code ec;
  if (file.has_parent_path()) std::filesystem::create_directories(file.parent_path(), ec);
  if (ec) return make_error(file.parent_path().string() + ": " + ec.message());
  if (options.checkpoint.empty()) options.checkpoint = file.string() + ".checkpoint";
  // The checkpoint is of these rules: one left by a build of other rules
  // (same name and size) is not gone on from, or the table written would
  // carry the new rules' fingerprint over the old rules' values.
  const std::uint64_t rules = rules_fingerprint(*indexed.value());
  options.checkpoint_tag =
      table_name(game, variant) + " " + std::to_string(indexed.value()->size()) + " rules " + std::to_string(rules);
  auto values = solve(*indexed.value(), options);
  if (!values) return values.error();
  values->resize(indexed.value()->stored_size());
  return write_table(file, {table_name(game, variant), std::move(values.value()), rules});
}

Result<std::shared_ptr<const SolvedGame>> SolvedGame::load(const Game& game, const std::string& variant,
                                                          const std::filesystem::path& file) {
  auto indexed = solvable(game, variant);
  if (!indexed) return indexed.error();
  const std::string name = table_name(game, variant);
  auto table = MappedTable::open(file, name);
  if (!table) return table.error();
  const std::uint64_t expected = indexed.value()->stored_size();
  if (table->values().size() != expected)
    return make_error(file.string() + ": holds " + std::to_string(table->values().size()) + " values; '" + name +
                      "' has " + std::to_string(expected) + " positions (a table of another version?)");
  if (table->rules() != rules_fingerprint(*indexed.value()))
    return make_error(file.string() + ": solved with other rules of '" + name + "' (another version); solve it again");
  auto solved = std::make_shared<SolvedGame>(SolvedGame{});
  solved->name_ = name;
  solved->table_ = std::make_shared<const MappedTable>(std::move(table).value());
  solved->values_ = solved->table_->values().data();
  solved->size_ = solved->table_->values().size();
  return std::shared_ptr<const SolvedGame>(std::move(solved));
}

std::optional<Outcome> SolvedGame::value_after(const State& before, const Turn& turn) const {
  const int mover = before.side_to_move();
  StatePtr after = before.clone();
  after->apply_turn(turn);
  if (after->is_terminal()) {
    const int winner = after->result().winner;
    if (winner < 0) return Outcome{};
    return Outcome{winner == mover ? Outcome::Kind::kWin : Outcome::Kind::kLoss, 1};
  }
  const auto index = after->solved_index();
  if (!index || *index >= size_) return std::nullopt;
  return seen_by_mover(at(*index));
}

std::optional<std::vector<TurnValue>> SolvedGame::turn_values(const State& state) const {
  if (state.is_chance_node()) return std::nullopt;
  std::vector<TurnValue> out;
  if (state.is_terminal()) return out;
  for (Turn& turn : state.legal_turns()) {
    auto value = value_after(state, turn);
    if (!value) return std::nullopt;
    out.push_back({std::move(turn), *value});
  }
  std::stable_sort(out.begin(), out.end(), [](const TurnValue& a, const TurnValue& b) { return better(a.value, b.value); });
  return out;
}

std::optional<Outcome> SolvedGame::value(const State& state) const {
  if (const auto index = state.solved_index()) {
    if (*index >= size_) return std::nullopt;
    return at(*index);
  }
  auto turns = turn_values(state);
  if (!turns || turns->empty()) return std::nullopt;
  return turns->front().value;
}

SolvedGame::Summary SolvedGame::summary() const {
  std::array<std::uint64_t, 256> count{};
  for (std::uint8_t v : table_->values()) ++count[v];
  Summary s;
  s.positions = size_;
  for (int v = 0; v < 256; ++v) {
    if (!count[static_cast<std::size_t>(v)]) continue;
    const Outcome o = decode(static_cast<std::uint8_t>(v));
    const std::uint64_t n = count[static_cast<std::size_t>(v)];
    switch (o.kind) {
      case Outcome::Kind::kWin: s.wins += n; s.longest_win = std::max(s.longest_win, o.turns); break;
      case Outcome::Kind::kLoss: s.losses += n; s.longest_loss = std::max(s.longest_loss, o.turns); break;
      case Outcome::Kind::kDraw: s.draws += n; break;
    }
  }
  return s;
}

std::string to_string(Outcome value) {
  switch (value.kind) {
    case Outcome::Kind::kWin: return "win " + std::to_string(value.turns);
    case Outcome::Kind::kLoss: return "loss " + std::to_string(value.turns);
    case Outcome::Kind::kDraw: break;
  }
  return "draw";
}

double share_done(const SolveProgress& p) {
  constexpr double kCounting = 0.55;
  const double part = p.total ? std::min(1.0, double(p.done) / double(p.total)) : 0.0;
  switch (p.stage) {
    case SolveProgress::Stage::kCounting: return kCounting * part;
    case SolveProgress::Stage::kSolving: return kCounting + (1 - kCounting) * part;
    case SolveProgress::Stage::kDone: break;
  }
  return 1.0;
}

std::optional<LostTurn> where_lost(const SolvedGame& solved, const GameRecord& record) {
  if (!record.is_over()) return std::nullopt;
  const int loser = record.result().winner < 0 ? -1 : 1 - record.result().winner;
  if (loser < 0) return std::nullopt;
  std::optional<LostTurn> found;
  const auto recorded = record.recorded_turns();
  const auto& actions = record.actions();
  const auto& ends = record.ends_turn();
  StatePtr walk = record.start().clone();
  StatePtr turn_start = walk->clone();
  Turn turn;
  std::size_t number = 0;
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (walk->is_chance_node()) return std::nullopt;  // tables are for games without chance
    walk->apply_action(actions[i]);
    turn.push_back(actions[i]);
    if (!ends[i]) continue;
    if (turn_start->side_to_move() == loser) {
      const auto before = solved.value(*turn_start);
      // For the winner, to move now (a turn that ends the game: won at once).
      const auto after = walk->is_terminal() ? std::optional<Outcome>{{Outcome::Kind::kWin, 0}} : solved.value(*walk);
      const auto played = solved.value_after(*turn_start, turn);
      if (before && after && played && before->kind != Outcome::Kind::kLoss && after->kind == Outcome::Kind::kWin &&
          number < recorded.size())
        found = LostTurn{static_cast<int>(number) + 1, loser, recorded[number].moves, *after, *played};
    }
    ++number;
    turn.clear();
    turn_start = walk->clone();
  }
  return found;
}

}  // namespace djed::solve
