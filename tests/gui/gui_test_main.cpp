// GoogleTest main with a QGuiApplication, so models and images can be used.
// A run in which QML warned fails, naming each warning: the console stays
// clean.
#include <QGuiApplication>
#include <QStringList>
#include <cstdio>
#include <gtest/gtest.h>

namespace {

QStringList qml_warnings;
QtMessageHandler previous_handler = nullptr;

void keep_qml_warnings(QtMsgType type, const QMessageLogContext& context, const QString& message) {
  if (type == QtWarningMsg && (message.contains(QLatin1String(".qml:")) || QByteArray(context.category) == "qml" ||
                               QByteArray(context.category) == "js"))
    qml_warnings << message;
  if (previous_handler) previous_handler(type, context, message);
}

}  // namespace

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  previous_handler = qInstallMessageHandler(keep_qml_warnings);
  QGuiApplication app(argc, argv);
  ::testing::InitGoogleTest(&argc, argv);
  const int failed = RUN_ALL_TESTS();
  if (qml_warnings.isEmpty()) return failed;
  std::fprintf(stderr, "FAIL: %lld QML warning(s) during the tests; the console must stay clean:\n",
               static_cast<long long>(qml_warnings.size()));
  for (const QString& w : qml_warnings) std::fprintf(stderr, "  %s\n", qPrintable(w));
  return failed != 0 ? failed : 1;
}
