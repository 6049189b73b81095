// Every lesson of every game, taken through the game screen's session as a
// player takes it: each task solved by a turn played action by action, each
// reply heard for the try it is written for, the last lesson a game against
// the computer.
#include <gtest/gtest.h>

#include "djed/levels.hpp"
#include "djed/ai/levels.hpp"
#include "djed/lessons.hpp"
#include "session_test_support.hpp"

namespace djed::session::test {
namespace {

class GameLessons : public ::testing::TestWithParam<std::string> {};

// A session at the lesson's position, one player for both sides (or the
// computer for the other side in a lesson that is a game).
std::unique_ptr<GameSession> lesson_session(const std::string& id, const Lesson& lesson) {
  const auto game = game_for(id);
  std::array<Seat, 2> seats{Seat::human(), Seat::human()};
  if (lesson.is_game()) {
    auto variant = game->info().resolve_variant(lesson.variant);
    auto start = game->parse_position(*variant, lesson.position);
    seats[static_cast<std::size_t>(1 - (*start)->side_to_move())] = Seat::computer(lesson.opponent, 200);
  }
  return start_session(id, lesson.variant, seats, lesson.position, 7);
}

// The first legal turn whose notation begins with `written`, played through
// the session one action at a time; what the record then says was played.
std::string play_turn_beginning(GameSession& session, const std::string& written) {
  for (const Turn& turn : session.state().legal_turns()) {
    if (!turn_begins_with(session.state().turn_to_string(turn), written)) continue;
    for (Action action : turn) EXPECT_TRUE(session.play(action).has_value());
    EXPECT_EQ(session.turns_played(), 1);
    return session.turn_log().back();
  }
  ADD_FAILURE() << "no legal turn begins with '" << written << "'";
  return {};
}

TEST_P(GameLessons, EveryTaskIsSolvedAndEveryReplyHeardThroughTheSession) {
  const std::string id = GetParam();
  const auto game = game_for(id);
  const auto& lessons = game->info().lessons;
  ASSERT_GE(lessons.size(), 6u) << id << ": a course of 6 to 10 lessons";
  ASSERT_LE(lessons.size(), 10u);
  const auto checked = check_lessons(*game, level_names());
  ASSERT_TRUE(checked.ok()) << checked.message();
  for (const Lesson& lesson : lessons) {
    SCOPED_TRACE(lesson.id);
    if (lesson.is_game()) continue;
    for (const std::string& solution : lesson.solutions) {
      auto session = lesson_session(id, lesson);
      ASSERT_TRUE(session->human_to_act());
      const std::string played = play_turn_beginning(*session, solution);
      const LessonVerdict verdict = judge_lesson_turn(lesson, played);
      EXPECT_TRUE(verdict.solved) << played;
      EXPECT_EQ(verdict.say, lesson.done());
      // What the player reads is a sentence, not an id.
      EXPECT_EQ(game->info().text(verdict.say).find('['), std::string::npos);
    }
    // Each reply is heard for some try it is written for (an earlier reply
    // or a solution may claim some of the turns so begun, not all).
    for (const LessonReply& reply : lesson.replies) {
      auto session = lesson_session(id, lesson);
      std::string heard;
      for (const Turn& turn : session->state().legal_turns()) {
        const std::string text = session->state().turn_to_string(turn);
        if (turn_begins_with(text, reply.turn) && judge_lesson_turn(lesson, text).say.id == reply.message) {
          heard = text;
          break;
        }
      }
      ASSERT_FALSE(heard.empty()) << "reply " << reply.message << " is never heard";
      const std::string played = play_turn_beginning(*session, heard);
      const LessonVerdict verdict = judge_lesson_turn(lesson, played);
      EXPECT_FALSE(verdict.solved) << played;
      EXPECT_EQ(verdict.say.id, reply.message) << played;
    }
  }
}

TEST_P(GameLessons, TheCourseEndsWithAGameAgainstTheComputer) {
  const std::string id = GetParam();
  const auto game = game_for(id);
  const auto& lessons = game->info().lessons;
  ASSERT_FALSE(lessons.empty());
  const Lesson& last = lessons.back();
  ASSERT_TRUE(last.is_game()) << last.id;
  EXPECT_EQ(last.opponent, "easy");
  auto session = lesson_session(id, last);
  // The player is to move (or to throw) first; the computer answers.
  EXPECT_TRUE(session->human_to_act() || session->dice_due());
  EXPECT_EQ(session->seat(1 - session->side_to_move()).level, "easy");
}

INSTANTIATE_TEST_SUITE_P(Games, GameLessons, ::testing::Values("ramses", "pharao", "seti"));

}  // namespace
}  // namespace djed::session::test
