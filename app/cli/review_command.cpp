#include "review_command.hpp"

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "command_line.hpp"
#include "djed/ai/calibration.hpp"
#include "djed/ai/review.hpp"
#include "djed/record_replay.hpp"
#include "record_input.hpp"
#include "djed/solved_game.hpp"
#include "djed/text.hpp"
#include "text_file.hpp"

namespace djed::cli {

namespace {

std::string fixed(double value, int digits) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*f", digits, value);
  return text;
}

std::string side_name(const Game& game, int side) {
  const GameInfo& info = game.info();
  return info.text(info.sides[static_cast<std::size_t>(side)].name);
}

// The review as one JSON object: turns, players, the deciding turn.
void write_json(const ai::Review& review, const Game& game, std::ostream& out) {
  nlohmann::json turns = nlohmann::json::array();
  for (const ai::ReviewedTurn& t : review.turns) {
    nlohmann::json turn{{"number", t.number},
                        {"side", side_name(game, t.side)},
                        {"played", t.played},
                        {"best", t.best},
                        {"chance_before", t.chance_before},
                        {"chance_after", t.chance_after},
                        {"chance_best", t.chance_best},
                        {"grade", std::string(ai::grade_name(t.grade))},
                        {"method", std::string(ai::method_name(t.method))}};
    if (!t.throw_text.empty()) turn["throw"] = t.throw_text;
    if (t.exact_best) turn["exact_best"] = solve::to_string(*t.exact_best);
    if (t.exact_after) turn["exact_after"] = solve::to_string(*t.exact_after);
    turns.push_back(std::move(turn));
  }
  nlohmann::json players = nlohmann::json::array();
  for (int side = 0; side < 2; ++side) {
    const ai::PlayerReview& p = review.players[static_cast<std::size_t>(side)];
    nlohmann::json grades = nlohmann::json::object();
    for (int g = 0; g < ai::kGradeCount; ++g)
      grades[std::string(ai::grade_name(static_cast<ai::Grade>(g)))] = p.grades[static_cast<std::size_t>(g)];
    players.push_back({{"side", side_name(game, side)},
                       {"turns", p.turns},
                       {"accuracy", p.accuracy},
                       {"average_loss", p.average_loss},
                       {"grades", grades}});
  }
  nlohmann::json doc{{"game", game.info().id}, {"turns", turns}, {"players", players}};
  doc["deciding_turn"] = review.deciding_turn > 0 ? nlohmann::json(review.deciding_turn) : nlohmann::json(nullptr);
  out << doc.dump() << '\n';
}

// The review as a table: one line per turn, one per player, the deciding turn.
void write_table(const ai::Review& review, const Game& game, std::ostream& out) {
  out << "turn  side        played               best                 before  after  best   grade\n";
  for (const ai::ReviewedTurn& t : review.turns) {
    char line[512];
    std::snprintf(line, sizeof line, "%4d  %-10s  %-19s  %-19s  %6s  %5s  %5s  %s\n", t.number,
                  side_name(game, t.side).c_str(), t.played.c_str(), (t.best == t.played ? "=" : t.best).c_str(),
                  fixed(t.chance_before, 2).c_str(), fixed(t.chance_after, 2).c_str(),
                  fixed(t.chance_best, 2).c_str(), std::string(ai::grade_name(t.grade)).c_str());
    out << line;
  }
  for (int side = 0; side < 2; ++side) {
    const ai::PlayerReview& p = review.players[static_cast<std::size_t>(side)];
    out << side_name(game, side) << ": accuracy " << fixed(p.accuracy, 1);
    for (int g = 0; g < ai::kGradeCount; ++g)
      out << ", " << ai::grade_name(static_cast<ai::Grade>(g)) << ' ' << p.grades[static_cast<std::size_t>(g)];
    out << '\n';
  }
  if (review.deciding_turn > 0) {
    const ai::ReviewedTurn& t = review.turns[static_cast<std::size_t>(review.deciding_turn - 1)];
    out << "decided by: turn " << t.number << ", " << side_name(game, t.side) << " played " << t.played
        << " (best " << t.best << ")\n";
  }
}


}  // namespace

