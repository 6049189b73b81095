#include "game_launcher.hpp"

#include <random>

#include "djed/plugin_host.hpp"
#include "djed/text.hpp"
#include "game_session.hpp"

namespace djed::gui {

GameLauncher::GameLauncher(const PluginHost& host, QString glyph_font, QObject* parent)
    : QObject(parent), host_(host), glyph_font_(std::move(glyph_font)) {}

QStringList GameLauncher::levels() const { return {"easy", "medium", "hard"}; }

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
    if (seat != "human") config.seats[static_cast<std::size_t>(side)] = session::Seat{true, seat.toStdString(), 0};
  }
  auto session = session::GameSession::create(game, config);
  if (!session) return QString::fromStdString(printable(session.message()));
  const int first = session.value()->state().side_to_move();
  close();
  session_ = new SessionModel(std::move(session).value(), this);
  if (position.isEmpty())
    last_ = LastStart{gameId, variant, seats, game->info().either_side_starts ? first : -1};
  else
    last_.reset();
  emit sessionChanged();
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
  return start(next.game_id, next.variant, next.seats, {}, next.first_player);
}

int GameLauncher::drawFirstPlayer() { return static_cast<int>(std::uniform_int_distribution<int>(0, 1)(draw_)); }

SessionModel* GameLauncher::preview(const QString& gameId) {
  if (auto it = previews_.find(gameId); it != previews_.end()) return it->second;
  SessionModel* model = nullptr;
  if (auto game = host_.find(gameId.toStdString())) {
    session::SessionConfig config;
    config.game_id = gameId.toStdString();
    if (auto session = session::GameSession::create(game, config))
      model = new SessionModel(std::move(session).value(), this);
  }
  previews_[gameId] = model;
  return model;
}

void GameLauncher::close() {
  if (!session_) return;
  SessionModel* old = session_;
  session_ = nullptr;
  emit sessionChanged();
  old->deleteLater();
}

}  // namespace djed::gui
