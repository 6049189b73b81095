// Seti rules: perft of both start positions, how each figure moves, death-
// ships, conquest in Aleph and Beth, the finishing row and the reply.
#include "seti_test_support.hpp"

namespace seti::test {
namespace {

using Strings = std::vector<std::string>;

TEST(SetiPerft, AlephStartDepthsOneToFour) {
  auto s = start("aleph");
  EXPECT_EQ(s->to_string(), "hph/3/3/3/3/3/3/3/3/HPH w 3 3");
  EXPECT_EQ(s->perft(1), 36u);
  EXPECT_EQ(s->perft(2), 1263u);
  EXPECT_EQ(s->perft(3), 44698u);
  EXPECT_EQ(s->perft(4), 1545753u);
}

TEST(SetiPerft, BethStartDepthsOneToFour) {
  auto s = start("beth");
  EXPECT_EQ(s->to_string(), "hhphh/5/5/5/5/5/5/5/5/HHPHH w 0 0");
  EXPECT_EQ(s->perft(1), 17u);
  EXPECT_EQ(s->perft(2), 289u);
  EXPECT_EQ(s->perft(3), 5508u);
  EXPECT_EQ(s->perft(4), 104976u);
}

TEST(SetiPerft, TheDefaultVariantIsAleph) {
  EXPECT_EQ(start("")->to_string(), start("aleph")->to_string());
  EXPECT_FALSE(game().new_initial_state("gimel").ok());
}

// A Pharao steps one square in all eight directions [D-9].
TEST(SetiFigures, PharaoOnAnEmptyBoardInTheMiddleAndInACorner) {
  EXPECT_EQ(targets(*at("aleph", "p2/3/3/3/3/1P1/3/3/3/3 w 0 0"), "b5"),
            (Strings{"a4", "a5", "a6", "b4", "b6", "c4", "c5", "c6"}));
  EXPECT_EQ(targets(*at("aleph", "p2/3/3/3/3/3/3/3/3/P2 w 0 0"), "a1"), (Strings{"a2", "b1", "b2"}));
  EXPECT_EQ(targets(*at("beth", "p4/5/5/5/5/5/5/5/5/4P w 0 0"), "e1"), (Strings{"d1", "d2", "e2"}));
}

// A High Priest leaps (2,2) diagonally or like a knight.
TEST(SetiFigures, HighPriestLeapsOnBothBoards) {
  // Beth, c5: four diagonal leaps and eight knight leaps.
  EXPECT_EQ(targets(*at("beth", "p4/5/5/5/5/2H2/5/5/5/5 w 0 0"), "c5"),
            (Strings{"a3", "a4", "a6", "a7", "b3", "b7", "d3", "d7", "e3", "e4", "e6", "e7"}));
  // Aleph, b5: the board is too narrow for the diagonal leap or the flat knight.
  EXPECT_EQ(targets(*at("aleph", "p2/3/3/3/3/1H1/3/3/3/3 w 0 0"), "b5"), (Strings{"a3", "a7", "c3", "c7"}));
  // Aleph corner: Brown's High Priest on c10.
  EXPECT_EQ(targets(*at("aleph", "2h/3/3/3/3/3/3/3/3/H2 b 0 0"), "c10"), (Strings{"a8", "a9", "b8"}));
}

// Leaps go over anything; own figures and shielded enemies are not targets.
//
//   rank 4:  h* .  .
//   rank 3:  p  H  .       White H on b1 leaps over b2 (a Brown figure)
//   rank 2:  .  h  .
//   rank 1:  .  H  P
TEST(SetiFigures, CrowdedBoardLeapsOverFiguresAndRespectsShips) {
  auto s = at("aleph", "3/3/3/3/3/3/h*2/pH1/1h1/1HP w 0 2");
  // b1: a3 (Brown p: conquest), c3, leaping over b2 and b3.
  EXPECT_EQ(targets(*s, "b1"), (Strings{"a3", "c3"}));
  // b3: a1 (empty), c1 (own Pharao: no), a5, c5; the shielded h* on a4 is not reachable anyway.
  EXPECT_EQ(targets(*s, "b3"), (Strings{"a1", "a5", "c5"}));
  // c1 Pharao: b2 (Brown h: conquest), c2; b1 is its own.
  EXPECT_EQ(targets(*s, "c1"), (Strings{"b2", "c2"}));
  const Strings all = moves(*s);
  EXPECT_NE(std::find(all.begin(), all.end(), "c1xb2"), all.end());
  EXPECT_EQ(std::find(all.begin(), all.end(), "c1-b2"), all.end()) << "a conquest is written with x";
}

TEST(SetiShips, PlaceUnderAnOwnFigureAndTakeBack) {
  auto s = start("aleph");
  play(*s, "+b1");
  EXPECT_EQ(s->to_string(), "hph/3/3/3/3/3/3/3/3/HP*H b 2 3");
  play(*s, "+b10");
  EXPECT_EQ(s->to_string(), "hp*h/3/3/3/3/3/3/3/3/HP*H w 2 2");
  play(*s, "b1-b2");  // the ship stays behind, alone
  EXPECT_EQ(s->to_string(), "hp*h/3/3/3/3/3/3/3/1P1/HSH b 2 2");
  play(*s, "-b10");
  EXPECT_EQ(s->to_string(), "hph/3/3/3/3/3/3/3/1P1/HSH w 2 3");
  play(*s, "b2-b1");  // onto its own lone ship
  EXPECT_EQ(s->to_string(), "hph/3/3/3/3/3/3/3/3/HP*H b 2 3");
}

TEST(SetiShips, PlacementRulesAreEnforcedWithTheReason) {
  auto s = at("aleph", "hph/3/3/3/3/S2/3/3/3/HPH w 1 3");
  const struct {
    const char* move;
    const char* reason;
  } refused[] = {
      {"+a5", "already lies"},       // a ship on it
      {"+b10", "Brown figure"},      // under an enemy figure
      {"+a10", "Brown figure"},      // enemy figure (and finishing row)
      {"-b5", "no White death-ship"},
  };
  for (const auto& r : refused) {
    auto a = s->action_from_string(r.move);
    ASSERT_FALSE(a.ok()) << r.move;
    EXPECT_NE(a.message().find(r.reason), std::string::npos) << r.move << ": " << a.message();
  }
  auto empty_finish = at("aleph", "h1h/3/3/3/3/3/3/3/3/HPH w 1 3");
  auto a = empty_finish->action_from_string("+b10");
  ASSERT_FALSE(a.ok());
  EXPECT_NE(a.message().find("finishing row"), std::string::npos) << a.message();
  auto none = at("aleph", "hph/3/3/3/3/3/3/3/3/HPH w 0 3");
  auto b = none->action_from_string("+b5");
  ASSERT_FALSE(b.ok());
  EXPECT_NE(b.message().find("no death-ship in reserve"), std::string::npos) << b.message();
  auto beth = start("beth");
  EXPECT_FALSE(beth->action_from_string("+c5").ok());
}

// A lone ship can be conquered; a figure on its ship cannot.
//
//   rank 6:  .  p  .
//   rank 5:  .  S  P*
TEST(SetiShips, LoneShipsAreConqueredShippedFiguresAreNot) {
  auto s = at("aleph", "3/3/3/3/1p1/1SP*/3/3/3/3 b 1 3");
  EXPECT_EQ(targets(*s, "b6"), (Strings{"a5", "a6", "a7", "b5", "b7", "c6", "c7"}));
  auto refused = s->action_from_string("b6xc5");
  ASSERT_FALSE(refused.ok());
  EXPECT_NE(refused.message().find("stands on its death-ship"), std::string::npos) << refused.message();
  play(*s, "b6xb5");
  EXPECT_EQ(s->to_string(), "3/3/3/3/3/1pP*/3/3/3/3 w 1 4");
}

TEST(SetiConquest, AlephConvertsTheFigureOntoTheStartRow) {
  // b1 is free: the converted High Priest goes there.
  auto s = at("aleph", "p2/3/3/3/3/3/1h1/1P1/3/H1H w 0 0");
  play(*s, "b3xb4");
  EXPECT_EQ(s->to_string(), "p2/3/3/3/3/3/1P1/3/3/HHH b 0 0");
}

TEST(SetiConquest, AFullStartRowSendsItToTheNextRowSkippingEnemyShips) {
  // Rank 1 full; rank 2 in the order b, a, c: b2 holds a Brown ship (skipped),
  // a2 was just left by the conqueror (free again).
  auto s = at("aleph", "p2/3/3/3/3/3/1h1/3/Hs1/HPH w 2 2");
  play(*s, "a2xb4");
  EXPECT_EQ(s->to_string(), "p2/3/3/3/3/3/1H1/3/Hs1/HPH b 2 2");
}

TEST(SetiConquest, AnOwnLoneShipTakesTheConvertedFigureOntoIt) {
  auto s = at("aleph", "p2/3/3/3/3/3/1h1/3/H2/HPS w 0 0");
  play(*s, "a2xb4");
  EXPECT_EQ(s->to_string(), "p2/3/3/3/3/3/1H1/3/3/HPH* b 0 0");
}

TEST(SetiConquest, BrownSetsDownOnRankTenAndAPharaoStaysAPharao) {
  auto s = at("aleph", "h1h/3/3/1p1/1P1/3/3/3/3/1H1 b 0 0");
  play(*s, "b7xb6");
  EXPECT_EQ(s->to_string(), "hph/3/3/3/1p1/3/3/3/3/1H1 w 0 0");
}

TEST(SetiConquest, BethRemovesTheConqueredFigure) {
  auto s = at("beth", "2p2/5/5/5/5/5/2h2/2P2/5/5 w 0 0");
  play(*s, "c3xc4");
  EXPECT_EQ(s->to_string(), "2p2/5/5/5/5/5/2P2/5/5/5 b 0 0");
}

// White's High Priest leaps onto Brown's start row; Brown has one reply.
//
//   rank 10:  .  .  p
//   rank 8:   H  .  .
//   rank 1:   .  P  .
const char* const kIntruder = "2p/3/H2/3/3/3/3/3/3/1P1 w 0 0";

TEST(SetiEnd, ArrivingOnTheFinishingRowWinsOnlyAfterTheReply) {
  auto s = at("aleph", kIntruder);
  play(*s, "a8-b10");
  ASSERT_FALSE(s->is_terminal()) << "Brown still has its reply";
  play(*s, "c10-c9");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->result().winner, 0);
  EXPECT_EQ(s->result().reason, "finishing-row");
  EXPECT_EQ(s->result().cells.size(), 1u) << "the board marks the figure that arrived";
}

TEST(SetiEnd, AReplyThatConquersTheIntruderKeepsTheGameGoing) {
  auto s = at("aleph", kIntruder);
  play(*s, "a8-b10");
  play(*s, "c10xb10");  // converted to Brown and set down on rank 10
  EXPECT_FALSE(s->is_terminal());
  EXPECT_EQ(s->to_string(), "hp1/3/3/3/3/3/3/3/3/1P1 w 0 0");
  auto beth = at("beth", "p4/5/H4/5/5/5/5/5/5/2P2 w 0 0");
  play(*beth, "a8-b10");
  play(*beth, "a10xb10");
  EXPECT_FALSE(beth->is_terminal());
  EXPECT_EQ(beth->to_string(), "1p3/5/5/5/5/5/5/5/5/2P2 w 0 0");
}

TEST(SetiEnd, APositionWhoseSideToMoveHoldsItsFinishingRowIsOver) {
  auto s = at("aleph", "1H1/3/3/3/3/3/3/3/3/1p1 w 0 0");
  ASSERT_TRUE(s->is_terminal());
  EXPECT_EQ(s->result().winner, 0);
  EXPECT_TRUE(s->legal_actions().empty());
  EXPECT_EQ(s->perft(1), 0u);
}

TEST(SetiEnd, NoLegalMoveLosesButShipsKeepAFigurelessSideAlive) {
  auto beth = at("beth", "2p2/5/5/5/5/5/5/5/5/5 w 0 0");
  ASSERT_TRUE(beth->is_terminal());
  EXPECT_EQ(beth->result().winner, 1);
  EXPECT_EQ(beth->result().reason, "no-move");
  EXPECT_EQ(beth->result().cells.size(), 1u) << "no White figure left: Brown's that took them";
  auto aleph = at("aleph", "1p1/3/3/3/3/3/3/3/3/3 w 1 0");
  ASSERT_FALSE(aleph->is_terminal());
  EXPECT_EQ(moves(*aleph).size(), 27u);  // every square off the finishing row
  auto nothing = at("aleph", "1p1/3/3/3/3/3/3/3/3/3 w 0 0");
  EXPECT_TRUE(nothing->is_terminal());
}

}  // namespace
}  // namespace seti::test

