// The terms of the Pharao evaluation that are computed by shortcuts, against
// their definitions: the lock-up chance as the share of the 36 face pairs
// whose throw locks the mover up, the push chance as the share of opponent
// die faces with which some piece's path ends on the Nile. Then how throws
// that end the game at once are weighed against a won game.
#include <cstdlib>
#include <random>

#include "evaluation.hpp"
#include "notation.hpp"
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

// Light's last piece on 16, next to the House of Second Life (15); Dark's
// two pieces far away on 1 and 10:
//    row 0:  [D]  2   3   4   5   6   7   8   9  [D]
//    row 1:  20  19  18  17  [L] 15  14  13  12  11
//    row 2:  21  22  23  24  25  26  27  28  29  30
// An own die of 1 wins at once [D-8]: the thrown position is a won game.
// Before the throw one own-die face in six wins, and that share of a won
// game is in the score, far above the same piece six steps away on 21.
TEST(PharaoEvaluation, AThrowOntoTheHouseOfSecondLifeScoresAsAWin) {
  EXPECT_EQ(evaluate(position_from("L:16 D:1,10 L roll:1-0")), kWinValue);
  EXPECT_GT(evaluate(position_from("L:16 D:1,10 L")), evaluate(position_from("L:21 D:1,10 L")) + kWinValue / 12);
}

// Light on 2, 4, 18, 23 has jammed Dark's 1, 19, 21: no Dark piece has a
// path of two steps, so own die 0 with opponent die 2 (one throw in nine)
// locks Light up [D-7]:
//    row 0:  [D] [L]  3  [L]  5   6   7   8   9  10
//    row 1:  20  [D] [L] 17  16  15  14  13  12  11
//    row 2:  [D] 22  [L] 24  25  26  27  28  29  30
// No piece is near the Nile and neither side is down to one piece, so the
// score is Light's piece ahead (1000) for the eight throws in nine that play
// on, and a lost game for the ninth.
TEST(PharaoEvaluation, ALockUpChanceCountsAsThatShareOfALostGame) {
  const Position p = position_from("L:2,4,18,23 D:1,19,21 L");
  ASSERT_NEAR(lock_up_probability(p), 1.0 / 9, 1e-9);
  EXPECT_EQ(evaluate(p), static_cast<int>(8.0 / 9 * 1000 - kWinValue / 9.0));
  // Less insight does not see the blockade coming: a piece ahead.
  EXPECT_EQ(evaluate(p, djed::Insight::kThreats), 1000);
  EXPECT_EQ(evaluate(p, djed::Insight::kMaterial), 1000);
}

// Light's last piece is drowning on the Nile (27); no other Light piece can
// stand on the House of Beauty (26) to rescue it, so once it drowns Light has
// no pieces left:
//    row 0:  [D]  2   3   4   5   6   7   8   9  [D]
//    row 1:  20  19  18  17  16  15  14  13  12  11
//    row 2:  21  22  23  24  25  26  [L] 28  29  30
// With Light to move that is a lost game; with Dark to move a won one for
// Dark, whose pieces on 1 and 10 cannot be locked up.
TEST(PharaoEvaluation, ALastPieceThatCanOnlyDrownIsALostGame) {
  EXPECT_EQ(evaluate(position_from("L:27 D:1,10 L")), -kWinValue);
  EXPECT_EQ(evaluate(position_from("L:27 D:1,10 D roll:2-1")), kWinValue);
  // With a second piece Light is only a piece down.
  EXPECT_GT(evaluate(position_from("L:1,27 D:10,20 L")), -kWinValue / 2);
}

// Dark's last piece stands on the House of Beauty (26), next to the Nile;
// Light, to move, throws opponent die 1:
//    row 0:  [L] [L]  3   4   5   6   7   8   9  10
//    row 1:  20  19  18  17  16  15  14  13  12  11
//    row 2:  21  22  23  24  25  [D] 27  28  29  30
// Pushing it in (26-27) leaves Dark nothing it can save: the thrown position
// is a won game. With a second Dark piece on 30 the same push wins a piece.
TEST(PharaoEvaluation, PushingInTheLastPieceScoresAsAWin) {
  EXPECT_EQ(evaluate(position_from("L:1,2 D:26 L roll:0-1")), kWinValue);
  EXPECT_LT(evaluate(position_from("L:1,2 D:26,30 L roll:0-1")), kWinValue / 2);
  // Before the throw, as Light plays it (judging Dark's last piece by the
  // count): the opponent die shows 1 in one throw of three, that share of a
  // won game, with Light's piece ahead in the other throws.
  const auto as_light = [](const char* text) { return evaluate(position_from(text), djed::Insight::kFull, kLight); };
  EXPECT_GT(as_light("L:1,2 D:26 L"), kWinValue / 3);
  EXPECT_GT(as_light("L:1,2 D:26 L"), as_light("L:1,2 D:26,30 L"));
  // Dark, who knows how the endings of its last piece go, thinks less of
  // Light's chances, though still that Light is ahead.
  const int as_dark = evaluate(position_from("L:1,2 D:26 L"), djed::Insight::kFull, kDark);
  EXPECT_LT(as_dark, as_light("L:1,2 D:26 L"));
  EXPECT_GT(as_dark, 0);
}

