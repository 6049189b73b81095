#include "training.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "endings.hpp"
#include "learned_value.hpp"
#include "perft.hpp"

namespace pharao {

namespace {

// Every ending of the table worth learning: the last piece not drowning
// (that game is decided), with its exact chance for the side to move.
std::vector<std::pair<Position, float>> all_endings(const LastPieceEndings& endings) {
  std::vector<std::pair<Position, float>> out;
  endings.for_each_position([&](const Position& p, std::size_t) {
    if (p.pieces[kLight] & bit(kNile)) return;
    out.emplace_back(p, static_cast<float>(known_outlook(p, &endings)->win));
  });
  return out;
}

Roll throw_dice(std::mt19937_64& random) {
  const auto own = kOwnDieFaces[random() % 6];
  const auto opponent = kOpponentDieFaces[random() % 6];
  return Roll{static_cast<std::uint8_t>(own), static_cast<std::uint8_t>(opponent)};
}

// The turn the network likes best for the mover of the thrown p (the first
// of equals); none when the mover is locked up.
struct Choice {
  bool locked_up = true;
  TurnMoves turn;
  Outlook outlook;
};
Choice best_turn(const Position& p, const Network& net, const LastPieceEndings& endings, int turns_left) {
  Choice best;
  if (is_locked_up(p)) return best;
  double best_preference = -2;
  for_each_turn(p, [&](const TurnMoves& t) {
    const Outlook o = outlook_of_turn(p, t, net, &endings, turns_left);
    if (const double v = preference(o); v > best_preference) {
      best = {false, t, o};
      best_preference = v;
    }
    return best.outlook.win < 1.0;
  });
  return best;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

std::string TrainingConfig::summary() const {
  std::ostringstream out;
  out << "seed=" << seed << " td_games=" << td_games << " lambda=" << lambda << " td_rate=" << td_rate << " explore=" << explore
      << " rounds=" << rounds << " round_positions=" << round_positions << " endings_share=" << endings_share
      << " epochs=" << epochs << " refine_rate=" << refine_rate << " max_turns=" << max_turns
      << " held_out_endings=" << held_out_endings << " held_out_positions=" << held_out_positions;
  return out.str();
}

Trainer::Trainer(const TrainingConfig& config, const LastPieceEndings& endings)
    : config_(config), endings_(endings), net_(config.seed), random_(config.seed) {
  // The held-out sets come from a random source of their own, so that they
  // do not depend on how far training has gone.
  std::mt19937_64 held(config.seed ^ 0x5eed0fa11ULL);
  endings_list_ = all_endings(endings);
  const std::size_t count = endings_list_.size();
  for (std::uint64_t i = 0; i < config.held_out_endings && count > 0; ++i) held_out_endings_.push_back(held() % count);
  std::sort(held_out_endings_.begin(), held_out_endings_.end());
  held_out_endings_.erase(std::unique(held_out_endings_.begin(), held_out_endings_.end()), held_out_endings_.end());
  // Positions of games between random players, 5 to 80 turns in.
  while (held_out_positions_.size() < config.held_out_positions) {
    Position p = start_position();
    const int stop = 5 + static_cast<int>(held() % 76);
    int turn = 0;
    for (; turn < stop && !known_outlook(p, &endings); ++turn) {
      p.thrown = true;
      p.roll = throw_dice(held);
      std::vector<TurnMoves> turns;
      if (!is_locked_up(p)) for_each_turn(p, [&](const TurnMoves& t) { turns.push_back(t); return true; });
      if (turns.empty()) break;
      const TurnMoves& t = turns[held() % turns.size()];
      if (t.wins) break;
      p = after_turn(p, t);
    }
    p.thrown = false;
    p.roll = Roll{};
    if (!known_outlook(p, &endings)) held_out_positions_.emplace_back(p, config.max_turns - turn);
  }
}

void Trainer::step(const Features& f, const Outlook& target, double rate) {
  // The cross-entropy of the softmax against the target's three chances:
  // its gradient on each logit is the network's chance minus the target's.
  std::array<float, kHidden> h{};
  const Outlook now = Network::softmax(net_.logits(f, &h));
  const float dw = static_cast<float>(rate * (now.win - target.win));
  const float dl = static_cast<float>(rate * (now.loss - target.loss));
  float* w = net_.weights().data();
  float* bias = w + Network::kFirstLayer;
  float* out = bias + kHidden;
  std::array<float, kHidden> dh{};
  for (int k = 0; k < kHidden; ++k) {
    const float a = h[static_cast<std::size_t>(k)];
    dh[static_cast<std::size_t>(k)] = a > 0 ? dw * out[k] + dl * out[kHidden + k] : 0.0F;
    out[k] -= dw * a;
    out[kHidden + k] -= dl * a;
  }
  out[kOutputs * kHidden] -= dw;
  out[kOutputs * kHidden + 1] -= dl;
  for (int k = 0; k < kHidden; ++k) bias[k] -= dh[static_cast<std::size_t>(k)];
  for (int i = 0; i < f.active_count; ++i) {
    float* column = w + static_cast<std::size_t>(f.active[static_cast<std::size_t>(i)]) * kHidden;
    for (int k = 0; k < kHidden; ++k) column[k] -= dh[static_cast<std::size_t>(k)];
  }
  for (int j = 0; j < kDenseInputs; ++j) {
    const float x = f.dense[static_cast<std::size_t>(j)];
    if (x == 0.0F) continue;
    float* column = w + static_cast<std::size_t>(kSparseInputs + j) * kHidden;
    for (int k = 0; k < kHidden; ++k) column[k] -= x * dh[static_cast<std::size_t>(k)];
  }
}

int Trainer::play_and_learn(double rate, double explore) {
  struct Seen {
    Features features;
    Outlook played;  // the outlook of the turn played, for the mover, before learning
  };
  std::vector<Seen> seen;
  std::vector<TurnMoves> turns_of_throw;
  Position p = start_position();
  Outlook last;  // the exact outlook for the mover of the position after the last one seen
  int turns = 0;
  for (;; ++turns) {
    if (turns == config_.max_turns) {
      last = Outlook{0, 0};  // a draw
      break;
    }
    const int turns_left = config_.max_turns - turns;
    if (const auto known = known_outlook(p, &endings_, turns_left)) {
      last = *known;
      break;
    }
    const Features f = encode(p, turns_left);
    p.thrown = true;
    p.roll = throw_dice(random_);
    const Choice choice = best_turn(p, net_, endings_, turns_left);
    if (choice.locked_up) {
      seen.push_back({f, Outlook{0, 1}});
      last = Outlook{1, 0};  // for the mover of the next position: the opponent won
      break;
    }
    TurnMoves played = choice.turn;
    Outlook played_outlook = choice.outlook;
    if (explore > 0 && static_cast<double>(random_() % 1000000) < explore * 1e6) {
      turns_of_throw.clear();
      for_each_turn(p, [&](const TurnMoves& t) { turns_of_throw.push_back(t); return true; });
      played = turns_of_throw[random_() % turns_of_throw.size()];
      played_outlook = outlook_of_turn(p, played, net_, &endings_, turns_left);
    }
    seen.push_back({f, played_outlook});
    if (played.wins) {
      last = Outlook{0, 1};
      break;
    }
    p = after_turn(p, played);
  }
  // Backwards: the lambda-return of each position seen, for its mover: the
  // value of the turn played (the next position's, from this side) mixed
  // with the return of the next position. The random turns stay in: what is
  // learned is the value of the players as they play, random turns and all,
  // which becomes the best play's as they fade.
  Outlook next_return = last;
  for (std::size_t i = seen.size(); i-- > 0;) {
    const Outlook ahead = next_return.flipped();
    Outlook target = ahead;
    if (i + 1 < seen.size()) {
      const double l = config_.lambda;
      target = {(1 - l) * seen[i].played.win + l * ahead.win, (1 - l) * seen[i].played.loss + l * ahead.loss};
    }
    next_return = target;
    step(seen[i].features, target, rate);
  }
  return turns;
}

CurvePoint Trainer::measure(int stage) const {
  CurvePoint point;
  point.games = games_;
  point.round = rounds_done_;
  point.stage = stage;
  point.seconds = seconds_;
  if (!held_out_endings_.empty()) {
    double sum = 0;
    for (std::size_t i : held_out_endings_)
      sum += std::abs(net_.outlook(encode(endings_list_[i].first)).win - endings_list_[i].second);
    point.endings_error = sum / static_cast<double>(held_out_endings_.size());
  }
  if (!held_out_positions_.empty()) {
    double sum = 0;
    for (const auto& [p, turns_left] : held_out_positions_)
      sum += std::abs(net_.outlook(encode(p, turns_left)).win - outlook_one_turn_ahead(p, net_, &endings_, turns_left).win);
    point.lookahead_error = sum / static_cast<double>(held_out_positions_.size());
  }
  return point;
}

namespace {

std::string curve_line(const CurvePoint& c) {
  char line[160];
  std::snprintf(line, sizeof line, "stage %d, %llu games, round %d: endings error %.4f, lookahead error %.4f (%.0f s)",
                c.stage, static_cast<unsigned long long>(c.games), c.round, c.endings_error, c.lookahead_error,
                c.seconds);
  return line;
}

}  // namespace

void Trainer::refine_round(const std::function<bool()>& keep_going,
                           const std::function<void(const std::string&)>& progress) {
  struct Example {
    Features features;
    Outlook target;
  };
  std::vector<Example> examples;
  examples.reserve(config_.round_positions + static_cast<std::size_t>(config_.round_positions * config_.endings_share));
  // Positions of self-play, one in four, each with its lookahead target.
  while (examples.size() < config_.round_positions) {
    if (!keep_going()) return;
    Position p = start_position();
    for (int turn = 0; turn < config_.max_turns && !known_outlook(p, &endings_, config_.max_turns - turn); ++turn) {
      const int turns_left = config_.max_turns - turn;
      if (random_() % 4 == 0 && examples.size() < config_.round_positions)
        examples.push_back({encode(p, turns_left), outlook_one_turn_ahead(p, net_, &endings_, turns_left)});
      p.thrown = true;
      p.roll = throw_dice(random_);
      const Choice choice = best_turn(p, net_, endings_, turns_left);
      if (choice.locked_up || choice.turn.wins) break;
      p = after_turn(p, choice.turn);
    }
    if (examples.size() % 20000 < 100) {
      char line[80];
      std::snprintf(line, sizeof line, "round %d: %zu positions with targets", rounds_done_ + 1, examples.size());
      progress(line);
    }
  }
  // Endings with their exact values, the held-out ones left out.
  const auto& endings = endings_list_;
  const auto extra = static_cast<std::size_t>(static_cast<double>(config_.round_positions) * config_.endings_share);
  for (std::size_t added = 0; added < extra && !endings.empty();) {
    const std::size_t i = random_() % endings.size();
    if (std::binary_search(held_out_endings_.begin(), held_out_endings_.end(), i)) continue;
    // The table leaves the cap aside: endings are taught far from it.
    const int turns_left = 100 + static_cast<int>(random_() % 201);
    examples.push_back({encode(endings[i].first, turns_left), Outlook{endings[i].second, 1.0 - endings[i].second}});
    ++added;
  }
  for (int epoch = 0; epoch < config_.epochs; ++epoch) {
    for (std::size_t i = examples.size(); i > 1; --i) std::swap(examples[i - 1], examples[random_() % i]);
    const double rate = config_.refine_rate / (1 + epoch);
    for (const Example& e : examples) step(e.features, e.target, rate);
  }
}

bool Trainer::run(const std::function<bool()>& keep_going, const std::function<void(const std::string&)>& progress,
                  const std::function<void()>& checkpoint) {
  auto since = std::chrono::steady_clock::now();
  const auto add_time = [&] {
    seconds_ += seconds_since(since);
    since = std::chrono::steady_clock::now();
  };
  if (curve_.empty()) {
    curve_.push_back(measure(1));
    progress(curve_line(curve_.back()));
  }
  const std::uint64_t measure_every = std::max<std::uint64_t>(1, config_.td_games / 40);
  std::uint64_t turns = 0, played = 0;
  while (games_ < config_.td_games) {
    if (!keep_going()) {
      add_time();
      return false;
    }
    const double done = static_cast<double>(games_) / static_cast<double>(config_.td_games);
    turns += static_cast<std::uint64_t>(
        play_and_learn(config_.td_rate * std::pow(0.1, done), config_.explore * std::pow(0.01, done)));
    ++games_;
    ++played;
    if (games_ % measure_every == 0 || games_ == config_.td_games) {
      add_time();
      curve_.push_back(measure(1));
      char line[80];
      std::snprintf(line, sizeof line, "  (%.1f turns a game)", static_cast<double>(turns) / static_cast<double>(played));
      progress(curve_line(curve_.back()) + line);
      turns = played = 0;
      checkpoint();
    }
  }
  while (rounds_done_ < config_.rounds) {
    refine_round(keep_going, progress);
    if (!keep_going()) {
      add_time();
      return false;
    }
    ++rounds_done_;
    add_time();
    curve_.push_back(measure(2));
    progress(curve_line(curve_.back()));
    checkpoint();
  }
  add_time();
  return true;
}

djed::Result<void> Trainer::save(const std::string& path) const {
  std::ostringstream out;
  out << "djed-pharao-training 1\nconfig " << config_.summary() << "\ngames " << games_ << "\nrounds " << rounds_done_
      << "\nseconds " << seconds_ << "\nrandom " << random_ << "\ncurve " << curve_.size() << '\n';
  for (const CurvePoint& c : curve_)
    out << c.stage << ' ' << c.games << ' ' << c.round << ' ' << c.endings_error << ' ' << c.lookahead_error << ' '
        << c.seconds << '\n';
  out << net_.to_text();
  const std::string temporary = path + ".new";
  {
    std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
    file << out.str();
    if (!file.flush()) return djed::make_error(temporary + ": cannot be written");
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) return djed::make_error(path + ": cannot be written");
  return {};
}

djed::Result<void> Trainer::resume(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return djed::make_error(path + ": cannot be read");
  std::string word, line;
  int version = 0;
  if (!(file >> word >> version) || word != "djed-pharao-training" || version != 1)
    return djed::make_error(path + ": not a training checkpoint");
  file >> word;
  std::getline(file, line);
  if (word != "config" || line.substr(line.find_first_not_of(' ')) != config_.summary())
    return djed::make_error(path + ": written under another configuration (" + line + ")");
  std::size_t points = 0;
  if (!(file >> word >> games_) || word != "games" || !(file >> word >> rounds_done_) || word != "rounds" ||
      !(file >> word >> seconds_) || word != "seconds" || !(file >> word >> random_) || word != "random" ||
      !(file >> word >> points) || word != "curve")
    return djed::make_error(path + ": damaged header");
  curve_.assign(points, CurvePoint{});
  for (CurvePoint& c : curve_)
    if (!(file >> c.stage >> c.games >> c.round >> c.endings_error >> c.lookahead_error >> c.seconds))
      return djed::make_error(path + ": damaged curve");
  std::ostringstream rest;
  rest << file.rdbuf();
  auto net = Network::parse(rest.str());
  if (!net) return djed::make_error(path + ": " + net.message());
  net_ = std::move(net).value();
  return {};
}

}  // namespace pharao
