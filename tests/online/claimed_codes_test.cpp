// Invite codes claimed ahead: as many asked for as make the reserve, each
// taken once, none used once it may have lapsed in the store, and answers
// from before the store was lost dropped.
#include "claimed_codes.hpp"

#include <gtest/gtest.h>

#include <set>

namespace djed::server {
namespace {

TEST(ClaimedCodes, AsksForAsManyAsMakeTheReserveCountingThoseOnTheirWay) {
  ClaimedCodes codes;
  EXPECT_EQ(codes.wanted(0), ClaimedCodes::kAhead);
  const auto round = codes.asked();
  codes.asked();
  EXPECT_EQ(codes.wanted(0), ClaimedCodes::kAhead - 2);
  codes.answered(round, std::string("aaaa"), 0);  // claimed
  codes.answered(round, std::nullopt, 0);         // taken by another node
  EXPECT_EQ(codes.at_hand(), 1u);
  EXPECT_EQ(codes.wanted(0), ClaimedCodes::kAhead - 1);
}

TEST(ClaimedCodes, HandsEachCodeOutOnceOldestFirst) {
  ClaimedCodes codes;
  for (const char* code : {"aaaa", "bbbb", "cccc"}) codes.answered(codes.asked(), std::string(code), 10);
  std::set<std::string> taken;
  for (int i = 0; i < 3; ++i) taken.insert(codes.take(20).value());
  EXPECT_EQ(taken, (std::set<std::string>{"aaaa", "bbbb", "cccc"}));
  EXPECT_FALSE(codes.take(20).has_value());
  EXPECT_EQ(codes.wanted(0), ClaimedCodes::kAhead);
}

TEST(ClaimedCodes, DropsACodeKeptAnHourTheStoreLetsItLapseAfterADay) {
  ClaimedCodes codes;
  codes.answered(codes.asked(), std::string("old1"), 0);
  codes.answered(codes.asked(), std::string("new1"), ClaimedCodes::kFreshMs / 2);
  EXPECT_EQ(codes.take(ClaimedCodes::kFreshMs).value(), "new1");
  EXPECT_EQ(codes.at_hand(), 0u);
  codes.answered(codes.asked(), std::string("new2"), 0);
  EXPECT_EQ(codes.take(ClaimedCodes::kFreshMs - 1).value(), "new2");
}

TEST(ClaimedCodes, ACodeTooOldToUseIsNotCountedAtHand) {
  ClaimedCodes codes;
  codes.answered(codes.asked(), std::string("old1"), 0);
  EXPECT_EQ(codes.wanted(ClaimedCodes::kFreshMs - 1), ClaimedCodes::kAhead - 1);
  EXPECT_EQ(codes.wanted(ClaimedCodes::kFreshMs), ClaimedCodes::kAhead);
  EXPECT_EQ(codes.at_hand(), 0u);
}

TEST(ClaimedCodes, ForgetsEverythingClaimedBeforeTheStoreWasLost) {
  ClaimedCodes codes;
  codes.answered(codes.asked(), std::string("aaaa"), 0);
  const auto before = codes.asked();
  codes.clear();
  EXPECT_EQ(codes.at_hand(), 0u);
  EXPECT_EQ(codes.wanted(0), ClaimedCodes::kAhead);
  codes.answered(before, std::string("late"), 0);  // asked before the loss
  EXPECT_EQ(codes.at_hand(), 0u);
  EXPECT_EQ(codes.wanted(0), ClaimedCodes::kAhead);
  codes.answered(codes.asked(), std::string("cccc"), 0);
  EXPECT_EQ(codes.take(0).value(), "cccc");
}

}  // namespace
}  // namespace djed::server
