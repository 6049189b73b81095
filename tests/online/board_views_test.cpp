// What a client without the games' rules draws and plays from
// (docs/protocol.md, "Clients without the rules"): a game's description in
// the client's language, the board's view after every change, and the
// choices of a turn one action at a time, which together make exactly the
// game's legal turns.
#include <gtest/gtest.h>

#include <set>

#include "server_test_support.hpp"

namespace djed::server::testing {
namespace {

using BoardViewsTest = DataFolderTest;

std::shared_ptr<FakeConnection> browser(Harness& h, const std::string& address, const std::string& language = "en") {
  auto c = h.connect(address, false);
  h.say(c, {{"type", "hello"}, {"protocol", 1}, {"turn_lists", true}, {"views", true}, {"language", language}});
  return c;
}

// Every path of steps from the start of the turn at `ply`, depth first:
// the turns the steps end in, each as its text.
std::vector<std::string> walk_steps(Harness& h, const std::shared_ptr<FakeConnection>& c, int ply,
                                    std::vector<int> path = {}) {
  h.say(c, {{"type", "step"}, {"id", "w"}, {"ply", ply}, {"path", path}});
  const auto step = c->last("step");
  EXPECT_TRUE(step.has_value()) << c->received.back().dump();
  if (!step) return {};
  EXPECT_EQ((*step)["path"], Json(path));
  if (step->contains("turn")) {
    EXPECT_TRUE((*step)["choices"].empty());
    return {(*step)["turn"].get<std::string>()};
  }
  std::vector<std::string> turns;
  const std::size_t choices = (*step)["choices"].size();
  EXPECT_GT(choices, 0u);
  for (std::size_t i = 0; i < choices; ++i) {
    auto deeper = path;
    deeper.push_back(static_cast<int>(i));
    for (auto& turn : walk_steps(h, c, ply, deeper)) turns.push_back(std::move(turn));
  }
  return turns;
}

TEST_F(BoardViewsTest, ADescriptionDrawsTheBoardFromTheGamesOwnVocabularyInTheClientsLanguage) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto c = browser(h, "10.0.0.1", "de");
  h.say(c, {{"type", "describe"}, {"id", 4}, {"game", "seti"}, {"variant", "beth"}});
  const auto d = c->last("description");
  ASSERT_TRUE(d.has_value()) << c->received.back().dump();
  EXPECT_EQ((*d)["id"], 4);
  EXPECT_EQ((*d)["language"], "de");
  const auto game = test_games()->find("seti");
  const GameInfo& info = game->info();
  EXPECT_EQ((*d)["name"], info.text(info.display_name, "de"));
  EXPECT_EQ((*d)["sides"][0]["name"], info.text(info.sides[0].name, "de"));
  EXPECT_EQ((*d)["sides"][1]["colour"], info.sides[1].colour);
  EXPECT_EQ((*d)["rules"], info.rules_text("de"));
  EXPECT_EQ((*d)["variant"], "beth");
  // One site for each cell, labelled as the game labels it.
  const auto geometry = game->geometry("beth").value();
  const auto& sites = (*d)["board"]["sites"];
  ASSERT_EQ(sites.size(), geometry.cells.size());
  for (const auto& site : sites) {
    const int index = geometry.cell_index_of(site["cell"]);
    ASSERT_GE(index, 0);
    EXPECT_EQ(site["label"], geometry.cells[static_cast<std::size_t>(index)].label);
    EXPECT_EQ(site["markers"].size(), geometry.cells[static_cast<std::size_t>(index)].markers.size());
  }
  EXPECT_EQ((*d)["board"]["width"], geometry.cols);
  EXPECT_EQ((*d)["board"]["height"], geometry.rows);
  // Every image the pieces may name, as SVG.
  ASSERT_EQ((*d)["images"].size(), info.images.size());
  for (const Image& image : info.images) EXPECT_EQ((*d)["images"][image.name], image.svg);

  // Asked again, by a client of a language the game has no tables for: English, from the same cache.
  auto other = browser(h, "10.0.0.2", "xx");
  h.say(other, {{"type", "describe"}, {"game", "seti"}, {"variant", "beth"}});
  const auto english = other->last("description").value();
  EXPECT_EQ(english["language"], "en");
  EXPECT_FALSE(english.contains("id"));
  EXPECT_EQ(english["rules"], info.rules_text("en"));
  h.say(c, {{"type", "describe"}, {"id", "again"}, {"game", "seti"}, {"variant", "beth"}});
  auto again = c->last("description").value();
  EXPECT_EQ(again["id"], "again");
  again["id"] = 4;
  EXPECT_EQ(again, *d);

