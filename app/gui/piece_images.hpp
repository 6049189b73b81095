#pragma once
// The pieces' pictures: each plugin carries SVG images (GameInfo::images);
// QML asks for "image://pieces/<game id>/<image name>" at the size it draws
// and gets the SVG rendered crisp at that size.
#include <QQuickImageProvider>
#include <map>
#include <memory>
#include <string>

namespace djed {
class Game;
struct GameInfo;
class PluginHost;
}  // namespace djed

namespace djed::gui {

class PieceImageProvider : public QQuickImageProvider {
 public:
  explicit PieceImageProvider(const PluginHost& host);
  QImage requestImage(const QString& id, QSize* size, const QSize& requested) override;

 private:
  std::map<std::string, std::shared_ptr<const Game>> games_;
};

// The provider's URL of a game's image, or "" when the game has no such
// image (the piece is then drawn as a disc).
QString piece_image_url(const GameInfo& info, const std::string& image);

inline constexpr const char* kPieceImageProvider = "pieces";

}  // namespace djed::gui
