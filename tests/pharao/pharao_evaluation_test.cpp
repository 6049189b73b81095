// The terms of the Pharao evaluation that are computed by shortcuts, against
// their definitions: the lock-up chance as the share of the 36 face pairs
// whose throw locks the mover up, the push chance as the share of opponent
// die faces with which some piece's path ends on the Nile.
#include <random>

#include "evaluation.hpp"
#include "pharao_test_support.hpp"
#include "turns.hpp"

namespace pharao::test {
namespace {

double lock_up_by_definition(const Position& p) {
  int locking = 0;
  for (int own : kOwnDieFaces)
    for (int opponent : kOpponentDieFaces) {
      Position thrown = p;
      thrown.thrown = true;
      thrown.roll = Roll{static_cast<std::uint8_t>(own), static_cast<std::uint8_t>(opponent)};
      locking += is_locked_up(thrown);
    }
  return locking / 36.0;
}

// Some piece of `side` (not drowning) has a path of `steps` ending on the Nile.
bool pushable_with(const Position& p, int side, int steps) {
  if (steps == 0) return false;
  for (int house = 1; house <= kHouses; ++house)
    if (house != kNile && (p.pieces[static_cast<std::size_t>(side)] & bit(house)) &&
        (path_destinations(p.occupied(), house, steps) & bit(kNile)))
      return true;
  return false;
}

double push_by_definition(const Position& p, int side) {
  int pushing = 0;
  for (int steps : kOpponentDieFaces) pushing += pushable_with(p, side, steps);
  return pushing / 6.0;
}

TEST(PharaoEvaluation, LockUpChanceIsTheShareOfLockingThrows) {
  std::mt19937 rng(31);
  int some_chance = 0;
  for (int sample = 0; sample < 5000; ++sample) {
    const Position p = sparse_position(rng);
    const double expected = lock_up_by_definition(p);
    ASSERT_NEAR(lock_up_probability(p), expected, 1e-9) << "pieces " << p.pieces[0] << "/" << p.pieces[1];
    some_chance += expected > 0;
  }
  EXPECT_GT(some_chance, 50) << "the sample should contain positions that can be locked up";
}

TEST(PharaoEvaluation, PushChanceIsTheShareOfPushingFaces) {
  std::mt19937 rng(32);
  int some_chance = 0;
  for (int sample = 0; sample < 5000; ++sample) {
    Position p = sparse_position(rng);
    if (rng() % 2) p.pieces[p.side] &= ~bit(kNile);  // half the time the Nile is free to push into
    for (int side : {0, 1}) {
      const double expected = push_by_definition(p, side);
      ASSERT_NEAR(push_probability(p, side, -1), expected, 1e-9)
          << "pieces " << p.pieces[0] << "/" << p.pieces[1] << " side " << side;
      for (int steps = 0; steps <= 2; ++steps)
        ASSERT_EQ(push_probability(p, side, steps), pushable_with(p, side, steps) ? 1.0 : 0.0) << steps;
      some_chance += expected > 0;
    }
  }
  EXPECT_GT(some_chance, 100) << "the sample should contain pushes";
}

}  // namespace
}  // namespace pharao::test
