#include "djed/online/protocol.hpp"

#include <array>
#include <cctype>
#include <charconv>
#include <nlohmann/json.hpp>

#include "djed/online/player_text.hpp"
#include "djed/text.hpp"
#include "json_reader.hpp"

namespace djed::online {

using nlohmann::json;

std::string_view error_word(ErrorCode code) {
  switch (code) {
    case ErrorCode::kBadJson: return "bad-json";
    case ErrorCode::kTooLarge: return "too-large";
    case ErrorCode::kUnknownType: return "unknown-type";
    case ErrorCode::kBadField: return "bad-field";
    case ErrorCode::kProtocolVersion: return "protocol-version";
    case ErrorCode::kHelloFirst: return "hello-first";
    case ErrorCode::kRateLimited: return "rate-limited";
    case ErrorCode::kTooManyConnections: return "too-many-connections";
    case ErrorCode::kUnknownGame: return "unknown-game";
    case ErrorCode::kUnknownCode: return "unknown-code";
    case ErrorCode::kBadToken: return "bad-token";
    case ErrorCode::kGameFull: return "game-full";
    case ErrorCode::kNotSeated: return "not-seated";
    case ErrorCode::kNotYourTurn: return "not-your-turn";
    case ErrorCode::kIllegalTurn: return "illegal-turn";
    case ErrorCode::kStaleTurn: return "stale-turn";
    case ErrorCode::kGameOver: return "game-over";
    case ErrorCode::kNotAllowed: return "not-allowed";
    case ErrorCode::kBadReveal: return "bad-reveal";
    case ErrorCode::kBusy: return "busy";
    case ErrorCode::kTooManyGames: return "too-many-games";
    case ErrorCode::kServerError: return "server-error";
  }
  return "bad-field";
}

std::optional<ErrorCode> error_code_of(std::string_view word) {
  for (int c = 0; c <= static_cast<int>(ErrorCode::kServerError); ++c)
    if (error_word(static_cast<ErrorCode>(c)) == word) return static_cast<ErrorCode>(c);
  return std::nullopt;
}

namespace {

constexpr std::array<std::pair<RequestType, std::string_view>, 22> kRequestWords{{
    {RequestType::kHello, "hello"},           {RequestType::kList, "list"},
    {RequestType::kCreate, "create"},         {RequestType::kJoin, "join"},
    {RequestType::kWatch, "watch"},           {RequestType::kResume, "resume"},
    {RequestType::kTurn, "turn"},             {RequestType::kReveal, "reveal"},
    {RequestType::kResign, "resign"},         {RequestType::kOfferDraw, "offer-draw"},
    {RequestType::kAcceptDraw, "accept-draw"}, {RequestType::kDeclineDraw, "decline-draw"},
    {RequestType::kAbort, "abort"},           {RequestType::kClaim, "claim"},
    {RequestType::kRematch, "rematch"},       {RequestType::kChat, "chat"},
    {RequestType::kMute, "mute"},             {RequestType::kPing, "ping"},
    {RequestType::kInvite, "invite"},         {RequestType::kTurns, "turns"},
    {RequestType::kDescribe, "describe"},     {RequestType::kStep, "step"},
}};

// Counts UTF-8 characters; false for invalid UTF-8 or a character that
// does not show (a control, a bidi mark, a zero-width space: is_invisible).
bool printable_utf8(std::string_view text, std::size_t* chars) {
  std::size_t count = 0;
  for (std::size_t i = 0; i < text.size(); ++count) {
    const auto ch = utf8_char_at(text, i);
    if (!ch || is_invisible(ch->code)) return false;
    i += ch->length;
  }
  *chars = count;
  return true;
}

struct FieldError {
  std::string reason;
};

// Typed access to a request's fields, each failure one line naming the field.
class Fields {
 public:
  explicit Fields(const json& object) : object_(object) {}

