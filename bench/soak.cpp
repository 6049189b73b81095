// djed-soak: random games by the million, every invariant checked after
// every action. Not part of the test command (it runs for a long time);
// results in docs/robustness.md.
//
//   djed-soak [GAMES per rule set, default 1000000] [SEED]
//
// Per rule set (Ramses, Pharao, Seti Aleph, Seti Beth), each game is played
// by uniformly random legal actions with seeded dice, to its end or the
// turn limit, and checks:
// - pieces: Ramses always 4 + 4; Pharao and Seti Beth never gain a piece;
//   Seti Aleph always 6 figures and 6 death-ships in all (reserves included);
// - at every turn start with a notation: the position prints, parses back,
//   prints the same and has the same hash (the hash recomputed from scratch);
// - the last position of a finished game reads back as the same result;
// - undo: after the game, undoing every action restores the first position.
// A failure prints the game, the position and what broke, and exits 1.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "djed/chance.hpp"
#include "pharao_game.hpp"
#include "ramses_game.hpp"
#include "seti_game.hpp"

namespace {

struct RuleSet {
  const char* name;
  std::shared_ptr<djed::Game> game;
  std::string variant;
  // Checks the pieces of `now` against the game's start; "" when fine.
  std::function<std::string(const djed::BoardSnapshot& start, const djed::BoardSnapshot& now)> pieces;
};

std::array<int, 2> count(const djed::BoardSnapshot& b, const char* image_prefix = "") {
  std::array<int, 2> n{0, 0};
  for (const auto& p : b.pieces)
    if (p.image.rfind(image_prefix, 0) == 0) ++n[static_cast<std::size_t>(p.owner)];
  return n;
}

int reserve_total(const djed::BoardSnapshot& b) {
  int total = 0;
  for (const auto& r : b.reserves) total += r.count;
  return total;
}

std::string never_gains(const djed::BoardSnapshot& start, const djed::BoardSnapshot& now) {
  const auto a = count(start), b = count(now);
  return b[0] <= a[0] && b[1] <= a[1] ? "" : "a side gained a piece";
}

std::vector<RuleSet> rule_sets() {
  return {
      {"ramses", std::make_shared<ramses::RamsesGame>(), "",
       [](const djed::BoardSnapshot&, const djed::BoardSnapshot& now) {
         return count(now) == std::array<int, 2>{4, 4} ? "" : "not 4 + 4 pawns";
       }},
      {"pharao", std::make_shared<pharao::PharaoGame>(), "", never_gains},
      {"seti:aleph", std::make_shared<seti::SetiGame>(), "aleph",
       [](const djed::BoardSnapshot&, const djed::BoardSnapshot& now) {
         const auto ships = count(now, "ship-");
         const int figures = static_cast<int>(now.pieces.size()) - ships[0] - ships[1];
         if (figures != 6) return std::string("not 6 figures");
         if (ships[0] + ships[1] + reserve_total(now) != 6) return std::string("not 6 death-ships in all");
         return std::string();
       }},
      {"seti:beth", std::make_shared<seti::SetiGame>(), "beth", never_gains},
  };
}

struct Tally {
  std::uint64_t games = 0, actions = 0, turn_starts = 0;
  double seconds = 0;
};

[[noreturn]] void broken(const RuleSet& r, std::uint64_t game, const djed::State& s, const std::string& what) {
  std::fprintf(stderr, "djed-soak: %s game %llu at '%s': %s\n", r.name, static_cast<unsigned long long>(game),
               s.to_string().c_str(), what.c_str());
  std::exit(1);
}

Tally soak(const RuleSet& r, std::uint64_t games, std::uint64_t seed) {
  const auto began = std::chrono::steady_clock::now();
  Tally t;
  djed::ChanceSampler dice(seed);
  std::mt19937_64 rng(seed ^ 0x9e3779b97f4a7c15ULL);
  const int max_turns = r.game->info().max_turns;
  for (std::uint64_t g = 0; g < games; ++g) {
    auto made = r.game->new_initial_state(r.variant, static_cast<int>(rng() & 1));
    if (!made.ok()) made = r.game->new_initial_state(r.variant);
    djed::StatePtr s = std::move(made).value();
    const std::string first = s->to_string();
    const std::uint64_t first_hash = s->hash();
    const djed::BoardSnapshot start = s->board();
    int turns = 0;
    int mover = s->current_player();
    while (!s->is_terminal() && turns < max_turns) {
      if (!s->is_chance_node() && s->current_player() != mover) ++turns;
      if (!s->is_chance_node()) mover = s->current_player();
      if (s->has_notation()) {
        ++t.turn_starts;
        const std::string text = s->to_string();
        auto back = r.game->parse_position(r.variant, text);
        if (!back.ok()) broken(r, g, *s, "the position does not parse back: " + back.message());
        if (back.value()->to_string() != text) broken(r, g, *s, "the position prints back differently");
        if (back.value()->hash() != s->hash()) broken(r, g, *s, "the hash differs from a fresh parse");
      }
      djed::Action a;
      if (s->is_chance_node()) {
        a = dice.sample(*s);
      } else {
        const auto legal = s->legal_actions();
        if (legal.empty()) broken(r, g, *s, "no legal action before the end");
        a = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)];
      }
      s->apply_action(a);
      ++t.actions;
      if (const std::string why = r.pieces(start, s->board()); !why.empty()) broken(r, g, *s, why);
    }
    if (s->is_terminal()) {
      auto back = r.game->parse_position(r.variant, s->to_string());
      if (!back.ok()) broken(r, g, *s, "the finished game's position does not parse back: " + back.message());
      if (!back.value()->is_terminal() || back.value()->result().winner != s->result().winner)
        broken(r, g, *s, "the finished game's position reads back as another result");
    }
    while (s->history_size() > 0) s->undo_action();
    if (s->to_string() != first || s->hash() != first_hash) broken(r, g, *s, "undoing the game does not restore its start");
    ++t.games;
  }
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  const std::uint64_t games = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1000000;
  const std::uint64_t seed = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 1;
  const auto sets = rule_sets();
  std::vector<Tally> tallies(sets.size());
  // Two rule sets at a time: the reference machine has two cores.
  for (std::size_t i = 0; i < sets.size(); i += 2) {
    std::vector<std::thread> threads;
    for (std::size_t k = i; k < i + 2 && k < sets.size(); ++k)
      threads.emplace_back([&, k] { tallies[k] = soak(sets[k], games, seed + k); });
    for (auto& th : threads) th.join();
  }
  for (std::size_t i = 0; i < sets.size(); ++i)
    std::printf("%-11s %llu games, %llu actions, %llu positions round-tripped, %.0f s: every invariant held\n",
                sets[i].name, static_cast<unsigned long long>(tallies[i].games),
                static_cast<unsigned long long>(tallies[i].actions),
                static_cast<unsigned long long>(tallies[i].turn_starts), tallies[i].seconds);
  return 0;
}
