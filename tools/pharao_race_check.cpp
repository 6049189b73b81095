// Judges how two players play Pharao's race of a last piece against the other
// side's pieces, by the solved endings: it plays a match and, at every turn
// of a position the table covers, compares the share of games the chosen
// turn leaves the mover (by best play from there) with that of the best turn.
// It also tells how each race went against what the table expected when it
// began. docs/ai.md reports what it found.
//
//   djed-pharao-race-check TABLE GAMES SEED [PLAYER_A PLAYER_B [TIME_MS]]
//   djed-pharao-race-check build/lib/djed/plugins/pharao-endings.bin 20 1 hard uct 150
#include <bit>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>

#include "djed/ai/levels.hpp"
#include "djed/chance.hpp"
#include "djed/game_record.hpp"
#include "endings.hpp"
#include "knowledge.hpp"
#include "notation.hpp"
#include "pharao_game.hpp"

namespace {

using djed::State;

struct RaceStats {
  int decisions = 0, costly = 0;  // costly: more than 5 % of a game given away
  double share_lost = 0.0;
  int races = 0, races_won = 0;
  double races_expected = 0.0;
};

// The share of games `side` wins from the position of `s` (a finished game,
// or one before a throw that the table covers), or nothing.
std::optional<double> share_for(const State& s, int side, const pharao::LastPieceEndings& table) {
  if (s.is_terminal()) {
    const int winner = s.result().winner;
    return winner < 0 ? 0.5 : winner == side ? 1.0 : 0.0;
  }
  const pharao::Position p = pharao::parse_position(s.to_string()).value();
  for (int x : {pharao::kLight, pharao::kDark})  // only a drowning piece left: lost
    if (p.pieces[static_cast<std::size_t>(x)] == pharao::bit(pharao::kNile)) return x == side ? 0.0 : 1.0;
  if (p.thrown || !table.covers(p)) return std::nullopt;
  const int lone = std::popcount(p.pieces[pharao::kLight]) == 1 ? pharao::kLight : pharao::kDark;
  const double wins = table.last_piece_wins(p);
  return lone == side ? wins : 1.0 - wins;
}

int defender_of(const State& s) {
  const pharao::Position p = pharao::parse_position(s.to_string()).value();
  return std::popcount(p.pieces[pharao::kLight]) == 1 ? pharao::kDark : pharao::kLight;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: djed-pharao-race-check TABLE GAMES SEED [PLAYER_A PLAYER_B [TIME_MS]]\n");
    return 2;
  }
  auto loaded = pharao::LastPieceEndings::load(argv[1]);
  if (!loaded) {
    std::fprintf(stderr, "djed-pharao-race-check: %s\n", loaded.message().c_str());
    return 1;
  }
  const auto table = std::make_shared<const pharao::LastPieceEndings>(std::move(loaded).value());
  const int games = std::atoi(argv[2]);
  const std::uint64_t seed = std::strtoull(argv[3], nullptr, 10);
  const std::string names[2] = {argc > 4 ? argv[4] : "hard", argc > 5 ? argv[5] : "uct"};
  const int time_ms = argc > 6 ? std::atoi(argv[6]) : 150;
  // The players know what the plugin gives them: the table and the shipped network.
  auto knowledge = std::make_shared<pharao::Knowledge>();
  knowledge->endings = table;
  if (auto net = pharao::Network::parse(pharao::shipped_network_text()); net)
    knowledge->network = std::make_shared<const pharao::Network>(std::move(net).value());
  const auto game = std::make_shared<pharao::PharaoGame>(knowledge);

  RaceStats stats[2];  // by seat: A, B
  for (int g = 0; g < games; ++g) {
    djed::StatePtr start = game->new_initial_state().value();
    const int a_side = g % 2 == 0 ? start->side_to_move() : start->side_to_move() ^ 1;
    std::unique_ptr<djed::ai::Player> by_side[2];
    for (int seat = 0; seat < 2; ++seat) {
      const djed::ai::PlayerOptions options{seed * 1000 + static_cast<std::uint64_t>(2 * g + seat), time_ms, 0};
      auto player = djed::ai::make_player(names[seat], options);
      if (!player) {
        std::fprintf(stderr, "djed-pharao-race-check: %s\n", player.message().c_str());
        return 1;
      }
      by_side[seat == 0 ? a_side : a_side ^ 1] = std::move(player).value();
    }
    djed::GameRecord record(std::move(start), game->info());
    djed::ChanceSampler dice(seed * 7777 + static_cast<std::uint64_t>(g));
    int defender = -1;  // once the race has begun
    double expected = 0.0;
    while (!record.is_over()) {
      const State& s = record.state();
      if (s.is_chance_node()) {
        if (defender < 0) {
          if (defender = defender_of(s); auto share = share_for(s, defender, *table))
            expected = *share;
          else
            defender = -1;
        }
        record.apply_action(dice.sample(s));
        continue;
      }
      const int side = s.side_to_move();
      const djed::Turn chosen = by_side[side]->choose_turn(s, djed::ai::GameContext::of(record)).turn;
      if (defender >= 0) {
        double best = -1.0, got = -1.0;
        for (const djed::Turn& turn : s.legal_turns()) {
          djed::StatePtr after = s.clone();
          for (djed::Action a : turn) after->apply_action(a);
          const double share = share_for(*after, side, *table).value_or(-1.0);
          best = std::max(best, share);
          if (turn == chosen) got = share;
        }
        if (got >= 0.0) {
          RaceStats& r = stats[side == a_side ? 0 : 1];
          ++r.decisions;
          r.share_lost += best - got;
          r.costly += best - got > 0.05;
        }
      }
      record.apply_turn(chosen);
    }
    const djed::GameResult result = record.result();
    if (defender >= 0) {
      RaceStats& r = stats[defender == a_side ? 0 : 1];
      ++r.races;
      r.races_won += result.winner == defender;
      r.races_expected += expected;
    }
    std::printf("game %d: %s (%s) in %d turns; race defended by %s\n", g + 1,
                result.winner < 0 ? "draw" : result.winner == a_side ? "A wins" : "B wins", result.reason.c_str(),
                record.turns_played(), defender < 0 ? "nobody" : defender == a_side ? "A" : "B");
    std::fflush(stdout);
  }
  for (int seat = 0; seat < 2; ++seat) {
    const RaceStats& r = stats[seat];
    std::printf("%s %s: %d race turns, %.4f of a game lost a turn against the best (%d turns over 5 %%); "
                "%d races defended, %d won, %.1f expected by the table\n",
                seat == 0 ? "A" : "B", names[seat].c_str(), r.decisions, r.decisions ? r.share_lost / r.decisions : 0.0,
                r.costly, r.races, r.races_won, r.races_expected);
  }
}