int review_command(const CommandLine& line, const PluginHost& host, std::ostream& out, std::ostream& err) {
  if (line.positional.size() != 1) return fail(err, "review needs one record file");
  const std::string& path = line.positional[0];
  auto opened = open_record(host, path);
  if (!opened) return fail(err, path + ": " + opened.message());
  const std::shared_ptr<const Game>& game = opened->game;
  const ReplayedGame& replayed = opened->replayed;

  ai::ReviewOptions options;
  const auto time_ms = parse_number_option(line, "time-ms", 0);
  const auto nodes = parse_number_option(line, "nodes", 0, UINT64_MAX);
  const auto threads = parse_number_option(line, "threads", 0, 64);
  for (const auto* n : {&time_ms, &nodes, &threads})
    if (!*n) return fail(err, n->message());
  if (time_ms.value() || nodes.value()) options.budget = {static_cast<int>(time_ms.value()), nodes.value(), 0};
  options.threads = static_cast<int>(threads.value());
  if (line.has("table")) {
    auto solved = solve::SolvedGame::load(*game, replayed.header.variant, line.value("table"));
    if (!solved) return fail(err, solved.message());
    options.solved = solved.value();
  }
  auto review = ai::review_game(*game, *replayed.record, options);
  if (!review) return fail(err, path + ": " + review.message());
  if (line.has("record")) {
    RecordFile commented = opened->file;
    for (const ai::ReviewedTurn& t : review->turns)
      if (static_cast<std::size_t>(t.number) <= commented.turns.size())
        commented.turns[static_cast<std::size_t>(t.number - 1)].comment = ai::review_comment(t);
    if (auto written = write_text_file(line.value("record"), write_record(commented)); !written)
      return fail(err, written.message());
  }
  if (line.has("json")) write_json(review.value(), *game, out);
  else write_table(review.value(), *game, out);
  return kExitOk;
}

int calibrate_command(const CommandLine& line, const std::shared_ptr<const Game>& game, const std::string& variant,
                      std::ostream& out, std::ostream& err) {
  ai::CalibrationGames config;
  config.variant = variant;
  const auto games = parse_number_option(line, "games", 60, 100000);
  const auto seed = parse_number_option(line, "seed", 1, UINT64_MAX);
  const auto nodes = parse_number_option(line, "nodes", 0, UINT64_MAX);
  const auto threads = parse_number_option(line, "threads", 0, 64);
  for (const auto* n : {&games, &seed, &nodes, &threads})
    if (!*n) return fail(err, n->message());
  if (games.value() < 5) return fail(err, "--games: calibrate needs at least 5 games (every fifth is held out)");
  config.games = static_cast<int>(games.value());
  config.seed = seed.value();
  if (nodes.value()) config.review_budget.nodes = nodes.value();
  config.threads = static_cast<int>(threads.value());
  auto scored = ai::score_games(game, config, [&](int done, int total) {
    err << "\rgames " << done << " of " << total << std::flush;
  });
  err << '\n';
  if (!scored) return fail(err, scored.message());
  // Every fifth game is held out to check the curve the others fit (with
  // four pairings of levels, the held-out games come from each in turn).
  std::vector<ai::ScoredPosition> fitting, held_out;
  for (std::size_t g = 0; g < scored->size(); ++g)
    for (const ai::ScoredPosition& p : (*scored)[g]) (g % 5 == 4 ? held_out : fitting).push_back(p);
  const double scale = ai::fit_score_scale(fitting);
  const double current = game->info().score_scale;
  out << "positions: " << fitting.size() << " fitted, " << held_out.size() << " held out\n"
      << "score_scale: " << fixed(scale, 1) << '\n';
  const auto bins = ai::calibration_bins(held_out, scale);
  out << "held out   positions  predicted  observed\n";
  for (const ai::CalibrationBin& b : bins)
    if (b.count)
      out << fixed(b.low, 1) << "-" << fixed(b.high, 1) << "  " << b.count << "  " << fixed(b.predicted, 3) << "  "
          << fixed(b.observed, 3) << '\n';
  out << "error: " << fixed(ai::calibration_error(bins), 3) << '\n';
  if (current > 0)
    out << "error of the game's own scale (" << fixed(current, 1)
        << "): " << fixed(ai::calibration_error(ai::calibration_bins(held_out, current)), 3) << '\n';
  return kExitOk;
}

}  // namespace djed::cli
