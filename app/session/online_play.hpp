#pragma once
// OnlinePlay: one game on a djed-server as this screen plays it, without Qt
// (docs/protocol.md). The server's events are rebuilt into a ClientGame and
// handed to a GameSession whose other seat is remote and whose dice come
// from outside, so the game screen shows an online game like any other; a
// turn the player here completes on the session is sent to the server, the
// dice links are revealed when asked, and after a lost connection the seat
// is resumed from the last event seen. The transport is the caller's: text
// frames in (receive) and out (the Send function), and it says whether the
// connection is up (set_connected). It is the game's Table (table.hpp): what
// the player here may do online is decided here, not by the screen.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "djed/online/client_game.hpp"
#include "djed/online/dice.hpp"
#include "djed/online/protocol.hpp"
#include "game_session.hpp"
#include "table.hpp"

namespace djed::session {

class OnlinePlay final : public Table {
 public:
  using Send = std::function<void(const std::string&)>;
  using FindGame = online::ClientGame::FindGame;

  OnlinePlay(FindGame find_game, Send send);
  ~OnlinePlay() override;
  // The name the hello gives the server for its log ("djed" by default).
  void set_client_name(std::string name) { client_name_ = std::move(name); }
  // The seat of the player here: a human who acts on the session (the app,
  // djed-cli at a terminal; the default), or the computer (djed-cli
  // --level): a Driver on the session searches and plays its turn as it
  // does offline, and played() sends it. `seed`: its search's.
  void set_local_seat(Seat seat, std::uint64_t seed = 0) {
    local_seat_ = std::move(seat);
    seed_ = seed;
  }

  // The first request of a connection: hello, then create, join or watch
  // (`request` without hello), or a resume when a seat is known already.
  // A create or join for a game with dice gets this seat's commitment; a
  // join, a token of this client's own.
  void open(const online::Request& request);
  // After a lost connection, on the new one: hello and resume (or watch
  // again) from the last event seen; a create, join or watch not answered
  // yet is sent again as it was (the server answers a join with the seat it
  // took, if it did; a create whose answer was lost leaves an open game
  // behind, which expires).
  void reopen();
  // A create, join or watch was sent and neither a seat nor the game
  // watched has come back yet.
  bool opening_unanswered() const;

  // A message from the server. Returns what it was; an error leaves the
  // game as it was (error_code()/problem() say why).
  online::Received receive(std::string_view text);
  const std::string& error_code() const { return client_.error_code(); }
  const std::string& problem() const { return client_.problem(); }

  // The game as a session, once the server has said which game it is;
  // the player here acts on it (clicks, buttons), then calls played().
  GameSession* session() { return session_.get(); }
  // The same, shared: a screen keeps the session it shows alive after the
  // game was replaced or left, until it lets go.
  std::shared_ptr<GameSession> shared_session() const { return session_; }
  const online::ClientGame& client() const { return client_; }
  int side() const { return client_.side(); }
  // Sends the turn the player here has completed on the session, if any.
  void played() override;

  // ---- the table (table.hpp) ----
  // Whether the transport's connection is up (the server hears).
  void set_connected(bool connected) { connected_ = connected; }
  Wait waiting() const override;
  bool takes_back() const override { return false; }  // the server's game is the game
  bool throws_here() const override { return false; }  // from both players' dice links
  bool helps_while_live() const override { return false; }  // it would help one player
  bool may_resign() const override;
  bool may_offer_draw() const override;
  bool draw_to_answer() const override;
  void resign() override { request(online::RequestType::kResign); }
  bool offer_draw() override {
    request(online::RequestType::kOfferDraw);
    return false;  // the other player answers
  }
  void answer_draw(bool accept) override;
  // Sends again what is due from this seat, after the server refused it
  // unread (rate-limited) or could not store it (busy): the connection's
  // opening request until it is answered with a seat or a game to watch,
  // then a turn or a dice link. The caller waits a moment first.
  void send_again();

  // Requests of a seat: resign, draw offer and answer, abort, claim,
  // rematch (with a new commitment), chat, mute.
  void request(online::RequestType type, const std::string& text = {});

  // The seat as a line of text (token, code, side, dice secret), to keep
  // where a restarted program finds it; restore() reads it back before
  // open()/reopen().
  std::string seat_text() const;
  Result<void> restore(std::string_view text);

 private:
  // Brings the session to where the server's game stands: rebuilt when it
  // differs from what was played here.
  void sync();
  // Hello and the connection's first request, kept to send again.
  void send_opening(const online::Request& request);
  void reveal_if_asked();
  std::string commitment_for(const std::string& game_id);

  FindGame find_game_;
  Send send_;
  online::ClientGame client_;
  std::optional<online::DiceChain> chain_;
  std::shared_ptr<GameSession> session_;
  std::string session_game_;  // the server's id of the game the session shows
  std::string client_name_ = "djed";
  Seat local_seat_ = Seat::human();
  std::uint64_t seed_ = 0;
  // This connection's create, join, watch or resume, and whether the
  // server has answered it (seated, watching) yet.
  std::optional<online::Request> opening_;
  bool opened_ = false;
  int revealed_ = 0;
  int sent_ply_ = -1;
  bool connected_ = false;
};

}  // namespace djed::session
