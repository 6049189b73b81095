// Rule edge cases of Ramses: oblongs, frozen pawns, the opening turn, the
// turn that must be completable [D-3], three hieroglyph squares [D-4], lock-up.
#include <algorithm>

#include "movegen.hpp"
#include "notation.hpp"
#include "ramses_state.hpp"

#include "ramses_test_support.hpp"

namespace ramses::test {
namespace {

bool has(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

std::vector<std::string> own_moves_of(const djed::State& state, const std::string& prefix) {
  std::vector<std::string> out;
  for (const auto& a : action_strings(state))
    if (a.rfind(prefix, 0) == 0) out.push_back(a);
  return out;
}

// Light's pawn on 4 walks 1 square (alone in its row and column).
//
//   top:  .  .  .  L  [ ------------------- ]
//   mid:  .  .  .  .  .  .  L  L  .  .  .  .
//   bot:  D  D  L  .  [ ------------------- ]   (Dark also on 14, 15)
TEST(RamsesOblong, EnteringFromTheEndChoosesAnyAlignment) {
  auto state = at("L:4,12,13,20 D:14,15,18,19 L");
  const auto moves = own_moves_of(*state, "4-");
  EXPECT_EQ(moves, (std::vector<std::string>{"4-3", "4-5(10)", "4-5(11)", "4-5(12)", "4-5(13)", "4-5(14)", "4-5(15)",
                                             "4-5(16)", "4-5(17)", "4-9"}));
}

// In words, a move onto a long square names the middle square it stands
// over, as its notation does: two such moves never read the same.
TEST(RamsesOblong, TheWordsOfAMoveOntoALongSquareNameItsAlignment) {
  auto state = at("L:4,12,13,20 D:14,15,18,19 L");
  const auto words = [&](const std::string& move) {
    return game().info().text(state->describe_action(state->action_from_string(move).value()).label);
  };
  EXPECT_EQ(words("4-5(13)"), "Light pawn from 4 to 5, in the column of 13");
  EXPECT_EQ(words("4-5(17)"), "Light pawn from 4 to 5, in the column of 17");
  EXPECT_EQ(words("4-3"), "Light pawn from 4 to 3");
}

// Light's pawn on 16 walks 1 square; it may enter either oblong, over 16 only.
TEST(RamsesOblong, EnteringFromAMiddleSquareKeepsItsAlignment) {
  auto state = at("L:1,2,16,19 D:3,18,20,21 L");
  // 16: middle row holds only 16, its column only 16.
  EXPECT_EQ(own_moves_of(*state, "16-"), (std::vector<std::string>{"16-15", "16-17", "16-22(16)", "16-5(16)"}));
}

// Light's pawn on 4 walks 2 (row {2, 4}, column {4, 21}): through 5 it must go
// on to a middle square; 3 then 8, 9 then 8 or 10; 21 is taken.
//
//   top:  .  L  .  L  [ ------------------- ]
//   mid:  D  D  .  .  .  .  .  .  .  .  .  .
//   bot:  D  D  L  L  [ ------------------- ]
TEST(RamsesOblong, AWalkThroughAnOblongFromTheEndContinuesOntoAMiddleSquare) {
  auto state = at("L:2,4,20,21 D:6,7,18,19 L");
  const Position& p = static_cast<const RamsesState&>(*state).situation().position;
  MoveList moves;
  add_moves(4, destinations(p, 4), moves);
  std::vector<std::string> ends;
  for (const HalfMove& m : moves) ends.push_back(format_half_move(m));
  std::sort(ends.begin(), ends.end());
  EXPECT_EQ(ends, (std::vector<std::string>{"4-10", "4-11", "4-12", "4-13", "4-14", "4-15", "4-16", "4-17", "4-8"}));
  // 4-8 is a path but not a legal move: it walls in Dark's 6, 7 and 19 [D-3].
  EXPECT_FALSE(has(own_moves_of(*state, "4-"), "4-8"));
  EXPECT_TRUE(has(own_moves_of(*state, "4-"), "4-12"));
}

// 10 walks 2 with 11 occupied: 10-22-12 is no path; 10-22-21 is.
//
//   top:  L  L  L  L  [ ------------------- ]
//   mid:  .  .  .  .  D  D  .  .  .  .  .  .
//   bot:  D  D  .  .  [ ------------------- ]
TEST(RamsesOblong, NoWalkCrossesAnOblongFromOneMiddleSquareToAnother) {
  auto state = at("L:1,2,3,4 D:10,11,18,19 D");
  const auto moves = own_moves_of(*state, "10-");
  EXPECT_FALSE(has(moves, "10-12"));
  EXPECT_TRUE(has(moves, "10-21"));
  EXPECT_TRUE(has(moves, "10-8"));
  auto refused = state->action_from_string("10-12");
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("cannot end on 12"), std::string::npos) << refused.message();
}

// Light on 5 over 12 walks 2: first step to 4 or to 12 only.
TEST(RamsesOblong, LeavingGoesToTheEndOrTheAlignedSquareOnly) {
  auto state = at("L:1,5(12),6,21 D:7,18,19,20 L");
  // 5: top row {1,5} = 2; its column (12) holds only itself.
  const auto moves = own_moves_of(*state, "5-");
  EXPECT_EQ(moves, (std::vector<std::string>{"5-11", "5-13", "5-22(12)", "5-3", "5-9"}));
}

// An occupied oblong cannot be entered or crossed: the pawn on 4 (walking 2,
// row {4, 5}) reaches no middle square through 5.
TEST(RamsesOblong, AnOccupiedOblongBlocks) {
  auto state = at("L:4,12,13,20 D:5(16),14,18,19 L");
  EXPECT_EQ(own_moves_of(*state, "4-"), (std::vector<std::string>{"4-10", "4-2", "4-21", "4-8"}));
}

// An oblong pawn counts in the column of its middle square: the pawn on 13
// walks 3 with 5 over 13 and 22 over 13, 2 with only 22 over 13.
TEST(RamsesOblong, AnOblongPawnCountsInItsAlignedColumn) {
  auto over = at("L:5(13),13,19,20 D:1,2,22(13),21 L");
  auto beside = at("L:5(14),13,19,20 D:1,2,22(13),21 L");
  const auto three = own_moves_of(*over, "13-");
  const auto two = own_moves_of(*beside, "13-");
  EXPECT_TRUE(has(three, "13-10"));
  EXPECT_FALSE(has(three, "13-11"));
  EXPECT_TRUE(has(two, "13-11"));
  EXPECT_FALSE(has(two, "13-10"));
}

// Dark holds 1 and 18; Light moves first, then one of Dark's pawns.
//
//   top:  D  L  L  .  [ ------------------- ]
//   mid:  .  .  .  .  .  D  .  .  .  .  L  .
//   bot:  D  .  D  L  [ ------------------- ]
const char* const kDarkOnTwoHieroglyphs = "L:2,3,16,21 D:1,11,18,20 L";

TEST(RamsesTurn, OpponentPawnsOnHieroglyphSquaresAreFrozen) {
  auto state = at(kDarkOnTwoHieroglyphs);
  for (const auto& piece : state->board().pieces)
    EXPECT_EQ(piece.frozen, piece.owner == 1 && (piece.cell == 1 || piece.cell == 18)) << piece.cell;
  auto own = state->action_from_string("3-4");  // 3-8-9-4: the middle row keeps two pawns
  ASSERT_TRUE(own.ok()) << own.message();
  state->apply_action(*own);
  for (const auto& a : action_strings(*state)) {
    EXPECT_NE(a.rfind("1-", 0), 0u) << a;
    EXPECT_NE(a.rfind("18-", 0), 0u) << a;
  }
  auto refused = state->action_from_string("18-6");
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("hieroglyph"), std::string::npos) << refused.message();
}

TEST(RamsesTurn, OwnPawnsOnHieroglyphSquaresMayMove) {
  auto state = at("L:2,3,9,21 D:1,11,18,20 L");
  EXPECT_TRUE(has(action_strings(*state), "9-7"));
}

TEST(RamsesTurn, TheOpeningTurnKeepsOwnPawnsOffHieroglyphSquares) {
  auto first = at("L:2,3,4,5(10) D:19,20,21,22(10) L first");
  bool opponent_onto_hieroglyph = false;
  for (const auto& turn : turn_strings(*first)) {
    const auto space = turn.find(' ');
    const std::string own = turn.substr(0, space), theirs = turn.substr(space + 1);
    for (const char* h : {"-1", "-9", "-13", "-17", "-18"}) {
      EXPECT_FALSE(own.size() >= std::string(h).size() && own.compare(own.size() - std::string(h).size(), std::string::npos, h) == 0) << turn;
      if (theirs.size() >= std::string(h).size() &&
          theirs.compare(theirs.size() - std::string(h).size(), std::string::npos, h) == 0)
        opponent_onto_hieroglyph = true;
    }
  }
  EXPECT_TRUE(opponent_onto_hieroglyph) << "moving the opponent onto a hieroglyph square is allowed";
  auto refused = first->action_from_string("5-13");
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("opening turn"), std::string::npos) << refused.message();
  // The same position later in a game allows it.
  auto later = at("L:2,3,4,5(10) D:19,20,21,22(10) L");
  EXPECT_TRUE(has(action_strings(*later), "5-13"));
}

