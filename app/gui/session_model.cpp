#include "session_model.hpp"

#include <cmath>
#include <QTimer>

#include "djed/rules_page.hpp"
#include <QVariantMap>
#include <algorithm>

#include "djed/text.hpp"
#include "djed/game_record.hpp"
#include "game_session.hpp"
#include "outcome_text.hpp"
#include "piece_images.hpp"
#include "plugin_text.hpp"

namespace djed::gui {

SessionModel::SessionModel(std::unique_ptr<session::GameSession> session, QObject* parent)
    : QObject(parent),
      owned_(std::move(session)),
      review_([this] { return history_.rowCount(); }, [this] { return !driver_->busy() || driver_->hinting(); },
              [this] { return helps_now(); }, [this] { return review_source(); }, [this](int side, const char* phrase, const QString& rest) { return side_text(side, phrase, rest); }) {
  connect(&review_, &ReviewModel::changed, this, &SessionModel::on_review);
  connect(&review_, &ReviewModel::reviewed, this, &SessionModel::keep_grades);
  bind(std::move(owned_));
}

SessionModel::SessionModel(OnlineModel* online, QObject* parent)
    : QObject(parent),
      online_(online),
      review_([this] { return history_.rowCount(); }, [this] { return !driver_->busy() || driver_->hinting(); },
              [this] { return helps_now(); }, [this] { return review_source(); }, [this](int side, const char* phrase, const QString& rest) { return side_text(side, phrase, rest); }) {
  connect(&review_, &ReviewModel::changed, this, &SessionModel::on_review);
  connect(&review_, &ReviewModel::reviewed, this, &SessionModel::keep_grades);
  connect(online_, &OnlineModel::gameChanged, this, &SessionModel::follow_online);
  connect(online_, &OnlineModel::changed, this, &SessionModel::changed);
  // While the connection is down the status counts down to the next try.
  connect(online_, &OnlineModel::ticked, this, [this] {
    if (table().waiting() == session::Table::Wait::kConnection) emit changed();
  });
  bind(online_->play()->shared_session());
}

void SessionModel::bind(std::shared_ptr<session::GameSession> session) {
  driver_.reset();  // stops what it had pending on the session before
  owned_ = std::move(session);
  session_ = owned_.get();
  local_table_.set_session(session_);
  driver_ = std::make_unique<session::Driver>(*session_, executor_, session::Pacing{},
                                              [this](const session::Driver::Change& c) { on_driver(c); });
  board_.reset(session_->geometry(), session_->layout(), session_->info());
  pieces_.set_game(&session_->info());
  rules_page_.set_page(rules_text().toStdString());
  recorded_turns_ = -1;
  last_throw_side_ = -1;
  hint_views_.clear();
  hint_words_.reset();
  // A game taken up (a resume, a rematch) is no news: its turns so far make no sound.
  online_turns_shown_ = session_->turns_played();
  refresh();
  QTimer::singleShot(0, this, [this] { driver_->advance(); });
}

void SessionModel::follow_online() {
  auto now = online_->play() ? online_->play()->shared_session() : nullptr;
  if (now == nullptr) return;
  if (now.get() != session_) {
    if (review_.active()) review_.end();
    return bind(std::move(now));
  }
  refresh();
  // The other player's turn came in: heard, and the window asks for attention if it is behind others.
  const int turns = session_->turns_played();
  if (turns > online_turns_shown_ && human_to_act()) {
    emit sound("move");
    emit yourTurn();
  }
  online_turns_shown_ = turns;
  driver_->advance();
}

namespace {
// The table of an online game that has been left: nothing more is played on it.
class LeftTable final : public session::Table {
 public:
  Wait waiting() const override { return Wait::kConnection; }
  bool takes_back() const override { return false; }
  bool throws_here() const override { return false; }
  bool helps_while_live() const override { return false; }
  bool may_resign() const override { return false; }
  bool may_offer_draw() const override { return false; }
  bool draw_to_answer() const override { return false; }
  void resign() override {}
  bool offer_draw() override { return false; }
  void answer_draw(bool) override {}
  void played() override {}
};
LeftTable left_table;
}  // namespace

const session::Table& SessionModel::table() const { return const_cast<SessionModel*>(this)->table(); }
session::Table& SessionModel::table() {
  if (online_ == nullptr) return local_table_;
  return online_->play() != nullptr ? static_cast<session::Table&>(*online_->play()) : left_table;
}

bool SessionModel::helps_now() const { return table().helps_while_live() || session_->is_over(); }

// The driver first: it stops a search that reads the session.
SessionModel::~SessionModel() { driver_.reset(); }

bool SessionModel::busy() const { return driver_->busy(); }
bool SessionModel::thinking() const { return driver_->busy() && !driver_->hinting(); }
bool SessionModel::hinting() const { return driver_->hinting(); }
void SessionModel::set_animation_scale(double scale) { driver_->set_pacing(session::Pacing{}.scaled(scale)); }

void SessionModel::on_driver(const session::Driver::Change& change) {
  using Kind = session::Driver::Change::Kind;
  switch (change.kind) {
    case Kind::kThinking: emit changed(); return;
    case Kind::kThrown: emit sound("dice"); return refresh();
    case Kind::kPlayed: return refresh(&change.view);
    case Kind::kIdle: return refresh();
  }
}

QString SessionModel::game_id() const { return QString::fromStdString(session_->info().id); }

QString SessionModel::text(const Message& message) const { return plugin_text(session_->info(), message); }

QString SessionModel::rules_text() const {
  return plugin_rules(session_->info());
}

void SessionModel::markCells(const QStringList& labels) {
  marked_.clear();
  for (const Cell& c : session_->geometry().cells)
    if (labels.contains(QString::fromStdString(c.label))) {
      ActionView mark;
      mark.from = mark.to = c.id;
      mark.path = {c.id};
      marked_.push_back(mark);
    }
  refresh();
}

QStringList SessionModel::seats() const {
  QStringList out;
  for (const session::Seat& seat : session_->config().seats)
    out << (seat.is_computer() ? QString::fromStdString(seat.level) : QStringLiteral("human"));
  return out;
}
QString SessionModel::game_name() const {
  QString name = text(session_->info().display_name);
  for (const auto& v : session_->info().variants)
    if (v.id == session_->config().variant) name += QStringLiteral(" — ") + text(v.name);
  return name;
}
int SessionModel::rows() const { return static_cast<int>(std::ceil(session_->layout().height)); }
int SessionModel::cols() const { return static_cast<int>(std::ceil(session_->layout().width)); }

QVariantList SessionModel::sides() const {
  QVariantList list;
  for (int side = 0; side < 2; ++side) {
    const auto& info = session_->info().sides[static_cast<std::size_t>(side)];
    const auto& seat = session_->config().seats[static_cast<std::size_t>(side)];
    list.append(QVariantMap{{"name", text(info.name)},
                            {"colour", QString::fromStdString(info.colour)},
                            // The phrases of the side's name, "%1" where the rest goes.
                            {"phrases", side_phrase_map(side_phrases(session_->info(), side))},
                            {"player", seat.is_computer() ? QString::fromStdString(seat.level) : QStringLiteral("human")},
                            {"remote", seat.is_remote() ? QString::fromStdString(seat.name) : QString()},
                            // Online: the player's name, and whether it is the player here.
                            {"online", online_ ? online_->names().value(side) : QString()},
                            {"you", online_ != nullptr && online_->side() == side}});
  }
  return list;
}

QString SessionModel::status() const {
  if (review_.active())
    return review_.turn() == 0 ? tr("The start of the game.")
                               : tr("After turn %1 of %2.").arg(review_.turn()).arg(history_.rowCount());
  switch (table().waiting()) {
    case session::Table::Wait::kOpponent:
      return tr("Waiting for an opponent to join.");
    case session::Table::Wait::kConnection: {
      // Nothing can be played while the server does not hear: the status says so, not "move".
      const int next = online_ != nullptr ? online_->retry_seconds() : -1;
      return next > 0 ? tr("Reconnecting to the server: next try in %n s. The game waits until it is back.", "", next)
                      : tr("Reconnecting to the server… The game waits until it is back.");
    }
    case session::Table::Wait::kNothing:
      break;
  }
  return text(session_->status());
}

bool SessionModel::over() const { return session_->is_over(); }
// The rules say whose turn it is; the table whether the player here may act
// now (online: not before both seats are taken, nor while the server does not hear).
bool SessionModel::human_to_act() const { return session_->human_to_act() && table().open(); }
bool SessionModel::human_throws() const {
  const int side = session_->side_to_move();
  return table().throws_here() && session_->dice_due() && side >= 0 && session_->seat(side).is_human();
}
int SessionModel::side_to_move() const { return session_->side_to_move(); }

int SessionModel::last_throw_side() const { return session_->board().dice.empty() ? last_throw_side_ : -1; }

QVariantList SessionModel::dice() const {
  QVariantList list;
  std::vector<DieView> now = session_->board().dice;
  bool reviewing = false;
  if (review_.active()) {
    // The throw the turn shown was played with (none at the start).
    const StatePtr at = session_->state_at_turn(review_.turn());
    now = at ? at->board().dice : std::vector<DieView>{};
    reviewing = true;
  }
  for (const DieView& d : now.empty() && last_throw_side_ >= 0 && !reviewing ? last_throw_ : now)
    list.append(QVariantMap{{"name", text(d.name)},
                            {"value", d.value},
                            {"image", d.image.empty() ? QString() : piece_image_url(session_->info(), d.image)}});
  return list;
}

QVariantList SessionModel::buttons() const {
  QVariantList list;
  const auto& choices = session_->choices();
  const auto& values = session_->choice_values();
  for (const session::Choice& c : session_->buttons()) {
    QString value;
    for (std::size_t i = 0; i < choices.size() && i < values.size(); ++i)
      if (choices[i].action == c.action && values[i]) value = OutcomeText::words(*values[i]);
    list.append(QVariantMap{{"text", text(c.view.label)}, {"value", value}});
  }
  return list;
}

std::vector<BoardHighlights::CellValue> SessionModel::cell_values() const {
  std::vector<BoardHighlights::CellValue> out;
  const auto& choices = session_->choices();
  const auto& values = session_->choice_values();
  const int selected = session_->selected_cell();
  const auto pieces = session_->board().pieces;
  // The spot of the piece on a cell (a spanning cell's alignment), or -1.
  auto piece_spot = [&pieces](int cell) {
    const auto it = std::find_if(pieces.begin(), pieces.end(), [cell](const PieceView& p) { return p.cell == cell; });
    return it == pieces.end() ? -1 : it->spot;
  };
  for (std::size_t i = 0; i < choices.size() && i < values.size(); ++i) {
    const ActionView& v = choices[i].view;
    if (!values[i] || v.interaction != Interaction::kBoard) continue;
    const bool piece = selected == session::kNoCell;
    const int cell = piece ? v.from : v.from == selected ? v.to : session::kNoCell;
    if (cell == session::kNoCell || cell == kReserve) continue;
    const int spot = piece ? piece_spot(cell) : v.to_spot;
    const auto it = std::find_if(out.begin(), out.end(), [&](const auto& c) { return c.cell == cell; });
    if (it == out.end()) out.push_back({cell, *values[i], spot});
    else if (solve::better(*values[i], it->value)) *it = {cell, *values[i], spot};
  }
  return out;
}

bool SessionModel::table_loaded() const { return session_->solved() != nullptr; }
bool SessionModel::analysis() const { return session_->analysis(); }

void SessionModel::setAnalysis(bool on) {
  if (on == session_->analysis() || (on && (!table_loaded() || !helps_now()))) return;
  session_->set_analysis(on);
  refresh();
}

void SessionModel::set_table_state(bool solvable, bool loading, const QString& problem) {
  solvable_ = solvable;
  table_loading_ = loading;
  table_problem_ = problem;
  emit changed();
}

void SessionModel::set_solved(std::shared_ptr<const solve::SolvedGame> solved) {
  pending_solved_ = std::move(solved);
  table_loading_ = false;
  table_problem_.clear();
  refresh();
}

void SessionModel::update_lost_turn() {
  lost_turn_text_.clear();
  const auto lost = session_->where_lost();
  if (!lost) return;
  const QString winner = text(session_->info().sides[static_cast<std::size_t>(1 - lost->loser)].name);
  const QString loser = text(session_->info().sides[static_cast<std::size_t>(lost->loser)].name);
  const QString turn = QString::fromStdString(lost->turn);
  // In the analysis' words for the same turn ("loses in 2 turns at best"),
  // so that a blunder reads the same during the game and after it.
  lost_turn_text_ = lost->winner_value.turns == 0
                        ? tr("Turn %1: %2 let %3 win at once.").arg(lost->number).arg(turn, winner)
                        : tr("Turn %1: after %2, %3 %4.")
                              .arg(lost->number)
                              .arg(turn, loser, OutcomeText::words(lost->loser_value));
}

QVariantList SessionModel::reserves() const {
  QVariantList list;
  // While looking back, the reserves of the turn shown.
  const BoardSnapshot board =
      review_.active() ? session_->board_after(static_cast<std::size_t>(review_.turn())) : session_->board();
  for (const Reserve& r : board.reserves) list.append(QVariantMap{{"count", r.count}, {"label", text(r.label)}});
  return list;
}
bool SessionModel::reserve_selected() const { return session_->selected_cell() == kReserve; }
QString SessionModel::position() const { return QString::fromStdString(session_->state().to_string()); }

int SessionModel::turns_played() const { return session_->turns_played(); }
bool SessionModel::anything_played() const { return session_->anything_played(); }
QString SessionModel::last_capture() const {
  QStringList words;
  for (const ActionView& v : session_->last_turn())
    if (v.captures) words << text(v.label);
  return words.join(QStringLiteral("; "));
}
bool SessionModel::can_undo() const {
  return table().takes_back() && !busy() && !review_.active() && session_->can_undo();
}
bool SessionModel::can_redo() const {
  return table().takes_back() && !busy() && !review_.active() && session_->can_redo();
}
bool SessionModel::can_hint() const {
  return helps_now() && !busy() && !review_.active() && session_->human_to_act();
}
bool SessionModel::can_resign() const { return table().may_resign() && !busy() && !review_.active(); }
bool SessionModel::can_offer_draw() const { return table().may_offer_draw() && !busy() && !review_.active(); }
bool SessionModel::draw_offered() const { return table().draw_to_answer(); }
bool SessionModel::draws_allowed() const { return !uses_dice(); }
bool SessionModel::uses_dice() const { return session_->info().uses_dice; }
int SessionModel::winner() const { return session_->is_over() ? session_->result().winner : -1; }

void SessionModel::retranslate() {
  board_.retranslate(session_->info());
  rules_page_.set_page(rules_text().toStdString());
  pieces_.retranslate();
  recorded_turns_ = -2;  // the history's tooltips are made again
  review_.retranslate();
  refresh();
}

void SessionModel::undo() {
  if (!can_undo()) return;
  clear_hint();
  session_->undo();
  last_throw_side_ = -1;  // the throw shown may be one taken back
  pieces_.update(session_->board().pieces, nullptr);
  refresh();
  driver_->advance();  // a turn that begins with a forced action (a die showing 0) goes on
}

void SessionModel::redo() {
  if (!can_redo()) return;
  clear_hint();
  session_->redo();
  refresh();
  driver_->advance();
}

void SessionModel::hint() {
  if (!can_hint()) return;
  driver_->hint([this, position = session_->state().hash()](const ai::Decision& decision) {
    // Shown only if the game is still where the hint was asked.
    if (!decision.turn.empty() && session_->state().hash() == position && session_->human_to_act())
      set_hint(decision.turn, session_->turn_value(decision.turn));
    refresh();
  });
  emit changed();
}

bool SessionModel::play_scripted(const std::string& turn) {
  if (busy() || review_.active()) return false;
  auto parsed = session_->state().turn_from_string(turn);
  if (!parsed) return false;
  clear_hint();
  if (!session_->play_scripted_turn(*parsed)) return false;
  refresh();
  driver_->advance();
  return true;
}

QString SessionModel::throw_label() const {
  const Message& label = session_->info().throw_label;
  return label.empty() ? QString() : text(label);
}

QString SessionModel::play_actions(const std::string& actions) {
  for (std::string_view word : split_words(actions)) {
    const QString what = QString::fromStdString(printable(word));
    if (!session_->human_to_act())
      return QStringLiteral("'%1': no player at this board is to act (a throw is given in the position)").arg(what);
    auto action = session_->state().action_from_string(word);
    if (!action) return QStringLiteral("'%1': %2").arg(what, QString::fromStdString(action.message()));
    const auto played = session_->play(*action);
    if (!played) return QStringLiteral("'%1' cannot be played from the board").arg(what);
    refresh(&played->view);
  }
  driver_->advance();
  return {};
}

bool SessionModel::show_turn(const Turn& turn) {
  if (busy() || review_.active() || !session_->human_to_act()) return false;
  const auto legal = session_->state().legal_turns();
  if (std::find(legal.begin(), legal.end(), turn) == legal.end()) return false;
  clear_hint();
  set_hint(turn, std::nullopt);
  refresh();
  return true;
}

void SessionModel::set_hint(const Turn& turn, std::optional<solve::Outcome> value) {
  hint_views_ = session_->describe_turn(turn);
  HintWords words;
  for (const ActionView& v : hint_views_) words.actions.push_back(v.label);
  words.value = value;
  hint_words_ = std::move(words);
}

void SessionModel::clear_hint() {
  if (driver_->hinting()) driver_->stop();
  hint_views_.clear();
  hint_words_.reset();
}

QString SessionModel::hint_text() const {
  if (!hint_words_) return {};
  QStringList words;
  for (const Message& m : hint_words_->actions) words << text(m);
  const QString turn = words.join(QStringLiteral("; "));
  return hint_words_->value ? tr("%1 — %2").arg(turn, OutcomeText::words(*hint_words_->value)) : turn;
}

ReviewModel::Source SessionModel::review_source() const {
  return {session_->shared_game(), std::make_shared<const GameRecord>(session_->record()), session_->shared_solved()};
}

QString SessionModel::side_name(int side) const {
  return text(session_->info().sides[static_cast<std::size_t>(side)].name);
}

QString SessionModel::side_text(int side, const char* phrase, const QString& rest) const {
  return phrase ? side_phrase(session_->info(), phrase, side, rest) : side_name(side);
}

void SessionModel::keep_grades() {
  const auto& review = review_.review();
  if (!review || !helps_now()) return;
  // Saved with the game, the grades are its turns' comments.
  for (const ai::ReviewedTurn& t : review->turns)
    session_->set_comment(static_cast<std::size_t>(t.number - 1), ai::review_comment(t));
  emit recordChanged();
  if (review_.active()) show_review();
}

void SessionModel::on_review() {
  clear_hint();
  if (!review_.active()) {
    pieces_.update(session_->board().pieces, nullptr);
    return refresh();
  }
  show_review();
}

void SessionModel::show_review() {
  const int turn = review_.turn();
  BoardHighlights marks;
  if (turn > 0) {
    const auto played = session_->history();
    if (turn <= static_cast<int>(played.size())) marks.last_turn = played[static_cast<std::size_t>(turn - 1)].views;
    // The review's best turn beside the one played.
    if (const ai::ReviewedTurn* t = review_.reviewed_turn(turn); t && t->grade != ai::Grade::kBest)
      marks.hint = session_->describe_turn_at(turn, t->best);
  }
  const BoardSnapshot then = session_->board_after(static_cast<std::size_t>(turn));
  marks.markers = then.markers;
  board_.update(marks);
  pieces_.update(then.pieces, nullptr);
  emit changed();
}

void SessionModel::resign() {
  if (!can_resign()) return;
  clear_hint();
  table().resign();
  refresh();
}

bool SessionModel::offerDraw() {
  if (!can_offer_draw()) return false;
  clear_hint();
  // Accepted at once by the computer; else the other player answers (here, or online).
  const bool accepted = table().offer_draw();
  refresh();
  return accepted;
}

void SessionModel::answerDraw(bool accept) {
  if (!draw_offered()) return;
  clear_hint();  // a hint's search reads the session: stopped before the game may end
  table().answer_draw(accept);
  refresh();
}

QString SessionModel::click_notice() const {
  // Worded when read, so that it speaks the language chosen after the click.
  const QString cell = QString::fromStdString(notice_.cell);
  switch (notice_.reason) {
    case Notice::kNone: return {};
    case Notice::kNotTheirTurn:
      return side_phrase(session_->info(), "djed.side.not-movable", notice_.owner, cell) + QLatin1Char(' ') + status();
    case Notice::kNoMoveWithThrow: return tr("The piece on %1 has no legal move with this throw. %2").arg(cell, status());
    case Notice::kNoMove: return tr("The piece on %1 has no legal move from where it stands. %2").arg(cell, status());
  }
  return {};
}

void SessionModel::clickCell(int cellId, int spot) {
  if (busy() || review_.active() || !table().open()) return;
  clear_hint();
  const auto selectable = session_->selectable_cells();
  const bool may_select = std::find(selectable.begin(), selectable.end(), cellId) != selectable.end();
  const bool to_act = session_->human_to_act();
  const auto played = session_->click(cellId, spot);
  notice_ = {};
  // A lesson's marks point at squares of its first position: gone once
  // something is played.
  if (played) marked_.clear();
  if (!played && !may_select && to_act) {
    const auto pieces = session_->board().pieces;
    const auto piece = std::find_if(pieces.begin(), pieces.end(), [&](const PieceView& p) { return p.cell == cellId; });
    const auto& cells = session_->geometry().cells;
    const auto cell = std::find_if(cells.begin(), cells.end(), [&](const Cell& c) { return c.id == cellId; });
    if (piece != pieces.end() && cell != cells.end()) {
      // Why: the other side's piece while none of that side's may move, or
      // a piece of the side that moves with no legal move (with this throw).
      const bool side_moves = std::any_of(pieces.begin(), pieces.end(), [&](const PieceView& p) {
        return p.owner == piece->owner && std::find(selectable.begin(), selectable.end(), p.cell) != selectable.end();
      });
      notice_.cell = cell->label;
      notice_.owner = piece->owner;
      notice_.reason = !side_moves && piece->owner != session_->side_to_move() ? Notice::kNotTheirTurn
                       : session_->info().uses_dice                           ? Notice::kNoMoveWithThrow
                                                                               : Notice::kNoMove;
    }
  }
  refresh(played ? &played->view : nullptr);
  if (played) driver_->advance();
}

bool SessionModel::deselect() {
  const int before = session_->selected_cell();
  session_->deselect();
  if (session_->selected_cell() == before) return false;
  refresh();
  return true;
}

void SessionModel::clickReserve(int side) {
  if (busy() || review_.active()) return;
  session_->click_reserve(side);
  refresh();
}

void SessionModel::pressButton(int index) {
  if (busy() || review_.active() || !table().open()) return;
  clear_hint();
  const auto buttons = session_->buttons();
  if (index < 0 || index >= static_cast<int>(buttons.size())) return;
  if (const auto played = session_->play(buttons[static_cast<std::size_t>(index)].action)) {
    refresh(&played->view);
    driver_->advance();
  }
}

void SessionModel::throwDice() {
  if (!table().throws_here() || !session_->dice_due() || review_.active()) return;
  session_->throw_dice();
  emit sound("dice");
  refresh();
  driver_->advance();
}

void SessionModel::refresh(const ActionView* moved) {
  // A whole turn played here goes where the game is played (online: to the
  // server, once: it knows what it sent).
  table().played();
  // The table joins the session only while no search reads the session.
  if (pending_solved_ && !driver_->busy()) {
    session_->set_solved(std::move(pending_solved_));
    pending_solved_.reset();
    update_lost_turn();
  }
  if (moved && moved->interaction == Interaction::kBoard) emit sound(moved->captures ? "capture" : "move");
  if (auto now = session_->board().dice; !now.empty()) {
    last_throw_ = std::move(now);
    last_throw_side_ = session_->side_to_move();
  }
  if (session_->turns_played() != recorded_turns_ || session_->is_over() != recorded_over_)
    arrivals_ = session_->last_turn_arrivals();
  // The game goes on (the computer's turn, a throw) while a player looks
  // back: the board keeps showing the reviewed turn (drawn below).
  if (!review_.active()) {
    BoardHighlights marks{session_->selectable_cells(), session_->selected_cell(), session_->targets(),
                          session_->last_turn(), hint_views_.empty() ? marked_ : hint_views_,
                          session_->is_over() ? session_->result().cells : std::vector<int>{}, {}, {}};
    for (int cell : arrivals_) {
      ActionView arrival;
      arrival.from = arrival.to = cell;
      marks.last_turn.push_back(arrival);
    }
    if (busy()) marks.selectable.clear();
    marks.values = cell_values();
    marks.markers = session_->board().markers;
    board_.update(marks);
    pieces_.update(session_->board().pieces, moved);
  }
  if (session_->turns_played() != recorded_turns_ || session_->is_over() != recorded_over_) {
    const auto played = session_->history();
    std::vector<HistoryModel::Row> rows;
    for (std::size_t i = 0; i < played.size(); ++i) {
      const auto& turn = played[i];
      QStringList words;
      for (const ActionView& v : turn.views) words << text(v.label);
      const QString side = turn.side >= 0 ? text(session_->info().sides[static_cast<std::size_t>(turn.side)].name) : QString();
      rows.push_back({static_cast<int>(i) + 1, side, QString::fromStdString(turn.text),
                      side + QStringLiteral(": ") + words.join(QStringLiteral(", then "))});
    }
    history_.set(std::move(rows));
    if (recorded_turns_ != -2) review_.game_changed();  // not for a change of language alone
    const bool first = recorded_turns_ < 0;  // at the start, or after a change of language
    if (!first && session_->is_over() && !recorded_over_) emit sound("end");
    recorded_turns_ = session_->turns_played();
    recorded_over_ = session_->is_over();
    update_lost_turn();
    if (!first) emit recordChanged();
  }
  if (review_.active()) {
    review_.clamp();
    show_review();
  }
  review_.recheck();
  emit changed();
}

}  // namespace djed::gui
