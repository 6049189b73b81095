#include "game_launcher.hpp"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <algorithm>
#include <random>

#include "djed/levels.hpp"
#include "djed/plugin_host.hpp"
#include "djed/record_replay.hpp"
#include "djed/ai/levels.hpp"
#include "djed/text.hpp"
#include "app_settings.hpp"
#include "game_statistics.hpp"
#include "sound_player.hpp"
#include "game_session.hpp"
#include "plugin_text.hpp"

namespace djed::gui {

GameLauncher::GameLauncher(const PluginHost& host, QString glyph_font, QObject* parent)
    : QObject(parent), host_(host), glyph_font_(std::move(glyph_font)) {
  read_autosave();
  connect(&tables_, &SolvedTables::ready, this, &GameLauncher::offer_table);
  connect(&tables_, &SolvedTables::refused, this, &GameLauncher::offer_table);
  connect(&builder_, &TableBuilder::built, this, [this](std::shared_ptr<const Game> game, const std::string& variant) {
    tables_.forget(*game, variant);
    tables_.request(game, variant);
    offer_table();
  });
}

namespace {

// A record written whole or not at all.
QString write_record_file(const QString& path, const std::string& text) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) return file.errorString();
  file.write(text.data(), static_cast<qint64>(text.size()));
  if (!file.commit()) return file.errorString();
  return {};
}

QString today() { return QDate::currentDate().toString(Qt::ISODate); }

// A computer level's name for players.
QString level_name(const QString& level) {
  if (level == "easy") return GameLauncher::tr("easy");
  if (level == "medium") return GameLauncher::tr("medium");
  if (level == "hard") return GameLauncher::tr("hard");
  if (level == "perfect") return GameLauncher::tr("perfect");
  return level;
}

QString local_path(const QUrl& url) { return url.isLocalFile() ? url.toLocalFile() : url.toString(); }

}  // namespace

QString GameLauncher::autosave_path() {
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave.djed");
}

void GameLauncher::apply_think_times(session::GameSession& session) const {
  if (!settings_) return;
  for (int side = 0; side < 2; ++side) {
    const session::Seat& seat = session.config().seats[static_cast<std::size_t>(side)];
    if (seat.is_computer() && seat.nodes == 0)
      session.set_think_time(side, static_cast<int>(settings_->thinkSeconds(QString::fromStdString(seat.level)) * 1000));
  }
}

void GameLauncher::adopt(std::unique_ptr<session::GameSession> session) {
  apply_think_times(*session);
  SessionModel* old = detach();
  result_counted_ = false;
  session_ = new SessionModel(std::move(session), this);
  if (settings_) session_->set_animation_scale(settings_->animation_scale());
  if (sounds_) connect(session_, &SessionModel::sound, sounds_, &SoundPlayer::play);
  connect(session_, &SessionModel::recordChanged, this, [this, model = session_] {
    if (model != session_) return;
    autosave();
    count_result();
    emit seriesChanged();
  });
  emit sessionChanged();
  emit seriesChanged();
  if (old) old->deleteLater();
  offer_table();
}

QVariantList GameLauncher::series_score() const {
  int score[3] = {series_done_[0], series_done_[1], series_done_[2]};
  if (session_ && session_->game().is_over()) {
    const int winner = session_->game().result().winner;
    ++score[winner < 0 ? 2 : winner];
  }
  return {score[0], score[1], score[2]};
}

void GameLauncher::count_result() {
  if (!statistics_ || !session_ || coach_.active()) return;
  const session::GameSession& game = session_->game();
  const auto& seats = game.config().seats;
  // Only a human here against the computer.
  const int human = seats[0].is_human() ? 0 : 1;
  if (!seats[static_cast<std::size_t>(human)].is_human() || !seats[static_cast<std::size_t>(1 - human)].is_computer())
    return;
  const QString id = QString::fromStdString(game.info().id);
  const QString level = QString::fromStdString(seats[static_cast<std::size_t>(1 - human)].level);
  if (game.is_over() && !result_counted_) {
    const int winner = game.result().winner;
    statistics_->add(id, level,
                     winner < 0         ? GameStatistics::Result::kDrawn
                     : winner == human ? GameStatistics::Result::kWon
                                       : GameStatistics::Result::kLost);
    result_counted_ = true;
  } else if (!game.is_over() && result_counted_) {
    statistics_->take_back(id, level);
    result_counted_ = false;
  }
}