// Dark's pawns on 1 and 18 are frozen; 6 and 19 are walled in by Light's 7
// and 20. Only a move of 7 or 20 lets Dark move afterwards [D-3].
//
//   top:  D  .  L  .  [ ------------------- ]
//   mid:  D  L  .  .  .  .  .  .  L  .  .  .
//   bot:  D  D  L  .  [ ------------------- ]
TEST(RamsesTurn, AnOwnMoveMustLeaveTheOpponentAMove) {
  auto state = at("L:3,7,14,20 D:1,6,18,19 L");
  ASSERT_FALSE(state->is_terminal());
  const auto moves = action_strings(*state);
  ASSERT_FALSE(moves.empty());
  for (const auto& m : moves) EXPECT_TRUE(m.rfind("7-", 0) == 0 || m.rfind("20-", 0) == 0) << m;
  auto refused = state->action_from_string("14-17");
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("could not be completed"), std::string::npos) << refused.message();
}

// Light holds 1 and 18; 11 walks 2 onto 13, the third.
//
//   top:  L  L  .  .  [ ------------------- ]
//   mid:  .  .  .  .  .  L  .  .  .  .  D  .
//   bot:  L  .  D  D  [ D over 16 ]
TEST(RamsesEnd, AFirstHalfMoveOntoTheThirdHieroglyphWinsAlone) {
  auto state = at("L:1,2,11,18 D:16,20,21,22(16) L");
  EXPECT_TRUE(has(turn_strings(*state), "11-13"));
  auto too_long = state->turn_from_string("11-13 16-15");
  EXPECT_FALSE(too_long.ok());
  play(*state, "11-13");
  ASSERT_TRUE(state->is_terminal());
  EXPECT_EQ(state->result().winner, 0);
  EXPECT_EQ(state->result().reason, "three-hieroglyphs");
}

