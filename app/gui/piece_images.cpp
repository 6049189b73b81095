#include "piece_images.hpp"

#include <QPainter>
#include <QSvgRenderer>

#include "djed/game.hpp"
#include "djed/plugin_host.hpp"

namespace djed::gui {

namespace {
constexpr int kDefaultSize = 128;  // when QML gives no sourceSize
}

PieceImageProvider::PieceImageProvider(const PluginHost& host) : QQuickImageProvider(QQuickImageProvider::Image) {
  for (const auto& loaded : host.games()) games_[loaded.game->info().id] = loaded.game;
}

QImage PieceImageProvider::requestImage(const QString& id, QSize* size, const QSize& requested) {
  const QSize want(requested.width() > 0 ? requested.width() : kDefaultSize,
                   requested.height() > 0 ? requested.height() : kDefaultSize);
  if (size) *size = want;
  QImage image(want, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::transparent);
  const auto game = games_.find(id.section('/', 0, 0).toStdString());
  if (game == games_.end()) return image;
  const djed::Image* svg = game->second->info().image(id.section('/', 1).toStdString());
  if (!svg) return image;
  QSvgRenderer renderer(QByteArray::fromStdString(svg->svg));
  if (!renderer.isValid()) return image;  // a damaged image draws nothing; the piece keeps its name
  QPainter painter(&image);
  renderer.render(&painter);
  return image;
}

QString piece_image_url(const GameInfo& info, const std::string& image) {
  if (image.empty() || !info.image(image)) return {};
  return QStringLiteral("image://%1/%2/%3")
      .arg(QLatin1String(kPieceImageProvider), QString::fromStdString(info.id), QString::fromStdString(image));
}

}  // namespace djed::gui
