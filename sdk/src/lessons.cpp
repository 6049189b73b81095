#include "djed/lessons.hpp"

#include <algorithm>
#include <set>

#include "djed/game.hpp"
#include "djed/text.hpp"
#include "line_error.hpp"

namespace djed {

namespace {

// A message id: letters, digits and . - _ only, so a typo cannot hide a turn.
bool is_message_id(std::string_view id) {
  return !id.empty() && std::all_of(id.begin(), id.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '-' ||
           c == '_';
  });
}

std::string rest_after_word(std::string_view line) {
  line = trim(line);
  const auto space = line.find_first_of(" \t");
  return space == std::string_view::npos ? std::string() : std::string(trim(line.substr(space)));
}

}  // namespace

Result<std::vector<Lesson>> parse_lessons(std::string_view text) {
  std::vector<Lesson> lessons;
  std::set<std::string, std::less<>> ids;
  int number = 0;
  for (std::string_view raw : split(text, '\n')) {
    ++number;
    const auto hash = raw.find('#');
    const std::string_view line = trim(hash == std::string_view::npos ? raw : raw.substr(0, hash));
    if (line.empty()) continue;
    const std::vector<std::string_view> words = split_words(line);
    const std::string_view key = words[0];
    const std::string value = rest_after_word(line);
    if (key == "lesson") {
      if (words.size() != 2 || !is_message_id(words[1]))
        return line_error("lessons", number, "'lesson' takes one id (letters, digits, '.', '-', '_')");
      if (!ids.insert(std::string(words[1])).second)
        return line_error("lessons", number, "lesson '" + std::string(words[1]) + "' is given twice");
      lessons.push_back(Lesson{});
      lessons.back().id = std::string(words[1]);
      continue;
    }
    if (lessons.empty()) return line_error("lessons", number, "'" + std::string(key) + "' before the first 'lesson'");
    Lesson& lesson = lessons.back();
    if (value.empty()) return line_error("lessons", number, "'" + std::string(key) + "' without a value");
    if (key == "variant") {
      lesson.variant = value;
    } else if (key == "position") {
      if (!lesson.position.empty()) return line_error("lessons", number, "a second position for " + lesson.id);
      lesson.position = value;
    } else if (key == "mark") {
      for (std::size_t i = 1; i < words.size(); ++i) lesson.marks.emplace_back(words[i]);
    } else if (key == "solve") {
      lesson.solutions.push_back(value);
    } else if (key == "reply") {
      if (words.size() < 3 || !is_message_id(words[1]))
        return line_error("lessons", number, "'reply' takes a message id, then a turn");
      lesson.replies.push_back(LessonReply{std::string(words[1]), rest_after_word(value)});
    } else if (key == "play") {
      if (words.size() != 2) return line_error("lessons", number, "'play' takes one computer level");
      lesson.opponent = value;
    } else {
      return line_error("lessons", number,
                        "unknown key '" + std::string(key) + "' (lesson, variant, position, mark, solve, reply, play)");
    }
  }
  for (const Lesson& lesson : lessons) {
    if (lesson.position.empty()) return make_error("lessons: " + lesson.id + " has no position");
    if (lesson.is_game() && !(lesson.solutions.empty() && lesson.replies.empty()))
      return make_error("lessons: " + lesson.id + " is a game ('play') and a task ('solve', 'reply') at once");
    if (!lesson.is_game() && lesson.solutions.empty())
      return make_error("lessons: " + lesson.id + " has neither a task ('solve') nor a game ('play')");
  }
  return lessons;
}

bool turn_begins_with(std::string_view played, std::string_view written) {
  const std::vector<std::string_view> p = split_words(played);
  const std::vector<std::string_view> w = split_words(written);
  return !w.empty() && w.size() <= p.size() && std::equal(w.begin(), w.end(), p.begin());
}

LessonVerdict judge_lesson_turn(const Lesson& lesson, std::string_view played) {
  for (const std::string& solution : lesson.solutions)
    if (turn_begins_with(played, solution)) return {true, lesson.done()};
  for (const LessonReply& reply : lesson.replies)
    if (turn_begins_with(played, reply.turn)) return {false, Message::of(reply.message)};
  return {false, lesson.wrong()};
}