  // The default variant when none is named; unknown games and variants refused, saying which.
  h.say(c, {{"type", "describe"}, {"game", "seti"}});
  EXPECT_EQ(c->last("description").value()["variant"], info.variants.front().id);
  h.say(c, {{"type", "describe"}, {"id", 1}, {"game", "chess"}});
  EXPECT_EQ(error_code(*c), "unknown-game");
  EXPECT_EQ(c->last("error").value()["id"], 1);
  h.say(c, {{"type", "describe"}, {"game", "seti"}, {"variant", "gimel"}});
  EXPECT_EQ(error_code(*c), "unknown-game");
  EXPECT_NE(c->last("error").value()["reason"].get<std::string>().find("gimel"), std::string::npos);
}

TEST_F(BoardViewsTest, TheStepsOfATurnMakeExactlyTheLegalTurnsAndTheLastStepIsPlayed) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto ann = browser(h, "10.0.0.1");
  h.say(ann, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"seat", "first"}});
  const std::string code = ann->last("seated").value()["code"];
  auto bob = browser(h, "10.0.0.2");
  h.say(bob, {{"type", "join"}, {"name", "Bob"}, {"code", code}});
  const auto request = ann->last("turn-request").value();
  std::vector<std::string> listed;
  if (request.contains("turns"))
    for (const auto& t : request["turns"]) listed.push_back(t);
  for (std::int64_t from = static_cast<std::int64_t>(listed.size()); from < request.value("turns_total", 0); from += 2000) {
    h.say(ann, {{"type", "turns"}, {"ply", 0}, {"from", from}});
    for (const auto& t : ann->last("turns").value()["turns"]) listed.push_back(t);
  }
  ASSERT_FALSE(listed.empty());
  const auto stepped = walk_steps(h, ann, 0);
  EXPECT_EQ(std::multiset<std::string>(stepped.begin(), stepped.end()),
            std::multiset<std::string>(listed.begin(), listed.end()));

  // A first step shows the board with the piece moved and what comes next.
  h.say(ann, {{"type", "step"}, {"ply", 0}, {"path", {0}}});
  const auto first = ann->last("step").value();
  EXPECT_FALSE(first.contains("id"));
  EXPECT_FALSE(first["board"]["pieces"].empty());
  EXPECT_FALSE(first["prompt"].get<std::string>().empty());
  for (const auto& choice : first["choices"]) {
    EXPECT_EQ(choice["interaction"], "board");
    EXPECT_FALSE(choice["text"].get<std::string>().empty());
  }

  // Refused, saying why: a choice that is not there, a path past the turn's end,
  // a position gone, the other seat, a spectator.
  h.say(ann, {{"type", "step"}, {"id", 2}, {"ply", 0}, {"path", {9999}}});
  EXPECT_EQ(error_code(*ann), "bad-field");
  EXPECT_EQ(ann->last("error").value()["id"], 2);
  h.say(ann, {{"type", "step"}, {"ply", 0}, {"path", {0, 0, 0}}});
  EXPECT_EQ(error_code(*ann), "bad-field");
  EXPECT_NE(ann->last("error").value()["reason"].get<std::string>().find("after the turn ended"), std::string::npos);
  h.say(ann, {{"type", "step"}, {"ply", 0}, {"path", Json::array({-1})}});
  EXPECT_EQ(error_code(*ann), "bad-field");
  h.say(ann, {{"type", "step"}, {"ply", 3}, {"path", Json::array()}});
  EXPECT_EQ(error_code(*ann), "stale-turn");
  h.say(bob, {{"type", "step"}, {"ply", 0}, {"path", Json::array()}});
  EXPECT_EQ(error_code(*bob), "not-your-turn");
  auto watcher = browser(h, "10.0.0.3");
  h.say(watcher, {{"type", "watch"}, {"code", code}});
  h.say(watcher, {{"type", "step"}, {"ply", 0}, {"path", Json::array()}});
  EXPECT_EQ(error_code(*watcher), "not-seated");

  // The turn a last step names is the game's: played as sent.
  h.say(ann, {{"type", "step"}, {"ply", 0}, {"path", {0, 0}}});
  const std::string turn = ann->last("step").value()["turn"];
  h.say(ann, {{"type", "turn"}, {"ply", 0}, {"turn", turn}});
  ASSERT_EQ(bob->events("turn").size(), 1u);
  EXPECT_EQ(bob->events("turn")[0]["turn"], turn);
}