  const json* find(const char* name) const {
    auto it = object_.find(name);
    return it == object_.end() ? nullptr : &*it;
  }
  std::string text(const char* name, std::size_t max_chars, bool required = true, std::size_t min_chars = 1) const {
    const json* value = find(name);
    if (value == nullptr) {
      if (required) throw FieldError{std::string("'") + name + "' is missing"};
      return {};
    }
    if (!value->is_string()) throw FieldError{std::string("'") + name + "' must be a string"};
    const auto& s = value->get_ref<const std::string&>();
    std::size_t chars = 0;
    if (!printable_utf8(s, &chars))
      throw FieldError{std::string("'") + name + "' must be printable UTF-8 text"};
    if (chars > max_chars || chars < min_chars)
      throw FieldError{std::string("'") + name + "' must have " + std::to_string(min_chars) + " to " +
                       std::to_string(max_chars) + " characters"};
    return s;
  }
  std::string hex(const char* name, std::size_t length, bool required = true) const {
    const json* value = find(name);
    if (value == nullptr && !required) return {};
    std::string s = text(name, length, required, 0);
    if (!is_lower_hex(s, length))
      throw FieldError{std::string("'") + name + "' must be " + std::to_string(length) + " lowercase hex digits"};
    return s;
  }
  std::int64_t integer(const char* name, std::int64_t low, std::int64_t high, bool required, std::int64_t fallback) const {
    const json* value = find(name);
    if (value == nullptr) {
      if (required) throw FieldError{std::string("'") + name + "' is missing"};
      return fallback;
    }
    if (!value->is_number_integer()) throw FieldError{std::string("'") + name + "' must be an integer"};
    const auto n = value->get<std::int64_t>();
    if (n < low || n > high)
      throw FieldError{std::string("'") + name + "' must lie in " + std::to_string(low) + ".." + std::to_string(high)};
    return n;
  }
  // A nickname or a chat line: the rule of player_text.hpp, its reason quoted.
  std::string player_text(const char* name, std::string (*problem)(std::string_view)) const {
    const json* value = find(name);
    if (value == nullptr) throw FieldError{std::string("'") + name + "' is missing"};
    if (!value->is_string()) throw FieldError{std::string("'") + name + "' must be a string"};
    const auto& s = value->get_ref<const std::string&>();
    if (const std::string wrong = problem(s); !wrong.empty()) throw FieldError{std::string("'") + name + "': " + wrong};
    return s;
  }
  std::string name() const { return player_text("name", name_problem); }
  // A language tag as browsers give it ("de", "fr-CH"): 2 to 16 letters,
  // digits and hyphens; "" when left out.
  std::string language() const {
    std::string s = text("language", 16, false, 0);
    for (char ch : s)
      if (!std::isalnum(static_cast<unsigned char>(ch)) && ch != '-')
        throw FieldError{"'language' must be a language tag (letters, digits and hyphens)"};
    return s;
  }
  // A list of at most `most` indices (0..65535).
  std::vector<int> indices(const char* name, std::size_t most) const {
    const json* value = find(name);
    if (value == nullptr) throw FieldError{std::string("'") + name + "' is missing"};
    if (!value->is_array() || value->size() > most)
      throw FieldError{std::string("'") + name + "' must be a list of at most " + std::to_string(most) + " indices"};
    std::vector<int> out;
    for (const json& item : *value) {
      if (!item.is_number_integer() || item.get<std::int64_t>() < 0 || item.get<std::int64_t>() > 65535)
        throw FieldError{std::string("'") + name + "' must hold integers in 0..65535"};
      out.push_back(item.get<int>());
    }
    return out;
  }
  bool boolean(const char* name, bool fallback) const {
    const json* value = find(name);
    if (value == nullptr) return fallback;
    if (!value->is_boolean()) throw FieldError{std::string("'") + name + "' must be true or false"};
    return value->get<bool>();
  }

