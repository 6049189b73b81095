#include "djed/record_replay.hpp"

#include <algorithm>

#include "djed/seat_code.hpp"
#include "djed/text.hpp"
#include "line_error.hpp"

namespace djed {

namespace {

// Tag names allow letters, digits and '-': a side name with other
// characters is written with '-' in their place.
std::string tag_name_of(std::string name) {
  for (char& c : name)
    if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) c = '-';
  return name;
}

std::string result_word(const GameInfo& info, const GameRecord& record) {
  if (!record.is_over()) return "*";
  const int winner = record.result().winner;
  return winner < 0 ? "draw" : side_word(info, winner);
}

}  // namespace

std::string side_word(const GameInfo& info, int side) {
  const Message& name = info.sides[static_cast<std::size_t>(side)].name;
  if (name.id.empty()) return name.literal;
  std::string word = name.id.substr(name.id.rfind('.') + 1);
  if (!word.empty() && word[0] >= 'a' && word[0] <= 'z') word[0] = static_cast<char>(word[0] - 'a' + 'A');
  return word;
}

int side_of_word(const GameInfo& info, std::string_view word) {
  for (int side = 0; side < 2; ++side)
    if (word == side_word(info, side) || word == info.text(info.sides[static_cast<std::size_t>(side)].name)) return side;
  return -1;
}

namespace {
// The tag naming who played `side`: by its word, else (an older record) by
// the side's English name.
std::string side_tag_name(const RecordFile& file, const GameInfo& info, int side) {
  const std::string name = tag_name_of(side_word(info, side));
  if (file.tag(name)) return name;
  const std::string english = tag_name_of(info.text(info.sides[static_cast<std::size_t>(side)].name));
  return file.tag(english) ? english : name;
}
}  // namespace

std::string side_tag(const RecordFile& file, const GameInfo& info, int side) {
  return file.tag(side_tag_name(file, info, side)).value_or("human");
}

int side_tag_line(const RecordFile& file, const GameInfo& info, int side) {
  return std::max(1, file.tag_line(side_tag_name(file, info, side)));
}

RecordFile make_record_file(const RecordHeader& header, const Game& game, const GameRecord& record) {
  const GameInfo& info = game.info();
  RecordFile file;
  file.set_tag("Game", info.id);
  if (!info.variants.empty()) file.set_tag("Variant", header.variant.empty() ? info.variants.front().id : header.variant);
  file.set_tag("Format", std::to_string(kRecordFormat));
  file.set_tag("Date", header.date);
  for (int side = 0; side < 2; ++side)
    file.set_tag(tag_name_of(side_word(info, side)), header.players[static_cast<std::size_t>(side)]);
  const int first = header.first_player >= 0 ? header.first_player : record.start().side_to_move();
  if (first >= 0) file.set_tag("First", side_word(info, first));
  file.set_tag("Start", header.start);
  if (header.seed) file.set_tag("Seed", std::to_string(*header.seed));
  if (record.max_turns() != info.max_turns) file.set_tag("TurnLimit", std::to_string(record.max_turns()));
  file.set_tag("Result", result_word(info, record));
  if (record.is_over()) file.set_tag("Reason", record.result().reason);
  for (const auto& tag : header.extra) file.set_tag(tag.name, tag.value);
  file.turns = record.recorded_turns();
  return file;
}

