#include "session_model.hpp"

#include <QTimer>
#include <QVariantMap>

#include "djed/text.hpp"
#include "game_session.hpp"
#include "plugin_text.hpp"

namespace djed::gui {

namespace {
constexpr int kComputerThrowDelayMs = 350;  // long enough to see the dice roll
}

SessionModel::SessionModel(std::unique_ptr<session::GameSession> session, QObject* parent)
    : QObject(parent), session_(std::move(session)) {
  board_.reset(session_->geometry(), session_->info());
  pieces_.set_game(&session_->info());
  refresh();
  QTimer::singleShot(0, this, &SessionModel::advance);
}

SessionModel::~SessionModel() { stop_thinking(); }

void SessionModel::stop_thinking() {
  stop_ = true;
  if (worker_.joinable()) worker_.join();
  stop_ = false;
}

QString SessionModel::game_id() const { return QString::fromStdString(session_->info().id); }

QString SessionModel::text(const Message& message) const { return plugin_text(session_->info(), message); }

QString SessionModel::rules_text() const {
  return QString::fromStdString(session_->info().rules_text(plugin_language()));
}

QStringList SessionModel::seats() const {
  QStringList out;
  for (const session::Seat& seat : session_->config().seats)
    out << (seat.computer ? QString::fromStdString(seat.level) : QStringLiteral("human"));
  return out;
}
QString SessionModel::game_name() const {
  QString name = text(session_->info().display_name);
  for (const auto& v : session_->info().variants)
    if (v.id == session_->config().variant) name += QStringLiteral(" — ") + text(v.name);
  return name;
}
int SessionModel::rows() const { return session_->geometry().rows; }
int SessionModel::cols() const { return session_->geometry().cols; }

QVariantList SessionModel::sides() const {
  QVariantList list;
  for (int side = 0; side < 2; ++side) {
    const auto& info = session_->info().sides[static_cast<std::size_t>(side)];
    const auto& seat = session_->config().seats[static_cast<std::size_t>(side)];
    list.append(QVariantMap{{"name", text(info.name)},
                            {"colour", QString::fromStdString(info.colour)},
                            {"player", seat.computer ? QString::fromStdString(seat.level) : QStringLiteral("human")}});
  }
  return list;
}

QString SessionModel::status() const { return text(session_->status()); }
bool SessionModel::over() const { return session_->is_over(); }
bool SessionModel::human_to_act() const { return session_->human_to_act(); }
bool SessionModel::human_throws() const {
  const int side = session_->side_to_move();
  return session_->dice_due() && side >= 0 && !session_->config().seats[static_cast<std::size_t>(side)].computer;
}
int SessionModel::side_to_move() const { return session_->side_to_move(); }

QVariantList SessionModel::dice() const {
  QVariantList list;
  for (const DieView& d : session_->board().dice)
    list.append(QVariantMap{{"name", text(d.name)}, {"value", d.value}});
  return list;
}

QVariantList SessionModel::buttons() const {
  QVariantList list;
  for (const session::Choice& c : session_->buttons()) list.append(QVariantMap{{"text", text(c.view.label)}});
  return list;
}

QVariantList SessionModel::reserves() const {
  QVariantList list;
  for (const Reserve& r : session_->board().reserves) list.append(QVariantMap{{"count", r.count}, {"label", text(r.label)}});
  return list;
}
bool SessionModel::reserve_selected() const { return session_->selected_cell() == kReserve; }
QString SessionModel::position() const { return QString::fromStdString(session_->state().to_string()); }
QString SessionModel::last_turn() const {
  const auto& log = session_->turn_log();
  return log.empty() ? QString() : QString::fromStdString(log.back());
}

void SessionModel::clickCell(int cellId, int spot) {
  if (thinking_) return;
  const auto played = session_->click(cellId, spot);
  refresh(played ? &played->view : nullptr);
  if (played) advance();
}

void SessionModel::clickReserve(int side) {
  if (thinking_) return;
  session_->click_reserve(side);
  refresh();
}

void SessionModel::pressButton(int index) {
  if (thinking_) return;
  const auto buttons = session_->buttons();
  if (index < 0 || index >= static_cast<int>(buttons.size())) return;
  if (const auto played = session_->play(buttons[static_cast<std::size_t>(index)].action)) {
    refresh(&played->view);
    advance();
  }
}

void SessionModel::throwDice() {
  if (!session_->dice_due()) return;
  session_->throw_dice();
  refresh();
  advance();
}

void SessionModel::refresh(const ActionView* moved) {
  board_.update(*session_);
  pieces_.update(session_->board().pieces, moved);
  emit changed();
}

void SessionModel::advance() {
  if (session_->is_over() || thinking_) return;
  const int side = session_->side_to_move();
  if (side < 0 || !session_->config().seats[static_cast<std::size_t>(side)].computer) return;
  if (session_->dice_due()) {
    QTimer::singleShot(kComputerThrowDelayMs, this, [this] {
      if (!session_->dice_due()) return;
      session_->throw_dice();
      refresh();
      advance();
    });
    return;
  }
  if (worker_.joinable()) worker_.join();
  thinking_ = true;
  emit changed();
  worker_ = std::thread([this] {
    ai::Decision decision = session_->think(&stop_);
    if (stop_) return;  // the model is going away
    QMetaObject::invokeMethod(
        this,
        [this, turn = std::move(decision.turn)] {
          if (worker_.joinable()) worker_.join();
          thinking_ = false;
          // Play the computer's turn action by action, so each piece moves.
          const std::size_t before = session_->turn_log().size();
          session_->play_turn(turn);
          const auto& last = session_->last_turn();
          refresh(session_->turn_log().size() > before && !last.empty() ? &last.front() : nullptr);
          advance();
        },
        Qt::QueuedConnection);
  });
}

}  // namespace djed::gui