namespace {
// How the board describes a move to players, in English.
std::string describe(const std::string& variant, const std::string& position, const std::string& move) {
  auto s = seti::test::at(variant, position);
  auto action = s->action_from_string(move);
  EXPECT_TRUE(action.ok()) << move;
  return seti::test::game().info().text(s->describe_action(action.value()).label);
}
}  // namespace

TEST(SetiMoveWords, AConquestSaysWhatHappensToTheConqueredFigure) {
  // Aleph: the Brown High Priest on c5 changes sides and is set down on
  // White's start row, on the first free square of b, a, c: a1.
  EXPECT_EQ(describe("aleph", "1p1/3/3/3/3/2h/H2/3/3/1P1 w 3 3", "a4xc5"),
            "White High Priest from a4 conquers the Brown High Priest on c5: it changes sides and is set down on a1");
  // The square the conqueror left is free again: the Brown priest is set
  // down on b1, where the White Pharao stood, not on the square conquered.
  EXPECT_EQ(describe("aleph", "1p1/3/3/3/3/3/3/3/h2/1P1 w 3 3", "b1xa2"),
            "White Pharao from b1 conquers the Brown High Priest on a2: it changes sides and is set down on b1");
  // Beth: it leaves the game.
  EXPECT_EQ(describe("beth", "2p2/5/5/5/5/2h2/H4/5/5/2P2 w 0 0", "a4xc5"),
            "White High Priest from a4 conquers the Brown High Priest on c5: it leaves the game");
  EXPECT_EQ(describe("aleph", "1p1/3/3/3/3/3/3/3/3/HPH w 3 3", "b1-b2"), "White Pharao from b1 to b2");
}

TEST(SetiMoveWords, AnEmptyReserveSaysNoneInEveryLanguage) {
  const auto& info = seti::test::game().info();
  const auto reserve = [&](int n, const char* language) {
    return info.text(djed::Message::of("seti.reserve", {djed::Message::number(n)}), language);
  };
  EXPECT_EQ(reserve(0, "en"), "0 death-ships in reserve");
  EXPECT_EQ(reserve(0, "fr"), "0 barque des morts en réserve");  // French counts 0 as one, with its number
  EXPECT_EQ(reserve(1, "fr"), "1 barque des morts en réserve");
  EXPECT_EQ(reserve(2, "fr"), "2 barques des morts en réserve");
  EXPECT_EQ(reserve(0, "de"), "0 Totenschiffe in Reserve");
}
