// Message tables and rendering: what plugins and translators write, and how
// a message id with arguments becomes a sentence in a language.
#include <gtest/gtest.h>

#include "djed/game_info.hpp"
#include "djed/resources.hpp"
#include "djed/translations.hpp"

namespace djed {
namespace {

std::vector<Translation> tables(const char* english, const char* german = nullptr) {
  std::vector<Translation> out;
  out.push_back({"en", parse_message_table(english).value(), "The rules."});
  if (german) out.push_back({"de", parse_message_table(german).value(), ""});
  return out;
}

TEST(MessageTable, ReadsIdsAndPatternsSkippingCommentsAndBlankLines) {
  auto table = parse_message_table("# a comment\n\n  game.name = Ramses  \r\ngame.prompt = {0}: move.\n");
  ASSERT_TRUE(table.ok()) << table.message();
  ASSERT_EQ(table.value().size(), 2u);
  EXPECT_EQ(table.value().at("game.name"), "Ramses");
  EXPECT_EQ(table.value().at("game.prompt"), "{0}: move.");
}

TEST(MessageTable, AMalformedLineIsRefusedNamingItsNumberAndWhatIsWrong) {
  const std::pair<const char*, const char*> cases[] = {
      {"a = b\nno equals sign", "line 2: expected 'id = text'"},
      {" = text", "line 1: the message id is missing"},
      {"bad id = x", "line 1: message id 'bad id' may hold only"},
      {"a = {0\n", "line 1: a: a '{' without its '}' at character 1 of the text"},
      {"a = x}\n", "line 1: a: a '}' without its '{' at character 2 of the text"},
      {"a = {x}", "line 1: a: placeholder {x}: the argument must be 0..9"},
      {"a = {0|one}", "line 1: a: placeholder {0|one}: expected {n} or {n|one|other}"},
      {"a = 1\na = 2", "line 2: message 'a' is given twice"},
  };
  for (const auto& [text, reason] : cases) {
    auto table = parse_message_table(text);
    ASSERT_FALSE(table.ok()) << text;
    EXPECT_NE(table.message().find(reason), std::string::npos) << text << " -> " << table.message();
  }
}

TEST(Render, FillsArgumentsWhichAreMessagesThemselves) {
  const auto t = tables("side.light = Light\nprompt = {0}: move {1} to {2}.\n");
  const Message m = Message::of("prompt", {Message::of("side.light"), Message::number(3), Message::plain("b4")});
  EXPECT_EQ(render(t, m, "en"), "Light: move 3 to b4.");
}

TEST(Render, PicksThePluralFormByTheLanguagesRule) {
  const auto t = tables("ships = {0|one ship|# ships} left\n", "ships = {0|ein Schiff|# Schiffe} übrig\n");
  auto ships = [&](int n, const char* language) {
    return render(t, Message::of("ships", {Message::number(n)}), language);
  };
  EXPECT_EQ(ships(1, "en"), "one ship left");
  EXPECT_EQ(ships(0, "en"), "0 ships left");
  EXPECT_EQ(ships(2, "de"), "2 Schiffe übrig");
  EXPECT_EQ(ships(1, "de"), "ein Schiff übrig");
  auto french = tables("ships = {0|# ship|# ships}\n");
  french.push_back({"fr", parse_message_table("ships = {0|# navire|# navires}").value(), ""});
  EXPECT_EQ(render(french, Message::of("ships", {Message::number(0)}), "fr"), "0 navire");  // 0 is singular in French
  EXPECT_EQ(render(french, Message::of("ships", {Message::number(2)}), "fr"), "2 navires");
}

TEST(Render, FallsBackToEnglishThenToTheSdkThenShowsTheId) {
  const auto t = tables("a = English A\nb = English B\n", "a = Deutsch A\n");
  EXPECT_EQ(render(t, Message::of("a"), "de"), "Deutsch A");
  EXPECT_EQ(render(t, Message::of("b"), "de"), "English B");
  EXPECT_EQ(render(t, Message::of("a"), "fr"), "English A");
  EXPECT_EQ(render(t, Message::of("djed.draw.repetition"), "en"),
            "Draw: the same position occurred for the third time.");
  EXPECT_EQ(render(t, Message::of("nowhere"), "en"), "[nowhere]");
  EXPECT_EQ(render(t, Message::plain("as it is {0}"), "de"), "as it is {0}");
}

TEST(Render, DoubledBracesAreLiteralBraces) {
  const auto t = tables("set = {{{0}}}\n");
  EXPECT_EQ(render(t, Message::of("set", {Message::number(5)}), "en"), "{5}");
}

TEST(EmbeddedFiles, BecomeTranslationsRulesAndImagesWithEnglishFirst) {
  const char de[] = "x = Deutsch\n", en[] = "x = English\n", rules[] = "# Rules", svg[] = "<svg/>";
  const EmbeddedFile files[] = {
      {ResourceKind::kMessages, "de", "de.txt", de, sizeof(de) - 1},
      {ResourceKind::kMessages, "en", "en.txt", en, sizeof(en) - 1},
      {ResourceKind::kRules, "en", "rules.md", rules, sizeof(rules) - 1},
      {ResourceKind::kImage, "pawn", "pawn.svg", svg, sizeof(svg) - 1},
  };
  GameInfo info;
  info.id = "test";
  ASSERT_TRUE(add_embedded_files(info, {files, 4}).ok());
  ASSERT_EQ(info.languages(), (std::vector<std::string>{"en", "de"}));
  EXPECT_EQ(info.text(Message::of("x"), "de"), "Deutsch");
  EXPECT_EQ(info.rules_text("de"), "# Rules");  // no German page: the English one
  ASSERT_NE(info.image("pawn"), nullptr);
  EXPECT_EQ(info.image("pawn")->svg, "<svg/>");
  EXPECT_EQ(info.image("rook"), nullptr);
}

TEST(EmbeddedFiles, WithoutAnEnglishTableTheGameIsRefused) {
  const char de[] = "x = Deutsch\n";
  const EmbeddedFile files[] = {{ResourceKind::kMessages, "de", "de.txt", de, sizeof(de) - 1}};
  GameInfo info;
  info.id = "test";
  auto added = add_embedded_files(info, {files, 1});
  ASSERT_FALSE(added.ok());
  EXPECT_EQ(added.message(), "test: no English message table");
}

}  // namespace
}  // namespace djed
