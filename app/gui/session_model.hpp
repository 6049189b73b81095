#pragma once
// SessionModel: the game screen's view of a GameSession for QML. It mirrors
// the session in properties and two list models and turns QML's clicks into
// session calls; the session's Driver (app/session) throws the computer's
// dice, runs its search off the GUI thread and plays its turns, on Qt
// timers (QtExecutor).
#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>

#include "board_model.hpp"
#include "djed/solved_game.hpp"
#include "djed/types.hpp"
#include "piece_model.hpp"
#include "driver.hpp"
#include "history_model.hpp"
#include "online_model.hpp"
#include "table.hpp"
#include "review_model.hpp"
#include "rules_page_model.hpp"
#include "qt_executor.hpp"

namespace djed::session {
class GameSession;
}

namespace djed::gui {

class SessionModel : public QObject {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Started by the GameLauncher")
  Q_PROPERTY(QString gameId READ game_id CONSTANT)
  // Names and texts follow the language: NOTIFY changed, not CONSTANT.
  Q_PROPERTY(QString gameName READ game_name NOTIFY changed)
  // The game's own words for the throw button ("Throw the sticks"); "" for
  // the app's.
  Q_PROPERTY(QString throwLabel READ throw_label NOTIFY changed)
  // The game's rules page (Markdown), as the plugin ships it.
  Q_PROPERTY(QString rulesText READ rules_text NOTIFY changed)
  // The rules page in parts: rows of kind "text" (text) and "board"
  // (variant, position, marks) for the board diagrams (djed/rules_page.hpp).
  Q_PROPERTY(RulesPageModel* rulesSections READ rules_sections CONSTANT)
  Q_PROPERTY(int rows READ rows CONSTANT)
  Q_PROPERTY(int cols READ cols CONSTANT)
  Q_PROPERTY(BoardModel* board READ board CONSTANT)
  Q_PROPERTY(PieceModel* pieces READ pieces CONSTANT)
  // Per side {name, colour, player: "human" or a computer level, remote: the
  // name of a player elsewhere ("" for none), online: the player's name in an
  // online game, you: whether that player is the one here}.
  Q_PROPERTY(QVariantList sides READ sides NOTIFY changed)
  // Who plays each side: "human" or a computer level.
  Q_PROPERTY(QStringList seats READ seats CONSTANT)
  Q_PROPERTY(QString status READ status NOTIFY changed)
  Q_PROPERTY(bool over READ over NOTIFY changed)
  Q_PROPERTY(bool thinking READ thinking NOTIFY changed)
  Q_PROPERTY(bool humanToAct READ human_to_act NOTIFY changed)
  Q_PROPERTY(bool humanThrows READ human_throws NOTIFY changed)
  Q_PROPERTY(int sideToMove READ side_to_move NOTIFY changed)
  // The dice of the state; between throws, the last throw (so that the
  // computer's stays in view after its turn), with lastThrowSide.
  Q_PROPERTY(QVariantList dice READ dice NOTIFY changed)
  // Whose throw the dice show when it is not the state's own: a side, or -1
  // when they are the throw of the turn under way (or none).
  Q_PROPERTY(int lastThrowSide READ last_throw_side NOTIFY changed)
  // The actions offered as buttons: {text} each, in the game's words.
  Q_PROPERTY(QVariantList buttons READ buttons NOTIFY changed)
  // Per side {count, label} of the pieces it may bring in; empty in games
  // without reserves.
  Q_PROPERTY(QVariantList reserves READ reserves NOTIFY changed)
  Q_PROPERTY(bool reserveSelected READ reserve_selected NOTIFY changed)
  Q_PROPERTY(QString position READ position NOTIFY changed)
  Q_PROPERTY(int turnsPlayed READ turns_played NOTIFY changed)
  // Whether any side has moved yet (a throw alone is no move).
  Q_PROPERTY(bool anythingPlayed READ anything_played NOTIFY changed)
  // What the last turn took, converted or pushed away, in the game's words
  // ("... conquers the Brown High Priest on c4: it changes sides ..."); "" for nothing.
  Q_PROPERTY(QString lastCapture READ last_capture NOTIFY changed)
  // Why the last click on a piece did nothing ("The piece on 19 cannot move
  // now. Light: move one of your pawns."); "" after any other click.
  Q_PROPERTY(QString clickNotice READ click_notice NOTIFY changed)
  // The turns so far: rows of number, side, turnText and tooltip (in words).
  Q_PROPERTY(HistoryModel* history READ history CONSTANT)
  // Looking back: the turns the board shows while reviewing (ReviewModel).
  Q_PROPERTY(ReviewModel* review READ review CONSTANT)
  Q_PROPERTY(bool canUndo READ can_undo NOTIFY changed)
  Q_PROPERTY(bool canRedo READ can_redo NOTIFY changed)
  Q_PROPERTY(bool canHint READ can_hint NOTIFY changed)
  Q_PROPERTY(bool hinting READ hinting NOTIFY changed)
  // The hint shown on the board, in words; "" for none.
  Q_PROPERTY(QString hintText READ hint_text NOTIFY changed)
  Q_PROPERTY(bool canResign READ can_resign NOTIFY changed)
  Q_PROPERTY(bool canOfferDraw READ can_offer_draw NOTIFY changed)
  // Whether the game knows draws by agreement at all (not with dice).
  Q_PROPERTY(bool drawsAllowed READ draws_allowed CONSTANT)
  // Whether the game throws dice (or the like): the screen keeps them a place.
  Q_PROPERTY(bool usesDice READ uses_dice CONSTANT)
  // Between two humans a draw offer waits for the other player's answer.
  Q_PROPERTY(bool drawOffered READ draw_offered NOTIFY changed)
  // The winner once the game is over (-1: a draw or not over).
  Q_PROPERTY(int winner READ winner NOTIFY changed)
  // The game's solved table: whether the game can be solved, whether its
  // table is read (the analysis, the exact hint), still being read, and
  // why its file was refused ("" when it was not).
  Q_PROPERTY(bool solvable READ solvable NOTIFY changed)
  Q_PROPERTY(bool tableLoaded READ table_loaded NOTIFY changed)
  Q_PROPERTY(bool tableLoading READ table_loading NOTIFY changed)
  Q_PROPERTY(QString tableProblem READ table_problem NOTIFY changed)
  // The analysis: every choice of the human to move marked with its exact
  // value (BoardModel's valueKind, valueTurns, valueText; the buttons' value).
  Q_PROPERTY(bool analysis READ analysis WRITE setAnalysis NOTIFY changed)
  // Where a finished game was thrown away: "Turn 7: 8-13 let Dark win in 5
  // turns."; "" when the table does not say.
  Q_PROPERTY(QString lostTurnText READ lost_turn_text NOTIFY changed)
  // The online game this screen plays (null for a game on this computer):
  // the clocks, the chat, the other player's presence. While it is live,
  // undo, hint and analysis are off; resign and draws go to the server.
  Q_PROPERTY(OnlineModel* online READ online CONSTANT)

