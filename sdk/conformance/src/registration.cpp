// Registers the conformance checks with GoogleTest at run time, one test per
// check and game variant, so a program can test whatever plugins it loads.
#include <gtest/gtest.h>

#include "checks.hpp"

namespace djed::conformance {
namespace {

using Check = void (*)(const GameVariant&);

struct NamedCheck {
  const char* name;
  Check run;
  bool solvable_only = false;  // registered only for games Game::solvable() hands the solver
};

constexpr NamedCheck kChecks[] = {
    {"RandomGamesKeepEveryInvariant", random_games_keep_every_invariant},
    {"MetadataAndGeometryDescribeTheGame", metadata_and_geometry_describe_the_game},
    {"MalformedPositionsAreRefusedWithAMessage", malformed_positions_are_refused_with_a_message},
    {"IllegalTurnsAreRefusedWithAMessage", illegal_turns_are_refused_with_a_message},
    {"RefusalsQuoteWholeCharacters", refusals_quote_whole_characters},
    {"WhoStartsFollowsTheRules", who_starts_follows_the_rules},
    {"TurnsAreTheWalkOverTheActions", turns_are_the_walk_over_the_actions},
    {"LessonsAndPuzzlesFitTheRules", lessons_and_puzzles_fit_the_rules},
    {"SolvableGamesNumberTheirTurnsAsTheyArePlayed", solvable_games_number_their_turns_as_they_are_played, true},
};

class ConformanceTest : public ::testing::Test {
 public:
  ConformanceTest(Check check, GameVariant gv) : check_(check), gv_(std::move(gv)) {}
  void TestBody() override { check_(gv_); }

 private:
  Check check_;
  GameVariant gv_;  // keeps the game, and so its plugin, loaded
};

}  // namespace

std::string GameVariant::name() const {
  return game->info().id + (variant.empty() ? std::string() : "_" + variant);
}

std::vector<GameVariant> game_variants(const PluginHost& host) {
  std::vector<GameVariant> list;
  for (const auto& loaded : host.games()) {
    const GameInfo& info = loaded.game->info();
    if (info.variants.empty()) list.push_back({loaded.game, ""});
    for (const auto& v : info.variants) list.push_back({loaded.game, v.id});
  }
  return list;
}

void register_tests(const PluginHost& host) {
  for (const GameVariant& gv : game_variants(host))
    for (const NamedCheck& check : kChecks) {
      if (check.solvable_only && !gv.game->solvable(gv.variant)) continue;
      const std::string test = std::string(check.name) + "/" + gv.name();
      ::testing::RegisterTest("Conformance", test.c_str(), nullptr, gv.name().c_str(), __FILE__, __LINE__,
                              [run = check.run, gv]() -> ::testing::Test* { return new ConformanceTest(run, gv); });
    }
}

}  // namespace djed::conformance
