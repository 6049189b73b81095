// What the computer players know (evaluation.cpp): the race, the tabas to
// keep before the head, the lion about to wake, and wins at the ends.
#include "evaluation.hpp"
#include "mehen_test_support.hpp"
#include "notation.hpp"

namespace mehen::test {
namespace {

Position parsed(std::string_view text) {
  auto p = parse_position(text);
  EXPECT_TRUE(p) << text << ": " << p.message();
  return p ? *p : Position{};
}

// The evaluation, for the side that just moved, of the position after `move`.
int after_move_value(std::string_view position, std::string_view move, djed::Insight insight) {
  djed::StatePtr s = at(position);
  auto turn = s->turn_from_string(move);
  EXPECT_TRUE(turn) << move << ": " << turn.message();
  const int mover = position_of(*s).side;
  s->apply_turn(*turn);
  const int value = evaluate(position_of(*s), insight);
  return position_of(*s).side == mover ? value : -value;
}

TEST(MehenEvaluation, TheSideAheadInTheRaceIsAhead) {
  const Position ahead = parsed("L:14,9,s lion:- tabas:0 D:4,s,s lion:- tabas:0 L");
  for (auto insight : {djed::Insight::kMaterial, djed::Insight::kThreats, djed::Insight::kFull})
    EXPECT_GT(evaluate(ahead, insight), 0);
  const Position behind = parsed("L:4,s,s lion:- tabas:0 D:14,9,s lion:- tabas:0 L");
  EXPECT_LT(evaluate(behind, djed::Insight::kMaterial), 0);
  EXPECT_EQ(evaluate(parsed("L:h,h,h lion:3o tabas:0 D:4,s,s lion:- tabas:0 L")), kWinValue);
  EXPECT_EQ(evaluate(parsed("L:4,s,s lion:- tabas:0 D:h,h,h lion:h tabas:0 D")), kWinValue);
}

TEST(MehenEvaluation, ATabaIsKeptForAMarbleNearingTheHeadAndUsedOtherwise) {
  // 24 is six from the head, with no taba kept: keep this one.
  const char* near = "L:24,10,s lion:- tabas:0 D:12,s,s lion:- tabas:0 L throw:1";
  EXPECT_GT(after_move_value(near, "keep", djed::Insight::kThreats),
            after_move_value(near, "10-11", djed::Insight::kThreats));
  // Far from it, a marble comes out instead.
  const char* far = "L:8,s,s lion:- tabas:0 D:12,s,s lion:- tabas:0 L throw:1";
  EXPECT_GT(after_move_value(far, "s-1", djed::Insight::kThreats), after_move_value(far, "keep", djed::Insight::kThreats));
  // The bare race knows nothing of tabas.
  EXPECT_GT(after_move_value(near, "10-11", djed::Insight::kMaterial),
            after_move_value(near, "keep", djed::Insight::kMaterial));
}

TEST(MehenEvaluation, TheLeadingMarbleHurriesToWakeTheLion) {
  // Same race, but one side's marble is nearer home: with kFull it is preferred.
  const char* p = "L:10o,20,s lion:- tabas:0 D:30,20,s lion:- tabas:0 L throw:2";
  EXPECT_GT(after_move_value(p, "10-8", djed::Insight::kFull), after_move_value(p, "20-22", djed::Insight::kFull));
}

TEST(MehenEvaluation, EatingComesFirstInTheSearchsOrder) {
  const Position p = parsed("L:h,20o,s lion:30 tabas:2 D:27,25o,20 lion:- tabas:0 L throw:6");
  const MoveList moves = legal_moves(p);
  const Move* best = std::max_element(moves.begin(), moves.end(), [&](const Move& a, const Move& b) {
    return order_hint(p, a) < order_hint(p, b);
  });
  EXPECT_EQ(format_move(p, *best), "L30x24");
}

}  // namespace
}  // namespace mehen::test