void GameLauncher::offer_table() {
  if (!session_) return;
  const session::GameSession& game = session_->game();
  const auto plugin = host_.find(game.info().id);
  if (!plugin) return;
  const std::string& variant = game.config().variant;
  tables_.request(plugin, variant);
  const auto status = tables_.status(*plugin, variant);
  session_->set_table_state(status != SolvedTables::Status::kNotSolvable, status == SolvedTables::Status::kLoading,
                            status == SolvedTables::Status::kBroken
                                ? tr("The solved table cannot be used: %1").arg(tables_.problem(*plugin, variant))
                                : QString());
  if (!game.solved())
    if (auto table = tables_.table(*plugin, variant)) session_->set_solved(std::move(table));
}

QString GameLauncher::table_for_perfect_seat(const Game& game, session::SessionConfig& config) {
  const bool perfect = std::any_of(config.seats.begin(), config.seats.end(),
                                   [](const session::Seat& s) { return s.is_computer() && s.level == ai::kPerfectPlayer; });
  if (!perfect) return {};
  auto variant = game.info().resolve_variant(config.variant);
  if (!variant) return QString::fromStdString(variant.message());
  auto table = tables_.load_now(game, variant.value());
  if (!table) return tr("The solved table cannot be used: %1").arg(QString::fromStdString(printable(table.message())));
  config.solved = std::move(table).value();
  return {};
}

QStringList GameLauncher::levelsFor(const QString& gameId, const QString& variant) const {
  QStringList out = levels();
  const auto game = host_.find(gameId.toStdString());
  if (!game) return out;
  const auto resolved = game->info().resolve_variant(variant.toStdString());
  if (!resolved) return out;
  const auto status = tables_.status(*game, resolved.value());
  if (status == SolvedTables::Status::kLoaded || status == SolvedTables::Status::kLoading) out << "perfect";
  return out;
}

bool GameLauncher::buildTable() {
  if (!session_) return false;
  const auto game = host_.find(session_->game().info().id);
  if (!game) return false;
  const bool started = builder_.start(game, session_->game().config().variant, session_->game_name());
  offer_table();
  return started;
}

void GameLauncher::autosave() {
  if (!session_ || !autosave_on_ || coach_.active()) return;
  QDir().mkpath(QFileInfo(autosave_path()).path());
  const QString error = write_record_file(autosave_path(), write_record(session_->game().record_file(today().toStdString())));
  if (!error.isEmpty()) std::fprintf(stderr, "djed: autosave %s: %s\n", qPrintable(autosave_path()), qPrintable(error));
  read_autosave();
}

