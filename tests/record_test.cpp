// Game records (docs/records.md): every game's random games written, read
// and replayed to the same end; undo inside GameRecord checked against the
// positions it passed; and a table of damaged records, each refused with
// its line and reason.
#include <gtest/gtest.h>

#include <fstream>
#include <random>
#include <sstream>

#include "djed/chance.hpp"
#include "djed/game.hpp"
#include "djed/game_record.hpp"
#include "djed/record_replay.hpp"
#include "support/sanitized.hpp"
#include "test_support.hpp"

namespace djed::test {
namespace {

class RecordRoundTrip : public ::testing::TestWithParam<GameVariant> {};

// A random game: random first side where the rules allow it, seeded dice,
// random turns; the hash after every action is kept.
struct PlayedGame {
  std::unique_ptr<GameRecord> record;
  RecordHeader header;
  std::vector<std::uint64_t> hashes;  // hashes[i]: after i actions
};

PlayedGame play_random(const GameVariant& gv, std::mt19937_64& rng, std::uint64_t seed) {
  const GameInfo& info = gv.game->info();
  PlayedGame g;
  g.header.game_id = info.id;
  g.header.variant = gv.variant;
  g.header.seed = seed;
  g.header.players = {"human", "computer medium"};
  auto start = info.either_side_starts ? gv.game->new_initial_state(gv.variant, static_cast<int>(rng() % 2))
                                       : gv.game->new_initial_state(gv.variant);
  EXPECT_TRUE(start.ok());
  g.record = std::make_unique<GameRecord>(std::move(start).value(), info);
  ChanceSampler dice(seed);
  g.hashes.push_back(g.record->state().hash());
  while (!g.record->is_over()) {
    const State& s = g.record->state();
    Action a;
    if (s.is_chance_node()) {
      a = dice.sample(s);
    } else {
      const auto legal = s.legal_actions();
      a = legal[rng() % legal.size()];
    }
    g.record->apply_action(a);
    g.hashes.push_back(g.record->state().hash());
  }
  return g;
}

// A hundred in the sanitized builds (Pharao's three hundred took 12 s there).
TEST_P(RecordRoundTrip, ThreeHundredRandomGamesReplayToTheSameEnd) {
  const GameVariant& gv = GetParam();
  std::mt19937_64 rng(20261125);
  for (int n = 0; n < djed::test::sanitized_share(300, 3); ++n) {
    PlayedGame g = play_random(gv, rng, 1000 + static_cast<std::uint64_t>(n));
    RecordFile file = make_record_file(g.header, *gv.game, *g.record);
    if (!file.turns.empty()) file.turns.front().comment = "a comment, kept";
    const std::string text = write_record(file);
    auto parsed = parse_record(text);
    ASSERT_TRUE(parsed.ok()) << parsed.message() << "\n" << text;
    auto replayed = replay_record(parsed.value(), gv.game);
    ASSERT_TRUE(replayed.ok()) << replayed.message() << "\n" << text;
    const GameRecord& back = *replayed->record;
    ASSERT_EQ(back.state().to_string(), g.record->state().to_string()) << text;
    ASSERT_EQ(back.state().hash(), g.record->state().hash());
    ASSERT_EQ(back.result().winner, g.record->result().winner);
    ASSERT_EQ(back.result().reason, g.record->result().reason);
    // The same turns, each written in its canonical order: a turn clicked in
    // another order comes back in that one (State::canonical_turn).
    ASSERT_EQ(back.turn_log(), g.record->turn_log());
    ASSERT_EQ(back.actions().size(), g.record->actions().size());
    ASSERT_EQ(replayed->header.seed, g.header.seed);
    ASSERT_EQ(replayed->header.players, g.header.players);
    // Written again, the record is the same text, comment included.
    ASSERT_EQ(write_record(make_record_file(replayed->header, *gv.game, back)), text);
  }
}

TEST_P(RecordRoundTrip, UndoRetracesEveryPositionAndKeepsTheRecordInStep) {
  const GameVariant& gv = GetParam();
  std::mt19937_64 rng(7);
  for (int n = 0; n < 20; ++n) {
    PlayedGame g = play_random(gv, rng, 50 + static_cast<std::uint64_t>(n));
    GameRecord& record = *g.record;
    // Back to a random point, check, forward again the same way, and then
    // all the way back to the start.
    const std::vector<Action> all = record.actions();
    const std::size_t keep = rng() % (all.size() + 1);
    while (record.actions().size() > keep) {
      record.undo_action();
      ASSERT_EQ(record.state().hash(), g.hashes[record.actions().size()]);
    }
    // The record of the shortened game is the record of a game that
    // stopped there: replaying its file reaches the same position.
    RecordFile file = make_record_file(g.header, *gv.game, record);
    if (!record.current_turn().empty()) {
      // Mid-turn: the file holds the complete turns only.
      EXPECT_EQ(record.recorded_turns().size(), record.turn_log().size());
    } else {
      auto replayed = replay_record(file, gv.game);
      ASSERT_TRUE(replayed.ok()) << replayed.message() << "\n" << write_record(file);
      EXPECT_EQ(replayed->record->state().hash(), record.state().hash());
      EXPECT_EQ(replayed->record->turns_played(), record.turns_played());
    }
    for (std::size_t i = keep; i < all.size(); ++i) record.apply_action(all[i]);
    EXPECT_EQ(record.state().hash(), g.hashes.back());
    EXPECT_TRUE(record.is_over());
    while (!record.actions().empty()) record.undo_action();
    EXPECT_EQ(record.state().hash(), g.hashes.front());
    EXPECT_EQ(record.turns_played(), 0);
    EXPECT_TRUE(record.recorded_turns().empty());
    EXPECT_TRUE(record.turn_log().empty());
  }
}

INSTANTIATE_TEST_SUITE_P(AllGames, RecordRoundTrip, ::testing::ValuesIn(all_game_variants()),
                         [](const auto& info) { return info.param.name(); });

std::shared_ptr<const Game> game(const std::string& id) {
  auto g = shared_host().find(id);
  EXPECT_TRUE(g) << id;
  return g;
}

// Parses and replays; "" when accepted, else the refusal.
std::string refusal(const std::string& text, const std::string& id) {
  auto file = parse_record(text);
  if (!file) return file.message();
  auto replayed = replay_record(file.value(), game(id));
  return replayed ? "" : replayed.message();
}

const char* const kRamses =
    "[Game \"ramses\"]\n[Format \"1\"]\n[Light \"human\"]\n[Dark \"computer easy\"]\n[Result \"*\"]\n\n"
    "1. 3-11 21-6\n2. 22-8 4-22(17)\n*\n";

TEST(RecordReading, AcceptsTheGoodRecordInEveryLineEnding) {
  EXPECT_EQ(refusal(kRamses, "ramses"), "");
  std::string crlf;
  for (char c : std::string(kRamses)) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  EXPECT_EQ(refusal(crlf, "ramses"), "");
  EXPECT_EQ(refusal("\xEF\xBB\xBF" + std::string(kRamses), "ramses"), "");
}

struct Damage {
  const char* what;
  std::string text;
  const char* id;
  const char* expected;  // the refusal starts with the line and contains this
};

std::string replace(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return text.replace(at, from.size(), to);
}

TEST(RecordReading, RefusesEveryKindOfDamageWithLineAndReason) {
  const std::string good = kRamses;
  const std::string pharao =
      "[Game \"pharao\"]\n[Format \"1\"]\n[First \"Dark\"]\n[Seed \"5\"]\n[Result \"*\"]\n\n"
      "1. roll:3-1 20-17 2-1\n2. roll:2-2\n*\n";
  ASSERT_EQ(refusal(pharao, "pharao"), "") << "the Pharao example itself";
  const std::vector<Damage> table = {
      {"not UTF-8", replace(good, "human", "hu\xFFman"), "ramses", "line 3: not UTF-8"},
      {"a control character", replace(good, "human", "hu\x01man"), "ramses", "line 3: a control character"},
      {"cut short", good.substr(0, good.size() - 8), "ramses", "cut short"},
      {"cut inside a tag", good.substr(0, 30), "ramses", "line 3: a tag must end"},
      {"an illegal turn", replace(good, "22-8 4-22(17)", "22-8 4-23"), "ramses", "line 8: turn 2: '22-8 4-23'"},
      {"a turn not numbered in order", replace(good, "2. ", "3. "), "ramses", "line 8: turn 3 where turn 2"},
      {"text that is no turn", replace(good, "2. ", "two "), "ramses", "line 8: expected a tag or a numbered turn"},
      {"a tag after the turns", replace(good, "*\n", "[Date \"2026-11-25\"]\n*\n"), "ramses", "line 9: a tag after"},
      {"a tag twice", replace(good, "[Light \"human\"]", "[Dark \"human\"]"), "ramses", "line 4: the tag Dark is given twice"},
      {"a bad tag", replace(good, "[Light \"human\"]", "[Light human]"), "ramses", "line 3: the value of Light"},
      {"an unclosed comment", replace(good, "21-6\n", "21-6 {good\n"), "ramses", "line 7: a comment opened"},
      {"no game tag", replace(good, "[Game \"ramses\"]\n", ""), "ramses", "line 1: the record names no game"},
      {"another game", replace(good, "ramses", "pharao"), "ramses", "line 1: a record of 'pharao', not of 'ramses'"},
      {"a future format", replace(good, "[Format \"1\"]", "[Format \"2\"]"), "ramses", "line 2: format 2 is from a newer Djed"},
      {"no format", replace(good, "[Format \"1\"]\n", ""), "ramses", "no [Format"},
      {"an unknown player", replace(good, "human", "robot"), "ramses", "line 3: Light 'robot'"},
      {"an unknown first side", replace(good, "[Result", "[First \"Blue\"]\n[Result"), "ramses", "line 5: First 'Blue'"},
      {"a bad start", replace(good, "[Result", "[Start \"L:1 D\"]\n[Result"), "ramses", "line 5: the start position"},
      {"a wrong result", replace(replace(good, "[Result \"*\"]", "[Result \"Light\"]"), "*\n", "Light\n"), "ramses",
       "line 5: the record says 'Light', but the game is not over"},
      {"a result that is no result", replace(replace(good, "[Result \"*\"]", "[Result \"1-0\"]"), "*\n", "1-0\n"),
       "ramses", "line 5: Result '1-0' is none of"},
      {"text after the end", good + "3. 8-3\n", "ramses", "line 10: text after the record's last line"},
      {"a turn without its throw", replace(pharao, "roll:3-1 20-17", "20-17"), "pharao", "line 7: turn 1: throw '20-17'"},
      {"an impossible throw", replace(pharao, "roll:3-1", "roll:5-1"), "pharao", "line 7: turn 1: throw 'roll:5-1'"},
      {"a throw alone before the end", replace(pharao, "2. roll:2-2\n", "2. roll:2-2\n3. roll:1-1 1-2 17-16\n"),
       "pharao", "line 8: turn 2: a throw without its turn"},
      {"a bad seed", replace(pharao, "\"5\"", "\"five\""), "pharao", "line 4: Seed 'five'"},
      {"an unknown variant", replace(replace(good, "ramses", "seti"), "[Format", "[Variant \"gimel\"]\n[Format"), "seti",
       "line 2: unknown variant"},
      {"a known tag in another case", replace(good, "[Result", "[start \"L:1,2 D:8 L\"]\n[Result"), "ramses",
       "line 5: the tag start is written Start"},
      {"a start position under another name", replace(good, "[Result", "[FEN \"L:1,2 D:8 L\"]\n[Result"), "ramses",
       "line 5: a start position is given as [Start \"...\"] in the game's notation, not as FEN"},
      {"an illegal first turn beside an unread tag", replace(replace(good, "[Result", "[Board \"x\"]\n[Result"), "3-11", "3-12"),
       "ramses", "(tags kept but not read: Board)"},
  };
  for (const Damage& d : table) {
    const std::string why = refusal(d.text, d.id);
    EXPECT_NE(why, "") << d.what;
    EXPECT_EQ(why.rfind("line ", 0), 0u) << d.what << ": " << why;
    EXPECT_NE(why.find(d.expected), std::string::npos) << d.what << ": " << why;
    EXPECT_EQ(why.find('\n'), std::string::npos) << d.what << ": one line";
  }
}

// Tags of other programs are kept, read back and written again as they were.
TEST(RecordReading, KeepsTagsItDoesNotRead) {
  const std::string text = replace(kRamses, "[Result", "[Event \"Club night\"]\n[Round \"3\"]\n[Result");
  auto file = parse_record(text);
  ASSERT_TRUE(file.ok()) << file.message();
  auto replayed = replay_record(file.value(), game("ramses"));
  ASSERT_TRUE(replayed.ok()) << replayed.message();
  ASSERT_EQ(replayed->header.extra.size(), 2u);
  EXPECT_EQ(replayed->header.extra[0].name, "Event");
  EXPECT_EQ(replayed->header.extra[1].value, "3");
  const std::string written = write_record(make_record_file(replayed->header, *game("ramses"), *replayed->record));
  EXPECT_NE(written.find("[Event \"Club night\"]\n[Round \"3\"]"), std::string::npos) << written;
}

TEST(RecordReading, RefusesTurnsAfterTheEnd) {
  // A Ramses game won on the third hieroglyph square, then one more turn.
  auto start = game("ramses")->new_initial_state();
  ASSERT_TRUE(start.ok());
  std::mt19937_64 rng(3);
  for (int attempt = 0; attempt < 50; ++attempt) {
    GameVariant gv{game("ramses"), ""};
    PlayedGame g = play_random(gv, rng, 1);
    if (!g.record->state().is_terminal()) continue;
    RecordFile file = make_record_file(g.header, *gv.game, *g.record);
    file.turns.push_back(RecordedTurn{"3-11 21-6", "", 0});
    file.set_tag("Result", "*");
    const std::string why = refusal(write_record(file), "ramses");
    EXPECT_NE(why.find("the game was over after turn " + std::to_string(file.turns.size() - 1)), std::string::npos)
        << why;
    return;
  }
  FAIL() << "no finished Ramses game in 50 random ones";
}

// A game whose English texts were reworded after a record was written: the
// same rules, its side named "Crosses" instead of "X".
class RewordedGame final : public Game {
 public:
  explicit RewordedGame(std::shared_ptr<const Game> inner) : inner_(std::move(inner)), info_(inner_->info()) {
    info_.translations.front().messages["tictactoe.side.x"] = "Crosses";
  }
  const GameInfo& info() const noexcept override { return info_; }
  StatePtr make_initial_state(const std::string& variant) const override { return inner_->new_initial_state(variant).value(); }
  Result<StatePtr> make_state(const std::string& variant, std::string_view text) const override {
    return inner_->parse_position(variant, text);
  }
  BoardGeometry make_geometry(const std::string& variant) const override { return inner_->geometry(variant).value(); }

