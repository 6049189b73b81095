// This computer's table: a draw offered between two players at the screen
// waits for the other's answer; offered to the computer it is answered at
// once; take-backs, throws and help are the players' here.
#include <gtest/gtest.h>

#include "session_test_support.hpp"
#include "table.hpp"

namespace djed::session::test {
namespace {

TEST(LocalTable, TwoPlayersHereAnswerEachOthersDrawOffer) {
  auto game = start_session("ramses", "", {Seat::human(), Seat::human()}, "", 1);
  LocalTable table;
  table.set_session(game.get());
  EXPECT_TRUE(table.open());
  EXPECT_TRUE(table.takes_back());
  EXPECT_TRUE(table.throws_here());
  EXPECT_TRUE(table.helps_while_live());
  ASSERT_TRUE(table.may_offer_draw());
  EXPECT_FALSE(table.offer_draw()) << "the other player at the screen answers";
  EXPECT_TRUE(table.draw_to_answer());
  EXPECT_FALSE(table.may_offer_draw()) << "one offer at a time";
  table.answer_draw(false);
  EXPECT_FALSE(table.draw_to_answer());
  EXPECT_FALSE(game->is_over());
  table.offer_draw();
  table.answer_draw(true);
  EXPECT_TRUE(game->is_over());
  EXPECT_EQ(game->result().winner, -1);
}

TEST(LocalTable, TheComputerAnswersAtOnceAndAResignEndsTheGame) {
  auto game = start_session("seti", "beth", {Seat::human(), Seat::computer("easy", 200)}, "", 1);
  LocalTable table;
  table.set_session(game.get());
  table.offer_draw();  // declined or accepted by the computer at once: nothing left to answer
  EXPECT_FALSE(table.draw_to_answer());
  if (!game->is_over()) {
    ASSERT_TRUE(table.may_resign());
    table.resign();
    EXPECT_TRUE(game->is_over());
    EXPECT_EQ(game->result().winner, 1);
  }
  // A game with nobody here (two computers) has nobody to resign.
  auto watched = start_session("ramses", "", {Seat::computer("easy", 100), Seat::computer("easy", 100)}, "", 1);
  table.set_session(watched.get());
  EXPECT_FALSE(table.may_resign());
  EXPECT_FALSE(table.may_offer_draw());
}

}  // namespace
}  // namespace djed::session::test
