// Admission alone: connections counted in all and by address group, each
// connection's and each group's messages metered, a long flood closed once.
#include <gtest/gtest.h>

#include "admission.hpp"

namespace djed::server::testing {
namespace {

AdmissionLimits admission_limits() {
  AdmissionLimits limits;
  limits.connections = 4;
  limits.connections_per_address = 2;
  limits.messages_per_second = 10;
  limits.message_burst = 5;
  limits.address_messages_per_second = 4;  // bursts of 12
  return limits;
}

TEST(Admission, ConnectionsAreCountedByGroupAndInAll) {
  Admission admission(admission_limits());
  Admission::Meter meter;
  EXPECT_EQ(admission.admit("10.0.0.1", 0, meter), "");
  EXPECT_EQ(admission.admit("10.0.0.1", 0, meter), "");
  EXPECT_EQ(admission.admit("10.0.0.1", 0, meter), "too many connections from 10.0.0.1");
  EXPECT_EQ(admission.admit("10.0.0.2", 0, meter), "");
  EXPECT_EQ(admission.admit("10.0.0.3", 0, meter), "");
  EXPECT_EQ(admission.admit("10.0.0.4", 0, meter), "the server has 4 connections, as many as it takes");
  EXPECT_EQ(admission.connections(), 4u);
  admission.leave("10.0.0.1");
  EXPECT_EQ(admission.admit("10.0.0.1", 0, meter), "");
  admission.leave("10.0.0.2");
  admission.leave("10.0.0.3");
  EXPECT_EQ(admission.groups(), 1u);  // a group with nobody left is forgotten
  admission.leave("10.0.0.9");        // never admitted: nothing changes
  EXPECT_EQ(admission.connections(), 2u);
}

TEST(Admission, AConnectionSpendsItsBurstThenItsRate) {
  Admission admission(admission_limits());
  Admission::Meter meter;
  ASSERT_EQ(admission.admit("10.0.0.1", 1000, meter), "");
  for (int i = 0; i < 5; ++i) EXPECT_EQ(admission.message(meter, "10.0.0.1", 1000), Admission::Verdict::kServe) << i;
  EXPECT_EQ(admission.message(meter, "10.0.0.1", 1000), Admission::Verdict::kTooFast);
  // 10 a second: one more after 100 ms.
  EXPECT_EQ(admission.message(meter, "10.0.0.1", 1100), Admission::Verdict::kServe);
  EXPECT_EQ(admission.message(meter, "10.0.0.1", 1100), Admission::Verdict::kTooFast);
}

TEST(Admission, AGroupSharesOneAllowance) {
  Admission admission(admission_limits());
  Admission::Meter a, b, c;
  ASSERT_EQ(admission.admit("10.0.0.1", 0, a), "");
  ASSERT_EQ(admission.admit("10.0.0.1", 0, b), "");
  // 12 in a burst for the group: a spends 5, b 5, then b has 0 left of its own.
  for (int i = 0; i < 5; ++i) ASSERT_EQ(admission.message(a, "10.0.0.1", 0), Admission::Verdict::kServe);
  for (int i = 0; i < 5; ++i) ASSERT_EQ(admission.message(b, "10.0.0.1", 0), Admission::Verdict::kServe);
  // After 300 ms each connection has 3 more of its own, the group 1.2 more (3.2 left).
  EXPECT_EQ(admission.message(a, "10.0.0.1", 300), Admission::Verdict::kServe);
  EXPECT_EQ(admission.message(b, "10.0.0.1", 300), Admission::Verdict::kServe);
  EXPECT_EQ(admission.message(a, "10.0.0.1", 300), Admission::Verdict::kServe);
  EXPECT_EQ(admission.message(b, "10.0.0.1", 300), Admission::Verdict::kGroupTooFast);
  // Another group is not held back by this one.
  ASSERT_EQ(admission.admit("10.0.0.2", 300, c), "");
  EXPECT_EQ(admission.message(c, "10.0.0.2", 300), Admission::Verdict::kServe);
}

TEST(Admission, ALongFloodIsClosedOnceThenDropped) {
  Admission admission(admission_limits());
  Admission::Meter meter;
  ASSERT_EQ(admission.admit("10.0.0.1", 0, meter), "");
  for (int i = 0; i < 5; ++i) ASSERT_EQ(admission.message(meter, "10.0.0.1", 0), Admission::Verdict::kServe);
  for (int i = 0; i < 100; ++i) ASSERT_EQ(admission.message(meter, "10.0.0.1", 0), Admission::Verdict::kTooFast) << i;
  EXPECT_EQ(admission.message(meter, "10.0.0.1", 0), Admission::Verdict::kClose);
  EXPECT_EQ(admission.message(meter, "10.0.0.1", 0), Admission::Verdict::kDrop);
  EXPECT_EQ(admission.message(meter, "10.0.0.1", 0), Admission::Verdict::kDrop);
}

TEST(Admission, AServedMessageEndsARunOfRefusals) {
  Admission admission(admission_limits());
  Admission::Meter meter;
  ASSERT_EQ(admission.admit("10.0.0.1", 0, meter), "");
  for (int i = 0; i < 5; ++i) ASSERT_EQ(admission.message(meter, "10.0.0.1", 0), Admission::Verdict::kServe);
  for (int i = 0; i < 90; ++i) ASSERT_EQ(admission.message(meter, "10.0.0.1", 0), Admission::Verdict::kTooFast);
  EXPECT_EQ(admission.message(meter, "10.0.0.1", 200), Admission::Verdict::kServe);
  for (int i = 0; i < 50; ++i) ASSERT_NE(admission.message(meter, "10.0.0.1", 200), Admission::Verdict::kClose) << i;
}

}  // namespace
}  // namespace djed::server::testing