TEST_F(BoardViewsTest, StepsOfAGameWithDiceFollowTheThrow) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  TestPlayer a, b;
  a.connection = browser(h, "10.0.0.1");
  b.connection = browser(h, "10.0.0.2");
  a.chain.emplace(secret_of("a"));
  b.chain.emplace(secret_of("b"));
  h.say(a.connection, {{"type", "create"}, {"name", "Ann"}, {"game", "pharao"}, {"seat", "first"}, {"commit", a.chain->commitment()}});
  a.side = a.connection->last("seated").value()["side"];
  h.say(b.connection, {{"type", "join"}, {"name", "Bob"}, {"code", a.connection->last("seated").value()["code"]},
                       {"commit", b.chain->commitment()}});
  b.side = b.connection->last("seated").value()["side"];
  int walked = 0;
  for (int round = 0; round < 40 && walked < 4; ++round) {
    // The links of a throw answered; then whoever has a turn walks its steps before playing.
    for (TestPlayer* p : {&a, &b}) {
      const auto reveal = p->connection->last("reveal-request");
      if (!reveal || (*reveal)["index"].get<std::size_t>() <= p->seen) continue;
      p->seen = (*reveal)["index"];  // here: the last throw revealed
      h.say(p->connection, {{"type", "reveal"}, {"index", p->seen}, {"link", p->chain->link_hex(static_cast<int>(p->seen))}});
    }
    const auto view = a.connection->last("view").value();
    const int to_move = view["to_move"];
    TestPlayer& mover = to_move == a.side ? a : b;
    const auto request = mover.connection->last("turn-request");
    if (!request || (*request)["ply"] != view["ply"]) continue;
    const int ply = (*request)["ply"];
    const auto stepped = walk_steps(h, mover.connection, ply);
    std::vector<std::string> listed = (*request)["turns"];
    EXPECT_EQ(std::multiset<std::string>(stepped.begin(), stepped.end()),
              std::multiset<std::string>(listed.begin(), listed.end()));
    ++walked;
    h.say(mover.connection, {{"type", "turn"}, {"ply", ply}, {"turn", stepped.front()}});
    ASSERT_EQ(a.connection->last("event").value()["kind"], "turn") << a.connection->received.back().dump();
  }
  EXPECT_GE(walked, 4);
}

TEST_F(BoardViewsTest, AViewFollowsEveryChangeForTheClientsThatAskedAndNoChat) {
  Harness h(data_);
  ASSERT_TRUE(h.start());
  auto ann = browser(h, "10.0.0.1", "fr");
  h.say(ann, {{"type", "create"}, {"name", "Ann"}, {"game", "ramses"}, {"seat", "first"}});
  ASSERT_EQ(ann->of_type("view").size(), 1u);  // the game as it stands when seated
  auto bob = h.connect("10.0.0.2");           // a client with the rules: no views
  h.say(bob, {{"type", "join"}, {"name", "Bob"}, {"code", ann->last("seated").value()["code"]}});
  EXPECT_TRUE(bob->of_type("view").empty());
  const auto views = ann->of_type("view");
  ASSERT_EQ(views.size(), 2u);  // and after Bob's joining
  const Json& view = views.back();
  EXPECT_EQ(view["n"], 2);
  EXPECT_EQ(view["ply"], 0);
  EXPECT_EQ(view["to_move"], ann->last("seated").value()["side"]);
  auto state = test_games()->find("ramses")->new_initial_state("").value();
  EXPECT_EQ(view["board"]["pieces"].size(), state->board().pieces.size());
  EXPECT_EQ(view["prompt"], state->game()->info().text(state->prompt(), "fr"));

  h.say(ann, {{"type", "chat"}, {"text", "bonjour"}});
  EXPECT_EQ(ann->of_type("view").size(), 2u);
  const std::string turn = ann->last("turn-request").value()["turns"][0];
  h.say(ann, {{"type", "turn"}, {"ply", 0}, {"turn", turn}});
  ASSERT_EQ(ann->of_type("view").size(), 3u);
  EXPECT_EQ(ann->last("view").value()["ply"], 1);
  state->apply_turn(state->turn_from_string(turn).value());
  EXPECT_EQ(ann->last("view").value()["prompt"], state->game()->info().text(state->prompt(), "fr"));

  // A spectator that asked for views gets one on watching and after each turn.
  auto watcher = browser(h, "10.0.0.3");
  h.say(watcher, {{"type", "watch"}, {"code", ann->last("seated").value()["code"]}});
  EXPECT_EQ(watcher->of_type("view").size(), 1u);
  h.say(bob, {{"type", "turn"}, {"ply", 1}, {"turn", bob->last("turn-request").value()["turns"][0]}});
  EXPECT_EQ(watcher->of_type("view").size(), 2u);
  EXPECT_EQ(watcher->last("view").value()["ply"], 2);
}

}  // namespace
}  // namespace djed::server::testing