// Light's last piece in the corner (21) against Dark's two pieces on 1, 2,
// Light to move:
//    row 0:  [D] [D]  3   4   5   6   7   8   9  10
//    row 1:  20  19  18  17  16  15  14  13  12  11
//    row 2:  [L] 22  23  24  25  26  27  28  29  30
// A piece down and six steps from the House of Second Life, yet with best
// play on both sides the last piece wins most such endings. Light, knowing
// that, is ahead; Dark, trusting its own play of the race, and a player who
// does not know the endings judge Light behind.
TEST(PharaoEvaluation, ALastPieceKnowsItsEndingIsFavourable) {
  const Position p = position_from("L:21 D:1,2 L");
  EXPECT_GT(evaluate(p, djed::Insight::kFull, kLight), 0);
  EXPECT_GT(evaluate(p, djed::Insight::kFull), 0);  // no player: both sides know
  EXPECT_LT(evaluate(p, djed::Insight::kFull, kDark), 0);
  EXPECT_LT(evaluate(p, djed::Insight::kThreats), 0);
  EXPECT_LT(evaluate(p, djed::Insight::kMaterial), 0);
}

// Light's last piece on 28, next to the Nile, or on 12, out of its reach;
// Dark's pieces far off on 1 and 2:
//    row 0:  [D] [D]  3   4   5   6   7   8   9  10
//    row 1:  20  19  18  17  16  15  14  13  (L) 11
//    row 2:  21  22  23  24  25  26  27  (L) 29  30
// Both are three steps from the House of Second Life, which an own die of 3
// reaches from either (one throw in six wins at once). From 28 Dark's die 1
// (one throw in three) pushes the piece in next turn, should Light not get
// it away: that counts as half that share of a lost game in the throws that
// do not win at once. For a piece that is not the last the same risk is
// only part of a piece.
// Light's last piece in the corner (1), boxed in by Dark on 2 and 20, or in
// the other corner (21) with room to move; either way no own-die face
// reaches the House of Second Life and Dark cannot push it in:
//    row 0:  [L] [D]  3   4   5   6   7   8   9  10        [D] [D]  3 ...
//    row 1:  [D] 19  18  17  16  15  14  13  12  11        20  19 ...
//    row 2:  21  22  23  24  25  26  27  28  29  30       [L]  22 ...
// The solved endings score both alike; the boxed piece is locked up by an
// opponent die 0 with an own die above 0 (eight throws in 36), and that
// share of a lost game is mixed in.
TEST(PharaoEvaluation, ABoxedLastPieceSeesTheLockUpComing) {
  const Position boxed = position_from("L:1 D:2,20 L"), free = position_from("L:21 D:1,2 L");
  ASSERT_NEAR(lock_up_probability(boxed), 8.0 / 36, 1e-9);
  ASSERT_EQ(lock_up_probability(free), 0.0);
  const int free_score = evaluate(free, djed::Insight::kFull, kLight);
  EXPECT_NEAR(evaluate(boxed, djed::Insight::kFull, kLight), -kWinValue * 8.0 / 36 + 28.0 / 36 * free_score, 1.0);
}

TEST(PharaoEvaluation, ALastPieceNextToTheNileIsInDanger) {
  ASSERT_NEAR(push_probability(position_from("L:28 D:1,2 L"), kLight, -1), 1.0 / 3, 1e-9);
  ASSERT_EQ(push_probability(position_from("L:12 D:1,2 L"), kLight, -1), 0.0);
  // As Dark plays it, judging Light's last piece by the count.
  const auto as_dark = [](const char* text) { return evaluate(position_from(text), djed::Insight::kFull, kDark); };
  const int last_gap = as_dark("L:12 D:1,2 L") - as_dark("L:28 D:1,2 L");
  EXPECT_NEAR(last_gap, 5.0 / 6 * kWinValue / 6, 1.0);
  const int gap = as_dark("L:12,30 D:1,2 L") - as_dark("L:28,30 D:1,2 L");
  EXPECT_GT(gap, 0);
  EXPECT_LT(gap, last_gap / 4);
  // Light, who knows how the endings go, sees the danger of its last piece
  // too; down to two pieces it does not fear losing one (a last piece is
  // the better half of such endings).
  const auto as_light = [](const char* text) { return evaluate(position_from(text), djed::Insight::kFull, kLight); };
  EXPECT_GT(as_light("L:12 D:1,2 L") - as_light("L:28 D:1,2 L"), 0);
  EXPECT_EQ(as_light("L:12,30 D:1,2 L"), as_light("L:28,30 D:1,2 L"));
  // The threats insight sees the danger too; counting material does not.
  const auto gap_with = [](djed::Insight insight) {
    return evaluate(position_from("L:12 D:1,2 L"), insight) - evaluate(position_from("L:28 D:1,2 L"), insight);
  };
  EXPECT_EQ(gap_with(djed::Insight::kThreats), last_gap);
  EXPECT_EQ(gap_with(djed::Insight::kMaterial), 0);
}

