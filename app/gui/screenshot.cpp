#include "screenshot.hpp"

#include <QCoreApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

namespace djed::gui {

namespace {
constexpr int kSettleMs = 150;      // lets images and fonts finish after the first frame
constexpr int kTimeoutMs = 15000;   // no frame at all: give up with an error
constexpr int kPollMs = 10;         // how often a settling window is looked at again
}  // namespace

Screenshot::Screenshot(QQuickWindow* window, QString file, QObject* parent)
    : QObject(parent), window_(window), file_(std::move(file)) {
  connect(window_, &QQuickWindow::frameSwapped, this,
          [this] { QTimer::singleShot(kSettleMs, this, &Screenshot::capture); }, Qt::SingleShotConnection);
  QTimer::singleShot(kTimeoutMs, this, [this] {
    if (done_) return;
    std::fprintf(stderr, "djed: no frame rendered within %d ms, no screenshot\n", kTimeoutMs);
    QCoreApplication::exit(1);
  });
}

void Screenshot::capture() {
  if (done_) return;
  // What the window still makes after its first frame (the launcher's
  // pictures) is waited for: the picture shows the whole screen.
  if (window_->property("settling").toBool()) {
    QTimer::singleShot(kPollMs, this, &Screenshot::capture);
    return;
  }
  done_ = true;
  const QImage image = window_->grabWindow();
  if (image.isNull() || !image.save(file_)) {
    std::fprintf(stderr, "djed: could not write screenshot '%s'\n", qPrintable(file_));
    QCoreApplication::exit(1);
    return;
  }
  QCoreApplication::exit(0);
}

}  // namespace djed::gui
