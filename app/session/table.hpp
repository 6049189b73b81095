#pragma once
// Table: where a game is played, and so what the player here may do besides
// what the rules allow, and where that player's requests go. Two kinds:
// - LocalTable: this computer. Take-backs, the dice thrown here, help at
//   any time, a draw offered to the computer (answered at once) or between
//   the players at this screen.
// - OnlinePlay (online_play.hpp): a djed-server. A turn only while the game
//   is under way and the server hears; no take-backs (the server's game is
//   the game), the dice from both players' links, no help while the game is
//   live; resign and draws go to the server.
// The screen asks its table and never which kind it is.
#include <cstdint>

namespace djed::session {

class GameSession;

class Table {
 public:
  // What the game waits for besides its rules.
  enum class Wait : std::uint8_t {
    kNothing,
    kOpponent,    // a seat nobody has taken yet
    kConnection,  // the server, whose connection is down
  };
  virtual ~Table() = default;

  virtual Wait waiting() const = 0;
  // The player here may act on the session now (the rules decide what).
  bool open() const { return waiting() == Wait::kNothing; }
  // Undo and redo.
  virtual bool takes_back() const = 0;
  // The dice thrown here, by a click or a computer seat (else they come from outside).
  virtual bool throws_here() const = 0;
  // Hints, analysis and reviews while the game is not over.
  virtual bool helps_while_live() const = 0;

  // The player here may resign, or offer a draw, now.
  virtual bool may_resign() const = 0;
  virtual bool may_offer_draw() const = 0;
  // A draw is offered to the player here, who may answer it.
  virtual bool draw_to_answer() const = 0;
  virtual void resign() = 0;
  // True when the offer was accepted at once (by the computer).
  virtual bool offer_draw() = 0;
  virtual void answer_draw(bool accept) = 0;
  // The player here has acted on the session (a turn may be complete).
  virtual void played() = 0;
};

// This computer's table: the session alone decides.
class LocalTable final : public Table {
 public:
  void set_session(GameSession* session) {
    session_ = session;
    offered_ = false;
  }
  Wait waiting() const override { return Wait::kNothing; }
  bool takes_back() const override { return true; }
  bool throws_here() const override { return true; }
  bool helps_while_live() const override { return true; }
  bool may_resign() const override;
  bool may_offer_draw() const override;
  bool draw_to_answer() const override { return offered_; }
  void resign() override;
  bool offer_draw() override;
  void answer_draw(bool accept) override;
  void played() override {}

 private:
  GameSession* session_ = nullptr;
  bool offered_ = false;  // between two players at this screen: the other answers
};

}  // namespace djed::session
