// The reference for the start-up benchmark: a bare Qt Quick window with one
// label, rendered offscreen and saved the same way as `djed --screenshot`.
//
//   build/bin/djed_bench_bare_window FILE
#include <QGuiApplication>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: djed_bench_bare_window FILE\n");
    return 2;
  }
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
  QGuiApplication app(argc, argv);
  QQuickStyle::setStyle("Basic");
  QQmlApplicationEngine engine;
  engine.loadData(R"(
    import QtQuick
    import QtQuick.Controls
    ApplicationWindow { width: 1280; height: 720; visible: true; Label { text: "bare" } }
  )");
  if (engine.rootObjects().isEmpty()) return 1;
  auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
  const QString file = QString::fromLocal8Bit(argv[1]);
  // The same settle time as the application's screenshot.
  QObject::connect(window, &QQuickWindow::frameSwapped, window, [window, file] {
    QTimer::singleShot(150, window, [window, file] {
      QCoreApplication::exit(window->grabWindow().save(file) ? 0 : 1);
    });
  }, Qt::SingleShotConnection);
  return QGuiApplication::exec();
}
