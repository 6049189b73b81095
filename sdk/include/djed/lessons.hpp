#pragma once
// Lessons: a game's short course, taught on its own board. Each lesson is a
// position, a few sentences and a task the player does there; the game ships
// them as data (a lessons file embedded like its message tables, see
// cmake/DjedResources.cmake), so a plugin author writes a course without
// touching the app. The file is language-neutral; the sentences are messages
// of the game's tables, named after the lesson:
//
//   # Ramses: the course, lesson by lesson in the order taught.
//   lesson ramses.learn.distance
//   position L:3,5(15),8,16 D:6,12,19,22(11) L
//   mark 8 16
//   solve 8-9                   # a turn, or its first moves: any turn so begun solves it
//   reply ramses.learn.distance.too-far 8-17
//
//   lesson ramses.learn.game
//   position L:2,3,4,5(10) D:19,20,21,22(10) L first
//   play easy                   # a whole game against this computer level, hints on
//
// Messages of lesson <id>: <id>.title, <id>.text (what it teaches), <id>.task
// (what to do), <id>.done (said when it is solved) and, for a task, <id>.wrong
// (said for any other try). A `reply` names a message for the tries that
// begin with its turn, so a wrong try hears why it is wrong.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "djed/message.hpp"
#include "djed/result.hpp"

namespace djed {

class Game;

// A particular wrong try and what to say to it.
struct LessonReply {
  std::string message;  // a message id
  std::string turn;     // a turn or its first moves, in the game's notation
};

struct Lesson {
  std::string id;        // unique within the game; also its messages' prefix
  std::string variant;   // "" for the default
  std::string position;  // in the game's notation
  std::vector<std::string> marks;      // cell labels the board marks
  std::vector<std::string> solutions;  // turns or their first moves; any one solves the task
  std::vector<LessonReply> replies;
  // Non-empty for a lesson that is a game: the computer level the player
  // meets (with hints on); such a lesson has no solutions.
  std::string opponent;

  bool is_game() const noexcept { return !opponent.empty(); }
  Message title() const { return Message::of(id + ".title"); }
  Message text() const { return Message::of(id + ".text"); }
  Message task() const { return Message::of(id + ".task"); }
  Message done() const { return Message::of(id + ".done"); }
  Message wrong() const { return Message::of(id + ".wrong"); }
};

// Reads a lessons file; the error names the line and what is wrong with it.
Result<std::vector<Lesson>> parse_lessons(std::string_view text);

// Whether `played` (a whole turn as the game writes it) is the turn, or
// begins with the moves, written as `written`: words compared one by one.
bool turn_begins_with(std::string_view played, std::string_view written);

// What a lesson says to a turn played in its position: its done message when
// the turn solves it, else the reply for that try, else its wrong message.
struct LessonVerdict {
  bool solved = false;
  Message say;
};
LessonVerdict judge_lesson_turn(const Lesson& lesson, std::string_view played);
// A turn begun but not finished, given as every turn that could finish it:
// decided when all of them solve the lesson (its done message) or none does
// (the reply they all hear, else the lesson's wrong message); nothing while
// some would and some would not.
std::optional<LessonVerdict> judge_lesson_begun(const Lesson& lesson, const std::vector<std::string>& completions);

// Checks every lesson of the game against its rules and tables: the
// position parses in the lesson's variant, each solution and reply is the
// beginning of a legal turn there (and no reply of a solving one, each reply
// heard for some try rather than shadowed by an earlier one), every
// mark is a cell, the level exists, each message is in every language the
// game speaks. The error names the lesson and what is wrong.
Result<void> check_lessons(const Game& game, const std::vector<std::string>& levels);
// The same for lessons not (yet) part of the game, e.g. a file being written.
Result<void> check_lessons(const Game& game, const std::vector<Lesson>& lessons,
                           const std::vector<std::string>& levels);

}  // namespace djed
