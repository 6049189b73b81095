#include "djed/online/game_events.hpp"

#include <nlohmann/json.hpp>

#include "djed/online/game_events_json.hpp"

#include "event_writer.hpp"
#include "json_reader.hpp"
#include "djed/online/overloaded.hpp"

namespace djed::online {

using nlohmann::json;

namespace {

constexpr std::int64_t kMaxEventCount = 1'000'000'000;

}  // namespace


std::string_view event_kind(const GameEvent& event) {
  return std::visit(Overloaded{
                        [](const Created&) { return std::string_view("created"); },
                        [](const Joined&) { return std::string_view("joined"); },
                        [](const TurnPlayed&) { return std::string_view("turn"); },
                        [](const Thrown&) { return std::string_view("throw"); },
                        [](const ChatSaid&) { return std::string_view("chat"); },
                        [](const DrawOffered&) { return std::string_view("draw-offer"); },
                        [](const DrawDeclined&) { return std::string_view("draw-declined"); },
                        [](const RematchOffered&) { return std::string_view("rematch-offer"); },
                        [](const RematchStarted&) { return std::string_view("rematch"); },
                        [](const Ended&) { return std::string_view("end"); },
                        [](const LaterEvent& e) { return std::string_view(e.kind); },
                    },
                    event.body);
}

JsonObjectWriter event_writer(const GameEvent& event, Secrets secrets, std::string_view rematch_key) {
  const bool secret = secrets == Secrets::kKept;
  JsonObjectWriter out;
  std::visit(
      Overloaded{
          [&](const Created& e) {
            // seats: [{"commit", "name"} or null, ...]; the secret's tokens alike.
            std::string seats = "[", tokens = "[";
            for (std::size_t s = 0; s < 2; ++s) {
              if (s > 0) {
                seats += ',';
                tokens += ',';
              }
              if (!e.seats[s]) {
                seats += "null";
                tokens += "null";
                continue;
              }
              JsonObjectWriter seat;
              seat.add("name", e.seats[s]->name);
              if (!e.seats[s]->commit.empty()) seat.add("commit", e.seats[s]->commit);
              seats += seat.text();
              if (secret) append_json_string(tokens, e.token_hashes[s]);
            }
            out.add("id", e.id).add("code", e.code).add("rules", e.rules).add("variant", e.variant);
            out.add("clock", e.clock).add("listed", e.listed).add("creator", e.creator).add("date", e.date);
            out.add_written("seats", seats + ']');
            if (secret) out.add_written("secret", JsonObjectWriter().add_written("tokens", tokens + ']').text());
          },
          [&](const Joined& e) {
            out.add("side", e.side).add("name", e.name);
            if (!e.commit.empty()) out.add("commit", e.commit);
            if (secret) out.add_written("secret", JsonObjectWriter().add("token", e.token_hash).text());
          },
          [&](const TurnPlayed& e) { out.add("side", e.side).add("ply", e.ply).add("turn", e.turn).add("clocks", e.clocks); },
          [&](const Thrown& e) {
            out.add("index", e.index).add("links", std::vector<std::string>{e.links[0], e.links[1]});
            out.add("outcome", e.outcome).add("clocks", e.clocks);
          },
          [&](const ChatSaid& e) { out.add("side", e.side).add("name", e.name).add("text", e.text); },
          [&](const DrawOffered& e) { out.add("side", e.side); },
          [&](const DrawDeclined& e) { out.add("side", e.side); },
          [&](const RematchOffered& e) {
            out.add("side", e.side);
            if (!e.commit.empty()) out.add("commit", e.commit);
          },
          [&](const RematchStarted& e) { out.add(rematch_key, e.game).add("code", e.code); },
          [&](const Ended& e) {
            out.add("winner", e.winner).add("reason", e.reason).add("clocks", e.clocks);
            if (e.by >= 0) out.add("by", e.by);
            if (e.first_turn_missed) out.add("first_turn_missed", true);
          },
          [](const LaterEvent&) {},
      },
      event.body);
  out.add("kind", event_kind(event));
  if (event.time >= 0) out.add("time", event.time);
  return out;
}

std::string encode_event(const GameEvent& event, Secrets secrets) { return event_writer(event, secrets).text(); }

DecodedEvent decode_event(const json& value, Secrets secrets) {
  if (!value.is_object()) return {{}, "an event is not a JSON object"};
  const auto kind_at = value.find("kind");
  if (kind_at == value.end() || !kind_at->is_string()) return {{}, "an event without a 'kind'"};
  const std::string kind = kind_at->get<std::string>();
  FieldReader r(value, "a '" + kind + "' event");
  const bool secret = secrets == Secrets::kKept;
  GameEvent event;
  if (value.contains("time")) event.time = r.number("time", 0, std::int64_t{1} << 52);
  if (kind == "created") {
    Created e;
    e.id = r.text("id");
    e.code = r.text("code");
    e.rules = r.text("rules");
    e.variant = r.text("variant");
    e.clock = r.text("clock");
    e.listed = r.flag("listed", true);
    e.creator = r.text("creator");
    if (!e.creator.empty() && e.creator != "first" && e.creator != "second") r.fail("creator", "is not first or second");
    e.date = r.text("date", true);
    const json* seats = r.pair("seats");
    const json* tokens = nullptr;
    if (secret) {
      const auto s = value.find("secret");
      if (s == value.end() || !s->is_object()) r.fail("secret", "is missing");
      else if (const auto t = s->find("tokens"); t == s->end() || !t->is_array() || t->size() != 2)
        r.fail("secret", "has no pair of tokens");
      else
        tokens = &*t;
    }
    for (std::size_t s = 0; seats != nullptr && s < 2; ++s) {
      const json& seat = (*seats)[s];
      if (seat.is_null()) continue;
      if (!seat.is_object()) {
        r.fail("seats", "holds something that is not a seat");
        break;
      }
      FieldReader sr(seat, "a 'created' event's seat");
      e.seats[s] = SeatAtStart{sr.text("name"), sr.hex("commit", 64, true)};
      if (tokens != nullptr) {
        const json& token = (*tokens)[s];
        if (!token.is_string() || !is_lower_hex(token.get<std::string>(), 64)) r.fail("secret", "has a token that is not a hash");
        else e.token_hashes[s] = token.get<std::string>();
      }
      if (!sr.problem().empty()) r.fail("seats", "has a seat without a name, or with a commit that is not 64 hex digits");
    }
    if (seats != nullptr && !e.seats[0] && !e.seats[1]) r.fail("seats", "holds nobody");
    event.body = std::move(e);
  } else if (kind == "joined") {
    Joined e;
    e.side = r.side();
    e.name = r.text("name");
    e.commit = r.hex("commit", 64, true);
    if (secret) {
      const auto s = value.find("secret");
      if (s == value.end() || !s->is_object()) r.fail("secret", "is missing");
      else e.token_hash = FieldReader(*s, "a 'joined' event's secret").hex("token", 64);
      if (e.token_hash.empty()) r.fail("secret", "has no token hash");
    }
    event.body = std::move(e);
  } else if (kind == "turn") {
    TurnPlayed e;
    e.side = r.side();
    e.ply = static_cast<int>(r.number("ply", 0, kMaxEventCount));
    e.turn = r.text("turn");
    e.clocks = r.clocks();
    event.body = std::move(e);
  } else if (kind == "throw") {
    Thrown e;
    e.index = static_cast<int>(r.number("index", 1, kMaxEventCount));
    if (const json* links = r.pair("links"))
      for (std::size_t s = 0; s < 2; ++s) {
        if (!(*links)[s].is_string() || !is_lower_hex((*links)[s].get<std::string>(), 64)) r.fail("links", "are not 64 hex digits each");
        else e.links[s] = (*links)[s].get<std::string>();
      }
    e.outcome = r.text("outcome");
    e.clocks = r.clocks();
    event.body = std::move(e);
  } else if (kind == "chat") {
    ChatSaid e;
    e.side = r.side();
    e.name = r.text("name");
    e.text = r.text("text");
    event.body = std::move(e);
  } else if (kind == "draw-offer") {
    event.body = DrawOffered{r.side()};
  } else if (kind == "draw-declined") {
    event.body = DrawDeclined{r.side()};
  } else if (kind == "rematch-offer") {
    RematchOffered e;
    e.side = r.side();
    e.commit = r.hex("commit", 64, true);
    event.body = std::move(e);
  } else if (kind == "rematch") {
    // In an `event` message the rematch's id is `rematch_game` (`game` is the
    // message's own); the journal keeps it as `game`.
    event.body = RematchStarted{r.text(r.has("rematch_game") ? "rematch_game" : "game"), r.text("code")};
  } else if (kind == "end") {
    Ended e;
    e.winner = r.side("winner", -1);
    e.reason = r.text("reason");
    e.clocks = r.clocks();
    if (r.has("by")) e.by = r.side("by");
    e.first_turn_missed = r.flag("first_turn_missed", false);
    event.body = std::move(e);
  } else {
    event.body = LaterEvent{kind};
  }
  if (!r.problem().empty()) return {{}, r.problem()};
  return {std::move(event), {}};
}

DecodedEvent decode_event(std::string_view text, Secrets secrets) {
  const json value = json::parse(text, nullptr, false);
  if (value.is_discarded()) return {{}, "an event is not JSON"};
  return decode_event(value, secrets);
}

}  // namespace djed::online