void GameLauncher::read_autosave() {
  QString line;
  QFile file(autosave_path());
  if (file.open(QIODevice::ReadOnly)) {
    const QByteArray bytes = file.read(16 << 20);
    auto record = parse_record(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    const auto game = record ? host_.find(record->tag("Game").value_or("")) : nullptr;
    if (record && game && record->tag("Result") == "*") {
      const GameInfo& info = game->info();
      QString name = plugin_text(info, info.display_name);
      for (const auto& v : info.variants)
        if (record->tag("Variant") == v.id) name += QStringLiteral(" ") + plugin_text(info, v.name);
      QStringList computers;
      int humans = 0;
      for (int side = 0; side < 2; ++side) {
        const auto seat = SeatCode::parse(side_tag(record.value(), info, side));
        if (!seat || seat->kind == SeatKind::kHuman) ++humans;
        else computers << level_name(QString::fromStdString(seat->detail));
      }
      const QString players = humans == 2   ? tr("two players")
                              : humans == 1 ? tr("against computer (%1)").arg(computers.join(QString()))
                                            : tr("computer against computer");
      line = tr("Continue: %1, %2, turn %3").arg(name, players).arg(record->turns.size() + 1);
    }
  }
  if (line != continue_text_) {
    continue_text_ = line;
    emit continueChanged();
  }
}

QString GameLauncher::open_file(const QString& path) {
  auto text = read_record_text(path.toStdString());
  const QString name = QFileInfo(path).fileName();
  if (!text) return tr("%1: %2").arg(name, QString::fromStdString(printable(text.message())));
  auto record = parse_record(text.value());
  if (!record) return tr("%1: %2").arg(name, QString::fromStdString(printable(record.message())));
  const std::string id = record->tag("Game").value_or("");
  auto game = host_.find(id);
  if (!game)
    return tr("%1: line %2: no game '%3' is loaded")
        .arg(name)
        .arg(std::max(1, record->tag_line("Game")))
        .arg(QString::fromStdString(printable(id)));
  // A `perfect` seat plays from the game's table, read now if need be.
  session::SessionConfig seats;
  seats.variant = record->tag("Variant").value_or("");
  for (int side = 0; side < 2; ++side)
    if (auto code = SeatCode::parse(side_tag(record.value(), game->info(), side)))
      seats.seats[static_cast<std::size_t>(side)] = session::Seat::of(code.value());
  if (const QString problem = table_for_perfect_seat(*game, seats); !problem.isEmpty()) return tr("%1: %2").arg(name, problem);
  if (!seats.solved) {
    const auto variant = game->info().resolve_variant(seats.variant);
    if (variant) seats.solved = tables_.table(*game, variant.value());
  }
  auto session = session::GameSession::open(game, record.value(), seats.solved);
  if (!session) return tr("%1: %2").arg(name, QString::fromStdString(printable(session.message())));
  last_.reset();
  std::fill(std::begin(series_done_), std::end(series_done_), 0);
  adopt(std::move(session).value());
  return {};
}

void GameLauncher::retranslate() {
  if (session_) session_->retranslate();
  coach_.retranslate();
  for (auto& [key, board] : boards_)
    if (board) board->retranslate();
  read_autosave();
}

QString GameLauncher::openRecord(const QUrl& file) { return open_file(local_path(file)); }

QString GameLauncher::continueGame() {
  if (continue_text_.isEmpty()) return tr("There is no game to continue.");
  return open_file(autosave_path());
}

QString GameLauncher::saveRecord(const QUrl& file) {
  if (!session_) return tr("There is no game to save.");
  QString path = local_path(file);
  if (!path.endsWith(QStringLiteral(".djed"))) path += QStringLiteral(".djed");
  const QString error = write_record_file(path, write_record(session_->game().record_file(today().toStdString())));
  return error.isEmpty() ? QString() : tr("%1: %2").arg(QFileInfo(path).fileName(), error);
}

QStringList GameLauncher::levels() const {
  QStringList out;
  for (std::string_view level : kLevelNames) out << QString::fromUtf8(level.data(), static_cast<qsizetype>(level.size()));
  return out;
}

QString GameLauncher::start(const QString& gameId, const QString& variant, const QStringList& seats,
                            const QString& position, int firstPlayer) {
  auto game = host_.find(gameId.toStdString());
  if (!game) {
    QStringList loaded;
    for (const auto& g : host_.games()) loaded << QString::fromStdString(g.game->info().id);
    return tr("The game '%1' is not loaded (loaded: %2).")
        .arg(QString::fromStdString(printable(gameId.toStdString())),
             loaded.isEmpty() ? tr("none") : loaded.join(QStringLiteral(", ")));
  }
  session::SessionConfig config;
  config.game_id = gameId.toStdString();
  config.variant = variant.toStdString();
  config.position = position.toStdString();
  config.first_player = position.isEmpty() ? firstPlayer : -1;
  config.seed = std::random_device{}() ^ ++games_started_;
  for (int side = 0; side < 2 && side < seats.size(); ++side) {
    const QString& seat = seats[side];
    if (seat != "human") config.seats[static_cast<std::size_t>(side)] = session::Seat::computer(seat.toStdString());
  }
  if (const QString problem = table_for_perfect_seat(*game, config); !problem.isEmpty()) return problem;
  auto session = session::GameSession::create(game, config);
  if (!session) return QString::fromStdString(printable(session.message()));
  const int first = session.value()->state().side_to_move();
  const bool series_goes_on = last_ && last_->game_id == gameId && last_->variant == variant;
  if (position.isEmpty())
    last_ = LastStart{gameId, variant, seats, game->info().either_side_starts ? first : -1};
  else
    last_.reset();
  if (series_goes_on && playing_again_ && session_ && session_->game().is_over()) {
    const int winner = session_->game().result().winner;
    ++series_done_[winner < 0 ? 2 : winner];
  } else if (!series_goes_on || !playing_again_) {
    std::fill(std::begin(series_done_), std::end(series_done_), 0);
  }
  adopt(std::move(session).value());
  autosave();
  return {};
}

QString GameLauncher::playAgain() {
  if (!last_) return tr("There is no game to play again.");
  LastStart next = *last_;
  if (next.first_player >= 0) {
    next.first_player = 1 - next.first_player;
  } else {
    while (next.seats.size() < 2) next.seats.append("human");
    next.seats.swapItemsAt(0, 1);
  }
  playing_again_ = true;
  const QString error = start(next.game_id, next.variant, next.seats, {}, next.first_player);
  playing_again_ = false;
  return error;
}

int GameLauncher::drawFirstPlayer() { return static_cast<int>(std::uniform_int_distribution<int>(0, 1)(draw_)); }

QString GameLauncher::startLesson(const QString& gameId, int index) {
  return start_course(LearningProgress::Kind::kLesson, gameId, index);
}

QString GameLauncher::startPuzzle(const QString& gameId, int index) {
  return start_course(LearningProgress::Kind::kPuzzle, gameId, index);
}

QString GameLauncher::start_course(LearningProgress::Kind kind, const QString& game_id, int index) {
  auto game = host_.find(game_id.toStdString());
  if (!game) return tr("The game '%1' is not loaded.").arg(QString::fromStdString(printable(game_id.toStdString())));
  const GameInfo& info = game->info();
  const bool lessons = kind == LearningProgress::Kind::kLesson;
  const int count = static_cast<int>(lessons ? info.lessons.size() : info.puzzles.size());
  const QString name = plugin_text(info, info.display_name);
  if (count == 0) return lessons ? tr("%1 has no lessons.").arg(name) : tr("%1 has no puzzles.").arg(name);
  if (index < 0) {
    // The first not yet done, else the first.
    index = 0;
    const QStringList done = progress_ ? progress_->done_ids(kind, game_id) : QStringList();
    for (int i = 0; i < count; ++i) {
      const std::string& id = lessons ? info.lessons[static_cast<std::size_t>(i)].id : info.puzzles[static_cast<std::size_t>(i)].id;
      if (!done.contains(QString::fromStdString(id))) {
        index = i;
        break;
      }
    }
  }
  index = std::clamp(index, 0, count - 1);
  session::SessionConfig config;
  config.game_id = info.id;
  config.seed = std::random_device{}() ^ ++games_started_;
  if (lessons) {
    const Lesson& lesson = info.lessons[static_cast<std::size_t>(index)];
    config.variant = lesson.variant;
    config.position = lesson.position;
    if (lesson.is_game()) {
      // The player takes the side to move; the computer the other.
      auto variant = info.resolve_variant(lesson.variant);
      auto start = variant ? game->parse_position(*variant, lesson.position) : Result<StatePtr>(variant.error());
      if (!start) return QString::fromStdString(printable(start.message()));
      config.seats[static_cast<std::size_t>(1 - std::max(0, (*start)->side_to_move()))] =
          session::Seat::computer(lesson.opponent);
    }
  } else {
    const Puzzle& puzzle = info.puzzles[static_cast<std::size_t>(index)];
    config.variant = puzzle.variant;
    config.position = puzzle.position;
  }
  auto session = session::GameSession::create(game, config);
  if (!session) return QString::fromStdString(printable(session.message()));
  last_.reset();
  std::fill(std::begin(series_done_), std::end(series_done_), 0);
  adopt(std::move(session).value());
  coach_.begin(session_, game, kind, index);
  return {};
}

SessionModel* GameLauncher::preview(const QString& gameId) { return diagram(gameId, {}, {}, {}); }

SessionModel* GameLauncher::diagram(const QString& gameId, const QString& variant, const QString& position,
                                    const QStringList& marks) {
  const QString key = gameId + '\n' + variant + '\n' + position + '\n' + marks.join(' ');
  if (auto it = boards_.find(key); it != boards_.end()) return it->second;
  SessionModel* model = nullptr;
  if (auto game = host_.find(gameId.toStdString())) {
    session::SessionConfig config;
    config.game_id = gameId.toStdString();
    config.variant = variant.toStdString();
    config.position = position.toStdString();
    if (auto session = session::GameSession::create(game, config)) {
      model = new SessionModel(std::move(session).value(), this);
      if (!marks.isEmpty()) model->markCells(marks);
    }
  }
  boards_[key] = model;
  return model;
}

void GameLauncher::set_online(OnlineModel* online) {
  online_ = online;
  connect(online_, &OnlineModel::gameChanged, this, [this] {
    if (online_->play() == nullptr || online_->play()->session() == nullptr) return;
    if (session_ == nullptr || session_->online() != online_) show_online();
  });
}

void GameLauncher::show_online() {
  SessionModel* old = detach();
  last_.reset();  // a rematch is the server's, not a series here
  series_done_[0] = series_done_[1] = series_done_[2] = 0;
  session_ = new SessionModel(online_, this);
  if (settings_) session_->set_animation_scale(settings_->animation_scale());
  if (sounds_) connect(session_, &SessionModel::sound, sounds_, &SoundPlayer::play);
  connect(session_, &SessionModel::yourTurn, this, &GameLauncher::yourTurn);
  // The solved table (analysis, where the game was lost) once a game is over:
  // while it is live, it would help one player.
  connect(session_, &SessionModel::recordChanged, this, [this, model = session_] {
    if (model == session_ && model->over()) offer_table();
  });
  emit sessionChanged();
  emit seriesChanged();
  if (old) old->deleteLater();
}

SessionModel* GameLauncher::detach() {
  coach_.end();
  if (!session_) return nullptr;
  SessionModel* old = session_;
  // Leaving the screen of an online game leaves the game (its seat is kept
  // to come back while it lasts; a game nobody joined is called off).
  if (old->online() != nullptr) old->online()->close_game();
  session_ = nullptr;
  return old;
}

void GameLauncher::close() {
  SessionModel* old = detach();
  if (!old) return;
  emit sessionChanged();
  old->deleteLater();
}

}  // namespace djed::gui
