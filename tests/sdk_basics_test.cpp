// The SDK's small pieces: text helpers, hit testing on spanning cells,
// variant resolution, the command-line parser.
#include <gtest/gtest.h>

#include "command_line.hpp"
#include "djed/game_info.hpp"
#include "djed/geometry.hpp"
#include "djed/text.hpp"

namespace djed::test {
namespace {

TEST(Text, SplitWordsDropsRunsOfSpace) {
  const auto words = split_words("  8-17\t 10-16 \n");
  ASSERT_EQ(words.size(), 2u);
  EXPECT_EQ(words[0], "8-17");
  EXPECT_EQ(words[1], "10-16");
  EXPECT_TRUE(split_words("   ").empty());
}

TEST(Text, SplitKeepsEmptyParts) {
  const auto parts = split("2,,4", ',');
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_EQ(parts[1], "");
}

TEST(Text, ParseIntAcceptsOnlyPlainDigits) {
  EXPECT_EQ(parse_int("22"), 22);
  EXPECT_EQ(parse_int("0"), 0);
  EXPECT_FALSE(parse_int(""));
  EXPECT_FALSE(parse_int("-1"));
  EXPECT_FALSE(parse_int("1a"));
  EXPECT_FALSE(parse_int("+3"));
  EXPECT_FALSE(parse_int("12345678901"));
}

TEST(Text, ParseU64TakesTheWholeRangeAndNothingElse) {
  EXPECT_EQ(parse_u64("18446744073709551615"), 18446744073709551615ULL);
  EXPECT_EQ(parse_u64("0"), 0u);
  EXPECT_FALSE(parse_u64("18446744073709551616"));
  EXPECT_FALSE(parse_u64(""));
  EXPECT_FALSE(parse_u64("-1"));
  EXPECT_FALSE(parse_u64("7 "));
}

// A Senet board: 1-10 left to right, 11-20 back from right to left, 21-30
// left to right again; a click on each grid square finds its number.
TEST(Geometry, ASnakeTrackTurnsAtTheEndOfEachRow) {
  const BoardGeometry g = snake_track(3, 10);
  ASSERT_EQ(g.cells.size(), 30u);
  const auto at = [&](int row, int col) { return g.cells[static_cast<std::size_t>(g.cell_index_at(row, col))].id; };
  EXPECT_EQ(at(0, 0), 1);
  EXPECT_EQ(at(0, 9), 10);
  EXPECT_EQ(at(1, 9), 11);
  EXPECT_EQ(at(1, 0), 20);
  EXPECT_EQ(at(2, 0), 21);
  EXPECT_EQ(at(2, 9), 30);
  EXPECT_EQ(g.cells[14].label, "15");
}

// A row of two plain cells and one cell spanning eight columns with eight
// spots, like a Ramses oblong:
//   | 1 | 2 | [ 5: spots 0..7 ] |
BoardGeometry oblong_row() {
  BoardGeometry g;
  g.rows = 1;
  g.cols = 10;
  g.cells.push_back(Cell{1, "1", 0, 0, 1, 1, 1, {}});
  g.cells.push_back(Cell{2, "2", 0, 1, 1, 1, 1, {}});
  g.cells.push_back(Cell{5, "5", 0, 2, 1, 8, 8, {}});
  return g;
}

TEST(Geometry, HitTestFindsTheSpotOfASpanningCell) {
  const BoardGeometry g = oblong_row();
  EXPECT_EQ(hit_test(g, 0, 0).cell_index, 0);
  EXPECT_EQ(hit_test(g, 0, 0).spot, -1);  // a cell without spots
  EXPECT_EQ(hit_test(g, 0, 1).cell_index, 1);
  for (int col = 2; col < 10; ++col) {
    const CellHit hit = hit_test(g, 0, col);
    EXPECT_EQ(hit.cell_index, 2);
    EXPECT_EQ(hit.spot, col - 2);
  }
  EXPECT_EQ(hit_test(g, 1, 0).cell_index, -1);
  EXPECT_EQ(hit_test(g, 0, 10).cell_index, -1);
  EXPECT_EQ(g.cell_index_of(5), 2);
  EXPECT_EQ(g.cell_index_of(3), -1);
}

TEST(Text, PrintableEscapesControlCharactersAndBytesThatAreNotUtf8) {
  EXPECT_EQ(printable("L:1,2 D:3 L"), "L:1,2 D:3 L");
  EXPECT_EQ(printable("a\nb\rc\td"), "a\\nb\\rc\\td");
  EXPECT_EQ(printable(std::string("\x1b[31m\x7f\0", 7)), "\\x1b[31m\\x7f\\x00");
  EXPECT_EQ(printable("Münze \U00013124"), "Münze \U00013124");  // UTF-8 stays
  EXPECT_EQ(printable("\xff\xc3"), "\\xff\\xc3");                // a lone byte, a cut sequence
  EXPECT_EQ(printable("\xc0\xaf"), "\\xc0\\xaf");                // an overlong '/'
  EXPECT_EQ(printable("\xed\xa0\x80"), "\\xed\\xa0\\x80");    // a surrogate
}

TEST(Text, PrintableWritesCharactersThatDoNotShowByTheirNumber) {
  EXPECT_EQ(printable("a\u202eb"), "a\\u{202e}b");        // right-to-left override
  EXPECT_EQ(printable("\u0085\u009b1m"), "\\u{85}\\u{9b}1m");  // C1 controls
  EXPECT_EQ(printable("x\u200by\ufeff"), "x\\u{200b}y\\u{feff}");
  EXPECT_EQ(printable("\u2028"), "\\u{2028}");
  EXPECT_EQ(printable("\U000E0041"), "\\u{e0041}");         // a tag character
  EXPECT_EQ(printable("\xef\xbf\xbf"), "\\u{ffff}");       // a noncharacter
  EXPECT_EQ(printable("caf\u00e9 \u65e5"), "caf\u00e9 \u65e5");  // letters stay
  for (const char* text : {"\xff", "a\xc3", "\u202e", "\xed\xa0\x80"}) EXPECT_TRUE(is_utf8(printable(text)));
}

TEST(Text, FirstCharacterTakesAWholeSequence) {
  EXPECT_EQ(first_character("\u00e91-b2"), "\u00e9");
  EXPECT_EQ(first_character("\U00013000x"), "\U00013000");
  EXPECT_EQ(first_character("\xc3"), "\\xc3");
  EXPECT_EQ(first_character("b3"), "b");
  EXPECT_EQ(first_character(""), "");
  const auto ch = utf8_char_at("a\u00e9", 1);
  ASSERT_TRUE(ch.has_value());
  EXPECT_EQ(ch->code, U'\u00e9');
  EXPECT_EQ(ch->length, 2u);
  EXPECT_FALSE(utf8_char_at("\xc0\xaf", 0).has_value());
}

TEST(GameInfo, AVariantIsResolvedByIdAndAnUnknownOneNamesTheKnown) {
  GameInfo info;
  info.id = "seti";
  info.variants = {{"aleph", Message::of("variant.aleph")}, {"beth", Message::of("variant.beth")}};
  EXPECT_EQ(info.resolve_variant("").value(), "aleph");
  EXPECT_EQ(info.resolve_variant("beth").value(), "beth");
  auto bad = info.resolve_variant("gimel");
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.message(), "unknown variant 'gimel' of game 'seti' (known: aleph, beth)");
  GameInfo plain;
  plain.id = "ramses";
  EXPECT_EQ(plain.resolve_variant("").value(), "");
  EXPECT_FALSE(plain.resolve_variant("x").ok());
}

TEST(CommandLine, OptionsBeforeAndAfterPositionals) {
  auto line = cli::parse_command_line({"--position", "P", "perft", "ramses", "--divide", "3", "--plugins=/x"},
                                      {"position", "plugins"}, {"divide"});
  ASSERT_TRUE(line.ok()) << line.message();
  EXPECT_EQ(line->command, "perft");
  EXPECT_EQ(line->positional, (std::vector<std::string>{"ramses", "3"}));
  EXPECT_EQ(line->value("position"), "P");
  EXPECT_EQ(line->value("plugins"), "/x");
  EXPECT_TRUE(line->has("divide"));
}

TEST(CommandLine, Errors) {
  auto missing = cli::parse_command_line({"perft", "--position"}, {"position"}, {});
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.message(), "option '--position' needs a value");
  auto unknown = cli::parse_command_line({"perft", "--fast"}, {"position"}, {});
  ASSERT_FALSE(unknown.ok());
  EXPECT_EQ(unknown.message(), "unknown option '--fast'");
}

TEST(CommandLine, DoubleDashEndsOptions) {
  auto line = cli::parse_command_line({"apply", "g", "--", "--weird"}, {}, {});
  ASSERT_TRUE(line.ok());
  EXPECT_EQ(line->positional, (std::vector<std::string>{"g", "--weird"}));
}

}  // namespace
}  // namespace djed::test
