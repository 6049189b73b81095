#include "coach_model.hpp"

#include <QTimer>
#include <QVariantMap>
#include <optional>

#include "djed/game.hpp"
#include "djed/lessons.hpp"
#include "djed/puzzles.hpp"
#include "game_session.hpp"
#include "plugin_text.hpp"
#include "session_model.hpp"

namespace djed::gui {

CoachModel::CoachModel(QObject* parent) : QObject(parent) {}

void CoachModel::begin(SessionModel* session, std::shared_ptr<const Game> game, LearningProgress::Kind kind, int index) {
  end();
  session_ = session;
  game_ = std::move(game);
  kind_ = kind;
  index_ = index;
  judged_ = 0;
  begun_judged_ = 0;
  verdict_ = 0;
  showing_ = false;
  hinted_ = 0;
  feedback_.clear();
  connect(session, &SessionModel::recordChanged, this, &CoachModel::on_record);
  if (!is_game()) connect(session, &SessionModel::changed, this, &CoachModel::judge_begun);
  // The squares the lesson's text points at (until the first click).
  if (const Lesson* l = lesson(); l && !l->marks.empty()) {
    QStringList labels;
    for (const std::string& m : l->marks) labels << QString::fromStdString(m);
    session->markCells(labels);
  }
  if (is_game()) {
    connect(session, &SessionModel::changed, this, &CoachModel::offer_hint);
    QTimer::singleShot(0, this, &CoachModel::offer_hint);
  }
  emit changed();
}

void CoachModel::end() {
  if (session_) disconnect(session_, nullptr, this, nullptr);
  session_ = nullptr;
  game_.reset();
  emit changed();
}

void CoachModel::retranslate() { emit changed(); }

const Lesson* CoachModel::lesson() const {
  if (!game_ || kind_ != LearningProgress::Kind::kLesson) return nullptr;
  const auto& all = game_->info().lessons;
  return index_ >= 0 && index_ < static_cast<int>(all.size()) ? &all[static_cast<std::size_t>(index_)] : nullptr;
}

const Puzzle* CoachModel::puzzle() const {
  if (!game_ || kind_ != LearningProgress::Kind::kPuzzle) return nullptr;
  const auto& all = game_->info().puzzles;
  return index_ >= 0 && index_ < static_cast<int>(all.size()) ? &all[static_cast<std::size_t>(index_)] : nullptr;
}

QString CoachModel::kind() const {
  if (!active()) return {};
  return kind_ == LearningProgress::Kind::kLesson ? QStringLiteral("lesson") : QStringLiteral("puzzle");
}

QString CoachModel::game_id() const { return game_ ? QString::fromStdString(game_->info().id) : QString(); }

int CoachModel::count() const {
  if (!game_) return 0;
  return static_cast<int>(kind_ == LearningProgress::Kind::kLesson ? game_->info().lessons.size()
                                                                  : game_->info().puzzles.size());
}

int CoachModel::puzzle_count() const { return game_ ? static_cast<int>(game_->info().puzzles.size()) : 0; }

int CoachModel::done_count() const {
  if (!progress_ || !game_) return 0;
  return static_cast<int>(progress_->done_ids(kind_, game_id()).size());
}

QString CoachModel::words(const Message& message) const { return game_ ? plugin_text(game_->info(), message) : QString(); }

QString CoachModel::side_name(int side) const {
  if (!game_ || side < 0 || side > 1) return {};
  return words(game_->info().sides[static_cast<std::size_t>(side)].name);
}

QString CoachModel::title() const {
  if (const Lesson* l = lesson()) return words(l->title());
  if (puzzle()) return tr("Puzzle %1 of %2").arg(index_ + 1).arg(count());
  return {};
}

QString CoachModel::text() const {
  if (const Lesson* l = lesson()) return words(l->text());
  if (const Puzzle* p = puzzle()) {
    // The difficulty counts the turns that look as good as the answer at
    // first sight (up to 9), and ten more for each further turn to find.
    const int tempting = p->difficulty % 10;
    return tr("Difficulty %1 (0 is the easiest): %2")
        .arg(p->difficulty)
        .arg(tempting == 0 ? tr("no other turn looks as good at first sight.")
                           : tr("%n other turn(s) look as good at first sight.", "", tempting));
  }
  return {};
}

QString CoachModel::task() const {
  if (const Lesson* l = lesson()) return words(l->task());
  if (const Puzzle* p = puzzle(); p && session_)
    return words(p->task_message(Message::plain(side_name(session_->game().record().start().side_to_move()).toStdString())));
  return {};
}

bool CoachModel::done() const {
  if (!progress_ || !game_) return false;
  if (const Lesson* l = lesson()) return progress_->done(kind_, game_id(), QString::fromStdString(l->id));
  if (const Puzzle* p = puzzle()) return progress_->done(kind_, game_id(), QString::fromStdString(p->id));
  return false;
}

bool CoachModel::is_game() const {
  const Lesson* l = lesson();
  return l && l->is_game();
}

QVariantList CoachModel::items() const {
  QVariantList out;
  if (!game_ || kind_ != LearningProgress::Kind::kLesson) return out;
  for (const Lesson& l : game_->info().lessons)
    out << QVariantMap{{"title", words(l.title())},
                       {"done", progress_ && progress_->done(kind_, game_id(), QString::fromStdString(l.id))}};
  return out;
}

QString CoachModel::answer() const {
  if (const Lesson* l = lesson(); l && !l->solutions.empty()) return QString::fromStdString(l->solutions.front());
  if (const Puzzle* p = puzzle(); p && !p->line.empty()) return QString::fromStdString(p->line.front());
  return {};
}

void CoachModel::mark_done() {
  if (!progress_ || !game_) return;
  if (const Lesson* l = lesson()) progress_->set_done(kind_, game_id(), QString::fromStdString(l->id));
  if (const Puzzle* p = puzzle()) progress_->set_done(kind_, game_id(), QString::fromStdString(p->id));
}

void CoachModel::on_record() {
  if (!session_) return;
  const int turns = session_->game().turns_played();
  if (turns < judged_) judged_ = turns;  // taken back
  if (turns == judged_ && !session_->game().is_over()) return;
  if (lesson()) judge_lesson();
  else if (puzzle()) judge_puzzle();
  judged_ = turns;
}

void CoachModel::judge_lesson() {
  const Lesson& l = *lesson();
  const session::GameSession& game = session_->game();
  if (l.is_game()) {
    if (!game.is_over()) return;
    const int player = game.seat(0).is_human() ? 0 : 1;
    const int winner = game.result().winner;
    return done(winner == player ? words(l.done())
                                 : tr("The game is over. %1 Again starts another one.").arg(words(game.result().text)));
  }
  if (game.turns_played() != 1 || judged_ != 0) return;
  const LessonVerdict v = judge_lesson_turn(l, game.turn_log().front());
  if (!v.solved) return wrong(words(v.say));
  done(words(v.say));
}

void CoachModel::judge_puzzle() {
  const Puzzle& p = *puzzle();
  const session::GameSession& game = session_->game();
  const auto& log = game.turn_log();
  const int turns = static_cast<int>(log.size());
  if (showing_ || turns % 2 == 0 || turns <= judged_) return;  // the defence's turn, or nothing new
  auto attempt = try_puzzle(*game_, p, players_turns());
  if (!attempt || attempt->wrong_step >= 0) return wrong(puzzle_wrong_text());
  if (attempt->solved)
    return done(p.goal == PuzzleGoal::kBestTurn ? tr("Right: that is the best turn for this throw.")
                                                : side_phrase(game.info(), "djed.side.solved-wins", game.record().start().side_to_move()));
  verdict_ = 0;
  feedback_ = tr("Right. Now the defence answers…");
  emit changed();
  QTimer::singleShot(kReplyMs, this, [this, step = turns, session = session_] {
    if (session_ == session && session_ && session_->game().turns_played() == step) play_line(step);
  });
}

std::vector<std::string> CoachModel::players_turns() const {
  const auto& log = session_->game().turn_log();
  std::vector<std::string> turns;
  for (std::size_t i = 0; i < log.size(); i += 2) turns.push_back(log[i]);
  return turns;
}

void CoachModel::done(const QString& words) {
  verdict_ = 1;
  feedback_ = words;
  mark_done();
  emit changed();
}

QString CoachModel::puzzle_wrong_text() const {
  const Puzzle& p = *puzzle();
  return p.goal == PuzzleGoal::kBestTurn ? tr("Not the best turn: another one leaves you better chances. Try again.")
         : p.moves == 1                 ? tr("Not this one: it does not win at once. Try again.")
                                        : tr("Not this one: after it the defence can hold out. Try again.");
}

std::vector<std::string> CoachModel::turns_begun() const {
  const GameRecord& record = session_->game().record();
  const Turn& begun = record.current_turn();
  if (begun.empty() || record.state().is_chance_node()) return {};
  // The position the turn began in: the game's start and every action before it.
  StatePtr start = record.start().clone();
  const auto& actions = record.actions();
  for (std::size_t i = 0; i + begun.size() < actions.size(); ++i) start->apply_action(actions[i]);
  std::vector<std::string> turns;
  for (const Turn& rest : record.state().legal_turns()) {
    Turn whole = begun;
    whole.insert(whole.end(), rest.begin(), rest.end());
    turns.push_back(start->turn_to_string(whole));
  }
  return turns;
}

void CoachModel::judge_begun() {
  if (!session_ || showing_ || verdict_ != 0) return;
  const session::GameSession& game = session_->game();
  const std::size_t actions = game.record().actions().size();
  if (game.record().current_turn().empty()) {
    begun_judged_ = 0;  // a try taken back is judged again when retried
    return;
  }
  if (actions == begun_judged_ || !session_->human_to_act()) return;
  begun_judged_ = actions;
  if (const Lesson* l = lesson()) {
    if (game.turns_played() != 0) return;
    if (const auto verdict = judge_lesson_begun(*l, turns_begun())) {
      if (verdict->solved) done(words(verdict->say));
      else wrong(words(verdict->say));
    }
  } else if (const Puzzle* p = puzzle()) {
    if (game.turns_played() % 2 != 0) return;  // the defence's turn
    std::vector<std::string> answers = players_turns();
    answers.emplace_back();
    for (const std::string& turn : turns_begun()) {
      answers.back() = turn;
      if (auto attempt = try_puzzle(*game_, *p, answers); attempt && attempt->wrong_step < 0) return;  // may still be right
    }
    wrong(puzzle_wrong_text());
  }
}

void CoachModel::play_line(int step) {
  const Puzzle* p = puzzle();
  if (!p || !session_ || step >= static_cast<int>(p->line.size())) return;
  session_->play_scripted(p->line[static_cast<std::size_t>(step)]);
  judged_ = session_->game().turns_played();
  if (!showing_) {
    if (game_) feedback_ = side_phrase(game_->info(), "djed.side.answers", 1 - session_->game().record().start().side_to_move());
    emit changed();
  }
}

void CoachModel::wrong(const QString& words) {
  verdict_ = -1;
  feedback_ = words;
  emit changed();
  // The try stays in view a moment, then goes back.
  QTimer::singleShot(kWrongTryMs, this, [this, session = session_, turns = session_->game().turns_played()] {
    if (session_ != session || !session_ || session_->game().turns_played() != turns) return;
    session_->undo();
    judged_ = session_->game().turns_played();
    verdict_ = 0;  // the words stay, the board is as it was
    emit changed();
  });
}

void CoachModel::showHint() {
  if (!session_ || solved() || !session_->human_to_act()) return;
  const State& state = session_->game().state();
  if (const Lesson* l = lesson(); l && !l->is_game()) {
    for (const Turn& turn : state.legal_turns())
      if (judge_lesson_turn(*l, state.turn_to_string(turn)).solved) {
        session_->show_turn(turn);
        return;
      }
  } else if (const Puzzle* p = puzzle()) {
    const int step = session_->game().turns_played();
    if (step % 2 != 0 || step >= static_cast<int>(p->line.size())) return;
    if (auto turn = state.turn_from_string(p->line[static_cast<std::size_t>(step)])) session_->show_turn(*turn);
  } else if (is_game()) {
    session_->hint();
  }
}

void CoachModel::showSolution() {
  const Puzzle* p = puzzle();
  if (!p || !session_ || solved() || showing_) return;
  showing_ = true;
  feedback_ = tr("The solution, turn by turn.");
  emit changed();
  show_solution_step();
}

void CoachModel::show_solution_step() {
  const Puzzle* p = puzzle();
  if (!p || !session_ || !showing_) return;
  const int step = session_->game().turns_played();
  if (step >= static_cast<int>(p->line.size())) return;
  play_line(step);
  // One turn at a time, so the eye can follow; a new screen ends it.
  QTimer::singleShot(kReplyMs * 2, this, [this, session = session_] {
    if (session_ == session) show_solution_step();
  });
}

void CoachModel::offer_hint() {
  if (!session_ || !is_game() || session_->game().is_over()) return;
  if (!session_->can_hint() || session_->hinting() || !session_->hint_text().isEmpty()) return;
  const std::uint64_t here = session_->game().state().hash();
  if (here == hinted_) return;
  hinted_ = here;
  session_->hint();
}

}  // namespace djed::gui