TEST(RamsesEnd, MovingTheOpponentOntoHisThirdHieroglyphIsLegalAndLoses) {
  auto state = at(kDarkOnTwoHieroglyphs);
  EXPECT_TRUE(has(turn_strings(*state), "3-4 11-13"));
  play(*state, "3-4 11-13");
  ASSERT_TRUE(state->is_terminal());
  EXPECT_EQ(state->result().winner, 1);
  EXPECT_EQ(state->result().reason, "three-hieroglyphs");
}

TEST(RamsesEnd, APositionWithThreeHieroglyphsHeldIsOver) {
  auto state = at("L:1,2,9,13 D:19,20,21,22(10) D");
  ASSERT_TRUE(state->is_terminal());
  EXPECT_EQ(state->result().winner, 0);
  EXPECT_TRUE(state->legal_turns().empty());
  EXPECT_EQ(state->perft(1), 0u);
  EXPECT_EQ(state->perft(0), 1u);
}

// Light's pawns on 5, 13 and 15 cannot walk their distance; the only move,
// 4-20 (4-3-8-20), would leave Dark without a move: Light is locked up.
//
//   top:  D  .  .  L  [ L over 17 ]
//   mid:  .  D  .  D  .  .  .  L  .  L  .  .
//   bot:  .  .  .  .  [ D over 13 ]
TEST(RamsesEnd, APlayerWhoCannotCompleteATurnLoses) {
  auto state = at("L:4,5(17),13,15 D:1,7,9,22(13) L");
  ASSERT_TRUE(state->is_terminal());
  EXPECT_EQ(state->result().winner, 1);
  EXPECT_EQ(state->result().reason, "locked-up");
  EXPECT_TRUE(state->legal_turns().empty());
}

TEST(RamsesEnd, APlayerWhosePawnsCannotMoveAtAllLoses) {
  // Six pawns in the middle row: Light's four walk 6 and find no such path.
  auto state = at("L:10,11,14,15 D:3,8,9,19 L");
  ASSERT_TRUE(state->is_terminal());
  EXPECT_EQ(state->result().winner, 1);
  EXPECT_EQ(state->result().reason, "locked-up");
}

TEST(RamsesTurn, AHalfMoveOfTheWrongPawnIsRefusedWithTheReason) {
  auto state = at(kDarkOnTwoHieroglyphs);
  auto theirs = state->action_from_string("11-13");
  ASSERT_FALSE(theirs.ok());
  EXPECT_NE(theirs.message().find("Dark's"), std::string::npos) << theirs.message();
  auto empty = state->action_from_string("4-9");
  ASSERT_FALSE(empty.ok());
  EXPECT_NE(empty.message().find("no pawn"), std::string::npos) << empty.message();
}

}  // namespace
}  // namespace ramses::test