std::optional<LessonVerdict> judge_lesson_begun(const Lesson& lesson, const std::vector<std::string>& completions) {
  if (completions.empty()) return std::nullopt;
  bool every = true, none = true, same = true;
  std::optional<Message> say;  // what every wrong completion hears, if the same
  for (const std::string& turn : completions) {
    const LessonVerdict v = judge_lesson_turn(lesson, turn);
    (v.solved ? none : every) = false;
    if (v.solved) continue;
    if (!say) say = v.say;
    else if (say->id != v.say.id) same = false;
  }
  if (every) return LessonVerdict{true, lesson.done()};
  if (none) return LessonVerdict{false, same && say ? *say : lesson.wrong()};
  return std::nullopt;
}

namespace {

// Whether some legal turn of `state` begins with `written`.
bool begins_a_turn(const State& state, const std::string& written) {
  for (const Turn& turn : state.legal_turns())
    if (turn_begins_with(state.turn_to_string(turn), written)) return true;
  return false;
}

Result<void> check_lesson(const Game& game, const Lesson& lesson, const std::vector<std::string>& levels) {
  const GameInfo& info = game.info();
  const std::string where = info.id + " lesson " + lesson.id + ": ";
  auto variant = info.resolve_variant(lesson.variant);
  if (!variant) return make_error(where + variant.message());
  auto state = game.parse_position(*variant, lesson.position);
  if (!state) return make_error(where + "position '" + lesson.position + "': " + state.message());
  if ((*state)->is_terminal()) return make_error(where + "the position is already over");
  auto geometry = game.geometry(*variant);
  if (!geometry) return make_error(where + geometry.message());
  for (const std::string& mark : lesson.marks) {
    const auto& cells = geometry->cells;
    if (std::none_of(cells.begin(), cells.end(), [&](const Cell& c) { return c.label == mark; }))
      return make_error(where + "mark '" + mark + "' is no cell of the board");
  }
  if (lesson.is_game()) {
    if (std::find(levels.begin(), levels.end(), lesson.opponent) == levels.end())
      return make_error(where + "'" + lesson.opponent + "' is no computer level");
  } else {
    if ((*state)->is_chance_node())
      return make_error(where + "the task's position waits for a throw: give the throw in the position");
    for (const std::string& solution : lesson.solutions)
      if (!begins_a_turn(**state, solution))
        return make_error(where + "'" + solution + "' begins no legal turn");
    const std::vector<Turn> turns = (*state)->legal_turns();
    for (const LessonReply& reply : lesson.replies) {
      if (!begins_a_turn(**state, reply.turn))
        return make_error(where + "reply '" + reply.turn + "' begins no legal turn");
      for (const std::string& solution : lesson.solutions)
        if (turn_begins_with(reply.turn, solution))
          return make_error(where + "reply '" + reply.turn + "' is a solution ('" + solution + "')");
      // Solutions and earlier replies are judged first: some try must be left to it.
      const bool heard = std::any_of(turns.begin(), turns.end(), [&](const Turn& turn) {
        const std::string text = (*state)->turn_to_string(turn);
        return turn_begins_with(text, reply.turn) && judge_lesson_turn(lesson, text).say.id == reply.message;
      });
      if (!heard)
        return make_error(where + "reply '" + reply.turn + "' (" + reply.message +
                          ") is never heard: an earlier reply answers every try it is written for");
    }
  }
  std::vector<std::string> ids = {lesson.title().id, lesson.text().id, lesson.task().id, lesson.done().id};
  if (!lesson.is_game()) ids.push_back(lesson.wrong().id);
  for (const LessonReply& reply : lesson.replies) ids.push_back(reply.message);
  for (const Translation& table : info.translations)
    for (const std::string& id : ids)
      if (!table.messages.contains(id))
        return make_error(where + "no message '" + id + "' in the " + table.language + " table");
  return {};
}

}  // namespace

Result<void> check_lessons(const Game& game, const std::vector<std::string>& levels) {
  return check_lessons(game, game.info().lessons, levels);
}

Result<void> check_lessons(const Game& game, const std::vector<Lesson>& lessons, const std::vector<std::string>& levels) {
  for (const Lesson& lesson : lessons)
    if (auto checked = check_lesson(game, lesson, levels); !checked) return checked;
  return {};
}

}  // namespace djed
