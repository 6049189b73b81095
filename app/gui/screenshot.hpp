#pragma once
// Saves a window to an image once it has rendered, then ends the event loop.
#include <QObject>
#include <QString>

class QQuickWindow;

namespace djed::gui {

class Screenshot : public QObject {
  Q_OBJECT
 public:
  // Exits the application with 0 when the image was written, 1 otherwise.
  Screenshot(QQuickWindow* window, QString file, QObject* parent = nullptr);

 private:
  void capture();
  QQuickWindow* window_;
  QString file_;
  bool done_ = false;
};

}  // namespace djed::gui