 private:
  const json& object_;
};

constexpr std::int64_t kMaxCount = std::int64_t{1} << 50;

void read_fields(Request& r, const Fields& f) {
  switch (r.type) {
    case RequestType::kHello:
      r.protocol = static_cast<int>(f.integer("protocol", 0, 1 << 20, true, 0));
      r.client = f.text("client", 64, false);
      r.turn_lists = f.boolean("turn_lists", false);
      r.views = f.boolean("views", false);
      r.language = f.language();
      break;
    case RequestType::kList:
      r.follow = f.boolean("follow", false);
      break;
    case RequestType::kCreate: {
      r.name = f.name();
      r.game = f.text("game", 64);
      r.variant = f.text("variant", 64, false, 0);
      const std::string seat = f.text("seat", 16, false);
      if (seat.empty() || seat == "random") r.seat = SeatChoice::kRandom;
      else if (seat == "first") r.seat = SeatChoice::kFirst;
      else if (seat == "second") r.seat = SeatChoice::kSecond;
      else throw FieldError{"'seat' must be first, second or random"};
      const std::string clock = f.text("clock", 16, false);
      if (!clock.empty()) {
        auto control = parse_time_control(clock);
        if (!control) throw FieldError{"'clock': " + control.message()};
        r.clock = *control;
      }
      r.listed = f.boolean("listed", true);
      r.commit = f.hex("commit", 64, false);
      break;
    }
    case RequestType::kJoin:
      r.name = f.name();
      r.code = f.text("code", 16);
      r.commit = f.hex("commit", 64, false);
      r.token = f.hex("token", 32, false);
      break;
    case RequestType::kWatch:
      r.code = f.text("code", 16);
      r.after = f.integer("after", 0, kMaxCount, false, 0);
      break;
    case RequestType::kInvite:
      r.code = f.text("code", 16);
      break;
    case RequestType::kTurns:
      r.ply = static_cast<int>(f.integer("ply", 0, 1 << 20, true, 0));
      r.from = static_cast<int>(f.integer("from", 0, 1 << 30, false, 0));
      break;
    case RequestType::kDescribe:
      r.game = f.text("game", 64);
      r.variant = f.text("variant", 64, false, 0);
      break;
    case RequestType::kStep:
      r.ply = static_cast<int>(f.integer("ply", 0, 1 << 20, true, 0));
      r.path = f.indices("path", kMaxPathLength);
      break;
    case RequestType::kResume:
      r.token = f.hex("token", 32);
      r.after = f.integer("after", 0, kMaxCount, false, 0);
      break;
    case RequestType::kTurn:
      r.turn = f.text("turn", kMaxTurnChars, true, 0);
      r.ply = static_cast<int>(f.integer("ply", 0, 1 << 20, true, 0));
      break;
    case RequestType::kReveal:
      r.index = static_cast<int>(f.integer("index", 1, 1 << 20, true, 0));
      r.link = f.hex("link", 64);
      break;
    case RequestType::kRematch:
      r.commit = f.hex("commit", 64, false);
      break;
    case RequestType::kChat:
      r.text = f.player_text("text", chat_problem);
      break;
    case RequestType::kMute:
      r.muted = f.boolean("muted", true);
      break;
    default:
      break;
  }
}

}  // namespace

std::string_view request_word(RequestType type) {
  for (const auto& [t, word] : kRequestWords)
    if (t == type) return word;
  return "ping";
}

bool valid_name(std::string_view name) { return name_problem(name).empty(); }

std::string invite_link(std::string_view server_url, std::string_view code) {
  std::string scheme;
  if (server_url.substr(0, 5) == "ws://") scheme = "http://";
  else if (server_url.substr(0, 6) == "wss://") scheme = "https://";
  else return {};
  std::string_view rest = server_url.substr(scheme.size() - 2);
  rest = rest.substr(0, rest.find('/'));
  if (rest.empty()) return {};
  return scheme + std::string(rest) + "/" + std::string(code);
}

Result<TimeControl> parse_time_control(std::string_view text) {
  const auto bad = [&] {
    return make_error("'" + printable(text.substr(0, 16)) +
                      "': expected untimed, minutes+seconds (10+5) or days a turn (3d)");
  };
  const auto number = [](std::string_view s, int* out) {
    if (s.empty() || s.size() > 4) return false;
    auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), *out);
    return ec == std::errc() && end == s.data() + s.size();
  };
  TimeControl control;
  if (text == "untimed") return control;
  if (!text.empty() && text.back() == 'd') {
    int days = 0;
    if (!number(text.substr(0, text.size() - 1), &days) || days < 1 || days > 14) return bad();
    control.kind = TimeControl::Kind::kDays;
    control.base_ms = std::int64_t{days} * 86'400'000;
    return control;
  }
  const auto plus = text.find('+');
  int minutes = 0, seconds = 0;
  if (plus == std::string_view::npos || !number(text.substr(0, plus), &minutes) ||
      !number(text.substr(plus + 1), &seconds) || minutes < 1 || minutes > 180 || seconds < 0 || seconds > 180)
    return bad();
  control.kind = TimeControl::Kind::kFischer;
  control.base_ms = std::int64_t{minutes} * 60'000;
  control.increment_ms = std::int64_t{seconds} * 1000;
  return control;
}

