#include "djed/ai/match.hpp"

#include <array>
#include <chrono>

#include "djed/chance.hpp"
#include "djed/game_record.hpp"
#include "djed/record_replay.hpp"

namespace djed::ai {

namespace {

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  std::uint64_t x = a * 0x9E3779B97F4A7C15ULL ^ (b + 0x632BE59BD9B4E019ULL);
  x ^= x >> 31;
  x *= 0xBF58476D1CE4E5B9ULL;
  return x ^ (x >> 29);
}

}  // namespace

Result<MatchSummary> play_match(const Game& game, const MatchConfig& config,
                                const std::function<void(const MatchGame&)>& on_game) {
  MatchSummary summary;
  std::array<double, 2> ms{};      // by seat
  std::array<int, 2> turns{};      // by seat
  for (int g = 0; g < config.games; ++g) {
    auto start = game.new_initial_state(config.variant);
    if (!start) return start.error();
    const int first_side = start.value()->side_to_move();
    // Seat 0 is A. A plays the first side in even games.
    const int a_side = g % 2 == 0 ? first_side : first_side ^ 1;
    std::array<std::unique_ptr<Player>, 2> by_side;
    for (int seat = 0; seat < 2; ++seat) {
      PlayerOptions o{mix(config.seed, static_cast<std::uint64_t>(2 * g + seat)), config.time_ms, config.nodes,
                      config.solved};
      auto p = make_player(seat == 0 ? config.player_a : config.player_b, o);
      if (!p) return p.error();
      by_side[static_cast<std::size_t>(seat == 0 ? a_side : a_side ^ 1)] = std::move(p).value();
    }
    GameRecord record(std::move(start).value(), game.info());
    if (config.max_turns > 0) record.set_max_turns(config.max_turns);
    const std::uint64_t dice_seed = mix(config.seed, 0xD1CE0000ULL + static_cast<std::uint64_t>(g));
    ChanceSampler dice(dice_seed);
    while (!record.is_over()) {
      const State& s = record.state();
      if (s.is_chance_node()) {
        record.apply_action(dice.sample(s));
        continue;
      }
      const int side = s.side_to_move();
      const int seat = side == a_side ? 0 : 1;
      const auto t0 = std::chrono::steady_clock::now();
      const Decision d = by_side[static_cast<std::size_t>(side)]->choose_turn(s, GameContext::of(record));
      ms[static_cast<std::size_t>(seat)] +=
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      ++turns[static_cast<std::size_t>(seat)];
      if (d.turn.empty()) return make_error("player '" + by_side[static_cast<std::size_t>(side)]->name() + "' found no turn");
      record.apply_turn(d.turn);
    }
    const GameResult r = record.result();
    MatchGame m;
    m.index = g + 1;
    m.a_side = a_side;
    m.winner_seat = r.winner < 0 ? -1 : r.winner == a_side ? 0 : 1;
    m.reason = r.reason;
    m.turns = record.turns_played();
    m.log = record.turn_log();
    m.final_position = record.state().to_string();
    RecordHeader header;
    header.game_id = game.info().id;
    header.variant = config.variant;
    for (int seat = 0; seat < 2; ++seat)
      header.players[static_cast<std::size_t>(seat == 0 ? a_side : a_side ^ 1)] =
          "computer " + (seat == 0 ? config.player_a : config.player_b);
    if (game.info().uses_dice) header.seed = dice_seed;
    m.record = make_record_file(header, game, record);
    ++summary.games;
    (m.winner_seat == 0 ? summary.a_wins : m.winner_seat == 1 ? summary.b_wins : summary.draws) += 1;
    if (on_game) on_game(m);
  }
  summary.a_ms_per_turn = turns[0] ? ms[0] / turns[0] : 0.0;
  summary.b_ms_per_turn = turns[1] ? ms[1] / turns[1] : 0.0;
  return summary;
}

}  // namespace djed::ai