Result<ReplayedGame> replay_record(const RecordFile& file, std::shared_ptr<const Game> game) {
  const GameInfo& info = game->info();
  ReplayedGame out;
  RecordHeader& header = out.header;
  const auto tag = [&](const char* name) { return file.tag(name).value_or(""); };
  const auto line_of = [&](const char* name) { return std::max(1, file.tag_line(name)); };

  header.game_id = tag("Game");
  if (header.game_id != info.id)
    return line_error(line_of("Game"), "a record of '" + printable(header.game_id) + "', not of '" + info.id + "'");
  auto variant = info.resolve_variant(tag("Variant"));
  if (!variant) return line_error(line_of("Variant"), variant.message());
  header.variant = variant.value();

  std::array<std::string, 2> side_tags;
  for (int side = 0; side < 2; ++side) {
    const std::string name = side_tag_name(file, info, side);
    side_tags[static_cast<std::size_t>(side)] = name;
    const std::string who = side_tag(file, info, side);
    if (auto seat = SeatCode::parse(who); !seat) return line_error(file.tag_line(name), name + " " + seat.message());
    header.players[static_cast<std::size_t>(side)] = who;
  }
  const auto side_named = [&](const std::string& word) { return side_of_word(info, word); };

  Result<StatePtr> start = make_error("");
  header.start = tag("Start");
  if (!header.start.empty()) {
    start = game->parse_position(header.variant, header.start);
    if (!start) return line_error(line_of("Start"), "the start position: " + start.message());
  } else if (const auto first = file.tag("First")) {
    const int side = side_named(*first);
    if (side < 0)
      return line_error(line_of("First"), "First '" + printable(*first) + "' is neither " + side_word(info, 0) +
                                              " nor " + side_word(info, 1));
    start = game->new_initial_state(header.variant, side);
    if (!start) return line_error(line_of("First"), start.message());
  } else {
    start = game->new_initial_state(header.variant);
    if (!start) return make_error(start.message());
  }
  header.first_player = start.value()->side_to_move();
  if (const auto seed = file.tag("Seed")) {
    header.seed = parse_u64(*seed);
    if (!header.seed) return line_error(line_of("Seed"), "Seed '" + printable(*seed) + "' is not a number");
  }
  header.date = tag("Date");
  // Other tags are kept as they are, except those that look like a tag Djed
  // reads: a start position under another name, or a known tag in another
  // case, would otherwise be passed over and the first turn refused for a
  // reason that does not point at it.
  std::vector<std::string> known(std::begin(kRecordTags), std::end(kRecordTags));
  known.insert(known.end(), side_tags.begin(), side_tags.end());
  const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  const auto same_letters = [&](std::string_view a, std::string_view b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [&](char x, char y) { return lower(x) == lower(y); });
  };
  for (const auto& t : file.tags) {
    if (std::find(known.begin(), known.end(), t.name) != known.end()) continue;
    for (const std::string& k : known)
      if (same_letters(t.name, k)) return line_error(file.tag_line(t.name), "the tag " + t.name + " is written " + k);
    for (const char* other : {"Position", "FEN", "SetUp", "Setup", "StartPosition", "Start-Position", "Initial"})
      if (same_letters(t.name, other))
        return line_error(file.tag_line(t.name),
                          "a start position is given as [Start \"...\"] in the game's notation, not as " + t.name);
    header.extra.push_back(t);
  }

  auto record = std::make_unique<GameRecord>(std::move(start).value(), info);
  if (const auto limit = file.tag("TurnLimit")) {
    const auto turns = parse_int(*limit);
    if (!turns)
      return line_error(line_of("TurnLimit"), "TurnLimit '" + printable(*limit) + "' is not a number of turns");
    record->set_max_turns(*turns);
  }
  for (std::size_t k = 0; k < file.turns.size(); ++k) {
    const RecordedTurn& line = file.turns[k];
    const std::string number = "turn " + std::to_string(k + 1);
    if (record->is_over())
      return line_error(line.line, number + ": the game was over after turn " + std::to_string(k) + " (" +
                                       info.text(record->result().text) + ")");
    std::string_view rest = line.moves;
    while (record->state().is_chance_node() && !rest.empty()) {
      const std::size_t space = rest.find(' ');
      const std::string_view word = rest.substr(0, space);
      auto action = record->state().action_from_string(word);
      if (!action) return line_error(line.line, number + ": " + action.message());
      record->apply_action(action.value());
      rest = space == std::string_view::npos ? std::string_view{} : trim(rest.substr(space + 1));
    }
    if (record->state().is_chance_node())
      return line_error(line.line, number + ": a throw is due before the turn '" + printable(rest) + "'");
    if (rest.empty()) {
      if (k + 1 != file.turns.size()) return line_error(line.line, number + ": a throw without its turn");
      break;  // the last line: a throw whose turn is still due, or which ended the game
    }
    if (record->is_over())
      return line_error(line.line,
                        number + ": the game was over after the throw (" + info.text(record->result().text) + ")");
    auto turn = record->state().turn_from_string(rest);
    if (!turn) {
      // Tags Djed does not read may be why the turns do not fit: say which.
      std::string unread;
      for (const auto& t : header.extra) unread += (unread.empty() ? "" : ", ") + t.name;
      return line_error(line.line, number + ": '" + printable(rest) + "': " + turn.message() +
                                       (k == 0 && !unread.empty() ? " (tags kept but not read: " + unread + ")" : ""));
    }
    record->apply_turn(turn.value());
    record->set_comment(record->turn_log().size() - 1, line.comment);
  }

  // A side named as an older record did (its English name) reads as its word.
  const std::string said = side_named(tag("Result")) >= 0 ? side_word(info, side_named(tag("Result"))) : tag("Result");
  // A game ended beside the rules: the turns leave it open, the result
  // says who resigned (the loser) or that both agreed to a draw.
  const std::string reason = tag("Reason");
  if ((reason == "resigned" && side_named(said) >= 0) || (reason == "agreed-draw" && said == "draw")) {
    if (record->is_over())
      return line_error(line_of("Reason"),
                        "Reason '" + reason + "', but the turns end the game: " + info.text(record->result().text));
    record->end_by_agreement(reason == "agreed-draw" ? -1 : 1 - side_named(said));
  }
  const std::string reached = result_word(info, *record);
  if (said != "*" && said != "draw" && side_named(said) < 0)
    return line_error(line_of("Result"), "Result '" + printable(said) + "' is none of " + side_word(info, 0) + ", " +
                                             side_word(info, 1) + ", draw, *");
  if (said != reached) {
    const std::string where = record->is_over() ? "the turns end the game: " + info.text(record->result().text)
                                                : "the game is not over after its last turn";
    return line_error(line_of("Result"), "the record says '" + said + "', but " + where);
  }
  if (const auto reason = file.tag("Reason"); reason && record->is_over() && *reason != record->result().reason)
    return line_error(line_of("Reason"),
                      "Reason '" + printable(*reason) + "', but the game ended by " + record->result().reason);
  out.record = std::move(record);
  return out;
}

}  // namespace djed
