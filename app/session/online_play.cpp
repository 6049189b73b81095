#include "online_play.hpp"

#include <cstdint>
#include <random>
#include <sstream>

namespace djed::session {

OnlinePlay::OnlinePlay(FindGame find_game, Send send)
    : find_game_(find_game), send_(std::move(send)), client_(std::move(find_game)) {}

OnlinePlay::~OnlinePlay() = default;

namespace {

// A seat token of the client's own choosing (16 random bytes, hexadecimal):
// a join sent again with it is answered with the seat it took.
std::string seat_token() {
  std::random_device device;
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string token;
  for (int i = 0; i < 4; ++i) {
    const std::uint32_t word = device();
    for (int k = 0; k < 8; ++k) token += kDigits[(word >> (4 * k)) & 0xf];
  }
  return token;
}

std::string hello(const std::string& client) {
  online::Request r;
  r.type = online::RequestType::kHello;
  r.protocol = online::kProtocolVersion;
  r.client = client;
  return online::encode_request(r);
}

}  // namespace

void OnlinePlay::open(const online::Request& request) {
  online::Request r = request;
  if (r.type == online::RequestType::kCreate || r.type == online::RequestType::kJoin) {
    // A join does not know the game yet: a commitment costs nothing where no dice are thrown.
    auto game = find_game_ ? find_game_(r.game) : nullptr;
    if (r.type == online::RequestType::kJoin || (game && game->info().uses_dice)) {
      chain_ = online::DiceChain::random();
      r.commit = chain_->commitment();
    }
  }
  if (r.type == online::RequestType::kJoin && r.token.empty()) r.token = seat_token();
  send_opening(r);
}

bool OnlinePlay::opening_unanswered() const {
  return opening_ && opening_->type != online::RequestType::kResume && client_.token().empty() &&
         client_.code().empty();
}

void OnlinePlay::send_opening(const online::Request& request) {
  opening_ = request;
  opened_ = false;
  send_(hello(client_name_));
  send_(online::encode_request(request));
}

void OnlinePlay::reopen() {
  revealed_ = 0;
  sent_ply_ = -1;
  // The create, join or watch again as it was: a join's token and
  // commitment name the seat it took, should it have been taken after all.
  if (opening_unanswered()) return send_opening(*opening_);
  online::Request r;
  if (client_.side() >= 0) {
    r.type = online::RequestType::kResume;
    r.token = client_.token();
  } else {
    r.type = online::RequestType::kWatch;
    r.code = client_.code();
  }
  r.after = client_.number();
  send_opening(r);
}

online::Received OnlinePlay::receive(std::string_view text) {
  const auto kind = client_.receive(text);
  if (kind == online::Received::kSeated || kind == online::Received::kWatching) opened_ = true;
  if (kind == online::Received::kEvent || kind == online::Received::kSeated || kind == online::Received::kWatching) sync();
  if (kind == online::Received::kError && client_.error_code() == "stale-turn") sent_ply_ = -1;
  if (kind == online::Received::kError && client_.error_code() == "illegal-turn") {
    // The server's game is the game: what was played here goes back to it.
    session_.reset();
    sync();
  }
  reveal_if_asked();
  played();
  return kind;
}

void OnlinePlay::sync() {
  const GameRecord* record = client_.record();
  if (record == nullptr || client_.game() == nullptr) return;
  const auto& wanted = record->actions();
  // A seat nobody has taken yet is "-" (a record names every seat).
  const auto seat_name = [&](int side) {
    const std::string& name = client_.names()[static_cast<std::size_t>(side)];
    return name.empty() ? std::string("-") : name;
  };
  const auto matches = [&] {
    if (!session_ || session_game_ != client_.game_id()) return false;
    // The other player's name arrives when they join: the seat takes it.
    for (int side = 0; side < 2; ++side) {
      const Seat& seat = session_->config().seats[static_cast<std::size_t>(side)];
      if (seat.is_remote() && seat.name != seat_name(side)) return false;
    }
    const auto& have = session_->record().actions();
    // What was played here may run ahead of the server (a turn not yet
    // confirmed), never beside it.
    const std::size_t common = std::min(have.size(), wanted.size());
    return std::equal(wanted.begin(), wanted.begin() + static_cast<std::ptrdiff_t>(common), have.begin());
  };
  if (!matches()) {
    SessionConfig config;
    config.game_id = client_.game()->info().id;
    config.variant = client_.variant();
    for (int side = 0; side < 2; ++side) {
      config.seats[static_cast<std::size_t>(side)] = side == client_.side() ? local_seat_ : Seat::remote(seat_name(side));
    }
    config.seed = seed_;
    config.throws = [] { return std::make_unique<OutsideThrows>(); };
    std::shared_ptr<const Game> game = find_game_(config.game_id);
    auto made = GameSession::create(game, config);
    if (!made) return;
    session_ = std::move(made).value();
    session_game_ = client_.game_id();
    sent_ply_ = -1;
  }
  // The server's actions the session has not played yet.
  for (std::size_t i = session_->record().actions().size(); i < wanted.size(); ++i) {
    const Action a = wanted[i];
    bool ok = false;
    if (session_->dice_due()) ok = session_->hand_in_throw(a);
    else if (session_->remote_to_act()) ok = session_->play_remote(a);
    else if (session_->human_to_act()) ok = session_->play(a).has_value();
    else if (session_->computer_to_act()) ok = session_->play_computer_action(a);
    if (!ok) {  // cannot happen with the same rules on both ends; start over from the server's game
      session_.reset();
      return sync();
    }
  }
  // An end the board does not show (resigned, on time, claimed, aborted).
  if (client_.over() && !session_->is_over()) session_->end_outside(client_.winner());
}

void OnlinePlay::reveal_if_asked() {
  const int index = client_.reveal_index();
  // Before the opening's answer the connection holds no seat: a node still
  // reading the game would refuse the reveal.
  if (index <= revealed_ || !chain_ || client_.side() < 0 || !opened_) return;
  revealed_ = index;
  online::Request r;
  r.type = online::RequestType::kReveal;
  r.index = index;
  r.link = chain_->link_hex(index);
  send_(online::encode_request(r));
}

void OnlinePlay::played() {
  const GameRecord* record = client_.record();
  if (!session_ || record == nullptr || !client_.my_turn() || client_.over() || !opened_) return;
  const auto& confirmed = record->actions();
  const auto& here = session_->record().actions();
  if (here.size() <= confirmed.size()) return;
  // A whole turn of this side, played here after the server's position.
  const std::size_t last = here.size() - 1;
  if (!session_->record().ends_turn()[last]) return;
  const int ply = record->turns_played();
  if (sent_ply_ == ply) return;
  const Turn turn(here.begin() + static_cast<std::ptrdiff_t>(confirmed.size()), here.end());
  online::Request r;
  r.type = online::RequestType::kTurn;
  r.turn = record->state().turn_to_string(turn);
  r.ply = ply;
  send_(online::encode_request(r));
  sent_ply_ = ply;
}

Table::Wait OnlinePlay::waiting() const {
  if (client_.over() || (session_ && session_->is_over())) return Wait::kNothing;
  // Nobody moves before both seats are taken, nor while the server does not hear.
  if (!client_.started()) return Wait::kOpponent;
  if (!connected_) return Wait::kConnection;
  return Wait::kNothing;
}

bool OnlinePlay::may_resign() const {
  const bool over = client_.over() || (session_ && session_->is_over());
  return !over && client_.started() && client_.side() >= 0 && connected_;
}

bool OnlinePlay::may_offer_draw() const {
  return may_resign() && client_.game() != nullptr && !client_.game()->info().uses_dice && client_.draw_offer() < 0;
}

bool OnlinePlay::draw_to_answer() const {
  const bool over = client_.over() || (session_ && session_->is_over());
  return client_.side() >= 0 && client_.draw_offer() == 1 - client_.side() && !over;
}

void OnlinePlay::answer_draw(bool accept) {
  if (draw_to_answer()) request(accept ? online::RequestType::kAcceptDraw : online::RequestType::kDeclineDraw);
}

void OnlinePlay::send_again() {
  // A node that could not store games refused the opening itself: nothing
  // else is due before it is answered (the hello was, once a connection).
  if (opening_ && !opened_) {
    send_(online::encode_request(*opening_));
    return;
  }
  revealed_ = 0;
  sent_ply_ = -1;
  reveal_if_asked();
  played();
}

void OnlinePlay::request(online::RequestType type, const std::string& text) {
  online::Request r;
  r.type = type;
  if (type == online::RequestType::kChat) r.text = text;
  if (type == online::RequestType::kMute) r.muted = text != "off";
  if (type == online::RequestType::kRematch && client_.game() && client_.game()->info().uses_dice) {
    chain_ = online::DiceChain::random();
    r.commit = chain_->commitment();
  }
  send_(online::encode_request(r));
}

std::string OnlinePlay::seat_text() const {
  std::ostringstream out;
  out << client_.token() << ' ' << client_.code() << ' ' << client_.side() << ' '
      << (chain_ ? online::to_hex(chain_->secret()) : std::string("-"));
  return out.str();
}

Result<void> OnlinePlay::restore(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::string token, code, secret;
  int side = -1;
  online::Digest digest{};
  if (!(in >> token >> code >> side >> secret) || token.size() != 32 || (side != 0 && side != 1) ||
      (secret != "-" && !online::from_hex(secret, &digest)))
    return make_error("not a seat: expected a token, a code, a side and a dice secret");
  const std::string seated = R"({"type":"seated","game":"-","code":")" + code + R"(","token":")" + token +
                             R"(","side":)" + std::to_string(side) + "}";
  if (client_.receive(seated) != online::Received::kSeated) return make_error("not a seat: " + client_.problem());
  chain_.reset();
  if (secret != "-") chain_.emplace(digest);
  return {};
}

}  // namespace djed::session
