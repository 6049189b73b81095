#include "djed/ai/calibration.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "djed/ai/match.hpp"
#include "djed/ai/review.hpp"
#include "djed/game.hpp"
#include "djed/record_replay.hpp"
#include "djed/types.hpp"

namespace djed::ai {

Result<std::vector<std::vector<ScoredPosition>>> score_games(const std::shared_ptr<const Game>& game,
                                                             const CalibrationGames& config,
                                                             const std::function<void(int, int)>& progress) {
  // Stronger against weaker and equals, so that positions range from lost
  // to won; not `easy`, whose noise lets won games go, which no score of a
  // position could foresee.
  static constexpr std::array<std::array<const char*, 2>, 4> kPairings{{
      {"hard", "medium"}, {"medium", "medium"}, {"medium", "hard"}, {"hard", "hard"}}};
  std::vector<std::vector<ScoredPosition>> out;
  for (int g = 0; g < config.games; ++g) {
    MatchConfig match;
    match.variant = config.variant;
    match.player_a = kPairings[static_cast<std::size_t>(g) % kPairings.size()][0];
    match.player_b = kPairings[static_cast<std::size_t>(g) % kPairings.size()][1];
    match.games = 1;
    match.seed = config.seed * 1000003 + static_cast<std::uint64_t>(g);
    match.nodes = config.player_nodes;
    RecordFile record;
    auto played = play_match(*game, match, [&](const MatchGame& m) { record = m.record; });
    if (!played) return make_error(played.message());
    auto replayed = replay_record(record, game);
    if (!replayed) return make_error("a game between the levels does not replay: " + replayed.message());
    const GameRecord& rec = *replayed.value().record;
    const GameResult result = rec.result();
    std::vector<ScoredPosition> positions;
    for (const TurnScore& t : turn_scores(*game, rec, config.review_budget, config.threads))
      positions.push_back({t.score, result.winner < 0 ? 0.5 : result.winner == t.side ? 1.0 : 0.0});
    out.push_back(std::move(positions));
    if (progress) progress(g + 1, config.games);
  }
  return out;
}

namespace {

bool decided(double score) { return std::abs(score) >= kEvaluationLimit; }

double log_likelihood(const std::vector<ScoredPosition>& positions, double scale) {
  double sum = 0;
  for (const ScoredPosition& p : positions) {
    if (decided(p.score)) continue;
    const double c = std::clamp(chance_from_score(p.score, scale), 1e-9, 1 - 1e-9);
    sum += p.result * std::log(c) + (1 - p.result) * std::log(1 - c);
  }
  return sum;
}

}  // namespace

double fit_score_scale(const std::vector<ScoredPosition>& positions) {
  // The likelihood has one peak in log(scale): a coarse grid finds its
  // neighbourhood, golden sections narrow it.
  double best = std::log(kDefaultScoreScale);
  double best_value = -INFINITY;
  for (double x = std::log(1.0); x <= std::log(1e6); x += 0.25) {
    const double v = log_likelihood(positions, std::exp(x));
    if (v > best_value) best_value = v, best = x;
  }
  double lo = best - 0.25, hi = best + 0.25;
  const double phi = (std::sqrt(5.0) - 1) / 2;
  for (int i = 0; i < 40; ++i) {
    const double a = hi - phi * (hi - lo), b = lo + phi * (hi - lo);
    if (log_likelihood(positions, std::exp(a)) > log_likelihood(positions, std::exp(b))) hi = b;
    else lo = a;
  }
  return std::exp((lo + hi) / 2);
}

std::vector<CalibrationBin> calibration_bins(const std::vector<ScoredPosition>& positions, double scale) {
  std::vector<CalibrationBin> bins(10);
  for (std::size_t i = 0; i < bins.size(); ++i) bins[i].low = i / 10.0, bins[i].high = (i + 1) / 10.0;
  for (const ScoredPosition& p : positions) {
    if (decided(p.score)) continue;  // an exact claim, not the curve's
    const double c = chance_from_score(p.score, scale);
    CalibrationBin& bin = bins[std::min<std::size_t>(9, static_cast<std::size_t>(c * 10))];
    ++bin.count;
    bin.predicted += c;
    bin.observed += p.result;
  }
  for (CalibrationBin& bin : bins)
    if (bin.count) bin.predicted /= bin.count, bin.observed /= bin.count;
  return bins;
}

double calibration_error(const std::vector<CalibrationBin>& bins) {
  double sum = 0;
  int count = 0;
  for (const CalibrationBin& bin : bins) {
    sum += bin.count * std::abs(bin.predicted - bin.observed);
    count += bin.count;
  }
  return count ? sum / count : 0.0;
}

}  // namespace djed::ai
