// Lessons (djed/lessons.hpp): the file format, how a try is judged, and the
// checks against a game's rules and texts, on the test game's course.
#include <gtest/gtest.h>

#include "djed/game.hpp"
#include "djed/lessons.hpp"
#include "test_support.hpp"

namespace djed::test {
namespace {

const std::vector<std::string> kLevels = {"easy", "medium", "hard"};

std::shared_ptr<const Game> tictactoe() {
  auto game = shared_host().find("tictactoe");
  EXPECT_TRUE(game);
  return game;
}

TEST(Lessons, AFileReadsIntoLessonsInOrder) {
  auto lessons = parse_lessons(
      "# a comment\n"
      "lesson a.first\n"
      "variant classic\n"
      "position xx./oo./... x   # X to move\n"
      "mark a3 b3\n"
      "solve c3\n"
      "reply a.first.block c2\n"
      "\n"
      "lesson a.game\n"
      "position .../.../... x\n"
      "play easy\n");
  ASSERT_TRUE(lessons.ok()) << lessons.message();
  ASSERT_EQ(lessons->size(), 2u);
  const Lesson& first = lessons->front();
  EXPECT_EQ(first.id, "a.first");
  EXPECT_EQ(first.variant, "classic");
  EXPECT_EQ(first.position, "xx./oo./... x");
  EXPECT_EQ(first.marks, (std::vector<std::string>{"a3", "b3"}));
  EXPECT_EQ(first.solutions, std::vector<std::string>{"c3"});
  ASSERT_EQ(first.replies.size(), 1u);
  EXPECT_EQ(first.replies[0].message, "a.first.block");
  EXPECT_EQ(first.replies[0].turn, "c2");
  EXPECT_FALSE(first.is_game());
  EXPECT_EQ(first.title().id, "a.first.title");
  EXPECT_TRUE(lessons->back().is_game());
  EXPECT_EQ(lessons->back().opponent, "easy");
}

TEST(Lessons, AMalformedFileIsRefusedNamingItsLine) {
  const auto refused = [](const char* text) {
    auto lessons = parse_lessons(text);
    EXPECT_FALSE(lessons.ok()) << text;
    return lessons.ok() ? std::string() : lessons.message();
  };
  EXPECT_EQ(refused("position x\n"), "lessons, line 1: 'position' before the first 'lesson'");
  EXPECT_EQ(refused("lesson a\nposition p\nsolve c3\nwobble 3\n"),
            "lessons, line 4: unknown key 'wobble' (lesson, variant, position, mark, solve, reply, play)");
  EXPECT_EQ(refused("lesson a\nposition p\nsolve c3\nlesson a\n"), "lessons, line 4: lesson 'a' is given twice");
  EXPECT_EQ(refused("lesson a b\n"), "lessons, line 1: 'lesson' takes one id (letters, digits, '.', '-', '_')");
  EXPECT_EQ(refused("lesson a\nposition p\nsolve c3\nreply c2\n"), "lessons, line 4: 'reply' takes a message id, then a turn");
  EXPECT_EQ(refused("lesson a\nsolve c3\n"), "lessons: a has no position");
  EXPECT_EQ(refused("lesson a\nposition p\n"), "lessons: a has neither a task ('solve') nor a game ('play')");
  EXPECT_EQ(refused("lesson a\nposition p\nplay easy\nsolve c3\n"),
            "lessons: a is a game ('play') and a task ('solve', 'reply') at once");
}

TEST(Lessons, ATryIsJudgedByItsFirstMoves) {
  EXPECT_TRUE(turn_begins_with("8-17 10-16", "8-17"));
  EXPECT_TRUE(turn_begins_with("8-17 10-16", "8-17  10-16"));
  EXPECT_FALSE(turn_begins_with("8-17 10-16", "8-1"));  // words, not letters
  EXPECT_FALSE(turn_begins_with("8-17", "8-17 10-16"));
  EXPECT_FALSE(turn_begins_with("8-17", ""));
  Lesson lesson;
  lesson.id = "l";
  lesson.solutions = {"8-9"};
  lesson.replies = {{"l.far", "8-17"}};
  EXPECT_TRUE(judge_lesson_turn(lesson, "8-9 10-16").solved);
  EXPECT_EQ(judge_lesson_turn(lesson, "8-9 10-16").say.id, "l.done");
  EXPECT_EQ(judge_lesson_turn(lesson, "8-17 10-16").say.id, "l.far");
  EXPECT_FALSE(judge_lesson_turn(lesson, "8-17 10-16").solved);
  EXPECT_EQ(judge_lesson_turn(lesson, "3-4 10-16").say.id, "l.wrong");
}

// Half a turn is judged when every way to finish it says the same.
TEST(Lessons, ATurnBegunIsJudgedOnceEveryFinishAgrees) {
  Lesson lesson;
  lesson.id = "l";
  lesson.solutions = {"8-9"};
  lesson.replies = {{"l.far", "8-17"}};
  const auto solved = judge_lesson_begun(lesson, {"8-9 10-16", "8-9 11-12"});
  ASSERT_TRUE(solved.has_value());
  EXPECT_TRUE(solved->solved);
  EXPECT_EQ(solved->say.id, "l.done");
  const auto far = judge_lesson_begun(lesson, {"8-17 10-16", "8-17 11-12"});
  ASSERT_TRUE(far.has_value());
  EXPECT_FALSE(far->solved);
  EXPECT_EQ(far->say.id, "l.far") << "the reply every finish hears";
  const auto mixed_wrong = judge_lesson_begun(lesson, {"8-17 10-16", "3-4 11-12"});
  ASSERT_TRUE(mixed_wrong.has_value());
  EXPECT_EQ(mixed_wrong->say.id, "l.wrong") << "different replies: the lesson's own words";
  EXPECT_FALSE(judge_lesson_begun(lesson, {"8-9 10-16", "8-17 10-16"}).has_value()) << "undecided yet";
  EXPECT_FALSE(judge_lesson_begun(lesson, {}).has_value());
}

TEST(Lessons, TheTestGamesCourseFitsItsRulesAndTexts) {
  const auto game = tictactoe();
  ASSERT_EQ(game->info().lessons.size(), 2u);
  const auto checked = check_lessons(*game, kLevels);
  EXPECT_TRUE(checked.ok()) << checked.message();
}

TEST(Lessons, ALessonThatDoesNotFitTheGameIsRefusedWithWhatIsWrong) {
  const auto game = tictactoe();
  const Lesson good = game->info().lessons.front();
  const auto refusal = [&](auto change) {
    Lesson lesson = good;
    change(lesson);
    auto checked = check_lessons(*game, std::vector<Lesson>{lesson}, kLevels);
    EXPECT_FALSE(checked.ok());
    return checked.ok() ? std::string() : checked.message();
  };
  EXPECT_EQ(refusal([](Lesson& l) { l.variant = "hexagonal"; }).rfind("tictactoe lesson tictactoe.learn.win: ", 0), 0u);
  EXPECT_NE(refusal([](Lesson& l) { l.position = "garbage"; }).find("position 'garbage': "), std::string::npos);
  EXPECT_NE(refusal([](Lesson& l) { l.position = "xxx/oo./... o"; }).find("the position is already over"), std::string::npos);
  EXPECT_NE(refusal([](Lesson& l) { l.solutions = {"a3"}; }).find("'a3' begins no legal turn"), std::string::npos);
  EXPECT_NE(refusal([](Lesson& l) { l.replies = {{"tictactoe.learn.win.block", "c3"}}; })
                .find("reply 'c3' is a solution ('c3')"),
            std::string::npos);
  EXPECT_NE(refusal([](Lesson& l) {
              l.replies = {{"tictactoe.learn.win.block", "c2"}, {"tictactoe.learn.win.wrong", "c2"}};
            }).find("reply 'c2' (tictactoe.learn.win.wrong) is never heard"),
            std::string::npos);
  EXPECT_NE(refusal([](Lesson& l) { l.marks = {"z9"}; }).find("mark 'z9' is no cell of the board"), std::string::npos);
  EXPECT_NE(refusal([](Lesson& l) { l.id = "tictactoe.learn.missing"; })
                .find("no message 'tictactoe.learn.missing.title' in the en table"),
            std::string::npos);
  EXPECT_NE(refusal([](Lesson& l) {
              l.solutions.clear();
              l.replies.clear();
              l.opponent = "grandmaster";
            }).find("'grandmaster' is no computer level"),
            std::string::npos);
}

}  // namespace
}  // namespace djed::test
