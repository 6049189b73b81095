#include "game_launcher.hpp"

#include <random>

#include "djed/plugin_host.hpp"
#include "game_session.hpp"

namespace djed::gui {

GameLauncher::GameLauncher(const PluginHost& host, QString glyph_font, QObject* parent)
    : QObject(parent), host_(host), glyph_font_(std::move(glyph_font)) {}

QStringList GameLauncher::levels() const { return {"easy", "medium", "hard"}; }

QString GameLauncher::start(const QString& gameId, const QString& variant, const QStringList& seats,
                            const QString& position) {
  auto game = host_.find(gameId.toStdString());
  if (!game) return tr("The game '%1' is not loaded.").arg(gameId);
  session::SessionConfig config;
  config.game_id = gameId.toStdString();
  config.variant = variant.toStdString();
  config.position = position.toStdString();
  config.seed = std::random_device{}() ^ ++games_started_;
  for (int side = 0; side < 2 && side < seats.size(); ++side) {
    const QString& seat = seats[side];
    if (seat != "human") config.seats[static_cast<std::size_t>(side)] = session::Seat{true, seat.toStdString(), 0};
  }
  auto session = session::GameSession::create(game, config);
  if (!session) return QString::fromStdString(session.message());
  close();
  session_ = new SessionModel(std::move(session).value(), this);
  emit sessionChanged();
  return {};
}

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