std::string format_time_control(const TimeControl& control) {
  switch (control.kind) {
    case TimeControl::Kind::kUntimed: return "untimed";
    case TimeControl::Kind::kDays: return std::to_string(control.base_ms / 86'400'000) + "d";
    case TimeControl::Kind::kFischer:
      return std::to_string(control.base_ms / 60'000) + "+" + std::to_string(control.increment_ms / 1000);
  }
  return "untimed";
}

Parsed parse_request(std::string_view text) {
  Parsed out;
  if (text.size() > kMaxMessageBytes) {
    out.refusal = {ErrorCode::kTooLarge, "a message may have at most " + std::to_string(kMaxMessageBytes) + " bytes", {}};
    return out;
  }
  json object = json::parse(text, nullptr, false);
  if (object.is_discarded() || !object.is_object()) {
    out.refusal = {ErrorCode::kBadJson, "a message must be one JSON object", {}};
    return out;
  }
  std::string id;
  if (auto it = object.find("id"); it != object.end()) {
    std::size_t id_chars = 0;
    const bool fits = it->is_number_integer() ||
                      (it->is_string() && printable_utf8(it->get_ref<const std::string&>(), &id_chars) &&
                       id_chars <= kMaxIdChars);
    if (!fits) {
      out.refusal = {ErrorCode::kBadField, "'id' must be an integer or a string of at most 64 characters", {}};
      return out;
    }
    id = it->dump();
  }
  auto type_it = object.find("type");
  if (type_it == object.end() || !type_it->is_string()) {
    out.refusal = {ErrorCode::kBadField, "'type' is missing", id};
    return out;
  }
  const auto& word = type_it->get_ref<const std::string&>();
  Request request;
  bool known = false;
  for (const auto& [t, w] : kRequestWords)
    if (w == word) {
      request.type = t;
      known = true;
    }
  if (!known) {
    out.refusal = {ErrorCode::kUnknownType, "no request is called '" + printable(word.substr(0, 32)) + "'", id};
    return out;
  }
  request.id = id;
  try {
    read_fields(request, Fields(object));
  } catch (const FieldError& e) {
    out.refusal = {ErrorCode::kBadField, std::string(word) + ": " + e.reason, id};
    return out;
  }
  out.request = std::move(request);
  return out;
}

std::string encode_request(const Request& r) {
  json j;
  j["type"] = std::string(request_word(r.type));
  if (!r.id.empty()) j["id"] = json::parse(r.id, nullptr, false);
  switch (r.type) {
    case RequestType::kHello:
      j["protocol"] = r.protocol;
      if (!r.client.empty()) j["client"] = r.client;
      if (r.turn_lists) j["turn_lists"] = true;
      if (r.views) j["views"] = true;
      if (!r.language.empty()) j["language"] = r.language;
      break;
    case RequestType::kList:
      if (r.follow) j["follow"] = true;
      break;
    case RequestType::kCreate:
      j["name"] = r.name;
      j["game"] = r.game;
      if (!r.variant.empty()) j["variant"] = r.variant;
      j["seat"] = r.seat == SeatChoice::kFirst ? "first" : r.seat == SeatChoice::kSecond ? "second" : "random";
      j["clock"] = format_time_control(r.clock);
      j["listed"] = r.listed;
      if (!r.commit.empty()) j["commit"] = r.commit;
      break;
    case RequestType::kJoin:
      j["name"] = r.name;
      j["code"] = r.code;
      if (!r.commit.empty()) j["commit"] = r.commit;
      if (!r.token.empty()) j["token"] = r.token;
      break;
    case RequestType::kWatch:
      j["code"] = r.code;
      if (r.after > 0) j["after"] = r.after;
      break;
    case RequestType::kInvite: j["code"] = r.code; break;
    case RequestType::kTurns:
      j["ply"] = r.ply;
      if (r.from > 0) j["from"] = r.from;
      break;
    case RequestType::kDescribe:
      j["game"] = r.game;
      if (!r.variant.empty()) j["variant"] = r.variant;
      break;
    case RequestType::kStep:
      j["ply"] = r.ply;
      j["path"] = r.path;
      break;
    case RequestType::kResume:
      j["token"] = r.token;
      if (r.after > 0) j["after"] = r.after;
      break;
    case RequestType::kTurn:
      j["turn"] = r.turn;
      j["ply"] = r.ply;
      break;
    case RequestType::kReveal:
      j["index"] = r.index;
      j["link"] = r.link;
      break;
    case RequestType::kRematch:
      if (!r.commit.empty()) j["commit"] = r.commit;
      break;
    case RequestType::kChat: j["text"] = r.text; break;
    case RequestType::kMute: j["muted"] = r.muted; break;
    default: break;
  }
  return j.dump();
}

}  // namespace djed::online
