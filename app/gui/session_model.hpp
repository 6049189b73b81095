#pragma once
// SessionModel: the game screen's view of a GameSession for QML. It mirrors
// the session in properties and two list models, turns QML's clicks into
// session calls, throws the computer's dice and runs the computer's search
// on a worker thread (stopped and joined when the model goes away).
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <atomic>
#include <memory>
#include <thread>

#include "board_model.hpp"
#include "piece_model.hpp"

namespace djed::session {
class GameSession;
}

namespace djed::gui {

class SessionModel : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Started by the GameLauncher")
  Q_PROPERTY(QString gameId READ game_id CONSTANT)
  Q_PROPERTY(QString gameName READ game_name CONSTANT)
  // The game's rules page (Markdown), as the plugin ships it.
  Q_PROPERTY(QString rulesText READ rules_text CONSTANT)
  Q_PROPERTY(int rows READ rows CONSTANT)
  Q_PROPERTY(int cols READ cols CONSTANT)
  Q_PROPERTY(BoardModel* board READ board CONSTANT)
  Q_PROPERTY(PieceModel* pieces READ pieces CONSTANT)
  Q_PROPERTY(QVariantList sides READ sides CONSTANT)
  // Who plays each side: "human" or a computer level.
  Q_PROPERTY(QStringList seats READ seats CONSTANT)
  Q_PROPERTY(QString status READ status NOTIFY changed)
  Q_PROPERTY(bool over READ over NOTIFY changed)
  Q_PROPERTY(bool thinking READ thinking NOTIFY changed)
  Q_PROPERTY(bool humanToAct READ human_to_act NOTIFY changed)
  Q_PROPERTY(bool humanThrows READ human_throws NOTIFY changed)
  Q_PROPERTY(int sideToMove READ side_to_move NOTIFY changed)
  Q_PROPERTY(QVariantList dice READ dice NOTIFY changed)
  // The actions offered as buttons: {text} each, in the game's words.
  Q_PROPERTY(QVariantList buttons READ buttons NOTIFY changed)
  // Per side {count, label} of the pieces it may bring in; empty in games
  // without reserves.
  Q_PROPERTY(QVariantList reserves READ reserves NOTIFY changed)
  Q_PROPERTY(bool reserveSelected READ reserve_selected NOTIFY changed)
  Q_PROPERTY(QString position READ position NOTIFY changed)
  Q_PROPERTY(QString lastTurn READ last_turn NOTIFY changed)

 public:
  explicit SessionModel(std::unique_ptr<session::GameSession> session, QObject* parent = nullptr);
  ~SessionModel() override;

  QString game_id() const;
  QStringList seats() const;
  QString rules_text() const;
  QString game_name() const;
  int rows() const;
  int cols() const;
  BoardModel* board() { return &board_; }
  PieceModel* pieces() { return &pieces_; }
  QVariantList sides() const;
  QString status() const;
  bool over() const;
  bool thinking() const { return thinking_; }
  bool human_to_act() const;
  bool human_throws() const;
  int side_to_move() const;
  QVariantList dice() const;
  QVariantList buttons() const;
  QVariantList reserves() const;
  bool reserve_selected() const;
  QString position() const;
  QString last_turn() const;

  // A click on a cell; `spot` is the column within a spanning cell or -1.
  Q_INVOKABLE void clickCell(int cellId, int spot = -1);
  Q_INVOKABLE void clickReserve(int side);
  Q_INVOKABLE void pressButton(int index);
  Q_INVOKABLE void throwDice();

 signals:
  void changed();

 private:
  void refresh(const ActionView* moved = nullptr);
  QString text(const Message& message) const;
  void advance();  // starts what is due next: the computer's dice or search
  void stop_thinking();

  std::unique_ptr<session::GameSession> session_;
  BoardModel board_;
  PieceModel pieces_;
  bool thinking_ = false;
  std::atomic<bool> stop_{false};
  std::thread worker_;
};

}  // namespace djed::gui