// With the endings solved, a player scores its own last piece by its exact
// share of wins; Light's last piece against Dark's two pieces:
//    row 0:  [D] [D]  3   4   5   6   7   8   9  10     and boxed in:  [L] [D]  3 ...
//    row 1:  20  19  18  17  16  15  14  13 (L) 11                     [D] 19 ...
//    row 2:  (L) 22  23  24  25  26  27 (L) 29  30                      21 22 ...
TEST(PharaoEvaluation, SolvedEndingsScoreTheOwnLastPieceExactly) {
  const LastPieceEndings& endings = endings_up_to_two();
  for (const char* text : {"L:21 D:1,2 L", "L:21 D:1,2 D", "L:28 D:1,2 D", "L:12 D:1,2 L", "L:1 D:2,20 L"}) {
    const Position p = position_from(text);
    const double exact = kWinValue * (2 * endings.last_piece_wins(p) - 1);
    EXPECT_NEAR(evaluate(p, djed::Insight::kFull, kLight, &endings), p.side == kLight ? exact : -exact, 1.0) << text;
  }
  // The coarse table's blind spot, the boxed piece's lock-up, is in the
  // exact value: it is worse than the same piece with room to move.
  EXPECT_LT(endings.last_piece_wins(position_from("L:1 D:2,20 L")),
            endings.last_piece_wins(position_from("L:21 D:1,2 L")));
}

// The other side's last piece the player judges by the count, shifted by how
// much better or worse for the player this ending goes than the average one
// with as many pieces and the same side to move. On 21 and 30 Light's last
// piece neither reaches the House of Second Life nor can be pushed in with
// the coming throw, so the shift is all that changes, in the throws that do
// not lock the side to move up. With Light's piece boxed in on 21 by Dark's
// 20 and 22, Dark to move is locked up by an own die 0 with an opponent die
// 1 or 2 (the boxed piece cannot be moved): 8 throws in 36.
//    row 0:   1   2  ...                 (D)  2 ...
//    row 1:  (D) 19  ...                 (D) 19 ...
//    row 2:  [L] (D) 23 ...   or free:   [L] 22 ...
TEST(PharaoEvaluation, TheOtherSidesLastPieceIsTheCountShiftedByItsEnding) {
  const LastPieceEndings& endings = endings_up_to_two();
  ASSERT_NEAR(lock_up_probability(position_from("L:21 D:20,22 D")), 8.0 / 36, 1e-9);
  int shifted = 0;
  for (const char* text : {"L:21 D:1,2 L", "L:21 D:1,2 D", "L:30 D:1,2 L", "L:30 D:1,2 D", "L:21 D:20,22 D"}) {
    const Position p = position_from(text);
    const double mean = endings.mean_last_piece_wins(2, p.side == kLight);
    const double shift_for_dark = 2.0 * kWinValue * (mean - endings.last_piece_wins(p));
    const double shift = (p.side == kDark ? shift_for_dark : -shift_for_dark) * (1.0 - lock_up_probability(p));
    const int by_count = evaluate(p, djed::Insight::kFull, kDark);
    const int solved = evaluate(p, djed::Insight::kFull, kDark, &endings);
    EXPECT_NEAR(solved - by_count, shift, 1.5) << text;
    shifted += std::abs(solved - by_count) > 100;
  }
  EXPECT_GE(shifted, 2) << "the sample should hold endings better and worse than the average";
}

// A table of fewer pieces than stand against the last piece is not used.
TEST(PharaoEvaluation, EndingsBeyondTheTableFallBackOnTheCoarseOnes) {
  const Position p = position_from("L:21 D:1,2,3 L");
  for (int player : {kLight, kDark})
    EXPECT_EQ(evaluate(p, djed::Insight::kFull, player, &endings_up_to_two()),
              evaluate(p, djed::Insight::kFull, player));
}

TEST(PharaoEvaluation, StaysWithinAWonGame) {
  std::mt19937 rng(33);
  for (int sample = 0; sample < 5000; ++sample) {
    Position p = sparse_position(rng);
    for (djed::Insight insight : {djed::Insight::kMaterial, djed::Insight::kThreats, djed::Insight::kFull})
      for (int player : {-1, kLight, kDark}) {
        ASSERT_LE(std::abs(evaluate(p, insight, player)), kWinValue) << format_position(p);
        ASSERT_LE(std::abs(evaluate(p, insight, player, &endings_up_to_two())), kWinValue) << format_position(p);
        Position thrown = p;
        thrown.thrown = true;
        thrown.roll = Roll{static_cast<std::uint8_t>(rng() % 5), static_cast<std::uint8_t>(rng() % 3)};
        ASSERT_LE(std::abs(evaluate(thrown, insight, player)), kWinValue) << format_position(thrown);
        ASSERT_LE(std::abs(evaluate(thrown, insight, player, &endings_up_to_two())), kWinValue)
            << format_position(thrown);
      }
  }
}

}  // namespace
}  // namespace pharao::test