 private:
  std::shared_ptr<const Game> inner_;
  GameInfo info_;
};

// Records name sides by the ids of their names, not by their English text:
// rewording a game's texts breaks no record, and one written with the
// English names before still opens.
TEST(RecordReading, SidesAreNamedByIdsSoThatRewordedTextsBreakNoRecord) {
  const auto tictactoe = shared_host().find("tictactoe");
  ASSERT_TRUE(tictactoe);
  const auto reworded = std::make_shared<RewordedGame>(tictactoe);
  EXPECT_EQ(reworded->info().text(reworded->info().sides[0].name), "Crosses");
  EXPECT_EQ(side_word(reworded->info(), 0), "X");
  RecordHeader header;
  header.game_id = "tictactoe";
  header.players = {"computer easy", "human"};
  GameRecord played(tictactoe->new_initial_state("classic").value(), tictactoe->info());
  for (const char* turn : {"a1", "b1", "a2", "b2", "a3"}) played.apply_turn(played.state().turn_from_string(turn).value());
  const std::string text = write_record(make_record_file(header, *tictactoe, played));
  EXPECT_NE(text.find("[X \"computer easy\"]"), std::string::npos) << text;
  auto file = parse_record(text);
  ASSERT_TRUE(file.ok());
  auto replayed = replay_record(file.value(), reworded);
  ASSERT_TRUE(replayed.ok()) << replayed.message();
  EXPECT_EQ(replayed->header.players[0], "computer easy");
  EXPECT_EQ(replayed->record->result().winner, 0);
  // Written with the English names of then ("Crosses"), it opens as well.
  std::string old = text;
  for (const auto& [from, to] : {std::pair<std::string, std::string>{"[X ", "[Crosses "}, {"\"X\"]", "\"Crosses\"]"}})
    for (std::size_t at; (at = old.find(from)) != std::string::npos;) old.replace(at, from.size(), to);
  ASSERT_EQ(old.substr(old.size() - 3), "\nX\n") << old;
  old.replace(old.size() - 2, 1, "Crosses");  // the result line
  ASSERT_NE(old.find("[Crosses \"computer easy\"]"), std::string::npos) << old;
  auto old_file = parse_record(old);
  ASSERT_TRUE(old_file.ok());
  auto old_replayed = replay_record(old_file.value(), reworded);
  ASSERT_TRUE(old_replayed.ok()) << old_replayed.message();
  EXPECT_EQ(old_replayed->header.players[0], "computer easy");
  EXPECT_EQ(old_replayed->record->result().winner, 0);
}

TEST(RecordReading, TheExamplesOfTheFormatPageReplay) {
  std::ifstream in(std::string(DJED_SOURCE_DIR) + "/docs/records.md");
  ASSERT_TRUE(in) << "docs/records.md";
  std::stringstream text;
  text << in.rdbuf();
  const std::string doc = text.str();
  int examples = 0;
  for (std::size_t at = doc.find("```\n[Game"); at != std::string::npos; at = doc.find("```\n[Game", at + 1)) {
    const std::size_t begin = at + 4, end = doc.find("```", begin);
    const std::string record = doc.substr(begin, end - begin);
    auto file = parse_record(record);
    ASSERT_TRUE(file.ok()) << file.message() << "\n" << record;
    const std::string why = refusal(record, file->tag("Game").value_or(""));
    EXPECT_EQ(why, "") << record;
    ++examples;
  }
  EXPECT_EQ(examples, 4);
}

}  // namespace
}  // namespace djed::test
