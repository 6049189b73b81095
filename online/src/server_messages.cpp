#include "djed/online/server_messages.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "djed/online/game_events_json.hpp"
#include "event_writer.hpp"
#include "json_reader.hpp"
#include "djed/online/overloaded.hpp"

namespace djed::online {

using nlohmann::json;

namespace {

// Lists a client is sent are bounded by the server's own limits; a decoder
// takes somewhat more than today's server sends, and no more.
constexpr std::size_t kMaxListed = 10'000;
constexpr std::int64_t kMaxNumber = std::int64_t{1} << 52;

void put_id(json& out, const std::string& id) {
  if (id.empty()) return;
  json value = json::parse(id, nullptr, false);
  if (!value.is_discarded()) out["id"] = std::move(value);
}

json pair_of(const auto& both) { return json::array({both[0], both[1]}); }

Presence presence_of(const std::string& word, FieldReader& r) {
  if (word == "empty") return Presence::kEmpty;
  if (word == "here") return Presence::kHere;
  if (word == "gone") return Presence::kGone;
  r.fail("presence", "is not empty, here or gone");
  return Presence::kEmpty;
}

std::string read_seat_word(FieldReader& r, const char* field, bool optional) {
  std::string word = r.text(field, optional);
  if (!word.empty() && word != "first" && word != "second") r.fail(field, "is not first or second");
  return word;
}

}  // namespace

namespace {

std::string turn_request_text(const TurnRequest& m) {
  JsonObjectWriter out;
  out.add("type", "turn-request").add("game", m.game).add("ply", m.ply);
  if (m.turns) out.add("turns", *m.turns);
  if (m.turns_total) out.add("turns_total", *m.turns_total);
  return out.text();
}

// A request's id as put_id puts it in a tree: digits as they came, anything
// else through put_id itself.
void add_id(JsonObjectWriter& out, const std::string& id) {
  if (id.empty()) return;
  const bool digits = id.size() <= 15 && (id.size() == 1 || id[0] != '0') &&
                      std::all_of(id.begin(), id.end(), [](char c) { return c >= '0' && c <= '9'; });
  if (digits) {
    out.add_written("id", id);
    return;
  }
  json tree;
  put_id(tree, id);
  if (tree.contains("id")) out.add_written("id", compact_json(tree["id"]));
}

std::string status_text(const Status& m) {
  std::vector<std::string> presence;
  for (const Presence p : m.presence) presence.emplace_back(presence_word(p));
  JsonObjectWriter out;
  out.add("type", "status")
      .add("game", m.game)
      .add("n", m.n)
      .add("clocks", m.clocks)
      .add("running", m.running)
      .add("to_move", m.to_move)
      .add("throw", m.throw_index)
      .add("reveal_waiting", m.reveal_waiting)
      .add("presence", presence)
      .add("gone_ms", m.gone_ms)
      .add("grace_ms", m.grace_ms)
      .add("spectators", m.spectators)
      .add("draw_offer", m.draw_offer)
      .add("rematch_offer", m.rematch_offer)
      .add("over", m.over)
      .add("first_turn_ms", m.first_turn_ms)
      .add("paused", m.paused);
  return out.text();
}

std::string seated_text(const Seated& m) {
  JsonObjectWriter out;
  out.add("type", "seated").add("game", m.game).add("code", m.code).add("side", m.side);
  if (!m.token.empty()) out.add("token", m.token);
  add_id(out, m.id);
  return out.text();
}

std::string welcome_text(const Welcome& m) {
  std::vector<std::string> games;
  for (const OfferedGame& g : m.games) {
    std::vector<std::string> variants;
    for (const auto& v : g.variants) variants.push_back(JsonObjectWriter().add("id", v.id).add("name", v.name).text());
    JsonObjectWriter game;
    game.add("id", g.id)
        .add("name", g.name)
        .add_array("variants", variants)
        .add("sides", std::vector<std::string>{g.sides[0], g.sides[1]})
        .add("dice", g.dice)
        .add("draw_offers", g.draw_offers);
    games.push_back(game.text());
  }
  JsonObjectWriter out;
  out.add("type", "welcome").add("protocol", m.protocol).add("server", m.server).add_array("games", games);
  return out.text();
}

json open_game_json(const OpenGame& g) {
  return {{"code", g.code},   {"game", g.game}, {"variant", g.variant}, {"clock", g.clock},
          {"name", g.name},   {"seat", g.seat}, {"waiting", g.waiting}};
}

std::optional<OpenGame> read_open_game(const json& item, std::string* problem) {
  if (!item.is_object()) {
    *problem = "holds something that is not an open game";
    return std::nullopt;
  }
  FieldReader g(item, "an open game");
  OpenGame game{g.text("code"), g.text("game"), g.text("variant"), g.text("clock"),
                g.text("name"), read_seat_word(g, "seat", false), g.flag("waiting", false)};
  if (!g.problem().empty()) {
    *problem = "holds an open game that does not fit: " + g.problem();
    return std::nullopt;
  }
  return game;
}

}  // namespace

std::string encode_open_game(const OpenGame& game) { return compact_json(open_game_json(game)); }

std::optional<OpenGame> decode_open_game(std::string_view text) {
  std::string problem;
  return read_open_game(json::parse(text, nullptr, false), &problem);
}

std::string_view presence_word(Presence presence) {
  switch (presence) {
    case Presence::kEmpty: return "empty";
    case Presence::kHere: return "here";
    case Presence::kGone: return "gone";
  }
  return "empty";
}

std::string event_message_fields(const GameEvent& event) {
  // The envelope's fields are the message's own: its `game` is the game the
  // event belongs to, so a rematch names its new game `rematch_game`.
  return event_writer(event, Secrets::kLeftOut, "rematch_game").text();
}

std::string event_message_text(std::string_view game, std::int64_t n, std::string_view fields) {
  std::string text = R"({"type":"event","game":)";
  append_json_string(text, game);
  text += R"(,"n":)";
  text += std::to_string(n);
  // The fields' object opened by the envelope's: what follows its brace.
  if (fields.size() > 2) text += ',';
  text.append(fields.substr(std::min<std::size_t>(1, fields.size())));
  return text;
}

std::string encode_message(const ServerMessage& message) {
  // The messages of every turn, written straight; the others as a tree.
  if (const auto* event = std::get_if<GameEventMessage>(&message))
    return event_message_text(event->game, event->n, event_message_fields(event->event));
  if (const auto* request = std::get_if<TurnRequest>(&message)) return turn_request_text(*request);
  // And those of every game's start and of every connection.
  if (const auto* status = std::get_if<Status>(&message)) return status_text(*status);
  if (const auto* seated = std::get_if<Seated>(&message)) return seated_text(*seated);
  if (const auto* welcome = std::get_if<Welcome>(&message)) return welcome_text(*welcome);
  json out = std::visit(
      Overloaded{
          [](const Welcome&) { return json(); },  // written above
          [](const GameList& m) {
            json games = json::array();
            for (const OpenGame& g : m.games) games.push_back(open_game_json(g));
            json o = {{"type", "games"}, {"games", std::move(games)}};
            put_id(o, m.id);
            return o;
          },
          [](const Seated&) { return json(); },  // written above
          [](const Watching& m) {
            json o = {{"type", "watching"}, {"game", m.game}, {"code", m.code}};
            put_id(o, m.id);
            return o;
          },
          [](const InviteInfo& m) {
            json names = json::array();
            for (const auto& name : m.names) names.push_back(name ? json(*name) : json());
            json o = {{"type", "invite"},   {"code", m.code},       {"game", m.game},
                      {"variant", m.variant}, {"clock", m.clock},     {"dice", m.dice},
                      {"names", std::move(names)}, {"started", m.started}, {"over", m.over}};
            if (!m.seat.empty()) o["seat"] = m.seat;
            put_id(o, m.id);
            return o;
          },
          [](const TurnsPage& m) {
            json o = {{"type", "turns"}, {"game", m.game},   {"ply", m.ply},
                      {"from", m.from},  {"total", m.total}, {"turns", m.turns}};
            put_id(o, m.id);
            return o;
          },
          [](const GameEventMessage&) { return json(); },  // written above
          [](const Status&) { return json(); },  // written above
          [](const TurnRequest&) { return json(); },  // written above
          [](const RevealRequest& m) {
            json outcomes = json::array();
            for (const auto& o : m.outcomes) outcomes.push_back({{"outcome", o.outcome}, {"p", o.p}});
            return json{{"type", "reveal-request"}, {"game", m.game}, {"index", m.index}, {"outcomes", std::move(outcomes)}};
          },
          [](const MutedReply& m) {
            json o = {{"type", "muted"}, {"muted", m.muted}};
            put_id(o, m.id);
            return o;
          },
          [](const Pong& m) {
            json o = {{"type", "pong"}};
            put_id(o, m.id);
            return o;
          },
          [](const ErrorReply& m) {
            json o = {{"type", "error"}, {"code", m.code}, {"reason", m.reason}};
            put_id(o, m.id);
            return o;
          },
      },
      message);
  return compact_json(out);
}

namespace {

ServerMessage read_welcome(const json& value, FieldReader& r) {
  Welcome m;
  m.protocol = static_cast<int>(r.number("protocol", 0, 1'000'000));
  m.server = r.text("server");
  const auto games = value.find("games");
  if (games == value.end() || !games->is_array() || games->size() > kMaxListed) {
    r.fail("games", "is not a list");
    return m;
  }
  for (const json& item : *games) {
    if (!item.is_object()) {
      r.fail("games", "holds something that is not a game");
      break;
    }
    FieldReader g(item, "a 'welcome' message's game");
    OfferedGame game;
    game.id = g.text("id");
    game.name = g.text("name");
    game.dice = g.flag("dice", false);
    game.draw_offers = g.flag("draw_offers", false);
    const std::vector<std::string> sides = g.texts("sides", 2);
    if (sides.size() == 2) game.sides = {sides[0], sides[1]};
    else g.fail("sides", "is not two names");
    const auto variants = item.find("variants");
    if (variants != item.end() && variants->is_array() && variants->size() <= kMaxListed) {
      for (const json& v : *variants) {
        if (!v.is_object()) {
          g.fail("variants", "holds something that is not a variant");
          break;
        }
        FieldReader vr(v, "a game's variant");
        game.variants.push_back({vr.text("id"), vr.text("name")});
        if (!vr.problem().empty()) g.fail("variants", "holds a variant without an id or a name");
      }
    } else {
      g.fail("variants", "is not a list");
    }
    if (!g.problem().empty()) {
      r.fail("games", "holds a game that does not fit: " + g.problem());
      break;
    }
    m.games.push_back(std::move(game));
  }
  return m;
}

ServerMessage read_games(const json& value, FieldReader& r) {
  GameList m;
  m.id = r.id();
  const auto games = value.find("games");
  if (games == value.end() || !games->is_array() || games->size() > kMaxListed) {
    r.fail("games", "is not a list");
    return m;
  }
  for (const json& item : *games) {
    std::string problem;
    auto game = read_open_game(item, &problem);
    if (!game) {
      r.fail("games", problem);
      break;
    }
    m.games.push_back(std::move(*game));
  }
  return m;
}

ServerMessage read_invite(const json& value, FieldReader& r) {
  InviteInfo m;
  m.code = r.text("code");
  m.game = r.text("game");
  m.variant = r.text("variant");
  m.clock = r.text("clock");
  m.dice = r.flag("dice", false);
  m.seat = read_seat_word(r, "seat", true);
  m.started = r.flag("started", false);
  m.over = r.flag("over", false);
  m.id = r.id();
  if (const json* names = r.pair("names"))
    for (std::size_t s = 0; s < 2; ++s) {
      if ((*names)[s].is_string()) m.names[s] = (*names)[s].get<std::string>();
      else if (!(*names)[s].is_null()) r.fail("names", "holds something that is neither a name nor null");
    }
  (void)value;
  return m;
}

ServerMessage read_status(FieldReader& r) {
  Status m;
  m.game = r.text("game");
  m.n = r.number("n", 0, kMaxNumber);
  m.clocks = r.numbers("clocks", -kMaxNumber, kMaxNumber);
  m.running = r.flags("running");
  m.to_move = r.side("to_move", -1);
  m.throw_index = static_cast<int>(r.number("throw", 0, 1'000'000'000));
  m.reveal_waiting = r.flags("reveal_waiting");
  const std::vector<std::string> presence = r.texts("presence", 2);
  if (presence.size() == 2) m.presence = {presence_of(presence[0], r), presence_of(presence[1], r)};
  else r.fail("presence", "is not two words");
  if (r.has("gone_ms")) m.gone_ms = r.numbers("gone_ms", 0, kMaxNumber);
  if (r.has("grace_ms")) m.grace_ms = r.number("grace_ms", 0, kMaxNumber);
  if (r.has("spectators")) m.spectators = r.number("spectators", 0, kMaxNumber);
  if (r.has("draw_offer")) m.draw_offer = r.side("draw_offer", -1);
  if (r.has("rematch_offer")) m.rematch_offer = r.side("rematch_offer", -1);
  m.over = r.flag("over", false);
  if (r.has("first_turn_ms")) m.first_turn_ms = r.number("first_turn_ms", -1, kMaxNumber);
  m.paused = r.flag("paused", false);
  return m;
}

ServerMessage read_reveal_request(const json& value, FieldReader& r) {
  RevealRequest m;
  m.game = r.text("game");
  m.index = static_cast<int>(r.number("index", 1, 1'000'000'000));
  if (const auto outcomes = value.find("outcomes"); outcomes != value.end()) {
    if (!outcomes->is_array() || outcomes->size() > kMaxListed) {
      r.fail("outcomes", "is not a list");
      return m;
    }
    for (const json& item : *outcomes) {
      const auto p = item.is_object() ? item.find("p") : item.end();
      const auto o = item.is_object() ? item.find("outcome") : item.end();
      if (!item.is_object() || o == item.end() || !o->is_string() || p == item.end() || !p->is_number() ||
          p->get<double>() < 0 || p->get<double>() > 1) {
        r.fail("outcomes", "holds something that is not an outcome with its chance");
        break;
      }
      m.outcomes.push_back({o->get<std::string>(), p->get<double>()});
    }
  }
  return m;
}

}  // namespace

DecodedMessage decode_message(std::string_view text) {
  const json value = json::parse(text, nullptr, false);
  if (value.is_discarded() || !value.is_object()) return {{}, {}, "the server sent something that is not a JSON object"};
  const auto type_at = value.find("type");
  if (type_at == value.end() || !type_at->is_string()) return {{}, {}, "the server sent a message without a 'type'"};
  const std::string type = type_at->get<std::string>();
  FieldReader r(value, "a '" + type + "' message");
  std::optional<ServerMessage> message;
  if (type == "welcome") {
    message = read_welcome(value, r);
  } else if (type == "games") {
    message = read_games(value, r);
  } else if (type == "seated") {
    Seated m{r.text("game"), r.text("code"), r.side(), r.hex("token", 32, true), r.id()};
    message = std::move(m);
  } else if (type == "watching") {
    message = Watching{r.text("game"), r.text("code"), r.id()};
  } else if (type == "invite") {
    message = read_invite(value, r);
  } else if (type == "turns") {
    TurnsPage m;
    m.game = r.text("game");
    m.ply = static_cast<int>(r.number("ply", 0, 1'000'000'000));
    m.from = r.number("from", 0, kMaxNumber);
    m.total = r.number("total", 0, kMaxNumber);
    m.turns = r.texts("turns", kMaxListed);
    m.id = r.id();
    message = std::move(m);
  } else if (type == "event") {
    GameEventMessage m;
    m.game = r.text("game");
    m.n = r.number("n", 1, kMaxNumber);
    DecodedEvent event = decode_event(value, Secrets::kLeftOut);
    if (!event.event) return {{}, type, event.problem};
    m.event = std::move(*event.event);
    message = std::move(m);
  } else if (type == "status") {
    message = read_status(r);
  } else if (type == "turn-request") {
    TurnRequest m;
    m.game = r.text("game");
    m.ply = static_cast<int>(r.number("ply", 0, 1'000'000'000));
    if (r.has("turns")) m.turns = r.texts("turns", kMaxListed);
    if (r.has("turns_total")) m.turns_total = r.number("turns_total", 0, kMaxNumber);
    message = std::move(m);
  } else if (type == "reveal-request") {
    message = read_reveal_request(value, r);
  } else if (type == "muted") {
    MutedReply m;
    const auto muted = value.find("muted");
    if (muted == value.end() || !muted->is_boolean()) r.fail("muted", "is not true or false");
    else m.muted = muted->get<bool>();
    m.id = r.id();
    message = std::move(m);
  } else if (type == "pong") {
    message = Pong{r.id()};
  } else if (type == "error") {
    message = ErrorReply{r.text("code"), r.text("reason"), r.id()};
  } else {
    return {{}, type, {}};  // a message of a later revision
  }
  if (!r.problem().empty()) return {{}, type, r.problem()};
  return {std::move(message), type, {}};
}

}  // namespace djed::online
