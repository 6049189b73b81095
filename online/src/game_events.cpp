#include "djed/online/game_events.hpp"

#include <nlohmann/json.hpp>

#include "djed/online/game_events_json.hpp"

namespace djed::online {

using nlohmann::json;

namespace {

template <class... F>
struct Overloaded : F... {
  using F::operator()...;
};
template <class... F>
Overloaded(F...) -> Overloaded<F...>;

std::string dump(const json& value) { return value.dump(-1, ' ', false, json::error_handler_t::replace); }

bool is_hex(const std::string& text, std::size_t digits) {
  if (text.size() != digits) return false;
  for (char c : text)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

// Reads the fields of one event; the first that does not fit is the problem.
class Reader {
 public:
  Reader(const json& object, std::string kind) : object_(object), kind_(std::move(kind)) {}

  const std::string& problem() const { return problem_; }

  std::string text(const char* field, bool optional = false) {
    const auto it = object_.find(field);
    if (it == object_.end()) {
      if (!optional) fail(field, "is missing");
      return {};
    }
    if (!it->is_string()) return fail(field, "is not a string"), std::string{};
    return it->get<std::string>();
  }
  std::string hex(const char* field, std::size_t digits, bool optional = false) {
    std::string value = text(field, optional);
    if (!value.empty() && !is_hex(value, digits))
      fail(field, "is not " + std::to_string(digits) + " lowercase hex digits");
    return value;
  }
  std::int64_t number(const char* field, std::int64_t low, std::int64_t high) {
    const auto it = object_.find(field);
    if (it == object_.end()) return fail(field, "is missing"), low;
    return in_range(*it, field, low, high);
  }
  int side(const char* field = "side", int low = 0) { return static_cast<int>(number(field, low, 1)); }
  bool flag(const char* field, bool otherwise) {
    const auto it = object_.find(field);
    if (it == object_.end()) return otherwise;
    if (!it->is_boolean()) return fail(field, "is not true or false"), otherwise;
    return it->get<bool>();
  }
  std::array<std::int64_t, 2> clocks() {
    const auto it = object_.find("clocks");
    if (it == object_.end() || !it->is_array() || it->size() != 2) return fail("clocks", "is not two numbers"), std::array<std::int64_t, 2>{};
    return {in_range((*it)[0], "clocks", kMinClock, kMaxClock), in_range((*it)[1], "clocks", kMinClock, kMaxClock)};
  }
  const json* pair(const char* field) {
    const auto it = object_.find(field);
    if (it == object_.end() || !it->is_array() || it->size() != 2) return fail(field, "is not a pair"), nullptr;
    return &*it;
  }
  void fail(const std::string& field, const std::string& what) {
    if (problem_.empty()) problem_ = "a '" + kind_ + "' event's '" + field + "' " + what;
  }

 private:
  // A clock may run below zero before its flag is seen; days are 14 at most.
  static constexpr std::int64_t kMaxClock = 15LL * 24 * 3600 * 1000;
  static constexpr std::int64_t kMinClock = -kMaxClock;

  std::int64_t in_range(const json& value, const char* field, std::int64_t low, std::int64_t high) {
    if (!value.is_number_integer()) return fail(field, "is not a whole number"), low;
    const std::int64_t n = value.is_number_unsigned() && value.get<std::uint64_t>() > static_cast<std::uint64_t>(high)
                               ? high + 1
                               : value.get<std::int64_t>();
    if (n < low || n > high) return fail(field, "is out of range"), low;
    return n;
  }

  const json& object_;
  std::string kind_;
  std::string problem_;
};

constexpr std::int64_t kMaxCount = 1'000'000'000;

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

json event_json(const GameEvent& event, Secrets secrets) {
  const bool secret = secrets == Secrets::kKept;
  json out = std::visit(
      Overloaded{
          [&](const Created& e) {
            json seats = json::array({nullptr, nullptr});
            for (std::size_t s = 0; s < 2; ++s) {
              if (!e.seats[s]) continue;
              seats[s] = {{"name", e.seats[s]->name}};
              if (!e.seats[s]->commit.empty()) seats[s]["commit"] = e.seats[s]->commit;
            }
            json o = {{"id", e.id},       {"code", e.code},     {"rules", e.rules},     {"variant", e.variant},
                      {"clock", e.clock}, {"listed", e.listed}, {"creator", e.creator}, {"seats", seats},
                      {"date", e.date}};
            if (secret) {
              json tokens = json::array({nullptr, nullptr});
              for (std::size_t s = 0; s < 2; ++s)
                if (e.seats[s]) tokens[s] = e.token_hashes[s];
              o["secret"] = {{"tokens", tokens}};
            }
            return o;
          },
          [&](const Joined& e) {
            json o = {{"side", e.side}, {"name", e.name}};
            if (!e.commit.empty()) o["commit"] = e.commit;
            if (secret) o["secret"] = {{"token", e.token_hash}};
            return o;
          },
          [](const TurnPlayed& e) {
            return json{{"side", e.side}, {"ply", e.ply}, {"turn", e.turn}, {"clocks", {e.clocks[0], e.clocks[1]}}};
          },
          [](const Thrown& e) {
            return json{{"index", e.index},
                        {"links", {e.links[0], e.links[1]}},
                        {"outcome", e.outcome},
                        {"clocks", {e.clocks[0], e.clocks[1]}}};
          },
          [](const ChatSaid& e) { return json{{"side", e.side}, {"name", e.name}, {"text", e.text}}; },
          [](const DrawOffered& e) { return json{{"side", e.side}}; },
          [](const DrawDeclined& e) { return json{{"side", e.side}}; },
          [](const RematchOffered& e) {
            json o = {{"side", e.side}};
            if (!e.commit.empty()) o["commit"] = e.commit;
            return o;
          },
          [](const RematchStarted& e) { return json{{"game", e.game}, {"code", e.code}}; },
          [](const Ended& e) {
            return json{{"winner", e.winner}, {"reason", e.reason}, {"clocks", {e.clocks[0], e.clocks[1]}}};
          },
          [](const LaterEvent&) { return json::object(); },
      },
      event.body);
  out["kind"] = std::string(event_kind(event));
  if (event.time >= 0) out["time"] = event.time;
  return out;
}

std::string encode_event(const GameEvent& event, Secrets secrets) { return dump(event_json(event, secrets)); }

std::string event_message(const GameEvent& event, std::string_view game, std::int64_t n) {
  json out = event_json(event, Secrets::kLeftOut);
  out["type"] = "event";
  out["game"] = std::string(game);
  out["n"] = n;
  return dump(out);
}

DecodedEvent decode_event(const json& value, Secrets secrets) {
  if (!value.is_object()) return {{}, "an event is not a JSON object"};
  const auto kind_at = value.find("kind");
  if (kind_at == value.end() || !kind_at->is_string()) return {{}, "an event without a 'kind'"};
  const std::string kind = kind_at->get<std::string>();
  Reader r(value, kind);
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
      Reader sr(seat, kind);
      e.seats[s] = SeatAtStart{sr.text("name"), sr.hex("commit", 64, true)};
      if (tokens != nullptr) {
        const json& token = (*tokens)[s];
        if (!token.is_string() || !is_hex(token.get<std::string>(), 64)) r.fail("secret", "has a token that is not a hash");
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
      else e.token_hash = Reader(*s, kind).hex("token", 64);
      if (e.token_hash.empty()) r.fail("secret", "has no token hash");
    }
    event.body = std::move(e);
  } else if (kind == "turn") {
    TurnPlayed e;
    e.side = r.side();
    e.ply = static_cast<int>(r.number("ply", 0, kMaxCount));
    e.turn = r.text("turn");
    e.clocks = r.clocks();
    event.body = std::move(e);
  } else if (kind == "throw") {
    Thrown e;
    e.index = static_cast<int>(r.number("index", 1, kMaxCount));
    if (const json* links = r.pair("links"))
      for (std::size_t s = 0; s < 2; ++s) {
        if (!(*links)[s].is_string() || !is_hex((*links)[s].get<std::string>(), 64)) r.fail("links", "are not 64 hex digits each");
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
    event.body = RematchStarted{r.text("game"), r.text("code")};
  } else if (kind == "end") {
    Ended e;
    e.winner = r.side("winner", -1);
    e.reason = r.text("reason");
    e.clocks = r.clocks();
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