 public:
  explicit SessionModel(std::unique_ptr<session::GameSession> session, QObject* parent = nullptr);
  // The game of an online model, followed as the server's events come: the
  // session the model keeps may be replaced (a rematch, the server's game
  // taking over), the screen stays.
  explicit SessionModel(OnlineModel* online, QObject* parent = nullptr);
  ~SessionModel() override;

  QString game_id() const;
  QStringList seats() const;
  QString rules_text() const;
  RulesPageModel* rules_sections() { return &rules_page_; }
  // Marks the cells of these labels as a hint marks a turn's cells (the
  // rules page's diagrams point at squares so).
  Q_INVOKABLE void markCells(const QStringList& labels);
  QString game_name() const;
  int rows() const;
  int cols() const;
  BoardModel* board() { return &board_; }
  PieceModel* pieces() { return &pieces_; }
  QVariantList sides() const;
  QString status() const;
  bool over() const;
  // The computer's search runs, or its turn is being played out.
  bool thinking() const;
  bool human_to_act() const;
  bool human_throws() const;
  QString throw_label() const;
  int side_to_move() const;
  QVariantList dice() const;
  int last_throw_side() const;
  QVariantList buttons() const;
  QVariantList reserves() const;
  bool reserve_selected() const;
  QString position() const;
  int turns_played() const;
  bool anything_played() const;
  QString last_capture() const;
  QString click_notice() const;
  HistoryModel* history() { return &history_; }
  ReviewModel* review() { return &review_; }
  bool can_undo() const;
  bool can_redo() const;
  bool can_hint() const;
  bool hinting() const;
  QString hint_text() const;
  bool can_resign() const;
  bool can_offer_draw() const;
  bool draws_allowed() const;
  bool uses_dice() const;
  bool draw_offered() const;
  int winner() const;
  bool solvable() const { return solvable_; }
  bool table_loaded() const;
  bool table_loading() const { return table_loading_ && !table_loaded(); }
  QString table_problem() const { return table_problem_; }
  bool analysis() const;
  void setAnalysis(bool on);
  QString lost_turn_text() const { return lost_turn_text_; }
  OnlineModel* online() const { return online_; }
  // What the launcher knows of the game's table: solvable at all, being
  // read, refused (with the reason).
  void set_table_state(bool solvable, bool loading, const QString& problem);
  // The table, once read; taken into the session as soon as no search runs.
  void set_solved(std::shared_ptr<const solve::SolvedGame> solved);
  // How fast the computer's throws and moves follow each other (0: at once).
  void set_animation_scale(double scale);
  // Every text again in the language now chosen.
  void retranslate();
  // The Qt-free session, for the launcher (saving, autosave).
  const session::GameSession& game() const { return *session_; }
  // A turn written in the game's notation, played for the side to move
  // whoever plays it (a puzzle's defence); false when it is not legal here.
  bool play_scripted(const std::string& turn);
  // Actions in the game's action notation, separated by spaces, played for
  // the human to act one by one (`djed --actions`: a turn shown half made);
  // the first that is not legal here stops them, with the reason (in
  // English, as the command line's errors are).
  QString play_actions(const std::string& actions);
  // Shows `turn` of the side to move on the board as a hint shows one (a
  // lesson's or a puzzle's answer); false when it is not legal here.
  bool show_turn(const Turn& turn);

  // A click on a cell; `spot` is the column within a spanning cell or -1.
  Q_INVOKABLE void clickCell(int cellId, int spot = -1);
  Q_INVOKABLE void clickReserve(int side);
  // Lets go of the selected piece; false when none was selected.
  Q_INVOKABLE bool deselect();
  Q_INVOKABLE void pressButton(int index);
  Q_INVOKABLE void throwDice();
  Q_INVOKABLE void undo();
  Q_INVOKABLE void redo();
  // Searches the hard level's turn (with the table: the perfect player's)
  // on a worker thread and shows it, with its exact value when known.
  Q_INVOKABLE void hint();
  Q_INVOKABLE void resign();
  // Against the computer: true when it accepts. Between humans: the offer
  // waits (drawOffered) for answerDraw().
  Q_INVOKABLE bool offerDraw();
  Q_INVOKABLE void answerDraw(bool accept);

 signals:
  void changed();
  // A turn was completed, taken back or the game ended: what a record keeps
  // has changed (the launcher autosaves).
  void recordChanged();
  // Something players hear: "move", "capture", "dice" or "end".
  void sound(const QString& kind);
  // Online, the other player moved and it is this player's turn: a window
  // in the background asks for attention.
  void yourTurn();

 private:
  void refresh(const ActionView* moved = nullptr);
  // Online: the turns the screen has shown, to tell the other player's news from a replay.
  int online_turns_shown_ = 0;
  QString text(const Message& message) const;
  // What the driver did: shown on the board, heard.
  void on_driver(const session::Driver::Change& change);
  void clear_hint();
  // `turn` drawn on the board and said in words as the hint, with its exact value when known.
  void set_hint(const Turn& turn, std::optional<solve::Outcome> value);
  // The review began, moved or ended: the board shows the turn or the game.
  void on_review();
  void show_review();
  // What the game review reads, and the grades it gave kept in the record.
  ReviewModel::Source review_source() const;
  QString side_name(int side) const;
  // The review's words of a side: its name (`phrase` nullptr), or the game's
  // djed.side.* phrase `phrase` of it with `rest` as {2}.
  QString side_text(int side, const char* phrase, const QString& rest) const;
  void keep_grades();
  bool busy() const;
  // The analysis' values on the board: the selected piece's destinations,
  // else the pieces that may move.
  std::vector<BoardHighlights::CellValue> cell_values() const;
  void update_lost_turn();
  // Shows `session` (a new game or the first): the board, the driver.
  void bind(std::shared_ptr<session::GameSession> session);
  // An event came from the server: the session moved on, or was replaced.
  void follow_online();
  // Where the game is played: this computer or a server (table.hpp). The
  // screen asks it what the player here may do besides what the rules allow.
  const session::Table& table() const;
  session::Table& table();
  // Help that reads the game ahead (hints, analysis, reviews) may be given now.
  bool helps_now() const;

  std::shared_ptr<session::GameSession> owned_;  // a game here, or the online game's
  session::GameSession* session_ = nullptr;      // owned_
  OnlineModel* online_ = nullptr;
  BoardModel board_;
  PieceModel pieces_;
  session::LocalTable local_table_;  // the table of a game on this computer
  std::vector<ActionView> hint_views_;  // marked on the board: a hint
  // Cells marked for as long as no hint is shown (a rules diagram's, a lesson's).
  std::vector<ActionView> marked_;
  // The hint in words, kept as messages so that it follows the language.
  struct HintWords {
    std::vector<Message> actions;
    std::optional<solve::Outcome> value;
  };
  std::optional<HintWords> hint_words_;
  HistoryModel history_;
  RulesPageModel rules_page_;
  ReviewModel review_;  // after history_, which it counts
  std::vector<int> arrivals_;  // cells the last turn filled without a move there (highlighted with it)
  int recorded_turns_ = -1;  // turns_played at the last recordChanged
  bool recorded_over_ = false;
  bool solvable_ = false;
  bool table_loading_ = false;
  QString table_problem_;
  std::shared_ptr<const solve::SolvedGame> pending_solved_;  // waits for the search to end
  QString lost_turn_text_;
  // A click on a piece that could not move: where, whose, and why.
  struct Notice {
    enum Reason { kNone, kNotTheirTurn, kNoMoveWithThrow, kNoMove } reason = kNone;
    std::string cell;
    int owner = 0;
  };
  Notice notice_;
  std::vector<DieView> last_throw_;  // the last dice the state showed
  int last_throw_side_ = -1;
  QtExecutor executor_{this};
  std::unique_ptr<session::Driver> driver_;  // after session_: goes first
};

}  // namespace djed::gui
